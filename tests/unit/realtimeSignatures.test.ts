import { describe, expect, test } from 'vitest';
import PusherServer from 'pusher';
// @ts-expect-error the SDK's request signer has no type declarations
import { createSignedQueryString } from 'pusher/lib/requests.js';
import {
  authToken,
  channelStringToSign,
  md5,
  requestStringToSign,
  signRequest,
  userStringToSign,
  verifyAuthToken,
  verifyRequest,
} from '../../server/realtime/signatures';
import { authenticateUser, authorizeChannel, channelRule } from '../../server/realtime/channelAuth';
import { channelRules } from '../../server/realtime/channels';
import type { Actor } from '../../server/domain/access/permissions';

const KEY = '278d425bdf160c739803';
const SECRET = '7ad3773142a6692b25b8';
const sdk = new PusherServer({
  appId: '1',
  key: KEY,
  secret: SECRET,
  host: '127.0.0.1',
  useTLS: false,
});

/** What pusher-http-node's createSignedQueryString produces, as plain parameters. */
function sdkQuery(
  method: string,
  path: string,
  body?: string,
  params?: Record<string, string>,
): Record<string, string> {
  const query: string = createSignedQueryString(
    { key: KEY, sign: (s: string) => authToken('', SECRET, s).slice(1) },
    { method, path, body, params },
  );
  return Object.fromEntries(query.split('&').map((pair) => pair.split('=') as [string, string]));
}

describe('channel and user signatures (docs/protocols.md §4.4)', () => {
  test('a private channel is signed as the official SDK signs it (the Pusher docs’ worked example)', () => {
    const ours = authToken(KEY, SECRET, channelStringToSign('1234.1234', 'private-foobar'));
    expect(ours).toBe(sdk.authorizeChannel('1234.1234', 'private-foobar').auth);
    expect(ours).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  test('a presence channel signs the exact channel_data string', () => {
    const member = { user_id: '10', user_info: { name: 'Mr. Channels' } };
    const expected = sdk.authorizeChannel('1234.1234', 'presence-foobar', member);
    expect(
      authToken(
        KEY,
        SECRET,
        channelStringToSign('1234.1234', 'presence-foobar', expected.channel_data),
      ),
    ).toBe(expected.auth);
  });

  test('a user sign-in is signed as socket::user::user_data', () => {
    const expected = sdk.authenticateUser('1234.1234', { id: '7', name: 'Linh' });
    expect(authToken(KEY, SECRET, userStringToSign('1234.1234', expected.user_data))).toBe(
      expected.auth,
    );
  });

  test('verification needs our key and the right signature', () => {
    const text = channelStringToSign('1.2', 'private-store.1');
    const token = authToken(KEY, SECRET, text);
    expect(verifyAuthToken(KEY, SECRET, token, text)).toBe(true);
    expect(verifyAuthToken(KEY, SECRET, token, channelStringToSign('1.3', 'private-store.1'))).toBe(
      false,
    );
    expect(verifyAuthToken(KEY, SECRET, token.replace(KEY, 'other-key'), text)).toBe(false);
    expect(verifyAuthToken(KEY, 'another-secret', token, text)).toBe(false);
    expect(verifyAuthToken(KEY, SECRET, `${KEY}:`, text)).toBe(false);
    expect(verifyAuthToken(KEY, SECRET, undefined, text)).toBe(false);
    expect(verifyAuthToken(KEY, SECRET, 'no-colon', text)).toBe(false);
  });
});

describe('HTTP API request signatures (docs/protocols.md §4.6)', () => {
  const body = JSON.stringify({ name: 'PackageSent', channels: ['delivery'], data: '{"id":1}' });
  const path = '/apps/1/events';

  test('a request signed by the official SDK verifies', () => {
    expect(verifyRequest(KEY, SECRET, 'POST', path, sdkQuery('POST', path, body), body)).toEqual({
      ok: true,
    });
    const get = sdkQuery('GET', '/apps/1/channels', undefined, {
      filter_by_prefix: 'presence-',
      info: 'user_count',
    });
    expect(verifyRequest(KEY, SECRET, 'GET', '/apps/1/channels', get, undefined)).toEqual({
      ok: true,
    });
  });

  test('the string to sign sorts the parameters and leaves values unencoded', () => {
    expect(requestStringToSign('post', '/apps/1/events', { b: '2', a: 'x,y' })).toBe(
      'POST\n/apps/1/events\na=x,y&b=2',
    );
  });

  test('our own signer (the hosted broadcaster) produces what the server accepts', () => {
    const query = Object.fromEntries(
      new URLSearchParams(signRequest(KEY, SECRET, 'POST', path, body)),
    );
    expect(query.body_md5).toBe(md5(body));
    expect(verifyRequest(KEY, SECRET, 'POST', path, query, body)).toEqual({ ok: true });
  });

  test('a changed body, path, method, key, secret or parameter is refused', () => {
    const query = sdkQuery('POST', path, body);
    expect(verifyRequest(KEY, SECRET, 'POST', path, query, body.replace('1', '2')).ok).toBe(false);
    expect(verifyRequest(KEY, SECRET, 'POST', '/apps/2/events', query, body).ok).toBe(false);
    expect(verifyRequest(KEY, SECRET, 'PUT', path, query, body).ok).toBe(false);
    expect(verifyRequest('other-key', SECRET, 'POST', path, query, body).ok).toBe(false);
    expect(verifyRequest(KEY, 'another-secret', 'POST', path, query, body).ok).toBe(false);
    expect(verifyRequest(KEY, SECRET, 'POST', path, { ...query, extra: '1' }, body).ok).toBe(false);
  });

  test('a body_md5 in the query is never trusted: it is recomputed from the body received', () => {
    const query = sdkQuery('POST', path, body);
    const other = JSON.stringify({ name: 'Evil', channels: ['delivery'], data: '{}' });
    expect(verifyRequest(KEY, SECRET, 'POST', path, query, other).ok).toBe(false);
  });

  test('a timestamp more than 600 seconds away is refused, within it accepted', () => {
    const now = Date.now();
    const signedAt = (offsetS: number) =>
      Object.fromEntries(
        new URLSearchParams(signRequest(KEY, SECRET, 'POST', path, body, {}, now + offsetS * 1000)),
      );
    expect(verifyRequest(KEY, SECRET, 'POST', path, signedAt(-599), body, now).ok).toBe(true);
    expect(verifyRequest(KEY, SECRET, 'POST', path, signedAt(-601), body, now)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/Timestamp/),
    });
    expect(verifyRequest(KEY, SECRET, 'POST', path, signedAt(601), body, now).ok).toBe(false);
  });

  test('missing authentication parameters are refused', () => {
    const { auth_signature: _dropped, ...rest } = sdkQuery('POST', path, body);
    void _dropped;
    expect(verifyRequest(KEY, SECRET, 'POST', path, rest, body)).toEqual({
      ok: false,
      reason: 'Missing authentication parameters.',
    });
  });
});

