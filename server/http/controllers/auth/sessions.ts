import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { ACCOUNT_CLOSED, attemptLogin } from '../../../domain/access/authenticate';
import { DomainError } from '../../../domain/errors';
import { homeRouteFor } from '../../../../common/menu';
import { getActor } from '../../../../database/queries/actors';
import { endSupportSession, recordSignIn } from '../../../../database/queries/billing';
import { ThrottledError } from '../../../domain/security/throttle';
import { safePath, validate } from '../../validate';
import { routeUrl } from '../../urls';
import { rotateCsrfToken } from '../../middleware/csrf';
import { loginSchema } from '../../validators/auth';
import { throttledErrors } from '../../throttled';
import { hasTwoFactor } from '../../../domain/access/twoFactor';
import { rememberAccountLocale } from '../../locale';
import { clock } from '../../../../common/clock';

declare module 'express-session' {
  interface SessionData {
    /** The browser this session was signed in from, for the profile's list of sessions. */
    client?: { ua: string; ip: string };
    /** A password was right for an account with two-factor on: who, since when, and where to go after the code. Not signed in yet. */
    twoFactorLogin?: { userId: number; at: number; remember: boolean; redirect: string | null };
  }
}

/** Time to type the code after the password, before signing in again is needed. */
export const PENDING_MINUTES = 5;

/**
 * After a right password for an account with two-factor on: a new session id
 * that holds only "this account, waiting for its code", then the challenge
 * (two-factor.login, controllers/auth/twoFactorChallenge.ts).
 */
export async function beginChallenge(
  req: Request,
  res: Response,
  pending: { userId: number; remember: boolean; redirect: string | null },
) {
  await promisify(req.session.regenerate.bind(req.session))();
  req.session.twoFactorLogin = { ...pending, at: clock.ms() };
  rotateCsrfToken(req, res);
  res.redirect(routeUrl('two-factor.login'));
}

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

/** A new session id at sign-in (no fixation), then the intended page (a path of this site) or home. */
export async function signIn(
  req: Request,
  res: Response,
  auth: { kind: 'user' | 'employee'; id: number; storeId?: number },
  remember = false,
  intended: string | null = null,
) {
  const actor = await getActor(req.ctx.db, auth);
  // Its store was closed (or the account deleted) since the credential was checked.
  if (!actor) throw new DomainError(ACCOUNT_CLOSED, auth.kind === 'user' ? 'email' : 'user_id');
  await promisify(req.session.regenerate.bind(req.session))();
  req.session.auth = auth;
  await rememberAccountLocale(req, auth);
  // The super admin's Users page shows each store's last sign-in.
  if (auth.kind === 'user') await recordSignIn(req.ctx.db, auth.id);
  // What "log out other browser sessions" shows of this one (never trusted for anything else).
  req.session.client = { ua: (req.get('user-agent') ?? '').slice(0, 300), ip: req.ip ?? '' };
  rotateCsrfToken(req, res);
  if (remember) req.session.cookie.maxAge = 30 * 24 * 60 * 60 * 1000;
  res.redirect(safePath(intended) ?? routeUrl(homeRouteFor(actor)));
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
