// The props of resources/js/Pages/Admin/Employees/WorkingHours.tsx, as the server sends them.
import type { EmployeeRef } from './types';
import type { WeekDay } from '../../propShapes';

export type Day = WeekDay;

export interface Props {
  employee: EmployeeRef;
  days: Day[];
}
