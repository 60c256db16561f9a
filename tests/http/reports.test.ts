import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import { addDays, storeToday } from '../../common/storeTime';
import { defaultGrouping } from '../../server/domain/reports/range';

/**
 * reports.index and reports.export. Every figure is checked against sums
 * the test makes itself in plain SQL, grouping by PostgreSQL's own reading
 * of paid_at in the store's zone, never the app's bounds or buckets.
 */
const PAGE = '/dashboard/reports';
const NY = 'America/New_York';

let t: TestApp;
let owner: Client;
let lotus: number;
let kit: TicketKit;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Figures {
  key: string;
  from: string;
  to: string;
  tickets: number;
  services_cents: number;
  retail_cents: number;
  discounts_cents: number;
  net_cents: number;
  tax_cents: number;
  tips_cents: number;
  tenders: Record<string, number>;
  gift_cards_sold_cents: number;
  gift_cards_redeemed_cents: number;
  refunds: number;
  refunds_cents: number;
  voids: number;
  voids_cents: number;
}

async function report(query: string, client = owner) {
  const res = await client.visit(`${PAGE}${query}`);
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Admin/Reports/Index');
  return res.body.props;
}

/**
 * The figures of the store days [from, to] grouped by `key` (a SQL
 * expression over a local timestamp `lt`), added up here from the tables.
 */
async function expected(
  from: string,
  to: string,
  key: (col: ReturnType<typeof sql>) => ReturnType<typeof sql>,
) {
  const local = (col: string) => sql.raw(`(${col} at time zone '${NY}')`);
  const within = (col: string) => sql`${local(col)}::date between ${from}::date and ${to}::date`;
  const inv = await rows<Record<string, string | number>>(sql`
    select ${key(local('i.paid_at'))} as k, count(*)::int as tickets, sum(tax_cents)::int as tax, sum(tip_cents)::int as tips,
      sum(cash_amount)::int as cash, sum(credit_card_amount)::int as credit_card, sum(gift_card_amount)::int as gift_card,
      sum(coupon_amount)::int as coupon, sum(check_amount)::int as "check"
    from invoices i where i.store_id = ${lotus} and i.status = 'paid' and ${within('i.paid_at')} group by 1`);
  const lines = await rows<{ k: string; kind: string; gross: number; net: number }>(sql`
    select ${key(local('i.paid_at'))} as k, l.kind, sum(l.unit_price_cents * l.quantity)::int as gross, sum(l.net_cents)::int as net
    from invoice_lines l join invoices i on i.id = l.invoice_id where i.store_id = ${lotus} and i.status = 'paid' and ${within('i.paid_at')} group by 1, 2`);
  const voids = await rows<{ k: string; n: number; amount: number }>(sql`
    select ${key(local('i.voided_at'))} as k, count(*)::int as n, sum(amount_due_cents)::int as amount from invoices i
    where i.store_id = ${lotus} and i.status = 'voided' and ${within('i.voided_at')} group by 1`);
  const refunds = await rows<{ k: string; n: number; total: number }>(sql`
    select ${key(local('r.created_at'))} as k, count(*)::int as n, sum(amount_cents + tax_cents + tip_cents)::int as total
    from refunds r where r.store_id = ${lotus} and ${within('r.created_at')} group by 1`);
  const keys = [
    ...new Set([...inv, ...lines, ...voids, ...refunds].map((r) => String(r.k))),
  ].sort();
  return keys.map((k) => {
    const i = inv.find((r) => r.k === k) ?? {};
    const line = (kind: string) =>
      lines.find((r) => r.k === k && r.kind === kind) ?? { gross: 0, net: 0 };
    const gross = line('service').gross + line('retail').gross;
    const net = line('service').net + line('retail').net;
    const v = voids.find((r) => r.k === k);
    const r = refunds.find((x) => x.k === k);
    return {
      k,
      tickets: Number(i.tickets ?? 0),
      services_cents: line('service').gross,
      retail_cents: line('retail').gross,
      discounts_cents: gross - net,
      net_cents: net,
      tax_cents: Number(i.tax ?? 0),
      tips_cents: Number(i.tips ?? 0),
      tenders: {
        cash: Number(i.cash ?? 0),
        credit_card: Number(i.credit_card ?? 0),
        gift_card: Number(i.gift_card ?? 0),
        coupon: Number(i.coupon ?? 0),
        check: Number(i.check ?? 0),
      },
      gift_cards_sold_cents: line('giftcard').net,
      gift_cards_redeemed_cents: Number(i.gift_card ?? 0),
      refunds: r?.n ?? 0,
      refunds_cents: r?.total ?? 0,
      voids: v?.n ?? 0,
      voids_cents: v?.amount ?? 0,
    };
  });
}

