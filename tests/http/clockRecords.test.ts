import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import {
  clockRecordAudits,
  clockRecords,
  employees,
  payrollRuns,
  users,
} from '../../database/schema';
import { dayjs } from '../../common/storeTime';
import { clock, manualTime } from '../../common/clock';
import { storeDay } from '../support/days';

const NY = 'America/New_York';
const INDEX = '/dashboard/clock-in-outs';

let t: TestApp;
let owner: Client;
let lotusId: number;
/** Lotus employees' database ids by staff number. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  lotusId = await storeId(t.db, 'Lotus Nail Spa');
  for (const e of await t.db
    .select({ id: employees.id, number: employees.staffNumber })
    .from(employees))
    ids[e.number] = e.id;
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());
afterEach(() => clock.reset());

/** A store wall-clock time → UTC instant, written independently of the code under test. */
const ny = (local: string) => dayjs.tz(local, NY).toDate();
/** Yesterday in the store, at a given time, as a datetime-local input sends it. */
const yesterdayAt = (hhmm: string) => `${storeDay(-1, NY)}T${hhmm}`;

/**
 * An owner's visit while the app's clock reads `now` (timers and the
 * database's own now() run as usual). Its own session: a rolling session
 * touched in 2024 has expired by the real clock, so `owner` must not be used
 * for it.
 */
let pastOwner: Client;
async function visitAt(now: Date, url: string) {
  pastOwner ??= await signedIn(t.app, 'owner@example.com');
  const restore = clock.set(manualTime(now));
  try {
    return await pastOwner.visit(url);
  } finally {
    restore();
  }
}

async function addRecord(
  number: string,
  clockIn: string,
  clockOut: string | null,
  amounts: Partial<{ tipCents: number; bonusCents: number; cashOutCents: number }> = {},
) {
  const [row] = await t.db
    .insert(clockRecords)
    .values({
      storeId: lotusId,
      employeeId: ids[number],
      clockIn: ny(clockIn),
      clockOut: clockOut ? ny(clockOut) : null,
      ...amounts,
    })
    .returning({ id: clockRecords.id });
  return row.id;
}

