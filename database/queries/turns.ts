import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  checkIns,
  clockRecords,
  customers,
  employees,
  invoiceLines,
  invoices,
  stores,
  storeSettings,
  turnEvents,
  turnSettings,
  TURN_STATUSES,
  type TurnStatus,
} from '../schema';
import { storeDayBounds } from '../../common/storeTime';
import { DEFAULT_TURN_SETTINGS, type TurnSettings } from '../../common/turnSettings';

export type TurnSettingsRow = TurnSettings;

/** The store's turn rules; the defaults until the "Turns" settings are first saved. */
export async function getTurnSettings(db: Db, storeId: number): Promise<TurnSettings> {
  const [row] = await db
    .select({
      mode: turnSettings.mode,
      ordering: turnSettings.ordering,
      basis: turnSettings.basis,
      smallServiceThresholdCents: turnSettings.smallServiceThresholdCents,
      countRequested: turnSettings.countRequested,
      countAppointments: turnSettings.countAppointments,
      breakReturn: turnSettings.breakReturn,
    })
    .from(turnSettings)
    .where(eq(turnSettings.storeId, storeId));
  return row ?? { ...DEFAULT_TURN_SETTINGS };
}

/** Creates or replaces the store's row: saving twice is the same as saving once. */
export async function saveTurnSettings(db: Db, storeId: number, values: TurnSettings) {
  await db
    .insert(turnSettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({
      target: turnSettings.storeId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/**
 * Everything the turn rules read for one store day (their TurnInput), in four
 * queries: the store's zone, settings and ticket prefix, the clock records
 * overlapping the day (with names), the paid or voided service lines with a
 * technician, and the board's events. Null for an unknown store.
 */
export async function loadTurnInput(db: Db, storeId: number, businessDate: string) {
  const [store] = await db
    .select({
      timezone: stores.timezone,
      settings: turnSettings,
      ticketPrefix: storeSettings.ticketPrefix,
    })
    .from(stores)
    .leftJoin(turnSettings, eq(turnSettings.storeId, stores.id))
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!store) return null;
  const { start, end } = storeDayBounds(store.timezone, businessDate);
  const s = store.settings;
  const settings: TurnSettings = s
    ? {
        mode: s.mode,
        ordering: s.ordering,
        basis: s.basis,
        smallServiceThresholdCents: s.smallServiceThresholdCents,
        countRequested: s.countRequested,
        countAppointments: s.countAppointments,
        breakReturn: s.breakReturn,
      }
    : { ...DEFAULT_TURN_SETTINGS };
  const [records, lines, events] = await Promise.all([
    listDayClockRecords(db, storeId, start, end),
    listDayServiceLines(db, storeId, start, end),
    listDayTurnEvents(db, storeId, businessDate),
  ]);
  const technicians = new Map<number, { id: number; name: string }>();
  for (const r of records) technicians.set(r.employeeId, { id: r.employeeId, name: r.name });
  return {
    // Events carry the business date, not an instant inside it: the rules read them as the day's.
    day: { date: businessDate, start, end },
    technicians: [...technicians.values()],
    clockRecords: records.map((r) => ({
      employeeId: r.employeeId,
      clockIn: r.clockIn,
      clockOut: r.clockOut,
    })),
    lines: lines.map((l) => ({
      invoiceId: l.invoiceId,
      invoiceNumber: l.invoiceNumber,
      technicianId: l.technicianId!,
      service: l.service,
      turnWeightHalves: l.turnWeightHalves,
      netCents: l.netCents,
      requested: l.requested,
      appointment: l.appointmentId !== null,
      voided: l.status === 'voided',
      paidAt: l.paidAt!,
    })),
    events: events.map((e) => ({
      ...e,
      status:
        e.status && (TURN_STATUSES as readonly string[]).includes(e.status)
          ? (e.status as TurnStatus)
          : null,
    })),
    settings,
    ticketPrefix: store.ticketPrefix ?? '',
  };
}

/** The clock records overlapping the day, of employees not trashed, with their names, earliest first. */
function listDayClockRecords(db: Db, storeId: number, start: Date, end: Date) {
  return db
    .select({
      employeeId: clockRecords.employeeId,
      name: employees.name,
      clockIn: clockRecords.clockIn,
      clockOut: clockRecords.clockOut,
    })
    .from(clockRecords)
    .innerJoin(
      employees,
      and(eq(employees.id, clockRecords.employeeId), eq(employees.storeId, storeId)),
    )
    .where(
      and(
        eq(clockRecords.storeId, storeId),
        lt(clockRecords.clockIn, end),
        or(isNull(clockRecords.clockOut), gte(clockRecords.clockOut, start)),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(clockRecords.clockIn));
}

/** The day's paid or voided service lines that have a technician, in the order they were paid. */
function listDayServiceLines(db: Db, storeId: number, start: Date, end: Date) {
  return db
    .select({
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      technicianId: invoiceLines.technicianId,
      service: invoiceLines.name,
      turnWeightHalves: invoiceLines.turnWeightHalves,
      netCents: invoiceLines.netCents,
      requested: invoiceLines.requested,
      appointmentId: invoices.appointmentId,
      status: invoices.status,
      paidAt: invoices.paidAt,
    })
    .from(invoiceLines)
    .innerJoin(
      invoices,
      and(eq(invoices.id, invoiceLines.invoiceId), eq(invoices.storeId, storeId)),
    )
    .where(
      and(
        eq(invoiceLines.storeId, storeId),
        eq(invoiceLines.kind, 'service'),
        isNotNull(invoiceLines.technicianId),
        inArray(invoices.status, ['paid', 'voided']),
        gte(invoices.paidAt, start),
        lt(invoices.paidAt, end),
      ),
    )
    .orderBy(asc(invoices.paidAt), asc(invoiceLines.sortOrder), asc(invoiceLines.id));
}

/** The board's events of the business date, oldest first, with the ticket number each names. */
function listDayTurnEvents(db: Db, storeId: number, businessDate: string) {
  return db
    .select({
      id: turnEvents.id,
      technicianId: turnEvents.technicianId,
      kind: turnEvents.kind,
      deltaHalves: turnEvents.deltaHalves,
      status: turnEvents.status,
      reason: turnEvents.reason,
      invoiceId: turnEvents.invoiceId,
      invoiceNumber: invoices.number,
      checkInId: turnEvents.checkInId,
      byName: turnEvents.byName,
      createdAt: turnEvents.createdAt,
    })
    .from(turnEvents)
    .leftJoin(invoices, and(eq(invoices.id, turnEvents.invoiceId), eq(invoices.storeId, storeId)))
    .where(and(eq(turnEvents.storeId, storeId), eq(turnEvents.businessDate, businessDate)))
    .orderBy(asc(turnEvents.createdAt), asc(turnEvents.id));
}

/** A technician of the store (not trashed), or null: another store's id is a 404. */
export async function getTurnEmployee(
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
        isNull(employees.deletedAt),
      ),
    );
  return row ?? null;
}

/** The technician's latest board event of the day: a repeated tap within seconds is the same tap. */
export async function getLastTurnEvent(
  db: Db,
  storeId: number,
  technicianId: number,
  businessDate: string,
) {
  const [row] = await db
    .select({
      kind: turnEvents.kind,
      deltaHalves: turnEvents.deltaHalves,
      status: turnEvents.status,
      reason: turnEvents.reason,
      byName: turnEvents.byName,
      createdAt: turnEvents.createdAt,
    })
    .from(turnEvents)
    .where(
      and(
        eq(turnEvents.storeId, storeId),
        eq(turnEvents.technicianId, technicianId),
        eq(turnEvents.businessDate, businessDate),
      ),
    )
    .orderBy(desc(turnEvents.createdAt), desc(turnEvents.id))
    .limit(1);
  return row ?? null;
}

export async function addTurnEvent(db: Db, values: typeof turnEvents.$inferInsert) {
  const [row] = await db.insert(turnEvents).values(values).returning({ id: turnEvents.id });
  return row;
}

/**
 * The day's waiting walk-ins, oldest first (the next one is who the board
 * gives away). With `lockFirstFor`, only the first that this technician may
 * take (asked for nobody or for her, as turnRules' nextWalkInFor) is
 * returned and locked, and rows another desk holds are skipped, so two techs
 * given "the next walk-in" at once get two different customers.
 */
export async function listWaitingCheckIns(
  db: Db,
  storeId: number,
  businessDate: string,
  lockFirstFor: number | null = null,
) {
  const waiting = and(
    eq(checkIns.storeId, storeId),
    eq(checkIns.businessDate, businessDate),
    eq(checkIns.status, 'waiting'),
  );
  const q = db
    .select({
      id: checkIns.id,
      customerName: customers.name,
      checkedInAt: checkIns.checkedInAt,
      requestedTechnicianId: checkIns.requestedTechnicianId,
    })
    .from(checkIns)
    .innerJoin(customers, eq(customers.id, checkIns.customerId))
    .where(
      lockFirstFor === null
        ? waiting
        : and(
            waiting,
            or(
              isNull(checkIns.requestedTechnicianId),
              eq(checkIns.requestedTechnicianId, lockFirstFor),
            ),
          ),
    )
    .orderBy(asc(checkIns.checkedInAt), asc(checkIns.id));
  return lockFirstFor === null ? q : q.limit(1).for('update', { of: checkIns, skipLocked: true });
}
