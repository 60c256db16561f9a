import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { stations } from '../schema';

export async function listStations(db: Db, storeId: number) {
  return db
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(eq(stations.storeId, storeId))
    .orderBy(asc(stations.name));
}

export async function getStation(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(and(eq(stations.storeId, storeId), eq(stations.id, id)));
  return row ?? null;
}

export async function createStation(db: Db, storeId: number, input: { name: string }) {
  const [row] = await db
    .insert(stations)
    .values({ storeId, name: input.name })
    .returning({ id: stations.id });
  return row;
}

export async function updateStation(db: Db, storeId: number, id: number, input: { name: string }) {
  const rows = await db
    .update(stations)
    .set(input)
    .where(and(eq(stations.storeId, storeId), eq(stations.id, id)))
    .returning({ id: stations.id });
  return rows.length > 0;
}

export async function deleteStation(db: Db, storeId: number, id: number) {
  const rows = await db
    .delete(stations)
    .where(and(eq(stations.storeId, storeId), eq(stations.id, id)))
    .returning({ id: stations.id });
  return rows.length > 0;
}

/** The store a device's station belongs to; used before anyone is signed in (employee login). */
export async function getStationWithStore(db: Db, id: number) {
  const [row] = await db
    .select({ id: stations.id, name: stations.name, storeId: stations.storeId })
    .from(stations)
    .where(eq(stations.id, id));
  return row ?? null;
}
