import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { employeeByNumber, storeId } from '../support/lookups';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { bookingBlocks, employees } from '../../database/schema';
import { createBookingBlock } from '../../database/queries/bookingBlocks';
import { addDays, storeToday, weekdayOf } from '../../common/storeTime';
import { formatBlockDate, WEEKDAY_NAMES } from '../../common/bookingBlocks';

let t: TestApp;
let owner: Client;
let lotusId: number;
let roseId: number;
let cindy: number;
let roseTech: number;
const PAGE = '/dashboard/booking-blocks';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotusId, roseId] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
  cindy = (await employeeByNumber(t.db, lotusId, '1003'))!.id;
  roseTech = (await employeeByNumber(t.db, roseId, '2001'))!.id;
});
afterAll(() => t.close());

const today = () => storeToday('America/New_York');
const blocksOf = (store: number) =>
  t.db
    .select()
    .from(bookingBlocks)
    .where(eq(bookingBlocks.storeId, store))
    .orderBy(bookingBlocks.id);
async function nextPage(c: Client = owner, url = PAGE) {
  const { props, flash } = (await c.visit(url)).body;
  return { ...props, flash };
}
const LUNCH = {
  title: 'Lunch',
  technician_id: '',
  start: '12:00',
  end: '13:00',
  repeat: 'weekly',
  repeat_until: '',
};
type Row = {
  id: number;
  title: string;
  who: string;
  when: string;
  whole_salon: boolean;
  repeat: string;
  next: string;
};

describe('the list', () => {
  test('shows the demo blocks, the next first, with who and when', async () => {
    const res = await owner.visit(PAGE);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/BookingBlocks/Index');
    const blocks: Row[] = res.body.props.blocks;
    expect(blocks.map((b) => b.title)).toEqual(['Team lunch', 'Gel-X training']);
    expect(blocks[0]).toMatchObject({
      who: 'Whole salon',
      whole_salon: true,
      repeat: 'weekly',
      when: 'Every Wednesday, 12:30 PM – 1:30 PM',
    });
    expect(weekdayOf(blocks[0].next)).toBe(3);
    const training = blocks[1];
    expect(training).toMatchObject({ who: 'Cindy Le', whole_salon: false, repeat: 'none' });
    expect(training.when).toBe(`Tuesday, ${formatBlockDate(training.next)}, 10:00 AM – 12:00 PM`);
    expect(Object.keys(blocks[0]).sort()).toEqual([
      'id',
      'next',
      'repeat',
      'title',
      'when',
      'who',
      'whole_salon',
    ]);
  });

  test('leaves out what has passed: a one-off yesterday, a weekly block whose last week has gone', async () => {
    const rose = await signedIn(t.app, 'owner2@example.com');
    expect((await nextPage(rose)).blocks).toEqual([]);
    // Rose's own day (Los Angeles): near midnight in New York the two stores are on different dates.
    const day = storeToday('America/Los_Angeles');
    const base = { technicianId: null, startMinute: 600, endMinute: 660, repeatUntil: null };
    await createBookingBlock(t.db, roseId, {
      ...base,
      title: 'Yesterday',
      startsOn: addDays(day, -1),
      repeat: 'none',
    });
    await createBookingBlock(t.db, roseId, {
      ...base,
      title: 'Ended',
      startsOn: addDays(day, -20),
      repeat: 'weekly',
      repeatUntil: addDays(day, -1),
    });
    // Ends today, but its weekday came round yesterday for the last time.
    await createBookingBlock(t.db, roseId, {
      ...base,
      title: 'No date left',
      startsOn: addDays(day, -8),
      repeat: 'weekly',
      repeatUntil: day,
    });
    await createBookingBlock(t.db, roseId, {
      ...base,
      title: 'Today',
      startsOn: day,
      repeat: 'none',
    });
    await createBookingBlock(t.db, roseId, {
      ...base,
      title: 'Weekly',
      startsOn: addDays(day, -13),
      repeat: 'weekly',
      repeatUntil: addDays(day, 1),
    });
    const { blocks } = await nextPage(rose);
    expect(blocks.map((b: Row) => [b.title, b.next])).toEqual([
      ['Today', day],
      ['Weekly', addDays(day, 1)],
    ]);
    // Lotus's list is its own.
    expect((await nextPage()).blocks.map((b: Row) => b.title)).not.toContain('Today');
  });
});

