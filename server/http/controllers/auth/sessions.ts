import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { attemptLogin } from '../../../domain/access/authenticate';
import { homeRouteFor } from '../../../../common/menu';
import { getActor } from '../../../../database/queries/actors';
import { ThrottledError } from '../../../domain/security/throttle';
import { safePath, validate } from '../../validate';
import { routeUrl } from '../../urls';
import { rotateCsrfToken } from '../../middleware/csrf';
import { loginSchema } from '../../validators/auth';

export async function create(_req: Request, res: Response) {
  await res.inertia('Auth/Login', { canResetPassword: true }, { title: 'Log in' });
}

/**
 * A new session id at sign-in (no fixation) and the intended page, if a guest
 * was sent here from one.
 */
export async function signIn(req: Request, res: Response, auth: { kind: 'user' | 'employee'; id: number }, remember = false) {
  const intended = req.session.intended;
  await promisify(req.session.regenerate.bind(req.session))();
  req.session.auth = auth;
  rotateCsrfToken(req, res);
  if (remember) req.session.cookie.maxAge = 30 * 24 * 60 * 60 * 1000;
  const actor = await getActor(req.ctx.db, auth);
  res.redirect(safePath(intended) ?? routeUrl(homeRouteFor(actor!)));
}

export async function store(req: Request, res: Response) {
  const input = validate(loginSchema, req.body);
  try {
    const user = await attemptLogin(req.ctx.db, req.ctx.throttle, { ...input, ip: req.ip ?? '' });
    await signIn(req, res, { kind: 'user', id: user.id }, input.remember);
  } catch (err) {
    // Throttled: 429, with the message under the email field on the same page.
    if (err instanceof ThrottledError) {
      res.set('Retry-After', String(err.retryAfter));
      await res.inertia('Auth/Login', { canResetPassword: true, errors: { email: err.message } }, { status: 429, title: 'Log in' });
      return;
    }
    throw err;
  }
}

/**
 * The old session row is deleted (regenerate destroys it) and the browser gets
 * a fresh, empty session with a new CSRF token in this same answer.
 */
export async function destroy(req: Request, res: Response) {
  await promisify(req.session.regenerate.bind(req.session))();
  rotateCsrfToken(req, res);
  res.redirect(routeUrl('login'));
}
