import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { clockRecords, employees, stores } from '../../database/schema';
import { clock, manualTime } from '../../common/clock';

let t: TestApp;
let owner: Client;
/** Database id by staff number. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const e of await t.db
    .select({ id: employees.id, number: employees.staffNumber })
    .from(employees))
    ids[e.number] = e.id;
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());
// Confirm Account counts failures per source (this account, 127.0.0.1): each test starts with fresh counters.
afterEach(async () => {
  clock.reset();
  await t.resetThrottles();
});

const CONFIRM = '/dashboard/employees/confirm-account';
const CLOCK_IN = '/dashboard/employees/clock-in';
const CLOCK_OUT = '/dashboard/employees/clock-out';

const confirm = (c: Client, number: string) =>
  c.json(CONFIRM, { user_id: number, password: '1234' });
const openRecords = (employeeId: number) =>
  t.db
    .select()
    .from(clockRecords)
    .where(and(eq(clockRecords.employeeId, employeeId), isNull(clockRecords.clockOut)));

/** Each test sets the clock state it starts from, so it passes alone and in any order: clocked in an hour ago… */
async function clockedIn(number: string) {
  const [open] = await openRecords(ids[number]);
  if (open) return open;
  const lotus = await storeId(t.db, 'Lotus Nail Spa');
  const [row] = await t.db
    .insert(clockRecords)
    .values({ storeId: lotus, employeeId: ids[number], clockIn: new Date(clock.ms() - 3_600_000) })
    .returning();
  return row;
}
/** …or with no open record (closed a minute after it opened: a test that moved the clock on may have opened it "in the future"). */
async function clockedOut(number: string) {
  await t.db
    .update(clockRecords)
    .set({ clockOut: sql`${clockRecords.clockIn} + interval '1 minute'` })
    .where(and(eq(clockRecords.employeeId, ids[number]), isNull(clockRecords.clockOut)));
}

describe('employees.confirm_account', () => {
  test('a staff number and password confirm the employee and answer their id', async () => {
    const res = await confirm(owner, '1001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', data: { id: ids['1001'] } });
  });

  test('a card swipe alone confirms the employee', async () => {
    const res = await owner.json(CONFIRM, { card_swipe_id: 'CARD1003' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', data: { id: ids['1003'] } });
  });

  test('a wrong password is refused with the exact message of docs/requirements.md §8', async () => {
    const res = await owner.json(CONFIRM, { user_id: '1001', password: '9999' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Employee not found. Please check your credentials.',
    });
  });

  test('another store’s employee cannot be confirmed at this store', async () => {
    const res = await confirm(owner, '2001');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Employee not found. Please check your credentials.');
  });

  test('missing credentials are refused with the exact message of docs/requirements.md §8', async () => {
    for (const body of [
      {},
      { user_id: '1001' },
      { password: '1234' },
      { user_id: '', password: '', card_swipe_id: '' },
    ]) {
      const res = await owner.json(CONFIRM, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({
        status: 'error',
        message: 'Please enter either both User ID & Password or Card Swipe ID.',
      });
    }
  });

  test('after five failures in a minute the sixth attempt is throttled with 429, even with the right password', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    for (let i = 0; i < 5; i++)
      expect((await c.json(CONFIRM, { user_id: '1008', password: 'nope' })).status).toBe(422);
    const res = await confirm(c, '1008');
    expect(res.status).toBe(429);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
  });

  test('a POST without the anti-forgery token is refused with 419', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const res = await c.agent
      .post(CONFIRM)
      .set({ Accept: 'application/json' })
      .send({ user_id: '1001', password: '1234' });
    expect(res.status).toBe(419);
  });
});

