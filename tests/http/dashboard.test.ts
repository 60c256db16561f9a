import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import { checkIns, clockRecords, roles } from '../../database/schema';
import { invalidateClock, invalidateSales } from '../../database/cacheInvalidation';
import { assignUserRole, createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { ticketKit } from '../support/tickets';
import { storeToday } from '../../common/storeTime';

let t: TestApp;
let owner: Client;
let lotusId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  lotusId = await storeId(t.db, 'Lotus Nail Spa');
});
afterAll(() => t.close());

const clockedInNames = async () =>
  ((await owner.visit('/dashboard')).body.props.clocked_in as { name: string }[]).map(
    (r) => r.name,
  );

/** Starts from Carol (1003) clocked out, whatever ran before. The cache is told, as every write through the app tells it. */
async function clockOutDirectly(staffNumber: string) {
  const employee = await employeeByNumber(t.db, lotusId, staffNumber);
  await t.db
    .update(clockRecords)
    .set({ clockOut: sql`${clockRecords.clockIn} + interval '1 minute'` })
    .where(and(eq(clockRecords.employeeId, employee.id), isNull(clockRecords.clockOut)));
  await invalidateClock(t.db, lotusId);
  await t.resetThrottles();
  return employee;
}

describe('the dashboard', () => {
  test('"today" is the store\'s date in its time zone', async () => {
    const { props } = (await owner.visit('/dashboard')).body;
    expect(props.today).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()),
    );
  });

  test('who is clocked in follows clock-ins and clock-outs at the station at once, although it is cached', async () => {
    const employee = await clockOutDirectly('1003');
    // Fill the cache first: the list is served from it on later visits.
    expect(await clockedInNames()).not.toContain(employee.name);
    expect(await clockedInNames()).not.toContain(employee.name);

    const station = await signedIn(t.app, 'owner@example.com');
    expect(
      (
        await station.json('/dashboard/employees/confirm-account', {
          user_id: '1003',
          password: '1234',
        })
      ).status,
    ).toBe(200);
    expect(
      (await station.json('/dashboard/employees/clock-in', { employee_id: employee.id })).status,
    ).toBe(200);
    expect(await clockedInNames()).toContain(employee.name);

    expect(
      (
        await station.json('/dashboard/employees/confirm-account', {
          user_id: '1003',
          password: '1234',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await station.json('/dashboard/employees/clock-out', {
          employee_id: employee.id,
          tip_amount: 0,
          bonus_tip: 0,
          cash_out: 0,
        })
      ).status,
    ).toBe(200);
    expect(await clockedInNames()).not.toContain(employee.name);
  });
});

