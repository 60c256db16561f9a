// `npm run bench`: the scenarios named by BENCH_SCENARIOS (comma-separated;
// all by default): `dashboard`, `checkout`, `invoices`, `sockets`, `slots`,
// `reports`, `announcements`.
//
// dashboard: the Inertia JSON visit of /dashboard for a signed-in owner
// against a bare Express route answering a JSON body of the same size (the
// floor), measured in the same run on the same machine, interleaved over
// several rounds. Loopback only, bounded in time. Honours DATABASE_URL and
// REDIS_URL; reports CPU and SQL statements per request of the server process,
// and the JavaScript (gzip) the sign-in page and the dashboard load.
//
// checkout and invoices (bench/checkout.ts, bench/invoiceList.ts) make their
// own PostgreSQL database on BENCH_PG_URL (default the local server, user
// postgres) and drop it at the end; without a server there they are skipped.
//
// sockets (bench/sockets.ts): 1,000 clients on the embedded Pusher server of one
// process, one event fanned out to all: time to the last, memory per connection.
//
// slots (bench/freeSlots.ts): the online booking's free-slot search for one day
// (10 technicians, 200 appointments that week) against one raw SQL read.
//
// reports (bench/reports.ts, data from bench/ticketData.ts): 1 M tickets for
// one store (BENCH_REPORT_TICKETS) in a PostgreSQL database of its own; the
// daily report, the thisYear and 3months range reports (first visit and
// warm), stats, the CSV export and a two-week payroll run for 10
// technicians, against raw SQL floors in the same run; EXPLAIN into a file.
//
// announcements (bench/announcements.ts): a 5,000-recipient announcement, time
// to queue against a raw INSERT … SELECT floor, messages per second through the
// fake Twilio server, memory while queueing.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  agent,
  call,
  loadAverage,
  serverStats,
  signIn,
  startServers,
  stopServers,
  type Servers,
} from './client';
import { benchCheckout, benchCheckoutPglite } from './checkout';
import { benchInvoiceList } from './invoiceList';
import { benchSockets } from './sockets';
import { benchFreeSlots } from './freeSlots';
import { benchReports } from './reports';
import { benchAnnouncements } from './announcements';

const SCENARIOS = new Set(
  (process.env.BENCH_SCENARIOS ?? 'dashboard,checkout,invoices,sockets,slots,reports,announcements')
    .split(',')
    .map((s) => s.trim()),
);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  cpuPerRequest: number;
  queriesPerRequest: number;
}

async function load(
  child: Servers['child'],
  port: number,
  path: string,
  headers: Record<string, string>,
  ms = DURATION_MS,
): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const before = await serverStats(child);
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
  const after = await serverStats(child);
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const n = latencies.length;
  return {
    rps: n / seconds,
    p50: pct(50),
    p99: pct(99),
    requests: n,
    errors,
    cpuPerRequest: (after.cpuMicros - before.cpuMicros) / n,
    queriesPerRequest: (after.queries - before.queries) / n,
  };
}

/** gzip bytes of the JavaScript a page loads first: the entry with its static imports, and the page's chunk with its own. */
function pageJavaScript(page: string): number | null {
  const file = 'public/build/manifest.json';
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
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
  for (const f of files)
    if (f.endsWith('.js')) bytes += gzipSync(readFileSync(`public/build/${f}`)).length;
  return bytes;
}

async function benchDashboard() {
  const servers = await startServers();
  const { child } = servers;
  const ports = servers;

  const session = await signIn(ports.app);
  const inertiaHeaders = session.visit;
  const sample = await call(ports.app, 'GET', '/dashboard', inertiaHeaders);
  if (sample.status !== 200 || JSON.parse(sample.body).component !== 'Admin/Dashboard')
    throw new Error(`dashboard visit failed: ${sample.status}`);
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
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpu: median(runs.map((r) => r.cpuPerRequest)),
    queries: median(runs.map((r) => r.queriesPerRequest)),
    requests: runs.reduce((s, r) => s + r.requests, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
  });
  const database = `${servers.driver === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}${servers.redis ? ' + Redis' : ''}`;
  const f = summary(floors);
  const a = summary(apps);
  const row = (name: string, s: ReturnType<typeof summary>) =>
    `| ${database} | ${name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${s.cpu.toFixed(0)} | ${s.queries.toFixed(2)} | ${s.requests} | ${s.errors} |`;
  console.log(
    `\nbody ${size} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${DURATION_MS / 1000} s each (medians), database: ${database}\n`,
  );
  console.log(
    '| database | scenario | req/s | p50 ms | p99 ms | CPU µs/req | queries/req | requests | non-200 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(row('bare Express JSON (floor)', f));
  console.log(row('Inertia visit `/dashboard`', a));
  // Each round pairs a floor run with the app run right after it; the median of those ratios resists a busy machine best.
  const ratios = apps.map((r, i) => r.rps / floors[i].rps);
  console.log(
    `\nratio app/floor: throughput ${median(ratios).toFixed(3)} (median of rounds: ${ratios.map((x) => x.toFixed(3)).join(', ')}); CPU per request: floor/app ${(f.cpu / a.cpu).toFixed(3)}`,
  );
  const login_js = pageJavaScript('Auth/Login');
  const dashboard_js = pageJavaScript('Admin/Dashboard');
  if (login_js !== null && dashboard_js !== null) {
    console.log(
      `JavaScript (gzip): sign-in page ${(login_js / 1024).toFixed(1)} KB, dashboard ${(dashboard_js / 1024).toFixed(1)} KB`,
    );
  }
  await stopServers(servers);
}

console.log(`load average at start: ${loadAverage()} (2 cores)`);
if (SCENARIOS.has('dashboard')) await benchDashboard();
if (SCENARIOS.has('checkout') || SCENARIOS.has('invoices')) {
  const run = await benchCheckout({
    keepDatabase: SCENARIOS.has('invoices'),
    skipLoad: !SCENARIOS.has('checkout'),
  });
  for (const line of run.lines) console.log(line);
  if (run.keep) {
    try {
      for (const line of await benchInvoiceList(run.keep)) console.log(line);
    } finally {
      await stopServers(run.keep.servers);
      await run.keep.drop();
    }
  }
  if (SCENARIOS.has('checkout') && process.env.BENCH_PGLITE !== '0')
    for (const line of await benchCheckoutPglite()) console.log(line);
}
if (SCENARIOS.has('sockets')) for (const line of await benchSockets()) console.log(line);
if (SCENARIOS.has('slots')) for (const line of await benchFreeSlots()) console.log(line);
if (SCENARIOS.has('reports')) for (const line of await benchReports()) console.log(line);
if (SCENARIOS.has('announcements'))
  for (const line of await benchAnnouncements()) console.log(line);
console.log(`load average at end: ${loadAverage()}`);
agent.destroy();
