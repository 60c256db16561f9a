import type { Request, Response } from 'express';
import { couponCodeTaken, createCoupon, getCoupon, listCoupons, updateCoupon, type CouponValues } from '../../../database/queries/coupons';
import { onUniqueViolation } from '../../../database/errors';
import { formatCurrency } from '../../../common/money';
import { storeToday } from '../../../common/storeTime';
import { withLinks } from '../pagination';
import { notFound, ValidationError } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate, validateForm } from '../validate';
import { couponFiltersSchema, couponSchema, type CouponInput } from '../validators/coupons';

export const COUPON_CODE_TAKEN = 'Another coupon already has this code.';
const PER_PAGE = 25;

type Coupon = NonNullable<Awaited<ReturnType<typeof getCoupon>>>;

/** Where a coupon stands today in the store: what the desk would be told. */
function state(c: Coupon, today: string): string {
  if (!c.isActive) return 'Off';
  if (c.validFrom && today < c.validFrom) return 'Not started';
  if (c.validTo && today > c.validTo) return 'Expired';
  if (c.usageLimit !== null && c.uses >= c.usageLimit) return 'Used up';
  return 'Active';
}

const shape = (c: Coupon, today: string) => ({
  id: c.id, code: c.code, kind: c.kind, value: c.value,
  value_label: c.kind === 'percent' ? `${c.value}% off` : `${formatCurrency(c.value)} off`,
  minimum_spend: c.minimumSpendCents, minimum_spend_label: c.minimumSpendCents > 0 ? formatCurrency(c.minimumSpendCents) : null,
  valid_from: c.validFrom ?? '', valid_to: c.validTo ?? '',
  usage_limit: c.usageLimit, per_customer_limit: c.perCustomerLimit, is_active: c.isActive, uses: c.uses, state: state(c, today),
});

/** coupons.index: the store's coupons with their uses so far, searched by code. */
export async function index(req: Request, res: Response) {
  const store = req.store!;
  const filters = validate(couponFiltersSchema, req.query);
  const first = await listCoupons(req.ctx.db, store.id, filters.q, { limit: PER_PAGE, offset: (filters.page - 1) * PER_PAGE });
  const lastPage = Math.max(1, Math.ceil(first.total / PER_PAGE));
  const page = Math.min(filters.page, lastPage);
  const { rows, total } = page === filters.page ? first : await listCoupons(req.ctx.db, store.id, filters.q, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  const today = storeToday(store.timezone);
  await res.inertia('Admin/Coupons/Index', {
    coupons: withLinks({ data: rows.map((c) => shape(c, today)), current_page: page, last_page: lastPage, per_page: PER_PAGE, total }, 'coupons.index', filters.q ? { q: filters.q } : {}),
    filters: { q: filters.q },
  }, { title: 'Coupons' });
}

export async function create(_req: Request, res: Response) {
  await res.inertia('Admin/Coupons/Create', {}, { title: 'New Coupon' });
}

const values = (i: CouponInput): CouponValues => ({
  code: i.code, kind: i.kind, value: i.value, minimumSpendCents: i.minimum_spend, validFrom: i.valid_from, validTo: i.valid_to,
  usageLimit: i.usage_limit, perCustomerLimit: i.per_customer_limit, isActive: i.is_active,
});

const problemsOf = (req: Request, exceptId: number | null) => async (valid: Partial<CouponInput>): Promise<Record<string, string>> =>
  valid.code && (await couponCodeTaken(req.ctx.db, req.store!.id, valid.code, exceptId)) ? { code: COUPON_CODE_TAKEN } : {};

/** Every error in one pass, a taken code (any case) included; the unique index catches a race. */
async function save(req: Request, exceptId: number | null, write: (v: CouponValues) => Promise<unknown>) {
  const input = await validateForm(couponSchema, req.body, problemsOf(req, exceptId));
  const problems = await problemsOf(req, exceptId)(input);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  await onUniqueViolation(() => write(values(input)), { coupons_store_id_code_unique: () => new ValidationError({ code: COUPON_CODE_TAKEN }) });
}

export async function store(req: Request, res: Response) {
  await save(req, null, (v) => createCoupon(req.ctx.db, req.store!.id, v));
  flash(req, 'success', 'Coupon created.');
  res.redirect(routeUrl('coupons.index'));
}

async function findCoupon(req: Request) {
  const coupon = await getCoupon(req.ctx.db, req.store!.id, Number(req.params.coupon));
  if (!coupon) throw notFound();
  return coupon;
}

export async function edit(req: Request, res: Response) {
  const coupon = await findCoupon(req);
  await res.inertia('Admin/Coupons/Edit', { coupon: shape(coupon, storeToday(req.store!.timezone)) }, { title: `Coupon ${coupon.code}` });
}

export async function update(req: Request, res: Response) {
  const coupon = await findCoupon(req);
  await save(req, coupon.id, (v) => updateCoupon(req.ctx.db, req.store!.id, coupon.id, v));
  flash(req, 'success', 'Coupon saved.');
  res.redirect(routeUrl('coupons.edit', { coupon: coupon.id }));
}
