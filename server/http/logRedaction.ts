import { stdSerializers } from 'pino';
import { ID_PATTERN, type RouteDef } from './router';

/** What a secret is replaced with in the log. */
export const REDACTED = '[redacted]';

/**
 * The parameters of a route that are secrets: every one that is not a numeric id. A link opened
 * without signing in carries its secret in such a parameter (a reset or invitation token, the
 * kiosk's and the customer display's link, the e-mail hash of a verification link), so a new route
 * of that kind is redacted from the day it is added, without a list to keep up to date.
 */
export function secretParams(route: RouteDef): string[] {
  return [...route.path.matchAll(/\{(\w+)\??\}/g)]
    .map((m) => m[1])
    .filter((p) => (route.wheres[p] ?? ID_PATTERN) !== ID_PATTERN);
}

/**
 * Query keys whose values are logged as sent: paging, ranges and filters by id or by a word of the
 * app's own, which name nobody and open nothing. Every other value is redacted: a signed link's
 * signature, expiry and nonce, a token, an e-mail address, a search for a name or a phone, the
 * Pusher API's auth_signature, and any key added later until it is listed here.
 */
const LOGGED_QUERY_KEYS = new Set([
  'page',
  'per_page',
  'range',
  'from',
  'to',
  'date',
  'view',
  'group',
  'status',
  'purpose',
  'source',
  'tab',
  'sort',
  'direction',
  'employee',
  'technician',
  'tender',
  'station',
  'm',
]);
/** A query value that is a path of this site (the page to return to after signing in): logged with its own secrets redacted. */
const PATH_QUERY_KEYS = new Set(['redirect']);

/** A request URL as the log may show it, and the secrets taken out of it (to scrub from an error logged with it). */
export interface RedactedUrl {
  url: string;
  secrets: string[];
}

type Segment = { literal: string } | { secret: boolean };

/** A secret shorter than this is not searched for in an error's text: it would match too much (and reveals little). */
const SCRUBBED_MIN_LENGTH = 8;

const decode = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/**
 * Builds the log's URL redactor from the route table: in a path that starts like a route with a
 * secret parameter (whatever the value there: a mistyped token is still mostly the token), that
 * segment becomes [redacted]; in the query, every value but the harmless ones above.
 */
export function createUrlRedactor(routes: RouteDef[]): (url: string) => RedactedUrl {
  const seen = new Set<string>();
  const patterns: Segment[][] = [];
  for (const route of routes) {
    const secret = new Set(secretParams(route));
    if (!secret.size || seen.has(route.path)) continue;
    seen.add(route.path);
    patterns.push(
      route.path
        .split('/')
        .slice(1)
        .map((part) => {
          const param = /^\{(\w+)\??\}$/.exec(part);
          return param ? { secret: secret.has(param[1]) } : { literal: part.toLowerCase() };
        }),
    );
  }

  function redactPath(path: string, secrets: string[]): string {
    const parts = path.split('/');
    for (const pattern of patterns) {
      if (parts.length - 1 < pattern.length) continue;
      const fits = pattern.every(
        (s, i) => !('literal' in s) || decode(parts[i + 1]).toLowerCase() === s.literal,
      );
      if (!fits) continue;
      pattern.forEach((s, i) => {
        if ('secret' in s && s.secret && parts[i + 1] !== REDACTED) {
          secrets.push(parts[i + 1], decode(parts[i + 1]));
          parts[i + 1] = REDACTED;
        }
      });
    }
    return parts.join('/');
  }

  function redactQuery(query: string, secrets: string[]): string {
    return query
      .split('&')
      .map((pair) => {
        if (!pair) return pair;
        const eq = pair.indexOf('=');
        const rawKey = eq < 0 ? pair : pair.slice(0, eq);
        const value = eq < 0 ? '' : pair.slice(eq + 1);
        const key = decode(rawKey).replace(/\[.*$/, '');
        if (!value || LOGGED_QUERY_KEYS.has(key)) return pair;
        if (PATH_QUERY_KEYS.has(key)) {
          const [path, inner] = decode(value).split('?', 2);
          const redacted =
            redactPath(path, secrets) + (inner ? `?${redactQuery(inner, secrets)}` : '');
          // Written as a browser would send it, but with its slashes and [redacted] left readable.
          const encoded = encodeURIComponent(redacted).replace(/%(2F|5B|5D)/g, (c) => decode(c));
          return `${rawKey}=${encoded}`;
        }
        secrets.push(value, decode(value));
        return `${rawKey}=${REDACTED}`;
      })
      .join('&');
  }

  return (url) => {
    const secrets: string[] = [];
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    const redacted =
      redactPath(path, secrets) + (at < 0 ? '' : `?${redactQuery(url.slice(at + 1), secrets)}`);
    return {
      url: redacted,
      secrets: [...new Set(secrets)].filter((s) => s.length >= SCRUBBED_MIN_LENGTH),
    };
  };
}

let current = createUrlRedactor([]);

/** Called once the route table is built (app.ts), like registerRouteTable. */
export function registerLogRedaction(routes: RouteDef[]): void {
  current = createUrlRedactor(routes);
}

/** A request's URL for the log (see createUrlRedactor), with the secrets taken out of it. */
export const redactUrl = (url: string): RedactedUrl => current(url);

/**
 * An error as pino's serializer writes it, with the request's secrets taken out of every text in
 * it: a failed query's message quotes its parameters (a token looked up), and a URL error its input.
 */
export function loggableError(err: unknown, secrets: string[]): unknown {
  if (!secrets.length) return err;
  const plain = err instanceof Error ? stdSerializers.err(err) : err;
  let text: string;
  try {
    text = JSON.stringify(plain) ?? '';
  } catch {
    return { type: 'Error', message: 'an error that could not be logged' };
  }
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    const inJson = JSON.stringify(secret).slice(1, -1);
    text = text.split(inJson).join(REDACTED);
  }
  return JSON.parse(text) as unknown;
}
