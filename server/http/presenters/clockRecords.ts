import type {
  getClockRecord,
  listClockRecordAudits,
  listClockRecords,
  sumClockRecords,
} from '../../../database/queries/clockRecords';
import { utcToStoreLocal } from '../../../common/storeTime';
import {
  describeAuditChanges,
  type ClockRecordSnapshot,
} from '../../domain/staff/clockRecordCorrections';
import { formatWorked } from '../../domain/staff/clockRecords';

type ListRow = Awaited<ReturnType<typeof listClockRecords>>[number];
type Sums = Awaited<ReturnType<typeof sumClockRecords>>;
type ClockRecord = NonNullable<Awaited<ReturnType<typeof getClockRecord>>>;
type Audit = Awaited<ReturnType<typeof listClockRecordAudits>>[number];

/**
 * A row of clock-in-outs.index: its instants as ISO and its money in cents, which the page
 * formats in the store's zone (docs/features/languages-and-offline.md); an open record has no
 * clock-out and no hours yet.
 */
export const clockRecordListItem = (r: ListRow) => ({
  id: r.id,
  employee_name: r.employeeName,
  employee_number: r.employeeNumber,
  clock_in: r.clockIn.toISOString(),
  clock_out: r.clockOut ? r.clockOut.toISOString() : null,
  is_open: r.clockOut === null,
  hours: r.minutes === null ? null : formatWorked(r.minutes).label,
  hours_decimal: r.minutes === null ? null : formatWorked(r.minutes).decimal,
  tip_cents: r.tipCents,
  bonus_cents: r.bonusCents,
  cash_out_cents: r.cashOutCents,
  audits: r.audits,
});

/** The totals line under the list, over every record the filters match. */
export const clockRecordTotals = (sums: Sums) => {
  const worked = formatWorked(sums.minutes);
  return {
    hours: worked.label,
    hours_decimal: worked.decimal,
    tip_cents: sums.tipCents,
    bonus_cents: sums.bonusCents,
    cash_out_cents: sums.cashOutCents,
  };
};

/** The correction form: times as the datetime-local inputs take them, money in cents, and the instants for the read-only view. */
export const clockRecordForm = (record: ClockRecord, tz: string) => ({
  id: record.id,
  employee: { name: record.employeeName, employee_id: record.employeeNumber },
  clock_in: utcToStoreLocal(record.clockIn, tz),
  clock_out: record.clockOut ? utcToStoreLocal(record.clockOut, tz) : '',
  tip_amount: record.tipCents,
  bonus_tip: record.bonusCents,
  cash_out: record.cashOutCents,
  shown: {
    clock_in: record.clockIn.toISOString(),
    clock_out: record.clockOut ? record.clockOut.toISOString() : null,
  },
});

/**
 * One entry of the record's trail: who, when, why, each field before and
 * after, and where it came from: a manager's change, or a clock event recorded
 * offline (the station, and why it waited for the manager who accepted it, stored as said:
 * common/said.ts, spoken when the page renders).
 */
export const clockRecordAuditItem = (tz: string) => (a: Audit) => ({
  id: a.id,
  at: a.createdAt.toISOString(),
  by: a.changedByName,
  reason: a.reason,
  source: a.source,
  station: a.stationName,
  waited: a.waitedBecause,
  changes: describeAuditChanges(
    a.before as ClockRecordSnapshot | null,
    a.after as ClockRecordSnapshot,
    tz,
  ),
});
