import type { Request, Response } from 'express';
import { findInvitationByTokenHash } from '../../../database/queries/teams';
import { findUserByEmail } from '../../../database/queries/users';
import { acceptInvitation, acceptWithNewAccount } from '../../domain/teams/teams';
import { hashInvitationToken, invitationState } from '../../domain/teams/invitationTokens';
import { countAttempt, throttleKey } from '../../domain/security/throttle';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { acceptNewAccountSchema } from '../validators/teams';
import { signIn } from '../signIn';
import { invalidInvitationPage, invitationPage } from '../presenters/teamInvitations';
import { say } from '../../../common/said';

/** Accept or create-account submits from one address: enough for a typo or two, not for guessing. */
export const ACCEPT_LIMIT = { max: 10, decaySeconds: 600 } as const;

async function findByToken(req: Request) {
  const token = String(req.params.token ?? '');
  return { token, found: await findInvitationByTokenHash(req.ctx.db, hashInvitationToken(token)) };
}

/** What a visitor may do with a pending invitation: accept it (signed in as its address), or sign in or register first. */
async function visitorAction(req: Request, email: string) {
  const actor = req.actor;
  if (actor)
    return actor.kind === 'user' && actor.email?.trim().toLowerCase() === email.trim().toLowerCase()
      ? 'accept'
      : 'wrong_account';
  return (await findUserByEmail(req.ctx.db, email)) ? 'login' : 'register';
}

/** team-invitations.show: what the link's visitor may do with it, or why it cannot be used. Never a 500, never another team's details. */
export async function show(req: Request, res: Response) {
  const { token, found } = await findByToken(req);
  if (!found || found.storeClosedAt) {
    return void (await res.inertia('TeamInvitations/Show', invalidInvitationPage(token), {
      status: 404,
      title: 'Team Invitation',
    }));
  }
  const inv = found.invitation;
  const state = invitationState(inv);
  const actor = req.actor;
  const mine = state === 'accepted' && actor?.kind === 'user' && inv.acceptedUserId === actor.id;
  const action = state === 'pending' ? await visitorAction(req, inv.email) : null;
  await res.inertia('TeamInvitations/Show', invitationPage({ token, found, state, action, mine }), {
    title: 'Team Invitation',
  });
}

/**
 * team-invitations.accept: the signed-in invitee joins (twice is once), or a
 * visitor with no account makes one with the invitation's address and joins;
 * either way the session then works in the invitation's store. Throttled per
 * address, before anything is looked up.
 */
export async function accept(req: Request, res: Response) {
  await countAttempt(
    req.ctx.throttle,
    [{ key: throttleKey('team-invitation', req.ip ?? ''), ...ACCEPT_LIMIT }],
    'name',
  );
  const { found } = await findByToken(req);
  if (!found || found.storeClosedAt) throw notFound();
  const inv = found.invitation;
  const auth = req.session.auth;
  if (req.actor && auth) {
    if (auth.kind !== 'user' || !req.actor.email) throw notFound();
    const outcome = await acceptInvitation(req.ctx.db, inv, {
      id: req.actor.id,
      email: req.actor.email,
    });
    req.session.auth = { ...auth, storeId: inv.storeId };
    flash(
      req,
      'success',
      outcome === 'joined'
        ? say('flash.teams.welcomeToYouAreWorking', {
            team: found.teamName,
            store: found.storeName,
          })
        : say('flash.teams.youAreOn', { team: found.teamName }),
    );
    return res.redirect(routeUrl('dashboard'));
  }
  const input = validate(acceptNewAccountSchema, req.body);
  const user = await acceptWithNewAccount(req.ctx.db, inv, input);
  flash(req, 'success', say('flash.teams.welcomeTo', { team: found.teamName }));
  await signIn(
    req,
    res,
    { kind: 'user', id: user.id, storeId: inv.storeId },
    false,
    routeUrl('dashboard'),
  );
}
