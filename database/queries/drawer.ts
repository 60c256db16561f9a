import { and, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  drawerMovements,
  drawerSessions,
  drawerSettings,
  employees,
  invoices,
  refundPayments,
  refunds,
  type DrawerMovementKind,
} from '../schema';
import { clock } from '../../common/clock';

/** The cash drawer's sessions, movements and threshold (server/domain/drawer). Every query leads with the store. */

export const DEFAULT_VARIANCE_THRESHOLD_CENTS = 500;

export type DrawerSessionRow = typeof drawerSessions.$inferSelect;
export type NewDrawerSession = Omit<typeof drawerSessions.$inferInsert, 'id' | 'storeId'>;
export type NewDrawerMovement = Omit<typeof drawerMovements.$inferInsert, 'id' | 'storeId'>;

/** One session of the store, or null; `lock` takes the row for the rest of the transaction. */
export async function getDrawerSession(
  db: Db,
  storeId: number,
  id: number,
  lock = false,
): Promise<DrawerSessionRow | null> {
  const query = db
    .select()
    .from(drawerSessions)
    .where(and(eq(drawerSessions.storeId, storeId), eq(drawerSessions.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** The store's open session (at most one: the partial unique index), or null. */
export async function getOpenDrawerSession(
  db: Db,
  storeId: number,
): Promise<DrawerSessionRow | null> {
  const [row] = await db
    .select()
    .from(drawerSessions)
    .where(and(eq(drawerSessions.storeId, storeId), eq(drawerSessions.status, 'open')));
  return row ?? null;
}

/** The counted session whose window [opened_at, counted_at) holds `at`, or null (the drawer open then is not counted yet, or there was none); `lock` takes the row. */
export async function findCountedDrawerSessionAt(
  db: Db,
  storeId: number,
  at: Date,
  lock = false,
): Promise<DrawerSessionRow | null> {
  const query = db
    .select()
    .from(drawerSessions)
    .where(
      and(
        eq(drawerSessions.storeId, storeId),
        lte(drawerSessions.openedAt, at),
        gt(drawerSessions.countedAt, at),
      ),
    )
    .orderBy(desc(drawerSessions.openedAt))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function findDrawerSessionByKey(
  db: Db,
  storeId: number,
  key: string,
): Promise<DrawerSessionRow | null> {
  const [row] = await db
    .select()
    .from(drawerSessions)
    .where(and(eq(drawerSessions.storeId, storeId), eq(drawerSessions.idempotencyKey, key)));
  return row ?? null;
}

export async function insertDrawerSession(
  db: Db,
  storeId: number,
  values: NewDrawerSession,
): Promise<number> {
  const [row] = await db
    .insert(drawerSessions)
    .values({ ...values, storeId })
    .returning({ id: drawerSessions.id });
  return row.id;
}

export async function updateDrawerSession(
  db: Db,
  storeId: number,
  id: number,
  values: Partial<NewDrawerSession>,
): Promise<void> {
  await db
    .update(drawerSessions)
    .set(values)
    .where(and(eq(drawerSessions.storeId, storeId), eq(drawerSessions.id, id)));
}

/** The store's sessions, newest first, a page at a time, with how many there are. */
export async function listDrawerSessions(
  db: Db,
  storeId: number,
  page: { limit: number; offset: number },
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(drawerSessions)
      .where(eq(drawerSessions.storeId, storeId))
      .orderBy(desc(drawerSessions.openedAt), desc(drawerSessions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(drawerSessions)
      .where(eq(drawerSessions.storeId, storeId)),
  ]);
  return { rows, total };
}

/** The sessions opened on one store day, in order. */
export async function listDrawerSessionsOn(
  db: Db,
  storeId: number,
  businessDate: string,
): Promise<DrawerSessionRow[]> {
  return db
    .select()
    .from(drawerSessions)
    .where(and(eq(drawerSessions.storeId, storeId), eq(drawerSessions.businessDate, businessDate)))
    .orderBy(drawerSessions.openedAt, drawerSessions.id);
}

export async function findDrawerMovementByKey(db: Db, storeId: number, key: string) {
  const [row] = await db
    .select({ id: drawerMovements.id, sessionId: drawerMovements.sessionId })
    .from(drawerMovements)
    .where(and(eq(drawerMovements.storeId, storeId), eq(drawerMovements.idempotencyKey, key)));
  return row ?? null;
}

export async function insertDrawerMovement(
  db: Db,
  storeId: number,
  values: NewDrawerMovement,
): Promise<number> {
  const [row] = await db
    .insert(drawerMovements)
    .values({ ...values, storeId })
    .returning({ id: drawerMovements.id });
  return row.id;
}

/** A session's movements in order, with the technician's name for a tip payout. */
export async function listDrawerMovements(db: Db, storeId: number, sessionIds: number[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      id: drawerMovements.id,
      sessionId: drawerMovements.sessionId,
      kind: drawerMovements.kind,
      amountCents: drawerMovements.amountCents,
      reason: drawerMovements.reason,
      employeeId: drawerMovements.employeeId,
      employeeName: employees.name,
      byName: drawerMovements.byName,
      createdAt: drawerMovements.createdAt,
    })
    .from(drawerMovements)
    .leftJoin(
      employees,
      and(eq(employees.storeId, storeId), eq(employees.id, drawerMovements.employeeId)),
    )
    .where(
      and(eq(drawerMovements.storeId, storeId), inArray(drawerMovements.sessionId, sessionIds)),
    )
    .orderBy(drawerMovements.createdAt, drawerMovements.id);
}

/** Each session's movements added up by kind. */
export async function sumDrawerMovements(db: Db, storeId: number, sessionIds: number[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      sessionId: drawerMovements.sessionId,
      kind: drawerMovements.kind,
      cents: sql<number>`sum(${drawerMovements.amountCents})::int`,
    })
    .from(drawerMovements)
    .where(
      and(eq(drawerMovements.storeId, storeId), inArray(drawerMovements.sessionId, sessionIds)),
    )
    .groupBy(drawerMovements.sessionId, drawerMovements.kind) as Promise<
    { sessionId: number; kind: DrawerMovementKind; cents: number }[]
  >;
}

/**
 * The cash the tickets moved in a window [start, end): cash kept on tickets
 * paid in it and still paid (invoices.cash_amount, net of change; a voided
 * ticket's cash went back), and cash handed back by refunds given in it.
 * One statement, so it can run inside the closing transaction.
 */
export async function sumCashInWindow(db: Db, storeId: number, w: { start: Date; end: Date }) {
  const sales = db
    .select({ c: sql`coalesce(sum(${invoices.cashAmount}), 0)` })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.status, 'paid'),
        gte(invoices.paidAt, w.start),
        lt(invoices.paidAt, w.end),
      ),
    );
  const back = db
    .select({ c: sql`coalesce(sum(${refundPayments.amountCents}), 0)` })
    .from(refunds)
    .innerJoin(
      refundPayments,
      and(
        eq(refundPayments.storeId, storeId),
        eq(refundPayments.refundId, refunds.id),
        eq(refundPayments.type, 'cash'),
      ),
    )
    .where(
      and(
        eq(refunds.storeId, storeId),
        gte(refunds.createdAt, w.start),
        lt(refunds.createdAt, w.end),
      ),
    );
  const [row] = await db
    .select({
      cashSalesCents: sql<number>`(${sales})::int`,
      cashRefundCents: sql<number>`(${back})::int`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

export async function getDrawerThreshold(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ cents: drawerSettings.varianceThresholdCents })
    .from(drawerSettings)
    .where(eq(drawerSettings.storeId, storeId));
  return row?.cents ?? DEFAULT_VARIANCE_THRESHOLD_CENTS;
}

export async function saveDrawerThreshold(db: Db, storeId: number, cents: number): Promise<void> {
  await db
    .insert(drawerSettings)
    .values({ storeId, varianceThresholdCents: cents })
    .onConflictDoUpdate({
      target: drawerSettings.storeId,
      set: { varianceThresholdCents: cents, updatedAt: clock.now() },
    });
}