describe('channel rules (server/realtime/channels.ts)', () => {
  const actor = (over: Partial<Actor> = {}): Actor => ({
    kind: 'user',
    id: 3,
    storeId: 1,
    name: 'Linh',
    email: null,
    avatarUrl: null,
    roles: ['store user'],
    permissions: [],
    isReferal: false,
    ...over,
  });
  const keys = { key: KEY, secret: SECRET };

  test('a store’s private channel only for its own staff; super admins and referral accounts have none', () => {
    expect(authorizeChannel(channelRules, keys, actor(), '1.2', 'private-store.1')).toEqual({
      auth: authToken(KEY, SECRET, '1.2:private-store.1'),
    });
    expect(
      authorizeChannel(
        channelRules,
        keys,
        actor({ kind: 'employee', id: 9 }),
        '1.2',
        'private-store.1',
      ),
    ).not.toBeNull();
    expect(authorizeChannel(channelRules, keys, actor(), '1.2', 'private-store.2')).toBeNull();
    expect(authorizeChannel(channelRules, keys, actor(), '1.2', 'private-store.1.x')).toBeNull();
    expect(
      authorizeChannel(
        channelRules,
        keys,
        actor({ roles: ['super admin'] }),
        '1.2',
        'private-store.1',
      ),
    ).toBeNull();
    expect(
      authorizeChannel(channelRules, keys, actor({ isReferal: true }), '1.2', 'private-store.1'),
    ).toBeNull();
    expect(
      authorizeChannel(channelRules, keys, actor({ storeId: null }), '1.2', 'private-store.1'),
    ).toBeNull();
  });

  test('public channels and unknown names are not authorised here', () => {
    expect(authorizeChannel(channelRules, keys, actor(), '1.2', 'delivery')).toBeNull();
    expect(authorizeChannel(channelRules, keys, actor(), '1.2', 'private-anything')).toBeNull();
  });

  test('a presence answer carries the signed channel_data with a distinct id for accounts and employees', () => {
    const answer = authorizeChannel(
      channelRules,
      keys,
      actor({ kind: 'employee', id: 3 }),
      '1.2',
      'presence-store.1',
    )!;
    expect(JSON.parse(answer.channel_data)).toEqual({
      user_id: 'employee.3',
      user_info: { name: 'Linh' },
    });
    expect(
      verifyAuthToken(
        KEY,
        SECRET,
        answer.auth,
        channelStringToSign('1.2', 'presence-store.1', answer.channel_data),
      ),
    ).toBe(true);
  });

  test('a rule’s parameters match one dot-free segment, and regex characters in names are literal', () => {
    const rule = channelRule('orders.{id}', (_a, { id }) => id === '7');
    expect(authorizeChannel([rule], keys, actor(), '1.2', 'private-orders.7')).not.toBeNull();
    expect(authorizeChannel([rule], keys, actor(), '1.2', 'private-ordersX7')).toBeNull();
  });

  test('the sign-in answer names the person with a string id', () => {
    const answer = authenticateUser(keys, actor(), '1.2');
    expect(JSON.parse(answer.user_data)).toEqual({ id: 'user.3', user_info: { name: 'Linh' } });
    expect(
      verifyAuthToken(KEY, SECRET, answer.auth, userStringToSign('1.2', answer.user_data)),
    ).toBe(true);
  });
});
