import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { customers } from '../schema';

/** A customer of the store, or null (another store's id is as good as none). */
export async function getCustomer(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone, email: customers.email })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)));
  return row ?? null;
}
