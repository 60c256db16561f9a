import type { Db } from '../../../database/client';
import {
  claimBatchClose,
  dropBatchClaim,
  findPaidInvoiceByNumber,
  finishBatchClose,
  insertRecordedCardTransaction,
  insertResolution,
  listOpenBatchTransactions,
  listOpenResolutions,
  openBatchTicketsClaimed,
  type ResolutionRow,
} from '../../../database/queries/closeBatches';
import {
  findCardTransactionByRef,
  lockCardTransaction,
  markStalePendingUnknown,
  updateCardTransaction,
  type CardTransactionRow,
} from '../../../database/queries/cardTransactions';
import { getPaidInvoice } from '../../../database/queries/invoiceChanges';
import type { BatchDifference } from '../../../database/schema';
import { formatCurrency } from '../../../common/money';
import type { Actor } from '../access/permissions';
import { clock } from '../../../common/clock';
import { DomainError } from '../errors';
import { paidDayOpenGuard } from '../payroll/payrollLocks';
import {
  TerminalError,
  type BatchCloseResult,
  type TerminalRecord,
  type TerminalTotals,
} from '../../services/terminals';
import { driverFor, resolveUnknown, type CardTerminal } from './cardTransactions';
import { paxSettingsFor } from './paxSettings';
import {
  posTotals,
  reconcile,
  recordTotals,
  type BatchTotals,
  type Difference,
  type PosCardRow,
} from './reconcile';
import { changeTicketTip } from './tipAdjust';
import { voidUnusedSale } from './cardSales';
import {
  BATCH_CLAIM_LAPSES_AFTER_MS,
  CLAIM_LAPSES_AFTER_MS,
  withTicketCardClaim,
} from './ticketClaims';
import { cardNotCharged, type CorrectableTender } from '../tickets/invoiceChanges';
import { say, type Said } from '../../../common/said';

/**
 * Close Batches: per terminal, the POS's open batch against the terminal's (R00 totals,
 * R02 records), every difference with its fix, then B00 and the closed batch recorded. Once a
 * batch is closed its sales' tips are settled (tipAdjust.ts refuses to move them).
 */

export interface OpenBatch {
  rows: CardTransactionRow[];
  pos: BatchTotals;
  /** R00 as the terminal answered, and the same counted from its R02 records; null when it could not be reached. */
  terminal: TerminalTotals | null;
  records: TerminalRecord[];
  terminalError: Said | null;
  differences: Difference[];
  resolutions: ResolutionRow[];
  tipMode: 'device' | 'adjust';
}

const by = (actor: Actor) => ({
  byUserId: actor.kind === 'user' ? actor.id : null,
  byEmployeeId: actor.kind === 'employee' ? actor.id : null,
  byName: actor.name,
});

export const posRow = (r: CardTransactionRow): PosCardRow => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  ecrRef: r.ecrRef,
  terminalRef: r.terminalRef,
  approvedCents: r.approvedCents,
  tipCents: r.tipCents,
  voided: r.voidedAt !== null,
  invoiceId: r.invoiceId,
});

/** The terminal's open batch as the POS and the terminal see it, with the differences left to resolve. */
export async function openBatchOf(
  db: Db,
  storeId: number,
  terminal: CardTerminal,
  now = clock.now(),
): Promise<OpenBatch> {
  // A request left pending past the terminal's own timeout (the process stopped) reads as unknown, never as declined.
  await markStalePendingUnknown(
    db,
    storeId,
    new Date(now.getTime() - (terminal.timeoutSeconds + 60) * 1000),
  );
  const [rows, resolutions, settings] = await Promise.all([
    listOpenBatchTransactions(db, storeId, terminal.id),
    listOpenResolutions(db, storeId, terminal.id),
    paxSettingsFor(db, storeId),
  ]);
  let totals: TerminalTotals | null = null;
  let records: TerminalRecord[] = [];
  let terminalError: Said | null = null;
  try {
    const driver = driverFor(terminal);
    totals = await driver.localTotals();
    records = await driver.localDetail();
  } catch (err) {
    if (!(err instanceof TerminalError)) throw err;
    terminalError = say('validation.terminals.unreachableBecause', { reason: err.message });
  }
  const ids = (kind: ResolutionRow['kind']) =>
    new Set(
      resolutions
        .filter((r) => r.kind === kind && r.cardTransactionId !== null)
        .map((r) => r.cardTransactionId!),
    );
  const differences = terminalError
    ? []
    : reconcile(rows.map(posRow), records, {
        tipMode: settings.tipMode,
        noTipConfirmed: ids('tip_not_adjusted'),
        amountAcknowledged: ids('amount_mismatch'),
        unmatchedAccepted: ids('missing_on_pos'),
      });
  return {
    rows,
    pos: posTotals(rows.map(posRow)),
    terminal: totals,
    records,
    terminalError,
    differences,
    resolutions,
    tipMode: settings.tipMode,
  };
}

