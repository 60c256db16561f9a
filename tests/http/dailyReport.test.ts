import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import { clockRecords, employees, invoiceLines, roles } from '../../database/schema';
import { assignUserRole, createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { refundInvoice } from '../../server/domain/tickets/refunds';
import { voidInvoice } from '../../server/domain/tickets/voids';
import { addDays, storeMinuteToUtc, storeToday } from '../../common/storeTime';
import { clock, timeFrom } from '../../common/clock';

/**
 * reports.daily and reports.daily_export. Every figure is checked against a
 * sum the test makes itself in plain SQL, where the store day is
 * PostgreSQL's own `at time zone` reading of paid_at, not the app's bounds.
 */
const PAGE = '/dashboard/reports/daily';
const NY = 'America/New_York';

let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let kit: TicketKit;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The day's figures, added up here from the tables. */
async function expected(store: number, tz: string, date: string) {
  const day = sql`(i.paid_at at time zone ${tz})::date = ${date}::date`;
  const [inv] = await rows<Record<string, number>>(sql`
    select count(*)::int as tickets, coalesce(sum(tax_cents),0)::int as tax, coalesce(sum(tip_cents),0)::int as tips,
      coalesce(sum(amount_due_cents),0)::int as taken, coalesce(sum(cash_amount),0)::int as cash, coalesce(sum(credit_card_amount),0)::int as credit_card,
      coalesce(sum(gift_card_amount),0)::int as gift_card, coalesce(sum(coupon_amount),0)::int as coupon, coalesce(sum(check_amount),0)::int as "check",
      coalesce(sum(change_cents),0)::int as change
    from invoices i where i.store_id = ${store} and i.status = 'paid' and ${day}`);
  const kinds = await rows<{ kind: string; gross: number; net: number }>(sql`
    select l.kind, sum(l.unit_price_cents * l.quantity)::int as gross, sum(l.net_cents)::int as net
    from invoice_lines l join invoices i on i.id = l.invoice_id where i.store_id = ${store} and i.status = 'paid' and ${day} group by l.kind`);
  const kind = (k: string) => kinds.find((r) => r.kind === k) ?? { gross: 0, net: 0 };
  const [voids] = await rows<{ n: number; amount: number }>(sql`
    select count(*)::int as n, coalesce(sum(amount_due_cents),0)::int as amount from invoices i
    where i.store_id = ${store} and i.status = 'voided' and (i.voided_at at time zone ${tz})::date = ${date}::date`);
  const [refunds] = await rows<{ n: number; total: number; tips: number }>(sql`
    select count(*)::int as n, coalesce(sum(amount_cents + tax_cents + tip_cents),0)::int as total, coalesce(sum(tip_cents),0)::int as tips
    from refunds r where r.store_id = ${store} and (r.created_at at time zone ${tz})::date = ${date}::date`);
  const refundTenders = await rows<{ type: string; amount: number }>(sql`
    select p.type, sum(p.amount_cents)::int as amount from refund_payments p join refunds r on r.id = p.refund_id
    where r.store_id = ${store} and (r.created_at at time zone ${tz})::date = ${date}::date group by p.type`);
  const techs = await rows<{ id: number; tickets: number; service: number; tips: number }>(sql`
    with worked as (
      select l.technician_id as id, l.invoice_id, l.net_cents as service, 0 as tip from invoice_lines l join invoices i on i.id = l.invoice_id
        where i.store_id = ${store} and i.status = 'paid' and ${day} and l.kind = 'service' and l.technician_id is not null
      union all
      select x.technician_id, x.invoice_id, 0, x.cents from invoice_tips x join invoices i on i.id = x.invoice_id where i.store_id = ${store} and i.status = 'paid' and ${day}
    )
    select id, count(distinct invoice_id)::int as tickets, sum(service)::int as service, sum(tip)::int as tips from worked group by id order by id`);
  const refundCash = refundTenders.find((r) => r.type === 'cash')?.amount ?? 0;
  const goodsGross = kind('service').gross + kind('retail').gross;
  const goodsNet = kind('service').net + kind('retail').net;
  return {
    tickets: inv.tickets,
    sales: {
      services: kind('service').gross,
      retail: kind('retail').gross,
      gross: goodsGross,
      discounts: goodsGross - goodsNet,
      net: goodsNet,
      tax: inv.tax,
      tips: inv.tips,
      giftcards: kind('giftcard').net,
      taken: inv.taken,
    },
    tenders: {
      cash: inv.cash,
      credit_card: inv.credit_card,
      gift_card: inv.gift_card,
      coupon: inv.coupon,
      check: inv.check,
    },
    gift_cards: { sold_cents: kind('giftcard').net, redeemed_cents: inv.gift_card },
    voids: { count: voids.n, amount_cents: voids.amount },
    refunds: {
      count: refunds.n,
      total_cents: refunds.total,
      tip_cents: refunds.tips,
      byTender: Object.fromEntries(refundTenders.map((r) => [r.type, r.amount])),
    },
    techs,
    drawer: {
      cash_taken_cents: inv.cash + inv.change,
      change_cents: inv.change,
      cash_refund_cents: refundCash,
      expected_cents: inv.cash - refundCash,
    },
  };
}

type Figure = { key: string; cents: number };
const byKey = (list: Figure[]) => Object.fromEntries(list.map((f) => [f.key, f.cents]));

async function report(date: string | null, client = owner) {
  const res = await client.visit(date === null ? PAGE : `${PAGE}?date=${encodeURIComponent(date)}`);
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Admin/Reports/Daily');
  return res.body.props;
}

/** Asserts every figure of the page against the plain-SQL sums. */
async function matches(props: unknown, store: number, tz: string, date: string) {
  const want = await expected(store, tz, date);
  const p = props as unknown as {
    tickets: number;
    sales: Figure[];
    tenders: Figure[];
    gift_cards: unknown;
    voids: unknown;
    refunds: { count: number; total_cents: number; tip_cents: number; by_tender: Figure[] };
    technicians: { id: number; tickets: number; service_cents: number; tip_cents: number }[];
    drawer: Record<string, number>;
  };
  expect(p.tickets).toBe(want.tickets);
  expect(byKey(p.sales)).toEqual(want.sales);
  expect(byKey(p.tenders)).toEqual(want.tenders);
  expect(p.gift_cards).toEqual(want.gift_cards);
  expect(p.voids).toEqual(want.voids);
  expect({
    count: p.refunds.count,
    total_cents: p.refunds.total_cents,
    tip_cents: p.refunds.tip_cents,
  }).toEqual({
    count: want.refunds.count,
    total_cents: want.refunds.total_cents,
    tip_cents: want.refunds.tip_cents,
  });
  for (const f of p.refunds.by_tender) expect(f.cents).toBe(want.refunds.byTender[f.key] ?? 0);
  const worked = p.technicians
    .filter((x) => x.tickets > 0)
    .map((x) => ({ id: x.id, tickets: x.tickets, service: x.service_cents, tips: x.tip_cents }))
    .sort((a, b) => a.id - b.id);
  expect(worked).toEqual(want.techs);
  expect(p.drawer).toMatchObject(want.drawer);
  return want;
}

describe('reports.daily', () => {
  test('today by default, in the store’s zone, with the days either side', async () => {
    const today = storeToday(NY);
    const props = await report(null);
    expect(props.day).toMatchObject({ date: today, today });
    expect(props.day.previous < today && props.day.next > today).toBe(true);
    expect(props.store).toEqual({ name: 'Lotus Nail Spa', timezone: NY, region: 'en-US' });
  });

  test('the day comes from the app’s clock in the store’s zone: at 11:30 PM in New York it is still that day, in UTC the next', async () => {
    const yesterday = addDays(storeToday(NY), -1);
    const lateEvening = storeMinuteToUtc(yesterday, 23 * 60 + 30, NY).at;
    expect(lateEvening.toISOString().slice(0, 10)).toBe(addDays(yesterday, 1));
    const restore = clock.set(timeFrom(lateEvening));
    try {
      const props = await report(null);
      expect(props.day).toMatchObject({
        date: yesterday,
        today: yesterday,
        previous: addDays(yesterday, -1),
        next: addDays(yesterday, 1),
      });
    } finally {
      restore();
    }
    expect((await report(null)).day.today).toBe(storeToday(NY));
  });

  test('every figure of each of the demo’s last ten days is the sum of that day’s invoices', async () => {
    const today = storeToday(NY);
    const days = await rows<{ d: string }>(sql`
      select distinct to_char((paid_at at time zone ${NY})::date, 'YYYY-MM-DD') as d from invoices
      where store_id = ${lotus} and paid_at is not null and (paid_at at time zone ${NY})::date < ${today}::date order by d desc limit 10`);
    expect(days.length).toBe(10);
    let tickets = 0;
    for (const { d } of days) tickets += (await matches(await report(d), lotus, NY, d)).tickets;
    expect(tickets).toBeGreaterThan(20);
  });

  test('the demo’s void day lists the void and leaves it out of the sales', async () => {
    const [v] = await rows<{ d: string; amount: number }>(sql`
      select to_char((voided_at at time zone ${NY})::date, 'YYYY-MM-DD') as d, amount_due_cents as amount from invoices where store_id = ${lotus} and status = 'voided' limit 1`);
    const props = await report(v.d);
    expect(props.voids.count).toBeGreaterThanOrEqual(1);
    expect(props.voids.amount_cents).toBeGreaterThanOrEqual(v.amount);
    await matches(props, lotus, NY, v.d);
  });

  test('a day with a refund and a void: both listed, the drawer takes the cash refund off, and every figure still adds up', async () => {
    const today = storeToday(NY);
    const before = await report(today);
    const sold = await kit.pay({
      tip: { type: 'amount', cents: 700 },
      tenders: [{ type: 'cash', amountCents: 6000 }],
    });
    const voided = await kit.pay({
      tenders: [{ type: 'credit_card', amountCents: 5100, cardLast4: '4242' }],
    });
    expect(await voidInvoice(t.db, kit.store, voided, 'Rung up twice', kit.actor)).toBe(true);
    const [line] = await t.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, sold), eq(invoiceLines.kind, 'service')));
    const refunded = await refundInvoice(
      t.db,
      kit.store,
      sold,
      {
        idempotencyKey: `daily-report-${sold}`,
        reason: 'Chipped',
        lines: [{ lineId: line.id, amountCents: 1000 }],
        tipCents: 0,
        payouts: [{ type: 'cash', amountCents: 1000, giftCardCode: null }],
      },
      kit.actor,
    );
    expect(refunded?.refundId).toBeGreaterThan(0);

    const after = await report(today);
    await matches(after, lotus, NY, today);
    expect(after.tickets).toBe(before.tickets + 1);
    expect(after.voids).toEqual({
      count: before.voids.count + 1,
      amount_cents: before.voids.amount_cents + 5100,
    });
    expect(after.refunds.count).toBe(before.refunds.count + 1);
    expect(after.refunds.total_cents).toBe(before.refunds.total_cents + 1000);
    // $60.00 handed over for $58.00 due ($51 + $7 tip): $2.00 change, then $10.00 back in cash.
    expect(after.drawer.cash_taken_cents - before.drawer.cash_taken_cents).toBe(6000);
    expect(after.drawer.expected_cents - before.drawer.expected_cents).toBe(5800 - 1000);
    expect(after.drawer.note).toMatch(/No drawer was opened this day/);
  });

  test('turns per technician are the turn board’s', async () => {
    // Two technicians clocked in an hour ago; the first does a service.
    await t.db.insert(clockRecords).values(
      kit.techs.map((employeeId, i) => ({
        storeId: lotus,
        employeeId,
        clockIn: new Date(Date.now() - 3600_000 + i * 60_000),
      })),
    );
    await kit.pay();
    const props = await report(null);
    const board = (await owner.visit('/dashboard/turn-managements')).body.props.board
      .technicians as { id: number; turns_label: string }[];
    expect(board.length).toBeGreaterThan(0);
    // Her service today counts (earlier tests' tickets too): a whole turn at least.
    expect(
      props.technicians.find((x: { id: number }) => x.id === kit.techs[0]).turns_halves,
    ).toBeGreaterThanOrEqual(2);
    for (const b of board)
      expect(props.technicians.find((x: { id: number }) => x.id === b.id)?.turns).toBe(
        b.turns_label,
      );
  });

  test('a date in the DST week picks the tickets by the store’s own midnights', async () => {
    // Clocks go forward at 2 AM on Sunday 8 March 2026: that day has 23 hours, EST before, EDT after.
    const at = (iso: string) =>
      kit.pay({ tenders: [{ type: 'cash', amountCents: 5100 }] }, new Date(iso));
    await at('2026-03-08T04:59:00Z'); // Sat 7th, 11:59 PM EST
    await at('2026-03-08T05:01:00Z'); // Sun 8th, 12:01 AM EST
    await at('2026-03-09T03:59:00Z'); // Sun 8th, 11:59 PM EDT
    await at('2026-03-09T04:01:00Z'); // Mon 9th, 12:01 AM EDT
    const counts = await Promise.all(
      ['2026-03-07', '2026-03-08', '2026-03-09'].map(async (d) => (await report(d)).tickets),
    );
    expect(counts).toEqual([1, 2, 1]);
    const sunday = await report('2026-03-08');
    expect(byKey(sunday.sales).taken).toBe(2 * 5100);
    await matches(sunday, lotus, NY, '2026-03-08');
  });

  test('a bad date reads as today, never an error', async () => {
    const today = storeToday(NY);
    for (const bad of [
      '2026-02-31',
      'yesterday',
      '2026-13-01',
      '0000-01-01',
      'x'.repeat(5000),
      '',
    ]) {
      expect((await report(bad)).day.date).toBe(today);
    }
    expect((await owner.visit(`${PAGE}?date[]=1`)).status).toBe(200);
  });
});

