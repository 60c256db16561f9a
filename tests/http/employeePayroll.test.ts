import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { employeeByNumber, storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employeePayrollSettings, employees } from '../../database/schema';

let t: TestApp;
let owner: Client;
let lotus: number;
let anna: number;
let bao: number;

/** A Lotus employee's database id by staff number. */
const staffId = async (n: string) => (await employeeByNumber(t.db, lotus, n))!.id;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  [anna, bao] = [await staffId('1001'), await staffId('1002')];
});
afterAll(() => t.close());

const settingsOf = async (employeeId: number) =>
  (
    await t.db
      .select()
      .from(employeePayrollSettings)
      .where(eq(employeePayrollSettings.employeeId, employeeId))
  )[0];

const valid = (overrides: Record<string, unknown> = {}) => ({
  commission_rate: '62.5',
  supply_fee_type: 'flat',
  supply_fee_value: 500,
  supply_fee_timing: 'after',
  guaranteed_minimum: 75000,
  check_percent: '80',
  hourly_rate: 1500,
  ...overrides,
});

test('the payroll page shows the settings as percents and cents, with the cash share beside the check share', async () => {
  const res = await owner.visit(`/dashboard/employees/${anna}/payroll`);
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Admin/Employees/Payroll');
  expect(res.body.props.employee).toEqual({ id: anna, name: 'Anna Nguyen', employee_id: '1001' });
  expect(res.body.props.settings).toEqual({
    commission_rate: '60',
    supply_fee_type: 'flat',
    supply_fee_flat: 300,
    supply_fee_percent: '0',
    supply_fee_timing: 'before',
    guaranteed_minimum: 60000,
    check_percent: '70',
    cash_percent: '30',
    hourly_rate: null,
  });
});

test('saving stores cents and basis points and comes back to the page with a flash', async () => {
  // Cindy's settings, not Anna's: the page test reads Anna's as seeded.
  const cindy = await staffId('1003');
  const res = await owner.send('put', `/dashboard/employees/${cindy}/payroll`, valid());
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe(`/dashboard/employees/${cindy}/payroll`);
  expect(await settingsOf(cindy)).toMatchObject({
    commissionRateBp: 6250,
    supplyFeeType: 'flat',
    supplyFeeValue: 500,
    supplyFeeTiming: 'after',
    guaranteedMinimumCents: 75000,
    checkPercentBp: 8000,
    hourlyRateCents: 1500,
  });
  const visited = (await owner.visit(`/dashboard/employees/${cindy}/payroll`)).body;
  expect(visited.flash.success).toBe('Payroll settings saved.');
  const page = visited.props;
  expect(page.settings).toMatchObject({
    commission_rate: '62.5',
    check_percent: '80',
    cash_percent: '20',
    supply_fee_flat: 500,
  });
});

test('a percent supply fee is stored in basis points and a blank hourly rate as none', async () => {
  const david = await staffId('1004');
  await owner.send(
    'put',
    `/dashboard/employees/${david}/payroll`,
    valid({
      supply_fee_type: 'percent',
      supply_fee_value: '5.5',
      supply_fee_timing: 'before',
      hourly_rate: '',
    }),
  );
  expect(await settingsOf(david)).toMatchObject({
    supplyFeeType: 'percent',
    supplyFeeValue: 550,
    supplyFeeTiming: 'before',
    hourlyRateCents: null,
  });
  const page = (await owner.visit(`/dashboard/employees/${david}/payroll`)).body.props;
  expect(page.settings).toMatchObject({
    supply_fee_type: 'percent',
    supply_fee_percent: '5.5',
    supply_fee_flat: 0,
    hourly_rate: null,
  });
});

test('out-of-range percents, a negative amount and an unknown fee type are refused and nothing changes', async () => {
  const before = await settingsOf(bao);
  await owner.send(
    'put',
    `/dashboard/employees/${bao}/payroll`,
    valid({ commission_rate: '120', check_percent: '', guaranteed_minimum: -5 }),
  );
  const { errors } = (await owner.visit(`/dashboard/employees/${bao}/payroll`)).body.props;
  expect(errors).toMatchObject({
    commission_rate: 'The commission rate must be a percentage from 0 to 100.',
    check_percent: 'Paid by check must be a percentage from 0 to 100.',
    guaranteed_minimum: 'The guaranteed minimum may not be negative.',
  });
  await owner.send(
    'put',
    `/dashboard/employees/${bao}/payroll`,
    valid({ supply_fee_type: 'per visit' }),
  );
  expect(
    (await owner.visit(`/dashboard/employees/${bao}/payroll`)).body.props.errors.supply_fee_type,
  ).toBe(
    'Choose how the supply fee is taken: a flat amount per service or a percent of the service price.',
  );
  expect(await settingsOf(bao)).toEqual(before);
});

test('pay rates are for "manage employees": the manager, who may only view employees, gets 403 on seeing and on saving them', async () => {
  const manager = await signedIn(t.app, 'manager@example.com');
  const denied = await manager.visit(`/dashboard/employees/${bao}/payroll`);
  expect(denied.status).toBe(403);
  expect(JSON.stringify(denied.body.props)).not.toMatch(
    /commission_rate|guaranteed_minimum|hourly_rate/,
  );
  // The employee pages the manager may see carry no pay rates either.
  for (const url of [
    '/dashboard/employees',
    `/dashboard/employees/${bao}/edit`,
    `/dashboard/employees/${bao}/working-hours`,
  ]) {
    const page = await manager.visit(url);
    expect(page.status, url).toBe(200);
    expect(JSON.stringify(page.body.props), url).not.toMatch(
      /commission|guaranteed|hourly|check_percent|supply_fee/,
    );
  }
  const before = await settingsOf(bao);
  expect((await manager.send('put', `/dashboard/employees/${bao}/payroll`, valid())).status).toBe(
    403,
  );
  expect(await settingsOf(bao)).toEqual(before);
});

test('another store’s owner gets 404 for a Lotus employee’s payroll settings', async () => {
  const other = await signedIn(t.app, 'owner2@example.com');
  const before = await settingsOf(bao);
  expect((await other.visit(`/dashboard/employees/${bao}/payroll`)).status).toBe(404);
  expect((await other.send('put', `/dashboard/employees/${bao}/payroll`, valid())).status).toBe(
    404,
  );
  expect(await settingsOf(bao)).toEqual(before);
});

test('an employee in the trash has no payroll page', async () => {
  await t.db.update(employees).set({ deletedAt: new Date() }).where(eq(employees.id, bao));
  expect((await owner.visit(`/dashboard/employees/${bao}/payroll`)).status).toBe(404);
  expect((await owner.send('put', `/dashboard/employees/${bao}/payroll`, valid())).status).toBe(
    404,
  );
  await t.db.update(employees).set({ deletedAt: null }).where(eq(employees.id, bao));
});
