import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import express from 'express';
import request from 'supertest';
import session from 'express-session';
import { createTestApp, signedIn, Client, TEST_VERSION, type TestApp } from '../support/app';
import { inertia, always, defer, optional } from '../../server/inertia/index';
import type { PageName } from '../../common/pages';

/** The adapter on its own, with components of no real page: the page-props contract (common/pages.ts) is not what these tests check. */
const anyPage = (name: string) => name as PageName;
import { existsSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../../server/app';

let t: TestApp;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());

function embeddedPage(html: string) {
  const m =
    /<script data-page="app" type="application\/json">([\s\S]*?)<\/script>\s*<div id="app"><\/div>/.exec(
      html,
    );
  if (!m) throw new Error('no page script followed by the mount point');
  return { raw: m[1], page: JSON.parse(m[1]) };
}

describe('A. first visit', () => {
  test('answers HTML with the page in a script element followed by the mount point, and no data-page attribute on it', async () => {
    const res = await owner.get('/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).not.toMatch(/<div id="app" data-page/);
    const { page } = embeddedPage(res.text);
    expect(page).toMatchObject({
      component: 'Admin/Dashboard',
      url: '/dashboard',
      version: TEST_VERSION,
    });
  });
  test('the embedded page equals the Inertia JSON answer for the same URL', async () => {
    const html = embeddedPage((await owner.get('/dashboard')).text).page;
    const json = (await owner.visit('/dashboard')).body;
    expect(html).toEqual(json);
  });
  test('titles the document "Page - Brand", loads the built assets and defines Ziggy with a CSP nonce', async () => {
    const res = await owner.get('/dashboard');
    expect(res.text).toContain('<title data-inertia>Dashboard - Chairside</title>');
    expect(res.text).toContain('src="/build/assets/app.js"');
    const nonce = /<script nonce="([^"]+)">const Ziggy = /.exec(res.text)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    const ziggy = JSON.parse(/const Ziggy = (.*?);<\/script>/.exec(res.text)![1]);
    expect(ziggy.routes.dashboard).toEqual({ uri: 'dashboard', methods: ['GET', 'HEAD'] });
  });
  test('escapes props so </script> in data cannot break out, and round-trips them', async () => {
    const app = express();
    app.use(
      inertia({
        assets: () => ({ version: '1', tags: '' }),
        appName: 'X',
        share: () => ({}),
        ziggy: () => ({}),
      }),
    );
    const tricky = '</script><script>alert("x")</script> & <!-- ü \u2028';
    app.get('/p', (_req, res) => res.inertia(anyPage('P'), { tricky } as never));
    const res = await request(app).get('/p');
    const { raw, page } = embeddedPage(res.text);
    expect(raw).not.toMatch(/<\/|<!--/);
    expect(page.props.tricky).toBe(tricky);
  });
  test('says Vary: X-Inertia on HTML too', async () => {
    expect((await owner.get('/dashboard')).headers.vary).toMatch(/X-Inertia/i);
  });
});

