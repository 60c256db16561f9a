// `npm run bench`: the Inertia JSON visit of /dashboard for a signed-in owner
// against a bare Express route answering a JSON body of the same size (the
// floor), measured in the same run on the same machine. Loopback only, bounded.
import { fork } from 'node:child_process';
import http from 'node:http';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Res = { status: number; headers: http.IncomingHttpHeaders; body: string };
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function call(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const cookieHeader = (res: Res, jar: Map<string, string>) => {
  for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
    const [pair] = c.split(';');
    const [k, v] = pair.split('=');
    jar.set(k, v);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};

async function load(name: string, port: number, path: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await call(port, 'GET', path, headers);
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { name, requests: latencies.length, rps: latencies.length / seconds, p50: pct(50), p99: pct(99), errors };
}

const child = fork(new URL('./servers.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])], stdio: 'inherit' });
const ports = await new Promise<{ app: number; floor: number }>((resolve) => child.once('message', (m) => resolve(m as never)));

// Sign in as the owner the way a browser does: XSRF cookie first, then the form.
const jar = new Map<string, string>();
let cookie = cookieHeader(await call(ports.app, 'GET', '/login'), jar);
const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN')!);
const login = await call(ports.app, 'POST', '/login', { Cookie: cookie, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, 'X-Inertia': 'true' }, JSON.stringify({ email: 'owner@example.com', password: 'password' }));
cookie = cookieHeader(login, jar);
// A visit without a version is told the current one by the 409.
const first = await call(ports.app, 'GET', '/dashboard', { Cookie: cookie, 'X-Inertia': 'true' });
const version = String(first.headers['x-inertia-version']);
const inertiaHeaders = { Cookie: cookie, 'X-Inertia': 'true', 'X-Inertia-Version': version, 'X-Requested-With': 'XMLHttpRequest' };
const sample = await call(ports.app, 'GET', '/dashboard', inertiaHeaders);
if (sample.status !== 200 || JSON.parse(sample.body).component !== 'Admin/Dashboard') throw new Error(`dashboard visit failed: ${sample.status}`);
const size = Buffer.byteLength(sample.body);
await call(ports.floor, 'POST', `/size/${size}`);

// Warm both up, then measure the floor first and the app second.
await load('warm-up floor', ports.floor, '/json', {});
await load('warm-up app', ports.app, '/dashboard', inertiaHeaders);
const floor = await load('bare Express JSON (floor)', ports.floor, '/json', {});
const app = await load('Inertia visit /dashboard', ports.app, '/dashboard', inertiaHeaders);

const fmt = (r: Awaited<ReturnType<typeof load>>) =>
  `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.requests} | ${r.errors} |`;
console.log(`\nbody ${size} bytes, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}\n`);
console.log('| scenario | req/s | p50 ms | p99 ms | requests | non-200 |');
console.log('|---|---|---|---|---|---|');
console.log(fmt(floor));
console.log(fmt(app));
console.log(`\nratio app/floor: throughput ${(app.rps / floor.rps).toFixed(3)}, p50 latency ${(app.p50 / floor.p50).toFixed(1)}x`);
child.disconnect();
agent.destroy();
