import type { Db } from '../../../database/client';
import {
  completeCardTransaction,
  findCardTransaction,
  findCardTransactionByRef,
  listReversalsOf,
  updateCardTransaction,
  type CardTransactionRow,
} from '../../../database/queries/cardTransactions';
import {
  findTerminal,
  terminalForStation,
  type TerminalRow,
} from '../../../database/queries/terminalDevices';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import {
  driverFor,
  resolveUnknown,
  sendToTerminal,
  type CardOutcome,
  type CardTerminal,
} from './cardTransactions';
import { ecrRefForAttempt, nextReversalRef, voidRefStem } from './cardRules';
import { paxSettingsFor } from './paxSettings';
import type { OriginalSale } from '../../services/terminals';
import { showOnDisplay } from '../display/customerDisplay';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * The POS's calls to the station's card terminal: charge, cancel,
 * resolve an unknown answer, and void a sale no ticket took. Every call to the
 * terminal goes through sendToTerminal: a pending row first, the call outside
 * any transaction, its outcome recorded (a timeout is unknown, never a decline).
 */

export const NO_TERMINAL = say('validation.terminals.thisStationHasNoCard');

/** The live terminal of the device's station, or the reason the card must be typed in by hand. */
export async function stationTerminal(
  db: Db,
  storeId: number,
  stationId: number | null,
): Promise<TerminalRow> {
  const terminal = stationId === null ? null : await terminalForStation(db, storeId, stationId);
  if (!terminal) throw new DomainError(NO_TERMINAL, 'amount');
  return terminal;
}

/** The terminal a recorded transaction went to (a removed terminal can no longer be asked). */
async function terminalOf(db: Db, storeId: number, t: CardTransactionRow): Promise<CardTerminal> {
  const terminal = await findTerminal(db, storeId, t.terminalId);
  if (!terminal)
    throw new DomainError(say('validation.terminals.theTerminalThatTookThis'), 'transaction');
  return terminal;
}

/**
 * Sends a sale for `amountCents` to the station's terminal, asking for a tip on the device and a
 * signature as Settings → PAX Credit say. The attempt key names the attempt: a repeat of it sends
 * nothing and answers with the first request's row.
 */
export async function chargeCard(
  db: Db,
  storeId: number,
  actor: Actor,
  stationId: number | null,
  req: { amountCents: number; attemptKey: string },
): Promise<CardOutcome> {
  const terminal = await stationTerminal(db, storeId, stationId);
  const settings = await paxSettingsFor(db, storeId);
  // The customer's screen says to pay on the terminal; a display that cannot be told never stops the payment.
  if (stationId !== null)
    await showOnDisplay(db, storeId, stationId, {
      screen: 'pay_on_terminal',
      amount_cents: req.amountCents,
    }).catch(() => false);
  return sendToTerminal(
    db,
    storeId,
    actor,
    terminal,
    {
      kind: 'sale',
      ecrRef: ecrRefForAttempt(req.attemptKey),
      requestedCents: req.amountCents,
      stationId,
    },
    (driver, ecrRef) =>
      driver.sale({
        ecrRef,
        amountCents: req.amountCents,
        tipRequest: settings.tipMode === 'device',
        signature: settings.signature,
      }),
  );
}

/**
 * Stops the charge the station's terminal is waiting on (A14, TCP only). HTTP mode has no cancel:
 * the clerk presses Cancel on the terminal itself and the waiting charge answers declined.
 */
export async function cancelCard(
  db: Db,
  storeId: number,
  stationId: number | null,
): Promise<{ cancelled: boolean; message: string }> {
  const terminal = await stationTerminal(db, storeId, stationId);
  if (terminal.mode !== 'tcp')
    return {
      cancelled: false,
      message: say('validation.terminals.pressCancelOnTheTerminal'),
    };
  const cancelled = await driverFor(terminal)
    .cancel()
    .catch(() => false);
  return {
    cancelled,
    message: cancelled
      ? say('validation.terminals.cancelledOnTheTerminal')
      : say('validation.terminals.theTerminalDidNotTake'),
  };
}