export type Resolution =
  | {
      action: 'not_charged';
      transactionId: number;
      reason: string;
      /** On a ticket: what paid it instead of the terminal (a card typed in by hand with its digits). */
      paidBy: CorrectableTender | null;
      cardLast4: string | null;
    }
  | { action: 'record'; terminalRef: string; invoiceNumber: number | null; reason: string }
  | { action: 'take_terminal_tip'; transactionId: number }
  | { action: 'accept_amount'; transactionId: number; reason: string }
  | { action: 'no_tip'; transactionId: number }
  | { action: 'void_sale'; transactionId: number }
  | {
      action: 'resolve_unknown';
      transactionId: number;
      answer: 'lookup' | 'approved' | 'declined';
    };

const GONE = say('validation.terminals.thatDifferenceIsNoLonger');

/** A fix under way: the open batch it is for, how it finds its difference and sale, and how it notes what was done. */
interface Fixing {
  db: Db;
  store: { id: number; timezone: string };
  actor: Actor;
  terminal: CardTerminal;
  /** The difference of this kind the fix names; gone (another desk fixed it, the page is old) is a 409. */
  find: (kind: Difference['kind'], match: (d: Difference) => boolean) => Difference;
  /** The open batch's card transaction a difference names. */
  row: (id: number) => CardTransactionRow;
  /** The resolution kept for the closed batch. */
  note: (d: Difference, resolution: string, cardTransactionId?: number | null) => Promise<unknown>;
}

type FixOf<A extends Resolution['action']> = Extract<Resolution, { action: A }>;

const byId = (id: number) => (d: Difference) => d.cardTransactionId === id;

/** One fix for one difference of the open batch, recorded so the closed batch lists what was done. Returns the sentence for the flash. */
export async function resolveDifference(
  db: Db,
  store: { id: number; timezone: string },
  actor: Actor,
  terminal: CardTerminal,
  fix: Resolution,
): Promise<Said> {
  const batch = await openBatchOf(db, store.id, terminal);
  if (batch.terminalError) throw new DomainError(batch.terminalError);
  const f: Fixing = {
    db,
    store,
    actor,
    terminal,
    find: (kind, match) => {
      const d = batch.differences.find((x) => x.kind === kind && match(x));
      if (!d) throw new DomainError(GONE, null, 409);
      return d;
    },
    row: (id) => batch.rows.find((r) => r.id === id)!,
    note: (d, resolution, cardTransactionId = d.cardTransactionId) =>
      insertResolution(db, store.id, {
        terminalId: terminal.id,
        kind: d.kind,
        cardTransactionId,
        terminalRef: d.terminalRef,
        posCents: d.posCents,
        terminalCents: d.terminalCents,
        resolution,
        ...by(actor),
      }),
  };
  switch (fix.action) {
    case 'not_charged':
      return fixNotCharged(f, fix);
    case 'record':
      return fixRecordSale(f, fix);
    case 'take_terminal_tip':
      return fixTakeTerminalTip(f, fix);
    case 'accept_amount':
      return fixAcceptAmount(f, fix);
    case 'no_tip':
      return fixNoTip(f, fix);
    case 'void_sale':
      return fixVoidSale(f, fix);
    case 'resolve_unknown':
      return fixResolveUnknown(f, fix);
  }
}

