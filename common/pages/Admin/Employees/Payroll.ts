// The props of resources/js/Pages/Admin/Employees/Payroll.tsx, as the server sends them.
import type { EmployeeRef } from './types';

export interface Settings {
  commission_rate: string;
  supply_fee_type: 'flat' | 'percent';
  supply_fee_flat: number;
  supply_fee_percent: string;
  supply_fee_timing: 'before' | 'after';
  guaranteed_minimum: number;
  check_percent: string;
  cash_percent: string;
  hourly_rate: number | null;
}

export interface Props {
  employee: EmployeeRef;
  settings: Settings;
}
