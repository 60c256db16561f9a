import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { makeEmployee, makeStore, type StoreFixture } from '../support/factories';
import {
  clockRecordAudits,
  clockRecords,
  employees,
  offlineSubmissions,
} from '../../database/schema';
import { createStation } from '../../database/queries/stations';
import { createRole } from '../../database/queries/roles';
import { storeToday } from '../../common/storeTime';

/**
 * A clock event a station queued offline is the employee's own word on when
 * they worked, with a time the station's clock gave: one long ago, or one
 * making a shift longer than the store's limit, waits on Offline Tickets for a
 * manager, and every offline clock record is in the clock audit trail with
 * where it came from and who let it in.
 */

let t: TestApp;
let salon: StoreFixture;
let owner: Client;
let stationName: string;

beforeAll(async () => {
  t = await createTestApp();
  salon = await makeStore(t.db, { name: 'Offline Clock Salon' });
  owner = await signedIn(t.app, salon.owner.email);
  stationName = 'Front Desk';
  const station = await createStation(t.db, salon.id, { name: stationName });
  expect((await owner.post(`/dashboard/stations/${station.id}/select`)).status).toBe(302);
});
afterAll(() => t.close());
afterEach(() => t.resetThrottles());

const CLOCK = '/dashboard/employees/clock-offline';
const INDEX = '/dashboard/offline-tickets';
const resolveUrl = (id: number) => `${INDEX}/${id}/resolve`;
const HOUR = 3_600_000;

let seq = 0;
const key = () => `offclock-${Date.now()}-${seq++}`;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

let staffNumber = 8100;
/** A technician of the salon, with the number they clock with. */
async function technician(name: string) {
  const number = String(staffNumber++);
  const id = await makeEmployee(t.db, salon.id, { name, staffNumber: number });
  return { id, number, name };
}

/** What the station sends for one queued tap, with the credentials typed then. */
const tap = (
  who: { number: string },
  kind: 'clock_in' | 'clock_out',
  at: Date,
  over: Record<string, unknown> = {},
) => ({
  idempotency_key: key(),
  user_id: who.number,
  password: '1234',
  kind,
  recorded_at: at.toISOString(),
  ...over,
});

const recordsOf = (employeeId: number) =>
  t.db.select().from(clockRecords).where(eq(clockRecords.employeeId, employeeId));
const auditsOf = (recordId: number) =>
  t.db.select().from(clockRecordAudits).where(eq(clockRecordAudits.clockRecordId, recordId));
const submission = async (k: string) =>
  (
    await t.db
      .select()
      .from(offlineSubmissions)
      .where(and(eq(offlineSubmissions.storeId, salon.id), eq(offlineSubmissions.key, k)))
  )[0];

/** Sends a queued tap as the station does; with the id of the row it is kept under (the page's item). */
async function sync(c: Client, body: ReturnType<typeof tap>) {
  const res = await c.json(CLOCK, body);
  return Object.assign(res, { id: (await submission(body.idempotency_key))?.id ?? 0 });
}

/** Minutes the payroll report counts for the technician, from the clock-in's store day to today. */
async function paidMinutes(c: Client, employeeId: number, from: Date) {
  const q = new URLSearchParams({
    type: 'salary',
    from: storeToday(salon.timezone, from),
    to: storeToday(salon.timezone),
    technician: String(employeeId),
  });
  const res = await c.visit(`/dashboard/payrolls/reports?${q}`);
  expect(res.status).toBe(200);
  const row = res.body.props.salary.find(
    (r: { technician_id: number }) => r.technician_id === employeeId,
  );
  return row?.worked_minutes ?? 0;
}

