import type { Request, Response } from 'express';
import {
  findTeamOfStore,
  getTeamMember,
  getTeamOfStore,
  getPendingInvitation,
  listPendingInvitations,
  listTeamMembers,
  listTeamStores,
  renameTeam,
  teamLocationsLimit,
  type TeamRow,
} from '../../../database/queries/teams';
import {
  addLocation,
  changeMemberRole,
  createTeam,
  inviteMember,
  managesTeam,
  ownsHomeStore,
  removeMember,
  resendInvitation,
  withdrawInvitation,
} from '../../domain/teams/teams';
import { storeAction, type StoreContext } from '../action';
import { forbidden, notFound, ValidationError } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import {
  invitationSchema,
  locationSchema,
  memberRoleSchema,
  switchStoreSchema,
  teamSchema,
} from '../validators/teams';
import { teamCreatePage, teamShowPage } from '../presenters/teams';
import { sendInvitationMail } from '../../domain/teams/invitationMail';
import { requestLocale } from '../locale';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/** Only a team's store sees the team: any other id is a 404, before who may manage it is asked. */
const load = { team: getTeamOfStore };

/** Its owner and members with the owner role change a team; everyone else of its stores gets a 403. */
async function mustManage(ctx: StoreContext, team: TeamRow) {
  if (!(await managesTeam(ctx.db, team, ctx.actor))) throw forbidden();
}

/** teams.index (the menu's Team entry): the store's team, or the form to start one for the store's own owner. */
export const index = storeAction({}, async (ctx) => {
  const team = await findTeamOfStore(ctx.db, ctx.store.id);
  if (team) {
    await mustManage(ctx, team);
    return renderShow(ctx, team);
  }
  if (!ownsHomeStore(ctx.actor, ctx.req.homeStoreId ?? null)) throw forbidden();
  await renderCreate(ctx);
});

async function mustStartTeam(ctx: StoreContext) {
  if (!ownsHomeStore(ctx.actor, ctx.req.homeStoreId ?? null)) throw forbidden();
  const team = await findTeamOfStore(ctx.db, ctx.store.id);
  if (team) return team;
  return null;
}

/** teams.create: the store's owner names a team; the store becomes its first location. */
export const create = storeAction({}, async (ctx) => {
  const team = await mustStartTeam(ctx);
  if (team) return ctx.res.redirect(routeUrl('teams.show', { team: team.id }));
  await renderCreate(ctx);
});

const renderCreate = (ctx: StoreContext & { res: Response }) =>
  ctx.res.inertia('Teams/Create', teamCreatePage(ctx.store), { title: 'Create Team' });

/** teams.store: one team per owner; a second submit finds the first and goes to it. */
export const store = storeAction({ input: teamSchema }, async (ctx) => {
  const existing = await mustStartTeam(ctx);
  if (existing) return ctx.res.redirect(routeUrl('teams.show', { team: existing.id }));
  const team = await createTeam(ctx.db, ctx.actor, ctx.store.id, ctx.input.name);
  flash(ctx.req, 'success', say('flash.teams.teamCreatedAddALocation'));
  ctx.res.redirect(routeUrl('teams.show', { team: team.id }));
});

/** teams.show: the team's locations, members and pending invitations, with the member manager. */
export const show = storeAction({ load }, async (ctx) => {
  await mustManage(ctx, ctx.bound.team);
  await renderShow(ctx, ctx.bound.team);
});

async function renderShow(ctx: StoreContext & { res: Response }, team: TeamRow) {
  const [stores, members, invitations, maxLocations] = await Promise.all([
    listTeamStores(ctx.db, team.id),
    listTeamMembers(ctx.db, team.id),
    listPendingInvitations(ctx.db, team.id),
    teamLocationsLimit(ctx.db, team.id),
  ]);
  const props = teamShowPage({
    team,
    current: { storeId: ctx.store.id, userId: ctx.actor.id, timezone: ctx.store.timezone },
    stores,
    members,
    invitations,
    maxLocations,
    nowMs: clock.ms(),
  });
  await ctx.res.inertia('Teams/Show', props, { title: team.name });
}

/** teams.update: renames the team. */
export const update = storeAction({ load, input: teamSchema }, async (ctx) => {
  await mustManage(ctx, ctx.bound.team);
  await renameTeam(ctx.db, ctx.bound.team.storeId, ctx.bound.team.id, ctx.input.name);
  flash(ctx.req, 'success', say('flash.teams.teamRenamed'));
  ctx.res.redirect(303, routeUrl('teams.show', { team: ctx.bound.team.id }));
});