/** Missing on the terminal: it never charged. A sale on a ticket moves the ticket's card money, so no refund, void or tip change of it meanwhile. */
async function fixNotCharged(f: Fixing, fix: FixOf<'not_charged'>): Promise<Said> {
  const { db, store, actor, terminal } = f;
  const d = f.find('missing_on_terminal', byId(fix.transactionId));
  const row = f.row(fix.transactionId);
  const run = () => markNotCharged(db, store.id, actor, terminal, d, row, fix);
  const moved =
    row.invoiceId === null
      ? await run()
      : await withTicketCardClaim(
          db,
          store.id,
          row.invoiceId,
          `not-charged:${row.id}`,
          'paid_by',
          run,
        );
  return moved
    ? NOT_CHARGED_PAID_BY[moved.paidBy](formatCurrency(moved.amountCents))
    : say('validation.terminals.markedNotCharged');
}

/** Missing at the POS: the terminal's sale recorded, linked to the paid ticket it names or unmatched. */
async function fixRecordSale(f: Fixing, fix: FixOf<'record'>): Promise<Said> {
  const { db, store, actor, terminal } = f;
  const d = f.find('missing_on_pos', (x) => x.terminalRef === fix.terminalRef);
  const ticket =
    fix.invoiceNumber === null
      ? null
      : await findPaidInvoiceByNumber(db, store.id, fix.invoiceNumber);
  if (fix.invoiceNumber !== null && !ticket)
    throw new DomainError(say('validation.terminals.noPaidTicketHasThat'), 'invoice_number');
  const id = await recordTerminalSale(
    db,
    store.id,
    actor,
    terminal,
    d.record!,
    ticket?.id ?? null,
    fix.reason,
  );
  await f.note(
    d,
    ticket
      ? `Linked to ticket #${ticket.number}: ${fix.reason}`
      : `Recorded as an unmatched sale: ${fix.reason}`,
    id,
  );
  return ticket
    ? say('validation.terminals.linkedToTicketCheckIts', { number: ticket.number })
    : say('validation.terminals.recordedAsAnUnmatchedSale');
}

/** The tips differ: the terminal's tip becomes the ticket's (a tip change, split again), or the sale's when it paid no ticket. */
async function fixTakeTerminalTip(f: Fixing, fix: FixOf<'take_terminal_tip'>): Promise<Said> {
  const { db, store, actor } = f;
  const d = f.find('amount_mismatch', byId(fix.transactionId));
  if (!d.tipDiffers)
    throw new DomainError(say('validation.terminals.theTipsAgreeThisDifference'), null, 409);
  const row = f.row(fix.transactionId);
  const terminalTip = d.terminalCents!;
  if (row.invoiceId !== null) {
    const invoice = await getPaidInvoice(db, store.id, row.invoiceId);
    if (!invoice || invoice.status !== 'paid')
      throw new DomainError(say('validation.terminals.theTicketOfThisCard2'));
    await changeTicketTip(
      db,
      store.id,
      row.invoiceId,
      {
        change: 'tip',
        tipCents: invoice.tipCents + terminalTip - row.tipCents,
        shares: [],
        tender: 'credit_card',
        reason: 'Tip adjusted on the terminal (batch close).',
      },
      actor,
      paidDayOpenGuard(store, 'tip_amount'),
      { terminalHasTip: true },
    );
  } else {
    await updateCardTransaction(db, store.id, row.id, { tipCents: terminalTip });
  }
  await f.note(
    d,
    say('validation.terminals.tookTheTerminalSTip', {
      terminal: formatCurrency(terminalTip),
      pos: formatCurrency(row.tipCents),
    }),
  );
  return say('validation.terminals.theTicketSTipIs', { amount: formatCurrency(terminalTip) });
}

