// The props of resources/js/Pages/Admin/UserInvoices/Show.tsx, as the server sends them.
import type { DayPeriod } from '../../propShapes';

/** What every line has: the store days it covers, its quantity, and money in cents. */
interface InvoiceLineBase {
  id: number;
  period: DayPeriod | null;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
}

/**
 * A subscription invoice's line, by its kind with the values the page says it from in the
 * reader's language: the plan ("Salon plan (monthly)"), texts beyond the allowance ("Text
 * segments beyond 2,000 (…)"), a plan change's proration ("Unused time on Basic (12 of 30 days)").
 */
export type InvoiceLine = InvoiceLineBase &
  (
    | { kind: 'subscription'; plan: string; interval: 'month' | 'year' }
    | { kind: 'sms_overage'; allowance: number }
    | {
        kind: 'proration';
        change: 'unused' | 'remaining';
        plan: string;
        /** The days of the period the line covers, out of the period's. */
        remaining_days: number;
        period_days: number;
      }
    /**
     * A line the super admin typed (a credit, a void's correction), which has no values: its text,
     * shown as typed. So is a billing job's line whose values could not be read back.
     */
    | { kind: 'subscription' | 'sms_overage' | 'proration' | 'adjustment'; text: string }
  );

/** A subscription invoice as printed: the super admin's Invoice page and the owner's Billing page (Admin/Billing/Invoice). */
export interface InvoiceSheet {
  id: number;
  number: string | null;
  kind: 'period' | 'reissue';
  status: string;
  status_tone: 'primary' | 'danger' | 'neutral';
  period: DayPeriod;
  /** Store days, YYYY-MM-DD (as every date below); a draft has no issue day. */
  issued_on: string | null;
  due_on: string;
  overdue: boolean;
  bill_to: { name: string; email: string | null; address: string | null };
  lines: InvoiceLine[];
  subtotal_cents: number;
  total_cents: number;
  paid_cents: number;
  balance_cents: number;
  void_reason: string | null;
  /** An ISO instant. */
  emailed_at: string | null;
  /** Dunning dates of an open invoice (store days, YYYY-MM-DD). */
  dunning: {
    retries: string[];
    past_due_on: string;
    read_only_on: string;
    disabled_on: string;
  } | null;
  replaced_by: { id: number; number: string | null } | null;
  replaces: { id: number; number: string | null } | null;
  payments: {
    id: number;
    amount_cents: number;
    method: string;
    reference: string;
    received_on: string;
    by: string | null;
  }[];
}

export interface Seller {
  name: string;
  address: string;
  email: string;
}

export interface Props {
  invoice: InvoiceSheet & {
    can: { pay: boolean; void: boolean; uncollectible: boolean; email: boolean };
  };
  seller: Seller;
  today: string;
}
