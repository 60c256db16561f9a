import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { addDays, storeToday } from '../../common/storeTime';

/** stats.index: every chart's numbers against sums made here in plain SQL over the demo's tickets. */
const PAGE = '/dashboard/stats';
const NY = 'America/New_York';

let t: TestApp;
let owner: Client;
let lotus: number;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());

async function one(q: ReturnType<typeof sql>): Promise<number> {
  return Number(((await t.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n);
}
const within = (from: string, to: string) =>
  sql`(i.paid_at at time zone ${NY})::date between ${from}::date and ${to}::date`;
const netSales = (from: string, to: string) =>
  one(sql`select coalesce(sum(l.net_cents), 0)::int as n from invoice_lines l join invoices i on i.id = l.invoice_id
  where i.store_id = ${lotus} and i.status = 'paid' and l.kind in ('service', 'retail') and ${within(from, to)}`);

async function stats(query = '') {
  const res = await owner.visit(`${PAGE}${query}`);
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Admin/Stats/Index');
  return res.body.props;
}

describe('stats.index', () => {
  test('this month by default: every day listed, revenue and the period before equal the invoices', async () => {
    const props = await stats();
    const today = storeToday(NY);
    expect(props.filters.range).toBe('thisMonth');
    // The ranges as codes only: the filter bar says "Custom dates" in the reader's language.
    expect(props.ranges).toEqual([
      'today',
      'thisMonth',
      '3months',
      '6months',
      'thisYear',
      'custom',
    ]);
    expect(props.period.to).toBe(today);
    expect(props.revenue.length).toBe(Number(today.slice(8)));
    expect(props.totals.cents).toBe(await netSales(props.period.from, props.period.to));
    expect(props.revenue.reduce((a: number, p: { cents: number }) => a + p.cents, 0)).toBe(
      props.totals.cents,
    );
    // The period before has as many days and ends the day before.
    expect(props.previous.to).toBe(addDays(props.period.from, -1));
    expect(props.totals.previous_cents).toBe(
      await netSales(props.previous.from, props.previous.to),
    );
    for (const p of props.revenue.slice(0, 5)) expect(p.cents).toBe(await netSales(p.date, p.date));
  });

  test('over 3 months: the mix, the technicians ranked two ways, new and returning customers, and the busiest hours add up', async () => {
    const props = await stats('?range=3months');
    const { from, to } = props.period;
    expect(props.totals.cents).toBeGreaterThan(0);
    const services =
      await one(sql`select coalesce(sum(l.net_cents), 0)::int as n from invoice_lines l join invoices i on i.id = l.invoice_id
      where i.store_id = ${lotus} and i.status = 'paid' and l.kind = 'service' and ${within(from, to)}`);
    expect(props.mix.reduce((a: number, c: { net_cents: number }) => a + c.net_cents, 0)).toBe(
      services,
    );
    const sales = props.by_sales.map((x: { service_cents: number }) => x.service_cents);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const averages = props.by_average.map((x: { average_cents: number }) => x.average_cents);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(props.by_average.length).toBe(props.by_sales.length);

    const customers = await one(
      sql`select count(distinct customer_id)::int as n from invoices i where i.store_id = ${lotus} and i.status = 'paid' and ${within(from, to)}`,
    );
    expect(props.customers.new + props.customers.returning).toBe(customers);
    const fresh =
      await one(sql`select count(*)::int as n from (select customer_id, min(paid_at) as first from invoices where store_id = ${lotus} and status = 'paid' and customer_id is not null group by 1) f
      where (f.first at time zone ${NY})::date between ${from}::date and ${to}::date`);
    expect(props.customers.new).toBe(fresh);
    expect(props.customers.walk_in_tickets).toBe(
      await one(
        sql`select count(*)::int as n from invoices i where i.store_id = ${lotus} and i.status = 'paid' and i.customer_id is null and ${within(from, to)}`,
      ),
    );

    const cells = props.hours.rows.flatMap((r: { tickets: number[] }) => r.tickets);
    expect(cells.reduce((a: number, n: number) => a + n, 0)).toBe(props.totals.tickets);
    const [busiest] = (
      (await t.db
        .execute(sql`select extract(isodow from paid_at at time zone ${NY})::int as d, extract(hour from paid_at at time zone ${NY})::int as h, count(*)::int as n
      from invoices i where i.store_id = ${lotus} and i.status = 'paid' and ${within(from, to)} group by 1, 2 order by 3 desc limit 1`)) as unknown as {
        rows: { d: number; h: number; n: number }[];
      }
    ).rows;
    expect(props.hours.rows[busiest.d - 1].tickets[props.hours.hours.indexOf(busiest.h)]).toBe(
      busiest.n,
    );
  });

  test('bad custom dates: the message beside the field, this month shown', async () => {
    const props = await stats('?range=custom&from=2026-03-09&to=2026-03-01');
    expect(props.errors).toEqual({ to: 'The end date must be on or after the start date.' });
    expect(props.period.to).toBe(storeToday(NY));
  });

  test('403 without "view stats"; another store sees its own', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(PAGE)).status).toBe(403);
    const owner2 = await signedIn(t.app, 'owner2@example.com');
    const res = await owner2.visit(`${PAGE}?range=custom&from=2026-03-07&to=2026-03-09`);
    expect(res.body.props.totals.tickets).toBe(0);
  });
});
