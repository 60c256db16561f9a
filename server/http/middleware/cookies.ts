import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Lru } from '../../../common/lru';

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
  const expected = Buffer.from(
    createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, ''),
  );
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
  // A browser sends the same Cookie header visit after visit: parse it and check its signatures once.
  // The parsed objects are shared between requests and must not be changed.
  const parsedByHeader = new Lru<string, Record<string, string>>(10_000);
  const unsignedByValue = new Lru<string, string | false>(10_000);
  const unsign = (value: string) => {
    let out = unsignedByValue.get(value);
    if (out === undefined) unsignedByValue.set(value, (out = unsignCookie(value.slice(2), secret)));
    return out;
  };
  return (req, _res, next) => {
    const header = req.headers.cookie;
    let parsed = header ? parsedByHeader.get(header) : undefined;
    if (!parsed) {
      parsed = parseCookies(header);
      if (header) parsedByHeader.set(header, parsed);
    }
    const cookies = parsed;
    req.secret = secret;
    req.cookies = cookies;
    let signed: Record<string, string | false> | undefined;
    Object.defineProperty(req, 'signedCookies', {
      configurable: true,
      enumerable: true,
      get() {
        if (!signed) {
          signed = {};
          for (const [name, value] of Object.entries(cookies))
            if (value.startsWith('s:')) signed[name] = unsign(value);
        }
        return signed;
      },
    });
    next();
  };
}
