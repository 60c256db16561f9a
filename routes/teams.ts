import { del, get, post, put, group, type RouteDef } from '../server/http/router';
import * as teams from '../server/http/controllers/teams';
import * as teamInvitations from '../server/http/controllers/teamInvitations';
import { INVITATION_TOKEN_PATTERN } from '../server/domain/teams/invitationTokens';

/**
 * Teams, inside the /dashboard store group: a salon owner's
 * locations and the people who work across them. Who may manage a team is
 * checked by the controller (its owner and members with the owner role).
 */
export const teamRoutes: RouteDef[] = group({ prefix: '/teams' }, [
  get('', 'teams.index', teams.index),
  get('/create', 'teams.create', teams.create),
  post('', 'teams.store', teams.store),
  get('/{team}', 'teams.show', teams.show),
  put('/{team}', 'teams.update', teams.update),
  post('/{team}/locations', 'teams.locations.store', teams.storeLocation),
  // An invitation gives someone a sign-in to the store: never from a support session (middleware/support.ts).
  post('/{team}/invitations', 'team-invitations.store', teams.invite, {
    middleware: ['no-support'],
  }),
  post('/{team}/invitations/{invitation}/resend', 'team-invitations.resend', teams.resend, {
    middleware: ['no-support'],
  }),
  del('/{team}/invitations/{invitation}', 'team-invitations.destroy', teams.withdraw),
  put('/{team}/members/{member}', 'team-members.update', teams.updateMember),
  del('/{team}/members/{member}', 'team-members.destroy', teams.destroyMember),
]);

/** The header's store switcher: signed in, outside `account` and `store`, so a disabled store's people can still leave it. */
export const teamSwitchRoutes: RouteDef[] = group(
  { prefix: '/dashboard/teams', middleware: ['auth'] },
  [post('/switch', 'teams.switch_store', teams.switchStore)],
);

/** The emailed link: anyone may open it; what they can do depends on who they are (controller). */
export const teamInvitationRoutes: RouteDef[] = [
  get('/team-invitations/{token}', 'team-invitations.show', teamInvitations.show, {
    wheres: { token: INVITATION_TOKEN_PATTERN },
  }),
  post('/team-invitations/{token}', 'team-invitations.accept', teamInvitations.accept, {
    wheres: { token: INVITATION_TOKEN_PATTERN },
  }),
];
