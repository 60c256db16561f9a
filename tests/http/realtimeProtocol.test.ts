import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { employees } from '../../database/schema';
import { createTestApp, signedIn, Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import {
  connected,
  listen,
  pusherClient,
  RawSocket,
  received,
  subscribed,
} from '../support/realtime';
import { authToken, channelStringToSign, signRequest } from '../../server/realtime/signatures';
import { storeChannel } from '../../server/realtime/storeEvents';
import { hostedBroadcaster, type Realtime } from '../../server/realtime/realtime';
import { loadConfig } from '../../server/config';

/**
 * The embedded Pusher server on a listening
 * app, driven by pusher-js (as the browser runs it) and by the official
 * `pusher` SDK (as a hosted-Pusher back end would trigger events), plus the
 * raw protocol for what neither client lets a test send (docs/protocols.md §4.8).
 */

let t: TestApp;
let port: number;
let stop: () => Promise<void>;
let owner: Client;
let lotus: number;
let rose: number;
const open: Pusher[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const listening = await listen(t.app);
  port = listening.port;
  stop = listening.close;
  owner = await signedIn(t.app, 'owner@example.com');
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
});
afterAll(async () => {
  for (const p of open) p.disconnect();
  await stop?.();
  await t?.close();
});

const key = () => t.config.pusher.key;
const sdk = (overrides: Partial<{ secret: string; appId: string }> = {}) =>
  new PusherServer({
    appId: t.config.pusher.appId,
    key: key(),
    secret: t.config.pusher.secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
    ...overrides,
  });

const memberCount = (pusher: Pusher, channel: string) =>
  (pusher.channel(channel) as unknown as { members: { count: number } }).members.count;

function client(who?: Client): Pusher {
  const pusher = pusherClient(key(), port, who);
  open.push(pusher);
  return pusher;
}

