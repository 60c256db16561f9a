// The reports and payroll scenario of `npm run bench`:
// 1 M tickets for one store (BENCH_REPORT_TICKETS, ~550 a store day over
// ~5 years, bench/ticketData.ts) in a PostgreSQL database of the run's own,
// then, interleaved over rounds, each case against a raw SQL floor asking
// the same question:
//   - the daily report's Inertia visit for yesterday and for today;
//   - the range report's Inertia visit for thisYear and 3months, its first
//     visit (cold: nothing rolled up or cached yet) and warm visits;
//   - stats for thisYear, and the CSV export of the thisYear report;
//   - a payroll run for the 10 technicians over the last two full weeks:
//     payOfRun (what payrolls.edit computes an open run with) in process on
//     its own pool, and the Inertia visit of the run's edit page.
// Floors: one count-and-sums statement over the period's paid invoices plus
// one over their lines (daily, thisYear), one statement summing service
// lines per technician beside one summing tips per technician (payroll). Every statement the app's
// functions run for these cases, and the floors', is EXPLAINed (ANALYZE,
// BUFFERS) into EXPLAIN_FILE; sequential scans of big tables are reported.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../database/client';
import { openPayrollRun, savePayrollSchedule } from '../database/queries/payrolls';
import { addDays, storeToday, weekdayOf } from '../common/storeTime';
import { loadDailyReport, reportDay } from '../server/domain/reports/daily';
import { defaultGrouping, loadRangeReport } from '../server/domain/reports/range';
import { reportPeriod } from '../common/reportRanges';
import { loadStats } from '../server/domain/reports/stats';
import { firstWarmDay, warmStoreReportDays } from '../server/domain/reports/warmReportDays';
import { payOfRun } from '../server/domain/payroll/payrollRuns';
import {
  PG_ADMIN_URL,
  call,
  createBenchDatabase,
  loadAverage,
  percentile,
  signIn,
  startServers,
  stopServers,
  type Servers,
} from './client';
import { generateTicketData } from './ticketData';
import { seqScans } from './explain';

const TICKETS = Number(process.env.BENCH_REPORT_TICKETS ?? 1_000_000);
const PER_DAY = Number(process.env.BENCH_REPORT_PER_DAY ?? 550);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Pairs (floor, app) per case and round, at most. */
const REQUESTS = Number(process.env.BENCH_REPORT_REQUESTS ?? 10);
/** A case stops after this long in all (at least 2 pairs a round), so a slow one cannot hold the bench. */
const CASE_SECONDS = Number(process.env.BENCH_REPORT_CASE_SECONDS ?? 20);
/**
 * BENCH_KEEP_DB=1: the generated database is kept (chairside_bench_reports_keep)
 * and reused by the next run, which skips generation when it holds the tickets
 * asked for. Its roll-ups and caches are then warm from earlier runs, so its
 * "first visit" is not a first visit: for iterating, not for docs/performance.md.
 */
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
/** BENCH_REPORT_CASES=payroll,daily: only the cases (and EXPLAINs) whose name contains one of these words ('warm': the background warm). */
const CASE_FILTER = (process.env.BENCH_REPORT_CASES ?? '')
  .split(',')
  .map((s) => s.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) =>
  !CASE_FILTER.length || CASE_FILTER.some((w) => name.toLowerCase().includes(w));
const KEPT_NAME = 'chairside_bench_reports_keep';
export const EXPLAIN_FILE = '/tmp/chairside-bench-reports-explain.txt';

interface Case {
  name: string;
  /** The app: answers what it counted (tickets, or service sales cents for payroll). */
  app: () => Promise<number>;
  floor: () => Promise<number>;
  /** What the floor's count means, for the table. */
  unit: string;
}

/** The two full weeks (Monday to Sunday) before this one. */
function lastTwoFullWeeks(today: string): { start: string; end: string } {
  let end = addDays(today, -1);
  while (weekdayOf(end) !== 0) end = addDays(end, -1);
  return { start: addDays(end, -13), end };
}

