import type { Db } from '../../../database/client';
import {
  completeCardTransaction,
  findCardTransaction,
  findCardTransactionByRef,
  insertPendingCardTransaction,
  type CardTransactionRow,
  type CardTransactionUpdate,
} from '../../../database/queries/cardTransactions';
import type { CardTransactionKind, TerminalMode } from '../../../database/schema';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import {
  TerminalError,
  terminalDriverFor,
  type CardResult,
  type TerminalDriver,
  type TerminalEndpoint,
  type TerminalRecord,
} from '../../services/terminals';
import { clock } from '../../../common/clock';
import { isSaid, say, type Said } from '../../../common/said';

/** What the domain needs of a terminal device row. */
export interface CardTerminal {
  id: number;
  host: string;
  port: number;
  mode: TerminalMode;
  timeoutSeconds: number;
  stationId: number | null;
}

export const terminalEndpoint = (t: CardTerminal): TerminalEndpoint => ({
  host: t.host,
  port: t.port,
  mode: t.mode,
  timeoutMs: t.timeoutSeconds * 1000,
});

/** The driver for a terminal; tests of the POS swap nothing: they point the terminal at the fake. */
export const driverFor = (t: CardTerminal): TerminalDriver =>
  terminalDriverFor(terminalEndpoint(t));

export interface CardRequestSpec {
  kind: CardTransactionKind;
  /** Our reference (ECRRefNum): unique per store, made by the caller from its idempotency key. */
  ecrRef: string;
  requestedCents: number;
  stationId?: number | null;
  originalId?: number | null;
  invoiceId?: number | null;
  refundId?: number | null;
}

export interface CardOutcome {
  transaction: CardTransactionRow;
  /** One sentence for the clerk, by key (common/said.ts). */
  message: Said;
  /** True when this reference had already been sent: nothing new went to the terminal. */
  replayed: boolean;
}

const UNKNOWN_MESSAGE = say('validation.terminals.theTerminalDidNotAnswer4');

/** What a stored transaction tells the clerk, for a repeat or a page that shows it again. */
export function describeCardTransaction(t: CardTransactionRow): Said {
  if (t.status === 'pending') return say('validation.terminals.waitingForTheTerminal');
  if (t.status === 'unknown') return UNKNOWN_MESSAGE;
  if (t.resultText) return resultSentence(t.resultText);
  if (t.status === 'failed') return say('validation.terminals.theTerminalCouldNotBe3');
  if (t.status === 'declined') return say('validation.terminals.declined');
  return say('validation.terminals.approved');
}

/** A stored result: our own sentence by key, or the terminal's words as it sent them (a host's "DECLINED 05"). */
const resultSentence = (text: string): Said =>
  isSaid(text) ? text : say('validation.terminals.terminalSaid', { text });

function resultValues(result: CardResult, now: Date): CardTransactionUpdate {
  return {
    status: result.outcome === 'approved' ? 'approved' : 'declined',
    approvedCents: result.outcome === 'approved' ? result.approvedCents : 0,
    tipCents: result.outcome === 'approved' ? result.tipCents : 0,
    cardLast4: result.last4 && /^\d{4}$/.test(result.last4) ? result.last4 : null,
    cardType: result.cardType,
    entryMode: result.entryMode,
    authCode: result.authCode,
    hostRef: result.hostRef,
    terminalRef: result.terminalRef,
    batchNo: result.batchNo,
    resultCode: result.resultCode,
    resultText: result.message,
    completedAt: now,
  };
}

/**
 * Sends one request to a terminal and records it. The pending row is written (and committed) before
 * anything leaves, so a crash mid-call leaves a trace that later reads as unknown; the call itself
 * runs outside any transaction because it blocks while the customer taps or signs.
 *
 * - an answer (approved, partial, declined) is stored as the terminal gave it;
 * - a request that never reached the terminal is `failed`: nothing was charged, the clerk may retry;
 * - a timeout or a dropped connection after sending is `unknown`: never a silent decline.
 *
 * A repeat of the same reference sends nothing and answers with the first request's row.
 */
