import type { Request, Response } from 'express';
import { getRole, listRoles, type RoleSummary } from '../../../database/queries/roles';
import { PERMISSIONS } from '../../domain/access/permissions';
import { createStoreRole, deleteStoreRole, roleProblems, updateStoreRole } from '../../domain/access/roles';
import { notFound } from '../errors';
import { flash, validateForm } from '../validate';
import { routeUrl } from '../urls';
import { roleSchema, type RoleInput } from '../validators/roles';

const shape = (r: RoleSummary) => ({ id: r.id, name: r.name, permissions: r.permissions, employees_count: r.employeesCount, users_count: r.usersCount });

export async function index(req: Request, res: Response) {
  await res.inertia('Admin/Roles/Index', { roles: (await listRoles(req.ctx.db, req.store!.id)).map(shape) });
}

export async function create(_req: Request, res: Response) {
  await res.inertia('Admin/Roles/Create', { permissions: PERMISSIONS });
}

async function findRole(req: Request) {
  const role = await getRole(req.ctx.db, req.store!.id, Number(req.params.role));
  if (!role) throw notFound();
  return role;
}

export async function edit(req: Request, res: Response) {
  await res.inertia('Admin/Roles/Edit', { role: shape(await findRole(req)), permissions: PERMISSIONS });
}

/** A taken name or a permission the actor may not grant is reported with the form's other errors. */
const parse = (req: Request, current?: RoleSummary) =>
  validateForm(roleSchema, req.body, (valid: Partial<RoleInput>) => roleProblems(req.ctx.db, req.store!.id, req.actor!, valid, current));

export async function store(req: Request, res: Response) {
  const input = await parse(req);
  await createStoreRole(req.ctx.db, req.store!.id, req.actor!, input);
  flash(req, 'success', 'Role created.');
  res.redirect(routeUrl('roles.index'));
}

export async function update(req: Request, res: Response) {
  const role = await findRole(req);
  const input = await parse(req, role);
  if (!(await updateStoreRole(req.ctx.db, req.store!.id, req.actor!, role, input))) throw notFound();
  flash(req, 'success', 'Role updated.');
  res.redirect(routeUrl('roles.index'));
}

export async function destroy(req: Request, res: Response) {
  if (!(await deleteStoreRole(req.ctx.db, req.store!.id, req.actor!, Number(req.params.role)))) throw notFound();
  flash(req, 'success', 'Role deleted.');
  res.redirect(routeUrl('roles.index'));
}
