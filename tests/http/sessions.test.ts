import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import pino from 'pino';
import { Redis } from 'ioredis';
import { createServer, type Server } from 'node:http';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../database/client';
import { eq } from 'drizzle-orm';
import { rateLimits, sessions, stores } from '../../database/schema';
import { ensureCheckInSettings } from '../../database/queries/checkIns';
import { newKioskToken } from '../../server/domain/checkins/kiosk';
import { countSessions } from '../../database/queries/sessions';
import { pruneExpired } from '../../server/maintenance';
import { freshDatabase } from '../support/database';
import { TEST_VERSION } from '../support/app';

/** A copy of the seeded database that reports every statement (sessions must be written only when needed). */
async function countingDatabase(): Promise<{
  database: Database;
  queries: string[];
  drop(): Promise<void>;
}> {
  const queries: string[] = [];
  const database = await freshDatabase({ onQuery: (q) => void queries.push(q) });
  return { database, queries, drop: () => database.drop() };
}

let db: Awaited<ReturnType<typeof countingDatabase>>;
/** The app on one loopback port for the whole file (supertest given the app would start a server per request). */
let server: Server;
let redis: Redis | undefined;
const redisPrefix = `test:${randomBytes(4).toString('hex')}:`;

beforeAll(async () => {
  db = await countingDatabase();
  redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-signing-0123456789',
    STORAGE_DIR: '/tmp/chairside-test-storage',
  });
  const app = await createApp({
    config,
    db: db.database.db,
    redis,
    redisPrefix,
    logger: pino({ level: 'silent' }),
    assets: () => ({ version: TEST_VERSION, tags: '' }),
    mailer: { send: async () => {} },
  });
  server = createServer(app);
  // Idle keep-alive sockets are never closed by the server, so none is reused just as it closes.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  if (redis) {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
  await db?.drop();
});

/** Sessions stored wherever this run keeps them (the table, or Redis keys). */
async function storedSessions(): Promise<number> {
  if (redis)
    return (await redis.keys(`${redisPrefix}session:*`)).filter((k) => !k.includes(':user:'))
      .length;
  return countSessions(db.database.db);
}

const cookiesOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const cookie = (res: request.Response, name: string) =>
  cookiesOf(res)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    .slice(name.length + 1);

describe('sessions are stored only when something is stored in them', () => {
  test('2,000 visits without a cookie create no session', async () => {
    const before = await storedSessions();
    const paths = ['/login', '/', '/register', '/forgot-password', '/employee/login'];
    for (let i = 0; i < 2000; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) => request(server).get(paths[(i + j) % paths.length])),
      );
    }
    expect(await storedSessions()).toBe(before);
    // A limit for a hang, not a speed check: 2,000 pages took 22 s in CI's front lane and over 120 s in its
    // second (nice 10) lane while the browser suite kept both cores busy.
  }, 360_000);

  test('cookie-less visits of a signed-in page (150) and of the kiosk link (150 pages, 300 Inertia visits) create no session', async () => {
    const [lotus] = await db.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.name, 'Lotus Nail Spa'));
    const { kioskToken } = await ensureCheckInSettings(db.database.db, lotus.id, newKioskToken());
    const before = await storedSessions();
    for (let i = 0; i < 150; i += 10) {
      const [pages, pads] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, () => request(server).get('/dashboard/stations'))),
        Promise.all(Array.from({ length: 10 }, () => request(server).get(`/kiosk/${kioskToken}`))),
      ]);
      for (const res of pages)
        expect([res.status, res.headers.location]).toEqual([
          302,
          '/login?redirect=%2Fdashboard%2Fstations',
        ]);
      for (const res of pads) expect(res.status).toBe(200);
      for (const res of [...pages, ...pads])
        expect(cookie(res, 'chairside_session')).toBeUndefined();
    }
    for (let i = 0; i < 300; i += 20)
      await Promise.all(
        Array.from({ length: 20 }, () =>
          request(server)
            .get(`/kiosk/${kioskToken}`)
            .set({ 'X-Inertia': 'true', 'X-Inertia-Version': TEST_VERSION }),
        ),
      );
    expect(await storedSessions()).toBe(before);
  });

  test('the first visit of the sign-in page sets the XSRF-TOKEN cookie for Inertia to echo, and no session cookie', async () => {
    const res = await request(server).get('/login');
    expect(res.status).toBe(200);
    expect(cookie(res, 'XSRF-TOKEN')).toBeTruthy();
    expect(cookie(res, 'chairside_session')).toBeUndefined();
  });

  test('a failed sign-in stores its errors, and so creates the session', async () => {
    const before = await storedSessions();
    const first = await request(server).get('/login');
    const xsrf = cookie(first, 'XSRF-TOKEN')!;
    const res = await request(server)
      .post('/login')
      .set({
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        'X-Inertia': 'true',
      })
      .send({ email: 'nobody', password: '' });
    expect(res.status).toBe(302);
    expect(cookie(res, 'chairside_session')).toBeTruthy();
    expect(await storedSessions()).toBe(before + 1);
  });

  test('a signed-in visit writes nothing to the session store when the session did not change', async () => {
    if (redis) return; // Redis has its own TTL renewal; this counts SQL.
    const first = await request(server).get('/login');
    const xsrf = cookie(first, 'XSRF-TOKEN')!;
    const login = await request(server)
      .post('/login')
      .set({
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        'X-Inertia': 'true',
      })
      .send({ email: 'owner@example.com', password: 'password' });
    expect(login.status).toBe(302);
    const jar = `chairside_session=${cookie(login, 'chairside_session')}; XSRF-TOKEN=${cookie(login, 'XSRF-TOKEN')}`;
    const visit = () =>
      request(server)
        .get('/dashboard')
        .set({ Cookie: jar, 'X-Inertia': 'true', 'X-Inertia-Version': TEST_VERSION });
    expect((await visit()).status).toBe(200);
    db.queries.length = 0;
    for (let i = 0; i < 3; i++) expect((await visit()).status).toBe(200);
    expect(
      db.queries.filter((q) => /^(insert into|update|delete from) "sessions"/.test(q)),
    ).toEqual([]);
  });
});

