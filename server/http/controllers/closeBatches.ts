import type { Request, Response } from 'express';
import {
  findClosedBatch,
  listBatchTransactions,
  listClosedBatches,
  listInvoiceNumbers,
} from '../../../database/queries/closeBatches';
import {
  findTerminal,
  listTerminals,
  type TerminalRow,
} from '../../../database/queries/terminalDevices';
import { getTicketPrefix } from '../../../database/queries/invoiceList';
import { findCardTransaction } from '../../../database/queries/cardTransactions';
import { getPaidInvoice } from '../../../database/queries/invoiceChanges';
import {
  closeBatch,
  openBatchOf,
  resolveDifference,
  type OpenBatch,
  type Resolution,
} from '../../domain/terminals/closeBatches';
import { paxSettingsFor } from '../../domain/terminals/paxSettings';
import { changeTicketTip, tipAdjustedMessage } from '../../domain/terminals/tipAdjust';
import { paidDayOpenGuard } from '../../domain/payroll/payrollLocks';
import { DomainError } from '../../domain/errors';
import { storeAction } from '../action';
import { withLinks } from '../pagination';
import {
  batchHistoryRow,
  batchShowProps,
  cutoffView,
  terminalBatchView,
} from '../presenters/closeBatches';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import {
  batchResolutionSchema,
  batchTipSchema,
  closeBatchIndexSchema,
  type BatchResolutionInput,
} from '../validators/closeBatches';
import { say, type Said } from '../../../common/said';

const PER_PAGE = 20;
/** Reading a batch should not hold the page for a sale's two minutes of card entry. */
const READ_TIMEOUT_SECONDS = 15;
const forReading = (t: TerminalRow) => ({
  ...t,
  timeoutSeconds: Math.min(t.timeoutSeconds, READ_TIMEOUT_SECONDS),
});

const backToIndex = (req: Request, res: Response, message: Said) => {
  flash(req, 'success', message);
  res.redirect(routeUrl('close-batches.index'));
};

/** close-batches.index ("view close batches"): each live terminal's open batch against the terminal's, its differences and tips, and the closed batches. */
export const index = storeAction(
  { input: closeBatchIndexSchema },
  async ({ db, store, input, res }) => {
    const [terminals, settings, prefix, history] = await Promise.all([
      listTerminals(db, store.id),
      paxSettingsFor(db, store.id),
      getTicketPrefix(db, store.id),
      listClosedBatches(db, store.id, { limit: PER_PAGE, offset: (input.page - 1) * PER_PAGE }),
    ]);
    const batches: OpenBatch[] = [];
    for (const t of terminals) batches.push(await openBatchOf(db, store.id, forReading(t)));
    const invoiceIds = [
      ...new Set(
        batches.flatMap((b) =>
          b.rows.map((r) => r.invoiceId).filter((id): id is number => id !== null),
        ),
      ),
    ];
    const tickets = new Map(
      (await listInvoiceNumbers(db, store.id, invoiceIds)).map((i) => [i.id, i]),
    );
    const lastPage = Math.max(1, Math.ceil(history.total / PER_PAGE));
    await res.inertia(
      'Admin/CloseBatches/Index',
      {
        // First: the page sweep takes close-batches.show's example from the first id on this page.
        batches: withLinks(
          {
            data: history.rows.map(batchHistoryRow),
            current_page: Math.min(input.page, lastPage),
            last_page: lastPage,
            per_page: PER_PAGE,
            total: history.total,
          },
          'close-batches.index',
          {},
        ),
        terminals: terminals.map((t, i) => terminalBatchView(t, batches[i], prefix, tickets)),
        cutoff: cutoffView(settings.batchCutoff, store.timezone),
        tip_mode: settings.tipMode,
        terminals_href: routeUrl('terminal-devices.index'),
      },
      { title: 'Close Batches' },
    );
  },
);

