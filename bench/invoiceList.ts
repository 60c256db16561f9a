// The invoice list scenario of `npm run bench`: Admin/Invoices/Index
// (totals of the filtered set, one page, the technician filter) over 200,000
// tickets on PostgreSQL, made with generate_series in the bench's own
// database. Each request is the real Inertia visit; the floor is the same
// page's queries (the functions the controller calls, with the same filters)
// run straight on a pool, without HTTP, session, sign-in or Inertia. Each
// statement of the slowest case is EXPLAINed (ANALYZE) into a file and any
// sequential scan of a big table is reported.
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../database/client';
import {
  getTicketPrefix,
  listInvoices,
  listInvoiceTechnicians,
  sumInvoices,
  type InvoiceListFilters,
} from '../database/queries/invoiceList';
import { reportPeriod } from '../common/reportRanges';
import { dayjs, storeToday } from '../common/storeTime';
import { call, loadAverage, percentile, type Servers, type Session } from './client';
import { seqScans } from './explain';

const TICKETS = Number(process.env.BENCH_INVOICES ?? 200_000);
const REQUESTS = Number(process.env.BENCH_INVOICE_REQUESTS ?? 40);
/** A case stops early after this long (at least 5 pairs), so a slow one cannot hold the whole bench. */
const CASE_SECONDS = Number(process.env.BENCH_INVOICE_CASE_SECONDS ?? 20);
const DAYS = 400;
const CUSTOMERS = 20_000;
const PER_PAGE = 25;
const TZ = 'America/New_York';
export const EXPLAIN_FILE = '/tmp/chairside-bench-explain.txt';

/** 200 k paid tickets over 400 days (about 500 a day), 2 lines and a tip split each, a payment row, a customer on two in three, a void every 200th, a refund every 100th. */
async function generate(
  client: pg.Client,
  storeId: number,
): Promise<{ seconds: number; number: number; phone: string }> {
  const started = performance.now();
  const { rows: techs } = await client.query<{ id: number }>(
    'select id from employees where store_id = $1 and is_active order by id',
    [storeId],
  );
  const { rows: services } = await client.query<{ id: number }>(
    `select id from services where store_id = $1 and kind = 'service' order by id`,
    [storeId],
  );
  const techIds = techs.map((t) => t.id);
  const serviceIds = services.map((s) => s.id);
  await client.query('begin');
  await client.query(
    `insert into customers (store_id, name, phone) select $1, 'Bench Customer ' || g, '646' || lpad(g::text, 7, '0') from generate_series(1, $2::int) g`,
    [storeId, CUSTOMERS],
  );
  // One statement made them, so their ids are one run from the lowest.
  const {
    rows: [first],
  } = await client.query<{ id: number }>(
    `select min(id) as id from customers where store_id = $1 and name like 'Bench Customer %'`,
    [storeId],
  );
  const {
    rows: [{ last }],
  } = await client.query<{ last: number }>(
    'select last_number as last from ticket_counters where store_id = $1 for update',
    [storeId],
  );
  // Oldest first, so numbers rise with time as a counter gives them; the newest a minute ago.
  await client.query(
    `with inv as (
       insert into invoices (store_id, number, status, customer_id, subtotal_cents, tax_cents, total_cents, tip_cents, amount_due_cents,
                             cash_amount, credit_card_amount, gift_card_amount, created_by_name, paid_at, voided_at, void_reason, created_at, updated_at)
       select $1, $2::int + g, case when g % 200 = 0 then 'voided' else 'paid' end,
              case when g % 3 = 0 then null else $3::int + (g * 7919) % $4::int end,
              p * 2, 0, p * 2, p * 2 / 5, p * 2 + p * 2 / 5,
              case when g % 4 = 0 then p * 2 + p * 2 / 5 else 0 end,
              case when g % 4 in (1, 2) then p * 2 + p * 2 / 5 else 0 end,
              case when g % 4 = 3 then p * 2 + p * 2 / 5 else 0 end,
              'bench', t, case when g % 200 = 0 then t end, case when g % 200 = 0 then 'bench' end, t, t
         from generate_series(1, $5::int) g,
              lateral (select now() - interval '1 minute' - (($5::int - g) * ($6::float8 * 86400 / $5::int)) * interval '1 second' as t, 2500 + (g % 5) * 500 as p) x
       returning id, number, subtotal_cents, tip_cents, amount_due_cents, cash_amount, credit_card_amount, gift_card_amount, paid_at, status
     ), lines as (
       insert into invoice_lines (store_id, invoice_id, line_key, kind, service_id, name, technician_id, unit_price_cents, net_cents, tax_ids, sort_order)
       select $1, inv.id, 'service-' || inv.id || '-' || k, 'service', ($7::int[])[1 + (inv.id + k) % cardinality($7::int[])], 'Bench service',
              ($8::int[])[1 + (inv.id * 3 + k) % cardinality($8::int[])], inv.subtotal_cents / 2, inv.subtotal_cents / 2, '[]', k
         from inv, generate_series(0, 1) k
       returning 1
     ), tips as (
       insert into invoice_tips (store_id, invoice_id, technician_id, cents)
       select $1, inv.id, ($8::int[])[1 + (inv.id * 3) % cardinality($8::int[])], inv.tip_cents from inv where inv.tip_cents > 0
       returning 1
     ), payments as (
       insert into invoice_payments (store_id, invoice_id, type, amount_cents, created_at)
       select $1, inv.id, case when inv.cash_amount > 0 then 'cash' when inv.credit_card_amount > 0 then 'credit_card' else 'gift_card' end, inv.amount_due_cents, inv.paid_at
         from inv
       returning 1
     ), refunded as (
       insert into refunds (store_id, invoice_id, reason, amount_cents, by_name, created_at)
       select $1, inv.id, 'bench', inv.subtotal_cents / 2, 'bench', inv.paid_at + interval '1 hour' from inv where inv.number % 100 = 7 and inv.status = 'paid'
       returning 1
     )
     select (select count(*) from lines) + (select count(*) from tips) + (select count(*) from payments) + (select count(*) from refunded) as n`,
    [storeId, last, first.id, CUSTOMERS, TICKETS, DAYS, serviceIds, techIds],
  );
  await client.query('update ticket_counters set last_number = $2 where store_id = $1', [
    storeId,
    last + TICKETS,
  ]);
  await client.query('commit');
  await client.query('analyze');
  // A ticket of the last 30 days with a customer, to search for by number and by phone.
  const {
    rows: [probe],
  } = await client.query<{ number: number; phone: string }>(
    `select i.number, c.phone from invoices i join customers c on c.id = i.customer_id where i.store_id = $1 and i.paid_at > now() - interval '10 days' order by i.id desc limit 1`,
    [storeId],
  );
  return {
    seconds: (performance.now() - started) / 1000,
    number: probe.number,
    phone: probe.phone,
  };
}

