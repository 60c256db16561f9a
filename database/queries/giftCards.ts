import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { giftCardEntries, giftCards } from '../schema';

/** A card of the store by code, whatever case it was typed in. */
export async function findGiftCardByCode(db: Db, storeId: number, code: string) {
  const [row] = await db
    .select({ id: giftCards.id, code: giftCards.code, balanceCents: giftCards.balanceCents, isActive: giftCards.isActive })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), sql`lower(${giftCards.code}) = lower(${code})`));
  return row ?? null;
}

export async function createGiftCard(db: Db, storeId: number, values: { code: string; recipientName: string | null }) {
  const [row] = await db.insert(giftCards).values({ storeId, code: values.code, recipientName: values.recipientName }).returning({ id: giftCards.id });
  return row;
}

export interface GiftCardEntryInput {
  kind: 'issue' | 'redeem' | 'refund' | 'adjust';
  /** Signed: a redemption is negative. */
  amountCents: number;
  invoiceId?: number | null;
  refundId?: number | null;
  reason?: string | null;
  byName: string;
}

/**
 * Moves a card's balance and writes the ledger row in the caller's
 * transaction. The update only happens while the balance stays at or above
 * zero, in one statement, so concurrent redemptions can never overspend a
 * card: the loser gets null back.
 */
export async function moveGiftCardBalance(db: Db, storeId: number, giftCardId: number, entry: GiftCardEntryInput) {
  const [card] = await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${entry.amountCents}` })
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, giftCardId), eq(giftCards.isActive, true), gte(giftCards.balanceCents, -entry.amountCents)))
    .returning({ balanceCents: giftCards.balanceCents });
  if (!card) return null;
  await db.insert(giftCardEntries).values({
    storeId,
    giftCardId,
    kind: entry.kind,
    amountCents: entry.amountCents,
    balanceAfterCents: card.balanceCents,
    invoiceId: entry.invoiceId ?? null,
    refundId: entry.refundId ?? null,
    reason: entry.reason ?? null,
    byName: entry.byName,
  });
  return card.balanceCents;
}

/** The balance as the ledger tells it: the column must always agree (tests check). */
export async function sumGiftCardLedger(db: Db, storeId: number, giftCardId: number) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${giftCardEntries.amountCents}), 0)::int` })
    .from(giftCardEntries)
    .where(and(eq(giftCardEntries.storeId, storeId), eq(giftCardEntries.giftCardId, giftCardId)));
  return row.total;
}