export async function benchReports(): Promise<string[]> {
  const database = KEEP_DB ? await keptDatabase() : await createBenchDatabase('reports');
  if ('error' in database) return [`\nreports: skipped (${database.error})`];
  let servers: Servers | null = null;
  const admin = new pg.Client({ connectionString: database.url });
  // The floors' pool, and the app's functions on a pool of their own with their statements captured for EXPLAIN.
  const floorPool = new pg.Pool({ connectionString: database.url, max: 4 });
  let capture: { sql: string; params: unknown[] }[] | null = null;
  let domain: Awaited<ReturnType<typeof openDatabase>> | null = null;
  // Dropping the database ends its connections: an error then is expected, not a crash.
  admin.on('error', () => {});
  floorPool.on('error', () => {});
  const lines: string[] = [];
  try {
    servers = await startServers({
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: undefined,
    });
    await admin.connect();
    const {
      rows: [store],
    } = await admin.query<{ id: number; timezone: string }>(
      `select id, timezone from stores where name = 'Lotus Nail Spa'`,
    );
    const tz = store.timezone;
    // A kept database that holds the bench's tickets already is reused as it is (generation runs in one transaction: all or nothing).
    const {
      rows: [had],
    } = await admin.query<{ n: number; first: string | null }>(
      `select count(*)::int as n, min(paid_at)::text as first from invoices where store_id = $1 and created_by_name = 'bench'`,
      [store.id],
    );
    let made:
      | Awaited<ReturnType<typeof generateTicketData>>
      | { seconds: number; days: number | string; firstDay: string };
    if (KEEP_DB && had.n >= TICKETS) {
      console.log(`reports: reusing ${KEPT_NAME} (${had.n} bench tickets already there)`);
      made = { seconds: 0, days: '?', firstDay: `${had.first} (reused)` };
    } else {
      if (had.n)
        throw new Error(`${KEPT_NAME} holds ${had.n} bench tickets, not ${TICKETS}: drop it first`);
      console.log(
        `reports: generating ${TICKETS} tickets (~${PER_DAY} a day) for store ${store.id}…`,
      );
      made = await generateTicketData(admin, {
        storeId: store.id,
        tickets: TICKETS,
        perDay: PER_DAY,
        log: (l) => console.log(l),
      });
    }
    const {
      rows: [sizes],
    } = await admin.query<Record<string, number>>(
      `select (select count(*) from invoices)::int as invoices, (select count(*) from invoice_lines)::int as lines, (select count(*) from invoice_taxes)::int as taxes,
              (select count(*) from invoice_tips)::int as tips, (select count(*) from invoice_payments)::int as payments, (select count(*) from refunds)::int as refunds,
              (select count(*) from clock_records where store_id = $1)::int as clock_records, pg_database_size(current_database())::bigint as bytes`,
      [store.id],
    );
    console.log(`reports: generated in ${made.seconds.toFixed(1)} s`);

    const session = await signIn(servers.app);
    const app = servers.app;
    const visit = async (path: string) => {
      const res = await call(app, 'GET', path, session.visit);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.slice(0, 300)}`);
      return res;
    };
    const props = async (path: string) => JSON.parse((await visit(path)).body).props;

    const db = (domain = await openDatabase({
      url: database.url,
      poolSize: 4,
      onQuery: ((sql: string, params: unknown[]) => capture?.push({ sql, params })) as (
        q: string,
      ) => void,
    })).db;

    const today = storeToday(tz);
    const yesterday = addDays(today, -1);
    const year = reportPeriod('thisYear', undefined, undefined, tz);
    const months3 = reportPeriod('3months', undefined, undefined, tz);
    const weeks = lastTwoFullWeeks(today);
    await savePayrollSchedule(db, store.id, {
      frequency: 'biweekly',
      anchorDate: weeks.start,
      cardTipFeeBp: 300,
    });
    const run = await openPayrollRun(db, store.id, weeks, 'bench');

    // The floors: what a hand-written report would ask.
    const FLOOR_TICKETS = `select count(*)::int as n, sum(subtotal_cents) as subtotal, sum(discount_cents) as discount, sum(tax_cents) as tax, sum(tip_cents) as tip,
        sum(amount_due_cents) as due, sum(cash_amount) as cash, sum(credit_card_amount) as card, sum(gift_card_amount) as gift, sum(coupon_amount) as coupon,
        sum(check_amount) as "check", sum(change_cents) as change
      from invoices where store_id = $1 and status = 'paid' and paid_at >= $2 and paid_at < $3`;
    const FLOOR_LINES = `select l.kind, sum(l.unit_price_cents * l.quantity) as gross, sum(l.net_cents) as net
      from invoices i join invoice_lines l on l.store_id = $1 and l.invoice_id = i.id
      where i.store_id = $1 and i.status = 'paid' and i.paid_at >= $2 and i.paid_at < $3 group by l.kind`;
    // Two statements side by side, like the tickets' floor: one statement over both crossed jit_above_cost (JIT cost it 70–90 ms, a floor
    // slower than the app). The tip shares probed ticket by ticket as the app does (a plain join hashed all 1 M shares).
    const FLOOR_PAYROLL_LINES = `select l.technician_id, sum(l.net_cents)::int as sales from invoices i join invoice_lines l on l.store_id = $1 and l.invoice_id = i.id
         where i.store_id = $1 and i.status = 'paid' and i.paid_at >= $2 and i.paid_at < $3 and l.kind = 'service' and l.technician_id is not null
      group by l.technician_id`;
    const FLOOR_PAYROLL_TIPS = `select t.technician_id, sum(t.cents)::int as tips from invoices i
          cross join lateral (select technician_id, cents from invoice_tips t where t.store_id = $1 and t.invoice_id = i.id order by technician_id) t
         where i.store_id = $1 and i.status = 'paid' and i.paid_at >= $2 and i.paid_at < $3
      group by t.technician_id`;
    const floorStatements: { name: string; sql: string; params: unknown[] }[] = [];
    const sums = async (name: string, b: { start: Date; end: Date }) => {
      const params = [store.id, b.start.toISOString(), b.end.toISOString()];
      if (!floorStatements.some((s) => s.name === name))
        floorStatements.push(
          { name, sql: FLOOR_TICKETS, params },
          { name, sql: FLOOR_LINES, params },
        );
      const [tickets] = await Promise.all([
        floorPool.query<{ n: number }>(FLOOR_TICKETS, params),
        floorPool.query(FLOOR_LINES, params),
      ]);
      return tickets.rows[0].n;
    };
    const payBounds = {
      start: reportDay(tz, weeks.start).bounds.start,
      end: reportDay(tz, weeks.end).bounds.end,
    };
    const payrollFloor = async () => {
      const params = [store.id, payBounds.start.toISOString(), payBounds.end.toISOString()];
      if (!floorStatements.some((s) => s.name === 'payroll'))
        floorStatements.push(
          { name: 'payroll', sql: FLOOR_PAYROLL_LINES, params },
          { name: 'payroll', sql: FLOOR_PAYROLL_TIPS, params },
        );
      const [{ rows }] = await Promise.all([
        floorPool.query<{ sales: number }>(FLOOR_PAYROLL_LINES, params),
        floorPool.query(FLOOR_PAYROLL_TIPS, params),
      ]);
      return rows.reduce((s, r) => s + r.sales, 0);
    };
    const payrollApp = async () =>
      (await payOfRun(db, store.id, tz, run)).reduce((s, p) => s + p.figures.serviceSalesCents, 0);

    const daily = (date: string): Case => ({
      name: `daily report, ${date === today ? 'today' : 'yesterday'} (${date})`,
      unit: 'tickets',
      app: async () => (await props(`/dashboard/reports/daily?date=${date}`)).tickets,
      floor: () => sums(`daily ${date}`, reportDay(tz, date).bounds),
    });
    const range = (r: 'thisYear' | '3months', period: typeof year): Case => ({
      name: `range report, ${r} (${period.from} – ${period.to})`,
      unit: 'tickets',
      app: async () => (await props(`/dashboard/reports?range=${r}`)).total.tickets,
      floor: () => sums(r, period),
    });
    const allCases: Case[] = [
      range('thisYear', year),
      range('3months', months3),
      {
        name: 'stats, thisYear',
        unit: 'tickets',
        app: async () => (await props('/dashboard/stats?range=thisYear')).totals.tickets,
        floor: () => sums('thisYear', year),
      },
      {
        name: 'CSV export, thisYear periods',
        unit: 'tickets',
        app: async () =>
          (await visit('/dashboard/reports/export?range=thisYear&table=periods')).body.split('\n')
            .length,
        floor: () => sums('thisYear', year),
      },
      daily(yesterday),
      daily(today),
      {
        name: `payroll run, payOfRun in process (${weeks.start} – ${weeks.end})`,
        unit: 'service cents',
        app: payrollApp,
        floor: payrollFloor,
      },
      {
        name: 'payroll run, Inertia visit payrolls.edit',
        unit: 'service cents',
        floor: payrollFloor,
        app: async () =>
          (await props(`/dashboard/payrolls/${run.id}/edit`)).technicians.reduce(
            (s: number, t: { service_sales: number }) => s + t.service_sales,
            0,
          ),
      },
    ];
    const cases = allCases.filter((c) => wanted(c.name));

    // First visits, in this order (an earlier case may warm a later one's roll-ups or caches).
    const cold = new Map<string, number>();
    for (const c of cases) {
      const t0 = performance.now();
      await c.app();
      cold.set(c.name, performance.now() - t0);
    }
    // Warm-up of both sides, then rounds: every case in each round, floor and app alternating.
    for (const c of cases) await Promise.all([c.app(), c.floor()]);
    const app_ms = new Map(cases.map((c) => [c.name, [] as number[]]));
    const floor_ms = new Map(cases.map((c) => [c.name, [] as number[]]));
    const counted = new Map<string, { app: number; floor: number }>();
    const perRound = (CASE_SECONDS * 1000) / ROUNDS;
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of cases) {
        const stop = Date.now() + perRound;
        for (let i = 0; i < REQUESTS && (i < 2 || Date.now() < stop); i++) {
          let t0 = performance.now();
          const f = await c.floor();
          floor_ms.get(c.name)!.push(performance.now() - t0);
          t0 = performance.now();
          const a = await c.app();
          app_ms.get(c.name)!.push(performance.now() - t0);
          counted.set(c.name, { app: a, floor: f });
        }
      }
    }

    lines.push(
      `\nReports over ${TICKETS.toLocaleString('en-US')} tickets (PostgreSQL): ${sizes.invoices} invoices, ${sizes.lines} lines, ${sizes.taxes} tax rows, ${sizes.tips} tip shares, ${sizes.payments} payments, ${sizes.refunds} refunds, ${sizes.clock_records} clock records; database ${(Number(sizes.bytes) / 2 ** 20).toFixed(0)} MB; generated in ${made.seconds.toFixed(1)} s (${made.days} store days from ${made.firstDay}, ~${PER_DAY} a day); ${ROUNDS} rounds × up to ${REQUESTS} pairs per case (or ${CASE_SECONDS} s a case), floor and app alternating; load average ${loadAverage()}\n`,
    );
    lines.push(
      '| case | floor counts | first visit ms | app p50 ms | app p99 ms | floor p50 ms | floor p99 ms | app/floor p50 |',
    );
    lines.push('|---|---|---|---|---|---|---|---|');
    for (const c of cases) {
      const a = [...app_ms.get(c.name)!].sort((x, y) => x - y);
      const f = [...floor_ms.get(c.name)!].sort((x, y) => x - y);
      const n = counted.get(c.name)!;
      lines.push(
        `| ${c.name} (${a.length}) | ${n.floor.toLocaleString('en-US')} ${c.unit} | ${cold.get(c.name)!.toFixed(1)} | ${percentile(a, 50).toFixed(1)} | ${percentile(a, 99).toFixed(1)} | ${percentile(f, 50).toFixed(1)} | ${percentile(f, 99).toFixed(1)} | ${(percentile(a, 50) / percentile(f, 50)).toFixed(2)} |`,
      );
    }
    for (const c of cases) {
      const n = counted.get(c.name)!;
      // The CSV counts its own lines; every other case must agree with its floor.
      if (!c.name.startsWith('CSV') && n.app !== n.floor)
        lines.push(
          `  - MISMATCH ${c.name}: the app counted ${n.app} ${c.unit}, the floor ${n.floor}`,
        );
    }

    // The background warm (server/jobs/reportDaysWarmer.ts): the store's roll-ups deleted, then made again the way the warmer makes
    // them (back to 1 January of last year, a month per transaction), then the thisYear report's next visit.
    if (wanted('warm')) {
      for (const t of [
        'report_day_items',
        'report_day_taxes',
        'report_day_technicians',
        'report_days',
      ])
        await admin.query(`delete from ${t} where store_id = $1`, [store.id]);
      let t0 = performance.now();
      const days = await warmStoreReportDays(db, store.id, tz);
      const warmMs = performance.now() - t0;
      t0 = performance.now();
      await props('/dashboard/reports?range=thisYear');
      const afterMs = performance.now() - t0;
      lines.push(
        `\nBackground warm (warmStoreReportDays, the store's roll-ups deleted first): ${days} store days from ${firstWarmDay(tz)} made in ${(warmMs / 1000).toFixed(1)} s (${(warmMs / Math.max(1, days)).toFixed(1)} ms a day); the thisYear report's visit after it: ${afterMs.toFixed(1)} ms; load average ${loadAverage()}`,
      );
    }

    // EXPLAIN (ANALYZE, BUFFERS) every statement of each app function, then the floors'.
    const allWork: { name: string; run: () => Promise<unknown> }[] = [
      {
        name: `daily report ${yesterday}`,
        run: () => loadDailyReport(db, store.id, yesterday, reportDay(tz, yesterday).bounds),
      },
      {
        name: `daily report ${today}`,
        run: () => loadDailyReport(db, store.id, today, reportDay(tz, today).bounds),
      },
      {
        name: 'range report thisYear',
        run: () => loadRangeReport(db, store.id, year, tz, defaultGrouping(year)),
      },
      {
        name: 'range report 3months',
        run: () => loadRangeReport(db, store.id, months3, tz, defaultGrouping(months3)),
      },
      { name: 'stats thisYear', run: () => loadStats(db, store.id, year, tz) },
      { name: 'payroll payOfRun', run: () => payOfRun(db, store.id, tz, run) },
    ];
    const work = allWork.filter((w) => wanted(w.name));
    const explained: string[] = [];
    const explain = async (name: string, sql: string, params: unknown[]) => {
      // Each in a transaction rolled back: a roll-up the report writes is not written twice, and what fails is noted, not fatal.
      let rows: { 'QUERY PLAN': string }[];
      try {
        await admin.query('begin');
        ({ rows } = await admin.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${sql}`,
          params as unknown[],
        ));
      } catch (err) {
        explained.push(
          `== ${name}: not explained (${(err as Error).message})\n${sql}\n${JSON.stringify(params)}\n`,
        );
        return null;
      } finally {
        await admin.query('rollback');
      }
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
      const jitMs = Number(/Timing: .*Total ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
      const seq = seqScans(plan).filter((x) => x.scanned > 5000);
      explained.push(
        `== ${name}: ${ms.toFixed(1)} ms${jitMs ? ` (JIT ${jitMs.toFixed(1)} ms)` : ''}\n${sql}\n${JSON.stringify(params)}\n${plan}\n`,
      );
      return { name, sql, ms, jitMs, seq };
    };
    lines.push(
      "\nEXPLAIN (ANALYZE, BUFFERS) of what each case runs (the app's functions in process, then the floors); sequential scans of more than 5,000 rows:",
    );
    for (const w of work) {
      capture = [];
      await w.run();
      const statements = capture;
      capture = null;
      const results = [];
      // Transaction control and settings are not statements to explain.
      for (const s of statements) {
        if (/^\s*(begin|commit|rollback|savepoint|release|set)\b/i.test(s.sql)) continue;
        const r = await explain(w.name, s.sql, s.params);
        if (r) results.push(r);
      }
      results.sort((a, b) => b.ms - a.ms);
      const total = results.reduce((s, r) => s + r.ms, 0);
      const scans = results.reduce((n, r) => n + r.seq.length, 0);
      lines.push(
        `  - ${w.name}: ${results.length} statements, ${total.toFixed(1)} ms of execution in all, ${scans} sequential scans of big tables; slowest:`,
      );
      // The three slowest, with what they scanned sequentially and what the JIT took.
      for (const r of results.slice(0, 3)) {
        const seq = r.seq
          .map((x) => `seq scan ${x.table} ${x.scanned.toLocaleString('en-US')} rows`)
          .join(', ');
        lines.push(
          `    - ${r.ms.toFixed(1)} ms${r.jitMs > 5 ? ` (JIT ${r.jitMs.toFixed(1)})` : ''}${seq ? ` [${seq}]` : ''} \`${r.sql.slice(0, 80).replace(/\s+/g, ' ')}…\``,
        );
      }
    }
    for (const s of floorStatements) {
      const r = (await explain(`floor ${s.name}`, s.sql, s.params))!;
      lines.push(
        `  - floor ${s.name}: ${r.ms.toFixed(1)} ms \`${s.sql.slice(0, 60).replace(/\s+/g, ' ')}…\`${r.seq.map((x) => `; sequential scan of ${x.table} (${x.scanned.toLocaleString('en-US')} rows read)`).join('')}${r.jitMs > 5 ? `; JIT ${r.jitMs.toFixed(1)} ms` : ''}`,
      );
    }
    writeFileSync(EXPLAIN_FILE, explained.join('\n'));
    lines.push(`\nEXPLAIN output: ${EXPLAIN_FILE}`);
  } finally {
    await floorPool.end().catch(() => {});
    await domain?.close().catch(() => {});
    await admin.end().catch(() => {});
    if (servers) await stopServers(servers);
    if (!KEEP_DB) await database.drop();
  }
  return lines;
}

/** The kept database of BENCH_KEEP_DB=1: made when it is not there yet, never dropped. */
async function keptDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | { error: string }
> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    return {
      error: `no PostgreSQL at ${PG_ADMIN_URL.replace(/\/\/[^@]*@/, '//')}: ${(err as Error).message}`,
    };
  }
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
    KEPT_NAME,
  ]);
  if (!rowCount) await admin.query(`create database ${KEPT_NAME}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${KEPT_NAME}`;
  return { url: url.toString(), drop: async () => {} };
}
