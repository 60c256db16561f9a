import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  appointmentEvents,
  appointments,
  checkIns,
  customers,
  services,
} from '../../database/schema';
import { bookableServices, insertAppointment } from '../../database/queries/appointments';
import { addDays, storeMinuteToUtc, storeToday, weekdayOf } from '../../common/storeTime';

// The staff side of appointments: the calendar, booking from a slot, moving, statuses, the list and one appointment's history.

const TZ = 'America/New_York';
const CALENDAR = '/dashboard/appointments/calendars';
const LIST = '/dashboard/appointments';
const ACTOR = { byUserId: null, byEmployeeId: null, byName: 'Test' };

let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;
let cindy: number;
let david: number;
let roseTech: number;
let customer: number;
let roseCustomer: number;
let gel: number;
let pedicure: number;

/** A Thursday at least two days ahead: open 9:30 AM–7:30 PM, technicians work 9–7, no demo block. */
function nextThursday(): string {
  let d = addDays(storeToday(TZ), 2);
  while (weekdayOf(d) !== 4) d = addDays(d, 1);
  return d;
}
const at = (date: string, minute: number, tz = TZ) => storeMinuteToUtc(date, minute, tz).at;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
  cindy = (await employeeByNumber(t.db, lotus, '1003'))!.id;
  david = (await employeeByNumber(t.db, lotus, '1004'))!.id;
  roseTech = (await employeeByNumber(t.db, rose, '2001'))!.id;
  [{ id: customer }] = await t.db
    .insert(customers)
    .values({ storeId: lotus, name: 'Paula Booker', phone: '2025550901' })
    .returning({ id: customers.id });
  [{ id: roseCustomer }] = await t.db
    .insert(customers)
    .values({ storeId: rose, name: 'Rita West', phone: '4155550901' })
    .returning({ id: customers.id });
  const menu = await t.db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.storeId, lotus), eq(services.kind, 'service')));
  gel = menu.find((s) => s.name === 'Gel Manicure')!.id;
  pedicure = menu.find((s) => /pedicure/i.test(s.name))!.id;
});
afterAll(() => t.close());

/** An appointment written straight in (any day, any store), as a test fixture. */
async function fixture(
  store: number,
  technicianId: number,
  customerId: number,
  date: string,
  minute: number,
  tz = TZ,
) {
  const lines = await bookableServices(
    t.db,
    store,
    (
      await t.db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.storeId, store), eq(services.kind, 'service')))
        .limit(1)
    ).map((s) => s.id),
  );
  const startsAt = at(date, minute, tz);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  return t.db.transaction((tx) =>
    insertAppointment(
      tx,
      store,
      {
        customerId,
        technicianId,
        startsAt,
        endsAt,
        heldUntil: endsAt,
        status: 'booked',
        source: 'front_desk',
        anyTechnician: false,
        notes: null,
        services: lines,
      },
      ACTOR,
    ),
  );
}

const errorsAfter = async () => (await owner.visit(CALENDAR)).body.props.errors;

