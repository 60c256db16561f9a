// The props of resources/js/Pages/Admin/UserRefs/Index.tsx, as the server sends them.
import type { SubscriptionStatus } from '../../../billing';

export interface ReferredStoreRow {
  id: number;
  name: string;
  /** The plan's name, and whether it is billed by the month or the year. */
  plan: string;
  interval: 'month' | 'year';
  status: SubscriptionStatus;
  status_tone: 'primary' | 'danger' | 'neutral';
  /** The day the store subscribed (YYYY-MM-DD, the store's day). */
  since: string;
}

export interface CommissionRow {
  id: number;
  invoice_number: string;
  store: string;
  /** The subscription invoice's period: first and last day, YYYY-MM-DD. */
  period: { from: string; to: string };
  paid_cents: number;
  /** The commission rate in basis points: 2000 is 20%. */
  rate_bps: number;
  commission_cents: number;
  /** The day the invoice was paid (YYYY-MM-DD, the store's day). */
  earned_on: string;
}

export interface Props {
  stores: ReferredStoreRow[];
  commissions: CommissionRow[];
  /** `rate_bps`: the partner's commission rate in basis points. */
  totals: { this_month_cents: number; all_time_cents: number; count: number; rate_bps: number };
}
