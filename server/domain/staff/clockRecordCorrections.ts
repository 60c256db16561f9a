import type { Db } from '../../../database/client';
import {
  createClockRecord,
  createClockRecordAudit,
  getClockEmployee,
  getClockRecord,
  updateClockRecord,
  type ClockRecordValues,
} from '../../../database/queries/clockRecords';
import { formatCurrency } from '../../../common/money';
import {
  formatStoreDateTime,
  storeLocalToUtc,
  storeToday,
  utcToStoreLocal,
} from '../../../common/storeTime';
import { DomainError } from '../errors';
import { notifyStore } from '../../realtime/storeEvents';
import type { Actor } from '../access/permissions';
import { refusingSecondOpenRecord } from './clockRecords';
import { refuseFinalisedDays } from '../payroll/payrollLocks';
import { clock } from '../../../common/clock';
import { sayLabel } from '../../../common/labels';
import { say } from '../../../common/said';

/** A manager's addition or correction, as typed: wall-clock times in the store (YYYY-MM-DDTHH:mm). */
export interface ClockRecordChange {
  clockIn: string;
  clockOut: string | null;
  tipCents: number;
  bonusCents: number;
  cashOutCents: number;
  reason: string;
}

/** What an audit row keeps of a record, before and after. */
export interface ClockRecordSnapshot {
  employee_id: number;
  employee_name: string;
  clock_in: string;
  clock_out: string | null;
  tip_cents: number;
  bonus_cents: number;
  cash_out_cents: number;
}

/**
 * Field rules a single field cannot check: real instants in the store's zone,
 * in order, not in the future. The form shows minutes, so a time left as it
 * was keeps the stored instant (with its seconds) instead of being truncated.
 */
export function clockRecordValues(
  change: ClockRecordChange,
  tz: string,
  now: Date,
  stored?: { clockIn: Date; clockOut: Date | null },
): ClockRecordValues {
  const instant = (typed: string, was: Date | null | undefined) =>
    was && utcToStoreLocal(was, tz) === typed ? was : storeLocalToUtc(typed, tz);
  const clockIn = instant(change.clockIn, stored?.clockIn);
  if (!clockIn)
    throw new DomainError(
      say('validation.field.theMustBeAValid4', { label: sayLabel('clockIn') }),
      'clock_in',
    );
  if (clockIn > now) throw new DomainError(say('validation.staff.theClockInMayNot'), 'clock_in');
  let clockOut: Date | null = null;
  if (change.clockOut !== null) {
    clockOut = instant(change.clockOut, stored?.clockOut);
    if (!clockOut)
      throw new DomainError(
        say('validation.field.theMustBeAValid4', { label: sayLabel('clockOut') }),
        'clock_out',
      );
    if (clockOut <= clockIn)
      throw new DomainError(say('validation.staff.theClockOutMustBe'), 'clock_out');
    if (clockOut > now)
      throw new DomainError(say('validation.staff.theClockOutMayNot'), 'clock_out');
  }
  return {
    clockIn,
    clockOut,
    tipCents: change.tipCents,
    bonusCents: change.bonusCents,
    cashOutCents: change.cashOutCents,
  };
}

/** A record as its audit row keeps it. */
export function clockRecordSnapshot(
  employee: { id: number; name: string },
  v: ClockRecordValues,
): ClockRecordSnapshot {
  return {
    employee_id: employee.id,
    employee_name: employee.name,
    clock_in: v.clockIn.toISOString(),
    clock_out: v.clockOut?.toISOString() ?? null,
    tip_cents: v.tipCents,
    bonus_cents: v.bonusCents,
    cash_out_cents: v.cashOutCents,
  };
}

/** Who made a change, as the audit row names them. */
export function changedBy(actor: Actor) {
  return {
    changedByUserId: actor.kind === 'user' ? actor.id : null,
    changedByEmployeeId: actor.kind === 'employee' ? actor.id : null,
    changedByName: actor.name,
  };
}

/** The one-open-record index refused the write: said next to the clock out field. */
function openRecordGuard<T>(name: string, work: () => Promise<T>): Promise<T> {
  return refusingSecondOpenRecord(
    work,
    () => new DomainError(say('validation.staff.isAlreadyClockedInEnter', { name }), 'clock_out'),
  );
}

