import type { InvoiceListRow } from '../../../database/queries/invoiceList';
import type { getInvoiceReceipt } from '../../../database/queries/invoices';
import type { getCustomerProfile, listCustomers } from '../../../database/queries/customers';
import type { DailyReport, Figure } from '../../domain/reports/daily';

/**
 * The read API's JSON: snake_case, money in integer cents with the
 * spec's payment names (cash_amount …), instants in ISO 8601 UTC. Fields are
 * listed one by one, never a row spread.
 */
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** One paginator shape for every list. */
export function apiPage<T>(data: T[], page: number, perPage: number, total: number) {
  return {
    data,
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

const tenders = (r: {
  cashAmount: number;
  creditCardAmount: number;
  giftCardAmount: number;
  couponAmount: number;
  checkAmount: number;
}) => ({
  cash_amount: r.cashAmount,
  credit_card_amount: r.creditCardAmount,
  gift_card_amount: r.giftCardAmount,
  coupon_amount: r.couponAmount,
  check_amount: r.checkAmount,
});

export const apiInvoiceItem = (r: InvoiceListRow) => ({
  id: r.id,
  number: r.number,
  status: r.status,
  paid_at: iso(r.paidAt),
  customer:
    r.customerName || r.customerPhone ? { name: r.customerName, phone: r.customerPhone } : null,
  technicians: r.technicians ? r.technicians.split(', ') : [],
  subtotal_cents: r.subtotalCents,
  discount_cents: r.discountCents,
  tax_cents: r.taxCents,
  tip_cents: r.tipCents,
  total_cents: r.totalCents,
  amount_due_cents: r.amountDueCents,
  ...tenders(r),
  refunded_cents: r.refundedCents,
});

export const apiInvoice = (r: NonNullable<Awaited<ReturnType<typeof getInvoiceReceipt>>>) => ({
  id: r.id,
  number: r.number,
  status: r.status,
  paid_at: iso(r.paidAt),
  voided_at: iso(r.voidedAt),
  created_by: r.createdByName,
  customer: r.customerId
    ? { id: r.customerId, name: r.customerName, phone: r.customerPhone, email: r.customerEmail }
    : null,
  lines: r.lines.map((l) => ({
    kind: l.kind,
    name: l.name,
    technician: l.technicianName,
    unit_price_cents: l.unitPriceCents,
    quantity: l.quantity,
    discount_cents: l.discountCents,
    ticket_discount_cents: l.ticketDiscountCents,
    net_cents: l.netCents,
  })),
  taxes: r.taxes.map((t) => ({ name: t.name, rate: t.rate, amount_cents: t.amountCents })),
  tips: r.tips.map((t) => ({ technician: t.technicianName, cents: t.cents })),
  payments: r.payments.map((p) => ({
    type: p.type,
    amount_cents: p.amountCents,
    card_type: p.cardType,
    card_last4: p.cardLast4,
  })),
  subtotal_cents: r.subtotalCents,
  discount_cents: r.discountCents,
  tax_cents: r.taxCents,
  tip_cents: r.tipCents,
  total_cents: r.totalCents,
  amount_due_cents: r.amountDueCents,
  change_cents: r.changeCents,
  ...tenders(r),
});

const birthday = (month: number | null, day: number | null) =>
  month && day ? { month, day } : null;

export const apiCustomerItem = (c: Awaited<ReturnType<typeof listCustomers>>['rows'][number]) => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  email: c.email,
  tags: c.tags ?? [],
  birthday: birthday(c.birthdayMonth, c.birthdayDay),
  sms_consent: c.smsConsentAt !== null,
  visits: c.visits,
  last_visit_at: iso(c.lastVisitAt),
});

export const apiCustomer = (c: NonNullable<Awaited<ReturnType<typeof getCustomerProfile>>>) => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  email: c.email,
  tags: c.tags ?? [],
  birthday: birthday(c.birthdayMonth, c.birthdayDay),
  notes: c.notes,
  preferred_technician: c.preferredTechnicianId
    ? { id: c.preferredTechnicianId, name: c.preferredTechnician }
    : null,
  sms_consent_at: iso(c.smsConsentAt),
  created_at: iso(c.createdAt),
});

const figures = (list: Figure[]) =>
  list.map((f) => ({ key: f.key, label: f.label, cents: f.cents }));

export const apiDailyReport = (r: DailyReport, timezone: string) => ({
  date: r.date,
  timezone,
  tickets: r.tickets,
  sales: figures(r.sales),
  tenders: figures(r.tenders),
  taxes: r.taxes.map((t) => ({
    name: t.name,
    rate: t.rate,
    base_cents: t.baseCents,
    amount_cents: t.amountCents,
  })),
  gift_cards: { sold_cents: r.giftCards.soldCents, redeemed_cents: r.giftCards.redeemedCents },
  refunds: {
    count: r.refunds.count,
    total_cents: r.refunds.totalCents,
    net_cents: r.refunds.netCents,
    tax_cents: r.refunds.taxCents,
    tip_cents: r.refunds.tipCents,
    by_tender: figures(r.refunds.byTender),
  },
  voids: { count: r.voids.count, amount_cents: r.voids.amountCents },
  technicians: r.technicians.map((t) => ({
    id: t.technicianId,
    name: t.name,
    tickets: t.tickets,
    service_cents: t.serviceCents,
    tip_cents: t.tipCents,
    turns: t.turnsHalves === null ? null : t.turnsHalves / 2,
  })),
});
