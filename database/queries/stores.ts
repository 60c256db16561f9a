import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { stores } from '../schema';

export async function getStore(db: Db, id: number) {
  const [store] = await db
    .select({ id: stores.id, name: stores.name, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.id, id));
  return store ?? null;
}

export async function createStore(
  db: Db,
  input: { name: string; timezone?: string; address?: string | null },
) {
  const [store] = await db.insert(stores).values(input).returning();
  return store;
}

/** Every store with its zone, in id order (background passes over all stores). */
export async function listStoreZones(db: Db) {
  return db
    .select({ id: stores.id, timezone: stores.timezone })
    .from(stores)
    .orderBy(asc(stores.id));
}
