// Types of resources/js/Pages/Admin/ClockInClockOuts/Partials/ClockRecordForm.tsx that page props use.
export interface EmployeeOption {
  id: number;
  name: string;
  employee_id: string;
}
