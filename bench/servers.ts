// Child process of bench/run.ts: the real app and the floor, side by side on loopback.
// It answers {cmd: 'stats'} with its CPU time and the statements run so far,
// so the parent can tell CPU and queries per request of each phase.
import express from 'express';
import pino from 'pino';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../database/client';
import { seedIfEmpty } from '../database/seeders/demo';
import { loadBuiltAssets } from '../server/inertia/assets';

let queries = 0;
// BENCH_LOG_QUERIES=1 prints every statement (to see what one request runs).
const logQueries = !!process.env.BENCH_LOG_QUERIES;
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  onQuery: (q) => {
    queries++;
    if (logQueries) process.stderr.write(`SQL ${q}\n`);
  },
});
await database.migrate();
await seedIfEmpty(database.db);
let redis: Redis | undefined;
const redisPrefix = `bench:${randomBytes(4).toString('hex')}:`;
if (process.env.REDIS_URL) {
  const { Redis } = await import('ioredis');
  redis = new Redis(process.env.REDIS_URL);
}
const config = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  STORAGE_DIR: '/tmp/chairside-bench',
  LOG_LEVEL: 'silent',
});
const assets = loadBuiltAssets();
const app = await createApp({
  config,
  db: database.db,
  redis,
  redisPrefix,
  logger: pino({ level: 'silent' }),
  assets: () => assets,
});
const appServer = app.listen(0, '127.0.0.1');

// The floor: a bare Express route answering a JSON body of the size given.
const floor = express();
let body = '{}';
floor.post('/size/:n', (req, res) => {
  body = JSON.stringify({ padding: 'x'.repeat(Math.max(0, Number(req.params.n) - 15)) });
  res.end();
});
floor.get('/json', (_req, res) => res.type('json').send(body));
const floorServer = floor.listen(0, '127.0.0.1');

await Promise.all([appServer, floorServer].map((s) => new Promise((r) => s.once('listening', r))));
const port = (s: typeof appServer) => (s.address() as { port: number }).port;
process.send!({
  app: port(appServer),
  floor: port(floorServer),
  driver: database.driver,
  redis: !!redis,
});
process.on('message', (m: { cmd?: string }) => {
  if (m.cmd === 'stats') {
    const cpu = process.cpuUsage();
    process.send!({ cpuMicros: cpu.user + cpu.system, queries });
  }
});
process.on('disconnect', async () => {
  appServer.close();
  floorServer.close();
  if (redis) {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
  await database.close();
  process.exit(0);
});
