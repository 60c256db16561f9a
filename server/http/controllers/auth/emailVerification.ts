import type { Request, Response } from 'express';
import { getUser } from '../../../../database/queries/users';
import { sendVerificationEmail, verifyEmailLink } from '../../../domain/access/emailVerification';
import { homeRouteFor } from '../../../../common/menu';
import { HttpError } from '../../errors';
import { flash } from '../../validate';
import { routeUrl } from '../../urls';
import { say } from '../../../../common/said';

async function currentUser(req: Request) {
  return req.actor?.kind === 'user' ? getUser(req.ctx.db, req.actor.id) : null;
}

export async function notice(req: Request, res: Response) {
  const user = await currentUser(req);
  if (!user || user.emailVerifiedAt) return res.redirect(routeUrl(homeRouteFor(req.actor!)));
  await res.inertia('Auth/VerifyEmail', { email: user.email }, { title: 'Verify Email' });
}

export async function verify(req: Request, res: Response) {
  const ok = await verifyEmailLink(req.ctx, routeUrl, {
    id: Number(req.params.id),
    hash: String(req.params.hash),
    expires: String(req.query.expires ?? ''),
    signature: String(req.query.signature ?? ''),
    actorUserId: req.actor?.kind === 'user' ? req.actor.id : null,
  });
  if (!ok) throw new HttpError(403, say('flash.errorPage.thisVerificationLinkIsInvalid'));
  flash(req, 'success', say('flash.auth.yourEmailAddressHasBeen'));
  res.redirect(routeUrl(homeRouteFor(req.actor!)));
}

export async function send(req: Request, res: Response) {
  const user = await currentUser(req);
  if (user && !user.emailVerifiedAt) await sendVerificationEmail(req.ctx, routeUrl, user);
  flash(req, 'success', say('flash.auth.aNewVerificationLinkHas'));
  res.redirect(routeUrl('verification.notice'));
}
