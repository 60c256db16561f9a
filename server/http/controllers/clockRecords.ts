import {
  getClockRecord,
  getMaxShiftHours,
  listClockEmployees,
  listClockRecordAudits,
  listClockRecords,
  saveMaxShiftHours,
  sumClockRecords,
} from '../../../database/queries/clockRecords';
import { finalisedThrough } from '../../../database/queries/payrolls';
import { can } from '../../domain/access/permissions';
import { lockOf } from '../../domain/payroll/payrollLocks';
import { reportRangeBounds } from '../../../common/reportRanges';
import { storeToday, utcToStoreLocal } from '../../../common/storeTime';
import { withLinks } from '../pagination';
import {
  addClockRecord,
  correctClockRecord,
  type ClockRecordChange,
} from '../../domain/staff/clockRecordCorrections';
import { OFFLINE_CLOCK_WINDOW_HOURS } from '../../domain/staff/offlineClockRule';
import { storeAction } from '../action';
import { notFound } from '../errors';
import {
  clockRecordAuditItem,
  clockRecordForm,
  clockRecordListItem,
  clockRecordTotals,
} from '../presenters/clockRecords';
import { reportRangeOptions } from '../presenters/options';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import {
  clockRecordFiltersSchema,
  clockRecordSchema,
  clockSettingsSchema,
  clockRecordUpdateSchema,
  type ClockRecordUpdateInput,
} from '../validators/clockRecords';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

const PER_PAGE = 25;

const change = (input: ClockRecordUpdateInput): ClockRecordChange => ({
  clockIn: input.clock_in,
  clockOut: input.clock_out,
  tipCents: input.tip_amount,
  bonusCents: input.bonus_tip,
  cashOutCents: input.cash_out,
  reason: input.reason,
});

/** clock-in-outs.index: a report range in the store's zone, one employee or all, newest first, with totals. */
export const index = storeAction(
  { input: clockRecordFiltersSchema },
  async ({ db, store, actor, input: filters, res }) => {
    const bounds = reportRangeBounds(filters.range, store.timezone);
    const where = { start: bounds.start, end: bounds.end, employeeId: filters.employee };
    const sums = await sumClockRecords(db, store.id, where);
    const lastPage = Math.max(1, Math.ceil(sums.records / PER_PAGE));
    const page = Math.min(filters.page, lastPage);
    const rows = await listClockRecords(db, store.id, where, {
      limit: PER_PAGE,
      offset: (page - 1) * PER_PAGE,
    });
    await res.inertia(
      'Admin/ClockInClockOuts/Index',
      {
        records: withLinks(
          {
            data: rows.map(clockRecordListItem),
            current_page: page,
            last_page: lastPage,
            per_page: PER_PAGE,
            total: sums.records,
          },
          'clock-in-outs.index',
          { range: filters.range, ...(filters.employee ? { employee: filters.employee } : {}) },
        ),
        totals: clockRecordTotals(sums),
        filters: { range: filters.range, employee: filters.employee },
        period: { from: bounds.from, to: bounds.to },
        ranges: reportRangeOptions(),
        employees: await listClockEmployees(db, store.id),
        can_manage: can(actor, 'manage employees'),
        shift_limit: {
          hours: await getMaxShiftHours(db, store.id),
          can_edit: can(actor, 'manage settings'),
          window_hours: OFFLINE_CLOCK_WINDOW_HOURS,
        },
      },
      { title: 'Clock In / Clock Out' },
    );
  },
);

/** clock-in-outs.settings.update ("manage settings"): the longest shift an offline clock event may make without a manager. */
export const updateSettings = storeAction(
  { input: clockSettingsSchema },
  async ({ db, store, input, req, res }) => {
    await saveMaxShiftHours(db, store.id, input.max_shift_hours);
    flash(
      req,
      'success',
      say('flash.clock.anOfflineClockEventMaking', { hours: input.max_shift_hours }),
    );
    res.redirect(routeUrl('clock-in-outs.index'));
  },
);

export const create = storeAction({}, async ({ db, store, res }) => {
  const through = await finalisedThrough(db, store.id);
  await res.inertia(
    'Admin/ClockInClockOuts/Create',
    {
      employees: await listClockEmployees(db, store.id),
      now: utcToStoreLocal(clock.now(), store.timezone),
      // The last day a finalised payroll paid (YYYY-MM-DD): the form says it takes no records up to then.
      finalised_through: through,
    },
    { title: 'Add Clock Record' },
  );
});

export const store = storeAction(
  { input: clockRecordSchema },
  async ({ db, store, actor, input, req, res }) => {
    await addClockRecord(db, store.id, store.timezone, input.employee_id, change(input), actor);
    flash(req, 'success', say('flash.clock.clockRecordAdded'));
    res.redirect(routeUrl('clock-in-outs.index'));
  },
);

const clockRecordParam = { clockRecord: getClockRecord };

/** clock-in-outs.edit: the correction form and the record's audit trail. */
export const edit = storeAction(
  { load: clockRecordParam },
  async ({ db, store, bound: { clockRecord: record }, res }) => {
    const [audits, through] = await Promise.all([
      listClockRecordAudits(db, store.id, record.id),
      finalisedThrough(db, store.id),
    ]);
    await res.inertia(
      'Admin/ClockInClockOuts/Edit',
      {
        record: clockRecordForm(record, store.timezone),
        audits: audits.map(clockRecordAuditItem(store.timezone)),
        now: utcToStoreLocal(clock.now(), store.timezone),
        // Paid by a finalised payroll: read-only, with what to do instead.
        payroll_lock: lockOf(storeToday(store.timezone, record.clockIn), through),
      },
      { title: 'Correct Clock Record' },
    );
  },
);

/** Another store's record is a 404 (the route's load) before anything about the form is said. */
export const update = storeAction(
  { load: clockRecordParam, input: clockRecordUpdateSchema },
  async ({ db, store, actor, bound: { clockRecord }, input, req, res }) => {
    if (
      !(await correctClockRecord(
        db,
        store.id,
        store.timezone,
        clockRecord.id,
        change(input),
        actor,
      ))
    )
      throw notFound();
    flash(req, 'success', say('flash.clock.clockRecordCorrected'));
    res.redirect(routeUrl('clock-in-outs.edit', { clockRecord: clockRecord.id }));
  },
);
