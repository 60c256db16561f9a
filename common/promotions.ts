import { formatCurrency } from './money';
import { utcToStoreLocal } from './storeTime';

/**
 * Promotions: automatic discounts the POS applies without a code.
 * One pure function decides them, so the pay screen previews exactly what
 * checkout will charge; checkout runs it again on the server with the store's
 * clock and the customer as the database knows her, never with an amount the
 * client sent.
 *
 * How they combine (stated and enforced here):
 * - At most one promotion per line: the one worth most to the customer, ties
 *   to the higher priority, then the older promotion. Candidates are taken
 *   largest first across the ticket.
 * - A line the desk discounted by hand takes no promotion: the hand discount
 *   is the line's discount.
 * - Gift card lines never take one: a gift card holds what is paid for it.
 * - Never below $0: a promotion takes at most the line's amount.
 * - A promotion is the line's discount, so it comes before the ticket
 *   discount and before a coupon (a coupon's percent is taken on the price
 *   after promotions: docs/domain.md §3.6 order).
 * - An amount off applies once per ticket, to the qualifying line it saves
 *   most on. A percent applies to every qualifying line.
 * - Buy X get Y: the qualifying units (a line of quantity 2 is two units),
 *   dearest first, in groups of X + Y; the Y cheapest of each full group take
 *   the percent off (100 % is free).
 */

export const PROMOTION_KINDS = ['percent', 'amount', 'buy_x_get_y'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_TARGETS = ['all', 'services', 'categories'] as const;
export type PromotionTarget = (typeof PROMOTION_TARGETS)[number];

/** Where a promotion stands on a store day: switched off, before its first day, after its last, or on. */
export type PromotionState = 'active' | 'off' | 'not_started' | 'ended';

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface PromotionRule {
  id: number;
  name: string;
  kind: PromotionKind;
  /** Whole percent (percent; buy X get Y's discount on the Y units), or cents (amount). */
  value: number;
  buyQuantity: number | null;
  getQuantity: number | null;
  target: PromotionTarget;
  serviceIds: readonly number[];
  categoryIds: readonly number[];
  /** 0 = Sunday … 6 = Saturday; empty: every day. */
  daysOfWeek: readonly number[];
  /** Minutes after the store's midnight, [start, end); null: all day. */
  startMinute: number | null;
  endMinute: number | null;
  firstVisit: boolean;
  birthdayMonth: boolean;
  /** Store days, inclusive (YYYY-MM-DD). */
  startsOn: string | null;
  endsOn: string | null;
  priority: number;
  isActive: boolean;
}

export interface PromotionLine {
  key: string;
  kind: 'service' | 'retail' | 'giftcard';
  serviceId: number | null;
  categoryId: number | null;
  name: string;
  unitPriceCents: number;
  quantity: number;
  /** A discount typed by hand on the line. */
  discountCents: number;
}

/** What the rules know of the customer; null for a walk-in nobody named. */
export interface PromotionCustomer {
  /** No paid ticket before this one. */
  firstVisit: boolean;
  /** 1–12, or null when not on file. */
  birthdayMonth: number | null;
}

/** The store's wall clock: its calendar day, weekday and minute of the day. */
export interface StoreClock {
  date: string;
  weekday: number;
  minute: number;
}

/** What a promotion gives and when, as values: what the pay screen says beside a line, in the reader's language. */
export type PromotionTerms = Pick<
  PromotionRule,
  | 'kind'
  | 'value'
  | 'buyQuantity'
  | 'getQuantity'
  | 'daysOfWeek'
  | 'startMinute'
  | 'endMinute'
  | 'firstVisit'
  | 'birthdayMonth'
>;

export interface AppliedPromotion {
  promotionId: number;
  name: string;
  lineKey: string;
  /** The line's name as the ticket has it ("Gel Manicure"). */
  lineName: string;
  amountCents: number;
  /** Why it applies, as values (the page says "Tuesday 10 AM–2 PM: 20% off Gel Manicure"). */
  terms: PromotionTerms;
}

/**
 * A promotion the pay screen shows beside its line: the answer of pos.promotions.preview. Its
 * terms go as codes and numbers, and the page says them from the catalogue in the reader's
 * language with the store's formats (docs/features/languages-and-offline.md "Values on the
 * wire, formats on the page").
 */
export interface LinePromotion {
  line_key: string;
  promotion_id: number;
  name: string;
  /** Cents off the line. */
  amount: number;
  line_name: string;
  kind: PromotionKind;
  /** A whole percent (percent; buy X get Y's discount on the Y units), or cents (amount). */
  value: number;
  buy_quantity: number | null;
  get_quantity: number | null;
  /** 0 = Sunday … 6 = Saturday; empty: every day. */
  days_of_week: number[];
  /** Minutes after the store's midnight, [start, end); null: all day. */
  start_minute: number | null;
  end_minute: number | null;
  first_visit: boolean;
  birthday_month: boolean;
}

/** The store's clock at an instant, in its zone (a DST day included: the wall clock is what the salon's sign says). */
export function storeClock(tz: string, now: Date): StoreClock {
  const local = utcToStoreLocal(now, tz);
  const date = local.slice(0, 10);
  const [y, m, d] = date.split('-').map(Number);
  return {
    date,
    weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(),
    minute: Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)),
  };
}

