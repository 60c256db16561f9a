import {
  getPayrollSettings,
  savePayrollSettings,
} from '../../../database/queries/employeePayrollSettings';
import { DEFAULT_PAYROLL_SETTINGS } from '../../domain/staff/employees';
import { flash } from '../validate';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { payrollSettingsSchema } from '../validators/employees';
import { getEmployee } from '../../../database/queries/employees';
import { employeeRef } from '../presenters/employees';
import { payrollSettingsForm } from '../presenters/employeePayroll';
import { say } from '../../../common/said';

const employeeParam = { employee: getEmployee };

/** employees.payroll: commission, supply fee, guarantee, check/cash split and hourly rate, as the form edits them. */
export const edit = storeAction(
  { load: employeeParam },
  async ({ db, store, bound: { employee }, res }) => {
    const s = (await getPayrollSettings(db, store.id, employee.id)) ?? DEFAULT_PAYROLL_SETTINGS;
    await res.inertia('Admin/Employees/Payroll', {
      employee: employeeRef(employee),
      settings: payrollSettingsForm(s),
    });
  },
);

export const update = storeAction(
  { load: employeeParam, input: payrollSettingsSchema },
  async ({ db, store, bound: { employee }, input, req, res }) => {
    await savePayrollSettings(db, store.id, employee.id, input);
    flash(req, 'success', say('flash.employees.payrollSettingsSaved'));
    res.redirect(routeUrl('employees.payroll', { employee: employee.id }));
  },
);
