import type {
  listPromotionMenu,
  listPromotionsWithUse,
  PromotionDiscount,
} from '../../../database/queries/promotions';
import { FIRST_DAY, LAST_DAY } from '../../../common/dates';
import type {
  AppliedPromotion,
  LinePromotion,
  PromotionRule,
  PromotionState,
} from '../../../common/promotions';
import { timeToInput } from '../../../common/time';

/** Where a promotion stands on a store day (YYYY-MM-DD). */
export function promotionState(
  p: Pick<PromotionRule, 'isActive' | 'startsOn' | 'endsOn'>,
  today: string,
): PromotionState {
  if (!p.isActive) return 'off';
  if (p.startsOn && today < p.startsOn) return 'not_started';
  if (p.endsOn && today > p.endsOn) return 'ended';
  return 'active';
}

/**
 * A promotion as the list and the form show it: what it gives, for what and when as values (the
 * page says them in the reader's language), times as a time input takes them (midnight as the end
 * is 00:00), dates blank when open-ended.
 */
export const promotionItem = (today: string) => (p: PromotionRule) => ({
  id: p.id,
  name: p.name,
  kind: p.kind,
  value: p.value,
  buy_quantity: p.buyQuantity,
  get_quantity: p.getQuantity,
  target: p.target,
  service_ids: [...p.serviceIds],
  category_ids: [...p.categoryIds],
  days_of_week: [...p.daysOfWeek],
  start_time: p.startMinute === null ? '' : timeToInput(p.startMinute),
  end_time: p.endMinute === null ? '' : timeToInput(p.endMinute % 1440),
  first_visit: p.firstVisit,
  birthday_month: p.birthdayMonth,
  starts_on: p.startsOn ?? '',
  ends_on: p.endsOn ?? '',
  priority: p.priority,
  is_active: p.isActive,
  state: promotionState(p, today),
});

/** The reports' "Discount by promotion" rows: given, given back by refunds in proportion, and what stayed given. */
export const promotionDiscountRows = (rows: readonly PromotionDiscount[]) =>
  rows.map((r) => ({
    promotion_id: r.promotionId,
    name: r.name,
    uses: r.uses,
    amount_cents: r.amountCents,
    reversed_cents: r.reversedCents,
    net_cents: r.amountCents - r.reversedCents,
  }));

/** The days a promotion's dates may take: the app's date window. */
const DATE_WINDOW = { min: FIRST_DAY, max: LAST_DAY };

/**
 * promotions.index: every promotion with, for the chosen store days, how many paid tickets took
 * it and the discount it gave (less what refunds gave back), and the totals.
 */
export function promotionsIndexPage(
  rows: Awaited<ReturnType<typeof listPromotionsWithUse>>,
  period: { from: string; to: string },
  today: string,
) {
  const item = promotionItem(today);
  const promotions = rows.map((r) => ({
    ...item(r),
    uses: r.uses,
    amount_cents: r.amountCents,
    reversed_cents: r.reversedCents,
    net_cents: r.amountCents - r.reversedCents,
  }));
  return {
    promotions,
    filters: { from: period.from, to: period.to },
    totals: {
      uses: promotions.reduce((s, p) => s + p.uses, 0),
      amount_cents: promotions.reduce((s, p) => s + p.amount_cents, 0),
      net_cents: promotions.reduce((s, p) => s + p.net_cents, 0),
    },
    date_window: DATE_WINDOW,
  };
}

/** What the create and edit forms choose from: the menu's services and categories, and the date window. */
export const promotionFormChoices = (menu: Awaited<ReturnType<typeof listPromotionMenu>>) => ({
  services: menu.services.map((s) => ({
    id: s.id,
    name: s.name,
    kind: s.kind,
    category_id: s.categoryId,
    is_active: s.isActive,
  })),
  categories: menu.categories.map((c) => ({ id: c.id, name: c.name })),
  date_window: DATE_WINDOW,
});

/** pos.promotions.preview: a promotion the ticket takes, on its line, with why as values (no English). */
export const linePromotion = (a: AppliedPromotion): LinePromotion => ({
  line_key: a.lineKey,
  promotion_id: a.promotionId,
  name: a.name,
  amount: a.amountCents,
  line_name: a.lineName,
  kind: a.terms.kind,
  value: a.terms.value,
  buy_quantity: a.terms.buyQuantity,
  get_quantity: a.terms.getQuantity,
  days_of_week: [...a.terms.daysOfWeek],
  start_minute: a.terms.startMinute,
  end_minute: a.terms.endMinute,
  first_visit: a.terms.firstVisit,
  birthday_month: a.terms.birthdayMonth,
});