describe('the calendar', () => {
  test('a day has a column per technician working, opening ∩ working hours, the step, blocks and appointments', async () => {
    const date = nextThursday();
    const id = await fixture(lotus, cindy, customer, date, 11 * 60);
    const res = await owner.visit(`${CALENDAR}?date=${date}`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Appointment-calendars/Index');
    const { props } = res.body;
    expect(props).toMatchObject({
      view: 'day',
      date,
      previous: addDays(date, -1),
      next: addDays(date, 1),
      today: storeToday(TZ),
    });
    expect(props.grid).toMatchObject({
      step: 60,
      start: 540,
      end: 1200,
      // The salon's hours as minutes, not "Open 9:30 AM – 7:30 PM": the page says them in the reader's language.
      opening: { open: 570, close: 1170 },
      employee_name: null,
      now: null,
    });
    expect(props.grid).not.toHaveProperty('hours_label');
    expect(props.grid.columns).toHaveLength(8);
    const column = props.grid.columns.find(
      (c: { technician_id: number }) => c.technician_id === cindy,
    );
    expect(column).toMatchObject({
      key: String(cindy),
      technician_name: 'Cindy Le',
      date,
      color: '#16a34a',
      open: { start: 570, end: 1140 },
      // Her working hours as minutes, not "9:00 AM – 7:00 PM".
      hours: { start: 540, end: 1140 },
      blocks: [],
    });
    expect(column).not.toHaveProperty('title');
    expect(column).not.toHaveProperty('subtitle');
    const shown = props.grid.appointments.find((a: { id: number }) => a.id === id);
    expect(shown).toMatchObject({
      column: String(cindy),
      start: 660,
      end: 705,
      customer: 'Paula Booker',
      status: 'booked',
      movable: true,
      actions: ['confirmed', 'arrived', 'cancelled', 'no_show'],
    });
    // The status goes as its code only (the page says it): no English label among the keys.
    expect(props.statuses).toEqual(['confirmed', 'arrived', 'in_service', 'cancelled', 'no_show']);
    // Small: no phone digits, no database rows spread into the page.
    expect(Object.keys(shown).sort()).toEqual([
      'actions',
      'any_technician',
      'column',
      'customer',
      'date',
      'end',
      'id',
      'movable',
      'phone',
      'services',
      'start',
      'status',
      'technician_id',
    ]);
  });

  test('the weekly team lunch is shaded on Wednesdays; a bad date opens today', async () => {
    let wednesday = addDays(storeToday(TZ), 1);
    while (weekdayOf(wednesday) !== 3) wednesday = addDays(wednesday, 1);
    const { grid } = (await owner.visit(`${CALENDAR}?date=${wednesday}`)).body.props;
    expect(grid.columns[0].blocks).toEqual([{ start: 750, end: 810, title: 'Team lunch' }]);
    for (const bad of ['2026-02-31', 'tomorrow', '<script>']) {
      const res = await owner.visit(`${CALENDAR}?date=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(200);
      expect(res.body.props.date).toBe(storeToday(TZ));
    }
  });

  test('the week view is one technician, Monday to Sunday; another store’s technician is a 404', async () => {
    const date = nextThursday();
    const res = await owner.visit(`${CALENDAR}?date=${date}&view=week&employee=${david}`);
    expect(res.body.props).toMatchObject({
      view: 'week',
      technician_id: david,
      previous: addDays(date, -7),
    });
    const columns = res.body.props.grid.columns;
    expect(columns).toHaveLength(7);
    expect(weekdayOf(columns[0].date)).toBe(1);
    // Mondays off for the demo staff: a code, not "Off"; the day is the column's date, not "Mon 3/9".
    expect(columns[0]).toMatchObject({
      open: null,
      hours: 'off',
      technician_id: david,
      technician_name: 'David Pham',
    });
    expect(columns[0]).not.toHaveProperty('title');
    expect(res.body.props.grid).toMatchObject({ opening: null, employee_name: 'David Pham' });
    expect((await owner.visit(`${CALENDAR}?view=week&employee=${roseTech}`)).status).toBe(404);
  });

  test('without "view appointment calendars" every route is a 403', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const id = await fixture(lotus, cindy, customer, addDays(nextThursday(), 7), 15 * 60);
    expect((await manager.visit(CALENDAR)).status).toBe(403);
    expect((await manager.visit(LIST)).status).toBe(403);
    expect((await manager.visit(`${LIST}/${id}`)).status).toBe(403);
    expect((await manager.post(LIST, {})).status).toBe(403);
    expect((await manager.send('put', `${LIST}/${id}`, {})).status).toBe(403);
    expect((await manager.post(`${LIST}/${id}/status`, { status: 'confirmed' })).status).toBe(403);
    expect((await manager.visit(`${LIST}/customers?phone=2025550901`)).status).toBe(403);
  });
});

describe('booking from a slot', () => {
  test('books with the services in order, the end following their durations, and returns to the calendar on that date', async () => {
    const date = nextThursday();
    const res = await owner.post(
      LIST,
      {
        customer_id: customer,
        service_ids: [pedicure, gel],
        technician_id: david,
        date,
        start: '14:00',
        notes: 'First visit',
      },
      {
        Referer: `${t.config.appUrl}${CALENDAR}?view=week&employee=${david}&date=${addDays(date, -7)}`,
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${CALENDAR}?view=week&employee=${david}&date=${date}`);
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.storeId, lotus),
          eq(appointments.technicianId, david),
          eq(appointments.startsAt, at(date, 14 * 60)),
        ),
      );
    expect(row).toMatchObject({
      status: 'booked',
      source: 'front_desk',
      notes: 'First visit',
      byName: 'Linh Owner',
    });
    const detail = (await owner.visit(`${LIST}/${row.id}`)).body.props.appointment;
    expect(detail.services.map((s: { name: string }) => s.name)[1]).toBe('Gel Manicure');
    expect(
      detail.services.every((s: { price_cents: unknown }) => Number.isInteger(s.price_cents)),
    ).toBe(true);
    expect(detail.start_time).toBe(row.startsAt.toISOString());
    const minutes = detail.services.reduce(
      (sum: number, s: { minutes: number }) => sum + s.minutes,
      0,
    );
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(minutes * 60_000);
  });

  test('an overlapping booking is refused next to the start, and nothing is written', async () => {
    const date = nextThursday();
    await fixture(lotus, cindy, customer, date, 16 * 60);
    const before = (await t.db.select().from(appointments).where(eq(appointments.storeId, lotus)))
      .length;
    const res = await owner.post(LIST, {
      customer_id: customer,
      service_ids: [gel],
      technician_id: cindy,
      date,
      start: '16:15',
    });
    expect(res.status).toBe(302);
    expect(await errorsAfter()).toEqual({ start: 'Cindy Le already has an appointment then.' });
    expect(
      (await t.db.select().from(appointments).where(eq(appointments.storeId, lotus))).length,
    ).toBe(before);
  });

  test('fields are checked with messages: no services, a bad time, outside opening hours', async () => {
    await owner.post(LIST, {
      customer_id: customer,
      service_ids: [],
      technician_id: 'anyone',
      date: 'x',
      start: '25:00',
    });
    expect(await errorsAfter()).toEqual({
      service_ids: 'Choose at least one service.',
      date: 'The date must be a valid date.',
      start: 'The start must be a valid time.',
    });
    await owner.post(LIST, {
      customer_id: customer,
      service_ids: [gel],
      technician_id: cindy,
      date: nextThursday(),
      start: '08:00',
    });
    expect(await errorsAfter()).toEqual({
      start: 'That time is outside opening hours (9:30 AM to 7:30 PM).',
    });
  });

  test('"Anyone" books a free technician', async () => {
    const res = await owner.post(LIST, {
      customer_id: customer,
      service_ids: [gel],
      technician_id: 'anyone',
      date: nextThursday(),
      start: '17:30',
    });
    expect(res.status).toBe(303);
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.storeId, lotus),
          eq(appointments.startsAt, at(nextThursday(), 17 * 60 + 30)),
        ),
      );
    expect(row.anyTechnician).toBe(true);
  });

  test('another store’s customer or technician is a 404', async () => {
    const base = { service_ids: [gel], date: nextThursday(), start: '12:00' };
    expect(
      (await owner.post(LIST, { ...base, customer_id: roseCustomer, technician_id: cindy })).status,
    ).toBe(404);
    expect(
      (await owner.post(LIST, { ...base, customer_id: customer, technician_id: roseTech })).status,
    ).toBe(404);
  });

  test('the customer lookup and quick add work for the calendar', async () => {
    const found = await owner.agent
      .get(`${LIST}/customers?phone=(202) 555-0901`)
      .set('Accept', 'application/json');
    expect(found.body.customer).toMatchObject({ id: customer, name: 'Paula Booker' });
    const made = await owner.json(`${LIST}/customers`, { name: 'New Face', phone: '2025550988' });
    expect(made.status).toBe(201);
    expect(made.body.customer.name).toBe('New Face');
  });
});