/**
 * The English words below (clockText, daysText, conditionsText, effectText, promotionReason) are
 * for the record a paid ticket keeps (invoice_promotions.reason), not for a page: the pay screen
 * and the promotions list say the same from the values in the reader's language
 * (resources/js/Components/promotions/promotionWords.ts; docs/features/languages-and-offline.md).
 */

/** "10 AM", "2:30 PM", "midnight" for 0 and 1440. */
export function clockText(minute: number): string {
  if (minute === 0 || minute === 1440) return 'midnight';
  const hour = Math.floor(minute / 60);
  const min = minute % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${min ? `:${String(min).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Tuesday", "Tue, Thu", "Weekdays", "Every day". */
export function daysText(days: readonly number[]): string {
  const set = [...new Set(days)].sort((a, b) => a - b);
  if (set.length === 0 || set.length === 7) return 'Every day';
  if (set.join() === '1,2,3,4,5') return 'Weekdays';
  if (set.join() === '0,6') return 'Weekends';
  if (set.length === 1) return WEEKDAY_NAMES[set[0]];
  return set.map((d) => WEEKDAY_SHORT[d]).join(', ');
}

/** When and for whom, in words: "Tuesday 10 AM–2 PM", "Birthday month", "First visit · Weekends". */
export function conditionsText(
  p: Pick<
    PromotionRule,
    'daysOfWeek' | 'startMinute' | 'endMinute' | 'firstVisit' | 'birthdayMonth'
  >,
): string {
  const parts: string[] = [];
  if (p.firstVisit) parts.push('First visit');
  if (p.birthdayMonth) parts.push('Birthday month');
  const window =
    p.startMinute !== null && p.endMinute !== null
      ? `${clockText(p.startMinute)}–${clockText(p.endMinute)}`
      : '';
  const days = p.daysOfWeek.length && p.daysOfWeek.length < 7 ? daysText(p.daysOfWeek) : '';
  if (days || window) parts.push([days || 'Every day', window].filter(Boolean).join(' '));
  return parts.length ? parts.join(' · ') : 'Every day';
}

/** What it gives, in words: "20% off", "$10.00 off", "Buy 2 get 1 free", "Buy 1 get 1 50% off". */
export function effectText(
  p: Pick<PromotionRule, 'kind' | 'value' | 'buyQuantity' | 'getQuantity'>,
): string {
  if (p.kind === 'percent') return `${p.value}% off`;
  if (p.kind === 'amount') return `${formatCurrency(p.value)} off`;
  return `Buy ${p.buyQuantity} get ${p.getQuantity} ${p.value >= 100 ? 'free' : `${p.value}% off`}`;
}

/** "Tuesday 10 AM–2 PM: 20% off Gel Manicure": the English note a paid ticket keeps of why a promotion applied. */
export function promotionReason(a: Pick<AppliedPromotion, 'terms' | 'lineName'>): string {
  return `${conditionsText(a.terms)}: ${effectText(a.terms)} ${a.lineName}`.trim();
}

/** Whether the promotion's when-and-who conditions hold (targets aside). */
export function conditionsHold(
  p: PromotionRule,
  clock: StoreClock,
  customer: PromotionCustomer | null,
): boolean {
  if (!p.isActive) return false;
  if (p.startsOn !== null && clock.date < p.startsOn) return false;
  if (p.endsOn !== null && clock.date > p.endsOn) return false;
  if (p.daysOfWeek.length > 0 && !p.daysOfWeek.includes(clock.weekday)) return false;
  if (
    p.startMinute !== null &&
    p.endMinute !== null &&
    !(clock.minute >= p.startMinute && clock.minute < p.endMinute)
  )
    return false;
  if (p.firstVisit && !(customer?.firstVisit ?? false)) return false;
  // A customer born on 29 February has her birthday month every year: the month is all that is asked.
  if (
    p.birthdayMonth &&
    !(customer?.birthdayMonth != null && customer.birthdayMonth === Number(clock.date.slice(5, 7)))
  )
    return false;
  return true;
}

/** Whether a line is one the promotion is for: never a gift card, never a line discounted by hand. */
export function lineQualifies(p: PromotionRule, line: PromotionLine): boolean {
  if (
    line.kind === 'giftcard' ||
    line.discountCents > 0 ||
    line.unitPriceCents <= 0 ||
    line.quantity <= 0
  )
    return false;
  if (p.target === 'services')
    return line.serviceId !== null && p.serviceIds.includes(line.serviceId);
  if (p.target === 'categories')
    return line.categoryId !== null && p.categoryIds.includes(line.categoryId);
  return true;
}

const percentOf = (cents: number, percent: number) =>
  Math.floor((cents * Math.min(100, Math.max(0, percent)) + 50) / 100);

/** Each qualifying line's saving under one promotion, before lines are shared out. */
function candidates(
  p: PromotionRule,
  lines: readonly PromotionLine[],
): { lineIndex: number; amountCents: number }[] {
  const qualifying = lines.flatMap((l, i) => (lineQualifies(p, l) ? [i] : []));
  const gross = (i: number) => lines[i].unitPriceCents * lines[i].quantity;
  if (p.kind === 'percent')
    return qualifying.map((i) => ({ lineIndex: i, amountCents: percentOf(gross(i), p.value) }));
  if (p.kind === 'amount')
    return qualifying.map((i) => ({ lineIndex: i, amountCents: Math.min(p.value, gross(i)) }));
  const buy = p.buyQuantity ?? 0;
  const get = p.getQuantity ?? 0;
  if (buy < 1 || get < 1) return [];
  // Units dearest first (ties in line order): each full group of buy + get gives its `get` cheapest units the discount.
  const units = qualifying.flatMap((i) =>
    Array.from({ length: lines[i].quantity }, () => ({
      lineIndex: i,
      cents: lines[i].unitPriceCents,
    })),
  );
  units.sort((a, b) => b.cents - a.cents || a.lineIndex - b.lineIndex);
  const group = buy + get;
  const perLine = new Map<number, number>();
  for (let start = 0; start + group <= units.length; start += group) {
    for (const u of units.slice(start + buy, start + group))
      perLine.set(u.lineIndex, (perLine.get(u.lineIndex) ?? 0) + percentOf(u.cents, p.value));
  }
  return [...perLine].map(([lineIndex, amountCents]) => ({ lineIndex, amountCents }));
}

/**
 * The promotions that apply to a ticket, at most one per line, each with
 * its amount (cents, never more than the line) and why, as values.
 */
export function applyPromotions(
  promotions: readonly PromotionRule[],
  lines: readonly PromotionLine[],
  clock: StoreClock,
  customer: PromotionCustomer | null,
): AppliedPromotion[] {
  const live = promotions.filter((p) => conditionsHold(p, clock, customer));
  const all = live.flatMap((p) =>
    candidates(p, lines)
      .filter((c) => c.amountCents > 0)
      .map((c) => ({ ...c, promotion: p })),
  );
  all.sort(
    (a, b) =>
      b.amountCents - a.amountCents ||
      b.promotion.priority - a.promotion.priority ||
      a.promotion.id - b.promotion.id ||
      a.lineIndex - b.lineIndex,
  );
  const taken = new Map<number, AppliedPromotion>();
  const usedOnce = new Set<number>();
  for (const c of all) {
    if (taken.has(c.lineIndex)) continue;
    if (c.promotion.kind === 'amount' && usedOnce.has(c.promotion.id)) continue;
    const line = lines[c.lineIndex];
    const amountCents = Math.min(c.amountCents, line.unitPriceCents * line.quantity);
    const p = c.promotion;
    taken.set(c.lineIndex, {
      promotionId: p.id,
      name: p.name,
      lineKey: line.key,
      lineName: line.name,
      amountCents,
      terms: {
        kind: p.kind,
        value: p.value,
        buyQuantity: p.buyQuantity,
        getQuantity: p.getQuantity,
        daysOfWeek: [...p.daysOfWeek],
        startMinute: p.startMinute,
        endMinute: p.endMinute,
        firstVisit: p.firstVisit,
        birthdayMonth: p.birthdayMonth,
      },
    });
    usedOnce.add(c.promotion.id);
  }
  return [...taken].sort((a, b) => a[0] - b[0]).map(([, applied]) => applied);
}

/** The lines with each promotion as the line's discount: what the ticket is priced with. */
export function withPromotionDiscounts<L extends { key: string; discountCents: number }>(
  lines: readonly L[],
  applied: readonly AppliedPromotion[],
): L[] {
  return lines.map((l) => {
    const promo = applied.find((a) => a.lineKey === l.key);
    return promo ? { ...l, discountCents: promo.amountCents } : l;
  });
}
