import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

/** `name=value; other=…` → an object; the first occurrence of a name wins, as in cookie-parser. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = value.includes('%') ? decodeURIComponent(value) : value;
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** The value of a cookie signed by Express (`s:value.signature`, cookie-signature's format), or false. */
export function unsignCookie(signed: string, secret: string): string | false {
  const dot = signed.lastIndexOf('.');
  if (dot < 0) return false;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(signed.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : false;
}

/**
 * cookie-parser, leaner: `req.cookies` parsed once, and signed cookies
 * checked only when something reads `req.signedCookies` (the station cookie
 * on a few routes). cookie-parser checked every signed cookie on every
 * request, the session cookie included, which express-session checks again.
 * Sets `req.secret` so `res.cookie(…, { signed: true })` signs as before.
 */
export function cookies(secret: string): RequestHandler {
  return (req, _res, next) => {
    const parsed = parseCookies(req.headers.cookie);
    req.secret = secret;
    req.cookies = parsed;
    let signed: Record<string, string | false> | undefined;
    Object.defineProperty(req, 'signedCookies', {
      configurable: true,
      enumerable: true,
      get() {
        if (!signed) {
          signed = {};
          for (const [name, value] of Object.entries(parsed)) if (value.startsWith('s:')) signed[name] = unsignCookie(value.slice(2), secret);
        }
        return signed;
      },
    });
    next();
  };
}