/** The amounts differ, not the tips: the terminal's amount accepted, with why. */
async function fixAcceptAmount(f: Fixing, fix: FixOf<'accept_amount'>): Promise<Said> {
  const d = f.find('amount_mismatch', byId(fix.transactionId));
  if (d.tipDiffers)
    throw new DomainError(say('validation.terminals.theTipsDifferTakeThe'), null, 409);
  await f.note(
    d,
    `Accepted the terminal's amount of ${formatCurrency(d.terminalCents ?? 0)}: ${fix.reason}`,
  );
  return say('validation.terminals.differenceAccepted');
}

/** A tip never adjusted: there was none. */
async function fixNoTip(f: Fixing, fix: FixOf<'no_tip'>): Promise<Said> {
  const d = f.find('tip_not_adjusted', byId(fix.transactionId));
  await f.note(d, say('validation.terminals.noTipConfirmed'));
  return say('validation.terminals.noTipOnThatCard');
}

/** A charge that paid no ticket: voided on the terminal. */
async function fixVoidSale(f: Fixing, fix: FixOf<'void_sale'>): Promise<Said> {
  const { db, store, actor } = f;
  const d = f.find('not_on_ticket', byId(fix.transactionId));
  const outcome = await voidUnusedSale(db, store.id, actor, f.row(fix.transactionId));
  if (outcome.transaction.status !== 'approved') throw new DomainError(outcome.message);
  await f.note(
    d,
    say('validation.terminals.voidedOnTheTerminalThe', { amount: formatCurrency(d.posCents ?? 0) }),
  );
  return say('validation.terminals.voidedOnTheTerminal');
}

/** An unknown result: looked up on the terminal, or answered by the clerk. */
async function fixResolveUnknown(f: Fixing, fix: FixOf<'resolve_unknown'>): Promise<Said> {
  const d = f.find('unknown_result', byId(fix.transactionId));
  const outcome = await resolveUnknown(
    f.db,
    f.store.id,
    f.terminal,
    f.row(fix.transactionId),
    fix.answer === 'lookup'
      ? { by: 'lookup' }
      : { by: 'clerk', approved: fix.answer === 'approved' },
  );
  await f.note(d, outcome.message);
  return outcome.message;
}

export const NOT_CHARGED_PAID_BY: Record<CorrectableTender, (amount: string) => Said> = {
  cash: (amount) => say('validation.terminals.markedNotChargedTheTicketS', { amount }),
  credit_card: (amount) => say('validation.terminals.markedNotChargedTheTicketS2', { amount }),
  check: (amount) => say('validation.terminals.markedNotChargedTheTicketS3', { amount }),
};

/** The resolution kept with the closed batch: what paid the ticket instead, and why. */
const NOT_CHARGED_NOTE: Record<CorrectableTender, (amount: string, reason: string) => string> = {
  cash: (amount, reason) => say('validation.terminals.markedNotChargedPaidIn', { amount, reason }),
  credit_card: (amount, reason) =>
    say('validation.terminals.markedNotChargedPaidBy', { amount, reason }),
  check: (amount, reason) =>
    say('validation.terminals.markedNotChargedPaidBy2', { amount, reason }),
};

/**
 * "Not charged" for an approved sale or return of ours the terminal does not hold, in one
 * transaction: the card transaction is declined and unlinked from the payment row it paid, the
 * ticket records how it was really paid (cardNotCharged: its tender columns, so the daily report
 * and the roll-ups move, and its audit trail), and the resolution is kept for the batch. A void or
 * refund of the ticket afterwards finds no approved sale to send the terminal. A second submit
 * finds the sale already declined: the difference is gone.
 */
