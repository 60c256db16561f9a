import {
  countAppointments,
  employeeNames,
  getAppointmentDetail,
  listAppointments,
} from '../../../database/queries/appointments';
import { listActiveEmployees } from '../../../database/queries/employees';
import { reportRangeBounds } from '../../../common/reportRanges';
import { storeDayBounds } from '../../../common/storeTime';
import { can } from '../../domain/access/permissions';
import { storeAction } from '../action';
import {
  appointmentShowPage,
  appointmentsIndexPage,
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
    await res.inertia(
      'Admin/Appointments/Index',
      appointmentsIndexPage({
        rows,
        page: { current: page, last: lastPage, perPage: PER_PAGE, total },
        filters: f,
        custom,
        bounds,
        staff,
      }),
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
      appointmentShowPage(a, store.timezone, names, staff, can(actor, 'manage pos')),
      { title: `Appointment: ${a.customerName}` },
    );
  },
);
