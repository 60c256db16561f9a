import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RouteName, RouteParamsObject } from '../../../common/routes';
import type { RouteUrl } from '../urls';
import { clock } from '../../../common/clock';

/**
 * Signed links for people who do not sign in: a customer managing their
 * appointment from an email, a technician opening a pay stub on their phone.
 * Like Laravel's signed routes: the route's path and query (with `expires`)
 * are signed with the app secret under a purpose, and the signature is added
 * last. The purpose keeps a link made for one page from being replayed on
 * another route that happens to take the same parameters.
 *
 * The absolute URL is built from APP_URL, never from the request's Host.
 */

export interface LinkSecrets {
  appUrl: string;
  sessionSecret: string;
}

/** What a link is made with: the secrets, and the route table's URL builder (handed in: the domain does not import server/http). */
export interface LinkMaker extends LinkSecrets {
  routeUrl: RouteUrl;
}

const hmac = (secret: string, purpose: string, path: string) =>
  createHmac('sha256', `${purpose}:${secret}`).update(path).digest('hex');

/** The signed absolute URL of a named route; `expiresAt` null makes a link that never expires (revoke by changing what it names). */
export function signedRouteUrl<N extends RouteName>(
  secrets: LinkMaker,
  purpose: string,
  name: N,
  params: RouteParamsObject<N>,
  expiresAt: Date | null,
  query: Record<string, string | number> = {},
): string {
  const withExpiry = expiresAt
    ? { ...query, expires: Math.floor(expiresAt.getTime() / 1000) }
    : query;
  // A generic name defers RouteArgs; `params` was checked against this route at the call.
  const path = secrets.routeUrl(name as RouteName, params, withExpiry);
  const joiner = path.includes('?') ? '&' : '?';
  return `${secrets.appUrl}${path}${joiner}signature=${hmac(secrets.sessionSecret, purpose, path)}`;
}

export type SignedLinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * Whether the request's path and query carry a good signature for `purpose`.
 * `originalUrl` is the request's path with its query as received (Express's
 * req.originalUrl); the signature must be its last parameter.
 */
export function checkSignedUrl(
  secrets: LinkSecrets,
  purpose: string,
  originalUrl: string,
  now = clock.now(),
): SignedLinkCheck {
  const match = /^(.*)[?&]signature=([0-9a-f]{64})$/.exec(originalUrl);
  if (!match) return 'invalid';
  const [, path, signature] = match;
  const expected = Buffer.from(hmac(secrets.sessionSecret, purpose, path));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const expires = new URL(path, 'http://local').searchParams.get('expires');
  if (expires !== null && (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now.getTime()))
    return 'expired';
  return 'valid';
}
