import { listWorkingHours, saveWorkingHours } from '../../../database/queries/employeeWorkingHours';
import { flash } from '../validate';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { workingHoursSchema } from '../validators/employees';
import { getEmployee } from '../../../database/queries/employees';
import { employeeRef } from '../presenters/employees';
import { workingWeek } from '../presenters/employeeWorkingHours';
import { say } from '../../../common/said';

const employeeParam = { employee: getEmployee };

/** employees.working_hours: Sunday..Saturday, each "HH:mm" to "HH:mm" or off. A day never saved shows as off. */
export const edit = storeAction(
  { load: employeeParam },
  async ({ db, store, bound: { employee }, res }) => {
    await res.inertia('Admin/Employees/WorkingHours', {
      employee: employeeRef(employee),
      days: workingWeek(await listWorkingHours(db, store.id, employee.id)),
    });
  },
);

export const update = storeAction(
  { load: employeeParam, input: workingHoursSchema },
  async ({ db, store, bound: { employee }, input: days, req, res }) => {
    await saveWorkingHours(db, store.id, employee.id, days);
    flash(req, 'success', say('flash.employees.workingHoursSaved'));
    res.redirect(routeUrl('employees.working_hours', { employee: employee.id }));
  },
);