describe('a back-dated shift from the employee’s own PIN', () => {
  test('clock in 70 hours ago and out now: both wait for a manager, no hours are paid until one accepts them', async () => {
    const eve = await technician('Eve Backdate');
    const inAt = hoursAgo(70);
    const clockIn = tap(eve, 'clock_in', inAt);
    const first = await owner.json(CLOCK, clockIn);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({ status: 'to_resolve', reason_code: 'too_old' });
    expect(first.body.reason).toBe(
      'Recorded more than 12 hours before the station sent it: a manager checks it.',
    );
    const clockOut = tap(eve, 'clock_out', new Date(), { tip_amount: 5000 });
    const second = await owner.json(CLOCK, clockOut);
    expect(second.status).toBe(202);
    expect(second.body).toMatchObject({ status: 'to_resolve', reason_code: 'no_clock_in' });
    expect(await recordsOf(eve.id)).toEqual([]);
    expect(await paidMinutes(owner, eve.id, inAt)).toBe(0);

    // Offline Tickets lists both beside the sales, with who, when in the store's zone, and why.
    const { props } = (await owner.visit(INDEX)).body;
    expect(props.can_resolve_clock).toBe(true);
    const waiting = props.waiting.filter(
      (w: { clock: { employee: string } | null }) => w.clock?.employee === 'Eve Backdate',
    );
    expect(waiting.map((w: { kind: string }) => w.kind)).toEqual(['clock_in', 'clock_out']);
    expect(waiting[0]).toMatchObject({
      reason_code: 'too_old',
      reason: 'Recorded more than 12 hours before the station sent it: a manager checks it.',
      clock: { employee: 'Eve Backdate', station: stationName, shift_began: null },
    });
    // Instants on the wire; the page shows them in the store's zone.
    expect(waiting[0].recorded_at).toBe(clockIn.recorded_at);
    expect(Date.parse(waiting[0].clock.received_at)).toBeGreaterThan(
      Date.parse(clockIn.recorded_at),
    );
    // The tip she recorded, in cents beside the time clock's field (the page names it).
    expect(waiting[1].lines).toEqual([
      { kind: 'employee', id: eve.id, name: 'Eve Backdate' },
      { kind: 'amount', field: 'tip_amount', amount_cents: 5000 },
    ]);
    expect(waiting[1]).toMatchObject({
      reason_code: 'no_clock_in',
      reason: 'Not clocked in at the time of this clock-out.',
    });

    // The clock-out cannot be taken before its clock-in: said beside the decision, nothing changes.
    await owner.post(resolveUrl(waiting[1].id), { resolution: 'accepted_recorded' });
    expect((await owner.visit(INDEX)).body.props.errors.resolution).toBe(
      'It cannot be taken: Not clocked in at the time of this clock-out.',
    );
    expect(await recordsOf(eve.id)).toEqual([]);

    // The manager accepts the clock-in, then the clock-out: the 70-hour shift is on record, by their decision.
    expect(
      (await owner.post(resolveUrl(waiting[0].id), { resolution: 'accepted_recorded' })).status,
    ).toBe(303);
    expect(
      (
        await owner.post(resolveUrl(waiting[1].id), {
          resolution: 'accepted_recorded',
          note: 'Worked the trade show',
        })
      ).status,
    ).toBe(303);
    const [record] = await recordsOf(eve.id);
    expect(record.clockIn.toISOString()).toBe(inAt.toISOString());
    expect(record.clockOut!.toISOString()).toBe(clockOut.recorded_at);
    expect(record.tipCents).toBe(5000);
    expect(await submission(clockIn.idempotency_key)).toMatchObject({
      status: 'resolved',
      resolution: 'accepted_recorded',
      clockRecordId: record.id,
      resolvedByName: expect.stringMatching(/^Owner /),
    });
    expect(await paidMinutes(owner, eve.id, inAt)).toBe(70 * 60);

    // Both in the record's trail: offline, from the station, accepted by the manager.
    const edit = (await owner.visit(`/dashboard/clock-in-outs/${record.id}/edit`)).body.props;
    expect(edit.audits).toHaveLength(2);
    expect(edit.audits[0]).toMatchObject({
      source: 'offline_manager',
      station: stationName,
      by: expect.stringMatching(/^Owner /),
      reason: 'Worked the trade show',
      waited: 'Not clocked in at the time of this clock-out.',
    });
    expect(edit.audits[1]).toMatchObject({
      source: 'offline_manager',
      station: stationName,
      waited: 'Recorded more than 12 hours before the station sent it: a manager checks it.',
    });

    // Accepting again (a double tap, a second manager) changes nothing.
    await owner.post(resolveUrl(waiting[1].id), { resolution: 'accepted_recorded' });
    expect((await owner.visit(INDEX)).body.props.errors.resolution).toBe(
      'This offline ticket has already been resolved.',
    );
    expect(await auditsOf(record.id)).toHaveLength(2);
  });

  test('a clock-out closing a shift longer than the store’s limit waits, with the shift it would make', async () => {
    const fay = await technician('Fay Forgot');
    // Clocked in at the counter yesterday and never clocked out: 20 hours ago.
    const [open] = await t.db
      .insert(clockRecords)
      .values({ storeId: salon.id, employeeId: fay.id, clockIn: hoursAgo(20) })
      .returning();
    const out = tap(fay, 'clock_out', hoursAgo(0.5));
    const res = await sync(owner, out);
    expect(res.status).toBe(202);
    expect(res.body.reason_code).toBe('shift_too_long');
    expect(res.body.reason).toMatch(
      /^This clock-out makes a shift of 19h 30m \(clocked in at \d\d-\d\d-\d{4} \d\d:\d\d [AP]M\), longer than the store’s limit of 16 hours\.$/,
    );
    expect((await recordsOf(fay.id))[0].clockOut).toBeNull();
    const item = (await owner.visit(INDEX)).body.props.waiting.find(
      (w: { id: number }) => w.id === res.id,
    );
    // The shift's length in minutes (19h 30m): the page writes it.
    expect(item.clock).toMatchObject({ employee: 'Fay Forgot', shift_minutes: 19 * 60 + 30 });
    expect(item.clock).not.toHaveProperty('shift_length');
    expect(item.clock.shift_began).toBe(open.clockIn.toISOString());
    expect(await auditsOf(open.id)).toEqual([]);
  });

  test('the store’s limit is set with the clock records: a shorter one holds a clock-in already older than it', async () => {
    const limits = await makeStore(t.db, { name: 'Short Shifts Salon' });
    const boss = await signedIn(t.app, limits.owner.email);
    const gus = await makeEmployee(t.db, limits.id, { name: 'Gus Early', staffNumber: '8201' });
    const before = (await boss.visit('/dashboard/clock-in-outs')).body.props;
    expect(before.shift_limit).toEqual({ hours: 16, can_edit: true, window_hours: 12 });
    const saved = await boss.send('put', '/dashboard/clock-in-outs/settings', {
      max_shift_hours: 8,
    });
    expect(saved.status).toBe(303);
    const after = await boss.visit('/dashboard/clock-in-outs');
    expect(after.body.props.shift_limit).toEqual({ hours: 8, can_edit: true, window_hours: 12 });
    expect(after.body.flash).toEqual({
      success: 'An offline clock event making a shift longer than 8 hours now waits for a manager.',
    });
    await boss.send('put', '/dashboard/clock-in-outs/settings', { max_shift_hours: 30 });
    expect((await boss.visit('/dashboard/clock-in-outs')).body.props.errors.max_shift_hours).toBe(
      'The shift limit must be a whole number of hours from 1 to 24.',
    );

    const res = await boss.json(CLOCK, tap({ number: '8201' }, 'clock_in', hoursAgo(9)));
    expect(res.status).toBe(202);
    expect(res.body.reason_code).toBe('shift_too_long');
    expect(res.body.reason).toBe(
      'Clocked in 9h 0m before the station sent it: the shift is already longer than the store’s limit of 8 hours.',
    );
    expect(await recordsOf(gus)).toEqual([]);

    // "manage settings" only: a technician sees the limit, and cannot change it.
    const desk = await technicianAtStation(limits, ['view clock in clock outs'], '8202');
    expect((await desk.visit('/dashboard/clock-in-outs')).body.props.shift_limit).toEqual({
      hours: 8,
      can_edit: false,
      window_hours: 12,
    });
    expect(
      (await desk.send('put', '/dashboard/clock-in-outs/settings', { max_shift_hours: 20 })).status,
    ).toBe(403);
  });
});

