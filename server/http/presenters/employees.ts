import type { getEmployee, listEmployees } from '../../../database/queries/employees';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime } from '../../../common/storeTime';
import { toLocale } from '../../../common/i18n';
import type { EmployeeListItem, EmployeeRef } from '../../../common/pages/Admin/Employees/types';

type ListRow = Awaited<ReturnType<typeof listEmployees>>['data'][number];
type Employee = NonNullable<Awaited<ReturnType<typeof getEmployee>>>;

/** A list row as the page shows it; the trash date in the store's time zone (MM-DD-YYYY hh:mm A). */
export const employeeListItem =
  (tz: string) =>
  (e: ListRow): EmployeeListItem => ({
    id: e.id,
    name: e.name,
    employee_id: e.staffNumber,
    phone: e.phone ?? '',
    phone_formatted: formatPhone(e.phone),
    email: e.email,
    role: e.roleName,
    is_active: e.isActive,
    calendar_color: e.calendarColor,
    deleted_at: e.deletedAt ? formatStoreDateTime(e.deletedAt, tz) : null,
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
