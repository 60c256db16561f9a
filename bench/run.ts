// `npm run bench`: the Inertia JSON visit of /dashboard for a signed-in owner
// against a bare Express route answering a JSON body of the same size (the
// floor), measured in the same run on the same machine, interleaved over
// several rounds. Loopback only, bounded in time. Honours DATABASE_URL and
// REDIS_URL; reports CPU and SQL statements per request of the server process,
// and the JavaScript (gzip) the sign-in page and the dashboard load.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

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
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};

interface Stats {
  cpuMicros: number;
  queries: number;
}

function stats(child: ChildProcess): Promise<Stats> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Stats));
    child.send({ cmd: 'stats' });
  });
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  cpuPerRequest: number;
  queriesPerRequest: number;
}

async function load(child: ChildProcess, port: number, path: string, headers: Record<string, string>, ms = DURATION_MS): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const before = await stats(child);
  const end = Date.now() + ms;
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
  const after = await stats(child);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const n = latencies.length;
  return {
    rps: n / seconds, p50: pct(50), p99: pct(99), requests: n, errors,
    cpuPerRequest: (after.cpuMicros - before.cpuMicros) / n, queriesPerRequest: (after.queries - before.queries) / n,
  };
}

/** gzip bytes of the JavaScript a page loads first: the entry with its static imports, and the page's chunk with its own. */
function pageJavaScript(page: string): number | null {
  const file = 'public/build/manifest.json';
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  visit('resources/js/app.tsx');
  visit(`resources/js/Pages/${page}.tsx`);
  let bytes = 0;
  for (const f of files) if (f.endsWith('.js')) bytes += gzipSync(readFileSync(`public/build/${f}`)).length;
  return bytes;
}

const child = fork(new URL('./servers.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])],
  stdio: 'inherit',
});
const ready = await new Promise<{ app: number; floor: number; driver: string; redis: boolean }>((resolve) => child.once('message', (m) => resolve(m as never)));
const ports = ready;

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

// Warm both up, then alternate floor and app so that both see the same machine.
await load(child, ports.floor, '/json', {}, 2000);
await load(child, ports.app, '/dashboard', inertiaHeaders, 2000);
const floors: Run[] = [];
const apps: Run[] = [];
for (let round = 0; round < ROUNDS; round++) {
  floors.push(await load(child, ports.floor, '/json', {}));
  apps.push(await load(child, ports.app, '/dashboard', inertiaHeaders));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (runs: Run[]) => ({
  rps: median(runs.map((r) => r.rps)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)),
  cpu: median(runs.map((r) => r.cpuPerRequest)), queries: median(runs.map((r) => r.queriesPerRequest)),
  requests: runs.reduce((s, r) => s + r.requests, 0), errors: runs.reduce((s, r) => s + r.errors, 0),
});
const database = `${ready.driver === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}${ready.redis ? ' + Redis' : ''}`;
const f = summary(floors);
const a = summary(apps);
const row = (name: string, s: ReturnType<typeof summary>) =>
  `| ${database} | ${name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${s.cpu.toFixed(0)} | ${s.queries.toFixed(2)} | ${s.requests} | ${s.errors} |`;
console.log(`\nbody ${size} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${DURATION_MS / 1000} s each (medians), database: ${database}\n`);
console.log('| database | scenario | req/s | p50 ms | p99 ms | CPU µs/req | queries/req | requests | non-200 |');
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(row('bare Express JSON (floor)', f));
console.log(row('Inertia visit `/dashboard`', a));
// Each round pairs a floor run with the app run right after it; the median of those ratios resists a busy machine best.
const ratios = apps.map((r, i) => r.rps / floors[i].rps);
console.log(`\nratio app/floor: throughput ${median(ratios).toFixed(3)} (median of rounds: ${ratios.map((x) => x.toFixed(3)).join(', ')}); CPU per request: floor/app ${(f.cpu / a.cpu).toFixed(3)}`);
const login_js = pageJavaScript('Auth/Login');
const dashboard_js = pageJavaScript('Admin/Dashboard');
if (login_js !== null && dashboard_js !== null) {
  console.log(`JavaScript (gzip): sign-in page ${(login_js / 1024).toFixed(1)} KB, dashboard ${(dashboard_js / 1024).toFixed(1)} KB`);
}
child.disconnect();
agent.destroy();