describe('creating', () => {
  test('the form offers the store’s active technicians and the whole salon, from today', async () => {
    const res = await owner.visit(`${PAGE}/create`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/BookingBlocks/Create');
    const { employees: list, today: day, whole_salon } = res.body.props;
    expect(day).toBe(today());
    expect(whole_salon).toBe('Whole salon');
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({ id: expect.any(Number), name: 'Anna Nguyen' });
    expect(list.map((e: { id: number }) => e.id)).not.toContain(roseTech);
  });

  test('a weekly lunch for the whole salon: 302 to the list, listed with its end date; sent twice it is one block', async () => {
    const start = addDays(today(), 1);
    const body = { ...LUNCH, date: start, repeat_until: '2099-12-31' };
    const res = await owner.post(PAGE, body);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(PAGE);
    expect((await nextPage()).flash.success).toBe('Appointment block created.');
    await owner.post(PAGE, body);
    const rows = (await blocksOf(lotusId)).filter((b) => b.title === 'Lunch');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      technicianId: null,
      startsOn: start,
      startMinute: 720,
      endMinute: 780,
      repeat: 'weekly',
      repeatUntil: '2099-12-31',
    });
    const listed = (await nextPage()).blocks.find((b: Row) => b.id === rows[0].id);
    expect(listed.when).toBe(
      `Every ${WEEKDAY_NAMES[weekdayOf(start)]}, 12:00 PM – 1:00 PM, from ${formatBlockDate(start)}, until Dec 31, 2099`,
    );
  });

  test('a one-off for a technician keeps no end date, whatever was typed', async () => {
    const date = addDays(today(), 3);
    await owner.post(PAGE, {
      title: '  Dentist  ',
      technician_id: String(cindy),
      date,
      start: '15:15',
      end: '16:45',
      repeat: 'none',
      repeat_until: '2099-01-01',
    });
    const [row] = (await blocksOf(lotusId)).filter((b) => b.title === 'Dentist');
    expect(row).toMatchObject({
      technicianId: cindy,
      startsOn: date,
      startMinute: 915,
      endMinute: 1005,
      repeat: 'none',
      repeatUntil: null,
    });
  });

  test('every problem is reported at once, next to its field, and nothing is saved', async () => {
    const before = await blocksOf(lotusId);
    await owner.post(PAGE, {
      title: '',
      technician_id: String(roseTech),
      date: '2026-02-30',
      start: '13:00',
      end: '12:00',
      repeat: 'monthly',
    });
    expect((await nextPage()).errors).toEqual({
      title: 'The title field is required.',
      technician_id: 'The selected technician is invalid.',
      date: 'Choose a date.',
      start: 'The end time must be after the start time.',
      repeat: 'Choose once or every week.',
    });
    await owner.post(PAGE, {
      ...LUNCH,
      title: 'x'.repeat(101),
      date: addDays(today(), -1),
      repeat: 'none',
      start: '12:10',
      end: '13:00',
    });
    expect((await nextPage()).errors).toEqual({
      title: 'The title may not be longer than 100 characters.',
      date: 'Choose today or a later date.',
      start: 'Choose times on the quarter hour.',
    });
    await owner.post(PAGE, {
      ...LUNCH,
      date: addDays(today(), 5),
      repeat_until: addDays(today(), 4),
    });
    expect((await nextPage()).errors).toEqual({
      repeat_until: 'The end date may not be before the start date.',
    });
    await owner.post(PAGE, {
      ...LUNCH,
      date: addDays(today(), -30),
      repeat_until: addDays(today(), -2),
    });
    expect((await nextPage()).errors).toEqual({
      repeat_until: 'The block would not take place again: choose a later end date.',
    });
    await owner.post(PAGE, {
      ...LUNCH,
      date: addDays(today(), 2),
      repeat_until: 'soon',
      start: null,
      end: null,
    });
    expect((await nextPage()).errors).toEqual({
      repeat_until: 'Choose a valid end date, or leave it empty.',
      start: 'Enter a valid start time.',
    });
    await owner.post(PAGE, { ...LUNCH, date: addDays(today(), 2), technician_id: 'abc' });
    expect((await nextPage()).errors).toEqual({ technician_id: 'The technician is invalid.' });
    expect(await blocksOf(lotusId)).toEqual(before);
  });

  test('a technician who left or is switched off cannot be given a new block', async () => {
    const helen = (await employeeByNumber(t.db, lotusId, '1008'))!.id;
    await t.db.update(employees).set({ isActive: false }).where(eq(employees.id, helen));
    await owner.post(PAGE, {
      ...LUNCH,
      title: 'Off',
      technician_id: helen,
      date: addDays(today(), 1),
      repeat: 'none',
    });
    expect((await nextPage()).errors).toEqual({
      technician_id: 'The selected technician is invalid.',
    });
    expect(
      (await nextPage(owner, `${PAGE}/create`)).employees.map((e: { id: number }) => e.id),
    ).not.toContain(helen);
    await t.db.update(employees).set({ isActive: true }).where(eq(employees.id, helen));
  });

  test('a weekly block that began months ago may still be saved without an end', async () => {
    const res = await owner.post(PAGE, {
      ...LUNCH,
      title: 'Old lunch',
      date: addDays(today(), -90),
    });
    expect(res.status).toBe(302);
    expect((await nextPage()).errors).toEqual({});
  });
});

