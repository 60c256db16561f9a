import { listWorkingHours, saveWorkingHours } from '../../../database/queries/employeeWorkingHours';
import { timeToInput } from '../../../common/time';
import { flash } from '../validate';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { workingHoursSchema } from '../validators/employees';
import { employeeParam } from './employees';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** employees.working_hours: Sunday..Saturday, each "HH:mm" to "HH:mm" or off. A day never saved shows as off. */
export const edit = storeAction(
  { load: employeeParam },
  async ({ db, store, bound: { employee }, res }) => {
    const saved = new Map(
      (await listWorkingHours(db, store.id, employee.id)).map((d) => [d.weekday, d]),
    );
    await res.inertia('Admin/Employees/WorkingHours', {
      employee: { id: employee.id, name: employee.name, employee_id: employee.staffNumber },
      days: WEEKDAYS.map((name, weekday) => {
        const day = saved.get(weekday);
        const off = day?.startMinute == null || day.endMinute == null;
        return {
          weekday,
          name,
          off,
          start: off ? null : timeToInput(day.startMinute!),
          end: off ? null : timeToInput(day.endMinute!),
        };
      }),
    });
  },
);

export const update = storeAction(
  { load: employeeParam, input: workingHoursSchema },
  async ({ db, store, bound: { employee }, input: days, req, res }) => {
    await saveWorkingHours(db, store.id, employee.id, days);
    flash(req, 'success', 'Working hours saved.');
    res.redirect(routeUrl('employees.working_hours', { employee: employee.id }));
  },
);
