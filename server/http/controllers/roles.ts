import type { Request, Response } from 'express';
import { createRole, deleteUnusedRole, getRole, listRoles, roleNameTaken, updateRole, type RoleSummary } from '../../../database/queries/roles';
import { PERMISSIONS } from '../../domain/access/permissions';
import { DomainError } from '../../domain/errors';
import { uniqueViolation } from '../../../database/errors';
import { notFound } from '../errors';
import { flash, validate } from '../validate';
import { routeUrl } from '../urls';
import { roleSchema, type RoleInput } from '../validators/roles';

const NAME_TAKEN = 'The name has already been taken.';

const shape = (r: RoleSummary) => ({ id: r.id, name: r.name, permissions: r.permissions, employees_count: r.employeesCount, users_count: r.usersCount });

export async function index(req: Request, res: Response) {
  await res.inertia('Admin/Roles/Index', { roles: (await listRoles(req.ctx.db, req.store!.id)).map(shape) });
}

export async function create(_req: Request, res: Response) {
  await res.inertia('Admin/Roles/Create', { permissions: PERMISSIONS });
}

export async function edit(req: Request, res: Response) {
  const role = await getRole(req.ctx.db, req.store!.id, Number(req.params.role));
  if (!role) throw notFound();
  await res.inertia('Admin/Roles/Edit', { role: shape(role), permissions: PERMISSIONS });
}

/** Names are unique in the store (the index is the final word when two saves race). */
async function save(write: () => Promise<unknown>) {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolation(err) === 'roles_store_id_name_unique') throw new DomainError(NAME_TAKEN, 'name');
    throw err;
  }
}

async function checkName(req: Request, input: RoleInput, exceptId?: number) {
  if (await roleNameTaken(req.ctx.db, req.store!.id, input.name, exceptId)) throw new DomainError(NAME_TAKEN, 'name');
}

export async function store(req: Request, res: Response) {
  const input = validate(roleSchema, req.body);
  await checkName(req, input);
  await save(() => createRole(req.ctx.db, req.store!.id, input));
  flash(req, 'success', 'Role created.');
  res.redirect(routeUrl('roles.index'));
}

export async function update(req: Request, res: Response) {
  const id = Number(req.params.role);
  if (!(await getRole(req.ctx.db, req.store!.id, id))) throw notFound();
  const input = validate(roleSchema, req.body);
  await checkName(req, input, id);
  if (!(await save(() => updateRole(req.ctx.db, req.store!.id, id, input)))) throw notFound();
  flash(req, 'success', 'Role updated.');
  res.redirect(routeUrl('roles.index'));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function destroy(req: Request, res: Response) {
  const result = await deleteUnusedRole(req.ctx.db, req.store!.id, Number(req.params.role));
  if (result.status === 'missing') throw notFound();
  if (result.status === 'in_use') {
    const who = [result.employees && plural(result.employees, 'employee'), result.users && plural(result.users, 'user')].filter(Boolean).join(' and ');
    throw new DomainError(`The role ${result.name} is still assigned to ${who}. Give them another role before deleting it.`);
  }
  flash(req, 'success', 'Role deleted.');
  res.redirect(routeUrl('roles.index'));
}
