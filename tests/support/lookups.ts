import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../database/client';
import { employees, invoices, stores } from '../../database/schema';
import { storeDayBounds, storeToday } from '../../common/storeTime';

/** The id of a seeded store by name ("Lotus Nail Spa", "Rose Nails"). */
export async function storeId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  if (!row) throw new Error(`no store named ${name}`);
  return row.id;
}

/** A store's employee row by staff number (trash included), or undefined. */
export async function employeeByNumber(db: Db, storeId: number, staffNumber: string) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.storeId, storeId), eq(employees.staffNumber, staffNumber)));
  return row;
}

/**
 * The demo seeds paid tickets up to the moment the test run started, so once
 * the salon has opened, "today" already has some (and their turns). A test
 * that counts today's turns from nothing moves today's paid demo tickets a
 * week back first.
 */
export async function emptyToday(db: Db, storeId: number, timezone = 'America/New_York') {
  const { start, end } = storeDayBounds(timezone, storeToday(timezone));
  await db
    .update(invoices)
    .set({ paidAt: sql`${invoices.paidAt} - interval '7 days'` })
    .where(
      and(eq(invoices.storeId, storeId), gte(invoices.paidAt, start), lt(invoices.paidAt, end)),
    );
}