async function markNotCharged(
  db: Db,
  storeId: number,
  actor: Actor,
  terminal: CardTerminal,
  d: Difference,
  seen: CardTransactionRow,
  fix: Extract<Resolution, { action: 'not_charged' }>,
): Promise<{ amountCents: number; paidBy: CorrectableTender } | null> {
  return db.transaction(async (tx) => {
    // The ticket is locked before the sale, as a tip change locks them.
    if (seen.invoiceId !== null) await getPaidInvoice(tx, storeId, seen.invoiceId, true);
    const sale = await lockCardTransaction(tx, storeId, seen.id);
    if (
      !sale ||
      sale.status !== 'approved' ||
      sale.voidedAt !== null ||
      sale.batchId !== null ||
      sale.invoiceId !== seen.invoiceId
    )
      throw new DomainError(GONE, null, 409);
    const moved =
      sale.kind === 'sale' && sale.invoiceId !== null
        ? await cardNotCharged(
            tx,
            storeId,
            { id: sale.id, invoiceId: sale.invoiceId, invoicePaymentId: sale.invoicePaymentId },
            fix.paidBy,
            fix.cardLast4,
            `Not charged on the terminal (batch close): ${fix.reason}`,
            actor,
          )
        : null;
    await updateCardTransaction(tx, storeId, sale.id, {
      status: 'declined',
      resultText: `Not charged (not on the terminal at the batch close): ${fix.reason}`,
      resolution: 'clerk_declined',
      resolvedAt: clock.now(),
      invoicePaymentId: null,
    });
    const paid =
      moved && fix.paidBy ? { amountCents: moved.amountCents, paidBy: fix.paidBy } : null;
    await insertResolution(tx, storeId, {
      terminalId: terminal.id,
      kind: d.kind,
      cardTransactionId: sale.id,
      terminalRef: d.terminalRef,
      posCents: d.posCents,
      terminalCents: d.terminalCents,
      resolution: paid
        ? NOT_CHARGED_NOTE[paid.paidBy](formatCurrency(paid.amountCents), fix.reason)
        : say('validation.terminals.markedNotChargedReason', { reason: fix.reason }),
      ...by(actor),
    });
    return paid;
  });
}

/** A terminal record the POS never saw, as the approved sale it is (the row of ours with its reference answers, if there is one). */
async function recordTerminalSale(
  db: Db,
  storeId: number,
  actor: Actor,
  terminal: CardTerminal,
  rec: TerminalRecord,
  invoiceId: number | null,
  reason: string,
): Promise<number> {
  const values = {
    status: 'approved' as const,
    approvedCents: rec.amountCents,
    tipCents: rec.tipCents,
    cardLast4: rec.last4 && /^\d{4}$/.test(rec.last4) ? rec.last4 : null,
    cardType: rec.cardType,
    authCode: rec.authCode,
    hostRef: rec.hostRef,
    terminalRef: rec.terminalRef,
    resultCode: '000000',
    resultText: `On the terminal, not at the POS: ${reason}`,
    completedAt: clock.now(),
    ...(invoiceId !== null ? { invoiceId } : {}),
  };
  const mine = rec.ecrRef ? await findCardTransactionByRef(db, storeId, rec.ecrRef) : null;
  if (mine && mine.terminalId === terminal.id && mine.batchId === null) {
    await updateCardTransaction(db, storeId, mine.id, values);
    return mine.id;
  }
  const row = await insertRecordedCardTransaction(db, storeId, {
    terminalId: terminal.id,
    stationId: terminal.stationId,
    kind: rec.kind === 'return' ? 'return' : 'sale',
    ecrRef: mine || !rec.ecrRef ? `T${terminal.id}-${rec.terminalRef}` : rec.ecrRef,
    requestedCents: rec.amountCents,
    ...values,
    ...by(actor),
  });
  if (!row) throw new DomainError(GONE, null, 409);
  return row.id;
}

export const BATCH_TICKETS_BUSY = say('validation.terminals.aRefundVoidOrTip');

/**
 * Closes the terminal's open batch: only with no difference left, and with something in it; B00
 * goes out under a claim (a second submit finds it taken); only the host's approval records the
 * batch, stamps its transactions and resolutions, all in one transaction. Returns the batch id.
 * The claim comes first and the batch is read under it: a tip change (tipAdjust.ts) that starts
 * later sees the claim and waits, and one under way holds its ticket's claim, which the close
 * waits for, so no tip reaches the terminal between the batch read here and B00.
 */
