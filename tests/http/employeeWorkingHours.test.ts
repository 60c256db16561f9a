import { afterAll, beforeAll, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { employeeByNumber, storeId } from '../support/lookups';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employeeWorkingHours } from '../../database/schema';

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

const hoursOf = async (employeeId: number) =>
  (
    await t.db
      .select()
      .from(employeeWorkingHours)
      .where(eq(employeeWorkingHours.employeeId, employeeId))
      .orderBy(asc(employeeWorkingHours.weekday))
  ).map((d) => [d.weekday, d.startMinute, d.endMinute]);

const day = (start: string, end: string) => ({ off: false, start, end });
const OFF = { off: true, start: null, end: null };
const week = (overrides: Record<number, object> = {}) => ({
  days: [0, 1, 2, 3, 4, 5, 6].map((d) => overrides[d] ?? day('10:00', '18:00')),
});

test('the working hours page lists Sunday to Saturday with each day’s range or off', async () => {
  const res = await owner.visit(`/dashboard/employees/${anna}/working-hours`);
  expect(res.status).toBe(200);
  expect(res.body.component).toBe('Admin/Employees/WorkingHours');
  expect(res.body.props.employee).toEqual({ id: anna, name: 'Anna Nguyen', employee_id: '1001' });
  const days = res.body.props.days;
  expect(days.map((d: { name: string }) => d.name)).toEqual([
    'Sunday',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
  ]);
  expect(days[0]).toEqual({ weekday: 0, name: 'Sunday', off: false, start: '09:00', end: '19:00' });
  expect(days[1]).toEqual({ weekday: 1, name: 'Monday', off: true, start: null, end: null });
});

test('saving a week stores minutes after midnight, with an off day as no range', async () => {
  // Cindy's week, not Anna's: the page test reads Anna's as seeded.
  const cindy = await staffId('1003');
  const res = await owner.send(
    'put',
    `/dashboard/employees/${cindy}/working-hours`,
    week({ 0: OFF, 3: day('9:00 AM', '24:00'), 6: day('11:00', '15:30') }),
  );
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe(`/dashboard/employees/${cindy}/working-hours`);
  expect(await hoursOf(cindy)).toEqual([
    [0, null, null],
    [1, 600, 1080],
    [2, 600, 1080],
    [3, 540, 1440],
    [4, 600, 1080],
    [5, 600, 1080],
    [6, 660, 930],
  ]);
  const visited = (await owner.visit(`/dashboard/employees/${cindy}/working-hours`)).body;
  expect(visited.flash.success).toBe('Working hours saved.');
  const page = visited.props;
  expect(page.days[0]).toMatchObject({ off: true, start: null, end: null });
  expect(page.days[3]).toMatchObject({ off: false, start: '09:00', end: '24:00' });
});

test('an end before the start is refused for that weekday and nothing is saved', async () => {
  const before = await hoursOf(bao);
  const res = await owner.send(
    'put',
    `/dashboard/employees/${bao}/working-hours`,
    week({ 2: day('17:00', '09:00'), 4: day('10:00', '10:00') }),
  );
  expect(res.status).toBe(303);
  const { errors } = (await owner.visit(`/dashboard/employees/${bao}/working-hours`)).body.props;
  expect(errors).toEqual({
    'days.2': 'The end time must be after the start time.',
    'days.4': 'The end time must be after the start time.',
  });
  expect(await hoursOf(bao)).toEqual(before);
});

test('a working day needs both a valid start and a valid end', async () => {
  await owner.send(
    'put',
    `/dashboard/employees/${bao}/working-hours`,
    week({ 1: { off: false, start: '', end: '17:00' }, 5: day('09:00', '25:00') }),
  );
  const { errors } = (await owner.visit(`/dashboard/employees/${bao}/working-hours`)).body.props;
  expect(errors).toEqual({
    'days.1': 'Enter a valid start time.',
    'days.5': 'Enter a valid end time.',
  });
});

test('all seven days are required', async () => {
  await owner.send('put', `/dashboard/employees/${bao}/working-hours`, { days: [OFF, OFF] });
  expect(
    (await owner.visit(`/dashboard/employees/${bao}/working-hours`)).body.props.errors.days,
  ).toBe('Give the hours of every day.');
});

test('the manager may see working hours but gets 403 on saving them', async () => {
  const manager = await signedIn(t.app, 'manager@example.com');
  expect((await manager.visit(`/dashboard/employees/${bao}/working-hours`)).status).toBe(200);
  const before = await hoursOf(bao);
  expect(
    (await manager.send('put', `/dashboard/employees/${bao}/working-hours`, week())).status,
  ).toBe(403);
  expect(await hoursOf(bao)).toEqual(before);
});

test('another store’s owner gets 404 for a Lotus employee’s working hours', async () => {
  const other = await signedIn(t.app, 'owner2@example.com');
  const before = await hoursOf(bao);
  expect((await other.visit(`/dashboard/employees/${bao}/working-hours`)).status).toBe(404);
  expect(
    (await other.send('put', `/dashboard/employees/${bao}/working-hours`, week())).status,
  ).toBe(404);
  expect(await hoursOf(bao)).toEqual(before);
});