describe('B. Inertia visits', () => {
  test('answer the page object as JSON with X-Inertia and Vary headers and always an errors prop', async () => {
    // A page without deferred props (the dashboard defers its setup checklist, and so also names deferredProps).
    const res = await owner.visit('/dashboard/employees?x=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.headers.vary).toMatch(/X-Inertia/i);
    expect(Object.keys(res.body).sort()).toEqual(['component', 'props', 'url', 'version']);
    expect(res.body.url).toBe('/dashboard/employees?x=1');
    expect(res.body.props.errors).toEqual({});
    expect(Object.keys((await owner.visit('/dashboard')).body).sort()).toEqual([
      'component',
      'deferredProps',
      'props',
      'url',
      'version',
    ]);
  });
  test('share auth.user field by field, the logo and the station name', async () => {
    const { props } = (await owner.visit('/dashboard')).body;
    expect(props.auth.user).toEqual({
      id: expect.any(Number),
      name: 'Linh Owner',
      avatar_url: null,
      roles: [{ name: 'store user' }],
      is_referal: false,
      permissions: [],
    });
    expect(props.logo).toBe('/logo.svg');
    expect(props).toHaveProperty('station_name', null);
    expect(JSON.stringify(props)).not.toMatch(/password|scrypt/);
  });
  test('share auth.user as null for a guest', async () => {
    const res = await new Client(t.app).visit('/login');
    expect(res.body.props.auth.user).toBeNull();
  });
  test('the dashboard shows the store name and today in the store time zone', async () => {
    const { props } = (await owner.visit('/dashboard')).body;
    expect(props.store).toEqual({
      name: 'Lotus Nail Spa',
      timezone: 'America/New_York',
      region: 'en-US',
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(),
    );
    expect(props.today).toBe(today);
  });
});

describe('C. asset version', () => {
  test('a stale version on GET gets 409 with the location and the server version, an empty body and no X-Inertia', async () => {
    const res = await owner.visit('/dashboard?a=1', { 'X-Inertia-Version': 'old' });
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-location']).toBe(`${t.config.appUrl}/dashboard?a=1`);
    expect(res.headers['x-inertia-version']).toBe(TEST_VERSION);
    expect(res.headers['x-inertia']).toBeUndefined();
    expect(res.text).toBe('');
  });
  test('a stale version on POST proceeds', async () => {
    const c = new Client(t.app);
    const res = await c.post(
      '/login',
      { email: 'owner@example.com', password: 'password' },
      { 'X-Inertia-Version': 'old' },
    );
    expect(res.status).toBe(302);
  });
  test('a plain visit ignores the version', async () => {
    expect((await owner.get('/dashboard', { 'X-Inertia-Version': 'old' })).status).toBe(200);
  });
  test('flash survives the 409 refresh', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    await c.post('/dashboard/stations', { name: 'Pedicure Bay' });
    expect((await c.visit('/dashboard/stations', { 'X-Inertia-Version': 'old' })).status).toBe(409);
    const page = (await c.visit('/dashboard/stations')).body;
    expect(page.flash).toEqual({ success: 'Station created.' });
    expect((await c.visit('/dashboard/stations')).body.flash).toBeUndefined();
  });
  test('an unknown URL is 404 for Inertia and plain visits alike, not 409, whatever version the visit carries', async () => {
    expect((await owner.visit('/nowhere', { 'X-Inertia-Version': 'old' })).status).toBe(404);
    expect(
      (await owner.visit('/dashboard/employees/1/nothing-here', { 'X-Inertia-Version': 'old' }))
        .status,
    ).toBe(404);
    expect((await owner.visit('/nowhere')).status).toBe(404);
    expect((await owner.get('/nowhere')).status).toBe(404);
  });
  test('a known URL with a stale version is still 409 for a guest, before any redirect to sign in', async () => {
    const res = await new Client(t.app).visit('/dashboard', { 'X-Inertia-Version': 'old' });
    expect(res.status).toBe(409);
  });
});

describe('D. redirects', () => {
  test('an Inertia PUT, PATCH or DELETE that redirects gets 303', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const { props } = (await c.visit('/dashboard/stations')).body;
    const station = props.stations[0];
    const put = await c.send('put', `/dashboard/stations/${station.id}`, { name: station.name });
    expect(put.status).toBe(303);
    expect(put.headers.location).toBe('/dashboard/stations');
  });
  test('an Inertia POST redirect stays 302', async () => {
    const c = new Client(t.app);
    expect(
      (await c.post('/login', { email: 'owner@example.com', password: 'password' })).status,
    ).toBe(302);
  });
  test('a non-Inertia PUT redirect stays 302', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const { props } = (await c.visit('/dashboard/stations')).body;
    const res = await c.agent
      .put(`/dashboard/stations/${props.stations[0].id}`)
      .set('X-XSRF-TOKEN', c.xsrf)
      .send({ name: props.stations[0].name });
    expect(res.status).toBe(302);
  });
  test('external locations and fragment redirects become 409s', async () => {
    const app = express();
    app.use(
      inertia({
        assets: () => ({ version: null, tags: '' }),
        appName: 'X',
        share: () => ({}),
        ziggy: () => ({}),
      }),
    );
    app.get('/out', (_req, res) => res.inertiaLocation('https://example.org/pay'));
    app.get('/frag', (_req, res) => res.redirect('/page#section'));
    const out = await request(app).get('/out').set('X-Inertia', 'true');
    expect(out.status).toBe(409);
    expect(out.headers['x-inertia-location']).toBe('https://example.org/pay');
    expect(out.headers['x-inertia-version']).toBeUndefined();
    expect((await request(app).get('/out')).status).toBe(302);
    const frag = await request(app).get('/frag').set('X-Inertia', 'true');
    expect(frag.status).toBe(409);
    expect(frag.headers['x-inertia-redirect']).toBe('/page#section');
  });
});

