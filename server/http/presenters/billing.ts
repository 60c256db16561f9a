import { formatCurrency } from '../../../common/money';
import { formatStoreDateTime } from '../../../common/storeTime';
import type { BillingInvoiceRow, PlanRow } from '../../../database/queries/billing';
import type { BillingInvoiceStatus, PlanFeature, SubscriptionStatus } from '../../../database/schema';
import type { PlanRow as PlanProps } from '../../../common/pages/Admin/Packages/Index';
import type { InvoiceListRow } from '../../../common/pages/Admin/UserInvoices/Index';

export const FEATURE_LABELS: Record<PlanFeature, string> = {
  appointments: 'Appointments', sms_marketing: 'SMS marketing', rewards: 'Rewards', reviews: 'Reviews', payroll: 'Payroll', card_terminals: 'Card terminals',
};

export const SUBSCRIPTION_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trialing', active: 'Active', past_due: 'Past due', canceled: 'Cancelled', unpaid: 'Unpaid', paused: 'Paused',
};

type Tone = 'primary' | 'danger' | 'neutral';
export const subscriptionTone = (s: SubscriptionStatus | null): Tone => (s === 'active' || s === 'trialing' ? 'primary' : s === 'past_due' || s === 'unpaid' ? 'danger' : 'neutral');
export const invoiceTone = (s: BillingInvoiceStatus, overdue: boolean): Tone => (s === 'paid' ? 'primary' : s === 'uncollectible' || overdue ? 'danger' : 'neutral');

/** "MM-DD-YYYY" from a store day. */
export const mdy = (day: string | null) => (day ? `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}` : null);
export const periodText = (start: string, end: string) => `${mdy(start)} to ${mdy(end)}`;
export const priceText = (plan: Pick<PlanRow, 'priceCents' | 'interval'>) => `${formatCurrency(plan.priceCents)} / ${plan.interval}`;

export const planRow = (p: PlanRow, stores: number): PlanProps => ({
  id: p.id, code: p.code, name: p.name, version: p.version, interval: p.interval, price: priceText(p), price_cents: p.priceCents,
  max_employees: p.maxEmployees, max_stations: p.maxStations, sms_per_month: p.smsPerMonth, max_locations: p.maxLocations,
  features: p.features, active: p.active, superseded_by: p.supersededBy, stores,
});

export const invoiceListRow = (today: (tz: string) => string) => (r: { invoice: BillingInvoiceRow; storeName: string; timezone: string }): InvoiceListRow => {
  const i = r.invoice;
  const overdue = i.status === 'open' && i.dueOn < today(r.timezone);
  return {
    id: i.id, number: i.number, store: r.storeName, period: periodText(i.periodStart, i.periodEnd), issued_on: mdy(i.issuedOn), due_on: mdy(i.dueOn)!,
    status: i.status, status_tone: invoiceTone(i.status, overdue), total: formatCurrency(i.totalCents), balance: formatCurrency(i.status === 'open' || i.status === 'uncollectible' ? i.totalCents - i.paidCents : 0), overdue,
  };
};

export const when = (at: Date | null, tz: string) => (at ? formatStoreDateTime(at, tz) : null);
