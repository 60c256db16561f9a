import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cardBatchResolutions,
  cardBatches,
  cardTransactions,
  invoices,
  terminalDevices,
  ticketCardClaims,
  type BatchDifference,
} from '../schema';
import type { CardTransactionRow } from './cardTransactions';

/**
 * Close batches (docs/glossary.md "batch"): the open batch of a terminal is its card
 * transactions with no batch yet; closing stamps them with the card_batches row the host's
 * answer made.
 */

/** Every transaction of a terminal's open batch (no batch_id), oldest first. */
export async function listOpenBatchTransactions(
  db: Db,
  storeId: number,
  terminalId: number,
): Promise<CardTransactionRow[]> {
  return db
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.terminalId, terminalId),
        isNull(cardTransactions.batchId),
      ),
    )
    .orderBy(asc(cardTransactions.id))
    .limit(2000);
}

/** The ticket numbers of these tickets, for links. */
export async function listInvoiceNumbers(db: Db, storeId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      tipCents: invoices.tipCents,
      paidAt: invoices.paidAt,
    })
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), inArray(invoices.id, ids)));
}

/** A paid ticket of the store by its number, for "link to a ticket". */
export async function findPaidInvoiceByNumber(db: Db, storeId: number, number: number) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(
      and(eq(invoices.storeId, storeId), eq(invoices.number, number), eq(invoices.status, 'paid')),
    );
  return row ?? null;
}

/** A store's terminal, removed or not (a sale's tip adjust goes to the terminal that took it). */
export async function getTerminalAny(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: terminalDevices.id,
      name: terminalDevices.name,
      host: terminalDevices.host,
      port: terminalDevices.port,
      mode: terminalDevices.mode,
      timeoutSeconds: terminalDevices.timeoutSeconds,
      stationId: terminalDevices.stationId,
      deletedAt: terminalDevices.deletedAt,
    })
    .from(terminalDevices)
    .where(and(eq(terminalDevices.storeId, storeId), eq(terminalDevices.id, id)));
  return row ?? null;
}

/** The terminal sale that paid a ticket (approved, not voided): the latest when there are several. */
export async function findTicketCardSale(
  db: Db,
  storeId: number,
  invoiceId: number,
  lock = false,
): Promise<CardTransactionRow | null> {
  const q = db
    .select()
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.invoiceId, invoiceId),
        eq(cardTransactions.kind, 'sale'),
        eq(cardTransactions.status, 'approved'),
        isNull(cardTransactions.voidedAt),
      ),
    )
    .orderBy(desc(cardTransactions.id))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Per ticket, whether its card tip is settled (its terminal sale is in a closed batch). */
export async function listCardTipStates(db: Db, storeId: number, invoiceIds: number[]) {
  if (!invoiceIds.length) return [];
  return db
    .select({
      invoiceId: cardTransactions.invoiceId,
      batchId: cardTransactions.batchId,
      tipCents: cardTransactions.tipCents,
      last4: cardTransactions.cardLast4,
    })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        inArray(cardTransactions.invoiceId, invoiceIds),
        eq(cardTransactions.kind, 'sale'),
        eq(cardTransactions.status, 'approved'),
        isNull(cardTransactions.voidedAt),
      ),
    );
}