const figuresOnly = ({ key: _k, from: _f, to: _t, ...rest }: Figures) => rest;
/** The rows added up: what the total row must be. */
function sum(list: Figures[]) {
  const out = figuresOnly({ ...list[0] });
  for (const f of list.slice(1)) {
    for (const [k, v] of Object.entries(figuresOnly(f))) {
      if (typeof v === 'number') (out as unknown as Record<string, number>)[k] += v;
      else for (const [tk, tv] of Object.entries(v)) out.tenders[tk] += tv;
    }
  }
  return out;
}

describe('reports.index', () => {
  test('by day over this month and the 3 months: each day and the total are the sums of that period’s invoices', async () => {
    for (const range of ['thisMonth', '3months']) {
      const props = await report(`?range=${range}&group=day`);
      const want = await expected(
        props.period.from,
        props.period.to,
        (lt) => sql`to_char(${lt}, 'YYYY-MM-DD')`,
      );
      expect(props.rows.map((r: Figures) => ({ k: r.key, ...figuresOnly(r) }))).toEqual(want);
      expect(figuresOnly(props.total)).toEqual(sum(props.rows));
    }
    // The demo has about 60 days of tickets: 3 months is not empty.
    const props = await report('?range=3months&group=day');
    expect(props.ranges).toEqual([
      'today',
      'thisMonth',
      '3months',
      '6months',
      'thisYear',
      'custom',
    ]);
    expect(props.groupings).toEqual(['day', 'week', 'month']);
    expect(props.total.tickets).toBeGreaterThan(100);
    expect(props.rows.length).toBeGreaterThan(40);
  });

  test('by month over this year, and by week (from Monday): the buckets are the store’s months and weeks', async () => {
    const props = await report('?range=thisYear&group=month');
    expect(props.filters).toMatchObject({ range: 'thisYear', group: 'month' });
    const want = await expected(
      props.period.from,
      props.period.to,
      (lt) => sql`to_char(${lt}, 'YYYY-MM') || '-01'`,
    );
    expect(props.rows.map((r: Figures) => ({ k: r.key, ...figuresOnly(r) }))).toEqual(want);
    expect(figuresOnly(props.total)).toEqual(sum(props.rows));

    const weeks = await report('?range=3months&group=week');
    const wantWeeks = await expected(
      weeks.period.from,
      weeks.period.to,
      (lt) => sql`to_char(${lt}::date - (extract(isodow from ${lt})::int - 1), 'YYYY-MM-DD')`,
    );
    expect(weeks.rows.map((r: Figures) => ({ k: r.key, ...figuresOnly(r) }))).toEqual(wantWeeks);
    // A week shows the days it covers inside the period: Monday to Sunday, the first and last cut to the period.
    for (const r of weeks.rows as Figures[]) {
      expect(r.from >= weeks.period.from && r.to <= weeks.period.to && r.from <= r.to).toBe(true);
      expect(new Date(`${r.key}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(figuresOnly(weeks.total)).toEqual(
      figuresOnly((await report('?range=3months&group=day')).total),
    );
  });

  test('sales by service add up to services and retail; by category to the same; tax per tax to the tax; technicians to the tips', async () => {
    const props = await report('?range=3months');
    const net = props.items.reduce((a: number, i: { net_cents: number }) => a + i.net_cents, 0);
    expect(net).toBe(props.total.net_cents);
    expect(
      props.categories.reduce((a: number, c: { net_cents: number }) => a + c.net_cents, 0),
    ).toBe(net);
    expect(
      props.items.reduce((a: number, i: { gross_cents: number }) => a + i.gross_cents, 0),
    ).toBe(props.total.services_cents + props.total.retail_cents);
    expect(
      props.taxes.reduce((a: number, x: { amount_cents: number }) => a + x.amount_cents, 0),
    ).toBe(props.total.tax_cents);
    expect(
      props.technicians.reduce((a: number, x: { tip_cents: number }) => a + x.tip_cents, 0),
    ).toBe(props.total.tips_cents);
    const [svc] = await rows<{ net: number }>(sql`
      select coalesce(sum(l.net_cents), 0)::int as net from invoice_lines l join invoices i on i.id = l.invoice_id
      where i.store_id = ${lotus} and i.status = 'paid' and l.kind = 'service' and (i.paid_at at time zone ${NY})::date between ${props.period.from}::date and ${props.period.to}::date`);
    expect(
      props.technicians.reduce((a: number, x: { service_cents: number }) => a + x.service_cents, 0),
    ).toBe(svc.net);
    // Ranked by sales, with the average ticket.
    const sales = props.technicians.map((x: { service_cents: number }) => x.service_cents);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    for (const x of props.technicians)
      expect(x.average_cents).toBe(x.tickets ? Math.round(x.service_cents / x.tickets) : 0);
  });

  test('the day and week edges are the store’s across the March DST change in New York', async () => {
    // Clocks go forward at 2 AM on Sunday 8 March 2026 (EST → EDT). Weeks start on Monday 2 and Monday 9 March.
    const at = (iso: string) =>
      kit.pay({ tenders: [{ type: 'cash', amountCents: 5100 }] }, new Date(iso));
    await at('2026-03-08T04:59:00Z'); // Sat 7th, 11:59 PM EST
    await at('2026-03-08T05:01:00Z'); // Sun 8th, 12:01 AM EST
    await at('2026-03-09T03:59:00Z'); // Sun 8th, 11:59 PM EDT
    await at('2026-03-09T04:01:00Z'); // Mon 9th, 12:01 AM EDT
    const days = await report('?range=custom&from=2026-03-07&to=2026-03-09&group=day');
    expect(days.rows.map((r: Figures) => [r.key, r.tickets])).toEqual([
      ['2026-03-07', 1],
      ['2026-03-08', 2],
      ['2026-03-09', 1],
    ]);
    const weeks = await report('?range=custom&from=2026-03-07&to=2026-03-09&group=week');
    expect(weeks.rows.map((r: Figures) => [r.key, r.from, r.to, r.tickets])).toEqual([
      ['2026-03-02', '2026-03-07', '2026-03-08', 3],
      ['2026-03-09', '2026-03-09', '2026-03-09', 1],
    ]);
    expect(weeks.total.net_cents).toBe(4 * 5000);
  });

  test('a spec range by default, grouped by what suits its length', async () => {
    const today = storeToday(NY);
    const props = await report('');
    expect(props.filters).toEqual({ range: 'today', from: today, to: today, group: 'day' });
    // Whatever today is, the last 3 months are 60 to 92 days (weeks) and the last 6 months 151 to 184 (months); this
    // year is as long as the year is old: on 31 January its 31 days go by day.
    expect((await report('?range=3months')).filters.group).toBe('week');
    expect((await report('?range=6months')).filters.group).toBe('month');
    const thisYear = await report('?range=thisYear');
    expect(thisYear.period).toMatchObject({ from: `${today.slice(0, 4)}-01-01`, to: today });
    expect(thisYear.filters.group).toBe(defaultGrouping(thisYear.period));
    expect((await report('?range=lastWeek&group=hour')).filters).toMatchObject({
      range: 'today',
      group: 'day',
    });
  });

  test('bad custom dates: the message beside the field, today’s figures, the typed dates kept', async () => {
    const cases: [string, Record<string, string>][] = [
      ['from=2026-02-31&to=2026-03-01', { from: 'Enter a real start date.' }],
      ['from=2026-03-01', { to: 'Enter the end date.' }],
      ['from=2026-03-05&to=2026-03-01', { to: 'The end date must be on or after the start date.' }],
      ['from=2024-01-01&to=2025-01-01', { to: 'Choose at most 366 days.' }],
      [
        `from=${'9'.repeat(300)}&to=x`,
        { from: 'Enter a real start date.', to: 'Enter a real end date.' },
      ],
    ];
    for (const [q, errors] of cases) {
      const props = await report(`?range=custom&${q}`);
      expect(props.errors).toEqual(errors);
      expect(props.period.from).toBe(storeToday(NY));
      expect(props.filters.range).toBe('custom');
      expect(props.filters.from.length).toBeLessThanOrEqual(10);
    }
    // 366 days is the most: a leap year's 1 January to 31 December.
    const year = await report('?range=custom&from=2024-01-01&to=2024-12-31');
    expect(year.errors).toEqual({});
    expect(year.period).toMatchObject({ from: '2024-01-01', to: '2024-12-31', days: 366 });
    expect((await owner.visit(`${PAGE}?range[]=custom&from[]=1`)).status).toBe(200);
  });
});

describe('reports.export', () => {
  test('each table as CSV with the page’s numbers', async () => {
    const q = 'range=3months&group=month';
    const props = await report(`?${q}`);
    const periods = await owner.get(`${PAGE}/export?${q}&table=periods`);
    expect(periods.status).toBe(200);
    expect(periods.headers['content-type']).toMatch(/^text\/csv/);
    expect(periods.headers['content-disposition']).toContain(
      `report-periods-${props.period.from}-to-${props.period.to}.csv`,
    );
    const lines = periods.text.trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^From,To,Tickets,Services,Retail,Discounts,Net sales,Tax,Tips,Cash,Credit Card,Gift Card,Coupon,Check,/,
    );
    expect(lines.length).toBe(props.rows.length + 2);
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^Total,,${props.total.tickets},${(props.total.services_cents / 100).toFixed(2)},`,
      ),
    );
    const services = await owner.get(`${PAGE}/export?${q}&table=services`);
    expect(services.text.trim().split('\r\n').length).toBe(props.items.length + 1);
    for (const table of ['categories', 'taxes', 'technicians']) {
      const res = await owner.get(`${PAGE}/export?${q}&table=${table}`);
      expect(res.status).toBe(200);
      expect(res.text.trim().split('\r\n').length).toBe(props[table].length + 1);
    }
    const techs = await owner.get(`${PAGE}/export?${q}&table=technicians`);
    expect(techs.text).toContain(
      `${props.technicians[0].name},${props.technicians[0].tickets},${(props.technicians[0].service_cents / 100).toFixed(2)},`,
    );
  });

  test('an unknown table is 404; bad dates go back with the message', async () => {
    expect((await owner.get(`${PAGE}/export?range=today&table=secrets`)).status).toBe(404);
    expect((await owner.get(`${PAGE}/export?range=today`)).status).toBe(404);
    const res = await owner.get(
      `${PAGE}/export?range=custom&from=2026-03-05&to=2026-03-01&table=periods`,
      { Referer: `http://127.0.0.1${PAGE}` },
    );
    expect(res.status).toBe(302);
  });
});

describe('who may see it', () => {
  test('the manager (daily reports only) gets 403 on the page and the export', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(PAGE)).status).toBe(403);
    expect((await manager.get(`${PAGE}/export?table=periods`)).status).toBe(403);
  });

  test('another store sees only its own tickets', async () => {
    const owner2 = await signedIn(t.app, 'owner2@example.com');
    const props = await report('?range=custom&from=2026-03-07&to=2026-03-09', owner2);
    expect(props.store.name).toBe('Rose Nails');
    expect(props.total.tickets).toBe(0);
    const today = storeToday('America/Los_Angeles');
    const own = await report(`?range=custom&from=${addDays(today, -60)}&to=${today}`, owner2);
    const [n] = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from invoices where store_id = (select id from stores where name = 'Rose Nails') and status = 'paid'
      and (paid_at at time zone 'America/Los_Angeles')::date between ${addDays(today, -60)}::date and ${today}::date`);
    expect(own.total.tickets).toBe(n.n);
    expect(n.n).toBeGreaterThan(0);
  });
});
