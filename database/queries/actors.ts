import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { prepared } from '../prepared';
import {
  employees,
  permissions,
  rolePermissions,
  roles,
  stores,
  teamMembers,
  teamStores,
  userRoles,
  users,
  type TeamRole,
} from '../schema';
import { STORE_USER, type Actor } from '../../common/permissions';
import { teamRolePermissions } from '../../common/teamRoles';
import { toStoreRegion, type StoreRegion } from '../../common/intlFormats';

export interface ActorWithStore {
  actor: Actor;
  /** The store the actor works in now (its home store, or a team store it switched to); null for platform accounts. */
  store: { id: number; name: string; timezone: string; region: StoreRegion } | null;
  /** The account's own store (users.store_id); the acting store falls back to it. */
  homeStoreId: number | null;
  /** Its role in the acting store's team, if it is a member of one. */
  teamRole: TeamRole | null;
  /** Every store the account may switch to (its home store and its teams' stores), by id; empty for employees. */
  stores: { id: number; name: string }[];
  /** The account's or employee's language as saved now (a manager's change reaches a signed-in technician on her next request). */
  locale: string | null;
}

const home = alias(stores, 'home_store');

/**
 * The store an account asked to act in, when it may: its home store, or a
 * store of a team it is a member of; else its home store. Checked here, in
 * the query that loads the actor, so a removed member falls back on the
 * very next request.
 */
const actingStoreId = sql`coalesce((
  select s.id from stores s
  where s.id = ${sql.placeholder('storeId')}::integer and s.closed_at is null
    and (s.id = ${users.storeId} or exists (
      select 1 from ${teamMembers} tm join ${teamStores} ts on ts.team_id = tm.team_id
      where tm.user_id = ${users.id} and ts.store_id = s.id))
), ${users.storeId})`;

/**
 * An account with its store, roles and permissions in one statement (it runs
 * on every request whose actor is not cached).
 */
const userQuery = (db: Db) =>
  db
    .select({
      id: users.id,
      homeStoreId: users.storeId,
      storeId: stores.id,
      name: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      isReferal: users.isReferal,
      locale: users.locale,
      storeName: stores.name,
      timezone: stores.timezone,
      region: stores.region,
      // The account's own roles hold in its home store only; in a team's other stores the team role decides.
      roles: sql<
        string[]
      >`case when ${stores.id} is not distinct from ${users.storeId} then array(select ${roles.name} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id} order by ${roles.id}) else '{}'::text[] end`,
      permissions: sql<
        string[]
      >`case when ${stores.id} is not distinct from ${users.storeId} then array(select distinct ${permissions.name} from ${userRoles} join ${rolePermissions} on ${rolePermissions.roleId} = ${userRoles.roleId} join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId} where ${userRoles.userId} = ${users.id}) else '{}'::text[] end`,
      teamRole: sql<TeamRole | null>`(select tm.role from ${teamMembers} tm join ${teamStores} ts on ts.team_id = tm.team_id where tm.user_id = ${users.id} and ts.store_id = ${stores.id})`,
      stores: sql<
        { id: number; name: string }[]
      >`(select coalesce(json_agg(json_build_object('id', s2.id, 'name', s2.name) order by s2.id), '[]'::json) from stores s2
        where s2.closed_at is null and (s2.id = ${users.storeId} or s2.id in (
          select ts.store_id from ${teamStores} ts join ${teamMembers} tm on tm.team_id = ts.team_id where tm.user_id = ${users.id})))`,
    })
    .from(users)
    .leftJoin(home, eq(home.id, users.storeId))
    .leftJoin(stores, eq(stores.id, actingStoreId))
    // A deleted account, or one of a closed store, is no one: its sessions end at their next request.
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt), isNull(home.closedAt)))
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
      locale: employees.locale,
      storeName: stores.name,
      timezone: stores.timezone,
      region: stores.region,
      roles: sql<
        string[]
      >`array(select ${roles.name} from ${roles} where ${roles.id} = ${employees.roleId})`,
      permissions: sql<
        string[]
      >`array(select distinct ${permissions.name} from ${rolePermissions} join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId} where ${rolePermissions.roleId} = ${employees.roleId})`,
    })
    .from(employees)
    .innerJoin(stores, eq(stores.id, employees.storeId))
    .where(
      and(
        eq(employees.id, sql.placeholder('id')),
        isNull(employees.deletedAt),
        eq(employees.isActive, true),
        isNull(stores.closedAt),
      ),
    )
    .prepare('actor_employee');

/** Who is signed in, and for an account the store it chose to act in (session), if it still may. */
export interface ActorRef {
  kind: 'user' | 'employee';
  id: number;
  storeId?: number;
}

/** The signed-in principal with its roles, permissions and store, or null when it no longer exists. */
export async function getActorWithStore(db: Db, ref: ActorRef): Promise<ActorWithStore | null> {
  if (ref.kind === 'employee') {
    const [row] = await prepared(db, 'actor_employee', employeeQuery).execute({ id: ref.id });
    if (!row) return null;
    const actor: Actor = {
      kind: 'employee',
      id: row.id,
      storeId: row.storeId,
      name: row.name,
      email: row.email,
      avatarUrl: row.avatarUrl,
      isReferal: false,
      roles: row.roles,
      permissions: [...row.permissions].sort(),
    };
    return {
      actor,
      store: {
        id: row.storeId,
        name: row.storeName,
        timezone: row.timezone,
        region: toStoreRegion(row.region),
      },
      homeStoreId: row.storeId,
      teamRole: null,
      stores: [],
      locale: row.locale,
    };
  }
  const [row] = await prepared(db, 'actor_user', userQuery).execute({
    id: ref.id,
    storeId: ref.storeId ?? null,
  });
  if (!row) return null;
  // A team role adds its preset to whatever the account's own roles give (those hold only in its home store).
  const granted = new Set([
    ...row.permissions,
    ...(row.teamRole && !row.roles.includes(STORE_USER) ? teamRolePermissions(row.teamRole) : []),
  ]);
  const actor: Actor = {
    kind: 'user',
    id: row.id,
    storeId: row.storeId,
    name: row.name,
    email: row.email,
    avatarUrl: row.avatarUrl,
    isReferal: row.isReferal,
    roles: row.roles,
    // Code-unit order, as every list of permission names is sorted in JS.
    permissions: [...granted].sort(),
    ...(row.teamRole ? { teamRole: row.teamRole } : {}),
  };
  return {
    actor,
    store:
      row.storeId !== null && row.storeName !== null
        ? {
            id: row.storeId,
            name: row.storeName,
            timezone: row.timezone!,
            region: toStoreRegion(row.region),
          }
        : null,
    homeStoreId: row.homeStoreId,
    teamRole: row.teamRole,
    stores: row.stores.map((s) => ({ id: Number(s.id), name: String(s.name) })),
    locale: row.locale,
  };
}

/** The signed-in principal with its roles and permissions, or null when it no longer exists. */
export async function getActor(db: Db, ref: ActorRef): Promise<Actor | null> {
  return (await getActorWithStore(db, ref))?.actor ?? null;
}
