// The props of resources/js/Pages/Admin/Users/Index.tsx, as the server sends them.
import type { AccountFilterStatus, SubscriptionStatus } from '../../../billing';
import type { Paginator } from '../../../pagination';
import type { DayPeriod } from '../../propShapes';

export interface Usage {
  used: number;
  /** null: unlimited. */
  limit: number | null;
}

/** What moving the store to a plan today would add to its next invoice. */
export interface PlanQuote {
  plan_id: number;
  credit_cents: number;
  charge_cents: number;
  net_cents: number;
  /** The days left in the current period and its length; null in a trial (nothing to prorate). */
  days: { remaining: number; period: number } | null;
}

export interface AccountRow {
  store_id: number;
  store: string;
  owner: { name: string; email: string } | null;
  plan: {
    id: number;
    name: string;
    price_cents: number;
    interval: 'month' | 'year';
    version: number;
  } | null;
  /** null: the store has no subscription. */
  status: SubscriptionStatus | null;
  status_tone: 'primary' | 'danger' | 'neutral';
  /** The current period and the trial's last day, store days (YYYY-MM-DD). */
  period: DayPeriod | null;
  trial_ends_on: string | null;
  read_only: boolean;
  /** `at`, as `last_sign_in` and `partner_changed.at`: an ISO instant. */
  disabled: { at: string; reason: string } | null;
  usage: { employees: Usage; stations: Usage; sms: Usage };
  last_sign_in: string | null;
  quotes: PlanQuote[];
  /** Earliest and latest day a trial may be extended to. */
  trial_window: { min: string; max: string } | null;
  /** The referral partner who brought the store, and the last change of it (who, when). */
  partner: { id: number; name: string; email: string } | null;
  partner_changed: { by: string; at: string } | null;
}

export interface Props {
  accounts: Paginator<AccountRow>;
  /** `status` is '' for any. */
  filters: { q: string; status: AccountFilterStatus | '' };
  options: { statuses: AccountFilterStatus[] };
  partners: { id: number; name: string; email: string }[];
  plans: { id: number; name: string; price_cents: number; interval: 'month' | 'year' }[];
}
