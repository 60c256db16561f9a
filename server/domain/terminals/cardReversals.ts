import type { Db } from '../../../database/client';
import {
  findCardTransactionByRef,
  listInvoiceCardSales,
  listReversalsOf,
  updateCardTransaction,
  type CardTransactionRow,
} from '../../../database/queries/cardTransactions';
import { findTerminal } from '../../../database/queries/terminalDevices';
import { cardSummary, cardTenderCents } from '../../../common/cardPayments';
import { formatCurrency } from '../../../common/money';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import { sendToTerminal, type CardOutcome } from './cardTransactions';
import { nextReversalRef, refundRefStem, splitCardRefund, type PaidCardSale } from './cardRules';
import { originalOf, voidSaleOnTerminal } from './cardSales';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * Voids and refunds of tickets paid on a card terminal. The terminal is called before
 * the ticket's own transaction (a call blocks for seconds and must never hold its locks); each call
 * is its own card transaction row, so what the terminal did is on record whatever happens next.
 * The ticket's operation first runs its checks in a transaction that is rolled back (dryRun), so a
 * void or refund the POS would refuse never moves money on a card.
 */

const ROLLBACK = Symbol('dry run');

/** Runs `fn` in a transaction and rolls it back: every check of the operation, nothing kept. Answers fn's result. */
export async function dryRun<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  let result: T;
  try {
    await db.transaction(async (tx) => {
      result = await fn(tx);
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return result!;
}

const cardName = (s: CardTransactionRow) => cardSummary({ brand: s.cardType, last4: s.cardLast4 });

/** What a refused or unanswered reversal tells the clerk, as an error (a declined one with the terminal's own words). */
function refusal(what: string, outcome: CardOutcome, field: string | null): DomainError {
  const t = outcome.transaction;
  if (t.status === 'unknown' || t.status === 'pending') {
    return new DomainError(
      what === 'void'
        ? say('validation.terminals.theTerminalDidNotAnswer', { id: t.id })
        : say('validation.terminals.theTerminalDidNotAnswer2', { id: t.id }),
      field,
      409,
    );
  }
  return new DomainError(
    what === 'void'
      ? say('validation.terminals.theTerminalDidNotVoid', { reason: outcome.message })
      : say('validation.terminals.theTerminalDidNotRefund', { reason: outcome.message }),
    field,
  );
}

/** The terminal sales that paid a ticket and are not voided yet. */
export async function liveCardSales(
  db: Db,
  storeId: number,
  invoiceId: number,
): Promise<CardTransactionRow[]> {
  return (await listInvoiceCardSales(db, storeId, invoiceId)).filter(
    (s) => s.status === 'approved' && s.voidedAt === null,
  );
}

/**
 * Voids every terminal sale of a ticket on its terminal (T00 16), before the ticket is voided.
 * A settled sale refuses the whole void (its money can only come back by a refund); a declined or
 * unanswered void stops it with the terminal's reason.
 */
export async function voidTicketCards(
  db: Db,
  storeId: number,
  actor: Actor,
  invoiceId: number,
  sales: readonly CardTransactionRow[],
  now = clock.now(),
): Promise<number[]> {
  const settled = sales.find((s) => s.batchId !== null);
  if (settled)
    throw new DomainError(
      say('validation.terminals.settledRefundInstead', { card: cardName(settled) }),
    );
  for (const sale of sales) {
    if (!(await findTerminal(db, storeId, sale.terminalId))) {
      throw new DomainError(
        say('validation.terminals.theTerminalThatTookThe', { card: cardName(sale) }),
      );
    }
  }
  const ids: number[] = [];
  for (const sale of sales) {
    const outcome = await voidSaleOnTerminal(db, storeId, actor, sale, invoiceId, now);
    if (outcome.transaction.status !== 'approved') throw refusal('void', outcome, null);
    ids.push(outcome.transaction.id);
  }
  return ids;
}

/** A ticket's terminal sales as a refund sees them: what each paid, and what was given back on it other than by this refund. */
async function refundableSales(db: Db, storeId: number, invoiceId: number, refundKey: string) {
  const sales = (await listInvoiceCardSales(db, storeId, invoiceId)).filter(
    (s) => s.status === 'approved',
  );
  const reversals = await listReversalsOf(
    db,
    storeId,
    sales.map((s) => s.id),
  );
  const paid: PaidCardSale[] = sales.map((s) => {
    const stem = refundRefStem(refundKey, s.id);
    const back = reversals
      .filter((r) => r.originalId === s.id && r.status === 'approved' && !r.ecrRef.startsWith(stem))
      .reduce((a, r) => a + (r.kind === 'void' ? cardTenderCents(s) : r.approvedCents), 0);
    return {
      id: s.id,
      paidCents: cardTenderCents(s),
      refundedCents: back,
      settled: s.batchId !== null,
    };
  });
  return { sales, reversals, paid };
}

/** True when part of a card refund would go back through a terminal (the ticket has a terminal sale). */
export async function hasTerminalSales(
  db: Db,
  storeId: number,
  invoiceId: number,
): Promise<boolean> {
  return (await listInvoiceCardSales(db, storeId, invoiceId)).some((s) => s.status === 'approved');
}

/**
 * Gives the credit-card part of a refund back through the terminals that took the card: a RETURN
 * (T00 02 with the original's references) on each sale in the order they paid, each at most what it
 * paid less earlier refunds; a VOID instead when the sale's batch is still open and the refund takes
 * all of it. References come from the refund's key, so a repeat of the refund sends nothing twice.
 * What the terminal sales cannot take was paid by cards typed in by hand: given back as before.
 * Answers the approved card transactions, for the refund row to link.
 */
export async function refundCardsOnTerminal(
  db: Db,
  storeId: number,
  actor: Actor,
  invoiceId: number,
  refund: { key: string; cardCents: number; field: string },
  now = clock.now(),
): Promise<number[]> {
  const { sales, reversals, paid } = await refundableSales(db, storeId, invoiceId, refund.key);
  const { parts } = splitCardRefund(refund.cardCents, paid);
  const ids: number[] = [];
  for (const part of parts) {
    const sale = sales.find((s) => s.id === part.saleId)!;
    const next = nextReversalRef(
      refundRefStem(refund.key, sale.id),
      reversals.filter((r) => r.originalId === sale.id),
    );
    if (next.action === 'wait') {
      const open = reversals.find((r) => r.ecrRef === next.ecrRef)!;
      throw refusal(
        'refund',
        {
          transaction: open,
          message: say('validation.terminals.waitingForTheTerminal'),
          replayed: true,
        },
        refund.field,
      );
    }
    let outcome: CardOutcome;
    if (next.action === 'reuse') {
      outcome = {
        transaction: (await findCardTransactionByRef(db, storeId, next.ecrRef))!,
        message: say('validation.terminals.approved'),
        replayed: true,
      };
    } else {
      const terminal = await findTerminal(db, storeId, sale.terminalId);
      if (!terminal)
        throw new DomainError(
          say('validation.terminals.theTerminalThatTookThe2', {
            card: cardName(sale),
            amount: formatCurrency(part.amountCents),
          }),
          refund.field,
        );
      outcome = await sendToTerminal(
        db,
        storeId,
        actor,
        terminal,
        {
          kind: part.kind,
          ecrRef: next.ecrRef,
          requestedCents: part.amountCents,
          stationId: sale.stationId,
          originalId: sale.id,
          invoiceId,
        },
        (driver, ecrRef) =>
          part.kind === 'void'
            ? driver.void({ ecrRef, original: originalOf(sale) })
            : driver.refund({ ecrRef, amountCents: part.amountCents, original: originalOf(sale) }),
      );
    }
    if (outcome.transaction.status !== 'approved') throw refusal('refund', outcome, refund.field);
    if (part.kind === 'void' && outcome.transaction.kind === 'void')
      await updateCardTransaction(db, storeId, sale.id, { voidedAt: now });
    ids.push(outcome.transaction.id);
  }
  return ids;
}