describe('a short offline shift', () => {
  test('is taken at once, each event once, and each in the record’s audit trail with its source', async () => {
    const hana = await technician('Hana Short');
    const clockIn = tap(hana, 'clock_in', hoursAgo(3));
    const first = await owner.json(CLOCK, clockIn);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: 'accepted',
      reason: null,
      reason_code: null,
      name: 'Hana Short',
    });
    // The answer was lost and the station sends the same tap again: one record, one audit entry.
    expect((await owner.json(CLOCK, clockIn)).body.status).toBe('accepted');
    const clockOut = tap(hana, 'clock_out', hoursAgo(0.25), { tip_amount: 1200 });
    expect((await owner.json(CLOCK, clockOut)).status).toBe(200);
    expect((await owner.json(CLOCK, clockOut)).status).toBe(200);

    const records = await recordsOf(hana.id);
    expect(records).toHaveLength(1);
    expect(records[0].clockIn.toISOString()).toBe(clockIn.recorded_at);
    expect(records[0].clockOut!.toISOString()).toBe(clockOut.recorded_at);
    const audits = await auditsOf(records[0].id);
    expect(audits).toHaveLength(2);
    expect(audits.map((a) => [a.source, a.stationName, a.changedByEmployeeId])).toEqual([
      ['offline_sync', stationName, hana.id],
      ['offline_sync', stationName, hana.id],
    ]);
    expect(await submission(clockOut.idempotency_key)).toMatchObject({
      status: 'accepted',
      clockRecordId: records[0].id,
    });

    // Her records over three months: a clock-in three hours ago was yesterday in the early morning.
    const list = (await owner.visit(`/dashboard/clock-in-outs?range=3months&employee=${hana.id}`))
      .body.props.records.data;
    expect(list.find((r: { id: number }) => r.id === records[0].id).audits).toBe(2);
    const edit = (await owner.visit(`/dashboard/clock-in-outs/${records[0].id}/edit`)).body.props;
    expect(edit.audits[0]).toMatchObject({
      source: 'offline_sync',
      station: stationName,
      by: 'Hana Short',
      reason: '',
      waited: null,
      changes: [
        { field: 'Clock Out', before: 'Clocked in', after: expect.any(String) },
        { field: 'Tip', before: '$0.00', after: '$12.00' },
      ],
    });
    expect(edit.audits[1]).toMatchObject({ source: 'offline_sync', by: 'Hana Short' });
    expect(await paidMinutes(owner, hana.id, hoursAgo(3))).toBe(165);
  });
});

