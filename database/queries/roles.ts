import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invalidateActors } from '../cacheInvalidation';
import { employees, permissions, rolePermissions, roles, userRoles } from '../schema';

/** roles.*: the store's own roles (store_id = store) and the permissions each grants. Platform roles never show here. */

export interface RoleSummary {
  id: number;
  name: string;
  permissions: string[];
  employeesCount: number;
  usersCount: number;
}

async function permissionsByRole(db: Db, roleIds: number[]) {
  const out = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return out;
  const rows = await db
    .select({ roleId: rolePermissions.roleId, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
  for (const r of rows) out.get(r.roleId)?.push(r.name);
  return out;
}

/** Who holds each role: employees (trash included, their role comes back on restore) and sign-in users. */
async function holdersByRole(db: Db, storeId: number, roleIds: number[]) {
  const out = new Map<number, { employees: number; users: number }>(
    roleIds.map((id) => [id, { employees: 0, users: 0 }]),
  );
  if (!roleIds.length) return out;
  const staff = await db
    .select({ roleId: employees.roleId, n: count() })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), inArray(employees.roleId, roleIds)))
    .groupBy(employees.roleId);
  for (const r of staff) if (r.roleId !== null) out.get(r.roleId)!.employees = r.n;
  const accounts = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.storeId, storeId)))
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId);
  for (const r of accounts) out.get(r.roleId)!.users = r.n;
  return out;
}

/** The store's roles by name, each with its permissions and how many people hold it. */
export async function listRoles(db: Db, storeId: number): Promise<RoleSummary[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.storeId, storeId))
    .orderBy(asc(roles.name));
  const ids = rows.map((r) => r.id);
  const [granted, holders] = await Promise.all([
    permissionsByRole(db, ids),
    holdersByRole(db, storeId, ids),
  ]);
  return rows.map((r) => ({
    ...r,
    permissions: granted.get(r.id)!.sort(),
    employeesCount: holders.get(r.id)!.employees,
    usersCount: holders.get(r.id)!.users,
  }));
}

/** id and name only: the choices of the employee form's role select. */
export async function listRoleOptions(db: Db, storeId: number) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.storeId, storeId))
    .orderBy(asc(roles.name));
}

export async function getRole(db: Db, storeId: number, id: number): Promise<RoleSummary | null> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.storeId, storeId), eq(roles.id, id)));
  if (!row) return null;
  const [granted, holders] = await Promise.all([
    permissionsByRole(db, [row.id]),
    holdersByRole(db, storeId, [row.id]),
  ]);
  return {
    ...row,
    permissions: granted.get(row.id)!.sort(),
    employeesCount: holders.get(row.id)!.employees,
    usersCount: holders.get(row.id)!.users,
  };
}

/** Whether the store already has a role by this name (case-insensitive), other than `exceptId`. */
export async function roleNameTaken(db: Db, storeId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.storeId, storeId),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

/** The permissions a role of the store grants, or null when the store has no such role (an employee may hold only the store's own). */
export async function getRolePermissions(
  db: Db,
  storeId: number,
  id: number,
): Promise<string[] | null> {
  const rows = await db
    .select({ name: permissions.name })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(roles.storeId, storeId), eq(roles.id, id)));
  if (!rows.length) return null;
  return rows.flatMap((r) => (r.name === null ? [] : [r.name])).sort();
}

async function grant(db: Db, roleId: number, names: readonly string[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (!names.length) return;
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  if (rows.length)
    await db.insert(rolePermissions).values(rows.map((p) => ({ roleId, permissionId: p.id })));
}

/** The role and its permissions in one transaction. */
export async function createRole(
  db: Db,
  storeId: number,
  input: { name: string; permissions: readonly string[] },
) {
  return db.transaction(async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ storeId, name: input.name })
      .returning({ id: roles.id });
    await grant(tx, role.id, input.permissions);
    return role;
  });
}

/** Renames the role and replaces its permissions; false when the store has no such role. */
export async function updateRole(
  db: Db,
  storeId: number,
  id: number,
  input: { name: string; permissions: readonly string[] },
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(roles)
      .set({ name: input.name })
      .where(and(eq(roles.storeId, storeId), eq(roles.id, id)))
      .returning({ id: roles.id });
    if (!rows.length) return false;
    await grant(tx, id, input.permissions);
    // Who holds the role now has other permissions: cached actors reload once this commits.
    await invalidateActors(tx, storeId);
    return true;
  });
}

/**
 * Deletes a role nobody holds. A role still assigned is kept and its holders
 * are returned, so the caller can say who still has it.
 */
export async function deleteUnusedRole(db: Db, storeId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(and(eq(roles.storeId, storeId), eq(roles.id, id)))
      .for('update');
    if (!row) return { status: 'missing' as const };
    const holders = (await holdersByRole(tx, storeId, [id])).get(id)!;
    if (holders.employees || holders.users)
      return { status: 'in_use' as const, name: row.name, ...holders };
    await tx.delete(roles).where(and(eq(roles.storeId, storeId), eq(roles.id, id)));
    return { status: 'deleted' as const, name: row.name };
  });
}
