import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { invalidateClock } from '../cacheInvalidation';
import { prepared } from '../prepared';
import { clock } from '../../common/clock';
import { SHIFT_LIMIT_HOURS } from '../../common/clockSettings';
import {
  clockRecordAudits,
  clockRecords,
  clockSettings,
  employees,
  offlineSubmissions,
  type ClockAuditSource,
} from '../schema';

/** Minutes worked on a closed record; null while it is open. */
const workedMinutes = sql<
  number | null
>`floor(extract(epoch from (${clockRecords.clockOut} - ${clockRecords.clockIn})) / 60)::int`;

/** The store's employee a clock call names (not trashed), with what the answers show. */
export async function getClockEmployee(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ id: employees.id, name: employees.name, employeeId: employees.staffNumber })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), eq(employees.id, id), isNull(employees.deletedAt)));
  return row ?? null;
}

/** Employees for the filter and the add form: not trashed, by name. */
export async function listClockEmployees(db: Db, storeId: number) {
  return db
    .select({ id: employees.id, name: employees.name, employee_id: employees.staffNumber })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), isNull(employees.deletedAt)))
    .orderBy(asc(employees.name));
}

/**
 * Opens a record. A second open record for the same employee breaks the
 * partial unique index clock_records_one_open_per_employee and throws (23505).
 */
export async function openClockRecord(db: Db, storeId: number, employeeId: number, at: Date) {
  const [row] = await db
    .insert(clockRecords)
    .values({ storeId, employeeId, clockIn: at })
    .returning({ id: clockRecords.id, clockIn: clockRecords.clockIn });
  await invalidateClock(db, storeId);
  return row;
}

/**
 * Closes the employee's open record in one statement: of two submits racing,
 * only one finds `clock_out is null`, so a record is never closed twice.
 */
export async function closeClockRecord(
  db: Db,
  storeId: number,
  employeeId: number,
  at: Date,
  amounts: { tipCents: number; bonusCents: number; cashOutCents: number },
) {
  const [row] = await db
    .update(clockRecords)
    .set({ clockOut: at, ...amounts })
    .where(
      and(
        eq(clockRecords.storeId, storeId),
        eq(clockRecords.employeeId, employeeId),
        isNull(clockRecords.clockOut),
      ),
    )
    .returning({
      id: clockRecords.id,
      clockIn: clockRecords.clockIn,
      clockOut: clockRecords.clockOut,
    });
  if (row) await invalidateClock(db, storeId);
  return row ?? null;
}

const openClockRecordsQuery = (db: Db) =>
  db
    .select({
      id: clockRecords.id,
      employeeId: employees.staffNumber,
      name: employees.name,
      clockIn: clockRecords.clockIn,
    })
    .from(clockRecords)
    .innerJoin(employees, eq(employees.id, clockRecords.employeeId))
    .where(and(eq(clockRecords.storeId, sql.placeholder('storeId')), isNull(clockRecords.clockOut)))
    .orderBy(asc(clockRecords.clockIn), asc(clockRecords.id))
    .prepare('open_clock_records');

/** Who is clocked in now, earliest first (the dashboard; cached per store by the app, see server/cache). */
export async function listOpenClockRecords(db: Db, storeId: number) {
  return prepared(db, 'open_clock_records', openClockRecordsQuery).execute({ storeId });
}

export interface ClockRecordFilters {
  /** Clock-in instants in [start, end). */
  start: Date;
  end: Date;
  employeeId: number | null;
}

function filterWhere(storeId: number, f: ClockRecordFilters): SQL | undefined {
  return and(
    eq(clockRecords.storeId, storeId),
    gte(clockRecords.clockIn, f.start),
    lt(clockRecords.clockIn, f.end),
    f.employeeId === null ? undefined : eq(clockRecords.employeeId, f.employeeId),
  );
}

