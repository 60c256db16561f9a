import type {
  getClockRecord,
  listClockRecordAudits,
  listClockRecords,
  sumClockRecords,
} from '../../../database/queries/clockRecords';
import { formatCurrency } from '../../../common/money';
import { formatStoreDateTime, utcToStoreLocal } from '../../../common/storeTime';
import {
  describeAuditChanges,
  type ClockRecordSnapshot,
} from '../../domain/staff/clockRecordCorrections';
import { formatWorked } from '../../domain/staff/clockRecords';
import { mdy } from '../../domain/payroll/payrollRuns';

type ListRow = Awaited<ReturnType<typeof listClockRecords>>[number];
type Sums = Awaited<ReturnType<typeof sumClockRecords>>;
type ClockRecord = NonNullable<Awaited<ReturnType<typeof getClockRecord>>>;
type Audit = Awaited<ReturnType<typeof listClockRecordAudits>>[number];

const shownOut = (clockOut: Date | null, tz: string) =>
  clockOut ? formatStoreDateTime(clockOut, tz) : 'Clocked in';

/** A row of clock-in-outs.index in the store's zone: an open record says "Clocked in" and has no hours yet. */
export const clockRecordListItem = (tz: string) => (r: ListRow) => ({
  id: r.id,
  employee_name: r.employeeName,
  employee_number: r.employeeNumber,
  clock_in: formatStoreDateTime(r.clockIn, tz),
  clock_out: shownOut(r.clockOut, tz),
  is_open: r.clockOut === null,
  hours: r.minutes === null ? null : formatWorked(r.minutes).label,
  hours_decimal: r.minutes === null ? null : formatWorked(r.minutes).decimal,
  tip: formatCurrency(r.tipCents),
  bonus: formatCurrency(r.bonusCents),
  cash_out: formatCurrency(r.cashOutCents),
  audits: r.audits,
});

/** The totals line under the list, over every record the filters match. */
export const clockRecordTotals = (sums: Sums) => {
  const worked = formatWorked(sums.minutes);
  return {
    hours: worked.label,
    hours_decimal: worked.decimal,
    tip: formatCurrency(sums.tipCents),
    bonus: formatCurrency(sums.bonusCents),
    cash_out: formatCurrency(sums.cashOutCents),
  };
};

/** Days a finalised payroll paid take no new records: said before the form is filled in. */
export const finalisedThroughNote = (through: string | null) =>
  through
    ? `Payroll is finalised through ${mdy(through)}: a record clocked in on or before that day can no longer be added. Add an adjustment to the next payroll instead.`
    : null;

/** The correction form: times as the datetime-local inputs take them, money in cents, and each as it reads. */
export const clockRecordForm = (record: ClockRecord, tz: string) => ({
  id: record.id,
  employee: { name: record.employeeName, employee_id: record.employeeNumber },
  clock_in: utcToStoreLocal(record.clockIn, tz),
  clock_out: record.clockOut ? utcToStoreLocal(record.clockOut, tz) : '',
  tip_amount: record.tipCents,
  bonus_tip: record.bonusCents,
  cash_out: record.cashOutCents,
  shown: {
    clock_in: formatStoreDateTime(record.clockIn, tz),
    clock_out: shownOut(record.clockOut, tz),
    tip: formatCurrency(record.tipCents),
    bonus: formatCurrency(record.bonusCents),
    cash_out: formatCurrency(record.cashOutCents),
  },
});

/**
 * One entry of the record's trail: who, when, why, each field before and
 * after, and where it came from: a manager's change, or a clock event recorded
 * offline (the station, and why it waited for the manager who accepted it);
 * `say` puts that server reason in the reader's language.
 */
export const clockRecordAuditItem =
  (tz: string, say: (english: string) => string = (english) => english) =>
  (a: Audit) => ({
    id: a.id,
    at: formatStoreDateTime(a.createdAt, tz),
    by: a.changedByName,
    reason: a.reason,
    source: a.source,
    station: a.stationName,
    waited: a.waitedBecause === null ? null : say(a.waitedBecause),
    changes: describeAuditChanges(
      a.before as ClockRecordSnapshot | null,
      a.after as ClockRecordSnapshot,
      tz,
    ),
  });