describe('pusher-js against the embedded server', () => {
  test('connects with a socket id the SDK accepts (digits.digits)', async () => {
    const pusher = client();
    await connected(pusher);
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  test('a public channel receives an event triggered by the official pusher SDK through the HTTP API', async () => {
    const pusher = client();
    await subscribed(pusher, 'delivery');
    const arriving = received(pusher, 'delivery', 'PackageSent');
    await sdk().trigger('delivery', 'PackageSent', { tracking: 'ZX-1' });
    expect(await arriving).toEqual({ tracking: 'ZX-1' });
  });

  test('the store’s private channel is authorised through /broadcasting/auth with the session, and receives SDK events', async () => {
    const pusher = client(owner);
    await subscribed(pusher, storeChannel(lotus));
    const arriving = received(pusher, storeChannel(lotus), 'TicketPaid');
    await sdk().trigger(storeChannel(lotus), 'TicketPaid', { invoice_id: 7 });
    expect(await arriving).toEqual({ invoice_id: 7 });
  });

  test('another store’s private channel is refused (403), and nothing of it arrives', async () => {
    const pusher = client(owner);
    await connected(pusher);
    const refusal = await subscribed(pusher, storeChannel(rose)).catch(
      (err: { detail: unknown }) => err.detail,
    );
    expect(refusal).toMatchObject({ type: 'AuthError', error: '/broadcasting/auth answered 403' });
    const res = await owner.agent
      .post('/broadcasting/auth')
      .set({ Accept: 'application/json', 'X-XSRF-TOKEN': owner.xsrf })
      .type('form')
      .send({ socket_id: '1.2', channel_name: storeChannel(rose) });
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty('auth');
    const nothing = received(pusher, storeChannel(rose), 'TicketPaid', 300);
    await sdk().trigger(storeChannel(rose), 'TicketPaid', { invoice_id: 1 });
    await expect(nothing).rejects.toThrow();
  });

  test('a guest cannot authorise a private channel', async () => {
    const guest = new Client(t.app);
    await guest.get('/login');
    const res = await guest.agent
      .post('/broadcasting/auth')
      .set({ Accept: 'application/json', 'X-XSRF-TOKEN': guest.xsrf })
      .type('form')
      .send({ socket_id: '1.2', channel_name: storeChannel(lotus) });
    expect(res.status).toBe(403);
  });

  test('/broadcasting/auth is a CSRF-protected POST: without the XSRF token it is refused (419)', async () => {
    const res = await owner.agent
      .post('/broadcasting/auth')
      .set({ Accept: 'application/json' })
      .type('form')
      .send({ socket_id: '1.2', channel_name: storeChannel(lotus) });
    expect(res.status).toBe(419);
  });

  test('a malformed socket id or channel name is refused with a message', async () => {
    const res = await owner.agent
      .post('/broadcasting/auth')
      .set({ Accept: 'application/json', 'X-XSRF-TOKEN': owner.xsrf })
      .type('form')
      .send({ socket_id: 'abc', channel_name: 'private-store 1' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      socket_id: 'The socket id is not valid.',
      channel_name: 'The channel name is not valid.',
    });
  });

  test('presence: members are listed, a second socket of the same person adds nobody, the last to leave is announced once', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const first = client(owner);
    const presence = `presence-store.${lotus}`;
    await subscribed(first, presence);
    const joined = received<{ id: string; info: { name: string } }>(
      first,
      presence,
      'pusher:member_added',
    );
    const second = client(manager);
    await subscribed(second, presence);
    const member = await joined;
    expect(member.info).toEqual({ name: expect.any(String) });
    expect(memberCount(first, presence)).toBe(2);
    expect(memberCount(second, presence)).toBe(2);

    const again = client(manager);
    await subscribed(again, presence);
    expect(memberCount(first, presence)).toBe(2);

    const left = received<{ id: string }>(first, presence, 'pusher:member_removed');
    again.disconnect();
    second.disconnect();
    expect((await left).id).toBe(member.id);
    expect(memberCount(first, presence)).toBe(1);
  });

  test('user sign-in through /broadcasting/user-auth', async () => {
    const pusher = client(owner);
    await connected(pusher);
    const signedInUser = new Promise<{ id: string }>((resolve) =>
      pusher.bind('pusher:signin_success', (data: { user_data: string }) =>
        resolve(JSON.parse(data.user_data)),
      ),
    );
    pusher.signin();
    expect((await signedInUser).id).toMatch(/^user\.\d+$/);
  });

  test('notifyStore after a clock-in arrives on the store channel', async () => {
    const pusher = client(owner);
    await subscribed(pusher, storeChannel(lotus));
    const [employee] = await t.db
      .select({ id: employees.id, number: employees.staffNumber })
      .from(employees)
      .where(eq(employees.staffNumber, '1003'));
    const desk = await signedIn(t.app, 'owner@example.com');
    expect(
      (
        await desk.json('/dashboard/employees/confirm-account', {
          user_id: employee.number,
          password: '1234',
        })
      ).status,
    ).toBe(200);
    const arriving = received<{ employee_id: number }>(pusher, storeChannel(lotus), 'ClockChanged');
    const res = await desk.json('/dashboard/employees/clock-in', { employee_id: employee.id });
    expect(res.body.success).toBe(true);
    expect(await arriving).toEqual({ employee_id: employee.id });
  });
});

describe('the HTTP events API', () => {
  test('batch_events delivers each event', async () => {
    const pusher = client(owner);
    await subscribed(pusher, 'delivery');
    await subscribed(pusher, storeChannel(lotus));
    const a = received(pusher, 'delivery', 'PackageSent');
    const b = received(pusher, storeChannel(lotus), 'TurnsChanged');
    await sdk().triggerBatch([
      { channel: 'delivery', name: 'PackageSent', data: { n: 1 } },
      { channel: storeChannel(lotus), name: 'TurnsChanged', data: { n: 2 } },
    ]);
    expect([await a, await b]).toEqual([{ n: 1 }, { n: 2 }]);
  });

  test('a wrong secret is refused with 401, an unknown app with 404', async () => {
    await expect(
      sdk({ secret: 'not-the-secret-at-all' }).trigger('delivery', 'PackageSent', {}),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      sdk({ appId: 'someone-else' }).trigger('delivery', 'PackageSent', {}),
    ).rejects.toMatchObject({ status: 404 });
  });

  test('a body changed after signing, an old timestamp, or no signature at all is refused with 401', async () => {
    const { key: k, secret, appId } = t.config.pusher;
    const path = `/apps/${appId}/events`;
    const body = JSON.stringify({ name: 'PackageSent', channels: ['delivery'], data: '{}' });
    const query = signRequest(k, secret, 'POST', path, body);
    const tampered = await request(t.app)
      .post(`${path}?${query}`)
      .type('json')
      .send(body.replace('{}', '{"x":1}'));
    expect(tampered.status).toBe(401);
    const stale = signRequest(k, secret, 'POST', path, body, {}, Date.now() - 11 * 60_000);
    expect((await request(t.app).post(`${path}?${stale}`).type('json').send(body)).status).toBe(
      401,
    );
    expect((await request(t.app).post(path).type('json').send(body)).status).toBe(401);
    const good = await request(t.app).post(`${path}?${query}`).type('json').send(body);
    expect(good.status).toBe(200);
    expect(good.body).toEqual({});
  });

  test('no session or XSRF cookie is created for it, and invalid payloads are 4xx', async () => {
    const { key: k, secret, appId } = t.config.pusher;
    const path = `/apps/${appId}/events`;
    const body = JSON.stringify({ name: 'PackageSent', channels: [], data: '{}' });
    const res = await request(t.app)
      .post(`${path}?${signRequest(k, secret, 'POST', path, body)}`)
      .type('json')
      .send(body);
    expect(res.status).toBe(422);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('GET channels lists occupied channels, with counts', async () => {
    const pusher = client();
    await subscribed(pusher, 'delivery');
    const res = await sdk().get({
      path: '/channels/delivery',
      params: { info: 'subscription_count' },
    });
    const body = (await res.json()) as { occupied: boolean; subscription_count: number };
    expect(body.occupied).toBe(true);
    expect(body.subscription_count).toBeGreaterThanOrEqual(1);
    const list = (await (await sdk().get({ path: '/channels' })).json()) as {
      channels: Record<string, unknown>;
    };
    expect(Object.keys(list.channels)).toContain('delivery');
  });
});

describe('configuration reaching the browser', () => {
  test('signed-in pages get the socket options from the configuration and their store channel; guests get none', async () => {
    const { props } = (await owner.visit('/dashboard', { Host: 'evil.example' })).body;
    expect(props.realtime).toEqual({
      key: key(),
      host: 'localhost',
      port: 3000,
      scheme: 'http',
      channel: `store.${lotus}`,
    });
    expect((await new Client(t.app).visit('/login')).body.props.realtime).toBeNull();
  });

  test('in production on https the browser connects to APP_URL’s host on 443 over TLS; PUSHER_HOST names a hosted service', () => {
    const env = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      STORAGE_DIR: '/tmp/chairside-test-storage',
    } as const;
    expect(loadConfig({ ...env, APP_URL: 'https://salon.example.com' }).pusher).toMatchObject({
      host: 'salon.example.com',
      port: 443,
      scheme: 'https',
      embedded: true,
    });
    const hosted = loadConfig({
      ...env,
      APP_URL: 'https://salon.example.com',
      PUSHER_HOST: 'ws.example.net',
      PUSHER_APP_SECRET: 's'.repeat(20),
    }).pusher;
    expect(hosted).toMatchObject({
      host: 'ws.example.net',
      port: 443,
      scheme: 'https',
      embedded: false,
      secret: 's'.repeat(20),
    });
    expect(loadConfig({ ...env }).pusher.secret).not.toBe(
      loadConfig({ ...env, SESSION_SECRET: 'y'.repeat(40) }).pusher.secret,
    );
  });

  test('the hosted broadcaster signs its calls as the SDK does: this server accepts them, and refuses a wrong secret', async () => {
    const hosted = {
      ...t.config.pusher,
      host: '127.0.0.1',
      port,
      scheme: 'http' as const,
      embedded: false,
    };
    const pusher = client();
    await subscribed(pusher, 'delivery');
    const arriving = received(pusher, 'delivery', 'PackageSent');
    await hostedBroadcaster(hosted).publish(['delivery'], 'PackageSent', { via: 'hosted' });
    expect(await arriving).toEqual({ via: 'hosted' });
    await expect(
      hostedBroadcaster({ ...hosted, secret: 'wrong-secret-0123456789' }).publish(
        ['delivery'],
        'PackageSent',
        {},
      ),
    ).rejects.toThrow(/401/);
  });
});

describe('the raw protocol', () => {
  test('pusher:ping is answered with pusher:pong, and the handshake names an activity timeout', async () => {
    const socket = await RawSocket.open(
      port,
      `/app/${key()}?protocol=7&client=js&version=8.6.0&flash=false`,
    );
    const established = await socket.next('pusher:connection_established');
    expect(established.data).toMatchObject({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: expect.any(Number),
    });
    socket.send('pusher:ping', {});
    expect(await socket.next('pusher:pong')).toMatchObject({ event: 'pusher:pong' });
    socket.close();
  });

  test('a silent socket is pinged, and told 4201 and closed when it still says nothing; one that answers stays', async () => {
    const hub = (t.app.locals.realtime as Realtime).hub;
    const silent = await RawSocket.open(port, `/app/${key()}`);
    const answering = await RawSocket.open(port, `/app/${key()}`);
    await silent.established();
    await answering.established();
    const idle = Date.now() + hub.limits.activityTimeoutS * 2000 + 1_000;
    hub.sweep(idle);
    await silent.next('pusher:ping');
    await answering.next('pusher:ping');
    answering.send('pusher:pong', {});
    // The hub reads a socket's frames in order: once a ping sent after the pong is answered, the pong has been counted.
    answering.send('pusher:ping', {});
    await answering.next('pusher:pong');
    hub.sweep(idle + 31_000);
    expect((await silent.next('pusher:error')).data).toMatchObject({ code: 4201 });
    expect((await silent.closed).code).toBe(4201);
    answering.send('pusher:ping', {});
    await answering.next('pusher:pong');
    answering.close();
  });

  test('an unknown app key gets pusher:error 4001 and the socket is closed with 4001', async () => {
    const socket = await RawSocket.open(port, '/app/not-our-key?protocol=7');
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4001 });
    expect((await socket.closed).code).toBe(4001);
  });

  test('a key that is not valid percent-encoding is an unknown key (4001), and the server keeps serving', async () => {
    // decodeURIComponent threw in the upgrade path, outside any request's error handling: the process exited.
    for (const path of ['/app/%E0%A4%A', '/app/%', `/app/${key()}%ZZ?protocol=7`]) {
      const socket = await RawSocket.open(port, path);
      expect((await socket.next('pusher:error')).data, path).toMatchObject({ code: 4001 });
      expect((await socket.closed).code, path).toBe(4001);
    }
    const after = await RawSocket.open(port, `/app/${key()}`);
    await after.established();
    after.close();
    expect((await request(`http://127.0.0.1:${port}`).get('/up')).status).toBe(200);
  });

  test('an origin outside the allow-list gets 4009; the app’s own origin connects', async () => {
    const stranger = await RawSocket.open(port, `/app/${key()}`, {
      Origin: 'https://evil.example',
    });
    expect((await stranger.next('pusher:error')).data).toMatchObject({
      code: 4009,
      message: 'Origin not allowed',
    });
    expect((await stranger.closed).code).toBe(4009);
    const own = await RawSocket.open(port, `/app/${key()}`, {
      Origin: new URL(t.config.appUrl).origin,
    });
    await own.established();
    own.close();
  });

  test('client events are refused (4301) while they are not enabled', async () => {
    const socket = await RawSocket.open(port, `/app/${key()}`);
    const socketId = await socket.established();
    const channel = storeChannel(lotus);
    socket.send('pusher:subscribe', {
      channel,
      auth: authToken(key(), t.config.pusher.secret, channelStringToSign(socketId, channel)),
    });
    await socket.next('pusher_internal:subscription_succeeded');
    socket.send('client-typing', { who: 'me' }, channel);
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4301 });
    socket.close();
  });

  test('a private subscription with a forged or missing signature is refused and the socket stays usable', async () => {
    const socket = await RawSocket.open(port, `/app/${key()}`);
    await socket.established();
    const channel = storeChannel(rose);
    socket.send('pusher:subscribe', { channel, auth: `${key()}:${'0'.repeat(64)}` });
    expect(await socket.next('pusher:subscription_error')).toMatchObject({
      channel,
      data: { type: 'AuthError', status: 401 },
    });
    socket.send('pusher:subscribe', { channel });
    expect(await socket.next('pusher:subscription_error')).toMatchObject({ channel });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    socket.close();
  });

  test('invalid JSON gets 4200 and the connection stays open', async () => {
    const socket = await RawSocket.open(port, `/app/${key()}`);
    await socket.established();
    socket.ws.send('{not json');
    expect((await socket.next('pusher:error')).data).toMatchObject({ code: 4200 });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    socket.close();
  });

  test('a frame over the size limit closes the socket (1009)', async () => {
    const socket = await RawSocket.open(port, `/app/${key()}`);
    await socket.established();
    socket.ws.send(JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(20_000) }));
    expect((await socket.closed).code).toBe(1009);
  });

  test('an event is not sent back to the socket named in socket_id', async () => {
    const a = await RawSocket.open(port, `/app/${key()}`);
    const b = await RawSocket.open(port, `/app/${key()}`);
    const idA = await a.established();
    await b.established();
    for (const s of [a, b]) {
      s.send('pusher:subscribe', { channel: 'delivery' });
      await s.next('pusher_internal:subscription_succeeded');
    }
    await sdk().trigger('delivery', 'PackageSent', { n: 3 }, { socket_id: idA });
    expect((await b.next('PackageSent')).data).toEqual({ n: 3 });
    await expect(a.next('PackageSent', 300)).rejects.toThrow();
    a.close();
    b.close();
  });
});
