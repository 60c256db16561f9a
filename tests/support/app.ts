import pino from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { MailMessage } from '../../server/services/mail';
import { freshDatabase } from './database';
import type { Db } from '../../database/client';
import { Redis } from 'ioredis';
import { rateLimits, sessions } from '../../database/schema';
import { randomBytes } from 'node:crypto';
import { createJobRunner } from '../../server/jobs/runner';
import { allJobHandlers } from '../../server/jobs/handlers';
import { routeUrl } from '../../server/http/urls';
import { createSmsDriver } from '../../server/services/sms/index';
import { createServer, type Server } from 'node:http';
import { clock } from '../../common/clock';
import { setLoopbackTerminals } from '../../server/services/terminals/addresses';

export const TEST_VERSION = 'test-version';

export interface TestApp {
  app: Express;
  /** The app listening on a loopback port for the whole file: `request(t.server)` reuses it where `request(t.app)` starts a server per request. */
  server: Server;
  db: Db;
  config: Config;
  /** Every message the app sent, instead of files under storage/mail. */
  mail: MailMessage[];
  /** What the app logged, one parsed pino line each: empty unless created with `{ log: true }` (logging costs every request). */
  log: Record<string, unknown>[];
  /** Forgets every throttle counter, wherever they live (the rate_limits table, or Redis with TEST_REDIS_URL). */
  resetThrottles(): Promise<void>;
  /** Every session as the session store keeps it (the sessions table, or Redis with TEST_REDIS_URL), as stored text. */
  storedSessions(): Promise<string[]>;
  /**
   * Names 127.0.0.1 at these ports as card terminal addresses, as TERMINAL_LOOPBACK would (the fake
   * terminal's ports, a port a test listens on): no other loopback port is ever called.
   */
  nameLoopbackTerminals(...ports: number[]): void;
  /** Runs the background jobs due now (the password reset email, reminders), sending into `mail`. */
  runJobs(): Promise<{ done: number; failed: number }>;
  close(): Promise<void>;
}

/** The server each test app listens on, so that a Client made from the app reuses it. */
const listening = new WeakMap<Express, Server>();

/**
 * One server per test file instead of one per request: supertest given an app
 * starts and closes a server around every request, ~2 ms of a loaded core each,
 * and the fuzz and session files send thousands. Bound to 127.0.0.1 as
 * supertest binds its own (the address throttles count). Idle keep-alive
 * connections are never timed out by the server (keepAliveTimeout 0), so a
 * client never reuses a socket the server is just closing (ECONNRESET).
 */
async function listen(app: Express): Promise<Server> {
  const server = createServer(app);
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  listening.set(app, server);
  return server;
}

