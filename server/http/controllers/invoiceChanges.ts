import type { Request, Response } from 'express';
import {
  getInvoiceCustomer, getPaidInvoice, listInvoiceAudits, listInvoiceLines, listInvoicePayments, listInvoiceTaxes, listInvoiceTips,
} from '../../../database/queries/invoiceChanges';
import { listActiveEmployees } from '../../../database/queries/employees';
import { getTicketPrefix } from '../../../database/queries/invoiceList';
import { listRefunds, sumRefunded } from '../../../database/queries/refunds';
import { getGiftCard } from '../../../database/queries/giftCards';
import { finalisedThrough } from '../../../database/queries/payrolls';
import { formatCurrency } from '../../../common/money';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime, storeToday } from '../../../common/storeTime';
import { TENDER_LABELS, ticketPayments } from '../../../common/tenders';
import { changeInvoice, describeInvoiceAudit, tenderColumns, type InvoiceChange } from '../../domain/tickets/invoiceChanges';
import { invoiceStatusLabel, ticketLabel } from '../../domain/tickets/invoiceList';
import { lineTaxShares, paidTenders, refundInvoice } from '../../domain/tickets/refunds';
import { CASH_OVERRIDE_PERMISSION } from '../../../common/refunds';
import { can } from '../../../common/permissions';
import { lockOf, paidDayOpenGuard } from '../../domain/payroll/payrollLocks';
import { voidInvoice, voidProblem } from '../../domain/tickets/voids';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { invoiceChangeSchema, invoiceRefundSchema, invoiceVoidSchema, type InvoiceChangeInput } from '../validators/invoiceChanges';

const invoiceId = (req: Request) => Number(req.params.invoice);
const backToEdit = (req: Request, res: Response, message: string) => {
  flash(req, 'success', message);
  res.redirect(routeUrl('invoices.edit', { invoice: invoiceId(req) }));
};

/** invoices.edit: what may still change on a paid ticket, its refunds and its audit trail. */
export async function edit(req: Request, res: Response) {
  const { db } = req.ctx;
  const store = req.store!;
  const invoice = await getPaidInvoice(db, store.id, invoiceId(req));
  if (!invoice) throw notFound();
  const [prefix, customer, lines, taxes, tips, payments, refunded, refunds, audits, technicians, through] = await Promise.all([
    getTicketPrefix(db, store.id), getInvoiceCustomer(db, store.id, invoice.customerId), listInvoiceLines(db, store.id, invoice.id), listInvoiceTaxes(db, store.id, invoice.id),
    listInvoiceTips(db, store.id, invoice.id), listInvoicePayments(db, store.id, invoice.id), sumRefunded(db, store.id, invoice.id), listRefunds(db, store.id, invoice.id),
    listInvoiceAudits(db, store.id, invoice.id), listActiveEmployees(db, store.id), finalisedThrough(db, store.id),
  ]);
  const shares = lineTaxShares(lines, taxes);
  // Gift cards sold on the ticket: how much of each is still unused decides how much of its sale can be refunded.
  const cardsSold = new Map(await Promise.all(lines.filter((l) => l.kind === 'giftcard' && l.giftCardId !== null).map(async (l) => [l.id, await getGiftCard(db, store.id, l.giftCardId!)] as const)));
  const names = new Map([...technicians, ...tips.map((t) => ({ id: t.technicianId, name: t.name }))].map((t) => [t.id, t.name]));
  const paidLeft = invoice.amountDueCents - invoice.couponAmount - refunded.totalCents;
  await res.inertia('Admin/Invoices/Edit', {
    invoice: {
      id: invoice.id, number: ticketLabel(prefix, invoice.number), paid_at: formatStoreDateTime(invoice.paidAt, store.timezone), status: invoice.status,
      status_label: invoiceStatusLabel(invoice.status, refunded.totalCents, invoice.amountDueCents),
      customer: customer ? { name: customer.name, phone: customer.phone ? formatPhone(customer.phone) : null } : null,
      voided_at: invoice.voidedAt ? formatStoreDateTime(invoice.voidedAt, store.timezone) : null, void_reason: invoice.voidReason,
      subtotal: formatCurrency(invoice.subtotalCents), discount: formatCurrency(invoice.discountCents), tax: formatCurrency(invoice.taxCents), total: formatCurrency(invoice.totalCents),
      tip_cents: invoice.tipCents, amount_due: formatCurrency(invoice.amountDueCents), ...ticketPayments(tenderColumns(invoice)), refunded: formatCurrency(refunded.totalCents),
    },
    lines: lines.map((l) => {
      const done = refunded.byLine.get(l.id);
      return {
        id: l.id, name: l.name, kind: l.kind, quantity: l.quantity, technician_id: l.technicianId, technician: l.technicianName, net: formatCurrency(l.netCents),
        tax: formatCurrency(shares.get(l.id) ?? 0), refundable_cents: l.netCents - (done?.netCents ?? 0), refundable_tax_cents: (shares.get(l.id) ?? 0) - (done?.taxCents ?? 0),
        gift_card: cardsSold.get(l.id) ? { code: cardsSold.get(l.id)!.code, balance_cents: cardsSold.get(l.id)!.balanceCents, active: cardsSold.get(l.id)!.isActive } : null,
      };
    }),
    tips: tips.map((t) => ({ technician_id: t.technicianId, name: t.name, cents: t.cents })),
    payments: payments.map((p) => ({ id: p.id, type: p.type, label: TENDER_LABELS[p.type], amount: formatCurrency(p.amountCents), card: p.cardLast4 ? `**** **** **** ${p.cardLast4}` : null, gift_card: p.giftCardCode })),
    refunds: refunds.map((r) => ({
      id: r.id, at: formatStoreDateTime(r.createdAt, store.timezone), by: r.byName, reason: r.reason, total: formatCurrency(r.amountCents + r.taxCents + r.tipCents),
      payouts: r.payments.map((p) => `${TENDER_LABELS[p.type]}${p.giftCardCode ? ` ${p.giftCardCode}` : ''} ${formatCurrency(p.amountCents)}`).join(', '),
      override: r.overrideCents > 0 ? `${formatCurrency(r.overrideCents)} more cash than was paid in cash, overridden by ${r.byName}: ${r.overrideReason}` : null,
    })),
    refundable: {
      total_cents: Math.max(0, paidLeft), tip_cents: invoice.tipCents - refunded.tipCents, tip_refunded_cents: refunded.tipCents,
      // What each tender can still take back: no more than it paid, net of earlier refunds on it (cash more only by a manager’s override).
      credit_card_cents: Math.max(0, invoice.creditCardAmount - (refunded.byTender.get('credit_card') ?? 0)),
      check_cents: Math.max(0, invoice.checkAmount - (refunded.byTender.get('check') ?? 0)),
      card_last4: payments.find((p) => p.type === 'credit_card')?.cardLast4 ?? null,
      gift_card_code: payments.find((p) => p.type === 'gift_card')?.giftCardCode ?? null,
      // Each tender that paid and what it can still take back: the form's starting split and its maximums.
      tenders: paidTenders(invoice, payments, refunded).map((t) => ({ type: t.type, gift_card_code: t.giftCardCode, paid_cents: t.paidCents, refunded_cents: t.refundedCents })),
      can_override: can(req.actor, CASH_OVERRIDE_PERMISSION),
    },
    audits: audits.map((a) => ({
      id: a.id, action: a.action, at: formatStoreDateTime(a.createdAt, store.timezone), by: a.byName, reason: a.reason,
      changes: a.action === 'void' ? [{ field: 'Status', before: 'Paid', after: 'Voided' }] : describeInvoiceAudit(a.action, a.before as never, a.after as never, names),
    })),
    technicians,
    void_problem: voidProblem(invoice, refunded.totalCents, store.timezone, new Date()),
    // Tip and technicians were paid by a finalised payroll: shown up front instead of their forms (tenders stay correctable).
    payroll_lock: invoice.paidAt ? lockOf(storeToday(store.timezone, invoice.paidAt), through) : null,
  }, { title: `Ticket ${ticketLabel(prefix, invoice.number)}` });
}

