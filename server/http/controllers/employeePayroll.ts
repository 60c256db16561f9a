import {
  getPayrollSettings,
  savePayrollSettings,
} from '../../../database/queries/employeePayrollSettings';
import { DEFAULT_PAYROLL_SETTINGS } from '../../domain/staff/employees';
import { flash } from '../validate';
import { storeAction } from '../action';
import { routeUrl } from '../urls';
import { payrollSettingsSchema } from '../validators/employees';
import { employeeParam } from './employees';

/** Basis points as the percent a person types: 6250 → "62.5". */
const percent = (bp: number) => String(bp / 100);

/** employees.payroll: commission, supply fee, guarantee, check/cash split and hourly rate, as the form edits them. */
export const edit = storeAction(
  { load: employeeParam },
  async ({ db, store, bound: { employee }, res }) => {
    const s = (await getPayrollSettings(db, store.id, employee.id)) ?? DEFAULT_PAYROLL_SETTINGS;
    await res.inertia('Admin/Employees/Payroll', {
      employee: { id: employee.id, name: employee.name, employee_id: employee.staffNumber },
      settings: {
        commission_rate: percent(s.commissionRateBp),
        supply_fee_type: s.supplyFeeType,
        // Both forms of the fee, so switching the type on the page keeps a sensible value.
        supply_fee_flat: s.supplyFeeType === 'flat' ? s.supplyFeeValue : 0,
        supply_fee_percent: s.supplyFeeType === 'percent' ? percent(s.supplyFeeValue) : '0',
        supply_fee_timing: s.supplyFeeTiming,
        guaranteed_minimum: s.guaranteedMinimumCents,
        check_percent: percent(s.checkPercentBp),
        cash_percent: percent(10000 - s.checkPercentBp),
        hourly_rate: s.hourlyRateCents,
      },
    });
  },
);

export const update = storeAction(
  { load: employeeParam, input: payrollSettingsSchema },
  async ({ db, store, bound: { employee }, input, req, res }) => {
    await savePayrollSettings(db, store.id, employee.id, input);
    flash(req, 'success', 'Payroll settings saved.');
    res.redirect(routeUrl('employees.payroll', { employee: employee.id }));
  },
);
