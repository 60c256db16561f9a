import { getRole, listRoles, type RoleSummary } from '../../../database/queries/roles';
import { PERMISSIONS } from '../../domain/access/permissions';
import {
  createStoreRole,
  deleteStoreRole,
  roleProblems,
  updateStoreRole,
} from '../../domain/access/roles';
import { storeAction, type StoreContext } from '../action';
import { notFound } from '../errors';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { roleItem } from '../presenters/roles';
import { roleSchema, type RoleInput } from '../validators/roles';
import { say } from '../../../common/said';

/** The role a route names, if it is the store's. */
const roleParam = { role: getRole };

export const index = storeAction({}, async ({ db, store, res }) => {
  await res.inertia('Admin/Roles/Index', { roles: (await listRoles(db, store.id)).map(roleItem) });
});

export const create = storeAction({}, async ({ res }) => {
  await res.inertia('Admin/Roles/Create', { permissions: PERMISSIONS });
});

export const edit = storeAction({ load: roleParam }, async ({ bound: { role }, res }) => {
  await res.inertia('Admin/Roles/Edit', { role: roleItem(role), permissions: PERMISSIONS });
});

/** A taken name or a permission the actor may not grant is reported with the form's other errors. */
const parse = ({ db, store, actor, req }: StoreContext, current?: RoleSummary) =>
  validateForm(roleSchema, req.body, (valid: Partial<RoleInput>) =>
    roleProblems(db, store.id, actor, valid, current),
  );

export const store = storeAction({}, async (a) => {
  const input = await parse(a);
  await createStoreRole(a.db, a.store.id, a.actor, input);
  flash(a.req, 'success', say('flash.employees.roleCreated'));
  a.res.redirect(routeUrl('roles.index'));
});

export const update = storeAction({ load: roleParam }, async (a) => {
  const { role } = a.bound;
  const input = await parse(a, role);
  if (!(await updateStoreRole(a.db, a.store.id, a.actor, role, input))) throw notFound();
  flash(a.req, 'success', say('flash.employees.roleUpdated'));
  a.res.redirect(routeUrl('roles.index'));
});

export const destroy = storeAction(
  { load: roleParam },
  async ({ db, store, actor, bound: { role }, req, res }) => {
    if (!(await deleteStoreRole(db, store.id, actor, role.id))) throw notFound();
    flash(req, 'success', say('flash.employees.roleDeleted'));
    res.redirect(routeUrl('roles.index'));
  },
);
