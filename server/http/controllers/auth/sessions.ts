import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { attemptLogin } from '../../../domain/access/authenticate';
import { endSupportSession } from '../../../../database/queries/billing';
import { ThrottledError } from '../../../domain/security/throttle';
import { safePath, validate } from '../../validate';
import { routeUrl } from '../../urls';
import { rotateCsrfToken } from '../../middleware/csrf';
import { loginSchema } from '../../validators/auth';
import { throttledErrors } from '../../throttled';
import { hasTwoFactor } from '../../../domain/access/twoFactor';
import { beginChallenge, signIn } from '../../signIn';

/**
 * The page a guest was sent here from travels in the query string
 * (`/login?redirect=/dashboard/stations`) and the form sends it back: a
 * guest's visit stores no session for it. Only a path of this site.
 */
const loginProps = (redirect: unknown) => ({
  canResetPassword: true,
  redirect: safePath(redirect),
});

export async function create(req: Request, res: Response) {
  await res.inertia('Auth/Login', loginProps(req.query.redirect), { title: 'Log in' });
}

export async function store(req: Request, res: Response) {
  const input = validate(loginSchema, req.body);
  try {
    const user = await attemptLogin(req.ctx.db, req.ctx.throttle, { ...input, ip: req.ip ?? '' });
    // Two-factor on: the password is not enough; the session only remembers who is waiting for a code.
    if (hasTwoFactor(user))
      return await beginChallenge(req, res, {
        userId: user.id,
        remember: input.remember,
        redirect: input.redirect ?? null,
      });
    await signIn(req, res, { kind: 'user', id: user.id }, input.remember, input.redirect ?? null);
  } catch (err) {
    // Throttled: 429, with the message under the email field on the same page.
    if (!(err instanceof ThrottledError)) throw err;
    await res.inertia(
      'Auth/Login',
      { ...loginProps(input.redirect), errors: throttledErrors(res, err, 'email') },
      { status: 429, title: 'Log in' },
    );
  }
}

/**
 * The old session row is deleted (regenerate destroys it) and the browser gets
 * a fresh, empty session with a new CSRF token in this same answer.
 */
export async function destroy(req: Request, res: Response) {
  // A support sign-in ended by logging out is ended in its audit too.
  const support = req.session.support;
  if (support) await endSupportSession(req.ctx.db, support.storeId, support.sessionId);
  await promisify(req.session.regenerate.bind(req.session))();
  rotateCsrfToken(req, res);
  res.redirect(routeUrl('login'));
}
