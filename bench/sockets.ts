// The sockets scenario of `npm run bench` (BENCH_SCENARIOS=sockets): BENCH_SOCKETS
// (default 1,000) clients connected to the embedded Pusher server of one
// process, all subscribed to one public channel; one event is triggered
// through the signed HTTP events API (as the `pusher` SDK does) and fanned
// out. Reports the time from the trigger until the last client has it
// (median and worst of BENCH_FANOUTS rounds), and the server process's memory
// per connection (after a full GC, before and after connecting).
//
// The server runs in a child process (this file with `--server`): only the
// realtime server and its events API on a plain http server, so its memory is
// the sockets', not the app's. The clients are plain `ws` sockets in this
// process, so the times include receiving 1,000 frames in one Node process.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import express from 'express';
import WebSocket from 'ws';
import { loadConfig } from '../server/config';
import { createRealtime } from '../server/realtime/realtime';
import { signRequest } from '../server/realtime/signatures';
import { call, loadAverage, median } from './client';

const CLIENTS = Number(process.env.BENCH_SOCKETS ?? 1000);
const FANOUTS = Number(process.env.BENCH_FANOUTS ?? 20);
const CONFIG = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-that-is-long-enough-for-signing-0123456789',
  STORAGE_DIR: '/tmp/chairside-bench',
});

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

async function serve() {
  const realtime = createRealtime({
    config: CONFIG.pusher,
    limits: { maxConnections: 100_000, activityTimeoutS: 120 },
  });
  const app = express();
  app.use('/apps', realtime.api!);
  const server = createServer(app);
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gc = (globalThis as { gc?: () => void }).gc;
  process.on('message', (m: { cmd: string }) => {
    if (m.cmd !== 'memory') return;
    gc?.();
    gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send!({ rss, heapUsed, external, connections: realtime.hub.connectionCount });
  });
  process.on('disconnect', () => process.exit(0));
  process.send!({ port: (server.address() as { port: number }).port });
}

function memory(child: ReturnType<typeof fork>): Promise<Memory & { connections: number }> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as never));
    child.send({ cmd: 'memory' });
  });
}

/** A client subscribed to `delivery`: resolves once subscribed; `onEvent` is called with the time each event arrives. */
function client(port: number, onEvent: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(
      `ws://127.0.0.1:${port}/app/${CONFIG.pusher.key}?protocol=7&client=js&version=8.6.0`,
      { perMessageDeflate: false },
    );
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text.includes('pusher:connection_established'))
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'delivery' } }));
      else if (text.includes('subscription_succeeded')) resolve(ws);
      else if (text.includes('"PackageSent"')) onEvent();
    });
  });
}

export async function benchSockets(): Promise<string[]> {
  const child = fork(new URL(import.meta.url).pathname, ['--server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: 'inherit',
  });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number }));
    child.once('exit', (code) => reject(new Error(`socket server exited (${code})`)));
  });
  try {
    const before = await memory(child);
    let received = 0;
    let lastAt = 0;
    const onEvent = () => {
      received++;
      lastAt = performance.now();
    };
    const sockets: WebSocket[] = [];
    const connectStart = performance.now();
    // In batches, as browsers arriving over a moment would (and the accept queue stays short).
    for (let i = 0; i < CLIENTS; i += 100) {
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, CLIENTS - i) }, () => client(port, onEvent)),
        )),
      );
    }
    const connectMs = performance.now() - connectStart;
    const after = await memory(child);

    const path = `/apps/${CONFIG.pusher.appId}/events`;
    const times: number[] = [];
    for (let round = 0; round < FANOUTS + 2; round++) {
      received = 0;
      const body = JSON.stringify({
        name: 'PackageSent',
        channels: ['delivery'],
        data: JSON.stringify({ round, tracking: 'ZX-1234567890' }),
      });
      const query = signRequest(CONFIG.pusher.key, CONFIG.pusher.secret, 'POST', path, body);
      const done = new Promise<void>((resolve) => {
        const poll = setInterval(() => {
          if (received >= CLIENTS) {
            clearInterval(poll);
            resolve();
          }
        }, 1);
      });
      const t0 = performance.now();
      const res = await call(
        port,
        'POST',
        `${path}?${query}`,
        { 'Content-Type': 'application/json' },
        body,
      );
      if (res.status !== 200) throw new Error(`trigger failed: ${res.status} ${res.body}`);
      await done;
      // The first two rounds warm up the JIT on both sides.
      if (round >= 2) times.push(lastAt - t0);
    }
    for (const ws of sockets) ws.terminate();

    const perConnection = (key: keyof Memory) =>
      ((after[key] - before[key]) / CLIENTS / 1024).toFixed(1);
    const sorted = [...times].sort((a, b) => a - b);
    return [
      `\nsockets: ${after.connections} clients subscribed to one public channel on one process (connected in ${connectMs.toFixed(0)} ms); load average ${loadAverage()} (2 cores)`,
      '| clients | fan-out to the last client: median ms | worst ms | server memory per connection: RSS KB | heap KB | external KB |',
      '|---|---|---|---|---|---|',
      `| ${CLIENTS} | ${median(times).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} | ${perConnection('rss')} | ${perConnection('heapUsed')} | ${perConnection('external')} |`,
    ];
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.disconnect();
    await exited;
  }
}

if (process.argv.includes('--server')) await serve();