describe('moving and resizing', () => {
  test('a drag to another technician is saved and recorded; onto someone’s appointment it is refused', async () => {
    const date = addDays(nextThursday(), 7);
    const id = await fixture(lotus, cindy, customer, date, 10 * 60);
    await fixture(lotus, david, customer, date, 13 * 60);
    const ok = await owner.send('put', `${LIST}/${id}`, {
      technician_id: david,
      date,
      start: '10:30',
      end: '11:30',
    });
    expect(ok.status).toBe(303);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({
      technicianId: david,
      startsAt: at(date, 630),
      endsAt: at(date, 690),
      version: 2,
    });
    await owner.send('put', `${LIST}/${id}`, {
      technician_id: david,
      date,
      start: '12:45',
      end: '13:45',
    });
    expect(await errorsAfter()).toEqual({ start: 'David Pham already has an appointment then.' });
    const [still] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(still.startsAt).toEqual(at(date, 630));
    await owner.send('put', `${LIST}/${id}`, {
      technician_id: david,
      date,
      start: '11:00',
      end: '10:00',
    });
    expect(await errorsAfter()).toEqual({ end: 'The end must be after the start.' });
  });

  test('a resize keeps the start and technician and is checked like a move: into the next appointment it is refused', async () => {
    const date = addDays(nextThursday(), 35);
    const id = await fixture(lotus, cindy, customer, date, 10 * 60);
    await fixture(lotus, cindy, customer, date, 12 * 60);
    expect(
      (
        await owner.send('put', `${LIST}/${id}`, {
          technician_id: cindy,
          date,
          start: '10:00',
          end: '11:45',
        })
      ).status,
    ).toBe(303);
    const [longer] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(longer).toMatchObject({
      technicianId: cindy,
      startsAt: at(date, 600),
      endsAt: at(date, 705),
    });
    await owner.send('put', `${LIST}/${id}`, {
      technician_id: cindy,
      date,
      start: '10:00',
      end: '12:30',
    });
    expect(await errorsAfter()).toEqual({ start: 'Cindy Le already has an appointment then.' });
    const [kept] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(kept.endsAt).toEqual(at(date, 705));
    const history = await t.db
      .select()
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, id));
    expect(history.map((e) => e.action)).toEqual(['created', 'moved']);
  });

  test('another store’s appointment is a 404 on every route, and so is an impossible id', async () => {
    const id = await fixture(
      rose,
      roseTech,
      roseCustomer,
      addDays(storeToday('America/Los_Angeles'), 3),
      12 * 60,
      'America/Los_Angeles',
    );
    expect((await owner.visit(`${LIST}/${id}`)).status).toBe(404);
    expect(
      (
        await owner.send('put', `${LIST}/${id}`, {
          technician_id: cindy,
          date: nextThursday(),
          start: '10:00',
          end: '11:00',
        })
      ).status,
    ).toBe(404);
    expect((await owner.post(`${LIST}/${id}/status`, { status: 'confirmed' })).status).toBe(404);
    expect((await owner.visit(`${LIST}/99999999999`)).status).toBe(404);
    expect((await owner.visit(`${LIST}/0`)).status).toBe(404);
    const mine = await fixture(lotus, cindy, customer, addDays(nextThursday(), 14), 10 * 60);
    expect(
      (
        await owner.send('put', `${LIST}/${mine}`, {
          technician_id: roseTech,
          date: addDays(nextThursday(), 14),
          start: '10:00',
          end: '11:00',
        })
      ).status,
    ).toBe(404);
  });
});

