import {
  countAppointments,
  employeeNames,
  getAppointmentDetail,
  listAppointments,
} from '../../../database/queries/appointments';
import { listActiveEmployees } from '../../../database/queries/employees';
import { APPOINTMENT_STATUSES } from '../../../database/schema/appointments';
import {
  REPORT_RANGES,
  REPORT_RANGE_LABELS,
  reportRangeBounds,
} from '../../../common/reportRanges';
import { storeDayBounds } from '../../../common/storeTime';
import { STATUS_LABELS } from '../../domain/appointments/statuses';
import { can } from '../../domain/access/permissions';
import { storeAction } from '../action';
import { withLinks } from '../pagination';
import {
  appointmentDetailProps,
  appointmentListItem,
  historyTechnicianIds,
} from '../presenters/appointments';
import { appointmentFiltersSchema } from '../validators/appointments';

const PER_PAGE = 25;

/** appointments.index: by a report range or from/to days in the store's zone, a technician and a status, earliest first. */
export const index = storeAction(
  { input: appointmentFiltersSchema },
  async ({ db, store, input: f, res }) => {
    const custom = f.from !== null || f.to !== null;
    const [from, to] = custom ? [f.from ?? f.to!, f.to ?? f.from!].sort() : [null, null];
    const bounds = custom
      ? {
          from: from!,
          to: to!,
          start: storeDayBounds(store.timezone, from!).start,
          end: storeDayBounds(store.timezone, to!).end,
        }
      : reportRangeBounds(f.range, store.timezone);
    const where = {
      start: bounds.start,
      end: bounds.end,
      technicianId: f.employee,
      status: f.status,
    };
    const total = await countAppointments(db, store.id, where);
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
    const page = Math.min(f.page, lastPage);
    const [rows, staff] = await Promise.all([
      listAppointments(db, store.id, where, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE }),
      listActiveEmployees(db, store.id, ['color']),
    ]);
    const echo = {
      ...(custom ? { from: bounds.from, to: bounds.to } : { range: f.range }),
      ...(f.employee ? { employee: f.employee } : {}),
      ...(f.status ? { status: f.status } : {}),
    };
    await res.inertia(
      'Admin/Appointments/Index',
      {
        appointments: withLinks(
          {
            data: rows.map(appointmentListItem(store.timezone)),
            current_page: page,
            last_page: lastPage,
            per_page: PER_PAGE,
            total,
          },
          'appointments.index',
          echo,
        ),
        filters: {
          range: custom ? null : f.range,
          from: bounds.from,
          to: bounds.to,
          employee: f.employee,
          status: f.status,
        },
        ranges: REPORT_RANGES.map((value) => ({ value, label: REPORT_RANGE_LABELS[value] })),
        statuses: APPOINTMENT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
        technicians: staff.map((s) => ({ id: s.id, name: s.name })),
      },
      { title: 'Appointments' },
    );
  },
);

/** appointments.show: one appointment, what can be done with it next, and its history (who, when, before → after). */
export const show = storeAction(
  { load: { appointment: getAppointmentDetail } },
  async ({ db, store, actor, bound: { appointment: a }, res }) => {
    const [names, staff] = await Promise.all([
      employeeNames(db, store.id, historyTechnicianIds(a)),
      listActiveEmployees(db, store.id, ['color']),
    ]);
    await res.inertia(
      'Admin/Appointments/Show',
      {
        appointment: appointmentDetailProps(a, store.timezone, names),
        technicians: staff.map((s) => ({ id: s.id, name: s.name })),
        can_pos: can(actor, 'manage pos'),
      },
      { title: `Appointment: ${a.customerName}` },
    );
  },
);
