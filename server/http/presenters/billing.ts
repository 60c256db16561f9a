import type { Request } from 'express';
import type { BillingInvoiceRow, BillingLineRow, PlanRow } from '../../../database/queries/billing';
import type {
  BillingInvoiceStatus,
  billingPayments,
  SubscriptionStatus,
} from '../../../database/schema';
import { dunningDates } from '../../domain/billing/dunning';
import type { PlanRow as PlanProps } from '../../../common/pages/Admin/Packages/Index';
import type { DayPeriod } from '../../../common/pages/propShapes';
import type { InvoiceListRow } from '../../../common/pages/Admin/UserInvoices/Index';
import type {
  InvoiceLine,
  InvoiceSheet,
  Seller,
} from '../../../common/pages/Admin/UserInvoices/Show';

type Tone = 'primary' | 'danger' | 'neutral';
export const subscriptionTone = (s: SubscriptionStatus | null): Tone =>
  s === 'active' || s === 'trialing'
    ? 'primary'
    : s === 'past_due' || s === 'unpaid'
      ? 'danger'
      : 'neutral';
export const invoiceTone = (s: BillingInvoiceStatus, overdue: boolean): Tone =>
  s === 'paid' ? 'primary' : s === 'uncollectible' || overdue ? 'danger' : 'neutral';

/** A period of store days, both inclusive, as YYYY-MM-DD: the page writes it in the reader's language. */
export const periodOf = (start: string, end: string): DayPeriod => ({ start, end });

export const planRow = (p: PlanRow, stores: number): PlanProps => ({
  id: p.id,
  code: p.code,
  name: p.name,
  version: p.version,
  interval: p.interval,
  price_cents: p.priceCents,
  max_employees: p.maxEmployees,
  max_stations: p.maxStations,
  sms_per_month: p.smsPerMonth,
  max_locations: p.maxLocations,
  features: p.features,
  active: p.active,
  superseded_by: p.supersededBy,
  stores,
});

export const invoiceListRow =
  (today: (tz: string) => string) =>
  (r: { invoice: BillingInvoiceRow; storeName: string; timezone: string }): InvoiceListRow => {
    const i = r.invoice;
    const overdue = i.status === 'open' && i.dueOn < today(r.timezone);
    return {
      id: i.id,
      number: i.number,
      store: r.storeName,
      period: periodOf(i.periodStart, i.periodEnd),
      issued_on: i.issuedOn,
      due_on: i.dueOn,
      status: i.status,
      status_tone: invoiceTone(i.status, overdue),
      total_cents: i.totalCents,
      balance_cents:
        i.status === 'open' || i.status === 'uncollectible' ? i.totalCents - i.paidCents : 0,
      overdue,
    };
  };

/** An instant for the page, which writes it in the reader's zone (docs/features/languages-and-offline.md). */
export const when = (at: Date | null) => at?.toISOString() ?? null;

/** The platform as the seller on every subscription invoice. */
export const sellerOf = (req: Request): Seller => ({
  name: req.ctx.config.appName,
  address: 'Chairside Software, 100 Market St, Suite 300, San Francisco, CA 94105',
  email: req.ctx.config.mail.fromAddress,
});

/**
 * A billing line as its kind and values, which the page says in the reader's language; the
 * stored English description is for the super admin's exports. A line without values (typed by
 * the super admin) goes as its text, which is data.
 */
export function invoiceLine(l: BillingLineRow): InvoiceLine {
  const base = {
    id: l.id,
    period: l.periodStart && l.periodEnd ? periodOf(l.periodStart, l.periodEnd) : null,
    quantity: l.quantity,
    unit_cents: l.unitCents,
    amount_cents: l.amountCents,
  };
  const d = l.details;
  if (d && l.kind === 'subscription' && 'interval' in d)
    return { ...base, kind: l.kind, plan: d.plan, interval: d.interval };
  if (d && l.kind === 'sms_overage' && 'allowance' in d)
    return { ...base, kind: l.kind, allowance: d.allowance };
  if (d && l.kind === 'proration' && 'change' in d)
    return {
      ...base,
      kind: l.kind,
      change: d.change,
      plan: d.plan,
      remaining_days: d.remaining_days,
      period_days: d.period_days,
    };
  return { ...base, kind: l.kind, text: l.description };
}

/** One subscription invoice as printed (the super admin's Invoice page and the owner's Billing page alike); dates are the store's days, money in cents. */
export function invoiceSheet(
  i: BillingInvoiceRow,
  x: {
    lines: BillingLineRow[];
    payments: { payment: typeof billingPayments.$inferSelect; by: string | null }[];
    replacedBy: { id: number; number: string | null } | null;
    replaces: { id: number; number: string | null } | null;
    today: string;
  },
): InvoiceSheet {
  const overdue = i.status === 'open' && i.dueOn < x.today;
  const d = i.status === 'open' ? dunningDates(i.dueOn) : null;
  const unpaid = i.status === 'open' || i.status === 'uncollectible';
  return {
    id: i.id,
    number: i.number,
    kind: i.kind,
    status: i.status,
    status_tone: invoiceTone(i.status, overdue),
    period: periodOf(i.periodStart, i.periodEnd),
    issued_on: i.issuedOn,
    due_on: i.dueOn,
    overdue,
    bill_to: { name: i.billingName, email: i.billingEmail, address: i.billingAddress },
    lines: x.lines.map(invoiceLine),
    subtotal_cents: i.subtotalCents,
    total_cents: i.totalCents,
    paid_cents: i.paidCents,
    balance_cents: unpaid ? i.totalCents - i.paidCents : 0,
    void_reason: i.voidReason,
    emailed_at: when(i.emailedAt),
    dunning: d
      ? {
          retries: d.retries,
          past_due_on: d.pastDueOn,
          read_only_on: d.readOnlyOn,
          disabled_on: d.disabledOn,
        }
      : null,
    replaced_by: x.replacedBy ? { id: x.replacedBy.id, number: x.replacedBy.number } : null,
    replaces: x.replaces ? { id: x.replaces.id, number: x.replaces.number } : null,
    payments: x.payments.map((p) => ({
      id: p.payment.id,
      amount_cents: p.payment.amountCents,
      method: p.payment.method,
      reference: p.payment.reference,
      received_on: p.payment.receivedOn,
      by: p.by,
    })),
  };
}