describe('statuses', () => {
  test('confirm, then cancel: the reason is required, and the history says who, when, before → after', async () => {
    const id = await fixture(lotus, cindy, customer, addDays(nextThursday(), 21), 10 * 60);
    expect((await owner.post(`${LIST}/${id}/status`, { status: 'confirmed' })).status).toBe(303);
    await owner.post(`${LIST}/${id}/status`, { status: 'cancelled', reason: ' ' });
    expect(await errorsAfter()).toEqual({ reason: 'Please give a reason for cancelling.' });
    await owner.post(`${LIST}/${id}/status`, { status: 'completed' });
    expect((await errorsAfter()).status).toBe('Choose a status.');
    expect(
      (
        await owner.post(`${LIST}/${id}/status`, {
          status: 'cancelled',
          reason: 'Called to cancel',
        })
      ).status,
    ).toBe(303);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Called to cancel' });
    const show = await owner.visit(`${LIST}/${id}`);
    expect(show.body.component).toBe('Admin/Appointments/Show');
    const history = show.body.props.appointment.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'status',
      'cancelled',
    ]);
    // Codes only: the page says the status, the source and the action in the reader's language.
    expect(show.body.props.appointment).toMatchObject({
      status: 'cancelled',
      source: 'front_desk',
    });
    expect(show.body.props.appointment).not.toHaveProperty('status_label');
    // Before and after as values: the page writes them "Booked → Confirmed".
    const status = (value: string) => ({
      technician: null,
      start_time: null,
      end_time: null,
      status: value,
    });
    expect(history[1]).toMatchObject({
      by: 'Linh Owner',
      change: { before: status('booked'), after: status('confirmed') },
    });
    expect(history[2]).toMatchObject({
      change: { before: status('confirmed'), after: status('cancelled') },
      reason: 'Called to cancel',
    });
    expect(history[2].at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(show.body.props.appointment).toMatchObject({ actions: [], movable: false });
    // Cancelled is final.
    await owner.post(`${LIST}/${id}/status`, { status: 'arrived' });
    expect((await errorsAfter()).status).toBe(
      'This appointment is cancelled; it cannot be marked as arrived.',
    );
  });

  test('arrived puts her in today’s queue assigned to her technician; in service starts it and opens the POS', async () => {
    const id = await fixture(lotus, cindy, customer, storeToday(TZ), 10 * 60);
    expect((await owner.post(`${LIST}/${id}/status`, { status: 'arrived' })).status).toBe(303);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row.status).toBe('arrived');
    const [visit] = await t.db.select().from(checkIns).where(eq(checkIns.id, row.checkInId!));
    expect(visit).toMatchObject({
      customerId: customer,
      status: 'assigned',
      assignedTechnicianId: cindy,
      requestedTechnicianId: cindy,
      source: 'appointment',
      appointmentId: id,
      businessDate: storeToday(TZ),
    });
    expect(visit.serviceIds.length).toBe(1);
    // A second tap changes nothing.
    await owner.post(`${LIST}/${id}/status`, { status: 'arrived' });
    expect((await t.db.select().from(checkIns).where(eq(checkIns.appointmentId, id))).length).toBe(
      1,
    );

    const started = await owner.post(`${LIST}/${id}/status`, { status: 'in_service' });
    expect(started.status).toBe(303);
    expect(started.headers.location).toBe(
      `/dashboard/pos/pay/ticket?check_in=${visit.id}&technician=${cindy}`,
    );
    const [after] = await t.db.select().from(checkIns).where(eq(checkIns.id, visit.id));
    expect(after.status).toBe('in_service');
    const events = await t.db
      .select()
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, id))
      .orderBy(appointmentEvents.id);
    expect(events.map((e) => [e.action, e.after?.status])).toEqual([
      ['created', 'booked'],
      ['status', 'arrived'],
      ['status', 'in_service'],
    ]);
  });

  test('only today’s appointments can arrive', async () => {
    const id = await fixture(lotus, cindy, customer, addDays(nextThursday(), 28), 10 * 60);
    await owner.post(`${LIST}/${id}/status`, { status: 'arrived' });
    expect((await errorsAfter()).status).toBe(
      "Only today's appointments can be marked as arrived.",
    );
  });
});

