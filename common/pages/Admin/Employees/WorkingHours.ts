// The props of resources/js/Pages/Admin/Employees/WorkingHours.tsx, as the server sends them.
import type { EmployeeRef } from './types';

export interface Day {
  weekday: number;
  name: string;
  off: boolean;
  start: string | null;
  end: string | null;
}

export interface Props {
  employee: EmployeeRef;
  days: Day[];
}
