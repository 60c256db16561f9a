import type { getEmployee, listEmployees } from '../../../database/queries/employees';
import { formatPhone } from '../../../common/phone';
import { toLocale } from '../../../common/i18n';
import type { EmployeeListItem, EmployeeRef } from '../../../common/pages/Admin/Employees/types';

type ListRow = Awaited<ReturnType<typeof listEmployees>>['data'][number];
type Employee = NonNullable<Awaited<ReturnType<typeof getEmployee>>>;

/** A list row; the trash date as an instant, which the page shows in the store's zone (docs/features/languages-and-offline.md). */
export const employeeListItem = (e: ListRow): EmployeeListItem => ({
  id: e.id,
  name: e.name,
  employee_id: e.staffNumber,
  phone: e.phone ?? '',
  phone_formatted: formatPhone(e.phone),
  email: e.email,
  role_name: e.roleName,
  is_active: e.isActive,
  calendar_color: e.calendarColor,
  deleted_at: e.deletedAt ? e.deletedAt.toISOString() : null,
});

/** The edit form's values. */
export const employeeForm = (e: Employee) => ({
  id: e.id,
  name: e.name,
  employee_id: e.staffNumber,
  phone: e.phone ?? '',
  email: e.email ?? '',
  calendar_color: e.calendarColor,
  is_active: e.isActive,
  role_id: e.roleId,
  avatar_url: e.avatarUrl ?? '',
  // Whether a card is on file, never the card itself: a swipe id signs in without a password.
  has_card: e.cardSwipeId !== null,
  locale: toLocale(e.locale),
});

/** Who a page about one employee is about (payroll settings, working hours): the staff number as `employee_id` (docs/glossary.md). */
export const employeeRef = (e: Pick<Employee, 'id' | 'name' | 'staffNumber'>): EmployeeRef => ({
  id: e.id,
  name: e.name,
  employee_id: e.staffNumber,
});
