import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { giftCards, invoices, refundLines, refundPayments, refunds } from '../schema';
import type { RefundTender } from '../../common/tenders';

/** A refund a key already made, if any: a repeat of the same submit gets it back. */
export async function findRefundByKey(db: Db, storeId: number, key: string) {
  const [row] = await db
    .select({ id: refunds.id, invoiceId: refunds.invoiceId })
    .from(refunds)
    .where(and(eq(refunds.storeId, storeId), eq(refunds.idempotencyKey, key)));
  return row ?? null;
}

/**
 * What earlier refunds of a ticket took back: per line (net and tax), the tip,
 * and per tender. One query after another: refunds and voids call this inside
 * their transaction, one connection (node-postgres deprecates queuing on a client).
 */
export async function sumRefunded(db: Db, storeId: number, invoiceId: number) {
  const byLine = await db
    .select({
      lineId: refundLines.invoiceLineId,
      netCents: sql<number>`sum(${refundLines.netCents})::int`,
      taxCents: sql<number>`sum(${refundLines.taxCents})::int`,
    })
    .from(refundLines)
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where(
      and(
        eq(refundLines.storeId, storeId),
        eq(refunds.storeId, storeId),
        eq(refunds.invoiceId, invoiceId),
      ),
    )
    .groupBy(refundLines.invoiceLineId);
  const [totals] = await db
    .select({
      tipCents: sql<number>`coalesce(sum(${refunds.tipCents}), 0)::int`,
      totalCents: sql<number>`coalesce(sum(${refunds.amountCents} + ${refunds.taxCents} + ${refunds.tipCents}), 0)::int`,
    })
    .from(refunds)
    .where(and(eq(refunds.storeId, storeId), eq(refunds.invoiceId, invoiceId)));
  const byTender = await db
    .select({
      type: refundPayments.type,
      cents: sql<number>`sum(${refundPayments.amountCents})::int`,
    })
    .from(refundPayments)
    .innerJoin(refunds, eq(refunds.id, refundPayments.refundId))
    .where(
      and(
        eq(refundPayments.storeId, storeId),
        eq(refunds.storeId, storeId),
        eq(refunds.invoiceId, invoiceId),
      ),
    )
    .groupBy(refundPayments.type);
  const byGiftCard = await db
    .select({
      giftCardId: refundPayments.giftCardId,
      cents: sql<number>`sum(${refundPayments.amountCents})::int`,
    })
    .from(refundPayments)
    .innerJoin(refunds, eq(refunds.id, refundPayments.refundId))
    .where(
      and(
        eq(refundPayments.storeId, storeId),
        eq(refunds.storeId, storeId),
        eq(refunds.invoiceId, invoiceId),
        eq(refundPayments.type, 'gift_card'),
      ),
    )
    .groupBy(refundPayments.giftCardId);
  return {
    byLine: new Map(byLine.map((r) => [r.lineId, { netCents: r.netCents, taxCents: r.taxCents }])),
    tipCents: totals.tipCents,
    totalCents: totals.totalCents,
    byTender: new Map(byTender.map((r) => [r.type, r.cents])),
    /** Gift card refunds per card (each goes back onto the card that paid). */
    byGiftCard: new Map(byGiftCard.map((r) => [r.giftCardId, r.cents])),
  };
}

export async function insertRefund(
  db: Db,
  storeId: number,
  values: Omit<typeof refunds.$inferInsert, 'id' | 'storeId' | 'createdAt'>,
  lines: { invoiceLineId: number; netCents: number; taxCents: number }[],
  payments: { type: RefundTender; amountCents: number; giftCardId: number | null }[],
) {
  const [row] = await db
    .insert(refunds)
    .values({ ...values, storeId })
    .returning({ id: refunds.id });
  if (lines.length)
    await db.insert(refundLines).values(lines.map((l) => ({ ...l, storeId, refundId: row.id })));
  if (payments.length)
    await db
      .insert(refundPayments)
      .values(payments.map((p) => ({ ...p, storeId, refundId: row.id })));
  return row.id;
}

/** A ticket's refunds, oldest first, with where the money went. */
export async function listRefunds(db: Db, storeId: number, invoiceId: number) {
  const rows = await db
    .select({
      id: refunds.id,
      reason: refunds.reason,
      amountCents: refunds.amountCents,
      taxCents: refunds.taxCents,
      tipCents: refunds.tipCents,
      overrideCents: refunds.overrideCents,
      overrideReason: refunds.overrideReason,
      byName: refunds.byName,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(and(eq(refunds.storeId, storeId), eq(refunds.invoiceId, invoiceId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const payments = rows.length
    ? await db
        .select({
          refundId: refundPayments.refundId,
          type: refundPayments.type,
          amountCents: refundPayments.amountCents,
          giftCardCode: giftCards.code,
        })
        .from(refundPayments)
        .innerJoin(refunds, eq(refunds.id, refundPayments.refundId))
        .leftJoin(giftCards, eq(giftCards.id, refundPayments.giftCardId))
        .where(and(eq(refundPayments.storeId, storeId), eq(refunds.invoiceId, invoiceId)))
        .orderBy(asc(refundPayments.id))
    : [];
  return rows.map((r) => ({ ...r, payments: payments.filter((p) => p.refundId === r.id) }));
}

/** Refunds of the period that gave back more cash than their ticket took in cash (a manager's override), for the daily report. */
export async function listRefundOverrides(db: Db, storeId: number, b: { start: Date; end: Date }) {
  return db
    .select({
      id: refunds.id,
      invoiceId: refunds.invoiceId,
      number: invoices.number,
      overrideCents: refunds.overrideCents,
      reason: refunds.overrideReason,
      byName: refunds.byName,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(invoices, and(eq(invoices.storeId, storeId), eq(invoices.id, refunds.invoiceId)))
    .where(
      and(
        eq(refunds.storeId, storeId),
        gte(refunds.createdAt, b.start),
        lt(refunds.createdAt, b.end),
        gt(refunds.overrideCents, 0),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}
