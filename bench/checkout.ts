// The checkout scenario of `npm run bench`: 10 concurrent clients
// pay realistic tickets through the real route (POST /dashboard/pos/pay/ticket:
// signed-in session, CSRF token, idempotency key) against a floor of the same
// rows inserted by raw SQL, one transaction each, over 10 connections, in the
// same run on the same database. Then it checks that nothing was lost or
// duplicated: invoices == successful answers, ticket numbers contiguous and
// unique, repeats of a key answered with the first invoice, gift card
// balances equal to their ledgers and to what they paid.
import pg from 'pg';
import {
  call,
  createBenchDatabase,
  loadAverage,
  percentile,
  serverStats,
  signIn,
  startServers,
  stopServers,
  type Servers,
  type Session,
} from './client';

const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? process.env.BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GIFT_CARDS = 20;
const GIFT_CARD_BALANCE = 5_000_000;

interface Menu {
  storeId: number;
  services: { id: number; priceCents: number }[];
  technicians: number[];
  retail: { id: number; priceCents: number; rates: number[] } | null;
  cards: { id: number; code: string }[];
}

/** The Lotus menu as a front desk would ring it: untaxed services, one taxed retail item, the technicians, and gift cards of the bench's own. */
async function loadMenu(client: pg.Client): Promise<Menu> {
  const {
    rows: [store],
  } = await client.query<{ id: number }>(`select id from stores where name = 'Lotus Nail Spa'`);
  const storeId = store.id;
  const { rows: services } = await client.query<{ id: number; priceCents: number }>(
    `select s.id, s.price_cents as "priceCents" from services s
      where s.store_id = $1 and s.kind = 'service' and s.is_active and s.price_cents > 0
        and not exists (select 1 from service_taxes t where t.service_id = s.id)`,
    [storeId],
  );
  const {
    rows: [retail],
  } = await client.query<{ id: number; priceCents: number; rates: number[] }>(
    `select s.id, s.price_cents as "priceCents", array(select x.rate from service_taxes st join taxes x on x.id = st.tax_id where st.service_id = s.id and x.is_active) as rates
       from services s where s.store_id = $1 and s.kind = 'retail' and s.is_active and s.price_cents > 0 order by s.id limit 1`,
    [storeId],
  );
  const { rows: technicians } = await client.query<{ id: number }>(
    `select id from employees where store_id = $1 and is_active and deleted_at is null order by id limit 6`,
    [storeId],
  );
  const cards: Menu['cards'] = [];
  for (let i = 0; i < GIFT_CARDS; i++) {
    const code = `BENCH-${String(i).padStart(4, '0')}`;
    const {
      rows: [card],
    } = await client.query<{ id: number }>(
      `insert into gift_cards (store_id, code, balance_cents) values ($1, $2, $3) returning id`,
      [storeId, code, GIFT_CARD_BALANCE],
    );
    await client.query(
      `insert into gift_card_entries (store_id, gift_card_id, kind, amount_cents, balance_after_cents, by_name) values ($1, $2, 'issue', $3, $3, 'bench')`,
      [storeId, card.id, GIFT_CARD_BALANCE],
    );
    cards.push({ id: card.id, code });
  }
  if (services.length < 3 || technicians.length < 3)
    throw new Error('the demo menu is missing: need 3 untaxed services and 3 technicians');
  return {
    storeId,
    services,
    technicians: technicians.map((t) => t.id),
    retail: retail ?? null,
    cards,
  };
}

/** One session per tablet, signed in one after another (a burst of sign-ins from one address is what the login throttle is for). */
async function signInMany(port: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let i = 0; i < CLIENTS; i++) sessions.push(await signIn(port));
  return sessions;
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];

/**
 * One realistic ticket: 2–3 services by 1–3 technicians, sometimes a taxed
 * retail item, a tip of 15–25 %, paid part by card and the rest in cash with
 * change, or (one in five) part by gift card. Cash is the tender that may
 * exceed the total, so the client never needs to work the tax out itself.
 */
