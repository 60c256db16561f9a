import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cardTransactions, ticketCardClaims, type CardTransactionKind } from '../schema';
import { say } from '../../common/said';

export type CardTransactionRow = typeof cardTransactions.$inferSelect;
export type CardTransactionUpdate = Partial<
  Omit<typeof cardTransactions.$inferInsert, 'id' | 'storeId' | 'ecrRef'>
>;

export interface NewCardTransaction {
  terminalId: number;
  stationId: number | null;
  kind: CardTransactionKind;
  ecrRef: string;
  requestedCents: number;
  originalId?: number | null;
  invoiceId?: number | null;
  refundId?: number | null;
  byUserId: number | null;
  byEmployeeId: number | null;
  byName: string;
}

/**
 * The pending row for a request about to leave for the terminal, or null when the store already has
 * this reference (a repeat of the same request: the caller answers with the first one's row).
 */
export async function insertPendingCardTransaction(
  db: Db,
  storeId: number,
  values: NewCardTransaction,
): Promise<CardTransactionRow | null> {
  const [row] = await db
    .insert(cardTransactions)
    .values({ storeId, ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findCardTransaction(
  db: Db,
  storeId: number,
  id: number,
): Promise<CardTransactionRow | null> {
  const [row] = await db
    .select()
    .from(cardTransactions)
    .where(and(eq(cardTransactions.storeId, storeId), eq(cardTransactions.id, id)));
  return row ?? null;
}

export async function findCardTransactionByRef(
  db: Db,
  storeId: number,
  ecrRef: string,
): Promise<CardTransactionRow | null> {
  const [row] = await db
    .select()
    .from(cardTransactions)
    .where(and(eq(cardTransactions.storeId, storeId), eq(cardTransactions.ecrRef, ecrRef)));
  return row ?? null;
}

/** Writes an answer only over the status it was read in, so two resolutions of one request cannot both land. */
export async function completeCardTransaction(
  db: Db,
  storeId: number,
  id: number,
  from: CardTransactionRow['status'],
  values: CardTransactionUpdate,
): Promise<CardTransactionRow | null> {
  const [row] = await db
    .update(cardTransactions)
    .set(values)
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.id, id),
        eq(cardTransactions.status, from),
      ),
    )
    .returning();
  return row ?? null;
}

/** A card transaction of the store, locked until the caller's transaction ends (two fixes of one difference queue up). */
export async function lockCardTransaction(
  db: Db,
  storeId: number,
  id: number,
): Promise<CardTransactionRow | null> {
  const [row] = await db
    .select()
    .from(cardTransactions)
    .where(and(eq(cardTransactions.storeId, storeId), eq(cardTransactions.id, id)))
    .for('update');
  return row ?? null;
}

export async function updateCardTransaction(
  db: Db,
  storeId: number,
  id: number,
  values: CardTransactionUpdate,
): Promise<void> {
  await db
    .update(cardTransactions)
    .set(values)
    .where(and(eq(cardTransactions.storeId, storeId), eq(cardTransactions.id, id)));
}

/**
 * Requests left pending longer than the terminal could have taken (the process stopped while it
 * waited): their outcome is unknown, never assumed declined.
 */
export async function markStalePendingUnknown(
  db: Db,
  storeId: number,
  olderThan: Date,
): Promise<number> {
  const rows = await db
    .update(cardTransactions)
    .set({
      status: 'unknown',
      resultText: say('validation.terminals.noAnswerWasRecordedFrom'),
      completedAt: sql`now()`,
    })
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.status, 'pending'),
        lt(cardTransactions.createdAt, olderThan),
      ),
    )
    .returning({ id: cardTransactions.id });
  return rows.length;
}

/** An approved terminal sale not yet on any ticket, locked for the checkout that takes it. */
export async function lockUnusedSale(
  db: Db,
  storeId: number,
  id: number,
): Promise<CardTransactionRow | null> {
  const [row] = await db
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.id, id),
        eq(cardTransactions.kind, 'sale'),
        eq(cardTransactions.status, 'approved'),
        isNull(cardTransactions.invoiceId),
        isNull(cardTransactions.voidedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The terminal sales that paid a ticket (its card tenders with a card_transaction_id), in the order they were taken. */
export async function listInvoiceCardSales(
  db: Db,
  storeId: number,
  invoiceId: number,
): Promise<CardTransactionRow[]> {
  return db
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.invoiceId, invoiceId),
        eq(cardTransactions.kind, 'sale'),
      ),
    )
    .orderBy(asc(cardTransactions.id));
}

/** The voids and returns sent against these sales, whatever their outcome. */
export async function listReversalsOf(
  db: Db,
  storeId: number,
  saleIds: readonly number[],
): Promise<CardTransactionRow[]> {
  if (saleIds.length === 0) return [];
  return db
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        inArray(cardTransactions.originalId, [...saleIds]),
        inArray(cardTransactions.kind, ['void', 'return']),
      ),
    )
    .orderBy(asc(cardTransactions.id));
}

/** A refund's terminal returns and voids point at it once it is written (same transaction). */
export async function linkCardTransactionsToRefund(
  db: Db,
  storeId: number,
  ids: readonly number[],
  refundId: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(cardTransactions)
    .set({ refundId })
    .where(and(eq(cardTransactions.storeId, storeId), inArray(cardTransactions.id, [...ids])));
}

/**
 * Takes the ticket's card-reversal claim for `key`, in one statement: free, already this key's, or
 * taken before `staleBefore` (its process is gone). Answers false while another key holds it.
 */
export async function claimTicketCards(
  db: Db,
  storeId: number,
  invoiceId: number,
  key: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await db
    .insert(ticketCardClaims)
    .values({ storeId, invoiceId, claimKey: key, claimedAt: now })
    .onConflictDoUpdate({
      target: [ticketCardClaims.storeId, ticketCardClaims.invoiceId],
      set: { claimKey: key, claimedAt: now },
      setWhere: or(eq(ticketCardClaims.claimKey, key), lt(ticketCardClaims.claimedAt, staleBefore)),
    })
    .returning({ key: ticketCardClaims.claimKey });
  return rows.length === 1;
}

/** Gives the claim back; only its own (a lapsed claim taken over by another key stays theirs). */
export async function releaseTicketCards(
  db: Db,
  storeId: number,
  invoiceId: number,
  key: string,
): Promise<void> {
  await db
    .delete(ticketCardClaims)
    .where(
      and(
        eq(ticketCardClaims.storeId, storeId),
        eq(ticketCardClaims.invoiceId, invoiceId),
        eq(ticketCardClaims.claimKey, key),
      ),
    );
}
