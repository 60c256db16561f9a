import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The session holds the token; a readable XSRF-TOKEN cookie carries it to
 * Inertia's client, which echoes it as X-XSRF-TOKEN (protocols §1.14). Forms
 * may send `_token`, Echo sends X-CSRF-TOKEN. A mismatch is 419 and nothing runs.
 */
export function csrf(): RequestHandler {
  return (req, res, next) => {
    const token = (req.session.csrfToken ??= randomBytes(32).toString('base64url'));
    issueCookie(req, res, token);
    if (SAFE.has(req.method)) return next();
    const sent = req.get('X-XSRF-TOKEN') ?? req.get('X-CSRF-TOKEN') ?? (req.body as Record<string, unknown> | undefined)?._token;
    if (typeof sent === 'string' && same(sent, token)) return next();
    next(new HttpError(419));
  };
}

function issueCookie(req: Request, res: Response, token: string) {
  res.cookie('XSRF-TOKEN', token, { httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/' });
}

/** A fresh token after sign-in, so a token seen before cannot be replayed; the browser gets it in this same answer. */
export function rotateCsrfToken(req: Request, res: Response): void {
  req.session.csrfToken = randomBytes(32).toString('base64url');
  issueCookie(req, res, req.session.csrfToken);
}
