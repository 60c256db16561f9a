// The props of resources/js/Pages/Admin/Coupons/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

/** Where a coupon stands on a store day (the first that applies: off, not started, expired, used up). */
export type CouponState = 'active' | 'off' | 'not_started' | 'expired' | 'used_up';

export interface CouponRow {
  id: number;
  code: string;
  kind: 'percent' | 'amount';
  /** A percent, or cents off. */
  value: number;
  /** Cents; 0: none. */
  minimum_spend: number;
  valid_from: string;
  valid_to: string;
  usage_limit: number | null;
  per_customer_limit: number | null;
  is_active: boolean;
  uses: number;
  state: CouponState;
}

export type Props = { coupons: Paginator<CouponRow>; filters: { q: string } };