interface Case {
  name: string;
  query: Record<string, string>;
}

/** The filters the controller builds from the same query string (see server/http/controllers/invoiceList.ts). */
function filtersOf(q: Record<string, string>): { where: InvoiceListFilters; page: number } {
  const period = reportPeriod((q.range ?? 'today') as never, q.from ?? null, q.to ?? null, TZ);
  const digits = (q.q ?? '').replace(/\D/g, '');
  return {
    where: {
      start: period.start,
      end: period.end,
      technicianId: null,
      tender: null,
      status: null,
      digits: q.q ? digits.slice(0, 10) : null,
    },
    page: Number(q.page ?? 1),
  };
}

export async function benchInvoiceList(kept: {
  url: string;
  servers: Servers;
  sessions: Session[];
  storeId: number;
}): Promise<string[]> {
  const lines: string[] = [];
  const admin = new pg.Client({ connectionString: kept.url });
  await admin.connect();
  const made = await generate(admin, kept.storeId);
  const {
    rows: [sizes],
  } = await admin.query<{ invoices: number; lines: number }>(
    'select (select count(*) from invoices)::int as invoices, (select count(*) from invoice_lines)::int as lines',
  );

  const today = storeToday(TZ);
  const from = dayjs(today).subtract(29, 'day').format('YYYY-MM-DD');
  const month = { range: 'custom', from, to: today };
  const {
    rows: [{ n: monthCount }],
  } = await admin.query<{ n: number }>(
    `select count(*)::int as n from invoices where store_id = $1 and paid_at >= $2::date`,
    [kept.storeId, from],
  );
  const cases: Case[] = [
    { name: 'today', query: { range: 'today' } },
    { name: '30 days, page 1', query: month },
    {
      name: `30 days, page ${Math.floor(monthCount / PER_PAGE / 2)}`,
      query: { ...month, page: String(Math.floor(monthCount / PER_PAGE / 2)) },
    },
    { name: '30 days, search ticket number', query: { ...month, q: String(made.number) } },
    { name: '30 days, search phone (last 4 digits)', query: { ...month, q: made.phone.slice(-4) } },
    { name: 'this year, page 1', query: { range: 'thisYear' } },
  ];

  // The floor's own pool, its statements captured for EXPLAIN.
  let capture: { sql: string; params: unknown[] }[] | null = null;
  const floorDb = await openDatabase({
    url: kept.url,
    poolSize: 4,
    onQuery: ((sql: string, params: unknown[]) => capture?.push({ sql, params })) as (
      q: string,
    ) => void,
  });
  const floorPage = async (q: Record<string, string>) => {
    const { where, page } = filtersOf(q);
    const [totals] = await Promise.all([
      sumInvoices(floorDb.db, kept.storeId, where),
      getTicketPrefix(floorDb.db, kept.storeId),
      listInvoiceTechnicians(floorDb.db, kept.storeId),
    ]);
    const last = Math.max(1, Math.ceil(totals.count / PER_PAGE));
    await listInvoices(floorDb.db, kept.storeId, where, {
      limit: PER_PAGE,
      offset: (Math.min(page, last) - 1) * PER_PAGE,
    });
    return totals.count;
  };
  const session = kept.sessions[0];
  const appPage = async (q: Record<string, string>) => {
    const res = await call(
      kept.servers.app,
      'GET',
      `/dashboard/invoices?${new URLSearchParams(q)}`,
      session.visit,
    );
    if (res.status !== 200)
      throw new Error(`invoice list ${JSON.stringify(q)}: ${res.status} ${res.body.slice(0, 200)}`);
    return JSON.parse(res.body).props.totals.count as number;
  };

  lines.push(
    `\ninvoice list: ${sizes.invoices} tickets (${TICKETS} made in ${made.seconds.toFixed(1)} s with generate_series), ${sizes.lines} lines, ${CUSTOMERS} customers; up to ${REQUESTS} sequential requests per case (or ${CASE_SECONDS} s), app and floor alternating (p99 of so few is about the slowest); load average ${loadAverage()}\n`,
  );
  lines.push(
    '| case | tickets in range | app p50 ms | app p99 ms | floor p50 ms | floor p99 ms | app/floor p50 |',
  );
  lines.push('|---|---|---|---|---|---|---|');
  const explained: string[] = [];
  for (const c of cases) {
    for (let i = 0; i < 3; i++) await Promise.all([appPage(c.query), floorPage(c.query)]);
    const app: number[] = [];
    const floor: number[] = [];
    let count = 0;
    const stop = Date.now() + CASE_SECONDS * 1000;
    for (let i = 0; i < REQUESTS && (i < 5 || Date.now() < stop); i++) {
      let t0 = performance.now();
      count = await floorPage(c.query);
      floor.push(performance.now() - t0);
      t0 = performance.now();
      const seen = await appPage(c.query);
      app.push(performance.now() - t0);
      if (seen !== count)
        throw new Error(`${c.name}: the page counted ${seen}, its queries ${count}`);
    }
    app.sort((a, b) => a - b);
    floor.sort((a, b) => a - b);
    lines.push(
      `| ${c.name} (${app.length} requests) | ${count} | ${percentile(app, 50).toFixed(1)} | ${percentile(app, 99).toFixed(1)} | ${percentile(floor, 50).toFixed(1)} | ${percentile(floor, 99).toFixed(1)} | ${(percentile(app, 50) / percentile(floor, 50)).toFixed(2)} |`,
    );

    // EXPLAIN ANALYZE every statement of the page: its time, and any sequential scan of a big table.
    capture = [];
    await floorPage(c.query);
    const statements = capture;
    capture = null;
    for (const s of statements) {
      const { rows } = await admin.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${s.sql}`,
        s.params as unknown[],
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
      const seq = seqScans(plan).filter((x) => x.scanned > 5000);
      // PostgreSQL compiles a plan it thinks costly (jit, on by default): worth it for a long report, not for a page.
      const jitMs = Number(/Timing: .*Total ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
      let withoutJit = '';
      if (jitMs > 5) {
        await admin.query('begin');
        await admin.query('set local jit = off');
        const { rows: again } = await admin.query<{ 'QUERY PLAN': string }>(
          `explain (analyze) ${s.sql}`,
          s.params as unknown[],
        );
        await admin.query('commit');
        withoutJit = `; JIT took ${jitMs.toFixed(1)} ms of it, ${/Execution Time: ([\d.]+) ms/.exec(again.map((r) => r['QUERY PLAN']).join('\n'))?.[1]} ms with jit = off`;
      }
      explained.push(
        `== ${c.name}: ${ms.toFixed(1)} ms\n${s.sql}\n${JSON.stringify(s.params)}\n${plan}\n`,
      );
      if (ms > 20 || seq.length)
        lines.push(
          `  - ${c.name}: ${ms.toFixed(1)} ms in \`${s.sql.slice(0, 60).replace(/\s+/g, ' ')}…\`${seq.map((x) => `; sequential scan of ${x.table} (${x.scanned} rows read)`).join('')}${withoutJit}`,
        );
    }
  }
  writeFileSync(EXPLAIN_FILE, explained.join('\n'));
  lines.push(`\nEXPLAIN (ANALYZE, BUFFERS) of every statement: ${EXPLAIN_FILE}`);
  await floorDb.close();
  await admin.end();
  return lines;
}
