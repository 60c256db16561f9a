import type { Request, Response } from 'express';
import {
  getInvoiceCustomer,
  getPaidInvoice,
  listInvoiceAudits,
  listInvoiceLines,
  listInvoicePayments,
  listInvoiceTaxes,
  listInvoiceTips,
} from '../../../database/queries/invoiceChanges';
import { listActiveEmployees } from '../../../database/queries/employees';
import { getTicketPrefix } from '../../../database/queries/invoiceList';
import { listRefunds, sumRefunded } from '../../../database/queries/refunds';
import { getGiftCard } from '../../../database/queries/giftCards';
import { finalisedThrough } from '../../../database/queries/payrolls';
import { listCardTipStates } from '../../../database/queries/closeBatches';
import { changeInvoice, type InvoiceChange } from '../../domain/tickets/invoiceChanges';
import { ticketLabel } from '../../domain/tickets/invoiceList';
import { changeTicketTip } from '../../domain/terminals/tipAdjust';
import { refundInvoice } from '../../domain/tickets/refunds';
import { CASH_OVERRIDE_PERMISSION } from '../../../common/refunds';
import { can } from '../../../common/permissions';
import { paidDayOpenGuard } from '../../domain/payroll/payrollLocks';
import { voidInvoice } from '../../domain/tickets/voids';
import { storeAction } from '../action';
import { notFound } from '../errors';
import { invoiceEditProps } from '../presenters/invoiceChanges';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import {
  invoiceChangeSchema,
  invoiceRefundSchema,
  invoiceVoidSchema,
  type InvoiceChangeInput,
} from '../validators/invoiceChanges';
import { clock } from '../../../common/clock';
import { say, type Said } from '../../../common/said';

/** A paid or voided ticket of the store (never a saved one). */
const invoiceParam = { invoice: getPaidInvoice };

const backToEdit = (req: Request, res: Response, invoiceId: number, message: Said) => {
  flash(req, 'success', message);
  res.redirect(routeUrl('invoices.edit', { invoice: invoiceId }));
};

/** invoices.edit: what may still change on a paid ticket, its refunds and its audit trail. */
export const edit = storeAction(
  { load: invoiceParam },
  async ({ db, store, actor, bound: { invoice }, res }) => {
    const [
      prefix,
      customer,
      lines,
      taxes,
      tips,
      payments,
      refunded,
      refunds,
      audits,
      technicians,
      through,
    ] = await Promise.all([
      getTicketPrefix(db, store.id),
      getInvoiceCustomer(db, store.id, invoice.customerId),
      listInvoiceLines(db, store.id, invoice.id),
      listInvoiceTaxes(db, store.id, invoice.id),
      listInvoiceTips(db, store.id, invoice.id),
      listInvoicePayments(db, store.id, invoice.id),
      sumRefunded(db, store.id, invoice.id),
      listRefunds(db, store.id, invoice.id),
      listInvoiceAudits(db, store.id, invoice.id),
      listActiveEmployees(db, store.id),
      finalisedThrough(db, store.id),
    ]);
    const cardsSold = new Map(
      await Promise.all(
        lines
          .filter((l) => l.kind === 'giftcard' && l.giftCardId !== null)
          .map(async (l) => [l.id, await getGiftCard(db, store.id, l.giftCardId!)] as const),
      ),
    );
    const facts = {
      invoice,
      prefix,
      customer,
      lines,
      taxes,
      tips,
      payments,
      refunded,
      refunds,
      audits,
      technicians,
      through,
      cardsSold,
    };
    const [card] = await listCardTipStates(db, store.id, [invoice.id]);
    const cardTip = card
      ? { card: card.last4 ? `**** ${card.last4}` : 'the card', settled: card.batchId !== null }
      : null;
    await res.inertia(
      'Admin/Invoices/Edit',
      {
        ...invoiceEditProps(facts, {
          tz: store.timezone,
          now: clock.now(),
          canOverride: can(actor, CASH_OVERRIDE_PERMISSION),
        }),
        card_tip: cardTip,
      },
      {
        title: `Ticket ${ticketLabel(prefix, invoice.number)}`,
      },
    );
  },
);

const change = (input: InvoiceChangeInput): InvoiceChange => {
  if (input.change === 'tip')
    return {
      change: 'tip',
      tipCents: input.tip_amount,
      shares: input.shares.map((s) => ({ technicianId: s.technician_id, cents: s.cents })),
      tender: input.tender,
      reason: input.reason,
    };
  if (input.change === 'technician')
    return {
      change: 'technician',
      lineId: input.line_id,
      technicianId: input.technician_id,
      reason: input.reason,
    };
  return {
    change: 'tender',
    from: input.from,
    to: input.to,
    amountCents: input.amount,
    cardLast4: input.card_last4,
    reason: input.reason,
  };
};

const CHANGED = {
  tip: say('flash.invoices.tipChanged'),
  technician: say('flash.invoices.technicianChanged'),
  tender: say('flash.invoices.paymentCorrected'),
} as const;

/** invoices.update: one audited change (tip, technician or tender). */
export const update = storeAction(
  { load: invoiceParam, input: invoiceChangeSchema },
  async ({ db, store, actor, bound: { invoice }, input, req, res }) => {
    // What a finalised payroll paid from stays as paid; the drawer's tenders may still be put right.
    const guard =
      input.change === 'tender'
        ? undefined
        : paidDayOpenGuard(store, input.change === 'tip' ? 'tip_amount' : 'technician_id');
    const wanted = change(input);
    // A tip on a terminal card is adjusted on the terminal first (tipAdjust.ts).
    const done =
      wanted.change === 'tip'
        ? await changeTicketTip(db, store.id, invoice.id, wanted, actor, guard)
        : await changeInvoice(db, store.id, invoice.id, wanted, actor, guard);
    if (!done) throw notFound();
    backToEdit(req, res, invoice.id, CHANGED[input.change]);
  },
);

/** invoices.void: the same store day only, with a reason. */
export const voidTicket = storeAction(
  { load: invoiceParam, input: invoiceVoidSchema },
  async ({ db, store, actor, bound: { invoice }, input, req, res }) => {
    if (!(await voidInvoice(db, store, invoice.id, input.reason, actor))) throw notFound();
    backToEdit(req, res, invoice.id, say('flash.invoices.ticketVoided'));
  },
);

/** invoices.refund: chosen lines to chosen tenders; a repeat of the same key records nothing twice. */
export const refund = storeAction(
  { load: invoiceParam, input: invoiceRefundSchema },
  async ({ db, store, actor, bound: { invoice }, input, req, res }) => {
    const done = await refundInvoice(
      db,
      store,
      invoice.id,
      {
        idempotencyKey: input.idempotency_key,
        reason: input.reason,
        tipCents: input.tip_amount,
        lines: input.lines.map((l) => ({ lineId: l.line_id, amountCents: l.amount })),
        payouts: input.payouts.map((p) => ({
          type: p.type,
          amountCents: p.amount,
          giftCardCode: p.gift_card_code ?? null,
        })),
        overrideReason: input.override_reason ?? null,
      },
      actor,
    );
    if (!done) throw notFound();
    backToEdit(req, res, invoice.id, say('flash.invoices.refundRecorded'));
  },
);
