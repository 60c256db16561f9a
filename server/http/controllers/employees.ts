import type { Db } from '../../../database/client';
import type { Actor } from '../../domain/access/permissions';
import type { CurrentStore } from '../context';
import { storeAction, type StoreAction } from '../action';
import {
  getEmployee,
  listEmployees,
  listTrashedEmployees,
  restoreEmployee,
} from '../../../database/queries/employees';
import { listRoleOptions } from '../../../database/queries/roles';
import {
  assertMayChangeEmployee,
  employeeProblems,
  hireEmployee,
  moveEmployeeToTrash,
  reviseEmployee,
  type CurrentEmployee,
} from '../../domain/staff/employees';
import { notFound } from '../errors';
import { withLinks } from '../pagination';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import type { PlainRouteName } from '../../../common/routes';
import { employeeForm, employeeListItem } from '../presenters/employees';
import {
  employeeFiltersSchema,
  employeeSchema,
  employeeUpdateSchema,
  type EmployeeFilters,
  type EmployeeInput,
  type EmployeeUpdateInput,
} from '../validators/employees';
import { say } from '../../../common/said';

async function list(
  a: StoreAction<Record<never, never>, EmployeeFilters>,
  component: 'Admin/Employees/Index' | 'Admin/Employees/Trashed',
  name: PlainRouteName,
  trashed: boolean,
) {
  const { input: filters, store } = a;
  const page = await (trashed ? listTrashedEmployees : listEmployees)(a.db, store.id, filters);
  const query = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
  };
  const rows = { ...page, data: page.data.map(employeeListItem) };
  await a.res.inertia(component, {
    employees: withLinks(rows, name, query),
    filters: { q: filters.q, status: filters.status },
  });
}

export const index = storeAction({ input: employeeFiltersSchema }, (a) =>
  list(a, 'Admin/Employees/Index', 'employees.index', false),
);
export const trashed = storeAction({ input: employeeFiltersSchema }, (a) =>
  list(a, 'Admin/Employees/Trashed', 'employees.trashed', true),
);

export const create = storeAction({}, async ({ db, store, res }) => {
  await res.inertia('Admin/Employees/Create', { roles: await listRoleOptions(db, store.id) });
});

const values = (input: EmployeeInput | EmployeeUpdateInput) => ({
  name: input.name,
  staffNumber: input.employee_id,
  phone: input.phone,
  email: input.email,
  calendarColor: input.calendar_color,
  isActive: input.is_active,
  roleId: input.role_id,
  avatarUrl: input.avatar_url,
  password: input.password,
  // Undefined keeps the card on file (an edit left blank); null removes it.
  cardSwipeId: 'remove_card' in input && input.remove_card ? null : input.card_swipe_id,
});

/** The database's checks on whatever of the form is valid, so they show with the other errors. */
const problemsOf =
  (
    { db, store, actor }: { db: Db; store: CurrentStore; actor: Actor },
    current?: CurrentEmployee,
  ) =>
  (valid: Partial<EmployeeUpdateInput>) =>
    employeeProblems(
      db,
      store.id,
      actor,
      { staffNumber: valid.employee_id, cardSwipeId: valid.card_swipe_id, roleId: valid.role_id },
      current,
    );

export const store = storeAction({}, async (a) => {
  const input = await validateForm(employeeSchema, a.req.body, problemsOf(a));
  await hireEmployee(a.db, a.store.id, a.actor, { ...values(input), password: input.password });
  flash(a.req, 'success', say('flash.employees.employeeCreated'));
  a.res.redirect(routeUrl('employees.index'));
});

/** The employee a route names, if the store has them and they are not in the trash. */
const employeeParam = { employee: getEmployee };

export const edit = storeAction(
  { load: employeeParam },
  async ({ db, store, bound: { employee: e }, res }) => {
    await res.inertia('Admin/Employees/Edit', {
      employee: employeeForm(e),
      roles: await listRoleOptions(db, store.id),
    });
  },
);

export const update = storeAction({ load: employeeParam }, async (a) => {
  const { employee } = a.bound;
  await assertMayChangeEmployee(a.db, a.store.id, a.actor, employee);
  const input = await validateForm(employeeUpdateSchema, a.req.body, problemsOf(a, employee));
  if (!(await reviseEmployee(a.db, a.store.id, a.actor, employee, values(input)))) throw notFound();
  flash(a.req, 'success', say('flash.employees.employeeUpdated'));
  a.res.redirect(routeUrl('employees.index'));
});

export const destroy = storeAction(
  { load: employeeParam },
  async ({ db, store, actor, bound: { employee }, req, res }) => {
    await assertMayChangeEmployee(db, store.id, actor, employee);
    if (!(await moveEmployeeToTrash(db, store.id, employee.id))) throw notFound();
    flash(req, 'success', say('flash.employees.employeeMovedToTrash'));
    res.redirect(routeUrl('employees.index'));
  },
);

/** Restores from the trash: the trashed employee is the route's record, so it is looked up by the restore itself. */
export const restore = storeAction({}, async ({ db, store, req, res }) => {
  if (!(await restoreEmployee(db, store.id, Number(req.params.employee)))) throw notFound();
  flash(req, 'success', say('flash.employees.employeeRestored'));
  res.redirect(routeUrl('employees.trashed'));
});
