import {
  countPromotions,
  createPromotion,
  getPromotion,
  listPromotionMenu,
  listPromotionsWithUse,
  MAX_PROMOTIONS,
  updatePromotion,
  type PromotionValues,
} from '../../../database/queries/promotions';
import { storeToday } from '../../../common/storeTime';
import { reportPeriod } from '../../../common/reportRanges';
import { storeAction, type StoreContext } from '../action';
import { ValidationError } from '../errors';
import { promotionFormChoices, promotionItem, promotionsIndexPage } from '../presenters/promotions';
import { routeUrl } from '../urls';
import { flash, validateForm } from '../validate';
import {
  promotionFiltersSchema,
  promotionSchema,
  type PromotionInput,
} from '../validators/promotions';
import { say } from '../../../common/said';

/**
 * promotions.index: every promotion with, for the chosen store days (this
 * month by default), how many paid tickets took it and the discount it gave
 * (less what refunds gave back).
 */
export const index = storeAction(
  { input: promotionFiltersSchema },
  async ({ db, store, input, res }) => {
    const period =
      input.from || input.to
        ? reportPeriod('custom', input.from, input.to, store.timezone)
        : reportPeriod('thisMonth', null, null, store.timezone);
    const rows = await listPromotionsWithUse(db, store.id, period);
    await res.inertia(
      'Admin/Promotions/Index',
      promotionsIndexPage(rows, period, storeToday(store.timezone)),
      { title: 'Promotions' },
    );
  },
);

const formProps = async ({ db, store }: StoreContext) =>
  promotionFormChoices(await listPromotionMenu(db, store.id));

export const create = storeAction({}, async (a) => {
  await a.res.inertia('Admin/Promotions/Create', await formProps(a), { title: 'New Promotion' });
});

const values = (i: PromotionInput): PromotionValues => ({
  name: i.name,
  kind: i.kind,
  value: i.value,
  buyQuantity: i.kind === 'buy_x_get_y' ? i.buy_quantity : null,
  getQuantity: i.kind === 'buy_x_get_y' ? i.get_quantity : null,
  target: i.target,
  // Only the list the target uses is kept: a hidden list cannot widen a promotion later.
  serviceIds: i.target === 'services' ? i.service_ids : [],
  categoryIds: i.target === 'categories' ? i.category_ids : [],
  daysOfWeek: i.days_of_week.length === 7 ? [] : i.days_of_week,
  startMinute: i.start_time,
  // 00:00 as the end of a window is midnight, the end of the day.
  endMinute: i.end_time === 0 && i.start_time !== null ? 1440 : i.end_time,
  firstVisit: i.first_visit,
  birthdayMonth: i.birthday_month,
  startsOn: i.starts_on,
  endsOn: i.ends_on,
  priority: i.priority,
  isActive: i.is_active,
});

/** The services and categories ticked must be this store's (another store's id reads as not on the list). */
const problemsOf =
  ({ db, store }: StoreContext) =>
  async (valid: Partial<PromotionInput>): Promise<Record<string, string>> => {
    const errors: Record<string, string> = {};
    if (!valid.service_ids?.length && !valid.category_ids?.length) return errors;
    const menu = await listPromotionMenu(db, store.id);
    if (valid.service_ids?.some((id) => !menu.services.some((s) => s.id === id)))
      errors.service_ids = say('validation.giftCards.chooseServicesFromThisSalon');
    if (valid.category_ids?.some((id) => !menu.categories.some((c) => c.id === id)))
      errors.category_ids = say('validation.giftCards.chooseCategoriesFromThisSalon');
    return errors;
  };

async function save(a: StoreContext, write: (v: PromotionValues) => Promise<unknown>) {
  const input = await validateForm(promotionSchema, a.req.body, problemsOf(a));
  const problems = await problemsOf(a)(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  await write(values(input));
}

export const store = storeAction({}, async (a) => {
  if ((await countPromotions(a.db, a.store.id)) >= MAX_PROMOTIONS)
    throw new ValidationError({
      name: say('validation.giftCards.aSalonMayHaveAt', { max: MAX_PROMOTIONS }),
    });
  await save(a, (v) => createPromotion(a.db, a.store.id, v));
  flash(a.req, 'success', say('flash.giftCards.promotionCreated'));
  a.res.redirect(routeUrl('promotions.index'));
});

const promotionParam = { promotion: getPromotion };

export const edit = storeAction({ load: promotionParam }, async (a) => {
  const { promotion } = a.bound;
  await a.res.inertia(
    'Admin/Promotions/Edit',
    { promotion: promotionItem(storeToday(a.store.timezone))(promotion), ...(await formProps(a)) },
    { title: `Promotion ${promotion.name}` },
  );
});

export const update = storeAction({ load: promotionParam }, async (a) => {
  const { promotion } = a.bound;
  await save(a, (v) => updatePromotion(a.db, a.store.id, promotion.id, v));
  flash(a.req, 'success', say('flash.giftCards.promotionSaved'));
  a.res.redirect(routeUrl('promotions.edit', { promotion: promotion.id }));
});

/** promotions.deactivate: switched off, never deleted (paid tickets name it). Twice is the same as once. */
export const deactivate = storeAction({ load: promotionParam }, async (a) => {
  const { promotion } = a.bound;
  await updatePromotion(a.db, a.store.id, promotion.id, { isActive: false });
  flash(a.req, 'success', say('flash.giftCards.switchedOff', { name: promotion.name }));
  a.res.redirect(routeUrl('promotions.index'));
});
