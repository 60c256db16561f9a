import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  categories,
  employeePayrollSettings,
  employees,
  openingHours,
  services,
  stations,
  storeSettings,
  stores,
  terminalDevices,
  tipRules,
} from '../schema';
import { clock } from '../../common/clock';

const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

/** How much of a store is set up: what the first-run checklist looks at. */
export async function setupCounts(db: Db, storeId: number) {
  const [openDays, serviceCount, technicians, stationCount, terminals, tipRuleRows, business] =
    await Promise.all([
      n(
        db
          .select({ n: count() })
          .from(openingHours)
          .where(and(eq(openingHours.storeId, storeId), isNotNull(openingHours.openMinute))),
      ),
      n(
        db
          .select({ n: count() })
          .from(services)
          .where(
            and(
              eq(services.storeId, storeId),
              eq(services.kind, 'service'),
              eq(services.isActive, true),
            ),
          ),
      ),
      n(
        db
          .select({ n: count() })
          .from(employees)
          .where(and(eq(employees.storeId, storeId), isNull(employees.deletedAt))),
      ),
      n(db.select({ n: count() }).from(stations).where(eq(stations.storeId, storeId))),
      n(
        db
          .select({ n: count() })
          .from(terminalDevices)
          .where(and(eq(terminalDevices.storeId, storeId), isNull(terminalDevices.deletedAt))),
      ),
      n(db.select({ n: count() }).from(tipRules).where(eq(tipRules.storeId, storeId))),
      db
        .select({ phone: stores.phone, address: stores.address })
        .from(stores)
        .where(eq(stores.id, storeId)),
    ]);
  const contact = business[0];
  return {
    // Registering asks only for the name: a phone or an address means the business step was saved.
    businessSaved: !!(contact?.phone || contact?.address),
    openDays,
    services: serviceCount,
    technicians,
    stations: stationCount,
    terminals,
    tipRules: tipRuleRows,
  };
}

/** The store's category ids by lower-cased name. */
export async function categoryIdsByName(db: Db, storeId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/** Lower-cased names of the store's services (any category, active or not). */
export async function serviceNames(db: Db, storeId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${services.name})` })
    .from(services)
    .where(eq(services.storeId, storeId));
  return new Set(rows.map((r) => r.name));
}

/** Serialises the store's setup writes until the transaction ends: a double submit of the template waits, then finds what the first one made. */
export async function lockStoreSetup(db: Db, storeId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${7_020_000}, ${storeId})`);
}

/** The store's employees (not in the trash) with their commission, for the setup wizard's list of technicians added. */
export async function setupTechnicians(db: Db, storeId: number) {
  return db
    .select({
      id: employees.id,
      name: employees.name,
      staffNumber: employees.staffNumber,
      commissionRateBp: employeePayrollSettings.commissionRateBp,
    })
    .from(employees)
    .leftJoin(
      employeePayrollSettings,
      and(
        eq(employeePayrollSettings.storeId, storeId),
        eq(employeePayrollSettings.employeeId, employees.id),
      ),
    )
    .where(and(eq(employees.storeId, storeId), isNull(employees.deletedAt)))
    .orderBy(employees.id)
    .limit(200);
}

/** When the owner hid the dashboard's setup card, or null. */
export async function setupDismissedAt(db: Db, storeId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: storeSettings.setupDismissedAt })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  return row?.at ?? null;
}

/** Hides the card; the first time is kept, so a second tap changes nothing. */
export async function dismissSetupCard(db: Db, storeId: number) {
  await db
    .insert(storeSettings)
    .values({ storeId, setupDismissedAt: clock.now() })
    .onConflictDoUpdate({
      target: storeSettings.storeId,
      set: {
        setupDismissedAt: sql`coalesce(${storeSettings.setupDismissedAt}, excluded.setup_dismissed_at)`,
      },
    });
}
