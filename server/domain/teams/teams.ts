import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import { createStore } from '../../../database/queries/stores';
import {
  addTeamMember,
  addTeamStore,
  claimInvitation,
  countTeamStores,
  deleteTeamMember,
  findTeamOfStore,
  findTeamOwnedBy,
  getTeam,
  insertTeam,
  lockTeam,
  memberRole,
  renewInvitation,
  teamLocationsLimit,
  updateTeamMemberRole,
  upsertInvitation,
  type TeamRow,
} from '../../../database/queries/teams';
import { createUser, findUserByEmail } from '../../../database/queries/users';
import type { TeamRole } from '../../../common/teamRoles';
import { hasRole, STORE_USER, type Actor } from '../access/permissions';
import { hashPassword } from '../access/passwords';
import { startTrial } from '../billing/trial';
import { DomainError, FieldErrors } from '../errors';
import {
  hashInvitationToken,
  invitationExpiry,
  invitationState,
  newInvitationToken,
} from './invitationTokens';
import { say } from '../../../common/said';

/** A store's own owner account, working in its home store: the one who may start a team. */
export const ownsHomeStore = (actor: Actor, homeStoreId: number | null): boolean =>
  actor.kind === 'user' &&
  !actor.isReferal &&
  hasRole(actor, STORE_USER) &&
  actor.storeId !== null &&
  actor.storeId === homeStoreId;

/** Who may change a team: its owner, and members whose role is owner. */
export async function managesTeam(db: Db, team: TeamRow, actor: Actor): Promise<boolean> {
  if (actor.kind !== 'user') return false;
  if (team.ownerUserId === actor.id) return true;
  return (await memberRole(db, team.id, actor.id)) === 'owner';
}

/** A team around the owner's store: one per owner, and a store in one team at most. */
export async function createTeam(
  db: Db,
  actor: Actor,
  storeId: number,
  name: string,
): Promise<TeamRow> {
  return db.transaction(async (tx) => {
    if ((await findTeamOwnedBy(tx, actor.id)) || (await findTeamOfStore(tx, storeId)))
      throw new DomainError(say('validation.teams.youAlreadyHaveATeam'), 'name');
    return onUniqueViolation(() => insertTeam(tx, { storeId, ownerUserId: actor.id, name }), {
      teams_owner_unique: () =>
        new DomainError(say('validation.teams.youAlreadyHaveATeam'), 'name'),
      team_stores_store_unique: () =>
        new DomainError(say('validation.teams.thisStoreIsAlreadyIn'), 'name'),
    });
  });
}

export const locationsLimitMessage = (max: number) =>
  max === 1
    ? say('validation.teams.yourPlanIncludes1Location')
    : say('validation.teams.yourPlanIncludesLocationsChange', { max });

/**
 * A new location inside the team: a store made as sign-up makes one (its
 * defaults and trial subscription), within the `locations` limit of the
 * most generous plan among the team's stores. The team row is locked so two taps count in turn.
 */
export async function addLocation(
  db: Db,
  team: TeamRow,
  input: { name: string; timezone: string; address: string | null },
) {
  return db.transaction(async (tx) => {
    await lockTeam(tx, team.id);
    const max = await teamLocationsLimit(tx, team.id);
    if (max !== null && (await countTeamStores(tx, team.id)) >= max)
      throw new DomainError(locationsLimitMessage(max), 'name');
    const store = await createStore(tx, {
      name: input.name,
      timezone: input.timezone,
      address: input.address,
    });
    await startTrial(tx, store);
    await addTeamStore(tx, team.id, store.id);
    return store;
  });
}

export async function changeMemberRole(
  db: Db,
  team: TeamRow,
  member: { id: number; userId: number },
  role: TeamRole,
) {
  if (member.userId === team.ownerUserId)
    throw new DomainError(say('validation.teams.theTeamSOwnerStays'), 'role');
  await db.transaction((tx) => updateTeamMemberRole(tx, team.id, member.id, role));
}

export async function removeMember(
  db: Db,
  team: TeamRow,
  member: { id: number; userId: number; homeStoreId: number | null },
) {
  if (member.userId === team.ownerUserId)
    throw new DomainError(say('validation.teams.theTeamSOwnerCannot'));
  await db.transaction((tx) => deleteTeamMember(tx, team.id, member.id, member.homeStoreId));
}

