import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { giftCardEntries, giftCards, invoices } from '../schema';

/** A card of the store by code, whatever case it was typed in. */
export async function findGiftCardByCode(db: Db, storeId: number, code: string) {
  const [row] = await db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      balanceCents: giftCards.balanceCents,
      isActive: giftCards.isActive,
    })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), sql`lower(${giftCards.code}) = lower(${code})`));
  return row ?? null;
}

/**
 * A new card, or null when the store already has its code (any case). On
 * conflict the insert waits for a concurrent one of the same code to commit
 * and then does nothing, so the caller's transaction stays usable.
 */
export async function createGiftCard(
  db: Db,
  storeId: number,
  values: { code: string; recipientName: string | null },
) {
  const [row] = await db
    .insert(giftCards)
    .values({ storeId, code: values.code, recipientName: values.recipientName })
    .onConflictDoNothing()
    .returning({ id: giftCards.id });
  return row ?? null;
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
export async function moveGiftCardBalance(
  db: Db,
  storeId: number,
  giftCardId: number,
  entry: GiftCardEntryInput,
) {
  const [card] = await db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${entry.amountCents}` })
    .where(
      and(
        eq(giftCards.storeId, storeId),
        eq(giftCards.id, giftCardId),
        eq(giftCards.isActive, true),
        gte(giftCards.balanceCents, -entry.amountCents),
      ),
    )
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

/**
 * A checkout's gift card tender: finds the active card by code (any case),
 * debits it only while its balance covers the amount, and writes the ledger
 * row, in one statement (the card's row stays locked until commit, so
 * concurrent redemptions can never overspend it). Null when nothing was
 * debited: no such card, switched off, or not enough left.
 */
export async function redeemGiftCard(
  db: Db,
  storeId: number,
  code: string,
  amountCents: number,
  entry: { invoiceId: number; byName: string },
) {
  const debit = db
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${amountCents}` })
    .where(
      and(
        eq(giftCards.storeId, storeId),
        sql`lower(${giftCards.code}) = lower(${code})`,
        eq(giftCards.isActive, true),
        gte(giftCards.balanceCents, amountCents),
      ),
    )
    .returning({ id: giftCards.id, balanceCents: giftCards.balanceCents });
  // Raw insert … select: drizzle's wants every column of the table selected. The builder brings its own parentheses.
  const result = await db.execute(sql`with debit as ${debit}
    insert into ${giftCardEntries} (store_id, gift_card_id, kind, amount_cents, balance_after_cents, invoice_id, by_name)
    select ${storeId}::int, debit.id, 'redeem', ${-amountCents}::int, debit.balance_cents, ${entry.invoiceId}::int, ${entry.byName}::text from debit
    returning gift_card_id, balance_after_cents`);
  const [row] = (
    result as unknown as { rows: { gift_card_id: number; balance_after_cents: number }[] }
  ).rows;
  return row ? { giftCardId: row.gift_card_id, balanceCents: row.balance_after_cents } : null;
}

/** The balance as the ledger tells it: the column must always agree (tests check). */
export async function sumGiftCardLedger(db: Db, storeId: number, giftCardId: number) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${giftCardEntries.amountCents}), 0)::int` })
    .from(giftCardEntries)
    .where(and(eq(giftCardEntries.storeId, storeId), eq(giftCardEntries.giftCardId, giftCardId)));
  return row.total;
}

/** One card of the store by id. */
export async function getGiftCard(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      balanceCents: giftCards.balanceCents,
      recipientName: giftCards.recipientName,
      isActive: giftCards.isActive,
      createdAt: giftCards.createdAt,
    })
    .from(giftCards)
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, id)));
  return row ?? null;
}

export async function setGiftCardActive(db: Db, storeId: number, id: number, isActive: boolean) {
  await db
    .update(giftCards)
    .set({ isActive })
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.id, id)));
}

/** A page of the store's cards, newest first; `code` narrows to codes containing it (any case). */
export async function listGiftCards(
  db: Db,
  storeId: number,
  code: string,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(giftCards.storeId, storeId),
    code
      ? sql`${giftCards.code} ilike ${`%${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: giftCards.id,
        code: giftCards.code,
        balanceCents: giftCards.balanceCents,
        recipientName: giftCards.recipientName,
        isActive: giftCards.isActive,
        createdAt: giftCards.createdAt,
        issuedCents: sql<number>`coalesce((select sum(${giftCardEntries.amountCents}) from ${giftCardEntries} where ${giftCardEntries.storeId} = ${storeId} and ${giftCardEntries.giftCardId} = "gift_cards"."id" and ${giftCardEntries.kind} = 'issue'), 0)::int`,
      })
      .from(giftCards)
      .where(where)
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(giftCards).where(where),
  ]);
  return { rows, total: n };
}

/** What the store owes on its cards: the sum of their balances (a switched-off card still holds its value). */
export async function sumGiftCardLiability(db: Db, storeId: number) {
  const [row] = await db
    .select({
      cents: sql<number>`coalesce(sum(${giftCards.balanceCents}), 0)::int`,
      cards: sql<number>`count(*) filter (where ${giftCards.balanceCents} > 0)::int`,
    })
    .from(giftCards)
    .where(eq(giftCards.storeId, storeId));
  return row;
}

/** A card's ledger, newest first. */
export async function listGiftCardEntries(db: Db, storeId: number, giftCardId: number) {
  return db
    .select({
      id: giftCardEntries.id,
      kind: giftCardEntries.kind,
      amountCents: giftCardEntries.amountCents,
      balanceAfterCents: giftCardEntries.balanceAfterCents,
      invoiceId: giftCardEntries.invoiceId,
      invoiceNumber: invoices.number,
      reason: giftCardEntries.reason,
      byName: giftCardEntries.byName,
      createdAt: giftCardEntries.createdAt,
    })
    .from(giftCardEntries)
    .leftJoin(invoices, eq(invoices.id, giftCardEntries.invoiceId))
    .where(and(eq(giftCardEntries.storeId, storeId), eq(giftCardEntries.giftCardId, giftCardId)))
    .orderBy(desc(giftCardEntries.createdAt), desc(giftCardEntries.id));
}
