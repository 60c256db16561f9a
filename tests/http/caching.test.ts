import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import pino from 'pino';
import { Redis } from 'ioredis';
import { and, eq } from 'drizzle-orm';
import type { Express } from 'express';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../database/client';
import { roles } from '../../database/schema';
import { storeId, employeeByNumber } from '../support/lookups';
import { databaseUrl, onServer } from '../support/databaseSetup';
import { MANAGER_PERMISSIONS } from '../../database/seeders/demo';
import { TEST_VERSION } from '../support/app';

/**
 * Two app processes on one database (and one Redis under TEST_REDIS_URL):
 * what one changes, the other must see on its next request, although each
 * keeps per-process copies of the actor and of who is clocked in.
 */
interface Shared {
  a: Database;
  b: Database;
  queries: string[];
  drop(): Promise<void>;
}

async function sharedDatabase(): Promise<Shared> {
  const queries: string[] = [];
  const onQuery = (q: string) => void queries.push(q);
  const seed = inject('testDatabase');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // PGlite: one process owns the files, so both apps share the one instance.
    const loadDataDir =
      seed?.driver === 'pglite' ? new Blob([await readFile(seed.snapshot)]) : undefined;
    const db = await openDatabase({ loadDataDir, onQuery });
    if (!loadDataDir) throw new Error('run through vitest with the global setup');
    return { a: db, b: db, queries, drop: () => db.close() };
  }
  const name = `chairside_test_${randomBytes(6).toString('hex')}`;
  if (seed?.driver !== 'postgres') throw new Error('run through vitest with the global setup');
  await onServer(serverUrl, `create database ${name} template ${seed.template}`);
  const a = await openDatabase({ url: databaseUrl(serverUrl, name), onQuery });
  const b = await openDatabase({ url: databaseUrl(serverUrl, name), onQuery });
  return {
    a,
    b,
    queries,
    async drop() {
      await a.close();
      await b.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A browser whose requests go to either app (a load balancer in front of both). */
class Browser {
  private readonly cookies = new Map<string, string>();

  private headers(extra: Record<string, string> = {}) {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    return {
      'X-Inertia': 'true',
      'X-Inertia-Version': TEST_VERSION,
      'X-Requested-With': 'XMLHttpRequest',
      ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
      Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...extra,
    };
  }

  private keep(res: request.Response) {
    for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  async visit(app: Express, url: string) {
    return this.keep(await request(app).get(url).set(this.headers()));
  }

  async send(app: Express, method: 'post' | 'put' | 'delete', url: string, body: object = {}) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.visit(app, '/login');
    return this.keep(await request(app)[method](url).set(this.headers()).send(body));
  }

  async login(app: Express, email: string) {
    const res = await this.send(app, 'post', '/login', { email, password: 'password' });
    if (res.status !== 302) throw new Error(`login as ${email} failed: ${res.status}`);
  }
}

let shared: Shared;
let appA: Express;
let appB: Express;
let redis: Redis | undefined;
const redisPrefix = `test:${randomBytes(4).toString('hex')}:`;
let lotusId: number;

beforeAll(async () => {
  shared = await sharedDatabase();
  redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-signing-0123456789',
    STORAGE_DIR: '/tmp/chairside-test-storage',
  });
  const make = (database: Database) =>
    createApp({
      config,
      db: database.db,
      redis,
      redisPrefix,
      logger: pino({ level: 'silent' }),
      assets: () => ({ version: TEST_VERSION, tags: '' }),
      mailer: { send: async () => {} },
    });
  [appA, appB] = [await make(shared.a), await make(shared.b)];
  lotusId = await storeId(shared.a.db, 'Lotus Nail Spa');
});

afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
  await shared?.drop();
});

async function managerRoleId() {
  const [row] = await shared.a.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.storeId, lotusId), eq(roles.name, 'Manager')));
  return row.id;
}

describe('per-process caches stay correct across app processes', () => {
  test('a role change made through app A is seen by app B on the next request', async () => {
    const owner = new Browser();
    await owner.login(appA, 'owner@example.com');
    const manager = new Browser();
    await manager.login(appA, 'manager@example.com');
    const roleId = await managerRoleId();

    // App B caches the manager as the seed made them.
    const before = await manager.visit(appB, '/dashboard');
    expect(before.body.props.auth.user.permissions).toContain('view employees');
    expect((await manager.visit(appB, '/dashboard/employees')).status).toBe(200);

    try {
      const res = await owner.send(appA, 'put', `/dashboard/roles/${roleId}`, {
        name: 'Manager',
        permissions: ['view clock in clock outs'],
      });
      expect(res.status).toBe(303);
      expect((await manager.visit(appB, '/dashboard/employees')).status).toBe(403);
      expect((await manager.visit(appB, '/dashboard')).body.props.auth.user.permissions).toEqual([
        'view clock in clock outs',
      ]);
    } finally {
      await owner.send(appA, 'put', `/dashboard/roles/${roleId}`, {
        name: 'Manager',
        permissions: MANAGER_PERMISSIONS,
      });
    }
    expect((await manager.visit(appB, '/dashboard/employees')).status).toBe(200);
  });

  test('who is clocked in, cached per store by app B, follows records added and corrected through app A', async () => {
    const owner = new Browser();
    await owner.login(appA, 'owner@example.com');
    const helen = await employeeByNumber(shared.a.db, lotusId, '1008');
    const clockedIn = async () =>
      (await owner.visit(appB, '/dashboard')).body.props.clocked_in.map(
        (r: { name: string }) => r.name,
      );
    expect(await clockedIn()).not.toContain('Helen Bui');

    const ny = (minutesAgo: number) => {
      const at = new Date(Date.now() - minutesAgo * 60_000);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
      const time = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
      return `${day}T${time}`;
    };
    const clockIn = ny(60);
    const added = await owner.send(appA, 'post', '/dashboard/clock-in-outs', {
      employee_id: helen.id,
      clock_in: clockIn,
      clock_out: '',
      reason: 'Forgot to clock in',
    });
    expect(added.status).toBe(302);
    expect(await clockedIn()).toContain('Helen Bui');

    const records = (await owner.visit(appA, '/dashboard')).body.props.clocked_in;
    const record = records.find((r: { name: string }) => r.name === 'Helen Bui');
    const corrected = await owner.send(appA, 'put', `/dashboard/clock-in-outs/${record.id}`, {
      clock_in: clockIn,
      clock_out: ny(30),
      reason: 'Left early',
    });
    expect(corrected.status).toBe(303);
    expect(await clockedIn()).not.toContain('Helen Bui');
  });

  test('a warm dashboard visit runs no SQL on PGlite, at most the session and the stamps on PostgreSQL', async () => {
    const owner = new Browser();
    await owner.login(appA, 'owner@example.com');
    await owner.visit(appA, '/dashboard');
    await owner.visit(appA, '/dashboard');
    shared.queries.length = 0;
    const res = await owner.visit(appA, '/dashboard');
    expect(res.status).toBe(200);
    const budget = process.env.TEST_DATABASE_URL ? (redis ? 0 : 2) : 0;
    expect(shared.queries.length, shared.queries.join('\n')).toBeLessThanOrEqual(budget);
  });
});