function ticket(menu: Menu, n: number) {
  const count = 2 + (n % 2);
  const lines = Array.from({ length: count }, (_, i) => {
    const s = pick(menu.services);
    return {
      key: `service-${Date.now()}-${Math.floor(Math.random() * 10000)}-${i}`,
      kind: 'service',
      service_id: s.id,
      technician_id: pick(menu.technicians),
      unit_price: null,
      quantity: 1,
      discount: 0,
      priceCents: s.priceCents,
    };
  });
  let taxable = 0;
  if (menu.retail && n % 3 === 0) {
    lines.push({
      key: `service-${Date.now()}-${Math.floor(Math.random() * 10000)}-r`,
      kind: 'retail',
      service_id: menu.retail.id,
      technician_id: null as never,
      unit_price: null,
      quantity: 1,
      discount: 0,
      priceCents: menu.retail.priceCents,
    });
    taxable = menu.retail.priceCents;
  }
  const services = lines.filter((l) => l.kind === 'service').reduce((a, l) => a + l.priceCents, 0);
  const tip = Math.round((services * (15 + (n % 11))) / 100);
  // An upper bound of the total: every tax rate of the retail item, rounded up.
  const taxBound = menu.retail
    ? menu.retail.rates.reduce((a, r) => a + Math.ceil((taxable * r) / 100_000), 0)
    : 0;
  const due = services + taxable + tip;
  const tenders: Record<string, unknown>[] = [];
  const part = Math.floor(due * 0.6);
  if (n % 5 === 0 && menu.cards.length)
    tenders.push({ type: 'gift_card', amount: part, code: pick(menu.cards).code });
  else
    tenders.push({
      type: 'credit_card',
      amount: part,
      card_last4: String(1000 + (n % 9000)),
      auth_code: `A${n % 100000}`,
    });
  tenders.push({ type: 'cash', amount: due - part + taxBound + 500 });
  return {
    customer_id: null,
    ticket_discount: null,
    tip: { type: 'amount', value: tip },
    tip_shares: [],
    lines: lines.map(({ priceCents: _, ...l }) => l),
    tenders,
  };
}

interface Run {
  ok: number;
  failed: number;
  seconds: number;
  latencies: number[];
  cpuMicros?: number;
  queries?: number;
}