/** Card tips of tickets paid in [start, end) whose sale is not in a closed batch yet: what payroll still waits on. */
export async function unsettledCardTips(
  db: Db,
  storeId: number,
  start: Date,
  end: Date,
): Promise<{ count: number; cents: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${cardTransactions.tipCents}), 0)::int`,
    })
    .from(cardTransactions)
    .innerJoin(
      invoices,
      and(eq(invoices.storeId, storeId), eq(invoices.id, cardTransactions.invoiceId)),
    )
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.kind, 'sale'),
        eq(cardTransactions.status, 'approved'),
        isNull(cardTransactions.voidedAt),
        isNull(cardTransactions.batchId),
        sql`${cardTransactions.tipCents} > 0`,
        eq(invoices.status, 'paid'),
        gte(invoices.paidAt, start),
        lt(invoices.paidAt, end),
      ),
    );
  return row;
}

export type ResolutionRow = typeof cardBatchResolutions.$inferSelect;

export async function listOpenResolutions(
  db: Db,
  storeId: number,
  terminalId: number,
): Promise<ResolutionRow[]> {
  return db
    .select()
    .from(cardBatchResolutions)
    .where(
      and(
        eq(cardBatchResolutions.storeId, storeId),
        eq(cardBatchResolutions.terminalId, terminalId),
        isNull(cardBatchResolutions.batchId),
      ),
    )
    .orderBy(asc(cardBatchResolutions.id));
}

export type NewResolution = Omit<
  typeof cardBatchResolutions.$inferInsert,
  'id' | 'storeId' | 'batchId' | 'createdAt'
>;

/** Records a resolution; false when that transaction already has one of this kind in the open batch (a double tap). */
export async function insertResolution(
  db: Db,
  storeId: number,
  values: NewResolution,
): Promise<boolean> {
  const rows = await db
    .insert(cardBatchResolutions)
    .values({ storeId, ...values })
    .onConflictDoNothing()
    .returning({ id: cardBatchResolutions.id });
  return rows.length > 0;
}

/** Inserts a card transaction the POS never sent (a terminal record recorded or linked at the close). */
export async function insertRecordedCardTransaction(
  db: Db,
  storeId: number,
  values: Omit<typeof cardTransactions.$inferInsert, 'id' | 'storeId'>,
) {
  const [row] = await db
    .insert(cardTransactions)
    .values({ storeId, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export type BatchClaim = typeof cardBatches.$inferSelect;

/**
 * Claims a terminal's close: one 'closing' row per terminal (unique index), so a second submit
 * finds it taken. A claim older than `staleBefore` (the process stopped while B00 was out) is dropped first.
 */
export async function claimBatchClose(
  db: Db,
  storeId: number,
  terminalId: number,
  by: { byUserId: number | null; byEmployeeId: number | null; byName: string },
  staleBefore: Date,
): Promise<BatchClaim | null> {
  await db
    .delete(cardBatches)
    .where(
      and(
        eq(cardBatches.storeId, storeId),
        eq(cardBatches.terminalId, terminalId),
        eq(cardBatches.status, 'closing'),
        lt(cardBatches.closedAt, staleBefore),
      ),
    );
  const [row] = await db
    .insert(cardBatches)
    .values({
      storeId,
      terminalId,
      status: 'closing',
      count: 0,
      amountCents: 0,
      posCount: 0,
      posAmountCents: 0,
      terminalCount: 0,
      terminalAmountCents: 0,
      ...by,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Whether the terminal's batch is being closed right now (a claim taken after `staleBefore`). */
export async function batchClosing(
  db: Db,
  storeId: number,
  terminalId: number,
  staleBefore: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: cardBatches.id })
    .from(cardBatches)
    .where(
      and(
        eq(cardBatches.storeId, storeId),
        eq(cardBatches.terminalId, terminalId),
        eq(cardBatches.status, 'closing'),
        gte(cardBatches.closedAt, staleBefore),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a ticket with a sale in the terminal's open batch is held by a refund, void or tip change
 * going through a terminal (a ticket_card_claims row taken after `staleBefore`).
 */
export async function openBatchTicketsClaimed(
  db: Db,
  storeId: number,
  terminalId: number,
  staleBefore: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ invoiceId: ticketCardClaims.invoiceId })
    .from(ticketCardClaims)
    .innerJoin(
      cardTransactions,
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.invoiceId, ticketCardClaims.invoiceId),
        eq(cardTransactions.terminalId, terminalId),
        isNull(cardTransactions.batchId),
      ),
    )
    .where(and(eq(ticketCardClaims.storeId, storeId), gte(ticketCardClaims.claimedAt, staleBefore)))
    .limit(1);
  return row !== undefined;
}

export async function dropBatchClaim(db: Db, storeId: number, id: number) {
  await db
    .delete(cardBatches)
    .where(
      and(
        eq(cardBatches.storeId, storeId),
        eq(cardBatches.id, id),
        eq(cardBatches.status, 'closing'),
      ),
    );
}

export interface ClosedBatchValues {
  batchNo: string | null;
  hostRef: string | null;
  count: number;
  amountCents: number;
  tipCents: number;
  posCount: number;
  posAmountCents: number;
  terminalCount: number;
  terminalAmountCents: number;
  differences: BatchDifference[];
  resultCode: string;
  resultText: string;
  closedAt: Date;
}

/** Turns the claim into the closed batch and stamps the open batch's transactions and resolutions with it. */
export async function finishBatchClose(
  db: Db,
  storeId: number,
  terminalId: number,
  claimId: number,
  values: ClosedBatchValues,
  transactionIds: number[],
) {
  await db
    .update(cardBatches)
    .set({ ...values, status: 'closed' })
    .where(and(eq(cardBatches.storeId, storeId), eq(cardBatches.id, claimId)));
  if (transactionIds.length) {
    await db
      .update(cardTransactions)
      .set({ batchId: claimId })
      .where(
        and(
          eq(cardTransactions.storeId, storeId),
          eq(cardTransactions.terminalId, terminalId),
          isNull(cardTransactions.batchId),
          inArray(cardTransactions.id, transactionIds),
        ),
      );
  }
  await db
    .update(cardBatchResolutions)
    .set({ batchId: claimId })
    .where(
      and(
        eq(cardBatchResolutions.storeId, storeId),
        eq(cardBatchResolutions.terminalId, terminalId),
        isNull(cardBatchResolutions.batchId),
      ),
    );
}

const batchColumns = {
  id: cardBatches.id,
  terminalId: cardBatches.terminalId,
  terminalName: terminalDevices.name,
  batchNo: cardBatches.batchNo,
  hostRef: cardBatches.hostRef,
  count: cardBatches.count,
  amountCents: cardBatches.amountCents,
  tipCents: cardBatches.tipCents,
  posCount: cardBatches.posCount,
  posAmountCents: cardBatches.posAmountCents,
  terminalCount: cardBatches.terminalCount,
  terminalAmountCents: cardBatches.terminalAmountCents,
  differences: cardBatches.differences,
  resultText: cardBatches.resultText,
  byName: cardBatches.byName,
  closedAt: cardBatches.closedAt,
};

/** Closed batches of the store, newest first, paged. */
export async function listClosedBatches(
  db: Db,
  storeId: number,
  page: { limit: number; offset: number },
) {
  const where = and(eq(cardBatches.storeId, storeId), eq(cardBatches.status, 'closed'));
  const [rows, [total]] = await Promise.all([
    db
      .select(batchColumns)
      .from(cardBatches)
      .innerJoin(
        terminalDevices,
        and(eq(terminalDevices.storeId, storeId), eq(terminalDevices.id, cardBatches.terminalId)),
      )
      .where(where)
      .orderBy(desc(cardBatches.closedAt), desc(cardBatches.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cardBatches)
      .where(where),
  ]);
  return { rows, total: total.n };
}

/** One closed batch of the store (a route's loader: another store's, or one still closing, is null). */
export async function findClosedBatch(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(batchColumns)
    .from(cardBatches)
    .innerJoin(
      terminalDevices,
      and(eq(terminalDevices.storeId, storeId), eq(terminalDevices.id, cardBatches.terminalId)),
    )
    .where(
      and(
        eq(cardBatches.storeId, storeId),
        eq(cardBatches.id, id),
        eq(cardBatches.status, 'closed'),
      ),
    );
  return row ?? null;
}

/** The approved sales and returns a closed batch settled, with their tickets. */
export async function listBatchTransactions(db: Db, storeId: number, batchId: number) {
  return db
    .select({
      id: cardTransactions.id,
      kind: cardTransactions.kind,
      approvedCents: cardTransactions.approvedCents,
      tipCents: cardTransactions.tipCents,
      cardLast4: cardTransactions.cardLast4,
      cardType: cardTransactions.cardType,
      terminalRef: cardTransactions.terminalRef,
      byName: cardTransactions.byName,
      createdAt: cardTransactions.createdAt,
      invoiceId: cardTransactions.invoiceId,
      invoiceNumber: invoices.number,
    })
    .from(cardTransactions)
    .leftJoin(
      invoices,
      and(eq(invoices.storeId, storeId), eq(invoices.id, cardTransactions.invoiceId)),
    )
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.batchId, batchId),
        inArray(cardTransactions.kind, ['sale', 'return']),
        eq(cardTransactions.status, 'approved'),
        isNull(cardTransactions.voidedAt),
      ),
    )
    .orderBy(asc(cardTransactions.id))
    .limit(2000);
}

/** Ids of the terminal's open-batch rows that are answered (not pending): what a close stamps. */
export async function listAnsweredOpenIds(
  db: Db,
  storeId: number,
  terminalId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: cardTransactions.id })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.storeId, storeId),
        eq(cardTransactions.terminalId, terminalId),
        isNull(cardTransactions.batchId),
        ne(cardTransactions.status, 'pending'),
        isNotNull(cardTransactions.id),
      ),
    );
  return rows.map((r) => r.id);
}
