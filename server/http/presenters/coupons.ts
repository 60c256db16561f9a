import type { getCoupon } from '../../../database/queries/coupons';
import type { CouponState } from '../../../common/pages/Admin/Coupons/Index';

type Coupon = NonNullable<Awaited<ReturnType<typeof getCoupon>>>;

/** Where a coupon stands on a store day (YYYY-MM-DD): what the desk would be told, as a code the page says. */
export function couponState(c: Coupon, today: string): CouponState {
  if (!c.isActive) return 'off';
  if (c.validFrom && today < c.validFrom) return 'not_started';
  if (c.validTo && today > c.validTo) return 'expired';
  if (c.usageLimit !== null && c.uses >= c.usageLimit) return 'used_up';
  return 'active';
}

/** A coupon as the list and the edit form show it: its value (percent or cents, which the page writes), dates blank when open-ended. */
export const couponItem = (today: string) => (c: Coupon) => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  minimum_spend: c.minimumSpendCents,
  valid_from: c.validFrom ?? '',
  valid_to: c.validTo ?? '',
  usage_limit: c.usageLimit,
  per_customer_limit: c.perCustomerLimit,
  is_active: c.isActive,
  uses: c.uses,
  state: couponState(c, today),
});