describe('who may see it', () => {
  test('a role without "view daily reports" gets 403 on the page and the export; the manager may see it', async () => {
    expect(
      (
        await owner.post('/dashboard/roles', {
          name: 'Front Only',
          permissions: ['view customers'],
        })
      ).status,
    ).toBe(302);
    const [role] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.storeId, lotus), eq(roles.name, 'Front Only')));
    const user = await createUser(t.db, {
      storeId: lotus,
      name: 'Fran Front',
      email: 'front@example.com',
      passwordHash: await hashPassword('password'),
    });
    await assignUserRole(t.db, user.id, role.id);
    const front = await signedIn(t.app, 'front@example.com');
    expect((await front.visit(PAGE)).status).toBe(403);
    expect((await front.get(`${PAGE}/export`)).status).toBe(403);
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(PAGE)).status).toBe(200);
  });

  test('another store sees only its own tickets', async () => {
    const owner2 = await signedIn(t.app, 'owner2@example.com');
    const props = await report('2026-03-08', owner2);
    expect(props.store.name).toBe('Rose Nails');
    expect(props.tickets).toBe(0);
    const [d] = await rows<{ d: string }>(sql`
      select to_char((paid_at at time zone 'America/Los_Angeles')::date, 'YYYY-MM-DD') as d from invoices where store_id = ${rose} and status = 'paid' order by paid_at desc limit 1`);
    const own = await report(d.d, owner2);
    expect(own.tickets).toBeGreaterThan(0);
    await matches(own, rose, 'America/Los_Angeles', d.d);
  });
});

describe('reports.daily_export', () => {
  test('the day’s tables as CSV with the page’s numbers, and a name that looks like a formula is made harmless', async () => {
    const tech = kit.techs[0];
    const [emp] = await t.db
      .select({ name: employees.name })
      .from(employees)
      .where(eq(employees.id, tech));
    await t.db
      .update(employees)
      .set({ name: '=HYPERLINK("http://x")' })
      .where(eq(employees.id, tech));
    try {
      const date = '2026-03-08';
      const res = await owner.get(`${PAGE}/export?date=${date}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain(`daily-report-${date}.csv`);
      const text = res.text;
      expect(text).toContain('Tickets,2\r\n');
      expect(text).toContain('Total taken,102.00\r\n');
      expect(text).toContain('Cash,102.00\r\n');
      expect(text).toContain(`"'=HYPERLINK(""http://x"")",2,80.00,0.00,`);
      expect(text).not.toMatch(/^=/m);
    } finally {
      await t.db.update(employees).set({ name: emp.name }).where(eq(employees.id, tech));
    }
  });
});
