// Child process of bench/run.ts: the real app and the floor, side by side on loopback.
import express from 'express';
import pino from 'pino';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../database/client';
import { seedDemo } from '../database/seeders/demo';
import { loadBuiltAssets } from '../server/inertia/assets';

const database = await openDatabase({ url: process.env.DATABASE_URL });
await database.migrate();
await seedDemo(database.db);
const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123', STORAGE_DIR: '/tmp/chairside-bench' });
const app = await createApp({ config, db: database.db, logger: pino({ level: 'silent' }), assets: (() => { const a = loadBuiltAssets(); return () => a; })() });
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
process.send!({ app: port(appServer), floor: port(floorServer) });
process.on('disconnect', async () => {
  appServer.close();
  floorServer.close();
  await database.close();
  process.exit(0);
});