/**
 * A record is paid in the period of its clock-in's store day: once a
 * finalised payroll covers that day (before or after the change) it stays as
 * paid. Checked in the write's transaction.
 */
const refusePaidDays = (tx: Db, storeId: number, tz: string, clockIns: Date[]) =>
  refuseFinalisedDays(
    tx,
    storeId,
    clockIns.map((at) => storeToday(tz, at)),
    'clock_in',
  );

/** Adds a record by hand, with its audit row (before: none), in one transaction. */
export async function addClockRecord(
  db: Db,
  storeId: number,
  tz: string,
  employeeId: number,
  change: ClockRecordChange,
  actor: Actor,
  now = clock.now(),
) {
  const employee = await getClockEmployee(db, storeId, employeeId);
  if (!employee)
    throw new DomainError(say('validation.staff.theSelectedEmployeeIsInvalid'), 'employee_id');
  const values = clockRecordValues(change, tz, now);
  return openRecordGuard(employee.name, () =>
    db.transaction(async (tx) => {
      await refusePaidDays(tx, storeId, tz, [values.clockIn]);
      const record = await createClockRecord(tx, storeId, employee.id, values);
      await createClockRecordAudit(tx, storeId, {
        clockRecordId: record.id,
        ...changedBy(actor),
        reason: change.reason,
        before: null,
        after: clockRecordSnapshot(employee, values),
      });
      await notifyStore(tx, storeId, 'ClockChanged', { employee_id: employee.id });
      return record;
    }),
  );
}

/**
 * Corrects a record and keeps what it was, in one transaction; the row is
 * locked first so two corrections cannot both claim the same "before".
 * Null when the store has no such record.
 */
export async function correctClockRecord(
  db: Db,
  storeId: number,
  tz: string,
  id: number,
  change: ClockRecordChange,
  actor: Actor,
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const current = await getClockRecord(tx, storeId, id, { lock: true });
    if (!current) return null;
    await refusePaidDays(tx, storeId, tz, [current.clockIn]);
    const values = clockRecordValues(change, tz, now, current);
    await refusePaidDays(tx, storeId, tz, [values.clockIn]);
    const employee = { id: current.employeeId, name: current.employeeName };
    await openRecordGuard(employee.name, () => updateClockRecord(tx, storeId, id, values));
    await createClockRecordAudit(tx, storeId, {
      clockRecordId: id,
      ...changedBy(actor),
      reason: change.reason,
      before: clockRecordSnapshot(employee, current),
      after: clockRecordSnapshot(employee, values),
    });
    await notifyStore(tx, storeId, 'ClockChanged', { employee_id: employee.id });
    return { id };
  });
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const AUDITED: {
  key: keyof ClockRecordSnapshot;
  label: string;
  show: (s: ClockRecordSnapshot, tz: string) => string;
}[] = [
  { key: 'clock_in', label: 'Clock In', show: (s, tz) => formatStoreDateTime(s.clock_in, tz) },
  {
    key: 'clock_out',
    label: 'Clock Out',
    show: (s, tz) => formatStoreDateTime(s.clock_out, tz) || 'Clocked in',
  },
  { key: 'tip_cents', label: 'Tip', show: (s) => formatCurrency(s.tip_cents) },
  { key: 'bonus_cents', label: 'Bonus', show: (s) => formatCurrency(s.bonus_cents) },
  { key: 'cash_out_cents', label: 'Cash Out', show: (s) => formatCurrency(s.cash_out_cents) },
];

/**
 * What an audit row changed, field by field, as the store reads it. An
 * addition (no before) lists every field it set, with "—" before.
 */
export function describeAuditChanges(
  before: ClockRecordSnapshot | null,
  after: ClockRecordSnapshot,
  tz: string,
): AuditChange[] {
  return AUDITED.filter(({ key }) => !before || before[key] !== after[key]).map(
    ({ label, show }) => ({
      field: label,
      before: before ? show(before, tz) : '—',
      after: show(after, tz),
    }),
  );
}