/** Settles an unknown answer: looked up on the terminal (R02 by our reference), or as the clerk saw it. */
export async function resolveCard(
  db: Db,
  storeId: number,
  transaction: CardTransactionRow,
  by: 'lookup' | 'approved' | 'declined',
  now = clock.now(),
): Promise<CardOutcome> {
  const terminal = await terminalOf(db, storeId, transaction);
  // Still pending long after the terminal could have answered: the process stopped while it waited, so the outcome is unknown.
  if (
    transaction.status === 'pending' &&
    transaction.createdAt.getTime() + (terminal.timeoutSeconds + STALE_GRACE_SECONDS) * 1000 <
      now.getTime()
  ) {
    transaction =
      (await completeCardTransaction(db, storeId, transaction.id, 'pending', {
        status: 'unknown',
        resultText: say('validation.terminals.noAnswerWasRecordedFrom'),
        completedAt: now,
      })) ?? transaction;
  }
  if (transaction.status === 'pending')
    throw new DomainError(
      say('validation.terminals.theTerminalIsStillWorking'),
      'transaction',
      409,
    );
  if (transaction.status !== 'unknown')
    throw new DomainError(
      say('validation.terminals.thisCardPaymentAlreadyHas'),
      'transaction',
      409,
    );
  return resolveUnknown(
    db,
    storeId,
    terminal,
    transaction,
    by === 'lookup' ? { by: 'lookup' } : { by: 'clerk', approved: by === 'approved' },
  );
}

/** How long past its terminal's timeout a request may stay pending before it reads as unknown. */
const STALE_GRACE_SECONDS = 30;

export const originalOf = (t: CardTransactionRow): OriginalSale => ({
  terminalRef: t.terminalRef,
  hostRef: t.hostRef,
  authCode: t.authCode,
  ecrRef: t.ecrRef,
});

/**
 * Voids a sale on its terminal (T00 16) and marks it voided when the terminal approves. Refused:
 * a sale whose batch closed (settled: refund it instead), or one whose earlier void has no answer
 * yet. A repeat after an approval sends nothing. `invoiceId` links the void to the ticket it voids.
 */
export async function voidSaleOnTerminal(
  db: Db,
  storeId: number,
  actor: Actor,
  sale: CardTransactionRow,
  invoiceId: number | null = null,
  now = clock.now(),
): Promise<CardOutcome> {
  if (sale.kind !== 'sale' || sale.status !== 'approved')
    throw new DomainError(say('validation.terminals.onlyAnApprovedCardSale'), 'transaction');
  if (sale.batchId !== null)
    throw new DomainError(say('validation.terminals.thisCardPaymentHasBeen'), 'transaction');
  const earlier = (await listReversalsOf(db, storeId, [sale.id])).filter((r) => r.kind === 'void');
  const next = nextReversalRef(voidRefStem(sale.id), earlier);
  if (next.action === 'wait')
    throw new DomainError(say('validation.terminals.anEarlierVoidOfThis'), 'transaction', 409);
  let outcome: CardOutcome;
  if (next.action === 'reuse') {
    const row = (await findCardTransactionByRef(db, storeId, next.ecrRef))!;
    outcome = {
      transaction: row,
      message: say('validation.terminals.voidedOnTheTerminal'),
      replayed: true,
    };
  } else {
    const terminal = await terminalOf(db, storeId, sale);
    outcome = await sendToTerminal(
      db,
      storeId,
      actor,
      terminal,
      {
        kind: 'void',
        ecrRef: next.ecrRef,
        requestedCents: sale.approvedCents + sale.tipCents,
        stationId: sale.stationId,
        originalId: sale.id,
        invoiceId,
      },
      (driver, ecrRef) => driver.void({ ecrRef, original: originalOf(sale) }),
    );
  }
  if (outcome.transaction.status === 'approved' && sale.voidedAt === null)
    await updateCardTransaction(db, storeId, sale.id, { voidedAt: now });
  return outcome;
}

/**
 * pos.card.void: a sale the clerk took off the payment dialog, or left on an abandoned ticket, is
 * voided on the terminal. Only a sale on no ticket: one that paid a ticket is voided with the ticket.
 */
export async function voidUnusedSale(
  db: Db,
  storeId: number,
  actor: Actor,
  sale: CardTransactionRow,
): Promise<CardOutcome> {
  if (sale.invoiceId !== null)
    throw new DomainError(say('validation.terminals.thisCardPaymentIsOn'), 'transaction');
  if (sale.voidedAt !== null) {
    const fresh = (await findCardTransaction(db, storeId, sale.id))!;
    return {
      transaction: fresh,
      message: say('validation.terminals.thisCardPaymentWasAlready'),
      replayed: true,
    };
  }
  return voidSaleOnTerminal(db, storeId, actor, sale);
}
