import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { ACCOUNT_CLOSED } from '../domain/access/authenticate';
import { DomainError } from '../domain/errors';
import { homeRouteFor } from '../../common/menu';
import { getActor } from '../../database/queries/actors';
import { recordSignIn } from '../../database/queries/billing';
import { safePath } from './validate';
import { routeUrl } from './urls';
import { rotateCsrfToken } from './middleware/csrf';
import { rememberAccountLocale } from './locale';
import { clock } from '../../common/clock';

/**
 * Setting up a signed-in session, shared by every way in: the sign-in form,
 * a station's staff number, registration, the two-factor challenge and an
 * invitation accepted with a new account (docs/security.md "Accounts, sessions and requests").
 */

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

/** The password was right a moment ago and the code is still awaited, or null (the wait is over: forgotten). */
export function pendingChallenge(req: Request) {
  const p = req.session.twoFactorLogin;
  if (p && clock.ms() - p.at <= PENDING_MINUTES * 60_000) return p;
  if (p) delete req.session.twoFactorLogin;
  return null;
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