describe('the list', () => {
  test('filters by from/to days, technician and status, paged by the server, start shown MM-DD-YYYY hh:mm A', async () => {
    const from = nextThursday();
    const res = await owner.visit(`${LIST}?from=${from}&to=${addDays(from, 0)}&employee=${david}`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Appointments/Index');
    const { appointments: page, filters } = res.body.props;
    expect(filters).toMatchObject({ range: null, from, to: from, employee: david, status: null });
    expect(page.data.length).toBeGreaterThan(0);
    expect(
      page.data.every((r: { technician: string }) => r.technician === page.data[0].technician),
    ).toBe(true);
    // An instant, on the day asked for in the store's zone.
    expect(storeToday(TZ, new Date(page.data[0].start_time))).toBe(from);
    for (const r of page.data as { status: string; source: string }[]) {
      expect(APPOINTMENT_STATUSES).toContain(r.status);
      expect(APPOINTMENT_SOURCES).toContain(r.source);
      expect(r).not.toHaveProperty('status_label');
    }
    expect(res.body.props.ranges).toContain('thisMonth');
    expect(res.body.props.statuses).toContain('no_show');
    expect(JSON.stringify(res.body.props)).not.toMatch(/Front desk|Last 3 Months|No-show/);
    const cancelled = await owner.visit(
      `${LIST}?from=${from}&to=${addDays(from, 30)}&status=cancelled`,
    );
    expect(cancelled.body.props.appointments.data.map((r: { status: string }) => r.status)).toEqual(
      ['cancelled'],
    );
    // Odd filters read as their defaults.
    const odd = await owner.visit(`${LIST}?range=forever&status=gone&page=-3&employee=abc`);
    expect(odd.status).toBe(200);
    expect(odd.body.props.filters).toMatchObject({ range: 'today', employee: null, status: null });
  });
});
