// The props of resources/js/Pages/Admin/Coupons/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

export interface CouponRow {
  id: number;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  value_label: string;
  minimum_spend: number;
  minimum_spend_label: string | null;
  valid_from: string;
  valid_to: string;
  usage_limit: number | null;
  per_customer_limit: number | null;
  is_active: boolean;
  uses: number;
  state: string;
}

export type Props = { coupons: Paginator<CouponRow>; filters: { q: string } };
