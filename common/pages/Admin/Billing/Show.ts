// The props of resources/js/Pages/Admin/Billing/Show.tsx, as the server sends them.
import type { PlanFeature, SubscriptionStatus } from '../../../billing';
import type { DayPeriod } from '../../propShapes';
import type { Usage } from '../Users/Index';
import type { InvoiceListRow } from '../UserInvoices/Index';

export interface Subscription {
  plan: {
    id: number;
    name: string;
    price_cents: number;
    interval: 'month' | 'year';
    features: PlanFeature[];
    max_locations: number | null;
  };
  /** The page says it, and "ending" beside it while `cancel_at_period_end` (and not yet canceled). */
  status: SubscriptionStatus;
  status_tone: 'primary' | 'danger' | 'neutral';
  /** The current period; it and every date below are store days (YYYY-MM-DD). */
  period: DayPeriod;
  trial_ends_on: string | null;
  /** When the next invoice is made (the day after the period or trial); null when the subscription ends with this period. */
  next_invoice_on: string | null;
  cancel_at_period_end: boolean;
  /** The last day the store is open when it ends with this period (or ended). */
  ends_on: string | null;
  read_only: boolean;
  can: { cancel: boolean; resume: boolean };
}

export interface Props {
  store: string;
  subscription: Subscription | null;
  usage: { employees: Usage; stations: Usage; sms: Usage };
  invoices: InvoiceListRow[];
  /** Plans the owner may ask to move to (a support ticket, prefilled): the super admin makes the change. */
  plans: { id: number; name: string; price_cents: number; interval: 'month' | 'year' }[];
}
