import { and, eq, isNull, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { employees, permissions, rolePermissions, roles, userRoles, users } from '../schema';
import type { Actor } from '../../server/domain/access/permissions';

async function permissionNames(db: Db, roleIds: number[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
  return rows.map((r) => r.name).sort();
}

/** The signed-in principal with its roles and permissions, or null when it no longer exists. */
export async function getActor(db: Db, ref: { kind: 'user' | 'employee'; id: number }): Promise<Actor | null> {
  if (ref.kind === 'user') {
    const rows = await db
      .select({ user: users, roleId: roles.id, roleName: roles.name })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .leftJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(users.id, ref.id));
    if (!rows.length) return null;
    const u = rows[0].user;
    const roleRows = rows.filter((r) => r.roleId !== null);
    return {
      kind: 'user',
      id: u.id,
      storeId: u.storeId,
      name: u.name,
      email: u.email,
      avatarUrl: u.avatarUrl,
      isReferal: u.isReferal,
      roles: roleRows.map((r) => r.roleName!),
      permissions: await permissionNames(db, roleRows.map((r) => r.roleId!)),
    };
  }
  const [row] = await db
    .select({ employee: employees, roleName: roles.name })
    .from(employees)
    .leftJoin(roles, eq(roles.id, employees.roleId))
    .where(and(eq(employees.id, ref.id), isNull(employees.deletedAt), eq(employees.isActive, true)));
  if (!row) return null;
  const e = row.employee;
  return {
    kind: 'employee',
    id: e.id,
    storeId: e.storeId,
    name: e.name,
    email: e.email,
    avatarUrl: e.avatarUrl,
    isReferal: false,
    roles: row.roleName ? [row.roleName] : [],
    permissions: await permissionNames(db, e.roleId ? [e.roleId] : []),
  };
}
