import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { clock } from '../../common/clock';

/**
 * The Pusher Channels signatures (docs/protocols.md §4.4, §4.6): HMAC-SHA256
 * in hex, keyed with the app secret. One module, used by the socket server
 * (verifying subscriptions and sign-ins), the auth endpoints (signing them)
 * and the HTTP events API (verifying the SDK's requests).
 */

export const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');
export const md5 = (body: string | Buffer) => createHash('md5').update(body).digest('hex');

/** Constant-time comparison of two strings (hex signatures, tokens). */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What is signed to join a channel: `socket:channel`, plus `:channel_data` on a presence channel. */
export const channelStringToSign = (socketId: string, channel: string, channelData?: string) =>
  channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;

export const userStringToSign = (socketId: string, userData: string) =>
  `${socketId}::user::${userData}`;

/** The `auth` field a client sends: `{app_key}:{hex signature}`. */
export const authToken = (key: string, secret: string, text: string) =>
  `${key}:${hmac(secret, text)}`;

/** Checks an `auth` field against what should have been signed: the key must be ours and the signature must match. */
export function verifyAuthToken(
  key: string,
  secret: string,
  token: unknown,
  text: string,
): boolean {
  if (typeof token !== 'string') return false;
  const colon = token.indexOf(':');
  if (colon < 0 || !sameText(token.slice(0, colon), key)) return false;
  return sameText(token.slice(colon + 1), hmac(secret, text));
}

/**
 * The string the SDK signs for an HTTP API call (pusher-http-node
 * lib/requests.js): the method, the full path, and the query parameters
 * sorted by name as `k=v` joined with `&`, values not URL-encoded.
 */
export function requestStringToSign(
  method: string,
  path: string,
  params: Record<string, string>,
): string {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${query}`;
}

/** Signs a request as the SDK does: the query string to send, auth_signature last. */
export function signRequest(
  key: string,
  secret: string,
  method: string,
  path: string,
  body: string | undefined,
  extra: Record<string, string> = {},
  now = clock.ms(),
): string {
  const params: Record<string, string> = {
    ...extra,
    auth_key: key,
    auth_timestamp: String(Math.floor(now / 1000)),
    auth_version: '1.0',
  };
  if (body) params.body_md5 = md5(body);
  const signature = hmac(secret, requestStringToSign(method, path, params));
  return `${new URLSearchParams({ ...params, auth_signature: signature })}`;
}

/** How far an API call's auth_timestamp may be from the server's clock (the official service's window). */
export const TIMESTAMP_WINDOW_S = 600;

export type RequestVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Verifies a signed API call. body_md5 is recomputed from the body received,
 * never taken from the query; the timestamp must be within the window, so a
 * captured request cannot be replayed later.
 */
export function verifyRequest(
  key: string,
  secret: string,
  method: string,
  path: string,
  query: Record<string, string>,
  body: Buffer | string | undefined,
  now = clock.ms(),
): RequestVerdict {
  const { auth_signature: signature, ...params } = query;
  if (!signature || !params.auth_key || !params.auth_timestamp || !params.auth_version)
    return { ok: false, reason: 'Missing authentication parameters.' };
  if (!sameText(params.auth_key, key)) return { ok: false, reason: 'Unknown auth_key.' };
  const timestamp = Number(params.auth_timestamp);
  if (
    !/^\d{1,12}$/.test(params.auth_timestamp) ||
    Math.abs(now / 1000 - timestamp) > TIMESTAMP_WINDOW_S
  ) {
    return {
      ok: false,
      reason: `Timestamp expired: it must be within ${TIMESTAMP_WINDOW_S} seconds of the server's time.`,
    };
  }
  if (body && body.length > 0) params.body_md5 = md5(body);
  else delete params.body_md5;
  if (!sameText(signature, hmac(secret, requestStringToSign(method, path, params))))
    return { ok: false, reason: 'Invalid signature.' };
  return { ok: true };
}
