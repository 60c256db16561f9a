import type { CookieOptions, RequestHandler } from 'express';
import { Lru } from '../../../common/lru';
import { clock } from '../../../common/clock';

/**
 * Rolling sessions without a Set-Cookie (and its signature) on every answer:
 * express-session runs with `rolling: false`, renews the server-side expiry
 * itself (store.touch, written at most once a minute), and this middleware
 * re-sends the session cookie with a fresh Max-Age at most once a minute per
 * session, on a page visit that came with a valid session cookie. A browser
 * cookie thus lives as long as the session it names, give or take a minute.
 */
export function refreshSessionCookie(
  name: string,
  options: CookieOptions & { maxAge: number },
  everyMs = 60_000,
): RequestHandler {
  const refreshed = new Lru<string, number>(10_000);
  return (req, res, next) => {
    const sent = req.cookies?.[name];
    const sid = req.sessionID;
    // Only GET: no handler of a GET replaces the session, so the id set here stays the session's id.
    if (req.method !== 'GET' || !sid || typeof sent !== 'string' || !sent.startsWith(`s:${sid}.`))
      return next();
    const now = clock.ms();
    if (now - (refreshed.get(sid) ?? 0) < everyMs) return next();
    refreshed.set(sid, now);
    // A "remember me" session carries its own, longer lifetime.
    res.cookie(name, sid, {
      ...options,
      maxAge: req.session?.cookie.originalMaxAge ?? options.maxAge,
      signed: true,
    });
    next();
  };
}