describe('employees.clock_in', () => {
  test('a confirmed employee clocks in and the answer has the spec’s shape', async () => {
    await clockedOut('1002');
    const c = await signedIn(t.app, 'owner@example.com');
    await confirm(c, '1002');
    const before = clock.ms();
    const res = await c.json(CLOCK_IN, { employee_id: ids['1002'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { employee: { name: 'Bao Tran' }, clock_in: expect.any(String) },
    });
    const at = Date.parse(res.body.data.clock_in);
    expect(res.body.data.clock_in).toBe(new Date(at).toISOString());
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    const open = await openRecords(ids['1002']);
    expect(open).toHaveLength(1);
    expect(open[0].clockIn.toISOString()).toBe(res.body.data.clock_in);
  });

  test('the dashboard lists a clocked-in employee with the clock-in instant', async () => {
    await clockedIn('1002');
    const res = await owner.visit('/dashboard');
    expect(res.status).toBe(200);
    const row = res.body.props.clocked_in.find(
      (r: { employee_id: string }) => r.employee_id === '1002',
    );
    const [record] = await openRecords(ids['1002']);
    expect(row).toEqual({
      id: record.id,
      employee_id: '1002',
      name: 'Bao Tran',
      clock_in: record.clockIn.toISOString(),
    });
  });

  test('one confirmation is one clock action: clocking in again needs a new one', async () => {
    await clockedOut('1005');
    const c = await signedIn(t.app, 'owner@example.com');
    await confirm(c, '1005');
    expect((await c.json(CLOCK_IN, { employee_id: ids['1005'] })).status).toBe(200);
    const res = await c.json(CLOCK_IN, { employee_id: ids['1005'] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      data: { message: 'Please confirm your account first.' },
    });
  });

  test('clocking in twice is refused with "<name> is already clocked in."', async () => {
    await clockedIn('1002');
    const c = await signedIn(t.app, 'owner@example.com');
    await confirm(c, '1002');
    const res = await c.json(CLOCK_IN, { employee_id: ids['1002'] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      data: { message: 'Bao Tran is already clocked in.' },
    });
    expect(await openRecords(ids['1002'])).toHaveLength(1);
  });

  test('without a confirmation the clock-in is refused with 403', async () => {
    await clockedOut('1006');
    const c = await signedIn(t.app, 'owner@example.com');
    const res = await c.json(CLOCK_IN, { employee_id: ids['1006'] });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      data: { message: 'Please confirm your account first.' },
    });
    expect(await openRecords(ids['1006'])).toHaveLength(0);
  });

  test('a confirmation of another employee does not let this one clock in', async () => {
    await clockedOut('1006');
    const c = await signedIn(t.app, 'owner@example.com');
    await confirm(c, '1007');
    const res = await c.json(CLOCK_IN, { employee_id: ids['1006'] });
    expect(res.status).toBe(403);
    expect(await openRecords(ids['1006'])).toHaveLength(0);
  });

  test('a confirmation from another session does not count', async () => {
    await clockedOut('1006');
    const station1 = await signedIn(t.app, 'owner@example.com');
    const station2 = await signedIn(t.app, 'owner@example.com');
    await confirm(station1, '1006');
    expect((await station2.json(CLOCK_IN, { employee_id: ids['1006'] })).status).toBe(403);
  });

  test('a confirmation older than two minutes is refused with 403; one just under two minutes is accepted', async () => {
    await clockedOut('1006');
    const c = await signedIn(t.app, 'owner@example.com');
    const start = clock.ms();
    const time = manualTime(start);
    clock.set(time);
    await confirm(c, '1006');
    time.set(start + 2 * 60_000 + 1_000);
    const late = await c.json(CLOCK_IN, { employee_id: ids['1006'] });
    expect(late.status).toBe(403);
    expect(late.body.data.message).toBe('Please confirm your account first.');

    time.set(start + 10 * 60_000);
    await confirm(c, '1006');
    time.set(start + 10 * 60_000 + 119_000);
    expect((await c.json(CLOCK_IN, { employee_id: ids['1006'] })).status).toBe(200);
  });

  test('two concurrent clock-ins for one employee, from two stations, leave exactly one open record', async () => {
    await clockedOut('1004');
    // Each station holds its own fresh confirmation, so only the database's one-open-record index can refuse one.
    const [station1, station2] = await Promise.all([
      signedIn(t.app, 'owner@example.com'),
      signedIn(t.app, 'manager@example.com'),
    ]);
    await confirm(station1, '1004');
    await confirm(station2, '1004');
    const answers = await Promise.all([
      station1.json(CLOCK_IN, { employee_id: ids['1004'] }),
      station2.json(CLOCK_IN, { employee_id: ids['1004'] }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.status === 422)!.body.data.message).toBe(
      'David Pham is already clocked in.',
    );
    expect(await openRecords(ids['1004'])).toHaveLength(1);
  });

  test('another store’s employee id is a 404', async () => {
    const [rose] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .innerJoin(stores, eq(stores.id, employees.storeId))
      .where(eq(stores.name, 'Rose Nails'));
    const res = await owner.json(CLOCK_IN, { employee_id: rose.id });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(
      (
        await owner.json(CLOCK_OUT, {
          employee_id: rose.id,
          tip_amount: 0,
          bonus_tip: 0,
          cash_out: 0,
        })
      ).status,
    ).toBe(404);
  });

  test('a missing employee id is a validation error in the same shape', async () => {
    const res = await owner.json(CLOCK_IN, {});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, data: { message: 'The employee is invalid.' } });
  });

  test('any signed-in store member may run the station, the manager included', async () => {
    await clockedOut('1003');
    const c = await signedIn(t.app, 'manager@example.com');
    await confirm(c, '1003');
    expect((await c.json(CLOCK_IN, { employee_id: ids['1003'] })).status).toBe(200);
  });

  test('a POST without the anti-forgery token is refused with 419 and changes nothing', async () => {
    await clockedOut('1008');
    const c = await signedIn(t.app, 'owner@example.com');
    await confirm(c, '1008');
    const res = await c.agent
      .post(CLOCK_IN)
      .set({ Accept: 'application/json' })
      .send({ employee_id: ids['1008'] });
    expect(res.status).toBe(419);
    expect(await openRecords(ids['1008'])).toHaveLength(0);
  });
});

