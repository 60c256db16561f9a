import type {
  getInvoiceCustomer,
  listInvoiceAudits,
  listInvoiceLines,
  listInvoicePayments,
  listInvoiceTaxes,
  listInvoiceTips,
  PaidInvoice,
} from '../../../database/queries/invoiceChanges';
import type { listRefunds, sumRefunded } from '../../../database/queries/refunds';
import type { getGiftCard } from '../../../database/queries/giftCards';
import { formatPhone } from '../../../common/phone';
import { storeToday } from '../../../common/storeTime';
import { TENDER_LABELS, ticketPayments } from '../../../common/tenders';
import { describeInvoiceAudit, tenderColumns } from '../../domain/tickets/invoiceChanges';
import { ticketLabel } from '../../domain/tickets/invoiceList';
import { lineTaxShares, paidTenders } from '../../domain/tickets/refunds';
import { lockOf } from '../../domain/payroll/payrollLocks';
import { voidProblem } from '../../domain/tickets/voids';

type Refunded = Awaited<ReturnType<typeof sumRefunded>>;
type Line = Awaited<ReturnType<typeof listInvoiceLines>>[number];
type Payment = Awaited<ReturnType<typeof listInvoicePayments>>[number];
type Refund = Awaited<ReturnType<typeof listRefunds>>[number];
type Audit = Awaited<ReturnType<typeof listInvoiceAudits>>[number];
type Card = NonNullable<Awaited<ReturnType<typeof getGiftCard>>>;

/** Everything invoices.edit shows of one paid ticket, as the queries return it. */
export interface InvoiceEditFacts {
  invoice: PaidInvoice;
  prefix: string;
  customer: Awaited<ReturnType<typeof getInvoiceCustomer>>;
  lines: Line[];
  taxes: Awaited<ReturnType<typeof listInvoiceTaxes>>;
  tips: Awaited<ReturnType<typeof listInvoiceTips>>;
  payments: Payment[];
  refunded: Refunded;
  refunds: Refund[];
  audits: Audit[];
  technicians: { id: number; name: string }[];
  /** The last day a finalised payroll paid, or null. */
  through: string | null;
  /** Gift cards sold on the ticket, by line id: how much of each is unused decides how much of its sale can be refunded. */
  cardsSold: Map<number, Card | null>;
}

/**
 * The ticket's header: totals in cents, times as ISO instants, its status as a code and what was
 * refunded (the page writes the values and says the status counting the refunds,
 * common/invoiceStatus.ts; docs/features/languages-and-offline.md).
 */
export const invoiceHeader = ({
  invoice,
  prefix,
  customer,
  refunded,
}: Pick<InvoiceEditFacts, 'invoice' | 'prefix' | 'customer' | 'refunded'>) => ({
  id: invoice.id,
  number: ticketLabel(prefix, invoice.number),
  paid_at: invoice.paidAt?.toISOString() ?? null,
  status: invoice.status,
  customer: customer
    ? { name: customer.name, phone: customer.phone ? formatPhone(customer.phone) : null }
    : null,
  voided_at: invoice.voidedAt?.toISOString() ?? null,
  void_reason: invoice.voidReason,
  subtotal_cents: invoice.subtotalCents,
  discount_cents: invoice.discountCents,
  tax_cents: invoice.taxCents,
  total_cents: invoice.totalCents,
  tip_cents: invoice.tipCents,
  amount_due_cents: invoice.amountDueCents,
  ...ticketPayments(tenderColumns(invoice)),
  refunded_cents: refunded.totalCents,
});

/** A line with its tax share and what of both is still refundable (net of earlier refunds). */
export const invoiceLineItem =
  (shares: Map<number, number>, refunded: Refunded, cardsSold: Map<number, Card | null>) =>
  (l: Line) => {
    const done = refunded.byLine.get(l.id);
    const card = cardsSold.get(l.id);
    return {
      id: l.id,
      name: l.name,
      kind: l.kind,
      quantity: l.quantity,
      technician_id: l.technicianId,
      technician: l.technicianName,
      net_cents: l.netCents,
      tax_cents: shares.get(l.id) ?? 0,
      refundable_cents: l.netCents - (done?.netCents ?? 0),
      refundable_tax_cents: (shares.get(l.id) ?? 0) - (done?.taxCents ?? 0),
      gift_card: card
        ? { code: card.code, balance_cents: card.balanceCents, active: card.isActive }
        : null,
    };
  };

