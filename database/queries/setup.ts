import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, employees, openingHours, services, stations, terminalDevices, tipRules } from '../schema';

const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

/** How much of a store is set up: what the first-run checklist looks at (issue 20). */
export async function setupCounts(db: Db, storeId: number) {
  const [openDays, serviceCount, technicians, stationCount, terminals, tipRuleRows] = await Promise.all([
    n(db.select({ n: count() }).from(openingHours).where(and(eq(openingHours.storeId, storeId), isNotNull(openingHours.openMinute)))),
    n(db.select({ n: count() }).from(services).where(and(eq(services.storeId, storeId), eq(services.kind, 'service'), eq(services.isActive, true)))),
    n(db.select({ n: count() }).from(employees).where(and(eq(employees.storeId, storeId), isNull(employees.deletedAt)))),
    n(db.select({ n: count() }).from(stations).where(eq(stations.storeId, storeId))),
    n(db.select({ n: count() }).from(terminalDevices).where(and(eq(terminalDevices.storeId, storeId), isNull(terminalDevices.deletedAt)))),
    n(db.select({ n: count() }).from(tipRules).where(eq(tipRules.storeId, storeId))),
  ]);
  return { openDays, services: serviceCount, technicians, stations: stationCount, terminals, tipRules: tipRuleRows };
}

/** The store's category ids by lower-cased name. */
export async function categoryIdsByName(db: Db, storeId: number): Promise<Map<string, number>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.storeId, storeId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/** Lower-cased names of the store's services (any category, active or not). */
export async function serviceNames(db: Db, storeId: number): Promise<Set<string>> {
  const rows = await db.select({ name: sql<string>`lower(${services.name})` }).from(services).where(eq(services.storeId, storeId));
  return new Set(rows.map((r) => r.name));
}

/** Serialises the store's setup writes until the transaction ends: a double submit of the template waits, then finds what the first one made. */
export async function lockStoreSetup(db: Db, storeId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${7_020_000}, ${storeId})`);
}