export async function closeBatch(
  db: Db,
  storeId: number,
  actor: Actor,
  terminal: CardTerminal,
  now = clock.now(),
): Promise<number> {
  const claim = await claimBatchClose(
    db,
    storeId,
    terminal.id,
    by(actor),
    new Date(now.getTime() - BATCH_CLAIM_LAPSES_AFTER_MS),
  );
  if (!claim) throw new DomainError(say('validation.terminals.thisBatchIsAlreadyBeing'), null, 409);
  let closed: { batch: OpenBatch; result: BatchCloseResult };
  try {
    closed = await closeOnTerminal(db, storeId, terminal, now);
  } catch (err) {
    await dropBatchClaim(db, storeId, claim.id);
    throw err;
  }
  await recordClosedBatch(db, storeId, terminal, claim.id, closed.batch, closed.result);
  return claim.id;
}

/**
 * Under the claim: no ticket of the batch busy on the terminal, no difference left, something
 * to close; then B00, and only the host's approval goes on. A terminal that did not answer may
 * have closed: the clerk is told to look before trying again.
 */
async function closeOnTerminal(
  db: Db,
  storeId: number,
  terminal: CardTerminal,
  now: Date,
): Promise<{ batch: OpenBatch; result: BatchCloseResult }> {
  if (
    await openBatchTicketsClaimed(
      db,
      storeId,
      terminal.id,
      new Date(now.getTime() - CLAIM_LAPSES_AFTER_MS),
    )
  )
    throw new DomainError(BATCH_TICKETS_BUSY, null, 409);
  const batch = await openBatchOf(db, storeId, terminal, now);
  if (batch.terminalError) throw new DomainError(batch.terminalError);
  if (batch.differences.length)
    throw new DomainError(
      say('validation.terminals.resolveEveryDifferenceBeforeClosing'),
      null,
      409,
    );
  const terminalSide = recordTotals(batch.records);
  if (batch.pos.count === 0 && terminalSide.count === 0 && (batch.terminal?.count ?? 0) === 0)
    throw new DomainError(say('validation.terminals.thereIsNothingToClose'), null, 409);
  let result: BatchCloseResult;
  try {
    result = await driverFor(terminal).batchClose();
  } catch (err) {
    if (err instanceof TerminalError) {
      throw new DomainError(
        err.kind === 'unreachable'
          ? say('validation.terminals.theTerminalCouldNotBe2', { reason: err.message })
          : say('validation.terminals.theTerminalDidNotAnswer3'),
      );
    }
    throw err;
  }
  if (result.outcome !== 'approved')
    throw new DomainError(
      result.message
        ? say('validation.terminals.terminalSaid', { text: result.message })
        : say('validation.terminals.theHostDeclinedTheBatch'),
    );
  return { batch, result };
}

/** The closed batch, in one transaction: its totals on both sides, what was done about each difference, and its transactions stamped. */
async function recordClosedBatch(
  db: Db,
  storeId: number,
  terminal: CardTerminal,
  claimId: number,
  batch: OpenBatch,
  result: BatchCloseResult,
): Promise<void> {
  const terminalSide = recordTotals(batch.records);
  const differences: BatchDifference[] = batch.resolutions.map((r) => ({
    kind: r.kind,
    cardTransactionId: r.cardTransactionId,
    terminalRef: r.terminalRef,
    posCents: r.posCents,
    terminalCents: r.terminalCents,
    resolution: r.resolution,
  }));
  const ids = batch.rows.filter((r) => r.status !== 'pending').map((r) => r.id);
  await db.transaction((tx) =>
    finishBatchClose(
      tx,
      storeId,
      terminal.id,
      claimId,
      {
        batchNo: result.batchNo,
        hostRef: result.hostRef,
        count: result.count,
        amountCents: result.amountCents,
        tipCents: batch.pos.tipCents,
        posCount: batch.pos.count,
        posAmountCents: batch.pos.amountCents,
        terminalCount: batch.terminal?.count ?? terminalSide.count,
        terminalAmountCents: batch.terminal?.amountCents ?? terminalSide.amountCents,
        differences,
        resultCode: result.resultCode,
        resultText: result.message,
        closedAt: clock.now(),
      },
      ids,
    ),
  );
}
