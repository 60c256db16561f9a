import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  categories,
  checkIns,
  checkInSettings,
  clockRecords,
  customers,
  employees,
  invoiceLines,
  services,
  stores,
  turnEvents,
  type CheckInStatus,
} from '../schema';

export type CheckInRow = typeof checkIns.$inferSelect;

/** One check-in of the store, locked for an update when `forUpdate` (two desks tapping the same row wait for each other). */
export async function findCheckIn(
  db: Db,
  storeId: number,
  checkInId: number,
  forUpdate = false,
): Promise<CheckInRow | null> {
  if (!Number.isSafeInteger(checkInId) || checkInId <= 0 || checkInId > 2147483647) return null;
  const q = db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.storeId, storeId), eq(checkIns.id, checkInId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertCheckIn(
  db: Db,
  values: typeof checkIns.$inferInsert,
): Promise<CheckInRow> {
  const [row] = await db.insert(checkIns).values(values).returning();
  return row;
}

export async function updateCheckIn(
  db: Db,
  storeId: number,
  checkInId: number,
  values: Partial<typeof checkIns.$inferInsert>,
): Promise<CheckInRow> {
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
export async function findActiveEmployee(
  db: Db,
  storeId: number,
  technicianId: number,
): Promise<{ id: number; name: string } | null> {
  if (!Number.isSafeInteger(technicianId) || technicianId <= 0 || technicianId > 2147483647)
    return null;
  const [row] = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        eq(employees.id, technicianId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    );
  return row ?? null;
}

/** A customer's open (waiting or assigned) check-in in the store, if any. */
export async function findOpenCheckInOfCustomer(
  db: Db,
  storeId: number,
  customerId: number,
): Promise<CheckInRow | null> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.storeId, storeId),
        eq(checkIns.customerId, customerId),
        inArray(checkIns.status, ['waiting', 'assigned'] satisfies CheckInStatus[]),
      ),
    );
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
      requestedTechnicianId: checkIns.requestedTechnicianId,
      assignedTechnicianId: checkIns.assignedTechnicianId,
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

export type CheckInSettingsRow = typeof checkInSettings.$inferSelect;
export type CheckInSettingsValues = Pick<
  CheckInSettingsRow,
  | 'requireEmail'
  | 'requireBirthday'
  | 'requireServices'
  | 'allowTechnicianChoice'
  | 'welcomeText'
  | 'resetSeconds'
  | 'consentText'
>;

/** The store's "Check-ins" settings, or null until first needed. */
export async function getCheckInSettings(
  db: Db,
  storeId: number,
): Promise<CheckInSettingsRow | null> {
  const [row] = await db.select().from(checkInSettings).where(eq(checkInSettings.storeId, storeId));
  return row ?? null;
}

/** The row, made with the schema's defaults and `token` when missing (a concurrent maker's row wins). */
export async function ensureCheckInSettings(
  db: Db,
  storeId: number,
  token: string,
): Promise<CheckInSettingsRow> {
  await db
    .insert(checkInSettings)
    .values({ storeId, kioskToken: token })
    .onConflictDoNothing({ target: checkInSettings.storeId });
  return (await getCheckInSettings(db, storeId))!;
}

/** Saves the tab's values (the row is made first when missing, with `token`). */
export async function saveCheckInSettings(
  db: Db,
  storeId: number,
  values: CheckInSettingsValues,
  token: string,
) {
  await db
    .insert(checkInSettings)
    .values({ storeId, kioskToken: token, ...values })
    .onConflictDoUpdate({
      target: checkInSettings.storeId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** A new kiosk link: the old one stops working at once. */
export async function setKioskToken(db: Db, storeId: number, token: string) {
  await db
    .insert(checkInSettings)
    .values({ storeId, kioskToken: token })
    .onConflictDoUpdate({
      target: checkInSettings.storeId,
      set: { kioskToken: token, updatedAt: sql`now()` },
    });
}

/** The store behind a public kiosk link, with its settings, or null. */
export async function findKioskByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      storeId: stores.id,
      storeName: stores.name,
      timezone: stores.timezone,
      settings: checkInSettings,
    })
    .from(checkInSettings)
    .innerJoin(stores, eq(stores.id, checkInSettings.storeId))
    .where(eq(checkInSettings.kioskToken, token));
  return row ?? null;
}

/** The store's customer with this phone: only what the kiosk may use (her first name is all it shows). */
export async function findCheckInCustomerByPhone(db: Db, storeId: number, phone: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.phone, phone)));
  return row ?? null;
}

export async function getCheckInCustomer(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return row ?? null;
}

/** A customer made at check-in (kiosk or desk) from what she typed. */
export async function insertCheckInCustomer(
  db: Db,
  storeId: number,
  values: {
    name: string;
    phone: string;
    email: string | null;
    birthdayMonth: number | null;
    birthdayDay: number | null;
  },
) {
  const [row] = await db
    .insert(customers)
    .values({ storeId, ...values })
    .returning({ id: customers.id, name: customers.name });
  return row;
}

/** Technicians clocked in now (active, not deleted), by name: whom a customer may ask for. */
export async function listClockedInTechnicians(db: Db, storeId: number) {
  return db
    .selectDistinct({ id: employees.id, name: employees.name })
    .from(employees)
    .innerJoin(
      clockRecords,
      and(
        eq(clockRecords.employeeId, employees.id),
        eq(clockRecords.storeId, storeId),
        isNull(clockRecords.clockOut),
      ),
    )
    .where(
      and(
        eq(employees.storeId, storeId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(employees.name), asc(employees.id));
}

/** The bookable menu: active services (not retail) with their category, duration and price, in menu order. */
export async function listCheckInServices(db: Db, storeId: number) {
  const [cats, items] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({
        id: services.id,
        categoryId: services.categoryId,
        name: services.name,
        minutes: services.durationMinutes,
        priceCents: services.priceCents,
      })
      .from(services)
      .where(
        and(
          eq(services.storeId, storeId),
          eq(services.isActive, true),
          eq(services.kind, 'service'),
        ),
      )
      .orderBy(asc(services.sortOrder), asc(services.name)),
  ]);
  return { categories: cats, services: items };
}

/** Durations and names of any of the store's services (inactive ones too: an old check-in still names them). */
export async function listServicesById(db: Db, storeId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: services.id,
      name: services.name,
      minutes: services.durationMinutes,
      priceCents: services.priceCents,
      kind: services.kind,
      isActive: services.isActive,
    })
    .from(services)
    .where(and(eq(services.storeId, storeId), inArray(services.id, ids)));
}

/** Marks the ticket's service lines done by the technician the customer asked for (they count as requested, not walk-in turns). */
export async function markRequestedLines(
  db: Db,
  storeId: number,
  invoiceId: number,
  technicianId: number,
) {
  await db
    .update(invoiceLines)
    .set({ requested: true })
    .where(
      and(
        eq(invoiceLines.storeId, storeId),
        eq(invoiceLines.invoiceId, invoiceId),
        eq(invoiceLines.technicianId, technicianId),
        eq(invoiceLines.kind, 'service'),
      ),
    );
}
