import type { getCoupon } from '../../../database/queries/coupons';
import { formatCurrency } from '../../../common/money';

type Coupon = NonNullable<Awaited<ReturnType<typeof getCoupon>>>;

/** Where a coupon stands on a store day (YYYY-MM-DD): what the desk would be told. */
export function couponState(c: Coupon, today: string): string {
  if (!c.isActive) return 'Off';
  if (c.validFrom && today < c.validFrom) return 'Not started';
  if (c.validTo && today > c.validTo) return 'Expired';
  if (c.usageLimit !== null && c.uses >= c.usageLimit) return 'Used up';
  return 'Active';
}

/** A coupon as the list and the edit form show it: its value in words, dates blank when open-ended. */
export const couponItem = (today: string) => (c: Coupon) => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  value_label: c.kind === 'percent' ? `${c.value}% off` : `${formatCurrency(c.value)} off`,
  minimum_spend: c.minimumSpendCents,
  minimum_spend_label: c.minimumSpendCents > 0 ? formatCurrency(c.minimumSpendCents) : null,
  valid_from: c.validFrom ?? '',
  valid_to: c.validTo ?? '',
  usage_limit: c.usageLimit,
  per_customer_limit: c.perCustomerLimit,
  is_active: c.isActive,
  uses: c.uses,
  state: couponState(c, today),
});
