import type { Request, Response } from 'express';
import {
  getEmployee, listEmployees, listTrashedEmployees, restoreEmployee,
} from '../../../database/queries/employees';
import { listRoleOptions } from '../../../database/queries/roles';
import { assertMayChangeEmployee, employeeProblems, hireEmployee, moveEmployeeToTrash, reviseEmployee, type CurrentEmployee } from '../../domain/staff/employees';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime } from '../../../common/storeTime';
import { notFound } from '../errors';
import { withLinks } from '../pagination';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { employeeFiltersSchema, employeeSchema, employeeUpdateSchema, type EmployeeInput, type EmployeeUpdateInput } from '../validators/employees';

type ListRow = Awaited<ReturnType<typeof listEmployees>>['data'][number];

/** A list row as the page shows it; the trash date in the store's time zone (MM-DD-YYYY hh:mm A). */
const listItem = (tz: string) => (e: ListRow) => ({
  id: e.id, name: e.name, employee_id: e.staffNumber, phone: e.phone ?? '', phone_formatted: formatPhone(e.phone), email: e.email,
  role: e.roleName, is_active: e.isActive, calendar_color: e.calendarColor, deleted_at: e.deletedAt ? formatStoreDateTime(e.deletedAt, tz) : null,
});

async function list(req: Request, res: Response, component: string, name: string, trashed: boolean) {
  const filters = employeeFiltersSchema.parse(req.query);
  const page = await (trashed ? listTrashedEmployees : listEmployees)(req.ctx.db, req.store!.id, filters);
  const query = { ...(filters.q ? { q: filters.q } : {}), ...(filters.status !== 'all' ? { status: filters.status } : {}) };
  const rows = { ...page, data: page.data.map(listItem(req.store!.timezone)) };
  await res.inertia(component, { employees: withLinks(rows, name, query), filters: { q: filters.q, status: filters.status } });
}

export const index = (req: Request, res: Response) => list(req, res, 'Admin/Employees/Index', 'employees.index', false);
export const trashed = (req: Request, res: Response) => list(req, res, 'Admin/Employees/Trashed', 'employees.trashed', true);

export async function create(req: Request, res: Response) {
  await res.inertia('Admin/Employees/Create', { roles: await listRoleOptions(req.ctx.db, req.store!.id) });
}

const values = (input: EmployeeInput | EmployeeUpdateInput) => ({
  name: input.name, staffNumber: input.employee_id, phone: input.phone, email: input.email, calendarColor: input.calendar_color,
  isActive: input.is_active, roleId: input.role_id, avatarUrl: input.avatar_url, password: input.password,
  // Undefined keeps the card on file (an edit left blank); null removes it.
  cardSwipeId: 'remove_card' in input && input.remove_card ? null : input.card_swipe_id,
});

/** The database's checks on whatever of the form is valid, so they show with the other errors. */
const problemsOf = (req: Request, current?: CurrentEmployee) => (valid: Partial<EmployeeUpdateInput>) =>
  employeeProblems(req.ctx.db, req.store!.id, req.actor!, { staffNumber: valid.employee_id, cardSwipeId: valid.card_swipe_id, roleId: valid.role_id }, current);

export async function store(req: Request, res: Response) {
  const input = await validateForm(employeeSchema, req.body, problemsOf(req));
  await hireEmployee(req.ctx.db, req.store!.id, req.actor!, { ...values(input), password: input.password });
  flash(req, 'success', 'Employee created.');
  res.redirect(routeUrl('employees.index'));
}

/** The employee named in the URL, if the store has them and they are not in the trash. */
export async function findEmployee(req: Request) {
  const employee = await getEmployee(req.ctx.db, req.store!.id, Number(req.params.employee));
  if (!employee) throw notFound();
  return employee;
}

export async function edit(req: Request, res: Response) {
  const e = await findEmployee(req);
  await res.inertia('Admin/Employees/Edit', {
    employee: {
      id: e.id, name: e.name, employee_id: e.staffNumber, phone: e.phone ?? '', email: e.email ?? '', calendar_color: e.calendarColor,
      is_active: e.isActive, role_id: e.roleId, avatar_url: e.avatarUrl ?? '',
      // Whether a card is on file, never the card itself: a swipe id signs in without a password.
      has_card: e.cardSwipeId !== null,
    },
    roles: await listRoleOptions(req.ctx.db, req.store!.id),
  });
}

export async function update(req: Request, res: Response) {
  const employee = await findEmployee(req);
  await assertMayChangeEmployee(req.ctx.db, req.store!.id, req.actor!, employee);
  const input = await validateForm(employeeUpdateSchema, req.body, problemsOf(req, employee));
  if (!(await reviseEmployee(req.ctx.db, req.store!.id, req.actor!, employee, values(input)))) throw notFound();
  flash(req, 'success', 'Employee updated.');
  res.redirect(routeUrl('employees.index'));
}

export async function destroy(req: Request, res: Response) {
  const employee = await findEmployee(req);
  await assertMayChangeEmployee(req.ctx.db, req.store!.id, req.actor!, employee);
  if (!(await moveEmployeeToTrash(req.ctx.db, req.store!.id, employee.id))) throw notFound();
  flash(req, 'success', 'Employee moved to trash.');
  res.redirect(routeUrl('employees.index'));
}

export async function restore(req: Request, res: Response) {
  if (!(await restoreEmployee(req.ctx.db, req.store!.id, Number(req.params.employee)))) throw notFound();
  flash(req, 'success', 'Employee restored.');
  res.redirect(routeUrl('employees.trashed'));
}
