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
  since: string;
}

export interface CommissionRow {
  id: number;
  invoice_number: string;
  store: string;
  period: string;
  paid_cents: number;
  rate: string;
  commission_cents: number;
  earned_on: string;
}

export interface Props {
  stores: ReferredStoreRow[];
  commissions: CommissionRow[];
  totals: { this_month_cents: number; all_time_cents: number; count: number; rate: string };
}
