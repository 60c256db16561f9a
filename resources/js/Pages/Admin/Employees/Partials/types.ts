/** What the employees.* controllers send (server/http/controllers/employees.ts). */
export interface EmployeeListItem {
  id: number;
  name: string;
  employee_id: string;
  phone: string;
  phone_formatted: string;
  email: string | null;
  role: string | null;
  is_active: boolean;
  calendar_color: string;
  deleted_at: string | null;
}

export interface EmployeeFilters {
  q: string;
  status: 'active' | 'inactive' | 'all';
}

export interface RoleOption {
  id: number;
  name: string;
}

/** Who a page is about (payroll and working hours). */
export interface EmployeeRef {
  id: number;
  name: string;
  employee_id: string;
}

export const linkButton =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-700 hover:bg-gray-50';
