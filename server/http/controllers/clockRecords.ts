import type { Request, Response } from 'express';
import {
  getClockRecord, listClockEmployees, listClockRecordAudits, listClockRecords, sumClockRecords,
} from '../../../database/queries/clockRecords';
import { finalisedThrough } from '../../../database/queries/payrolls';
import { can } from '../../domain/access/permissions';
import { lockOf } from '../../domain/payroll/payrollLocks';
import { mdy } from '../../domain/payroll/payrollRuns';
import { formatCurrency } from '../../../common/money';
import { REPORT_RANGES, REPORT_RANGE_LABELS, reportRangeBounds } from '../../../common/reportRanges';
import { formatStoreDateTime, storeToday, utcToStoreLocal } from '../../../common/storeTime';
import { withLinks } from '../pagination';
import {
  addClockRecord, correctClockRecord, describeAuditChanges, type ClockRecordChange, type ClockRecordSnapshot,
} from '../../domain/staff/clockRecordCorrections';
import { formatWorked } from '../../domain/staff/clockRecords';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { clockRecordFiltersSchema, clockRecordSchema, clockRecordUpdateSchema, type ClockRecordUpdateInput } from '../validators/clockRecords';

const PER_PAGE = 25;

const change = (input: ClockRecordUpdateInput): ClockRecordChange => ({
  clockIn: input.clock_in, clockOut: input.clock_out, tipCents: input.tip_amount, bonusCents: input.bonus_tip, cashOutCents: input.cash_out, reason: input.reason,
});

/** clock-in-outs.index: a report range in the store's zone, one employee or all, newest first, with totals. */
export async function index(req: Request, res: Response) {
  const { db } = req.ctx;
  const store = req.store!;
  const filters = validate(clockRecordFiltersSchema, req.query);
  const bounds = reportRangeBounds(filters.range, store.timezone);
  const where = { start: bounds.start, end: bounds.end, employeeId: filters.employee };
  const sums = await sumClockRecords(db, store.id, where);
  const lastPage = Math.max(1, Math.ceil(sums.records / PER_PAGE));
  const page = Math.min(filters.page, lastPage);
  const rows = await listClockRecords(db, store.id, where, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  const worked = formatWorked(sums.minutes);
  await res.inertia('Admin/ClockInClockOuts/Index', {
    records: withLinks({
      data: rows.map((r) => ({
        id: r.id,
        employee_name: r.employeeName,
        employee_number: r.employeeNumber,
        clock_in: formatStoreDateTime(r.clockIn, store.timezone),
        clock_out: r.clockOut ? formatStoreDateTime(r.clockOut, store.timezone) : 'Clocked in',
        is_open: r.clockOut === null,
        hours: r.minutes === null ? null : formatWorked(r.minutes).label,
        hours_decimal: r.minutes === null ? null : formatWorked(r.minutes).decimal,
        tip: formatCurrency(r.tipCents),
        bonus: formatCurrency(r.bonusCents),
        cash_out: formatCurrency(r.cashOutCents),
        audits: r.audits,
      })),
      current_page: page, last_page: lastPage, per_page: PER_PAGE, total: sums.records,
    }, 'clock-in-outs.index', { range: filters.range, ...(filters.employee ? { employee: filters.employee } : {}) }),
    totals: {
      hours: worked.label, hours_decimal: worked.decimal,
      tip: formatCurrency(sums.tipCents), bonus: formatCurrency(sums.bonusCents), cash_out: formatCurrency(sums.cashOutCents),
    },
    filters: { range: filters.range, employee: filters.employee },
    period: { from: bounds.from, to: bounds.to },
    ranges: REPORT_RANGES.map((value) => ({ value, label: REPORT_RANGE_LABELS[value] })),
    employees: await listClockEmployees(db, store.id),
    can_manage: can(req.actor, 'manage employees'),
  }, { title: 'Clock In / Clock Out' });
}

export async function create(req: Request, res: Response) {
  const store = req.store!;
  const through = await finalisedThrough(req.ctx.db, store.id);
  await res.inertia('Admin/ClockInClockOuts/Create', {
    employees: await listClockEmployees(req.ctx.db, store.id),
    now: utcToStoreLocal(new Date(), store.timezone),
    // Days a finalised payroll paid take no new records: said before the form is filled in.
    finalised_through: through ? `Payroll is finalised through ${mdy(through)}: a record clocked in on or before that day can no longer be added. Add an adjustment to the next payroll instead.` : null,
  }, { title: 'Add Clock Record' });
}

export async function store(req: Request, res: Response) {
  const input = validate(clockRecordSchema, req.body);
  await addClockRecord(req.ctx.db, req.store!.id, req.store!.timezone, input.employee_id, change(input), req.actor!);
  flash(req, 'success', 'Clock record added.');
  res.redirect(routeUrl('clock-in-outs.index'));
}

/** clock-in-outs.edit: the correction form and the record's audit trail. */
export async function edit(req: Request, res: Response) {
  const { db } = req.ctx;
  const store = req.store!;
  const record = await getClockRecord(db, store.id, Number(req.params.clockRecord));
  if (!record) throw notFound();
  const [audits, through] = await Promise.all([listClockRecordAudits(db, store.id, record.id), finalisedThrough(db, store.id)]);
  await res.inertia('Admin/ClockInClockOuts/Edit', {
    record: {
      id: record.id,
      employee: { name: record.employeeName, employee_id: record.employeeNumber },
      clock_in: utcToStoreLocal(record.clockIn, store.timezone),
      clock_out: record.clockOut ? utcToStoreLocal(record.clockOut, store.timezone) : '',
      tip_amount: record.tipCents,
      bonus_tip: record.bonusCents,
      cash_out: record.cashOutCents,
      shown: {
        clock_in: formatStoreDateTime(record.clockIn, store.timezone), clock_out: record.clockOut ? formatStoreDateTime(record.clockOut, store.timezone) : 'Clocked in',
        tip: formatCurrency(record.tipCents), bonus: formatCurrency(record.bonusCents), cash_out: formatCurrency(record.cashOutCents),
      },
    },
    audits: audits.map((a) => ({
      id: a.id,
      at: formatStoreDateTime(a.createdAt, store.timezone),
      by: a.changedByName,
      reason: a.reason,
      changes: describeAuditChanges(a.before as ClockRecordSnapshot | null, a.after as ClockRecordSnapshot, store.timezone),
    })),
    now: utcToStoreLocal(new Date(), store.timezone),
    // Paid by a finalised payroll: read-only, with what to do instead.
    payroll_lock: lockOf(storeToday(store.timezone, record.clockIn), through),
  }, { title: 'Correct Clock Record' });
}

export async function update(req: Request, res: Response) {
  const id = Number(req.params.clockRecord);
  // Another store's record is a 404 before anything about the form is said.
  if (!(await getClockRecord(req.ctx.db, req.store!.id, id))) throw notFound();
  const input = validate(clockRecordUpdateSchema, req.body);
  if (!(await correctClockRecord(req.ctx.db, req.store!.id, req.store!.timezone, id, change(input), req.actor!))) throw notFound();
  flash(req, 'success', 'Clock record corrected.');
  res.redirect(routeUrl('clock-in-outs.edit', { clockRecord: id }));
}
