import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import { clockRecords } from '../../database/schema';
import { invalidateClock } from '../../database/cacheInvalidation';

let t: TestApp;
let owner: Client;
let lotusId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  lotusId = await storeId(t.db, 'Lotus Nail Spa');
});
afterAll(() => t.close());

const clockedInNames = async () => ((await owner.visit('/dashboard')).body.props.clocked_in as { name: string }[]).map((r) => r.name);

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
    expect(props.today).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()));
  });

  test('who is clocked in follows clock-ins and clock-outs at the station at once, although it is cached', async () => {
    const employee = await clockOutDirectly('1003');
    // Fill the cache first: the list is served from it on later visits.
    expect(await clockedInNames()).not.toContain(employee.name);
    expect(await clockedInNames()).not.toContain(employee.name);

    const station = await signedIn(t.app, 'owner@example.com');
    expect((await station.json('/dashboard/employees/confirm-account', { user_id: '1003', password: '1234' })).status).toBe(200);
    expect((await station.json('/dashboard/employees/clock-in', { employee_id: employee.id })).status).toBe(200);
    expect(await clockedInNames()).toContain(employee.name);

    expect((await station.json('/dashboard/employees/confirm-account', { user_id: '1003', password: '1234' })).status).toBe(200);
    expect((await station.json('/dashboard/employees/clock-out', { employee_id: employee.id, tip_amount: 0, bonus_tip: 0, cash_out: 0 })).status).toBe(200);
    expect(await clockedInNames()).not.toContain(employee.name);
  });
});