export async function sendToTerminal(
  db: Db,
  storeId: number,
  actor: Actor,
  terminal: CardTerminal,
  spec: CardRequestSpec,
  call: (driver: TerminalDriver, ecrRef: string) => Promise<CardResult>,
  now: () => Date = () => clock.now(),
): Promise<CardOutcome> {
  const pending = await insertPendingCardTransaction(db, storeId, {
    terminalId: terminal.id,
    stationId: spec.stationId ?? terminal.stationId,
    kind: spec.kind,
    ecrRef: spec.ecrRef,
    requestedCents: spec.requestedCents,
    originalId: spec.originalId ?? null,
    invoiceId: spec.invoiceId ?? null,
    refundId: spec.refundId ?? null,
    byUserId: actor.kind === 'user' ? actor.id : null,
    byEmployeeId: actor.kind === 'employee' ? actor.id : null,
    byName: actor.name,
  });
  if (!pending) {
    const first = await findCardTransactionByRef(db, storeId, spec.ecrRef);
    if (!first)
      throw new DomainError(say('validation.terminals.thatCardRequestCouldNot'), null, 409);
    return { transaction: first, message: describeCardTransaction(first), replayed: true };
  }

  let values: CardTransactionUpdate;
  try {
    values = resultValues(await call(driverFor(terminal), spec.ecrRef), now());
  } catch (err) {
    if (!(err instanceof TerminalError)) throw err;
    values =
      err.kind === 'unreachable'
        ? {
            status: 'failed',
            resultText: say('validation.terminals.nothingWasCharged', { reason: err.message }),
            completedAt: now(),
          }
        : { status: 'unknown', resultText: UNKNOWN_MESSAGE, completedAt: now() };
  }
  const done = await completeCardTransaction(db, storeId, pending.id, 'pending', values);
  const transaction = done ?? (await findCardTransaction(db, storeId, pending.id))!;
  return { transaction, message: describeCardTransaction(transaction), replayed: false };
}

export type UnknownResolution = { by: 'lookup' } | { by: 'clerk'; approved: boolean };

/** A terminal record as the answer to a request that had none. */
function recordValues(r: TerminalRecord, requestedCents: number, now: Date): CardTransactionUpdate {
  return {
    status: 'approved',
    approvedCents: r.amountCents || requestedCents,
    tipCents: r.tipCents,
    cardLast4: r.last4 && /^\d{4}$/.test(r.last4) ? r.last4 : null,
    cardType: r.cardType,
    authCode: r.authCode,
    hostRef: r.hostRef,
    terminalRef: r.terminalRef,
    resultCode: '000000',
    resultText: say('validation.terminals.foundApproved'),
    resolution: 'terminal_lookup',
    resolvedAt: now,
  };
}

/**
 * Settles a request whose outcome is unknown: by looking its reference up in the terminal's open
 * batch (R02), or by the clerk's answer of what the terminal showed. Only an `unknown` row moves,
 * in one conditional update, so two desks resolving it at once record one answer.
 */
export async function resolveUnknown(
  db: Db,
  storeId: number,
  terminal: CardTerminal,
  transaction: CardTransactionRow,
  resolution: UnknownResolution,
  now = clock.now(),
): Promise<CardOutcome> {
  if (transaction.status !== 'unknown')
    throw new DomainError(say('validation.terminals.thisCardPaymentAlreadyHas'), null, 409);
  let values: CardTransactionUpdate;
  if (resolution.by === 'clerk') {
    values = resolution.approved
      ? {
          status: 'approved',
          approvedCents: transaction.requestedCents,
          resultText: say('validation.terminals.approvedAsClerkSaw'),
          resolution: 'clerk_approved',
          resolvedAt: now,
        }
      : {
          status: 'declined',
          approvedCents: 0,
          resultText: say('validation.terminals.notChargedAsClerkSaw'),
          resolution: 'clerk_declined',
          resolvedAt: now,
        };
  } else {
    let records: TerminalRecord[];
    try {
      records = await driverFor(terminal).localDetail();
    } catch (err) {
      if (err instanceof TerminalError)
        throw new DomainError(say('validation.terminals.theTerminalCouldNotBe'), null, 503);
      throw err;
    }
    const found = records.find((r) => r.ecrRef === transaction.ecrRef && !r.voided);
    values = found
      ? recordValues(found, transaction.requestedCents, now)
      : {
          status: 'declined',
          approvedCents: 0,
          resultText: say('validation.terminals.theTerminalHasNoRecord'),
          resolution: 'terminal_lookup',
          resolvedAt: now,
        };
  }
  const done = await completeCardTransaction(db, storeId, transaction.id, 'unknown', values);
  if (!done)
    throw new DomainError(say('validation.terminals.thisCardPaymentAlreadyHas'), null, 409);
  return { transaction: done, message: describeCardTransaction(done), replayed: false };
}