describe('clock-in-outs.index: by report range and employee, in the store’s zone', () => {
  // A fixed "now": 4 PM on 14 March 2024 in New York. The seeded history is relative to the real date, so none of it is "today" here.
  const NOW = new Date('2024-03-14T20:00:00Z');
  const rec: Record<string, number> = {};

  beforeAll(async () => {
    rec.today = await addRecord('1005', '2024-03-14T09:00', '2024-03-14T16:30', {
      tipCents: 1250,
      bonusCents: 500,
      cashOutCents: 300,
    });
    rec.open = await addRecord('1006', '2024-03-14T10:00', null);
    // 23:30 on 13 March in New York is already 14 March in UTC: not today for the store.
    rec.lateYesterday = await addRecord('1005', '2024-03-13T23:30', '2024-03-14T01:00', {
      tipCents: 100,
    });
    rec.firstOfMonth = await addRecord('1005', '2024-03-01T10:00', '2024-03-01T14:00');
    rec.january = await addRecord('1005', '2024-01-02T10:00', '2024-01-02T11:15');
    rec.december = await addRecord('1005', '2023-12-20T10:00', '2023-12-20T12:00', {
      cashOutCents: 2000,
    });
  });

  async function list(query: string) {
    const res = await visitAt(NOW, `${INDEX}${query}`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/ClockInClockOuts/Index');
    return res.body.props;
  }
  const idsOf = (props: { records: { data: { id: number }[] } }) =>
    props.records.data.map((r) => r.id);

  test('today is the default range and lists today’s records newest first, open ones without a clock-out', async () => {
    const props = await list('');
    expect(props.filters).toEqual({ range: 'today', employee: null });
    expect(props.period).toEqual({ from: '2024-03-14', to: '2024-03-14' });
    expect(idsOf(props)).toEqual([rec.open, rec.today]);
    expect(props.records.data[0]).toMatchObject({
      employee_name: 'Frank Hoang',
      clock_in: ny('2024-03-14T10:00').toISOString(),
      clock_out: null,
      is_open: true,
      hours: null,
    });
    expect(props.records.data[1]).toEqual({
      id: rec.today,
      employee_name: 'Emily Vo',
      employee_number: '1005',
      // Values on the wire: instants (the page shows them in the store's zone) and cents.
      clock_in: '2024-03-14T13:00:00.000Z',
      clock_out: '2024-03-14T20:30:00.000Z',
      is_open: false,
      hours: '7h 30m',
      hours_decimal: '7.50',
      tip_cents: 1250,
      bonus_cents: 500,
      cash_out_cents: 300,
      audits: 0,
    });
    expect(props.totals).toEqual({
      hours: '7h 30m',
      hours_decimal: '7.50',
      tip_cents: 1250,
      bonus_cents: 500,
      cash_out_cents: 300,
    });
    expect(props.records).toMatchObject({ current_page: 1, last_page: 1, per_page: 25, total: 2 });
  });

  test('the employee filter narrows the list and the totals', async () => {
    const props = await list(`?range=thisMonth&employee=${ids['1005']}`);
    expect(props.filters).toEqual({ range: 'thisMonth', employee: ids['1005'] });
    expect(idsOf(props)).toEqual([rec.today, rec.lateYesterday, rec.firstOfMonth]);
    // 7h 30m + 1h 30m + 4h = 13h 0m
    expect(props.totals).toEqual({
      hours: '13h 0m',
      hours_decimal: '13.00',
      tip_cents: 1350,
      bonus_cents: 500,
      cash_out_cents: 300,
    });
  });

  test('3months, 6months and thisYear start where docs/requirements.md §9 says', async () => {
    const one = `&employee=${ids['1005']}`;
    expect(idsOf(await list(`?range=3months${one}`))).toEqual([
      rec.today,
      rec.lateYesterday,
      rec.firstOfMonth,
      rec.january,
    ]);
    expect(idsOf(await list(`?range=thisYear${one}`))).toEqual([
      rec.today,
      rec.lateYesterday,
      rec.firstOfMonth,
      rec.january,
    ]);
    const six = await list(`?range=6months${one}`);
    expect(idsOf(six)).toEqual([
      rec.today,
      rec.lateYesterday,
      rec.firstOfMonth,
      rec.january,
      rec.december,
    ]);
    expect(six.period).toEqual({ from: '2023-10-01', to: '2024-03-14' });
    expect(six.totals.cash_out_cents).toBe(2300);
  });

  test('an unknown range reads as today, and the page offers the five ranges and the store’s employees', async () => {
    const props = await list('?range=forever&employee=abc');
    expect(props.filters).toEqual({ range: 'today', employee: null });
    // As codes only: the page says "Last 3 Months" in the reader's language.
    expect(props.ranges).toEqual(['today', 'thisMonth', '3months', '6months', 'thisYear']);
    expect(props.employees.map((e: { employee_id: string }) => e.employee_id).sort()).toEqual([
      '1001',
      '1002',
      '1003',
      '1004',
      '1005',
      '1006',
      '1007',
      '1008',
    ]);
    expect(props.can_manage).toBe(true);
  });

  test('paging is done by the server and a page past the end shows the last page', async () => {
    const first = (await owner.visit(`${INDEX}?range=6months`)).body.props;
    expect(first.records.total).toBeGreaterThan(25);
    expect(first.records.data).toHaveLength(25);
    const second = (await owner.visit(`${INDEX}?range=6months&page=2`)).body.props;
    expect(second.records.current_page).toBe(2);
    // The page links keep the filters.
    expect(first.records.links.at(-1)).toEqual({
      url: '/dashboard/clock-in-outs?range=6months&page=2',
      kind: 'next',
      label: '',
      active: false,
    });
    expect(idsOf(second).some((id: number) => idsOf(first).includes(id))).toBe(false);
    const past = (await owner.visit(`${INDEX}?range=6months&page=999`)).body.props;
    expect(past.records.current_page).toBe(first.records.last_page);
  });

  test('the manager may view the list but not add or correct', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const grace = await t.db
      .select()
      .from(clockRecords)
      .where(eq(clockRecords.employeeId, ids['1007']));
    const res = await manager.visit(INDEX);
    expect(res.status).toBe(200);
    expect(res.body.props.can_manage).toBe(false);
    expect((await manager.visit(`${INDEX}/create`)).status).toBe(403);
    expect((await manager.visit(`${INDEX}/${rec.today}/edit`)).status).toBe(403);
    const body = {
      employee_id: ids['1007'],
      clock_in: yesterdayAt('09:00'),
      clock_out: yesterdayAt('10:00'),
      reason: 'x',
    };
    expect((await manager.post(INDEX, body)).status).toBe(403);
    expect(
      (await manager.send('put', `${INDEX}/${rec.today}`, { ...body, reason: 'y' })).status,
    ).toBe(403);
    expect(
      await t.db
        .select()
        .from(clockRecordAudits)
        .where(eq(clockRecordAudits.clockRecordId, rec.today)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(clockRecords).where(eq(clockRecords.employeeId, ids['1007'])),
    ).toEqual(grace);
  });

  test('another store sees none of these records and gets 404 for one of them', async () => {
    const rose = await signedIn(t.app, 'owner2@example.com');
    const list6 = (await rose.visit(`${INDEX}?range=6months&employee=${ids['1005']}`)).body.props;
    expect(list6.records.data).toEqual([]);
    expect(list6.employees.map((e: { employee_id: string }) => e.employee_id).sort()).toEqual([
      '2001',
      '2002',
      '2003',
    ]);
    expect((await rose.visit(`${INDEX}/${rec.today}/edit`)).status).toBe(404);
    const res = await rose.send('put', `${INDEX}/${rec.today}`, {
      clock_in: '2024-03-14T08:00',
      clock_out: '2024-03-14T16:30',
      reason: 'mine now',
    });
    expect(res.status).toBe(404);
    const [unchanged] = await t.db
      .select()
      .from(clockRecords)
      .where(eq(clockRecords.id, rec.today));
    expect(unchanged.clockIn).toEqual(ny('2024-03-14T09:00'));
  });
});

describe('clock-in-outs.create and store: a manager adds a record with a reason', () => {
  test('the form lists the store’s employees', async () => {
    const res = await owner.visit(`${INDEX}/create`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/ClockInClockOuts/Create');
    expect(res.body.props.employees).toHaveLength(8);
    expect(res.body.props.employees[0]).toEqual({
      id: expect.any(Number),
      name: 'Anna Nguyen',
      employee_id: '1001',
    });
    expect(res.body.props.now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  test('a missing reason and a clock out before the clock in are refused field by field', async () => {
    const countBefore = (await t.db.select().from(clockRecords)).length;
    let res = await owner.post(INDEX, {
      employee_id: ids['1007'],
      clock_in: yesterdayAt('09:00'),
      clock_out: yesterdayAt('17:00'),
      tip_amount: 0,
    });
    expect(res.status).toBe(302);
    expect((await owner.visit(`${INDEX}/create`)).body.props.errors).toEqual({
      reason: 'The reason field is required.',
    });

    res = await owner.post(INDEX, {
      employee_id: ids['1007'],
      clock_in: yesterdayAt('09:00'),
      clock_out: yesterdayAt('08:00'),
      reason: 'Missed punch',
    });
    expect(res.status).toBe(302);
    expect((await owner.visit(`${INDEX}/create`)).body.props.errors).toEqual({
      clock_out: 'The clock out must be after the clock in.',
    });

    await owner.post(INDEX, { clock_in: 'soon', tip_amount: -1, reason: 'Missed punch' });
    expect((await owner.visit(`${INDEX}/create`)).body.props.errors).toEqual({
      employee_id: 'The employee field is required.',
      clock_in: 'The clock in must be a valid date and time.',
      tip_amount: 'The tip amount may not be negative.',
    });
    expect(await t.db.select().from(clockRecords)).toHaveLength(countBefore);
  });

  test('a valid record is stored in UTC from store time, with an audit row saying who, why and what', async () => {
    const body = {
      employee_id: ids['1007'],
      clock_in: yesterdayAt('09:15'),
      clock_out: yesterdayAt('17:45'),
      tip_amount: 2500,
      bonus_tip: '5.00',
      cash_out: 1000,
      reason: 'Forgot to clock in',
    };
    const res = await owner.post(INDEX, body);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(INDEX);
    expect((await owner.visit(INDEX)).body.flash.success).toBe('Clock record added.');

    const [record] = await t.db
      .select()
      .from(clockRecords)
      .where(
        and(eq(clockRecords.employeeId, ids['1007']), eq(clockRecords.clockIn, ny(body.clock_in))),
      );
    expect(record.clockOut).toEqual(ny(body.clock_out));
    expect([record.tipCents, record.bonusCents, record.cashOutCents]).toEqual([2500, 500, 1000]);

    const [ownerUser] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'owner@example.com'));
    const audits = await t.db
      .select()
      .from(clockRecordAudits)
      .where(eq(clockRecordAudits.clockRecordId, record.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      storeId: lotusId,
      changedByUserId: ownerUser.id,
      changedByEmployeeId: null,
      changedByName: 'Linh Owner',
      reason: 'Forgot to clock in',
      before: null,
      after: {
        employee_id: ids['1007'],
        employee_name: 'Grace Dang',
        clock_in: ny(body.clock_in).toISOString(),
        clock_out: ny(body.clock_out).toISOString(),
        tip_cents: 2500,
        bonus_cents: 500,
        cash_out_cents: 1000,
      },
    });
  });

  test('a second open record for an employee already clocked in is refused on the clock out field', async () => {
    const open = {
      employee_id: ids['1008'],
      clock_in: yesterdayAt('09:00'),
      clock_out: '',
      reason: 'Missed punch',
    };
    await owner.post(INDEX, open);
    const [first] = await t.db
      .select()
      .from(clockRecords)
      .where(and(eq(clockRecords.employeeId, ids['1008']), isNull(clockRecords.clockOut)));
    expect(first).toBeDefined();
    const res = await owner.post(INDEX, { ...open, clock_in: yesterdayAt('11:00') });
    expect(res.status).toBe(302);
    expect((await owner.visit(`${INDEX}/create`)).body.props.errors).toEqual({
      clock_out: 'Helen Bui is already clocked in. Enter a clock out.',
    });
    expect(
      await t.db
        .select()
        .from(clockRecords)
        .where(and(eq(clockRecords.employeeId, ids['1008']), isNull(clockRecords.clockOut))),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(clockRecordAudits)
        .where(eq(clockRecordAudits.clockRecordId, first.id)),
    ).toHaveLength(1);
  });
});

describe('clock-in-outs.edit and update: a correction keeps the before and after', () => {
  /** Each test corrects a record of its own (Cindy's, 10 March 2024), so none depends on what another did. */
  const cindysRecord = () =>
    addRecord('1003', '2024-03-10T09:00', '2024-03-10T17:00', { tipCents: 800 });

  test('the edit page shows the record in store time and its (empty) trail', async () => {
    const id = await cindysRecord();
    const res = await owner.visit(`${INDEX}/${id}/edit`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/ClockInClockOuts/Edit');
    expect(res.body.props.record).toEqual({
      id,
      employee: { name: 'Cindy Le', employee_id: '1003' },
      clock_in: '2024-03-10T09:00',
      clock_out: '2024-03-10T17:00',
      tip_amount: 800,
      bonus_tip: 0,
      cash_out: 0,
      shown: {
        clock_in: ny('2024-03-10T09:00').toISOString(),
        clock_out: ny('2024-03-10T17:00').toISOString(),
      },
    });
    expect(res.body.props.payroll_lock).toBeNull();
    expect(res.body.props.audits).toEqual([]);
  });

  test('a correction without a reason changes nothing', async () => {
    const id = await cindysRecord();
    await owner.send('put', `${INDEX}/${id}`, {
      clock_in: '2024-03-10T08:30',
      clock_out: '2024-03-10T17:00',
      tip_amount: 800,
    });
    expect((await owner.visit(`${INDEX}/${id}/edit`)).body.props.errors).toEqual({
      reason: 'The reason field is required.',
    });
    const [row] = await t.db.select().from(clockRecords).where(eq(clockRecords.id, id));
    expect(row.clockIn).toEqual(ny('2024-03-10T09:00'));
  });

  test('a correction is saved with an audit row holding before and after, shown on the edit page', async () => {
    const id = await cindysRecord();
    const res = await owner.send('put', `${INDEX}/${id}`, {
      clock_in: '2024-03-10T08:30',
      clock_out: '2024-03-10T17:00',
      tip_amount: 1250,
      bonus_tip: 0,
      cash_out: 0,
      reason: 'Opened the salon early',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${INDEX}/${id}/edit`);

    const [row] = await t.db.select().from(clockRecords).where(eq(clockRecords.id, id));
    expect(row.clockIn).toEqual(ny('2024-03-10T08:30'));
    expect(row.tipCents).toBe(1250);

    const [audit] = await t.db
      .select()
      .from(clockRecordAudits)
      .where(eq(clockRecordAudits.clockRecordId, id));
    expect(audit.reason).toBe('Opened the salon early');
    expect(audit.before).toMatchObject({
      clock_in: ny('2024-03-10T09:00').toISOString(),
      clock_out: ny('2024-03-10T17:00').toISOString(),
      tip_cents: 800,
    });
    expect(audit.after).toMatchObject({
      clock_in: ny('2024-03-10T08:30').toISOString(),
      clock_out: ny('2024-03-10T17:00').toISOString(),
      tip_cents: 1250,
    });

    const edit = (await owner.visit(`${INDEX}/${id}/edit`)).body;
    expect(edit.flash.success).toBe('Clock record corrected.');
    const page = edit.props;
    expect(page.audits).toEqual([
      {
        id: audit.id,
        at: audit.createdAt.toISOString(),
        by: 'Linh Owner',
        reason: 'Opened the salon early',
        source: 'manual',
        station: null,
        waited: null,
        changes: [
          { field: 'Clock In', before: '03-10-2024 09:00 AM', after: '03-10-2024 08:30 AM' },
          { field: 'Tip', before: '$8.00', after: '$12.50' },
        ],
      },
    ]);
    const listed = (
      await visitAt(
        new Date('2024-03-14T20:00:00Z'),
        `${INDEX}?range=thisMonth&employee=${ids['1003']}`,
      )
    ).body.props.records.data;
    expect(listed.find((r: { id: number }) => r.id === id)).toMatchObject({
      clock_in: ny('2024-03-10T08:30').toISOString(),
      tip_cents: 1250,
      audits: 1,
    });
  });

  test('a correction cannot put the clock out before the clock in', async () => {
    const id = await cindysRecord();
    await owner.send('put', `${INDEX}/${id}`, {
      clock_in: '2024-03-10T08:30',
      clock_out: '2024-03-10T08:00',
      reason: 'typo',
    });
    expect((await owner.visit(`${INDEX}/${id}/edit`)).body.props.errors).toEqual({
      clock_out: 'The clock out must be after the clock in.',
    });
    expect(
      await t.db.select().from(clockRecordAudits).where(eq(clockRecordAudits.clockRecordId, id)),
    ).toHaveLength(0);
    const [row] = await t.db.select().from(clockRecords).where(eq(clockRecords.id, id));
    expect(row.clockOut).toEqual(ny('2024-03-10T17:00'));
  });
});

describe('clock records once a finalised payroll covers their day (Rose Nails, Los Angeles)', () => {
  // Rose's payroll finalised through Sunday 03-15-2026 (written open, then finalised, as finalising leaves it).
  const LA = 'America/Los_Angeles';
  const la = (local: string) => dayjs.tz(local, LA).toDate();
  const LOCKED =
    'Payroll is finalised through 03-15-2026. Add an adjustment to the next payroll instead.';
  let rosa: Client;
  let roseId: number;
  let paid: number;
  let open: number;

  const recordOf = async (id: number) => ({
    record: (await t.db.select().from(clockRecords).where(eq(clockRecords.id, id)))[0],
    audits: (
      await t.db.select().from(clockRecordAudits).where(eq(clockRecordAudits.clockRecordId, id))
    ).length,
  });
  const countFor = async (employee: number) =>
    (await t.db.select().from(clockRecords).where(eq(clockRecords.employeeId, employee))).length;

  beforeAll(async () => {
    roseId = await storeId(t.db, 'Rose Nails');
    rosa = await signedIn(t.app, 'owner2@example.com');
    const add = async (clockIn: string, clockOut: string) =>
      (
        await t.db
          .insert(clockRecords)
          .values({
            storeId: roseId,
            employeeId: ids['2001'],
            clockIn: la(clockIn),
            clockOut: la(clockOut),
            bonusCents: 500,
          })
          .returning({ id: clockRecords.id })
      )[0].id;
    // Clocked in at 10 PM on Sunday in Los Angeles: already Monday in UTC, but paid with Sunday.
    paid = await add('2026-03-15T22:00', '2026-03-15T23:30');
    open = await add('2026-03-16T09:00', '2026-03-16T17:00');
    const [run] = await t.db
      .insert(payrollRuns)
      .values({
        storeId: roseId,
        periodStart: '2026-03-09',
        periodEnd: '2026-03-15',
        createdByName: 'Test',
      })
      .returning({ id: payrollRuns.id });
    await t.db
      .update(payrollRuns)
      .set({ state: 'finalised', finalisedAt: new Date(), finalisedByName: 'Test' })
      .where(eq(payrollRuns.id, run.id));
  });

  test("the edit page of a paid record is read-only with the reason; the next day's record keeps its form", async () => {
    const page = (await rosa.visit(`${INDEX}/${paid}/edit`)).body.props;
    expect(page.payroll_lock).toBe(LOCKED);
    expect(page.record).toMatchObject({
      shown: { clock_in: la('2026-03-15T22:00').toISOString() },
      bonus_tip: 500,
    });
    expect((await rosa.visit(`${INDEX}/${open}/edit`)).body.props.payroll_lock).toBeNull();
    expect((await rosa.visit(`${INDEX}/create`)).body.props.finalised_through).toBe('2026-03-15');
  });

  test('correcting a paid record, or moving a record into a paid day, is refused beside the clock in; nothing is written', async () => {
    const before = await recordOf(paid);
    await rosa.send('put', `${INDEX}/${paid}`, {
      clock_in: '2026-03-16T09:00',
      clock_out: '2026-03-16T10:00',
      bonus_tip: 0,
      reason: 'Wrong day',
    });
    expect((await rosa.visit(`${INDEX}/${paid}/edit`)).body.props.errors).toEqual({
      clock_in: LOCKED,
    });
    expect(await recordOf(paid)).toEqual(before);
    const after = await recordOf(open);
    await rosa.send('put', `${INDEX}/${open}`, {
      clock_in: '2026-03-15T09:00',
      clock_out: '2026-03-15T17:00',
      reason: 'Was Sunday',
    });
    expect((await rosa.visit(`${INDEX}/${open}/edit`)).body.props.errors).toEqual({
      clock_in: LOCKED,
    });
    expect(await recordOf(open)).toEqual(after);
  });

  test('a record added on a paid day is refused; on the day after it is added, and a correction within that day goes through', async () => {
    const count = await countFor(ids['2001']);
    await rosa.post(INDEX, {
      employee_id: ids['2001'],
      clock_in: '2026-03-15T09:00',
      clock_out: '2026-03-15T12:00',
      reason: 'Missed punch',
    });
    expect((await rosa.visit(`${INDEX}/create`)).body.props.errors).toEqual({ clock_in: LOCKED });
    expect(await countFor(ids['2001'])).toBe(count);
    expect(
      (
        await rosa.post(INDEX, {
          employee_id: ids['2001'],
          clock_in: '2026-03-17T09:00',
          clock_out: '2026-03-17T12:00',
          reason: 'Missed punch',
        })
      ).status,
    ).toBe(302);
    expect(await countFor(ids['2001'])).toBe(count + 1);
    expect(
      (
        await rosa.send('put', `${INDEX}/${open}`, {
          clock_in: '2026-03-16T08:30',
          clock_out: '2026-03-16T17:00',
          bonus_tip: 500,
          reason: 'Came early',
        })
      ).status,
    ).toBe(303);
    expect((await rosa.visit(`${INDEX}/${open}/edit`)).body.flash).toEqual({
      success: 'Clock record corrected.',
    });
    expect(await recordOf(open)).toMatchObject({
      record: { clockIn: la('2026-03-16T08:30') },
      audits: 1,
    });
  });
});