const summarize = (r: Run) => {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return { perSecond: r.ok / r.seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** CLIENTS signed-in tablets paying tickets one after another for SECONDS. */
async function appRun(
  servers: Servers,
  sessions: Session[],
  menu: Menu,
  paid: Map<string, number>,
  seq: { n: number },
  failures: string[],
): Promise<Run> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const before = await serverStats(servers.child);
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    sessions.map(async (s) => {
      while (Date.now() < end) {
        const n = seq.n++;
        const key = `bench-${process.pid}-${n}`;
        const body = JSON.stringify({ ...ticket(menu, n), idempotency_key: key, draft_id: null });
        const t0 = performance.now();
        const res = await call(servers.app, 'POST', '/dashboard/pos/pay/ticket', s.post, body);
        latencies.push(performance.now() - t0);
        const id = /\/invoices\/(\d+)$/.exec(String(res.headers.location ?? ''))?.[1];
        if (res.status === 303 && id) {
          ok++;
          paid.set(key, Number(id));
        } else {
          failed++;
          if (failures.length < 5)
            failures.push(`${res.status} ${res.headers.location ?? ''} ${res.body.slice(0, 200)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = await serverStats(servers.child);
  return {
    ok,
    failed,
    seconds,
    latencies,
    cpuMicros: (after.cpuMicros - before.cpuMicros) / Math.max(1, ok),
    queries: (after.queries - before.queries) / Math.max(1, ok + failed),
  };
}

/**
 * The floor: the rows one checkout leaves (counter, invoice, lines, taxes,
 * tips, payments, and a gift card debit with its ledger row) written by raw
 * SQL in one transaction each, CLIENTS connections at once, as fast as they go.
 */
async function floorRun(url: string, menu: Menu, seq: { n: number }): Promise<Run> {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  pool.on('error', () => {});
  const latencies: number[] = [];
  let ok = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const c = await pool.connect();
      try {
        while (Date.now() < end) {
          const n = seq.n++;
          const t = ticket(menu, n);
          const t0 = performance.now();
          await c.query('begin');
          const {
            rows: [{ number }],
          } = await c.query<{ number: number }>(
            'update ticket_counters set last_number = last_number + 1 where store_id = $1 returning last_number as number',
            [menu.storeId],
          );
          const prices = t.lines.map((l) =>
            l.kind === 'retail'
              ? menu.retail!.priceCents
              : menu.services.find((s) => s.id === l.service_id)!.priceCents,
          );
          const subtotal = prices.reduce((a, b) => a + b, 0);
          const taxable = t.lines.reduce((a, l, i) => a + (l.kind === 'retail' ? prices[i] : 0), 0);
          const tax = menu.retail
            ? menu.retail.rates.reduce((a, r) => a + Math.round((taxable * r) / 100_000), 0)
            : 0;
          const tip = t.tip.value;
          const due = subtotal + tax + tip;
          const [first, cash] = t.tenders as {
            type: string;
            amount: number;
            code?: string;
            card_last4?: string;
            auth_code?: string;
          }[];
          const cashPaid = due - first.amount;
          const {
            rows: [{ id }],
          } = await c.query<{ id: number }>(
            `insert into invoices (store_id, number, status, subtotal_cents, tax_cents, total_cents, tip_cents, amount_due_cents, cash_amount, credit_card_amount, gift_card_amount,
             change_cents, idempotency_key, by_user_id, created_by_name, paid_at)
           values ($1, $2, 'paid', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, 'bench', now()) returning id`,
            [
              menu.storeId,
              number,
              subtotal,
              tax,
              subtotal + tax,
              tip,
              due,
              cashPaid,
              first.type === 'credit_card' ? first.amount : 0,
              first.type === 'gift_card' ? first.amount : 0,
              cash.amount - cashPaid,
              `floor-${process.pid}-${n}`,
            ],
          );
          await c.query(
            `insert into invoice_lines (store_id, invoice_id, line_key, kind, service_id, name, technician_id, unit_price_cents, net_cents, tax_ids, sort_order)
           select $1, $2, k, kind, s, 'Service', tech, p, p, '[]', o from unnest($3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[]) as x(k, kind, s, tech, p, o)`,
            [
              menu.storeId,
              id,
              t.lines.map((l) => l.key),
              t.lines.map((l) => l.kind),
              t.lines.map((l) => l.service_id),
              t.lines.map((l) => l.technician_id),
              prices,
              prices.map((_, i) => i),
            ],
          );
          if (tax > 0)
            await c.query(
              `insert into invoice_taxes (store_id, invoice_id, name, rate, base_cents, amount_cents) values ($1, $2, 'Sales tax', 8875, $3, $4)`,
              [menu.storeId, id, taxable, tax],
            );
          const techs = [
            ...new Set(t.lines.flatMap((l) => (l.technician_id ? [l.technician_id] : []))),
          ];
          await c.query(
            `insert into invoice_tips (store_id, invoice_id, technician_id, cents) select $1, $2, tech, c from unnest($3::int[], $4::int[]) as x(tech, c)`,
            [
              menu.storeId,
              id,
              techs,
              techs.map(
                (_, i) => Math.floor(tip / techs.length) + (i === 0 ? tip % techs.length : 0),
              ),
            ],
          );
          const card =
            first.type === 'gift_card' ? menu.cards.find((x) => x.code === first.code)! : null;
          await c.query(
            `insert into invoice_payments (store_id, invoice_id, type, amount_cents, tendered_cents, card_last4, auth_code, gift_card_id) values
             ($1, $2, $3, $4, null, $5, $6, $7), ($1, $2, 'cash', $8, $9, null, null, null)`,
            [
              menu.storeId,
              id,
              first.type,
              first.amount,
              first.card_last4 ?? null,
              first.auth_code ?? null,
              card?.id ?? null,
              cashPaid,
              cash.amount,
            ],
          );
          if (card) {
            const {
              rows: [{ balance }],
            } = await c.query<{ balance: number }>(
              'update gift_cards set balance_cents = balance_cents - $3 where store_id = $1 and id = $2 returning balance_cents as balance',
              [menu.storeId, card.id, first.amount],
            );
            await c.query(
              `insert into gift_card_entries (store_id, gift_card_id, kind, amount_cents, balance_after_cents, invoice_id, by_name) values ($1, $2, 'redeem', $3, $4, $5, 'bench')`,
              [menu.storeId, card.id, -first.amount, balance, id],
            );
          }
          await c.query('commit');
          latencies.push(performance.now() - t0);
          ok++;
        }
      } finally {
        c.release();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  return { ok, failed: 0, seconds, latencies };
}

/** Nothing lost, nothing paid twice. Returns the problems found (none: an empty list). */
async function verify(
  client: pg.Client,
  menu: Menu,
  paid: Map<string, number>,
  servers: Servers,
  sessions: Session[],
): Promise<string[]> {
  const problems: string[] = [];
  const {
    rows: [counts],
  } = await client.query<{ invoices: number; distinctKeys: number }>(
    `select count(*)::int as invoices, count(distinct idempotency_key)::int as "distinctKeys" from invoices where store_id = $1 and idempotency_key like $2 and status = 'paid'`,
    [menu.storeId, `bench-${process.pid}-%`],
  );
  if (counts.invoices !== paid.size)
    problems.push(`${counts.invoices} paid invoices for ${paid.size} successful answers`);
  if (counts.distinctKeys !== counts.invoices)
    problems.push(`${counts.invoices - counts.distinctKeys} keys paid twice`);
  const {
    rows: [drafts],
  } = await client.query<{ n: number }>(
    `select count(*)::int as n from invoices where store_id = $1 and idempotency_key like $2 and status <> 'paid'`,
    [menu.storeId, `bench-${process.pid}-%`],
  );
  if (drafts.n > 0) problems.push(`${drafts.n} checkouts left a draft behind`);
  const ids = new Set(paid.values());
  if (ids.size !== paid.size) problems.push(`${paid.size - ids.size} answers shared an invoice`);
  // Every paid ticket of the store, seeded, floor and app alike, took its number from the one counter.
  const {
    rows: [numbers],
  } = await client.query<{ n: number; distinct: number; min: number; max: number; last: number }>(
    `select count(*)::int as n, count(distinct number)::int as distinct, min(number) as min, max(number) as max,
            (select last_number from ticket_counters where store_id = $1) as last
       from invoices where store_id = $1 and number is not null`,
    [menu.storeId],
  );
  if (numbers.distinct !== numbers.n)
    problems.push(`${numbers.n - numbers.distinct} duplicate ticket numbers`);
  if (numbers.max - numbers.min + 1 !== numbers.n)
    problems.push(
      `ticket numbers ${numbers.min}–${numbers.max} have ${numbers.max - numbers.min + 1 - numbers.n} gaps`,
    );
  if (numbers.last !== numbers.max)
    problems.push(`counter at ${numbers.last}, highest number ${numbers.max}`);
  const { rows: cards } = await client.query<{
    code: string;
    balance: number;
    ledger: number;
    last: number;
    paid: number;
  }>(
    `select g.code, g.balance_cents as balance,
            (select sum(e.amount_cents) from gift_card_entries e where e.gift_card_id = g.id)::int as ledger,
            (select e.balance_after_cents from gift_card_entries e where e.gift_card_id = g.id order by e.id desc limit 1) as last,
            (select coalesce(sum(p.amount_cents), 0) from invoice_payments p where p.gift_card_id = g.id and p.type = 'gift_card')::int as paid
       from gift_cards g where g.store_id = $1 and g.code like 'BENCH-%'`,
    [menu.storeId],
  );
  for (const c of cards) {
    if (c.balance !== c.ledger || c.balance !== c.last || c.balance !== GIFT_CARD_BALANCE - c.paid)
      problems.push(
        `gift card ${c.code}: balance ${c.balance}, ledger ${c.ledger}, last entry ${c.last}, ${GIFT_CARD_BALANCE} − paid ${c.paid}`,
      );
  }
  // A repeat of a paid key (a double tap, a retry after a timeout) gets the first invoice and pays nothing.
  const before = counts.invoices;
  const repeats = [...paid].slice(0, 20);
  await Promise.all(
    repeats.map(async ([key, id], i) => {
      const res = await call(
        servers.app,
        'POST',
        '/dashboard/pos/pay/ticket',
        sessions[i % sessions.length].post,
        JSON.stringify({ ...ticket(menu, i), idempotency_key: key, draft_id: null }),
      );
      if (res.headers.location !== `/dashboard/invoices/${id}`)
        problems.push(
          `repeat of ${key}: ${res.status} ${res.headers.location} instead of invoice ${id}`,
        );
    }),
  );
  const {
    rows: [after],
  } = await client.query<{ n: number }>(
    `select count(*)::int as n from invoices where store_id = $1 and idempotency_key like $2`,
    [menu.storeId, `bench-${process.pid}-%`],
  );
  if (after.n !== before) problems.push(`repeats made ${after.n - before} more invoices`);
  return problems;
}

export interface CheckoutBench {
  lines: string[];
  /** The PostgreSQL database, still open, for the invoice list scenario to reuse (or null). */
  keep?: {
    url: string;
    drop: () => Promise<void>;
    servers: Servers;
    sessions: Session[];
    storeId: number;
  };
}

/** Runs on PostgreSQL (a database of its own), then the app alone on PGlite for reference. */
export async function benchCheckout(
  opts: { keepDatabase?: boolean; skipLoad?: boolean } = {},
): Promise<CheckoutBench> {
  const lines: string[] = [];
  const database = await createBenchDatabase('checkout');
  if ('error' in database) return { lines: [`checkout: skipped (${database.error})`] };
  let servers: Servers | null = null;
  let kept = false;
  try {
    servers = await startServers({
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: undefined,
    });
    const client = new pg.Client({ connectionString: database.url });
    // Dropping the database at the end ends this connection if a failure left it open.
    client.on('error', () => {});
    await client.connect();
    const menu = await loadMenu(client);
    const sessions = await signInMany(servers.app);
    if (opts.skipLoad) {
      await client.end();
      kept = true;
      return { lines, keep: { ...database, servers, sessions, storeId: menu.storeId } };
    }
    const paid = new Map<string, number>();
    const seq = { n: 0 };
    const failures: string[] = [];
    // Warm up (JIT, pool, plans), then alternate floor and app so that both see the same machine.
    await floorRun(database.url, menu, { n: 1_000_000 });
    await appRun(servers, sessions, menu, paid, seq, failures);
    const floors: Run[] = [];
    const apps: Run[] = [];
    const load: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      floors.push(await floorRun(database.url, menu, { n: 2_000_000 + round * 100_000 }));
      apps.push(await appRun(servers, sessions, menu, paid, seq, failures));
      load.push(loadAverage().split(',')[0]);
    }
    const problems = await verify(client, menu, paid, servers, sessions);
    await client.end();

    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const f = floors.map(summarize);
    const a = apps.map(summarize);
    const row = (name: string, s: ReturnType<typeof summarize>[], runs: Run[], extra: string) =>
      `| PostgreSQL | ${name} | ${med(s.map((x) => x.perSecond)).toFixed(0)} | ${med(s.map((x) => x.p50)).toFixed(1)} | ${med(s.map((x) => x.p99)).toFixed(1)} | ${extra} | ${runs.reduce((x, r) => x + r.ok, 0)} | ${runs.reduce((x, r) => x + r.failed, 0)} |`;
    lines.push(
      `\ncheckout: ${CLIENTS} clients, ${ROUNDS} rounds × ${SECONDS} s each (medians), load average per round ${load.join(', ')}\n`,
    );
    lines.push(
      '| database | scenario | checkouts/s | p50 ms | p99 ms | CPU µs · queries per checkout | paid | failed |',
    );
    lines.push('|---|---|---|---|---|---|---|---|');
    lines.push(row('raw SQL, one transaction each (floor)', f, floors, '—'));
    lines.push(
      row(
        'POST `/dashboard/pos/pay/ticket`',
        a,
        apps,
        `${med(apps.map((r) => r.cpuMicros!)).toFixed(0)} · ${med(apps.map((r) => r.queries!)).toFixed(1)}`,
      ),
    );
    const ratios = a.map((x, i) => x.perSecond / f[i].perSecond);
    lines.push(
      `\nratio app/floor: throughput ${med(ratios).toFixed(3)} (rounds: ${ratios.map((x) => x.toFixed(3)).join(', ')})`,
    );
    lines.push(
      problems.length
        ? `INTEGRITY PROBLEMS: ${problems.join('; ')}`
        : `integrity: ${paid.size} paid = ${paid.size} invoices, ticket numbers contiguous and unique, 20 repeated keys answered with their first invoice, ${GIFT_CARDS} gift cards match their ledgers`,
    );
    if (failures.length) lines.push(`failures (first ${failures.length}): ${failures.join(' | ')}`);
    if (opts.keepDatabase) {
      kept = true;
      return { lines, keep: { ...database, servers, sessions, storeId: menu.storeId } };
    }
  } catch (err) {
    console.error('checkout bench failed:', err);
    throw err;
  } finally {
    if (!kept) {
      if (servers) await stopServers(servers);
      await database.drop();
    }
  }
  return { lines };
}

/** The same clients against the embedded default (PGlite in memory), app only: PGlite serves one connection, so it has no concurrent floor. */
export async function benchCheckoutPglite(): Promise<string[]> {
  const env = { ...process.env, DATABASE_URL: undefined, REDIS_URL: undefined };
  const servers = await startServers(env);
  try {
    // PGlite serves one process: the menu comes from the pay screen's own props instead of SQL.
    const sessions = await signInMany(servers.app);
    const pay = await call(servers.app, 'GET', '/dashboard/pos/pay/ticket', sessions[0].visit);
    const props = JSON.parse(pay.body).props as {
      services: { id: number; price: number; kind: string; tax_ids: number[] }[];
      technicians: { id: number }[];
    };
    const services = props.services.filter(
      (s) => s.kind === 'service' && s.tax_ids.length === 0 && s.price > 0,
    );
    const technicians = props.technicians.map((t) => t.id).slice(0, 6);
    if (services.length < 3 || technicians.length < 3)
      return ['checkout on PGlite: skipped (the demo menu is missing)'];
    const menu: Menu = {
      storeId: 0,
      technicians,
      retail: null,
      cards: [],
      services: services.map((s) => ({ id: s.id, priceCents: s.price })),
    };
    const paid = new Map<string, number>();
    const failures: string[] = [];
    const seq = { n: 0 };
    const run = await appRun(servers, sessions, menu, paid, seq, failures);
    const s = summarize(run);
    return [
      `\n| PGlite (embedded, default) | POST \`/dashboard/pos/pay/ticket\`, app only | ${s.perSecond.toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${run.cpuMicros!.toFixed(0)} · ${run.queries!.toFixed(1)} | ${run.ok} | ${run.failed} |`,
      ...(failures.length
        ? [`PGlite failures (first ${failures.length}): ${failures.join(' | ')}`]
        : []),
    ];
  } finally {
    await stopServers(servers);
  }
}
