import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { prepared } from '../prepared';
import { employees, permissions, rolePermissions, roles, stores, userRoles, users } from '../schema';
import type { Actor } from '../../common/permissions';

export interface ActorWithStore {
  actor: Actor;
  /** The actor's store; null for platform accounts. */
  store: { id: number; name: string; timezone: string } | null;
}

/**
 * An account with its store, roles and permissions in one statement (it runs
 * on every request whose actor is not cached).
 */
const userQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      storeId: users.storeId,
      name: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      isReferal: users.isReferal,
      storeName: stores.name,
      timezone: stores.timezone,
      roles: sql<string[]>`array(select ${roles.name} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id} order by ${roles.id})`,
      permissions: sql<string[]>`array(select distinct ${permissions.name} from ${userRoles} join ${rolePermissions} on ${rolePermissions.roleId} = ${userRoles.roleId} join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId} where ${userRoles.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(stores, eq(stores.id, users.storeId))
    // A deleted account, or one of a closed store, is no one: its sessions end at their next request.
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt), isNull(stores.closedAt)))
    .prepare('actor_user');

/** An active, not-trashed employee with the same, for employee login. */
const employeeQuery = (db: Db) =>
  db
    .select({
      id: employees.id,
      storeId: employees.storeId,
      name: employees.name,
      email: employees.email,
      avatarUrl: employees.avatarUrl,
      storeName: stores.name,
      timezone: stores.timezone,
      roles: sql<string[]>`array(select ${roles.name} from ${roles} where ${roles.id} = ${employees.roleId})`,
      permissions: sql<string[]>`array(select distinct ${permissions.name} from ${rolePermissions} join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId} where ${rolePermissions.roleId} = ${employees.roleId})`,
    })
    .from(employees)
    .innerJoin(stores, eq(stores.id, employees.storeId))
    .where(and(eq(employees.id, sql.placeholder('id')), isNull(employees.deletedAt), eq(employees.isActive, true), isNull(stores.closedAt)))
    .prepare('actor_employee');

/** The signed-in principal with its roles, permissions and store, or null when it no longer exists. */
export async function getActorWithStore(db: Db, ref: { kind: 'user' | 'employee'; id: number }): Promise<ActorWithStore | null> {
  const [row] =
    ref.kind === 'user'
      ? await prepared(db, 'actor_user', userQuery).execute({ id: ref.id })
      : await prepared(db, 'actor_employee', employeeQuery).execute({ id: ref.id });
  if (!row) return null;
  const actor: Actor = {
    kind: ref.kind,
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    email: row.email,
    avatarUrl: row.avatarUrl,
    isReferal: 'isReferal' in row ? row.isReferal : false,
    roles: row.roles,
    // Code-unit order, as every list of permission names is sorted in JS.
    permissions: [...row.permissions].sort(),
  };
  return { actor, store: row.storeId !== null && row.storeName !== null ? { id: row.storeId, name: row.storeName, timezone: row.timezone! } : null };
}

/** The signed-in principal with its roles and permissions, or null when it no longer exists. */
export async function getActor(db: Db, ref: { kind: 'user' | 'employee'; id: number }): Promise<Actor | null> {
  return (await getActorWithStore(db, ref))?.actor ?? null;
}
