import {
  couponCodeTaken,
  createCoupon,
  getCoupon,
  listCoupons,
  updateCoupon,
  type CouponValues,
} from '../../../database/queries/coupons';
import { onUniqueViolation } from '../../../database/errors';
import { storeToday } from '../../../common/storeTime';
import { storeAction, type StoreContext } from '../action';
import { withLinks } from '../pagination';
import { ValidationError } from '../errors';
import { couponItem } from '../presenters/coupons';
import { routeUrl } from '../urls';
import { flash, validateForm } from '../validate';
import { couponFiltersSchema, couponSchema, type CouponInput } from '../validators/coupons';
import { say } from '../../../common/said';

export const COUPON_CODE_TAKEN = say('validation.giftCards.anotherCouponAlreadyHasThis');
const PER_PAGE = 25;

/** coupons.index: the store's coupons with their uses so far, searched by code. */
export const index = storeAction(
  { input: couponFiltersSchema },
  async ({ db, store, input: filters, res }) => {
    const first = await listCoupons(db, store.id, filters.q, {
      limit: PER_PAGE,
      offset: (filters.page - 1) * PER_PAGE,
    });
    const lastPage = Math.max(1, Math.ceil(first.total / PER_PAGE));
    const page = Math.min(filters.page, lastPage);
    const { rows, total } =
      page === filters.page
        ? first
        : await listCoupons(db, store.id, filters.q, {
            limit: PER_PAGE,
            offset: (page - 1) * PER_PAGE,
          });
    const item = couponItem(storeToday(store.timezone));
    await res.inertia(
      'Admin/Coupons/Index',
      {
        coupons: withLinks(
          {
            data: rows.map(item),
            current_page: page,
            last_page: lastPage,
            per_page: PER_PAGE,
            total,
          },
          'coupons.index',
          filters.q ? { q: filters.q } : {},
        ),
        filters: { q: filters.q },
      },
      { title: 'Coupons' },
    );
  },
);

export const create = storeAction({}, async ({ res }) => {
  await res.inertia('Admin/Coupons/Create', {}, { title: 'New Coupon' });
});

const values = (i: CouponInput): CouponValues => ({
  code: i.code,
  kind: i.kind,
  value: i.value,
  minimumSpendCents: i.minimum_spend,
  validFrom: i.valid_from,
  validTo: i.valid_to,
  usageLimit: i.usage_limit,
  perCustomerLimit: i.per_customer_limit,
  isActive: i.is_active,
});

const problemsOf =
  ({ db, store }: StoreContext, exceptId: number | null) =>
  async (valid: Partial<CouponInput>): Promise<Record<string, string>> =>
    valid.code && (await couponCodeTaken(db, store.id, valid.code, exceptId))
      ? { code: COUPON_CODE_TAKEN }
      : {};

/** Every error in one pass, a taken code (any case) included; the unique index catches a race. */
async function save(
  a: StoreContext,
  exceptId: number | null,
  write: (v: CouponValues) => Promise<unknown>,
) {
  const input = await validateForm(couponSchema, a.req.body, problemsOf(a, exceptId));
  const problems = await problemsOf(a, exceptId)(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  await onUniqueViolation(() => write(values(input)), {
    coupons_store_id_code_unique: () => new ValidationError({ code: COUPON_CODE_TAKEN }),
  });
}

export const store = storeAction({}, async (a) => {
  await save(a, null, (v) => createCoupon(a.db, a.store.id, v));
  flash(a.req, 'success', say('flash.giftCards.couponCreated'));
  a.res.redirect(routeUrl('coupons.index'));
});

const couponParam = { coupon: getCoupon };

export const edit = storeAction(
  { load: couponParam },
  async ({ store, bound: { coupon }, res }) => {
    await res.inertia(
      'Admin/Coupons/Edit',
      { coupon: couponItem(storeToday(store.timezone))(coupon) },
      { title: `Coupon ${coupon.code}` },
    );
  },
);

export const update = storeAction({ load: couponParam }, async (a) => {
  const { coupon } = a.bound;
  await save(a, coupon.id, (v) => updateCoupon(a.db, a.store.id, coupon.id, v));
  flash(a.req, 'success', say('flash.giftCards.couponSaved'));
  a.res.redirect(routeUrl('coupons.edit', { coupon: coupon.id }));
});
