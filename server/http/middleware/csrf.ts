import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors';
import { Lru } from '../../../common/lru';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const XSRF_COOKIE = 'XSRF-TOKEN';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Who the token belongs to: the signed-in account or employee, or nobody yet. */
function bindingOf(req: Request): string {
  const auth = req.session?.auth;
  return auth ? `${auth.kind}:${auth.id}` : '';
}

function signature(req: Request, nonce: string): string {
  return createHmac('sha256', req.ctx.config.sessionSecret)
    .update(`xsrf|${nonce}|${bindingOf(req)}`)
    .digest('base64url');
}

function isValid(req: Request, token: unknown, verified: Lru<string, true>): token is string {
  if (typeof token !== 'string') return false;
  const key = `${bindingOf(req)}|${token}`;
  if (verified.get(key)) return true;
  const dot = token.indexOf('.');
  const valid = dot > 0 && same(token.slice(dot + 1), signature(req, token.slice(0, dot)));
  if (valid) verified.set(key, true);
  return valid;
}

function issue(req: Request, res: Response): void {
  const nonce = randomBytes(18).toString('base64url');
  res.cookie(XSRF_COOKIE, `${nonce}.${signature(req, nonce)}`, {
    httpOnly: false,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
  });
}

/**
 * Signed double-submit, so a visit stores nothing on the server: the
 * readable XSRF-TOKEN cookie holds a random nonce and its HMAC (app secret,
 * bound to who is signed in). Inertia's client echoes it as X-XSRF-TOKEN
 * (protocols §1.14); forms may send `_token`, Echo sends X-CSRF-TOKEN. An
 * unsafe request needs the echo to equal the cookie and the cookie to carry
 * a valid signature for the current sign-in, else 419 and nothing runs.
 * Another site can neither read the cookie nor mint one for this user.
 * A safe request without a valid cookie gets a fresh one (first visit,
 * after signing in or out elsewhere).
 */
export function csrf(): RequestHandler {
  // Tokens this app already found valid, by binding: a browser sends the same one on every visit, so its HMAC is checked once.
  const verified = new Lru<string, true>(10_000);
  return (req, res, next) => {
    const cookie: unknown = req.cookies?.[XSRF_COOKIE];
    const valid = isValid(req, cookie, verified);
    if (SAFE.has(req.method)) {
      if (!valid) issue(req, res);
      return next();
    }
    const sent =
      req.get('X-XSRF-TOKEN') ??
      req.get('X-CSRF-TOKEN') ??
      (req.body as Record<string, unknown> | undefined)?._token;
    if (valid && typeof sent === 'string' && same(sent, cookie)) return next();
    next(new HttpError(419));
  };
}

/** A fresh token when the sign-in changes, so a token seen before cannot be replayed; the browser gets it in this same answer. */
export function rotateCsrfToken(req: Request, res: Response): void {
  issue(req, res);
}