describe('today’s headline numbers', () => {
  type Headline = { sales_cents: number; tickets: number; tip_cents: number; waiting: number };
  const headline = async (client = owner): Promise<Headline | undefined> =>
    (await client.visit('/dashboard')).body.props.headline;

  /** Today's figures summed here in plain SQL: the store's day by PostgreSQL's own reading of paid_at. */
  async function expected(): Promise<Headline> {
    const today = storeToday('America/New_York');
    const day = sql`(i.paid_at at time zone 'America/New_York')::date = ${today}::date`;
    const one = async (q: ReturnType<typeof sql>) =>
      Number(((await t.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n);
    return {
      sales_cents:
        await one(sql`select coalesce(sum(l.net_cents), 0)::int as n from invoice_lines l join invoices i on i.id = l.invoice_id
        where i.store_id = ${lotusId} and i.status = 'paid' and l.kind in ('service', 'retail') and ${day}`),
      tickets: await one(
        sql`select count(*)::int as n from invoices i where i.store_id = ${lotusId} and i.status = 'paid' and ${day}`,
      ),
      tip_cents: await one(
        sql`select coalesce(sum(tip_cents), 0)::int as n from invoices i where i.store_id = ${lotusId} and i.status = 'paid' and ${day}`,
      ),
      waiting: await one(
        sql`select count(*)::int as n from check_ins where store_id = ${lotusId} and business_date = ${today}::date and status in ('waiting', 'assigned')`,
      ),
    };
  }

  test('the owner sees today’s sales, tickets, tips and customers waiting, equal to the day’s invoices and queue', async () => {
    expect(await headline()).toEqual(await expected());
  });

  test('cached, yet a paid ticket and a check-in moved show on the next visit (TicketPaid / CheckInChanged invalidate it)', async () => {
    const before = (await headline())!;
    const kit = await ticketKit(t.db);
    await kit.pay({
      tip: { type: 'amount', cents: 500 },
      tenders: [{ type: 'cash', amountCents: 5600 }],
    });
    const after = (await headline())!;
    expect(after).toEqual(await expected());
    expect(after.tickets).toBe(before.tickets + 1);
    expect(after.sales_cents).toBe(before.sales_cents + 5000);
    expect(after.tip_cents).toBe(before.tip_cents + 500);

    // A check-in through the front desk's own route moves the queue.
    const [waiting] = await t.db
      .select({ id: checkIns.id })
      .from(checkIns)
      .where(
        and(
          eq(checkIns.storeId, lotusId),
          eq(checkIns.businessDate, storeToday('America/New_York')),
          eq(checkIns.status, 'waiting'),
        ),
      );
    if (waiting) {
      expect(
        (await owner.post(`/dashboard/checkins/${waiting.id}/cancel`, {})).status,
      ).toBeLessThan(400);
      expect((await headline())!.waiting).toBe(after.waiting - 1);
    }
    // Written behind the app's back, the cached copy stays until something says otherwise: it is a cache.
    await t.db.execute(
      sql`update invoices set tip_cents = tip_cents + 1 where id = (select max(id) from invoices where store_id = ${lotusId} and status = 'paid')`,
    );
    expect((await headline())!.tip_cents).toBe(after.tip_cents);
    await t.db.execute(
      sql`update invoices set tip_cents = tip_cents - 1 where id = (select max(id) from invoices where store_id = ${lotusId} and status = 'paid')`,
    );
    await invalidateSales(t.db, lotusId);
    expect(await headline()).toEqual(await expected());
  });

  test('a tip edited on a paid ticket shows in the headline at once, although the headline is cached', async () => {
    const kit = await ticketKit(t.db);
    const id = await kit.pay({
      tip: { type: 'amount', cents: 500 },
      tenders: [{ type: 'cash', amountCents: 5600 }],
    });
    const before = (await headline())!;
    expect((await headline())!.tip_cents).toBe(before.tip_cents); // served from the cache now
    const res = await owner.send('put', `/dashboard/invoices/${id}`, {
      change: 'tip',
      tip_amount: 1500,
      tender: 'credit_card',
      reason: 'Tip added on the card slip',
    });
    expect(res.status).toBe(303);
    const after = (await headline())!;
    expect(after.tip_cents).toBe(before.tip_cents + 1000);
    expect(after).toEqual(await expected());
  });

  test('a tender corrected and a tip re-allocated refresh the cached headline too (they go out as TicketPaid)', async () => {
    const kit = await ticketKit(t.db);
    const id = await kit.pay({
      tip: { type: 'amount', cents: 400 },
      tenders: [{ type: 'cash', amountCents: 5500 }],
    });
    const fresh = (await headline())!;
    // A change behind the app's back stays invisible until one of these edits says the sales moved.
    const nudge = (d: number) =>
      t.db.execute(sql`update invoices set tip_cents = tip_cents + ${d} where id = ${id}`);
    await nudge(1);
    expect((await headline())!.tip_cents).toBe(fresh.tip_cents);
    expect(
      (
        await owner.send('put', `/dashboard/invoices/${id}`, {
          change: 'tender',
          from: 'cash',
          to: 'credit_card',
          amount: 1000,
          card_last4: '4242',
          reason: 'Part was on the card',
        })
      ).status,
    ).toBe(303);
    expect((await headline())!.tip_cents).toBe(fresh.tip_cents + 1);

    await nudge(-1);
    expect((await headline())!.tip_cents).toBe(fresh.tip_cents + 1);
    const moved = await owner.send('put', `/dashboard/tip-managements/${id}`, {
      shares: [{ technician_id: kit.techs[0], cents: 400 }],
      reason: 'Checked the split',
    });
    expect(moved.status).toBe(303);
    expect(moved.headers.location).toContain('/dashboard/tip-managements');
    expect(await headline()).toEqual(await expected());
    expect((await headline())!.tip_cents).toBe(fresh.tip_cents);
  });

  test('the manager (daily reports) sees them; a role without reports sees nothing new', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect(await headline(manager)).toEqual(await expected());
    expect(
      (await owner.post('/dashboard/roles', { name: 'Desk Only', permissions: ['view customers'] }))
        .status,
    ).toBe(302);
    const [role] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.storeId, lotusId), eq(roles.name, 'Desk Only')));
    const user = await createUser(t.db, {
      storeId: lotusId,
      name: 'Dee Desk',
      email: 'desk@example.com',
      passwordHash: await hashPassword('password'),
    });
    await assignUserRole(t.db, user.id, role.id);
    const desk = await signedIn(t.app, 'desk@example.com');
    const res = await desk.visit('/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.props).not.toHaveProperty('headline');
  });

  test('a partial reload of the headline sends only it', async () => {
    const res = await owner.visit('/dashboard', {
      'X-Inertia-Partial-Component': 'Admin/Dashboard',
      'X-Inertia-Partial-Data': 'headline',
    });
    expect(Object.keys(res.body.props).sort()).toEqual(['errors', 'headline']);
  });
});
