import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedIn, Client, TEST_VERSION, type TestApp } from '../support/app';

/**
 * Absolute URLs never come from the Host header, the
 * proxy is trusted only as configured, employee credentials are throttled
 * per source, and "back" is always a path on this site.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EVIL = { Host: 'evil.example' };

describe('absolute URLs come from APP_URL, never from the Host header', () => {
  test('a password reset asked for with Host: evil.example mails a link on APP_URL', async () => {
    const c = new Client(t.app);
    await c.get('/login');
    await c.post('/forgot-password', { email: 'owner@example.com' }, EVIL);
    // The reset email is sent by a background job after the answer (the same work whether or not the account exists).
    await t.runJobs();
    const mail = t.mail.filter((m) => m.to === 'owner@example.com').at(-1)!;
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(link.startsWith(`${t.config.appUrl}/reset-password/`)).toBe(true);
    expect(mail.text).not.toContain('evil.example');
  });

  test('a verification link mailed after registering with Host: evil.example is on APP_URL', async () => {
    const c = new Client(t.app);
    await c.get('/login');
    await c.post(
      '/register',
      {
        business_name: 'Opal Nails',
        name: 'Opal',
        email: 'opal@example.com',
        password: 'secret123',
        password_confirmation: 'secret123',
      },
      EVIL,
    );
    const mail = t.mail.find((m) => m.to === 'opal@example.com')!;
    expect(
      /https?:\/\/\S+/.exec(mail.text)![0].startsWith(`${t.config.appUrl}/email/verify/`),
    ).toBe(true);
  });

  test('the 409 X-Inertia-Location of a stale version is on APP_URL', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const res = await c.visit('/dashboard/stations?x=1', { ...EVIL, 'X-Inertia-Version': 'stale' });
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-location']).toBe(`${t.config.appUrl}/dashboard/stations?x=1`);
  });

  test('Ziggy’s url in the first visit is APP_URL', async () => {
    const res = await new Client(t.app).get('/login', EVIL);
    const ziggy = JSON.parse(/const Ziggy = (\{.*?\});<\/script>/s.exec(res.text)![1]);
    expect(ziggy.url).toBe(t.config.appUrl);
    expect(res.text).not.toContain('evil.example');
  });
});

describe('TRUST_PROXY', () => {
  const wrongLogin = (c: Client, forwardedFor: string) =>
    c.post(
      '/login',
      { email: 'proxy-test@example.com', password: 'wrong' },
      { 'X-Forwarded-For': forwardedFor },
    );

  test('unset, X-Forwarded-For is ignored: a client cannot pick a new address for each guess', async () => {
    const c = new Client(t.app);
    for (let i = 1; i <= 5; i++) expect((await wrongLogin(c, `203.0.113.${i}`)).status).toBe(302);
    expect((await wrongLogin(c, '203.0.113.99')).status).toBe(429);
  });

  test('set to loopback, the address a local proxy forwards is the client’s', async () => {
    const behindProxy = await createTestApp({ trustProxy: ['loopback'] });
    try {
      const c = new Client(behindProxy.app);
      for (let i = 1; i <= 5; i++) expect((await wrongLogin(c, '198.51.100.7')).status).toBe(302);
      expect((await wrongLogin(c, '198.51.100.7')).status).toBe(429);
      // Another client behind the same proxy has its own counter.
      expect((await wrongLogin(c, '198.51.100.8')).status).toBe(302);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('Confirm Account counts failures per source, whatever credential is tried', () => {
  const CONFIRM = '/dashboard/employees/confirm-account';

  test('sixty different wrong card ids from one account: from the sixth on every try is a 429, a real card too', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await c.json(CONFIRM, { card_swipe_id: `GUESS${i}` })).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const real = await c.json(CONFIRM, { card_swipe_id: 'card1005' });
    expect(real.status).toBe(429);
    expect(real.body).toMatchObject({
      status: 'error',
      message: expect.stringMatching(
        /^Too many login attempts\. Please try again in \d+ seconds\.$/,
      ),
    });
    expect(Number(real.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('sixty different staff numbers with password 1234 from one account: no sign-in after the fifth failure', async () => {
    const c = await signedIn(t.app, 'owner2@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push(
        (await c.json(CONFIRM, { user_id: String(3000 + i), password: '1234' })).status,
      );
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect((await c.json(CONFIRM, { user_id: '2001', password: '1234' })).status).toBe(429);
  });

  test('a success does not count against the source', async () => {
    const t2 = await createTestApp();
    try {
      const c = await signedIn(t2.app, 'owner@example.com');
      for (let i = 0; i < 8; i++)
        expect((await c.json(CONFIRM, { card_swipe_id: `CARD100${(i % 8) + 1}` })).status).toBe(
          200,
        );
      for (let i = 0; i < 5; i++)
        expect((await c.json(CONFIRM, { card_swipe_id: `NOPE${i}` })).status).toBe(422);
      expect((await c.json(CONFIRM, { card_swipe_id: 'NOPE9' })).status).toBe(429);
    } finally {
      await t2.close();
    }
  });
});

describe('"back" is a path on this site and nowhere else', () => {
  /** A form that fails validation redirects back to the Referer; the request names the same host, as a browser would. */
  const failWith = async (referer: string) => {
    const c = new Client(t.app);
    await c.get('/login');
    const res = await c.agent
      .post('/login')
      .set({
        'X-Inertia': 'true',
        'X-Inertia-Version': TEST_VERSION,
        'X-XSRF-TOKEN': c.xsrf,
        Host: host(),
        Referer: referer,
      })
      .send({ email: '', password: '' });
    expect(res.status).toBe(302);
    return res.headers.location as string;
  };
  const host = () => new URL(t.config.appUrl).host;

  test('a Referer on this site goes back to its path and query', async () => {
    expect(await failWith(`${t.config.appUrl}/login?x=1`)).toBe('/login?x=1');
  });

  test.each([
    ['a protocol-relative path', () => `http://${host()}//evil.example/x`],
    ['a backslash path', () => `http://${host()}/\\evil.example/x`],
    ['a double backslash', () => '\\\\evil'],
    ['another host', () => 'http://evil.example/x'],
    ['another scheme', () => 'javascript:alert(1)'],
    ['a tab-split protocol-relative path', () => `http://${host()}/\t/evil.example/x`],
  ])('%s falls back to a safe page', async (_name, referer) => {
    const location = await failWith(referer());
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(location).not.toContain('evil');
  });

  test('a page a guest wanted is only remembered as a path on this site, even from an absolute request line', async () => {
    // GET http://evil.example/dashboard/stations HTTP/1.1 routes as /dashboard/stations, but its originalUrl names another host.
    const server = t.app.listen(0);
    try {
      const port = (server.address() as AddressInfo).port;
      const first = await rawRequest(port, 'GET', 'http://evil.example/dashboard/stations', {});
      expect(first.status).toBe(302);
      const cookies = first.cookies.map((c) => c.split(';')[0]);
      const xsrf = decodeURIComponent(
        cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length),
      );
      const login = await rawRequest(
        port,
        'POST',
        '/login',
        { Cookie: cookies.join('; '), 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/json' },
        JSON.stringify({ email: 'owner@example.com', password: 'password' }),
      );
      expect(login.status).toBe(302);
      expect(login.location).toMatch(/^\/(?![/\\])/);
      expect(login.location).not.toContain('evil');
    } finally {
      server.close();
    }
  });
});

/** A request with the exact request line given (supertest always sends an origin-form path). */
function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<{ status: number; location: string; cookies: string[] }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { Host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: String(res.headers.location ?? ''),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