/** close-batches.show: a closed batch with its numbers, differences and transactions. */
export const show = storeAction(
  { load: { batch: findClosedBatch } },
  async ({ db, store, bound: { batch }, res }) => {
    const [transactions, prefix] = await Promise.all([
      listBatchTransactions(db, store.id, batch.id),
      getTicketPrefix(db, store.id),
    ]);
    await res.inertia('Admin/CloseBatches/Show', batchShowProps(batch, transactions, prefix), {
      title: `Batch ${batch.batchNo ?? batch.id}`,
    });
  },
);

const resolution = (input: BatchResolutionInput): Resolution => {
  switch (input.action) {
    case 'record':
      return {
        action: 'record',
        terminalRef: input.terminal_ref,
        invoiceNumber: input.invoice_number,
        reason:
          input.reason ?? (input.invoice_number ? say('flash.cardTerminals.paidThisTicket') : ''),
      };
    case 'resolve_unknown':
      return {
        action: 'resolve_unknown',
        transactionId: input.transaction_id,
        answer: input.answer,
      };
    case 'not_charged':
      return {
        action: 'not_charged',
        transactionId: input.transaction_id,
        reason: input.reason,
        paidBy: input.paid_by,
        cardLast4: input.paid_by === 'credit_card' ? input.card_last4 : null,
      };
    case 'accept_amount':
      return { action: input.action, transactionId: input.transaction_id, reason: input.reason };
    default:
      return { action: input.action, transactionId: input.transaction_id };
  }
};

/** close-batches.resolve: one fix for one difference of a terminal's open batch. */
export const resolve = storeAction(
  { load: { terminal: findTerminal }, input: batchResolutionSchema },
  async ({ db, store, actor, bound: { terminal }, input, req, res }) => {
    if (input.action === 'record' && input.invoice_number === null && !input.reason)
      throw new DomainError(say('validation.terminals.sayWhyThisSaleIs'), 'reason');
    backToIndex(req, res, await resolveDifference(db, store, actor, terminal, resolution(input)));
  },
);

/** close-batches.tip: the tip from a paper slip onto an open-batch card sale (adjusted on the terminal, then on its ticket). */
export const tip = storeAction(
  { load: { terminal: findTerminal }, input: batchTipSchema },
  async ({ db, store, actor, bound: { terminal }, input, req, res }) => {
    const sale = await findCardTransaction(db, store.id, input.transaction_id);
    if (
      !sale ||
      sale.terminalId !== terminal.id ||
      sale.kind !== 'sale' ||
      sale.status !== 'approved' ||
      sale.voidedAt !== null
    )
      throw new DomainError(say('validation.terminals.thatCardSaleIsNot'), 'tip_amount');
    if (sale.invoiceId === null)
      throw new DomainError(say('validation.terminals.thisCardSaleIsOn'), 'tip_amount');
    if (input.tip_amount === sale.tipCents)
      return backToIndex(req, res, say('flash.cardTerminals.theTipIsUnchanged'));
    const invoice = await getPaidInvoice(db, store.id, sale.invoiceId);
    if (!invoice || invoice.status !== 'paid')
      throw new DomainError(say('validation.terminals.theTicketOfThisCard'), 'tip_amount');
    await changeTicketTip(
      db,
      store.id,
      invoice.id,
      {
        change: 'tip',
        tipCents: invoice.tipCents + input.tip_amount - sale.tipCents,
        shares: [],
        tender: 'credit_card',
        reason: 'Tip entered from the slip at the batch close.',
      },
      actor,
      paidDayOpenGuard(store, 'tip_amount'),
    );
    backToIndex(req, res, tipAdjustedMessage(input.tip_amount));
  },
);

/** close-batches.close: B00 for a terminal with nothing left to resolve, and the closed batch recorded. */
export const close = storeAction(
  { load: { terminal: findTerminal } },
  async ({ db, store, actor, bound: { terminal }, req, res }) => {
    const id = await closeBatch(db, store.id, actor, terminal);
    flash(req, 'success', say('flash.cardTerminals.batchClosed'));
    res.redirect(routeUrl('close-batches.show', { batch: id }));
  },
);
