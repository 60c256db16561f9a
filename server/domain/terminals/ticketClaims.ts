import type { Db } from '../../../database/client';
import { claimTicketCards, releaseTicketCards } from '../../../database/queries/cardTransactions';
import { TERMINAL_TIMEOUT_MAX } from './devices';
import { DomainError } from '../errors';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * A claim outlives every terminal call it can cover (a refund may call once per card sale, each up to
 * the longest timeout a terminal may have), so only a claim whose process died is ever taken over.
 */
export const CLAIM_LAPSES_AFTER_MS = 4 * TERMINAL_TIMEOUT_MAX * 1000;

/** A batch close's claim (card_batches 'closing') older than this was left by a process that stopped while B00 was out. */
export const BATCH_CLAIM_LAPSES_AFTER_MS = 10 * 60 * 1000;

export const TICKET_CARDS_BUSY = say('validation.terminals.anotherRefundOrVoidOf');

/**
 * Runs a refund or void that gives card money back on a terminal, or a tip change that adjusts a
 * card's tip there, while holding the ticket's claim from its first read to its last write: a
 * second one with another key is refused meanwhile, so it can never compute what is on the card
 * before the first one is written. The same key (a double submit of one refund) may enter: its
 * terminal references are the same, so nothing is sent twice, and its write is refused by the
 * refund's own key. A batch close of a terminal waits for every claim on its open batch's tickets
 * (closeBatches.ts), and a tip change for a close under way (tipAdjust.ts).
 */
export async function withTicketCardClaim<T>(
  db: Db,
  storeId: number,
  invoiceId: number,
  key: string,
  field: string | null,
  fn: () => Promise<T>,
  now = clock.now(),
): Promise<T> {
  const claimed = await claimTicketCards(
    db,
    storeId,
    invoiceId,
    key,
    now,
    new Date(now.getTime() - CLAIM_LAPSES_AFTER_MS),
  );
  if (!claimed) throw new DomainError(TICKET_CARDS_BUSY, field, 409);
  try {
    return await fn();
  } finally {
    await releaseTicketCards(db, storeId, invoiceId, key);
  }
}