/** One page of records, newest clock-in first, with the minutes each closed record covers. */
export async function listClockRecords(
  db: Db,
  storeId: number,
  f: ClockRecordFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: clockRecords.id,
      employeeName: employees.name,
      employeeNumber: employees.staffNumber,
      clockIn: clockRecords.clockIn,
      clockOut: clockRecords.clockOut,
      minutes: workedMinutes,
      tipCents: clockRecords.tipCents,
      bonusCents: clockRecords.bonusCents,
      cashOutCents: clockRecords.cashOutCents,
      audits: sql<number>`(select count(*)::int from ${clockRecordAudits} where ${clockRecordAudits.storeId} = ${storeId} and ${clockRecordAudits.clockRecordId} = ${clockRecords.id})`,
    })
    .from(clockRecords)
    .innerJoin(employees, eq(employees.id, clockRecords.employeeId))
    .where(filterWhere(storeId, f))
    .orderBy(desc(clockRecords.clockIn), desc(clockRecords.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Totals over every record the filters match (not only the page shown). Open records add no minutes. */
export async function sumClockRecords(db: Db, storeId: number, f: ClockRecordFilters) {
  const [row] = await db
    .select({
      records: count(),
      minutes: sql<number>`coalesce(sum(${workedMinutes}), 0)::int`,
      tipCents: sql<number>`coalesce(sum(${clockRecords.tipCents}), 0)::int`,
      bonusCents: sql<number>`coalesce(sum(${clockRecords.bonusCents}), 0)::int`,
      cashOutCents: sql<number>`coalesce(sum(${clockRecords.cashOutCents}), 0)::int`,
    })
    .from(clockRecords)
    .where(filterWhere(storeId, f));
  return row;
}

const recordColumns = {
  id: clockRecords.id,
  employeeId: clockRecords.employeeId,
  employeeName: employees.name,
  employeeNumber: employees.staffNumber,
  clockIn: clockRecords.clockIn,
  clockOut: clockRecords.clockOut,
  tipCents: clockRecords.tipCents,
  bonusCents: clockRecords.bonusCents,
  cashOutCents: clockRecords.cashOutCents,
};

/**
 * One record with its employee. `lock` holds the row until the transaction
 * ends, so two corrections apply one after the other, each seeing the other's result.
 */
export async function getClockRecord(
  db: Db,
  storeId: number,
  id: number,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select(recordColumns)
    .from(clockRecords)
    .innerJoin(employees, eq(employees.id, clockRecords.employeeId))
    .where(and(eq(clockRecords.storeId, storeId), eq(clockRecords.id, id)));
  const [row] = opts.lock ? await query.for('update', { of: clockRecords }) : await query;
  return row ?? null;
}

export interface ClockRecordValues {
  clockIn: Date;
  clockOut: Date | null;
  tipCents: number;
  bonusCents: number;
  cashOutCents: number;
}

export async function createClockRecord(
  db: Db,
  storeId: number,
  employeeId: number,
  values: ClockRecordValues,
) {
  const [row] = await db
    .insert(clockRecords)
    .values({ storeId, employeeId, ...values })
    .returning({ id: clockRecords.id });
  await invalidateClock(db, storeId);
  return row;
}

export async function updateClockRecord(
  db: Db,
  storeId: number,
  id: number,
  values: ClockRecordValues,
) {
  const rows = await db
    .update(clockRecords)
    .set(values)
    .where(and(eq(clockRecords.storeId, storeId), eq(clockRecords.id, id)))
    .returning({ id: clockRecords.id });
  if (rows.length) await invalidateClock(db, storeId);
  return rows.length > 0;
}

export interface ClockRecordAuditInput {
  clockRecordId: number;
  changedByUserId: number | null;
  changedByEmployeeId: number | null;
  changedByName: string;
  reason: string;
  before: unknown;
  after: unknown;
  /** A manager's change unless told (manual). */
  source?: ClockAuditSource;
  stationName?: string | null;
  offlineSubmissionId?: number | null;
}

export async function createClockRecordAudit(
  db: Db,
  storeId: number,
  input: ClockRecordAuditInput,
) {
  await db.insert(clockRecordAudits).values({ storeId, ...input });
}

/** A record's trail, newest first; an offline clock event's entry with why it waited for a manager, if it did. */
export async function listClockRecordAudits(db: Db, storeId: number, clockRecordId: number) {
  return db
    .select({
      id: clockRecordAudits.id,
      changedByName: clockRecordAudits.changedByName,
      reason: clockRecordAudits.reason,
      before: clockRecordAudits.before,
      after: clockRecordAudits.after,
      source: clockRecordAudits.source,
      stationName: clockRecordAudits.stationName,
      waitedBecause: offlineSubmissions.reason,
      createdAt: clockRecordAudits.createdAt,
    })
    .from(clockRecordAudits)
    .leftJoin(
      offlineSubmissions,
      and(
        eq(offlineSubmissions.storeId, storeId),
        eq(offlineSubmissions.id, clockRecordAudits.offlineSubmissionId),
      ),
    )
    .where(
      and(
        eq(clockRecordAudits.storeId, storeId),
        eq(clockRecordAudits.clockRecordId, clockRecordId),
      ),
    )
    .orderBy(desc(clockRecordAudits.createdAt), desc(clockRecordAudits.id));
}

/** Whether the employee has a record still open (clocked in now). */
export async function hasOpenClockRecord(db: Db, storeId: number, employeeId: number) {
  const [row] = await db
    .select({ id: clockRecords.id })
    .from(clockRecords)
    .where(
      and(
        eq(clockRecords.storeId, storeId),
        eq(clockRecords.employeeId, employeeId),
        isNull(clockRecords.clockOut),
      ),
    )
    .limit(1);
  return !!row;
}

/** The store's shift limit in hours (clock_settings), the default for a store that never saved one. */
export async function getMaxShiftHours(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ hours: clockSettings.maxShiftHours })
    .from(clockSettings)
    .where(eq(clockSettings.storeId, storeId));
  return row?.hours ?? SHIFT_LIMIT_HOURS.default;
}

export async function saveMaxShiftHours(db: Db, storeId: number, hours: number): Promise<void> {
  await db
    .insert(clockSettings)
    .values({ storeId, maxShiftHours: hours })
    .onConflictDoUpdate({
      target: clockSettings.storeId,
      set: { maxShiftHours: hours, updatedAt: clock.now() },
    });
}

/** The employee's latest record by clock-in (open or closed), or null: where a clock event recorded offline must fit after. */
export async function getLastClockRecord(db: Db, storeId: number, employeeId: number) {
  const [row] = await db
    .select({ id: clockRecords.id, clockIn: clockRecords.clockIn, clockOut: clockRecords.clockOut })
    .from(clockRecords)
    .where(and(eq(clockRecords.storeId, storeId), eq(clockRecords.employeeId, employeeId)))
    .orderBy(desc(clockRecords.clockIn), desc(clockRecords.id))
    .limit(1);
  return row ?? null;
}