describe('E. partial reloads', () => {
  function kinds() {
    const lazy = vi.fn(() => 'lazy');
    const deferred = vi.fn(() => 'deferred');
    const app = express();
    app.use(
      inertia({
        assets: () => ({ version: null, tags: '' }),
        appName: 'X',
        share: () => ({ auth: { user: { name: 'N' }, token: 't' } }),
        ziggy: () => ({}),
      }),
    );
    app.get('/k', (_req, res) =>
      res.inertia(anyPage('K'), {
        a: 1,
        lazy: optional(lazy),
        later: defer(deferred, 'side'),
        sticky: always('s'),
      } as never),
    );
    return { app, lazy, deferred };
  }
  test('a full load leaves optional and deferred props out without evaluating them, and lists the deferred ones', async () => {
    const { app, lazy, deferred } = kinds();
    const res = await request(app).get('/k').set('X-Inertia', 'true');
    expect(res.body.props).toEqual({
      auth: { user: { name: 'N' }, token: 't' },
      a: 1,
      sticky: 's',
      errors: {},
    });
    expect(res.body.deferredProps).toEqual({ side: ['later'] });
    expect(lazy).not.toHaveBeenCalled();
    expect(deferred).not.toHaveBeenCalled();
  });
  test('only returns the named props, errors and always props', async () => {
    const { app } = kinds();
    const res = await request(app).get('/k').set({
      'X-Inertia': 'true',
      'X-Inertia-Partial-Component': 'K',
      'X-Inertia-Partial-Data': 'lazy,later,auth.user',
    });
    expect(res.body.props).toEqual({
      lazy: 'lazy',
      later: 'deferred',
      auth: { user: { name: 'N' } },
      sticky: 's',
      errors: {},
    });
    expect(res.body.deferredProps).toBeUndefined();
  });
  test('except drops props, and wins over only', async () => {
    const { app } = kinds();
    const res = await request(app).get('/k').set({
      'X-Inertia': 'true',
      'X-Inertia-Partial-Component': 'K',
      'X-Inertia-Partial-Data': 'a,auth',
      'X-Inertia-Partial-Except': 'a,auth.token',
    });
    expect(res.body.props).toEqual({ auth: { user: { name: 'N' } }, sticky: 's', errors: {} });
  });
  test('a partial request for another component gets all props', async () => {
    const { app } = kinds();
    const res = await request(app).get('/k').set({
      'X-Inertia': 'true',
      'X-Inertia-Partial-Component': 'Other',
      'X-Inertia-Partial-Data': 'a',
    });
    expect(Object.keys(res.body.props).sort()).toEqual(['a', 'auth', 'errors', 'sticky']);
  });
  test('works on real pages: only the store prop of the dashboard', async () => {
    const res = await owner.visit('/dashboard', {
      'X-Inertia-Partial-Component': 'Admin/Dashboard',
      'X-Inertia-Partial-Data': 'store',
    });
    expect(Object.keys(res.body.props).sort()).toEqual(['errors', 'store']);
  });
});

describe('B14. flash at page level only', () => {
  test('flash is sent once, at page level, and never as a prop (Back cannot replay it from history)', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    await c.post('/dashboard/stations', { name: 'Nail Art Bar' });
    const page = (await c.visit('/dashboard/stations')).body;
    expect(page.flash).toEqual({ success: 'Station created.' });
    expect(page.props).not.toHaveProperty('flash');
    expect(JSON.stringify(page).match(/Station created\./g)).toHaveLength(1);
  });
  test('a prefetch (the service worker warming the station pages) neither shows nor takes the flash or errors', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    await c.post('/dashboard/stations', { name: 'Pedicure Throne' });
    const warm = await c.get('/dashboard', { Accept: 'text/html', Purpose: 'prefetch' });
    expect(warm.status).toBe(200);
    expect(warm.text).not.toContain('Station created.');
    expect((await c.visit('/dashboard/stations')).body.flash).toEqual({
      success: 'Station created.',
    });
    await c.post('/dashboard/stations', { name: '' });
    expect(
      (await c.visit('/dashboard/stations', { Purpose: 'prefetch' })).body.props.errors,
    ).toEqual({});
    expect(Object.keys((await c.visit('/dashboard/stations')).body.props.errors)).toEqual(['name']);
  });
  test('a page without flash has neither the page-level key nor a prop', async () => {
    const page = (await owner.visit('/dashboard')).body;
    expect(page).not.toHaveProperty('flash');
    expect(page.props).not.toHaveProperty('flash');
  });
  test('the first visit embeds flash at page level too', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    await c.post('/dashboard/stations', { name: 'Window Seat' });
    const { page } = embeddedPage((await c.get('/dashboard/stations')).text);
    expect(page.flash).toEqual({ success: 'Station created.' });
    expect(page.props).not.toHaveProperty('flash');
  });
});

