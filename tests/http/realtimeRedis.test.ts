import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { Redis } from 'ioredis';
import PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import type { Express } from 'express';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createRealtime, type Realtime } from '../../server/realtime/realtime';
import { notifyStore, setBroadcaster, storeChannel } from '../../server/realtime/storeEvents';
import { freshDatabase, type TestDatabase } from '../support/database';
import { TEST_VERSION, signedIn } from '../support/app';
import { storeId } from '../support/lookups';
import { listen, pusherClient, received, subscribed } from '../support/realtime';

/**
 * An event raised on one of two app processes sharing Redis reaches
 * a client of the other. Two apps in this process, each with its own Redis
 * connections, socket server and memory, sharing only the database and Redis
 * (under a prefix of this file's own), as two processes behind a load balancer.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const prefix = `test:${randomBytes(4).toString('hex')}:`;

interface Instance {
  app: Express;
  redis: Redis;
  realtime: Realtime;
  port: number;
  close(): Promise<void>;
}

let database: TestDatabase;
let a: Instance;
let b: Instance;
let otherPrefix: Instance;
const clients: Pusher[] = [];
const config = loadConfig({
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-that-is-long-enough-for-signing-0123456789',
  STORAGE_DIR: '/tmp/chairside-test-storage',
});

async function instance(redisPrefix: string): Promise<Instance> {
  const redis = new Redis(REDIS_URL);
  const realtime = createRealtime({ config: config.pusher, redis, redisPrefix });
  await realtime.ready;
  const app = await createApp({
    config,
    db: database.db,
    redis,
    redisPrefix,
    realtime,
    logger: pino({ level: 'silent' }),
    assets: () => ({ version: TEST_VERSION, tags: '' }),
    mailer: { send: async () => {} },
  });
  const listening = await listen(app);
  return {
    app,
    redis,
    realtime,
    port: listening.port,
    async close() {
      await listening.close();
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}

beforeAll(async () => {
  database = await freshDatabase();
  a = await instance(prefix);
  b = await instance(prefix);
  otherPrefix = await instance(`${prefix}other:`);
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  for (const i of [a, b, otherPrefix]) await i?.close();
  await database?.drop();
});

const sdkFor = (i: Instance) =>
  new PusherServer({
    appId: config.pusher.appId,
    key: config.pusher.key,
    secret: config.pusher.secret,
    host: '127.0.0.1',
    port: String(i.port),
    useTLS: false,
  });

describe('two app processes sharing Redis', () => {
  test('an event triggered through app A’s HTTP API reaches a pusher-js client connected to app B', async () => {
    const pusher = pusherClient(config.pusher.key, b.port);
    clients.push(pusher);
    await subscribed(pusher, 'delivery');
    const arriving = received(pusher, 'delivery', 'PackageSent');
    await sdkFor(a).trigger('delivery', 'PackageSent', { from: 'A' });
    expect(await arriving).toEqual({ from: 'A' });
  });

  test('notifyStore on app A reaches the store channel of a browser signed in through app B', async () => {
    const lotus = await storeId(database.db, 'Lotus Nail Spa');
    const owner = await signedIn(b.app, 'owner@example.com');
    const pusher = pusherClient(config.pusher.key, b.port, owner);
    clients.push(pusher);
    await subscribed(pusher, storeChannel(lotus));
    const arriving = received(pusher, storeChannel(lotus), 'CheckInChanged');
    setBroadcaster(a.realtime.broadcaster);
    await notifyStore(database.db, lotus, 'CheckInChanged', { check_in_id: 5 });
    expect(await arriving).toEqual({ check_in_id: 5 });
  });

  test('apps under another Redis prefix do not hear each other', async () => {
    const pusher = pusherClient(config.pusher.key, otherPrefix.port);
    clients.push(pusher);
    await subscribed(pusher, 'delivery');
    const nothing = received(pusher, 'delivery', 'PackageSent', 500);
    await sdkFor(a).trigger('delivery', 'PackageSent', { from: 'A' });
    await expect(nothing).rejects.toThrow();
  });
});
