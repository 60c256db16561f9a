// The props of resources/js/Pages/Admin/ClockInClockOuts/Create.tsx, as the server sends them.
import type { EmployeeOption } from './Partials/ClockRecordForm';

export interface Props {
  employees: EmployeeOption[];
  now: string;
  /** The last day a finalised payroll paid (YYYY-MM-DD): days up to then take no new records. */
  finalised_through: string | null;
}