describe('I. validation errors and error bags', () => {
  test('a failed form redirects back and the next page has the first message per field', async () => {
    const c = new Client(t.app);
    const res = await c.post(
      '/login',
      { email: 'not-an-email', password: '' },
      { Host: 'salon.test', Referer: 'http://salon.test/login' },
    );
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    const page = (await c.visit('/login')).body;
    expect(page.props.errors).toEqual({
      email: 'The email must be a valid email address.',
      password: 'The password field is required.',
    });
    expect((await c.visit('/login')).body.props.errors).toEqual({});
  });
  test('errors go under the bag the visit named', async () => {
    const c = new Client(t.app);
    await c.post(
      '/login',
      { email: '', password: '' },
      { 'X-Inertia-Error-Bag': 'login', Host: 'salon.test', Referer: 'http://salon.test/login' },
    );
    expect((await c.visit('/login')).body.props.errors).toEqual({
      login: { email: 'The email field is required.', password: 'The password field is required.' },
    });
  });
});

describe('J. CSRF, cookies and error pages', () => {
  test('HTML and Inertia answers set a readable XSRF-TOKEN cookie', async () => {
    const res = await new Client(t.app).get('/login');
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'])
      .find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(cookie).toBeTruthy();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
  test('the session cookie (set once something is stored, here by signing in) is httpOnly, SameSite=Lax and signed', async () => {
    const res = await new Client(t.app).post('/login', {
      email: 'owner@example.com',
      password: 'password',
    });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'])
      .find((c) => c.startsWith('chairside_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(decodeURIComponent(cookie)).toMatch(/^chairside_session=s:/);
  });
  test('the health check answers without creating a session', async () => {
    const res = await request(t.app).get('/up');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'up' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
  test('a plain visit to an unknown page gets a real 404 page', async () => {
    const res = await new Client(t.app).get('/nope');
    expect(res.status).toBe(404);
    expect(embeddedPage(res.text).page).toMatchObject({
      component: 'Error',
      props: { status: 404 },
    });
  });
  test('a request that asks for neither HTML nor JSON is not served a page', async () => {
    const res = await request(t.app).get('/login').set('Accept', 'application/xml');
    expect(res.status).toBe(406);
    expect(res.text).not.toContain('data-page');
  });
  test('security headers are set', async () => {
    const res = await new Client(t.app).get('/login');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    // Failed forms go back to the Referer, so the browser must send it to us.
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('sessions', () => {
  test('an express-session cookie from another secret is not accepted', async () => {
    const other = express();
    other.use(
      session({
        secret: 'another-secret-entirely-0123456789abcdef',
        resave: false,
        saveUninitialized: true,
        name: 'chairside_session',
      }),
    );
    const c = new Client(t.app);
    const res = await c.agent
      .get('/dashboard')
      .set('Cookie', 'chairside_session=s%3Aforged.signature');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Fdashboard');
  });
});

describe('the response pipeline', () => {
  test('pages are compressed for a client that accepts gzip', async () => {
    // supertest inflates the body itself; the header says how it travelled.
    const res = await request(t.app).get('/login').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toContain('<script data-page="app"');
  });
  test('the built JavaScript is compressed too', async () => {
    const manifest = 'public/build/manifest.json';
    expect(existsSync(manifest), 'npm test builds the client first').toBe(true);
    const entries = Object.values(
      JSON.parse(readFileSync(manifest, 'utf8')) as Record<
        string,
        { file: string; isEntry?: boolean }
      >,
    );
    const entry = entries.find((e) => e.isEntry && e.file.endsWith('.js'))!;
    const res = await request(t.app).get(`/build/${entry.file}`).set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
  test('each request is logged as one line of method, URL, status and duration, never its headers', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write: (chunk, _enc, cb) => (lines.push(JSON.parse(String(chunk))), cb()),
    });
    const app = await createApp({
      config: t.config,
      db: t.db,
      logger: pino({ level: 'info' }, sink),
      assets: () => ({ version: TEST_VERSION, tags: '' }),
      mailer: { send: async () => {} },
    });
    await request(app)
      .get('/login?next=1')
      .set('Cookie', 'chairside_session=secret-cookie-value')
      .set('Authorization', 'Bearer secret-token');
    await new Promise((r) => setImmediate(r));
    const requestLines = lines.filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      method: 'GET',
      // A query value that is not known to be harmless is redacted (requestLog.test.ts has the rules).
      url: '/login?next=[redacted]',
      status: 200,
      ms: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toMatch(
      /secret-cookie-value|secret-token|cookie|authorization/i,
    );
  });
  test('every response gets a fresh CSP nonce', async () => {
    const a = (await request(t.app).get('/login')).headers['content-security-policy'];
    const b = (await request(t.app).get('/login')).headers['content-security-policy'];
    expect(a).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(a).not.toBe(b);
    expect(a.replace(/'nonce-[^']+'/, '')).toBe(b.replace(/'nonce-[^']+'/, ''));
  });
});