/** Invites an address with a role to land in one of the team's stores. Returns the token for the emailed link (only its hash is kept). */
export async function inviteMember(
  db: Db,
  team: TeamRow,
  by: Actor,
  input: { email: string; role: TeamRole; storeId: number },
) {
  const existing = await findUserByEmail(db, input.email);
  if (existing && (await memberRole(db, team.id, existing.id)))
    throw new DomainError(say('validation.teams.thisPersonIsAlreadyOn'), 'email');
  const token = newInvitationToken();
  const id = await upsertInvitation(db, {
    teamId: team.id,
    storeId: input.storeId,
    email: input.email.trim(),
    role: input.role,
    tokenHash: hashInvitationToken(token),
    invitedByUserId: by.id,
    expiresAt: invitationExpiry(),
  });
  return { id, token };
}

/** A fresh token and another week for a pending invitation (the old link stops working). */
export async function resendInvitation(db: Db, teamId: number, invitationId: number) {
  const token = newInvitationToken();
  await renewInvitation(db, teamId, invitationId, hashInvitationToken(token), invitationExpiry());
  return token;
}

/** Withdrawing a pending invitation is one conditional update: the teams controller reads every team operation from here. */
export { withdrawInvitation } from '../../../database/queries/teams';

export interface AcceptableInvitation {
  id: number;
  teamId: number;
  storeId: number;
  email: string;
  role: TeamRole;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
  acceptedUserId: number | null;
}

export const INVITATION_UNUSABLE = {
  expired: say('validation.teams.thisInvitationHasExpiredAsk'),
  revoked: say('validation.teams.thisInvitationWasWithdrawn'),
  accepted: say('validation.teams.thisInvitationHasAlreadyBeen'),
} as const;

/**
 * The signed-in account (whose address the invitation names) joins the team.
 * Safe to submit twice: the second finds the invitation used by this same
 * account and changes nothing.
 */
export async function acceptInvitation(
  db: Db,
  inv: AcceptableInvitation,
  user: { id: number; email: string },
): Promise<'joined' | 'already'> {
  if (inv.email.trim().toLowerCase() !== user.email.trim().toLowerCase())
    throw new DomainError(say('validation.teams.thisInvitationIsForAnother'));
  const state = invitationState(inv);
  if (state === 'accepted' && inv.acceptedUserId === user.id) return 'already';
  if (state !== 'pending') throw new DomainError(INVITATION_UNUSABLE[state]);
  return db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, inv.id, user.id))) return 'already';
    await addTeamMember(tx, {
      storeId: await teamHomeStore(tx, inv.teamId),
      teamId: inv.teamId,
      userId: user.id,
      role: inv.role,
    });
    return 'joined';
  });
}

async function teamHomeStore(db: Db, teamId: number): Promise<number> {
  const team = await getTeam(db, teamId);
  if (!team) throw new DomainError(say('validation.teams.thisTeamNoLongerExists'));
  return team.storeId;
}

export const EMAIL_TAKEN_SIGN_IN = say('validation.teams.anAccountWithThisEmail');

/** No account for the invited address yet: one is made (home store = the invitation's store) and joins the team, in one transaction. */
export async function acceptWithNewAccount(
  db: Db,
  inv: AcceptableInvitation,
  input: { name: string; password: string },
) {
  const state = invitationState(inv);
  if (state !== 'pending') throw new DomainError(INVITATION_UNUSABLE[state]);
  if (await findUserByEmail(db, inv.email)) throw new FieldErrors({ name: EMAIL_TAKEN_SIGN_IN });
  const passwordHash = await hashPassword(input.password);
  return onUniqueViolation(
    () =>
      db.transaction(async (tx) => {
        const user = await createUser(tx, {
          storeId: inv.storeId,
          name: input.name,
          email: inv.email,
          passwordHash,
        });
        if (!(await claimInvitation(tx, inv.id, user.id)))
          throw new DomainError(INVITATION_UNUSABLE.accepted);
        await addTeamMember(tx, {
          storeId: await teamHomeStore(tx, inv.teamId),
          teamId: inv.teamId,
          userId: user.id,
          role: inv.role,
        });
        return user;
      }),
    { users_email_unique: () => new FieldErrors({ name: EMAIL_TAKEN_SIGN_IN }) },
  );
}