describe('the manager’s decision on a waiting clock event', () => {
  test('reject needs a reason; with one no record is made, and the list says it was rejected', async () => {
    const ivy = await technician('Ivy Reject');
    const body = tap(ivy, 'clock_in', hoursAgo(30));
    const res = await sync(owner, body);
    expect(res.status).toBe(202);
    await owner.post(resolveUrl(res.id), { resolution: 'discarded', note: '' });
    expect((await owner.visit(INDEX)).body.props.errors.note).toBe('Say why it is discarded.');
    expect(
      (
        await owner.post(resolveUrl(res.id), {
          resolution: 'discarded',
          note: 'Not working that day',
        })
      ).status,
    ).toBe(303);
    expect(await recordsOf(ivy.id)).toEqual([]);
    const resolved = (await owner.visit(INDEX)).body.props.resolved.find(
      (r: { id: number }) => r.id === res.id,
    );
    // Its code; the page says a clock event's discard as "Rejected".
    expect(resolved).toMatchObject({
      kind: 'clock_in',
      resolution: 'discarded',
      resolution_note: 'Not working that day',
    });
    expect(resolved).not.toHaveProperty('resolution_label');
    // The station's repeat answers the same, and makes nothing.
    expect((await owner.json(CLOCK, body)).body).toMatchObject({ status: 'resolved' });
    expect(await recordsOf(ivy.id)).toEqual([]);
  });

  test('a replayed waiting event is one item; accepting it twice at once makes one record', async () => {
    const kim = await technician('Kim Twice');
    const body = tap(kim, 'clock_in', hoursAgo(13));
    const [a, b] = await Promise.all([sync(owner, body), sync(owner, body)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.id).toBe(b.id);
    const rows = await t.db
      .select()
      .from(offlineSubmissions)
      .where(eq(offlineSubmissions.key, body.idempotency_key));
    expect(rows).toHaveLength(1);
    const results = await Promise.all([
      owner.post(resolveUrl(a.id), { resolution: 'accepted_recorded' }),
      owner.post(resolveUrl(a.id), { resolution: 'accepted_recorded' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 303]);
    const records = await recordsOf(kim.id);
    expect(records).toHaveLength(1);
    expect(await auditsOf(records[0].id)).toHaveLength(1);
  });
});

/** A device set up as one of the store's stations, with an employee of the given permissions signed in on it. */
async function technicianAtStation(
  store: StoreFixture,
  permissions: string[],
  number: string,
): Promise<Client> {
  const role = await createRole(t.db, store.id, { name: `Role ${number}`, permissions });
  const id = await makeEmployee(t.db, store.id, { name: `Staff ${number}`, staffNumber: number });
  await t.db.update(employees).set({ roleId: role.id }).where(eq(employees.id, id));
  const station = await createStation(t.db, store.id, { name: `Station ${number}` });
  const desk = await signedIn(t.app, store.owner.email);
  await desk.post(`/dashboard/stations/${station.id}/select`);
  await desk.post('/logout');
  const login = await desk.post('/employee/login', { user_id: number, password: '1234' });
  expect(login.headers.location).toBe('/dashboard');
  return desk;
}

describe('who may decide', () => {
  test('a technician cannot list or accept a waiting clock event, not even their own', async () => {
    const tech = await technicianAtStation(
      salon,
      ['view checkins', 'view turn management', 'view clock in clock outs'],
      '8301',
    );
    const mine = await sync(tech, tap({ number: '8301' }, 'clock_in', hoursAgo(40)));
    expect(mine.status).toBe(202);
    expect((await tech.visit(INDEX)).status).toBe(403);
    expect((await tech.post(resolveUrl(mine.id), { resolution: 'accepted_recorded' })).status).toBe(
      403,
    );
    expect((await submissionById(mine.id)).status).toBe('to_resolve');
  });

  test('resolving tickets ("manage invoices") is not enough for a clock event: it takes "manage employees" too', async () => {
    const cashier = await technicianAtStation(salon, ['manage invoices'], '8302');
    const lee = await technician('Lee Cashier');
    const res = await sync(owner, tap(lee, 'clock_in', hoursAgo(20)));
    const page = (await cashier.visit(INDEX)).body.props;
    expect(page.can_resolve_clock).toBe(false);
    expect(
      (await cashier.post(resolveUrl(res.id), { resolution: 'accepted_recorded' })).status,
    ).toBe(403);
    expect(
      (await cashier.post(resolveUrl(res.id), { resolution: 'discarded', note: 'no' })).status,
    ).toBe(403);
    expect(await recordsOf(lee.id)).toEqual([]);
    expect((await submissionById(res.id)).status).toBe('to_resolve');
  });

  test('another store’s waiting clock event is a 404, and its list does not show ours', async () => {
    const max = await technician('Max Tenant');
    const res = await sync(owner, tap(max, 'clock_in', hoursAgo(25)));
    const other = await makeStore(t.db);
    const stranger = await signedIn(t.app, other.owner.email);
    expect(
      (await stranger.post(resolveUrl(res.id), { resolution: 'accepted_recorded' })).status,
    ).toBe(404);
    expect((await stranger.visit(INDEX)).body.props.waiting).toEqual([]);
    expect(await recordsOf(max.id)).toEqual([]);
    expect((await submissionById(res.id)).status).toBe('to_resolve');
  });
});

const submissionById = async (id: number) =>
  (await t.db.select().from(offlineSubmissions).where(eq(offlineSubmissions.id, id)))[0];
