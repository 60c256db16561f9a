import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeId } from '../support/lookups';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { openingHourExceptions, openingHours } from '../../database/schema';
import { saveOpeningException } from '../../database/queries/openingHours';
import { addDays, storeToday } from '../../common/storeTime';

let t: TestApp;
let owner: Client;
let lotusId: number;
let roseId: number;
const PAGE = '/dashboard/opening-hours';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotusId, roseId] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
});
afterAll(() => t.close());

const today = () => storeToday('America/New_York');
const week = (store: number) =>
  t.db
    .select()
    .from(openingHours)
    .where(eq(openingHours.storeId, store))
    .orderBy(openingHours.weekday);
async function nextPage(c: Client = owner) {
  const { props, flash } = (await c.visit(PAGE)).body;
  return { ...props, flash };
}
const OPEN = { off: false, start: '09:30', end: '19:30' };
const CLOSED = { off: true, start: null, end: null };

describe('the week', () => {
  test('shows the demo salon’s hours, Sunday first, as the time inputs hold them', async () => {
    const res = await owner.visit(PAGE);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/OpeningHours/Index');
    expect(res.body.props.today).toBe(today());
    expect(res.body.props.days[0]).toEqual({
      weekday: 0,
      name: 'Sunday',
      off: false,
      start: '11:00',
      end: '17:00',
    });
    expect(res.body.props.days[1]).toEqual({ weekday: 1, name: 'Monday', ...OPEN });
    expect(res.body.props.exceptions).toEqual([]);
  });

  test('saves seven days with a 303 back to the page; a closed day stores no hours', async () => {
    const rose = await signedIn(t.app, 'owner2@example.com');
    const days = [
      CLOSED,
      OPEN,
      OPEN,
      OPEN,
      OPEN,
      { off: false, start: '10:00', end: '21:00' },
      { off: false, start: '09:00', end: '24:00' },
    ];
    const res = await rose.send('put', PAGE, { days });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(PAGE);
    expect((await nextPage(rose)).flash.success).toBe('Opening hours saved.');
    const rows = await week(roseId);
    expect(rows.map((r) => [r.openMinute, r.closeMinute])).toEqual([
      [null, null],
      [570, 1170],
      [570, 1170],
      [570, 1170],
      [570, 1170],
      [600, 1260],
      [540, 1440],
    ]);
    // Lotus is untouched.
    expect((await week(lotusId))[0]).toMatchObject({ openMinute: 660, closeMinute: 1020 });
  });

  test('an end before the start, a missing time and a short week are refused next to their day, and nothing changes', async () => {
    const before = await week(lotusId);
    await owner.send('put', PAGE, {
      days: [
        OPEN,
        { off: false, start: '18:00', end: '09:00' },
        { off: false, start: 'noon', end: '17:00' },
        OPEN,
        OPEN,
        OPEN,
        OPEN,
      ],
    });
    const { errors } = await nextPage();
    expect(errors).toEqual({
      'days.1': 'The end time must be after the start time.',
      'days.2': 'Enter a valid start time.',
    });
    await owner.send('put', PAGE, { days: [OPEN] });
    expect((await nextPage()).errors.days).toBe('Give the hours of every day.');
    expect(await week(lotusId)).toEqual(before);
  });
});