/** teams.locations.store: a new store inside the team (its trial starts), within the plan's locations. */
export const storeLocation = storeAction({ load, input: locationSchema }, async (ctx) => {
  await mustManage(ctx, ctx.bound.team);
  const created = await addLocation(ctx.db, ctx.bound.team, {
    name: ctx.input.name,
    timezone: ctx.input.timezone,
    address: ctx.input.address ?? null,
  });
  flash(ctx.req, 'success', say('flash.teams.addedSwitchToItFrom', { name: created.name }));
  ctx.res.redirect(routeUrl('teams.show', { team: ctx.bound.team.id }));
});

/** team-invitations.store: invites an address with a role, landing in one of the team's stores; the link is mailed. */
export const invite = storeAction({ load, input: invitationSchema }, async (ctx) => {
  const { team } = ctx.bound;
  await mustManage(ctx, team);
  // The landing store must be the team's own: another store's id is refused beside the field (never a 404 leak of which ids exist).
  if (!(await getTeamOfStore(ctx.db, ctx.input.store_id, team.id)))
    throw new ValidationError({ store_id: say('validation.teams.chooseOneOfTheTeam') });
  const { token } = await inviteMember(ctx.db, team, ctx.actor, {
    email: ctx.input.email,
    role: ctx.input.role,
    storeId: ctx.input.store_id,
  });
  await sendInvitationMail(ctx.req.ctx, routeUrl, requestLocale(ctx.req), {
    to: ctx.input.email,
    team: team.name,
    inviter: ctx.actor.name,
    role: ctx.input.role,
    token,
  });
  flash(ctx.req, 'success', say('flash.teams.invitationSentTo', { email: ctx.input.email }));
  ctx.res.redirect(routeUrl('teams.show', { team: team.id }));
});

/** team-invitations.resend: a new link and another week; the old link stops working. */
export const resend = storeAction({ load }, async (ctx) => {
  const { team } = ctx.bound;
  await mustManage(ctx, team);
  const invitation = await getPendingInvitation(ctx.db, team.id, Number(ctx.req.params.invitation));
  if (!invitation) throw notFound();
  const token = await resendInvitation(ctx.db, team.id, invitation.id);
  await sendInvitationMail(ctx.req.ctx, routeUrl, requestLocale(ctx.req), {
    to: invitation.email,
    team: team.name,
    inviter: ctx.actor.name,
    role: invitation.role,
    token,
  });
  flash(ctx.req, 'success', say('flash.teams.invitationSentAgainTo', { email: invitation.email }));
  ctx.res.redirect(routeUrl('teams.show', { team: team.id }));
});

/** team-invitations.destroy: withdraws a pending invitation (its link then says so). */
export const withdraw = storeAction({ load }, async (ctx) => {
  const { team } = ctx.bound;
  await mustManage(ctx, team);
  const invitation = await getPendingInvitation(ctx.db, team.id, Number(ctx.req.params.invitation));
  if (!invitation) throw notFound();
  await withdrawInvitation(ctx.db, team.id, invitation.id);
  flash(ctx.req, 'success', say('flash.teams.invitationToWithdrawn', { email: invitation.email }));
  ctx.res.redirect(303, routeUrl('teams.show', { team: team.id }));
});

async function loadMember(ctx: StoreContext, team: TeamRow) {
  const member = await getTeamMember(ctx.db, team.id, Number(ctx.req.params.member));
  if (!member) throw notFound();
  return member;
}

/** team-members.update: a member's role (the owner's stays owner). */
export const updateMember = storeAction({ load, input: memberRoleSchema }, async (ctx) => {
  const { team } = ctx.bound;
  await mustManage(ctx, team);
  await changeMemberRole(ctx.db, team, await loadMember(ctx, team), ctx.input.role);
  flash(ctx.req, 'success', say('flash.teams.roleChanged'));
  ctx.res.redirect(303, routeUrl('teams.show', { team: team.id }));
});

/** team-members.destroy: removes a member (not the owner); their next request falls back to their own store. */
export const destroyMember = storeAction({ load }, async (ctx) => {
  const { team } = ctx.bound;
  await mustManage(ctx, team);
  await removeMember(ctx.db, team, await loadMember(ctx, team));
  flash(ctx.req, 'success', say('flash.teams.memberRemovedFromTheTeam'));
  ctx.res.redirect(303, routeUrl('teams.show', { team: team.id }));
});

/**
 * teams.switch_store: work in another store of the account's teams. The
 * list the actor query made is the membership check; any store not on it
 * (another team's, a closed one, a made-up id) is a 404.
 */
export async function switchStore(req: Request, res: Response) {
  const auth = req.session.auth;
  if (!req.actor || !auth || auth.kind !== 'user') throw forbidden();
  const { store_id } = validate(switchStoreSchema, req.body);
  const target = (req.teamStores ?? []).find((s) => s.id === store_id);
  if (!target) throw notFound();
  req.session.auth = { ...auth, storeId: target.id };
  flash(req, 'success', say('flash.teams.youAreWorkingInNow', { name: target.name }));
  res.redirect(303, routeUrl('dashboard'));
}