describe('employees.clock_out', () => {
  test('a confirmed employee clocks out and the tip, bonus and cash-out are stored in cents', async () => {
    const open = await clockedIn('1002');
    const c = await signedIn(t.app, 'owner@example.com');
    await confirm(c, '1002');
    const res = await c.json(CLOCK_OUT, {
      employee_id: ids['1002'],
      tip_amount: 1250,
      bonus_tip: 500,
      cash_out: 300,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        employee: { name: 'Bao Tran' },
        clock_in: open.clockIn.toISOString(),
        clock_out: expect.any(String),
      },
    });
    const [record] = await t.db.select().from(clockRecords).where(eq(clockRecords.id, open.id));
    expect(record.clockOut!.toISOString()).toBe(res.body.data.clock_out);
    expect([record.tipCents, record.bonusCents, record.cashOutCents]).toEqual([1250, 500, 300]);
    expect(
      (await owner.visit('/dashboard')).body.props.clocked_in.map(
        (r: { employee_id: string }) => r.employee_id,
      ),
    ).not.toContain('1002');
  });

  test('clocking out when not clocked in is refused with the exact message of docs/requirements.md §8', async () => {
    await clockedOut('1002');
    const c = await signedIn(t.app, 'owner@example.com');
    await confirm(c, '1002');
    const res = await c.json(CLOCK_OUT, {
      employee_id: ids['1002'],
      tip_amount: 0,
      bonus_tip: 0,
      cash_out: 0,
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      data: { message: 'Unable to clock out. Please clock in first.' },
    });
  });

  test('without a confirmation the clock-out is refused with 403 and the record stays open', async () => {
    await clockedIn('1004');
    const c = await signedIn(t.app, 'owner@example.com');
    const res = await c.json(CLOCK_OUT, {
      employee_id: ids['1004'],
      tip_amount: 100,
      bonus_tip: 0,
      cash_out: 0,
    });
    expect(res.status).toBe(403);
    expect(res.body.data.message).toBe('Please confirm your account first.');
    expect(await openRecords(ids['1004'])).toHaveLength(1);
  });

  test('a negative or malformed amount is refused and the record stays open', async () => {
    await clockedIn('1004');
    const c = await signedIn(t.app, 'owner@example.com');
    await confirm(c, '1004');
    const res = await c.json(CLOCK_OUT, {
      employee_id: ids['1004'],
      tip_amount: -100,
      bonus_tip: 0,
      cash_out: 0,
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      data: { message: 'The tip amount may not be negative.' },
    });
    expect(
      (await c.json(CLOCK_OUT, { employee_id: ids['1004'], tip_amount: 12.345 })).body.data.message,
    ).toBe('The tip amount must be an amount.');
    expect(await openRecords(ids['1004'])).toHaveLength(1);
  });

  test('a double submit closes the record only once', async () => {
    const open = await clockedIn('1004');
    const c = await signedIn(t.app, 'owner@example.com');
    await confirm(c, '1004');
    const answers = await Promise.all([
      c.json(CLOCK_OUT, { employee_id: ids['1004'], tip_amount: 700, bonus_tip: 0, cash_out: 0 }),
      c.json(CLOCK_OUT, { employee_id: ids['1004'], tip_amount: 900, bonus_tip: 0, cash_out: 0 }),
    ]);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    const [record] = await t.db.select().from(clockRecords).where(eq(clockRecords.id, open.id));
    expect(record.clockOut!.toISOString()).toBe(ok[0].body.data.clock_out);
    expect([700, 900]).toContain(record.tipCents);
  });
});
