/** What the employees.* controllers send (server/http/controllers/employees.ts). */
export interface EmployeeListItem {
  id: number;
  name: string;
  /** The staff number: "User ID" on screen. */
  employee_id: string;
  phone: string;
  phone_formatted: string;
  email: string | null;
  role_name: string | null;
  is_active: boolean;
  calendar_color: string;
  /** When it went to the trash (ISO). */
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
