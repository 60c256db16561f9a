/**
 * The offline queue's decisions, pure so they are unit-tested
 * (tests/unit/offlineQueue.test.ts): what may be rung up offline, what an
 * answer from the server means for a queued item, and when to try again.
 * The IndexedDB and network side is queue.ts.
 */
import {
  OFFLINE_CHECK_IN_REFUSED,
  OFFLINE_GIFT_CARD_LINE_REFUSED,
  OFFLINE_REWARD_REFUSED,
  OFFLINE_SAVED_TICKET_REFUSED,
  OFFLINE_SERVER_REFUSED,
  offlineTenderProblem,
} from '@common/offline';

export type QueuedKind = 'ticket' | 'clock_in' | 'clock_out';

/** waiting: not on the server yet; refused: the server will never take it as sent (shown until dismissed). */
export type QueuedStatus = 'waiting' | 'refused';

export interface QueuedItem {
  /** The station's key: the ticket's idempotency key, or the clock event's own. */
  key: string;
  kind: QueuedKind;
  /** The route it is sent to (pos.offline.store, employees.clock_offline). */
  url: string;
  body: Record<string, unknown>;
  /** When it happened at the station (ISO, UTC). */
  recordedAt: string;
  /** One line for the waiting list: "$40.00 cash · Classic Manicure", "Clock out". */
  summary: string;
  status: QueuedStatus;
  message: string | null;
  attempts: number;
  /** Epoch ms; not sent before. */
  nextAttemptAt: number;
}

/** What the pay screen's ticket would lose or need the server for, offline; null when it may be rung up as cash. */
export function offlineSaleProblem(sale: {
  tenders: readonly { type: string }[];
  lines: readonly { kind: string }[];
  rewardId: number | null;
  draftId: number | null;
  checkInId: number | null;
}): string | null {
  if (sale.lines.some((l) => l.kind === 'giftcard')) return OFFLINE_GIFT_CARD_LINE_REFUSED;
  if (sale.rewardId !== null) return OFFLINE_REWARD_REFUSED;
  if (sale.draftId !== null) return OFFLINE_SAVED_TICKET_REFUSED;
  if (sale.checkInId !== null) return OFFLINE_CHECK_IN_REFUSED;
  return offlineTenderProblem(sale.tenders);
}

export type Outcome =
  /** On the server: taken (or taken earlier), or waiting for a manager there. Off the station's queue. */
  | { kind: 'sent'; toResolve: boolean }
  /** The server will not take it as sent: kept, marked, with its message. */
  | { kind: 'refused'; message: string }
  /** Try again later: no network, the server down or busy, signed out. */
  | { kind: 'retry' };

/** What an answer to a queued item's send means. Status 0 is a network failure (lib/http never throws). */
export function outcomeOf(status: number, body: unknown): Outcome {
  if (status === 200) return { kind: 'sent', toResolve: false };
  if (status === 202) return { kind: 'sent', toResolve: true };
  if (status === 422)
    return { kind: 'refused', message: firstMessage(body) ?? OFFLINE_SERVER_REFUSED };
  return { kind: 'retry' };
}

function firstMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { errors, message } = body as { errors?: Record<string, unknown>; message?: unknown };
  const first = errors && Object.values(errors).find((v) => typeof v === 'string');
  return typeof first === 'string' ? first : typeof message === 'string' ? message : null;
}

/** 2 s, 4 s, 8 s … up to a minute between tries, with up to 20 % jitter so stations coming back together do not arrive together. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + 0.2 * random));
}

/** The items to send now, oldest first (a clock-in before the clock-out it precedes). */
export function dueItems(items: readonly QueuedItem[], now: number): QueuedItem[] {
  return items
    .filter((i) => i.status === 'waiting' && i.nextAttemptAt <= now)
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.key.localeCompare(b.key));
}

/** The item after a try, or null when it is off the queue. */
export function afterAttempt(
  item: QueuedItem,
  outcome: Outcome,
  now: number,
  random = Math.random(),
): QueuedItem | null {
  if (outcome.kind === 'sent') return null;
  if (outcome.kind === 'refused')
    return { ...item, status: 'refused', message: outcome.message, attempts: item.attempts + 1 };
  const attempts = item.attempts + 1;
  return { ...item, attempts, nextAttemptAt: now + backoffMs(attempts, random) };
}
