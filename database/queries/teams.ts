import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invalidateActors } from '../cacheInvalidation';
import { rowsOf } from '../rowsOf';
import {
  plans,
  stores,
  subscriptions,
  teamInvitations,
  teamMembers,
  teamStores,
  teams,
  users,
  type TeamRole,
} from '../schema';
import { clock } from '../../common/clock';

export type TeamRow = typeof teams.$inferSelect;
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;

/** The team a store belongs to, if any (a store is in at most one). */
export async function findTeamOfStore(db: Db, storeId: number): Promise<TeamRow | null> {
  const [row] = await db
    .select({ team: teams })
    .from(teamStores)
    .innerJoin(teams, eq(teams.id, teamStores.teamId))
    .where(eq(teamStores.storeId, storeId));
  return row?.team ?? null;
}

/** A team by id, only when the store asking is one of its stores: any other team is nothing (404). */
export async function getTeamOfStore(
  db: Db,
  storeId: number,
  teamId: number,
): Promise<TeamRow | null> {
  const [row] = await db
    .select({ team: teams })
    .from(teams)
    .innerJoin(teamStores, and(eq(teamStores.teamId, teams.id), eq(teamStores.storeId, storeId)))
    .where(eq(teams.id, teamId));
  return row?.team ?? null;
}

export async function findTeamOwnedBy(db: Db, userId: number): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.ownerUserId, userId));
  return row ?? null;
}

export async function getTeam(db: Db, teamId: number): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId));
  return row ?? null;
}

export async function memberRole(db: Db, teamId: number, userId: number): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role ?? null;
}

/** Every store id of a team and every member's home store: whose cached actors a change of the team touches. */
async function affectedStoreIds(db: Db, teamId: number): Promise<number[]> {
  const storeRows = await db
    .select({ id: teamStores.storeId })
    .from(teamStores)
    .where(eq(teamStores.teamId, teamId));
  const homeRows = await db
    .select({ id: users.storeId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
  return [...storeRows, ...homeRows].map((r) => r.id).filter((id): id is number => id !== null);
}

/** Cached actors of every store the team touches are stale now (who may act where changed). */
export async function invalidateTeam(
  db: Db,
  teamId: number,
  extraStoreIds: (number | null)[] = [],
) {
  const ids = new Set([
    ...(await affectedStoreIds(db, teamId)),
    ...extraStoreIds.filter((id): id is number => id !== null),
  ]);
  for (const id of ids) await invalidateActors(db, id);
}

export async function insertTeam(
  db: Db,
  values: { storeId: number; ownerUserId: number; name: string },
): Promise<TeamRow> {
  const [team] = await db.insert(teams).values(values).returning();
  await db.insert(teamStores).values({ teamId: team.id, storeId: values.storeId });
  await db.insert(teamMembers).values({
    storeId: values.storeId,
    teamId: team.id,
    userId: values.ownerUserId,
    role: 'owner',
  });
  await invalidateTeam(db, team.id);
  return team;
}

export async function renameTeam(db: Db, storeId: number, teamId: number, name: string) {
  await db
    .update(teams)
    .set({ name })
    .where(and(eq(teams.id, teamId), eq(teams.storeId, storeId)));
}

export async function addTeamStore(db: Db, teamId: number, storeId: number) {
  await db.insert(teamStores).values({ teamId, storeId });
  await invalidateTeam(db, teamId);
}

/** The team row locked, so two "Add location" taps count the stores one after the other. */
export async function lockTeam(db: Db, teamId: number) {
  const [row] = await db.select().from(teams).where(eq(teams.id, teamId)).for('update');
  return row ?? null;
}

export async function countTeamStores(db: Db, teamId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamStores)
    .where(eq(teamStores.teamId, teamId));
  return row?.n ?? 0;
}

export async function listTeamStores(db: Db, teamId: number) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      timezone: stores.timezone,
      address: stores.address,
      closedAt: stores.closedAt,
    })
    .from(teamStores)
    .innerJoin(stores, eq(stores.id, teamStores.storeId))
    .where(and(eq(teamStores.teamId, teamId), isNull(stores.closedAt)))
    .orderBy(asc(teamStores.createdAt), asc(stores.id));
}

export async function listTeamMembers(db: Db, teamId: number) {
  return db
    .select({
      id: teamMembers.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      role: teamMembers.role,
      homeStore: stores.name,
      createdAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .leftJoin(stores, eq(stores.id, users.storeId))
    .where(and(eq(teamMembers.teamId, teamId), isNull(users.deletedAt)))
    .orderBy(asc(teamMembers.id));
}

export async function getTeamMember(db: Db, teamId: number, memberId: number) {
  const [row] = await db
    .select({
      id: teamMembers.id,
      userId: teamMembers.userId,
      role: teamMembers.role,
      homeStoreId: users.storeId,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, memberId)));
  return row ?? null;
}

/** Adds a member, or keeps the one already there (accepting twice makes one member). True when added. */
export async function addTeamMember(
  db: Db,
  values: { storeId: number; teamId: number; userId: number; role: TeamRole },
): Promise<boolean> {
  const rows = await db
    .insert(teamMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: teamMembers.id });
  await invalidateTeam(db, values.teamId);
  return rows.length > 0;
}