/** A refund recorded on the ticket: its total, each payout, and a cash override with who allowed it and why (cents, an ISO instant). */
export const refundItem = (r: Refund) => ({
  id: r.id,
  at: r.createdAt.toISOString(),
  by: r.byName,
  reason: r.reason,
  total_cents: r.amountCents + r.taxCents + r.tipCents,
  payouts: r.payments.map((p) => ({
    type: p.type,
    label: TENDER_LABELS[p.type],
    gift_card_code: p.giftCardCode,
    cents: p.amountCents,
  })),
  override:
    r.overrideCents > 0
      ? { cents: r.overrideCents, by: r.byName, reason: r.overrideReason ?? '' }
      : null,
});

/** What the refund form may still give back, in total and per tender. */
export const refundable = (
  { invoice, payments, refunded }: Pick<InvoiceEditFacts, 'invoice' | 'payments' | 'refunded'>,
  canOverride: boolean,
) => ({
  total_cents: Math.max(0, invoice.amountDueCents - invoice.couponAmount - refunded.totalCents),
  tip_cents: invoice.tipCents - refunded.tipCents,
  tip_refunded_cents: refunded.tipCents,
  // What each tender can still take back: no more than it paid, net of earlier refunds on it (cash more only by a manager’s override).
  credit_card_cents: Math.max(
    0,
    invoice.creditCardAmount - (refunded.byTender.get('credit_card') ?? 0),
  ),
  check_cents: Math.max(0, invoice.checkAmount - (refunded.byTender.get('check') ?? 0)),
  card_last4: payments.find((p) => p.type === 'credit_card')?.cardLast4 ?? null,
  gift_card_code: payments.find((p) => p.type === 'gift_card')?.giftCardCode ?? null,
  // Each tender that paid and what it can still take back: the form's starting split and its maximums.
  tenders: paidTenders(invoice, payments, refunded).map((t) => ({
    type: t.type,
    gift_card_code: t.giftCardCode,
    paid_cents: t.paidCents,
    refunded_cents: t.refundedCents,
  })),
  can_override: canOverride,
});

/** An audit entry, its changes in words (technicians named, even one who has left since). */
export const auditItem = (names: Map<number, string>) => (a: Audit) => ({
  id: a.id,
  action: a.action,
  at: a.createdAt.toISOString(),
  by: a.byName,
  reason: a.reason,
  changes:
    a.action === 'void'
      ? [{ field: 'Status', before: 'Paid', after: 'Voided' }]
      : describeInvoiceAudit(a.action, a.before as never, a.after as never, names),
});

/** invoices.edit's props: what may still change on a paid ticket, its refunds and its audit trail. */
export function invoiceEditProps(
  f: InvoiceEditFacts,
  { tz, now, canOverride }: { tz: string; now: Date; canOverride: boolean },
) {
  const names = new Map(
    [...f.technicians, ...f.tips.map((t) => ({ id: t.technicianId, name: t.name }))].map((t) => [
      t.id,
      t.name,
    ]),
  );
  return {
    invoice: invoiceHeader(f),
    lines: f.lines.map(invoiceLineItem(lineTaxShares(f.lines, f.taxes), f.refunded, f.cardsSold)),
    tips: f.tips.map((t) => ({ technician_id: t.technicianId, name: t.name, cents: t.cents })),
    payments: f.payments.map((p) => ({
      id: p.id,
      type: p.type,
      label: TENDER_LABELS[p.type],
      amount_cents: p.amountCents,
      card: p.cardLast4 ? `**** **** **** ${p.cardLast4}` : null,
      gift_card: p.giftCardCode,
    })),
    refunds: f.refunds.map(refundItem),
    refundable: refundable(f, canOverride),
    audits: f.audits.map(auditItem(names)),
    technicians: f.technicians,
    void_problem: voidProblem(f.invoice, f.refunded.totalCents, tz, now),
    // Tip and technicians were paid by a finalised payroll: shown up front instead of their forms (tenders stay correctable).
    payroll_lock: f.invoice.paidAt ? lockOf(storeToday(tz, f.invoice.paidAt), f.through) : null,
  };
}