async function stopListening(app: Express, server: Server): Promise<void> {
  listening.delete(app);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { log?: boolean } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'test-secret-that-is-long-enough-for-signing-0123456789',
      STORAGE_DIR: '/tmp/chairside-test-storage',
    }),
    ...overrides,
  };
  const mail: MailMessage[] = [];
  const log: Record<string, unknown>[] = [];
  const logger = options.log
    ? pino(
        { level: 'info' },
        { write: (line: string) => void log.push(JSON.parse(line) as Record<string, unknown>) },
      )
    : pino({ level: 'silent' });
  // With TEST_REDIS_URL, sessions and throttles live in Redis under a prefix of this test file's own.
  const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
  const redisPrefix = `test:${randomBytes(4).toString('hex')}:`;
  const app = await createApp({
    redis,
    redisPrefix,
    config,
    db: database.db,
    logger,
    assets: () => ({
      version: TEST_VERSION,
      tags: '<script type="module" src="/build/assets/app.js"></script>',
    }),
    mailer: { send: async (m) => void mail.push(m) },
  });
  const server = await listen(app);
  return {
    app,
    server,
    db: database.db,
    config,
    mail,
    log,
    nameLoopbackTerminals(...ports) {
      config.terminalLoopback = [
        ...config.terminalLoopback,
        ...ports.map((port) => ({ address: '127.0.0.1', port })),
      ];
      setLoopbackTerminals(config.terminalLoopback);
    },
    runJobs: () =>
      createJobRunner(
        database.db,
        pino({ level: 'silent' }),
        allJobHandlers({
          db: database.db,
          mailer: { send: async (m) => void mail.push(m) },
          secrets: { appUrl: config.appUrl, sessionSecret: config.sessionSecret },
          appName: config.appName,
          routeUrl,
          sms: {
            driver: createSmsDriver(config.sms, config.storageDir),
            defaultFrom: config.sms.defaultFrom,
          },
        }),
      ).runDue(),
    async storedSessions() {
      if (!redis)
        return (await database.db.select({ data: sessions.data }).from(sessions)).map((r) =>
          JSON.stringify(r.data),
        );
      const keys = (await redis.keys(`${redisPrefix}session:*`)).filter(
        (k) => !k.includes(':user:'),
      );
      return (await Promise.all(keys.map((k) => redis.get(k)))).map((v) => v ?? '');
    },
    async resetThrottles() {
      await database.db.delete(rateLimits);
      if (redis) {
        const keys = await redis.keys(`${redisPrefix}throttle:*`);
        if (keys.length) await redis.del(...keys);
      }
    },
    async close() {
      // A worker runs file after file in one module registry (vitest.config.ts): a clock one file set ends with it.
      clock.reset();
      await stopListening(app, server);
      if (redis) {
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      }
      await database.drop();
    },
  };
}

/**
 * A browser-like client: keeps cookies, reads the XSRF-TOKEN cookie like
 * Inertia's HTTP client and sends it back as X-XSRF-TOKEN.
 */
export class Client {
  readonly agent: ReturnType<typeof request.agent>;
  xsrf = '';

  constructor(app: Express) {
    this.agent = request.agent(listening.get(app) ?? app);
  }

  private capture(res: request.Response) {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const c of cookies) {
      const m = /^XSRF-TOKEN=([^;]*)/.exec(c);
      if (m) this.xsrf = decodeURIComponent(m[1]);
    }
    return res;
  }

  /** An Inertia visit (X-Inertia with the current version). */
  async visit(url: string, headers: Record<string, string> = {}) {
    return this.capture(
      await this.agent.get(url).set({
        'X-Inertia': 'true',
        'X-Inertia-Version': TEST_VERSION,
        'X-Requested-With': 'XMLHttpRequest',
        ...headers,
      }),
    );
  }

  /** A plain browser GET (first visit). */
  async get(url: string, headers: Record<string, string> = {}) {
    return this.capture(await this.agent.get(url).set(headers));
  }

  async send(
    method: 'post' | 'put' | 'patch' | 'delete',
    url: string,
    body: object = {},
    headers: Record<string, string> = {},
  ) {
    if (!this.xsrf) await this.get('/login');
    return this.capture(
      await this.agent[method](url)
        .set({
          'X-Inertia': 'true',
          'X-Inertia-Version': TEST_VERSION,
          'X-Requested-With': 'XMLHttpRequest',
          'X-XSRF-TOKEN': this.xsrf,
          ...headers,
        })
        .send(body),
    );
  }

  post(url: string, body: object = {}, headers: Record<string, string> = {}) {
    return this.send('post', url, body, headers);
  }

  /** JSON call as the station's fetch makes it (not an Inertia visit). */
  async json(url: string, body: object = {}) {
    if (!this.xsrf) await this.get('/login');
    return this.capture(
      await this.agent
        .post(url)
        .set({
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-XSRF-TOKEN': this.xsrf,
        })
        .send(body),
    );
  }

  async login(email: string, password = 'password') {
    const res = await this.post('/login', { email, password });
    if (res.status !== 302)
      throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }
}

export async function signedIn(app: Express, email: string): Promise<Client> {
  const client = new Client(app);
  await client.login(email);
  return client;
}
