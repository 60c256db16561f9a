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
import { throttledErrors } from '../../throttled';

/**
 * The page a guest was sent here from travels in the query string
 * (`/login?redirect=/dashboard/stations`) and the form sends it back: a
 * guest's visit stores no session for it. Only a path of this site.
 */
const loginProps = (redirect: unknown) => ({ canResetPassword: true, redirect: safePath(redirect) });

export async function create(req: Request, res: Response) {
  await res.inertia('Auth/Login', loginProps(req.query.redirect), { title: 'Log in' });
}

/** A new session id at sign-in (no fixation), then the intended page (a path of this site) or home. */
export async function signIn(req: Request, res: Response, auth: { kind: 'user' | 'employee'; id: number }, remember = false, intended: string | null = null) {
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
    await signIn(req, res, { kind: 'user', id: user.id }, input.remember, input.redirect ?? null);
  } catch (err) {
    // Throttled: 429, with the message under the email field on the same page.
    if (!(err instanceof ThrottledError)) throw err;
    await res.inertia('Auth/Login', { ...loginProps(input.redirect), errors: throttledErrors(res, err, 'email') }, { status: 429, title: 'Log in' });
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