describe('editing and deleting', () => {
  async function training() {
    const [row] = await t.db
      .select()
      .from(bookingBlocks)
      .where(and(eq(bookingBlocks.storeId, lotusId), eq(bookingBlocks.title, 'Gel-X training')));
    return row;
  }

  test('the edit page holds the block as the form shows it', async () => {
    const row = await training();
    const res = await owner.visit(`${PAGE}/${row.id}/edit`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/BookingBlocks/Edit');
    expect(res.body.props.block).toEqual({
      id: row.id,
      title: 'Gel-X training',
      technician_id: cindy,
      date: row.startsOn,
      start: '10:00',
      end: '12:00',
      repeat: 'none',
      repeat_until: '',
    });
    expect(res.body.props.employees).toHaveLength(8);
  });

  test('saves changes with a 303 back to the list; a technician switched off since stays on their own block', async () => {
    const row = await training();
    const res = await owner.send('put', `${PAGE}/${row.id}`, {
      title: 'Gel-X training',
      technician_id: cindy,
      date: row.startsOn,
      start: '09:00',
      end: '12:30',
      repeat: 'weekly',
      repeat_until: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(PAGE);
    expect((await nextPage()).flash.success).toBe('Appointment block saved.');
    expect(await training()).toMatchObject({
      startMinute: 540,
      endMinute: 750,
      repeat: 'weekly',
      repeatUntil: null,
    });

    await t.db.update(employees).set({ isActive: false }).where(eq(employees.id, cindy));
    const edit = await nextPage(owner, `${PAGE}/${row.id}/edit`);
    expect(edit.employees.find((e: { id: number }) => e.id === cindy)).toEqual({
      id: cindy,
      name: 'Cindy Le (inactive)',
    });
    expect(
      (await owner.send('put', `${PAGE}/${row.id}`, { ...edit.block, title: 'Gel-X class' }))
        .status,
    ).toBe(303);
    expect((await training()) ?? null).toBeNull();
    await t.db.update(employees).set({ isActive: true }).where(eq(employees.id, cindy));
  });

  test('another store’s block is a 404 on every route, and so is an impossible id', async () => {
    const [rose] = await blocksOf(roseId);
    expect(rose).toBeDefined();
    expect((await owner.visit(`${PAGE}/${rose.id}/edit`)).status).toBe(404);
    expect(
      (await owner.send('put', `${PAGE}/${rose.id}`, { ...LUNCH, date: today() })).status,
    ).toBe(404);
    expect((await owner.send('delete', `${PAGE}/${rose.id}`)).status).toBe(404);
    expect((await owner.visit(`${PAGE}/99999999999/edit`)).status).toBe(404);
    expect((await owner.send('delete', `${PAGE}/0`)).status).toBe(404);
    expect(await blocksOf(roseId)).toContainEqual(rose);
  });

  test('deletes a block with a 303; deleting it again is a 404', async () => {
    const [row] = (await blocksOf(lotusId)).filter((b) => b.title === 'Team lunch');
    const res = await owner.send('delete', `${PAGE}/${row.id}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(PAGE);
    expect((await nextPage()).flash.success).toBe('Appointment block deleted.');
    expect((await blocksOf(lotusId)).map((b) => b.id)).not.toContain(row.id);
    expect((await owner.send('delete', `${PAGE}/${row.id}`)).status).toBe(404);
  });
});

describe('permission', () => {
  test('the manager, without "manage settings", gets 403 on every route', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const [row] = await blocksOf(lotusId);
    expect((await manager.visit(PAGE)).status).toBe(403);
    expect((await manager.visit(`${PAGE}/create`)).status).toBe(403);
    expect((await manager.post(PAGE, { ...LUNCH, date: today() })).status).toBe(403);
    expect((await manager.visit(`${PAGE}/${row.id}/edit`)).status).toBe(403);
    expect(
      (await manager.send('put', `${PAGE}/${row.id}`, { ...LUNCH, date: today() })).status,
    ).toBe(403);
    expect((await manager.send('delete', `${PAGE}/${row.id}`)).status).toBe(403);
    expect((await blocksOf(lotusId)).map((b) => b.id)).toContain(row.id);
  });

  test('a guest is sent to sign in', async () => {
    const res = await new Client(t.app).visit(PAGE);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Fdashboard%2Fbooking-blocks');
  });
});
