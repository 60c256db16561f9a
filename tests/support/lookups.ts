import { and, eq } from 'drizzle-orm';
import type { Db } from '../../database/client';
import { employees, stores } from '../../database/schema';

/** The id of a seeded store by name ("Lotus Nail Spa", "Rose Nails"). */
export async function storeId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  if (!row) throw new Error(`no store named ${name}`);
  return row.id;
}

/** A store's employee row by staff number (trash included), or undefined. */
export async function employeeByNumber(db: Db, storeId: number, staffNumber: string) {
  const [row] = await db.select().from(employees).where(and(eq(employees.storeId, storeId), eq(employees.staffNumber, staffNumber)));
  return row;
}
