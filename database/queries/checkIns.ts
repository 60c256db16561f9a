import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { checkIns, customers, employees, turnEvents, type CheckInStatus } from '../schema';

export type CheckInRow = typeof checkIns.$inferSelect;

/** One check-in of the store, locked for an update when `forUpdate` (two desks tapping the same row wait for each other). */
export async function findCheckIn(db: Db, storeId: number, checkInId: number, forUpdate = false): Promise<CheckInRow | null> {
  if (!Number.isSafeInteger(checkInId) || checkInId <= 0 || checkInId > 2147483647) return null;
  const q = db.select().from(checkIns).where(and(eq(checkIns.storeId, storeId), eq(checkIns.id, checkInId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertCheckIn(db: Db, values: typeof checkIns.$inferInsert): Promise<CheckInRow> {
  const [row] = await db.insert(checkIns).values(values).returning();
  return row;
}

export async function updateCheckIn(db: Db, storeId: number, checkInId: number, values: Partial<typeof checkIns.$inferInsert>): Promise<CheckInRow> {
  const [row] = await db
    .update(checkIns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(checkIns.storeId, storeId), eq(checkIns.id, checkInId)))
    .returning();
  return row;
}

export async function insertTurnEvent(db: Db, values: typeof turnEvents.$inferInsert) {
  await db.insert(turnEvents).values(values);
}

/** An active, not-deleted employee of the store (a technician the desk may assign), or null. */
export async function findActiveEmployee(db: Db, storeId: number, employeeId: number): Promise<{ id: number; name: string } | null> {
  if (!Number.isSafeInteger(employeeId) || employeeId <= 0 || employeeId > 2147483647) return null;
  const [row] = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), eq(employees.id, employeeId), eq(employees.isActive, true), sql`${employees.deletedAt} is null`));
  return row ?? null;
}

/** A customer's open (waiting or assigned) check-in in the store, if any. */
export async function findOpenCheckInOfCustomer(db: Db, storeId: number, customerId: number): Promise<CheckInRow | null> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.storeId, storeId), eq(checkIns.customerId, customerId), inArray(checkIns.status, ['waiting', 'assigned'] satisfies CheckInStatus[])));
  return row ?? null;
}

/** The store day's check-ins with the customer's name and phone, oldest first (the desk's queue). */
export async function listCheckInsOfDay(db: Db, storeId: number, businessDate: string) {
  return db
    .select({
      id: checkIns.id,
      status: checkIns.status,
      source: checkIns.source,
      customerId: checkIns.customerId,
      customerName: customers.name,
      customerPhone: customers.phone,
      requestedEmployeeId: checkIns.requestedEmployeeId,
      assignedEmployeeId: checkIns.assignedEmployeeId,
      serviceIds: checkIns.serviceIds,
      note: checkIns.note,
      checkedInAt: checkIns.checkedInAt,
      assignedAt: checkIns.assignedAt,
      startedAt: checkIns.startedAt,
      finishedAt: checkIns.finishedAt,
      cancelReason: checkIns.cancelReason,
      invoiceId: checkIns.invoiceId,
      byName: checkIns.byName,
    })
    .from(checkIns)
    .innerJoin(customers, eq(customers.id, checkIns.customerId))
    .where(and(eq(checkIns.storeId, storeId), eq(checkIns.businessDate, businessDate)))
    .orderBy(asc(checkIns.checkedInAt), asc(checkIns.id));
}