describe('CSRF without a stored session: a signed double-submit token', () => {
  async function guest() {
    const res = await request(server).get('/login');
    return cookie(res, 'XSRF-TOKEN')!;
  }
  const post = (cookieToken: string | null, header: string | null) =>
    request(server)
      .post('/login')
      .set({
        'X-Inertia': 'true',
        ...(cookieToken ? { Cookie: `XSRF-TOKEN=${cookieToken}` } : {}),
        ...(header ? { 'X-XSRF-TOKEN': header } : {}),
      })
      .send({ email: 'owner@example.com', password: 'password' });

  test('a POST that echoes its cookie passes', async () => {
    const token = await guest();
    expect((await post(token, decodeURIComponent(token))).status).toBe(302);
  });

  test('a POST without the echo, with another token, or with a token the app did not sign gets 419', async () => {
    const token = await guest();
    const other = await guest();
    expect((await post(token, null)).status).toBe(419);
    expect((await post(token, decodeURIComponent(other))).status).toBe(419);
    expect((await post(null, decodeURIComponent(token))).status).toBe(419);
    const forged = `${randomBytes(18).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    expect((await post(forged, forged)).status).toBe(419);
  });

  test('a token issued before signing in is refused after it, and the next page hands out a new one', async () => {
    const token = await guest();
    const login = await post(token, decodeURIComponent(token));
    const session = cookie(login, 'chairside_session')!;
    const rotated = cookie(login, 'XSRF-TOKEN')!;
    expect(rotated).not.toBe(token);
    const stale = await request(server)
      .post('/logout')
      .set({
        'X-Inertia': 'true',
        Cookie: `chairside_session=${session}; XSRF-TOKEN=${token}`,
        'X-XSRF-TOKEN': decodeURIComponent(token),
      });
    expect(stale.status).toBe(419);
    const page = await request(server)
      .get('/dashboard')
      .set({ Cookie: `chairside_session=${session}; XSRF-TOKEN=${token}` });
    expect(cookie(page, 'XSRF-TOKEN')).toBeTruthy();
    const fresh = cookie(page, 'XSRF-TOKEN')!;
    const out = await request(server)
      .post('/logout')
      .set({
        'X-Inertia': 'true',
        Cookie: `chairside_session=${session}; XSRF-TOKEN=${fresh}`,
        'X-XSRF-TOKEN': decodeURIComponent(fresh),
      });
    expect(out.status).toBe(302);
  });

  test('a visit with a valid token is not sent a new cookie', async () => {
    const token = await guest();
    const again = await request(server).get('/login').set('Cookie', `XSRF-TOKEN=${token}`);
    expect(cookie(again, 'XSRF-TOKEN')).toBeUndefined();
  });
});

describe('pruning', () => {
  test('deletes expired sessions and ended rate-limit windows, and keeps the live ones', async () => {
    const d = db.database.db;
    const now = new Date();
    const past = new Date(now.getTime() - 60_000);
    const future = new Date(now.getTime() + 60_000);
    await d.insert(sessions).values([
      { id: 'prune-expired', data: {}, expiresAt: past },
      { id: 'prune-live', data: {}, expiresAt: future },
    ]);
    await d.insert(rateLimits).values([
      { key: 'prune:ended', hits: 3, resetAt: past },
      { key: 'prune:open', hits: 1, resetAt: future },
    ]);
    const removed = await pruneExpired(d, now);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
    const ids = (await d.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(ids).toContain('prune-live');
    expect(ids).not.toContain('prune-expired');
    const keys = (await d.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('prune:open');
    expect(keys).not.toContain('prune:ended');
  });
});
