import type { findInvitationByTokenHash } from '../../../database/queries/teams';
import { TEAM_ROLE_LABELS } from '../../../common/teamRoles';
import type { Props } from '../../../common/pages/TeamInvitations/Show';
import type { InvitationState } from '../../domain/teams/invitationTokens';
import { INVITATION_UNUSABLE } from '../../domain/teams/teams';
import { routeUrl } from '../urls';
import { say } from '../../../common/said';

type Found = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

/** team-invitations.show for a link that names no invitation (or a closed store's): never another team's details. */
export const invalidInvitationPage = (token: string): Props => ({
  token,
  login_url: null,
  state: 'invalid',
  message: say('validation.teams.thisInvitationLinkIsNot'),
  invitation: null,
  action: null,
});

/**
 * team-invitations.show: the invitation, and what this visitor may do with it (`action`, for a
 * pending one), or why it cannot be used; `mine`: the signed-in account is the one that used it.
 */
export function invitationPage(p: {
  token: string;
  found: Found;
  state: InvitationState;
  action: Exclude<Props['action'], null> | null;
  mine: boolean;
}): Props {
  const { token, found, state, action } = p;
  const inv = found.invitation;
  const invitation = {
    team: found.teamName,
    store: found.storeName,
    email: inv.email,
    role: inv.role,
    role_label: TEAM_ROLE_LABELS[inv.role].label,
  };
  if (state !== 'pending')
    return {
      token,
      login_url: null,
      state,
      invitation,
      action: null,
      message: p.mine
        ? say('flash.teams.youAreOn', { team: found.teamName })
        : INVITATION_UNUSABLE[state],
    };
  return {
    token,
    state,
    invitation,
    action,
    // Signing in comes back to this link.
    login_url:
      action === 'login'
        ? routeUrl('login', {}, { redirect: routeUrl('team-invitations.show', { token }) })
        : null,
    message:
      action === 'wrong_account'
        ? say('validation.teams.thisInvitationIsForLog', { email: inv.email })
        : null,
  };
}
