import type { PayrollSettingsValues } from '../../../database/queries/employeePayrollSettings';

/** Basis points as the percent a person types: 6250 → "62.5". */
const percent = (bp: number) => String(bp / 100);

/** employees.payroll: commission, supply fee, guarantee, check/cash split and hourly rate, as the form edits them. */
export const payrollSettingsForm = (s: PayrollSettingsValues) => ({
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
});