const change = (input: InvoiceChangeInput): InvoiceChange => {
  if (input.change === 'tip') return { change: 'tip', tipCents: input.tip_amount, shares: input.shares.map((s) => ({ technicianId: s.technician_id, cents: s.cents })), tender: input.tender, reason: input.reason };
  if (input.change === 'technician') return { change: 'technician', lineId: input.line_id, technicianId: input.technician_id, reason: input.reason };
  return { change: 'tender', from: input.from, to: input.to, amountCents: input.amount, cardLast4: input.card_last4, reason: input.reason };
};

const CHANGED = { tip: 'Tip changed.', technician: 'Technician changed.', tender: 'Payment corrected.' } as const;

/** invoices.update: one audited change (tip, technician or tender). */
export async function update(req: Request, res: Response) {
  if (!(await getPaidInvoice(req.ctx.db, req.store!.id, invoiceId(req)))) throw notFound();
  const input = validate(invoiceChangeSchema, req.body);
  // What a finalised payroll paid from stays as paid; the drawer's tenders may still be put right.
  const guard = input.change === 'tender' ? undefined : paidDayOpenGuard(req.store!, input.change === 'tip' ? 'tip_amount' : 'technician_id');
  if (!(await changeInvoice(req.ctx.db, req.store!.id, invoiceId(req), change(input), req.actor!, guard))) throw notFound();
  backToEdit(req, res, CHANGED[input.change]);
}

/** invoices.void: the same store day only, with a reason. */
export async function voidTicket(req: Request, res: Response) {
  if (!(await getPaidInvoice(req.ctx.db, req.store!.id, invoiceId(req)))) throw notFound();
  const input = validate(invoiceVoidSchema, req.body);
  if (!(await voidInvoice(req.ctx.db, req.store!, invoiceId(req), input.reason, req.actor!))) throw notFound();
  backToEdit(req, res, 'Ticket voided.');
}

/** invoices.refund: chosen lines to chosen tenders; a repeat of the same key records nothing twice. */
export async function refund(req: Request, res: Response) {
  if (!(await getPaidInvoice(req.ctx.db, req.store!.id, invoiceId(req)))) throw notFound();
  const input = validate(invoiceRefundSchema, req.body);
  const done = await refundInvoice(req.ctx.db, req.store!, invoiceId(req), {
    idempotencyKey: input.idempotency_key, reason: input.reason, tipCents: input.tip_amount,
    lines: input.lines.map((l) => ({ lineId: l.line_id, amountCents: l.amount })),
    payouts: input.payouts.map((p) => ({ type: p.type, amountCents: p.amount, giftCardCode: p.gift_card_code ?? null })),
    overrideReason: input.override_reason ?? null,
  }, req.actor!);
  if (!done) throw notFound();
  backToEdit(req, res, 'Refund recorded.');
}
