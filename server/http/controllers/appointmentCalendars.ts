import { listActiveEmployees } from '../../../database/queries/employees';
import { listCheckInServices } from '../../../database/queries/checkIns';
import {
  calendarDates,
  loadCalendarDay,
  loadCalendarWeek,
} from '../../domain/appointments/calendar';
import { can } from '../../domain/access/permissions';
import { notFound } from '../errors';
import { storeAction } from '../action';
import { calendarForms } from '../presenters/appointmentCalendars';
import { calendarQuerySchema } from '../validators/appointments';

/**
 * appointments.calendars ("view appointment calendars"): the day with a
 * column per technician working, or one technician's week
 * (`?view=week&employee=ID`); today in the store's zone unless `?date=`.
 * A bad date opens today; another store's technician is a 404.
 */
export const index = storeAction(
  { input: calendarQuerySchema },
  async ({ db, store, actor, input: query, res }) => {
    const staff = await listActiveEmployees(db, store.id, ['color']);
    const dates = calendarDates(store.timezone, query.date, query.view);
    let employee: (typeof staff)[number] | null = null;
    if (query.employee !== null) {
      employee = staff.find((s) => s.id === query.employee) ?? null;
      if (!employee) throw notFound();
    }
    const week = query.view === 'week' ? (employee ?? staff[0] ?? null) : null;
    const [grid, menu] = await Promise.all([
      week ? loadCalendarWeek(db, store, week, dates.date) : loadCalendarDay(db, store, dates.date),
      listCheckInServices(db, store.id),
    ]);
    await res.inertia(
      'Admin/Appointment-calendars/Index',
      {
        view: week ? 'week' : 'day',
        ...dates,
        technician_id: week?.id ?? null,
        grid,
        technicians: staff,
        ...calendarForms(menu),
        can_pos: can(actor, 'manage pos'),
      },
      { title: 'Appointments' },
    );
  },
);