describe('holidays and special hours', () => {
  test('a closed day and a day with special hours are listed from today on, oldest first', async () => {
    const thanksgiving = addDays(today(), 5);
    const eve = addDays(today(), 2);
    expect(
      (
        await owner.post(`${PAGE}/exceptions`, {
          date: thanksgiving,
          closed: true,
          note: 'Thanksgiving',
        })
      ).status,
    ).toBe(302);
    expect((await nextPage()).flash.success).toBe('The salon is marked closed that day.');
    await owner.post(`${PAGE}/exceptions`, {
      date: eve,
      closed: false,
      start: '10:00',
      end: '15:00',
    });
    expect((await nextPage()).flash.success).toBe('Special hours saved.');
    // A past exception stays in the table but not on the page.
    await saveOpeningException(t.db, lotusId, {
      date: addDays(today(), -3),
      openMinute: null,
      closeMinute: null,
      note: 'Past',
    });
    const { exceptions } = await nextPage();
    expect(exceptions.map((e: { date: string }) => e.date)).toEqual([eve, thanksgiving]);
    expect(exceptions[0]).toMatchObject({ closed: false, start: '10:00', end: '15:00', note: '' });
    expect(exceptions[1]).toMatchObject({
      closed: true,
      start: null,
      end: null,
      note: 'Thanksgiving',
    });
  });

  test('saving the same date again replaces it', async () => {
    const date = addDays(today(), 9);
    await owner.post(`${PAGE}/exceptions`, { date, closed: true });
    await owner.post(`${PAGE}/exceptions`, {
      date,
      closed: false,
      start: '12:00',
      end: '16:00',
      note: 'Late opening',
    });
    const rows = await t.db
      .select()
      .from(openingHourExceptions)
      .where(eq(openingHourExceptions.date, date));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      storeId: lotusId,
      openMinute: 720,
      closeMinute: 960,
      note: 'Late opening',
    });
  });

  test('a bad date, a past date, bad hours and a long note are refused with messages, all at once where they can be', async () => {
    await owner.post(`${PAGE}/exceptions`, {
      date: '2026-02-30',
      closed: false,
      start: '15:00',
      end: '10:00',
    });
    expect((await nextPage()).errors).toEqual({
      date: 'Choose a date.',
      start: 'The end time must be after the start time.',
    });
    await owner.post(`${PAGE}/exceptions`, { date: addDays(today(), -1), closed: true });
    expect((await nextPage()).errors).toEqual({ date: 'Choose today or a later date.' });
    await owner.post(`${PAGE}/exceptions`, {
      date: addDays(today(), 1),
      closed: true,
      note: 'x'.repeat(101),
    });
    expect((await nextPage()).errors).toEqual({
      note: 'The note may not be longer than 100 characters.',
    });
    // "yes" is not a ticked box: the day is not closed, so it needs hours.
    await owner.post(`${PAGE}/exceptions`, { date: 'x'.repeat(5000), closed: 'yes' });
    expect((await nextPage()).errors).toEqual({
      date: 'Choose a date.',
      start: 'Enter a valid start time.',
    });
  });

  test('removes an exception; another store’s or an impossible one is a 404', async () => {
    const date = addDays(today(), 12);
    await owner.post(`${PAGE}/exceptions`, { date, closed: true });
    const [row] = await t.db
      .select()
      .from(openingHourExceptions)
      .where(eq(openingHourExceptions.date, date));
    const rose = await signedIn(t.app, 'owner2@example.com');
    expect((await rose.send('delete', `${PAGE}/exceptions/${row.id}`)).status).toBe(404);
    expect((await owner.send('delete', `${PAGE}/exceptions/99999999999`)).status).toBe(404);
    const res = await owner.send('delete', `${PAGE}/exceptions/${row.id}`);
    expect(res.status).toBe(303);
    expect((await nextPage()).flash.success).toBe('Exception removed.');
    expect(
      await t.db.select().from(openingHourExceptions).where(eq(openingHourExceptions.id, row.id)),
    ).toEqual([]);
  });
});

describe('permission', () => {
  test('the manager, without "manage settings", gets 403 on every route', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(PAGE)).status).toBe(403);
    expect((await manager.send('put', PAGE, { days: Array(7).fill(OPEN) })).status).toBe(403);
    expect(
      (await manager.post(`${PAGE}/exceptions`, { date: addDays(today(), 1), closed: true }))
        .status,
    ).toBe(403);
    expect((await manager.send('delete', `${PAGE}/exceptions/1`)).status).toBe(403);
  });

  test('a guest is sent to sign in', async () => {
    const res = await new Client(t.app).visit(PAGE);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Fdashboard%2Fopening-hours');
  });
});
