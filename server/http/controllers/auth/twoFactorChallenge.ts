import type { Request, Response } from 'express';
import { getUser } from '../../../../database/queries/users';
import { hasTwoFactor, passChallenge } from '../../../domain/access/twoFactor';
import { ThrottledError } from '../../../domain/security/throttle';
import { throttledErrors } from '../../throttled';
import { routeUrl } from '../../urls';
import { flash, validate } from '../../validate';
import { twoFactorChallengeSchema } from '../../validators/profile';
import { PENDING_MINUTES, pendingChallenge, signIn } from '../../signIn';
import { clock } from '../../../../common/clock';
import { say } from '../../../../common/said';

const expired = (req: Request, res: Response) => {
  flash(req, 'error', say('flash.auth.yourSignInTookToo'));
  res.redirect(routeUrl('login'));
};

/** two-factor.login: the code (or a recovery code) page; without a password just checked, back to sign-in. */
export async function create(req: Request, res: Response) {
  const p = pendingChallenge(req);
  if (!p) return res.redirect(routeUrl('login'));
  const left = Math.max(1, Math.ceil((PENDING_MINUTES * 60_000 - (clock.ms() - p.at)) / 60_000));
  await res.inertia(
    'Auth/TwoFactorChallenge',
    { expires_in_minutes: left },
    { title: 'Two-factor Confirmation' },
  );
}

/** two-factor.login.store: a right code signs in (a new session id again); wrong ones are counted (5 a minute per account and per address). */
export async function store(req: Request, res: Response) {
  const p = pendingChallenge(req);
  if (!p) return expired(req, res);
  const input = validate(twoFactorChallengeSchema, req.body);
  const user = await getUser(req.ctx.db, p.userId);
  if (!user || !hasTwoFactor(user)) return expired(req, res);
  try {
    await passChallenge(req.ctx.db, req.ctx.throttle, req.ctx.config.sessionSecret, user, {
      ...input,
      ip: req.ip ?? '',
    });
  } catch (err) {
    if (!(err instanceof ThrottledError)) throw err;
    const errors = throttledErrors(res, err, input.recovery_code ? 'recovery_code' : 'code');
    return res.inertia(
      'Auth/TwoFactorChallenge',
      { expires_in_minutes: 1, errors },
      { status: 429, title: 'Two-factor Confirmation' },
    );
  }
  delete req.session.twoFactorLogin;
  await signIn(req, res, { kind: 'user', id: user.id }, p.remember, p.redirect);
}