export async function updateTeamMemberRole(
  db: Db,
  teamId: number,
  memberId: number,
  role: TeamRole,
) {
  await db
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, memberId)));
  await invalidateTeam(db, teamId);
}

export async function deleteTeamMember(
  db: Db,
  teamId: number,
  memberId: number,
  homeStoreId: number | null,
) {
  await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, memberId)));
  // The member's home store too: its cached copy lists the team's stores to switch to.
  await invalidateTeam(db, teamId, [homeStoreId]);
}

export async function listPendingInvitations(db: Db, teamId: number) {
  return db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      role: teamInvitations.role,
      expiresAt: teamInvitations.expiresAt,
      createdAt: teamInvitations.createdAt,
      store: stores.name,
    })
    .from(teamInvitations)
    .innerJoin(stores, eq(stores.id, teamInvitations.storeId))
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .orderBy(asc(teamInvitations.id));
}

/** A pending invitation of the team (by id); accepted or revoked ones are nothing to act on. */
export async function getPendingInvitation(
  db: Db,
  teamId: number,
  id: number,
): Promise<TeamInvitationRow | null> {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.id, id),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    );
  return row ?? null;
}

/**
 * The team's pending invitation to an address gets this token, role and
 * expiry (a second invite to the same address renews the first rather than
 * adding another); else a new one. Returns its id.
 */
export async function upsertInvitation(
  db: Db,
  values: {
    teamId: number;
    storeId: number;
    email: string;
    role: TeamRole;
    tokenHash: string;
    invitedByUserId: number;
    expiresAt: Date;
  },
): Promise<number> {
  // The conflict target is the partial unique index on (team_id, lower(email)) of pending invitations.
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`
    insert into ${teamInvitations} (team_id, store_id, email, role, token_hash, invited_by_user_id, expires_at)
    values (${values.teamId}, ${values.storeId}, ${values.email}, ${values.role}, ${values.tokenHash}, ${values.invitedByUserId}, ${values.expiresAt.toISOString()})
    on conflict (team_id, lower(email)) where accepted_at is null and revoked_at is null
    do update set store_id = excluded.store_id, email = excluded.email, role = excluded.role, token_hash = excluded.token_hash,
      invited_by_user_id = excluded.invited_by_user_id, expires_at = excluded.expires_at
    returning id`),
  );
  return Number(row.id);
}

export async function renewInvitation(
  db: Db,
  teamId: number,
  id: number,
  tokenHash: string,
  expiresAt: Date,
) {
  await db
    .update(teamInvitations)
    .set({ tokenHash, expiresAt })
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.id, id),
        isNull(teamInvitations.acceptedAt),
      ),
    );
}

/** A pending invitation withdrawn: its link then says so. The column keeps the table's word, `revoked_at` (docs/glossary.md). */
export async function withdrawInvitation(db: Db, teamId: number, id: number) {
  await db
    .update(teamInvitations)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        eq(teamInvitations.id, id),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    );
}

/** The invitation a link's token names, with its team and store names. */
export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: teamInvitations,
      teamName: teams.name,
      storeName: stores.name,
      storeTimezone: stores.timezone,
      storeClosedAt: stores.closedAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .innerJoin(stores, eq(stores.id, teamInvitations.storeId))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the invitation used, once: false when it already was (a double submit, or another tab). */
export async function claimInvitation(
  db: Db,
  id: number,
  userId: number,
  now = clock.now(),
): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ acceptedAt: now, acceptedUserId: userId })
    .where(
      and(
        eq(teamInvitations.id, id),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/**
 * How many locations the team may have: the most generous plan among its
 * stores' subscriptions (null: no limit, also when no store has a plan, as on
 * a platform without plans).
 */
export async function teamLocationsLimit(db: Db, teamId: number): Promise<number | null> {
  const [row] = await db
    .select({
      unlimited: sql<boolean | null>`bool_or(${plans.maxLocations} is null)`,
      max: sql<number | null>`max(${plans.maxLocations})`,
    })
    .from(teamStores)
    .innerJoin(subscriptions, eq(subscriptions.storeId, teamStores.storeId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(teamStores.teamId, teamId));
  if (!row || row.unlimited === null || row.unlimited) return null;
  return row.max === null ? null : Number(row.max);
}
