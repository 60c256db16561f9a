import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import pino from 'pino';
import { and, eq } from 'drizzle-orm';
import { Client, createTestApp, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  appointmentEvents,
  appointments,
  customerConsentEvents,
  customers,
  jobs,
  services,
} from '../../database/schema';
import {
  saveAppointmentSettings,
  DEFAULT_APPOINTMENT_SETTINGS,
} from '../../database/queries/appointmentSettings';
import { addDays, storeToday, weekdayOf } from '../../common/storeTime';
import { SLOT_TAKEN } from '../../server/domain/appointments/booking';
import { LINK_INVALID, reminderJobKey } from '../../server/domain/appointments/onlineBooking';
import { createJobRunner } from '../../server/jobs/runner';
import { jobHandlers } from '../../server/jobs/appointmentReminders';
import { routeUrl } from '../../server/http/urls';
import type { MailMessage } from '../../server/services/mail';

/** Online booking, the customer's side: the menu, the steps, the booking, the signed manage link, the reminder. */
let t: TestApp;
let lotus: number;
let rose: number;
let cindy: number;
let roseTech: number;
let lotusServices: number[];
let roseService: number;
let phoneSeq = 0;
/** Phones of this file's own customers: 555-02xx-… never collides with the demo's. */
const nextPhone = () => `555020${String(phoneSeq++).padStart(4, '0')}`;

/** A Tuesday at least four days ahead: Lotus is open 9:30 AM–7:30 PM and the technicians work. */
function aTuesday(weeksLater = 0): string {
  let d = addDays(storeToday('America/New_York'), 4);
  while (weekdayOf(d) !== 2) d = addDays(d, 1);
  return addDays(d, weeksLater * 7);
}

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  cindy = (await employeeByNumber(t.db, lotus, '1003'))!.id;
  roseTech = (await employeeByNumber(t.db, rose, '2001'))!.id;
  lotusServices = (
    await t.db
      .select({ id: services.id })
      .from(services)
      .where(
        and(eq(services.storeId, lotus), eq(services.kind, 'service'), eq(services.isActive, true)),
      )
      .limit(2)
  ).map((s) => s.id);
  [{ id: roseService }] = await t.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.storeId, rose), eq(services.kind, 'service')))
    .limit(1);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetThrottles();
  t.mail.length = 0;
});

const bookingPage = (store: number, query = '') => `/book/${store}${query}`;

/** The free times the page offers for Cindy (or anyone) on a date. */
async function slotsFor(
  c: Client,
  date: string,
  employee: number | 'anyone' = cindy,
  serviceIds = [lotusServices[0]],
) {
  const res = await c.visit(
    bookingPage(lotus, `?services=${serviceIds.join(',')}&employee=${employee}&date=${date}`),
  );
  expect(res.status).toBe(200);
  return res.body.props.slots as { starts_at: string; minute: number }[];
}

/** Books as a new visitor; answers the client, the response and what was posted. */
async function book(overrides: Record<string, unknown> = {}, c = new Client(t.app)) {
  // Cindy's first free time on the first of three Tuesdays that still has one (this file books her a dozen times).
  let date = aTuesday();
  let slots = await slotsFor(c, date);
  for (let week = 1; week < 3 && !slots.length; week++)
    slots = await slotsFor(c, (date = aTuesday(week)));
  const body = {
    service_ids: [lotusServices[0]],
    employee: cindy,
    starts_at: slots[0]?.starts_at,
    name: 'Maria Lopez',
    phone: nextPhone(),
    email: 'maria@example.com',
    sms_consent: true,
    ...overrides,
  };
  const res = await c.post(bookingPage(lotus), body, {
    Referer: `http://localhost:3000${bookingPage(lotus)}?date=${date}`,
  });
  return { c, res, body };
}

const errorsAfter = async (c: Client) =>
  (await c.visit(bookingPage(lotus))).body.props.errors as Record<string, string>;
const appointmentIdOf = (location: string) => Number(/\/appointments\/(\d+)$/.exec(location)?.[1]);
const linkIn = (m: MailMessage) => /https?:\/\/\S+signature=[0-9a-f]{64}/.exec(m.text)![0];
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('the menu', () => {
  test('lists active services by category with price and duration, and retail on its own', async () => {
    const res = await new Client(t.app).visit(`/book/${lotus}/menu`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Customer/Menu');
    const { salon: store, categories, services: items, retail } = res.body.props;
    expect(store.name).toBe('Lotus Nail Spa');
    expect(categories.length).toBeGreaterThan(0);
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      category_id: expect.anything(),
      name: expect.any(String),
      minutes: expect.any(Number),
      price: expect.any(Number),
    });
    const all = await t.db.select().from(services).where(eq(services.storeId, lotus));
    const inactive = all.filter((s) => !s.isActive).map((s) => s.id);
    const shown = [...items, ...retail].map((s: { id: number }) => s.id);
    for (const id of inactive) expect(shown).not.toContain(id);
    expect(
      items.every((s: { id: number }) => all.find((x) => x.id === s.id)?.kind === 'service'),
    ).toBe(true);
    expect(
      retail.every((s: { id: number }) => all.find((x) => x.id === s.id)?.kind === 'retail'),
    ).toBe(true);
  });

  test('an unknown or impossible store is a 404', async () => {
    const c = new Client(t.app);
    for (const id of ['999999', '0', '-1', 'abc', '2147483648', '007']) {
      expect((await c.visit(`/book/${id}/menu`)).status, id).toBe(404);
      expect((await c.visit(`/book/${id}`)).status, id).toBe(404);
    }
  });
});

describe('the booking page', () => {
  test('offers services, technicians, "Anyone", the days of the window and the consent words', async () => {
    const res = await new Client(t.app).visit(bookingPage(lotus));
    expect(res.body.component).toBe('Customer/Appointments');
    const p = res.body.props;
    expect(p.services.length).toBeGreaterThan(0);
    expect(p.technicians.map((x: { id: number }) => x.id)).toContain(cindy);
    expect(p.allow_anyone).toBe(true);
    expect(p.days).toHaveLength(DEFAULT_APPOINTMENT_SETTINGS.bookingWindowDays + 1);
    // The day as YYYY-MM-DD only, not "Tuesday, November 24, 2026": the page writes it in the reader's language.
    expect(p.days[0]).toEqual({ date: storeToday('America/New_York'), open: true });
    expect(p.consent_text.length).toBeGreaterThan(10);
    expect(p.slots).toEqual([]);
  });

  test('closed days are marked closed (Rose Nails closes on Mondays)', async () => {
    const { days } = (await new Client(t.app).visit(bookingPage(rose))).body.props;
    const mondays = days.filter((d: { date: string }) => weekdayOf(d.date) === 1);
    expect(mondays.length).toBeGreaterThan(0);
    expect(mondays.every((d: { open: boolean }) => !d.open)).toBe(true);
    expect(days.some((d: { open: boolean }) => d.open)).toBe(true);
  });

  test('free times come from the query, shown h:mm A, and a partial reload sends only them', async () => {
    const c = new Client(t.app);
    const date = aTuesday();
    const slots = await slotsFor(c, date);
    expect(slots.length).toBeGreaterThan(3);
    // Its instant and its minute of the salon's day, not "9:30 AM": the page writes it in the reader's language.
    expect(Object.keys(slots[0]).sort()).toEqual(['minute', 'starts_at']);
    expect(slots[0].minute % 5).toBe(0);
    const partial = await c.visit(
      bookingPage(lotus, `?services=${lotusServices[0]}&employee=anyone&date=${date}`),
      {
        'X-Inertia-Partial-Component': 'Customer/Appointments',
        'X-Inertia-Partial-Data': 'slots',
      },
    );
    expect(
      Object.keys(partial.body.props).filter(
        (k) => !['errors', 'flash', 'app', 'auth', 'logo'].includes(k),
      ),
    ).toEqual(['slots']);
    expect(partial.body.props.slots.length).toBeGreaterThanOrEqual(slots.length);
  });

  test('another store’s service or technician, or a closed day, gets no times', async () => {
    const c = new Client(t.app);
    expect(await slotsFor(c, aTuesday(), cindy, [roseService])).toEqual([]);
    expect(await slotsFor(c, aTuesday(), roseTech)).toEqual([]);
    // Out of the window.
    expect(await slotsFor(c, addDays(aTuesday(), 70))).toEqual([]);
    // Hostile queries are ignored, not errors.
    expect(
      (await c.visit(bookingPage(lotus, '?services=1e9,x&employee=-1&date=2026-02-31'))).status,
    ).toBe(200);
  });
});

describe('booking', () => {
  test('creates the customer, the appointment, her consent, the reminder, and emails the confirmation with an .ics', async () => {
    const { c, res, body } = await book();
    expect(res.status).toBe(303);
    const id = appointmentIdOf(res.headers.location);
    expect(res.headers.location).toBe(`/book/${lotus}/appointments/${id}`);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({
      storeId: lotus,
      technicianId: cindy,
      status: 'confirmed',
      source: 'online',
      version: 1,
    });
    expect(row.startsAt.toISOString()).toBe(body.starts_at);
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, lotus), eq(customers.phone, body.phone as string)));
    expect(customer).toMatchObject({
      id: row.customerId,
      name: 'Maria Lopez',
      email: 'maria@example.com',
      smsConsentSource: 'booking',
    });
    const consent = await t.db
      .select()
      .from(customerConsentEvents)
      .where(eq(customerConsentEvents.customerId, customer.id));
    expect(consent).toHaveLength(1);
    expect(consent[0].consentText).toBe(
      (await c.visit(bookingPage(lotus))).body.props.consent_text,
    );
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, reminderJobKey(id, 1))),
    ).toHaveLength(1);

    expect(t.mail).toHaveLength(1);
    const [mail] = t.mail;
    expect(mail.to).toBe('maria@example.com');
    expect(mail.subject).toContain('Lotus Nail Spa');
    const ics = String(mail.attachments?.[0].content);
    expect(mail.attachments?.[0].filename).toBe('appointment.ics');
    expect(ics).toContain(`UID:appointment-${id}@`);
    expect(ics).toContain(`DTSTART:${body.starts_at!.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(linkIn(mail)).toContain(`/book/${lotus}/appointments/${id}?`);

    // This browser sees the confirmation at once.
    const page = await c.visit(res.headers.location);
    expect(page.body.component).toBe('Customer/AppointmentConfirmed');
    expect(page.body.props.appointment).toMatchObject({
      id,
      status: 'confirmed',
      technician: 'Cindy',
    });
    expect(page.body.props.appointment).not.toHaveProperty('date_label');
    expect(page.body.props.can_change).toBe(true);
    // Money in cents: the services' prices and their total, which the page formats.
    const { services, total } = page.body.props.appointment;
    expect(services.length).toBeGreaterThan(0);
    expect(total).toBe(services.reduce((sum: number, s: { price: number }) => sum + s.price, 0));
    expect(page.body.props.appointment).not.toHaveProperty('total_label');
    // What a page in another language writes the times from: the instants and the salon's zone.
    expect(page.body.props.appointment.starts_at).toBe(
      new Date(body.starts_at as string).toISOString(),
    );
    expect(page.body.props.appointment.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(page.body.props.change_deadline.at).getTime()).toBeLessThan(
      new Date(body.starts_at as string).getTime(),
    );
    expect(page.body.props.salon.timezone).toBe('America/New_York');
    expect(page.body.props.locale).toBe('en');
  });

  test('a known phone keeps its name and email; only empty ones are filled', async () => {
    const phone = nextPhone();
    const [known] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Real Owner', phone, email: null })
      .returning();
    const { res } = await book({
      phone,
      name: 'Someone Else',
      email: 'new@example.com',
      sms_consent: false,
    });
    expect(res.status).toBe(303);
    const [after] = await t.db.select().from(customers).where(eq(customers.id, known.id));
    expect(after).toMatchObject({
      name: 'Real Owner',
      email: 'new@example.com',
      smsConsentAt: null,
    });
    await book({ phone, email: 'other@example.com' });
    const [still] = await t.db.select().from(customers).where(eq(customers.id, known.id));
    expect(still.email).toBe('new@example.com');
  });

  test('an online booking waits for staff when the store asks for confirmation', async () => {
    await saveAppointmentSettings(t.db, lotus, {
      ...DEFAULT_APPOINTMENT_SETTINGS,
      requireConfirmation: true,
    });
    try {
      const { res } = await book();
      const [row] = await t.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, appointmentIdOf(res.headers.location)));
      expect(row.status).toBe('booked');
      expect(english(t.mail[0].text)).toContain('will confirm');
    } finally {
      await saveAppointmentSettings(t.db, lotus, DEFAULT_APPOINTMENT_SETTINGS);
    }
  });

  test('bad input is refused next to each field, and nothing is written', async () => {
    const before = (await t.db.select().from(appointments)).length;
    const { c, res } = await book({
      service_ids: [],
      employee: 'x',
      starts_at: 'tomorrow',
      name: 'x'.repeat(101),
      phone: '123',
      email: 'not-an-email',
    });
    expect(res.status).toBe(302);
    expect(await errorsAfter(c)).toEqual({
      service_ids: 'Please choose at least one service.',
      employee: 'Please choose a technician.',
      starts_at: 'Please choose a time.',
      name: 'The name may not be longer than 100 characters.',
      phone: 'The phone must be a 10-digit phone number.',
      email: 'The email must be a valid email address.',
    });
    const empty = await book({ name: '  ' });
    expect(await errorsAfter(empty.c)).toEqual({ name: 'The name field is required.' });
    expect((await t.db.select().from(appointments)).length).toBe(before);
  });

  test('another store’s service or technician is refused', async () => {
    const a = await book({ service_ids: [roseService] });
    expect(english((await errorsAfter(a.c)).service_ids)).toBe(
      'Please choose services from the menu.',
    );
    const b = await book({ employee: roseTech });
    expect(english((await errorsAfter(b.c)).employee)).toBe(
      'Please choose a technician from the list.',
    );
  });

  test('a time taken a moment ago answers "That time was just taken" next to the times, and leaves no customer behind', async () => {
    const first = await book();
    expect(first.res.status).toBe(303);
    const phone = nextPhone();
    const second = await book({ starts_at: first.body.starts_at, phone });
    expect(second.res.status).toBe(302);
    expect(await errorsAfter(second.c)).toEqual({ starts_at: SLOT_TAKEN });
    expect(
      await t.db
        .select()
        .from(customers)
        .where(and(eq(customers.storeId, lotus), eq(customers.phone, phone))),
    ).toEqual([]);
    // The refreshed list no longer offers it.
    expect((await slotsFor(second.c, aTuesday())).map((s) => s.starts_at)).not.toContain(
      first.body.starts_at,
    );
  });

  test('is limited per phone and per address', async () => {
    const phone = nextPhone();
    const c = new Client(t.app);
    // Well-formed but not free: each one counts against the phone, and books nothing.
    for (let i = 0; i < 5; i++) await book({ phone, starts_at: '2020-01-07T15:00:00Z' }, c);
    const limited = await book({ phone }, c);
    expect(limited.res.status).toBe(302);
    expect(english((await errorsAfter(c)).phone)).toMatch(
      /^Too many bookings from here\. Please wait \d+ minutes/,
    );
    await t.resetThrottles();
    for (let i = 0; i < 20; i++) await book({ starts_at: 'x' }, c);
    await book({}, c);
    expect(english((await errorsAfter(c)).phone)).toMatch(/^Too many bookings/);
  });
});

describe('the signed manage link', () => {
  test('opens the appointment in another browser; tampered, stale or cancelled links are refused', async () => {
    const { res } = await book();
    const id = appointmentIdOf(res.headers.location);
    const link = pathOf(linkIn(t.mail[0]));
    const other = new Client(t.app);
    // Without the link, nothing.
    const bare = await other.visit(`/book/${lotus}/appointments/${id}`);
    expect(bare.status).toBe(403);
    expect(bare.body.props.message).toBe(english(LINK_INVALID));
    // Tampered: another appointment's id, another version, a changed signature.
    for (const bad of [
      link.replace(`/appointments/${id}?`, `/appointments/${id + 1}?`),
      link.replace('v=1', 'v=2'),
      link.replace(/signature=(.)/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`),
    ]) {
      const r = await other.visit(bad);
      expect(r.status, bad).toBe(403);
      expect(r.body.props.message).toBe(english(LINK_INVALID));
    }
    // In another store's path.
    expect((await other.visit(link.replace(`/book/${lotus}/`, `/book/${rose}/`))).status).toBe(403);
    const ok = await other.visit(link);
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe(`/book/${lotus}/appointments/${id}`);
    expect((await other.visit(ok.headers.location)).body.component).toBe(
      'Customer/AppointmentConfirmed',
    );
    const ics = await other.get(`/book/${lotus}/appointments/${id}/calendar`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.text).toContain('BEGIN:VEVENT\r\n');
  });

  test('cancel is refused inside the notice, with the salon’s phone; before it, cancels with the reason and a history row', async () => {
    const { c, res } = await book();
    const id = appointmentIdOf(res.headers.location);
    const page = res.headers.location;
    await saveAppointmentSettings(t.db, lotus, {
      ...DEFAULT_APPOINTMENT_SETTINGS,
      cancelNoticeMinutes: 60 * 24 * 60,
    });
    try {
      expect((await c.visit(page)).body.props.can_change).toBe(false);
      const refused = await c.post(
        `${page}/cancel`,
        {},
        { Referer: `http://localhost:3000${page}` },
      );
      expect(refused.status).toBe(302);
      expect(english((await c.visit(page)).body.flash.error)).toMatch(
        /^It is too close to your appointment to change it online\. Please call the salon/,
      );
      expect(
        (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0].status,
      ).toBe('confirmed');
    } finally {
      await saveAppointmentSettings(t.db, lotus, DEFAULT_APPOINTMENT_SETTINGS);
    }
    const done = await c.post(`${page}/cancel`);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`/book/${lotus}`);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'Cancelled by customer' });
    const events = await t.db
      .select()
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, id));
    expect(events.map((e) => e.action)).toEqual(['created', 'cancelled']);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, reminderJobKey(id, 1))),
    ).toEqual([]);
    // The link and the grant are done.
    expect((await c.visit(page)).status).toBe(403);
    expect((await new Client(t.app).visit(pathOf(linkIn(t.mail[0])))).status).toBe(403);
    expect((await c.post(`${page}/cancel`)).status).toBe(403);
  });

  test('reschedule moves it to another free time, emails a new link and retires the old one', async () => {
    const { c, res, body } = await book();
    const id = appointmentIdOf(res.headers.location);
    const page = res.headers.location;
    const oldLink = pathOf(linkIn(t.mail[0]));
    const date = aTuesday(1);
    const { slots } = (await c.visit(`${page}?date=${date}`)).body.props;
    expect(slots.length).toBeGreaterThan(0);
    const moved = await c.post(
      `${page}/reschedule`,
      { starts_at: slots[2].starts_at },
      { Referer: `http://localhost:3000${page}?date=${date}` },
    );
    expect(moved.status).toBe(303);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row.startsAt.toISOString()).toBe(slots[2].starts_at);
    expect(row.startsAt.toISOString()).not.toBe(body.starts_at);
    expect(row.version).toBe(2);
    expect(t.mail).toHaveLength(2);
    expect(english(t.mail[1].subject)).toContain('has moved');
    expect(english((await c.visit(page)).body.flash.success)).toBe('Your appointment was moved.');
    expect((await new Client(t.app).visit(oldLink)).status).toBe(403);
    expect((await new Client(t.app).visit(pathOf(linkIn(t.mail[1])))).status).toBe(303);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, reminderJobKey(id, 2))),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, reminderJobKey(id, 1))),
    ).toEqual([]);
    // A time that is not free, or a bad one, is refused next to the times.
    await c.post(
      `${page}/reschedule`,
      { starts_at: new Date(Date.now() + 3600_000).toISOString() },
      { Referer: `http://localhost:3000${page}` },
    );
    expect((await c.visit(page)).body.props.errors).toEqual({ starts_at: SLOT_TAKEN });
    await c.post(
      `${page}/reschedule`,
      { starts_at: 'soon' },
      { Referer: `http://localhost:3000${page}` },
    );
    expect((await c.visit(page)).body.props.errors).toEqual({ starts_at: 'Please choose a time.' });
  });
});

describe('the reminder', () => {
  const logger = pino({ level: 'silent' });
  const runner = () =>
    createJobRunner(
      t.db,
      logger,
      jobHandlers({
        db: t.db,
        mailer: { send: async (m) => void t.mail.push(m) },
        secrets: { appUrl: t.config.appUrl, sessionSecret: t.config.sessionSecret },
        appName: 'Chairside',
        routeUrl,
      }),
    );
  const makeDue = (key: string) =>
    t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.key, key));

  test('run twice, and by two runners at once, sends one email and logs one "reminded"', async () => {
    const { res } = await book();
    const id = appointmentIdOf(res.headers.location);
    t.mail.length = 0;
    await makeDue(reminderJobKey(id, 1));
    await Promise.all([runner().runDue(), runner().runDue()]);
    // A rerun of the same job (a process that died before marking it done).
    await t.db
      .update(jobs)
      .set({ doneAt: null, lockedUntil: null })
      .where(eq(jobs.key, reminderJobKey(id, 1)));
    await runner().runDue();
    const reminders = t.mail.filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].text).toMatch(/signature=[0-9a-f]{64}/);
    const events = await t.db
      .select()
      .from(appointmentEvents)
      .where(
        and(eq(appointmentEvents.appointmentId, id), eq(appointmentEvents.action, 'reminded')),
      );
    expect(events).toHaveLength(1);
    expect(
      (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0].reminderSentAt,
    ).not.toBeNull();
  });

  test('a mail failure gives the claim back, so the retry sends it', async () => {
    const { res } = await book();
    expect(res.status).toBe(303);
    const id = appointmentIdOf(res.headers.location);
    await makeDue(reminderJobKey(id, 1));
    let fail = true;
    const sent: MailMessage[] = [];
    const flaky = createJobRunner(
      t.db,
      logger,
      jobHandlers({
        db: t.db,
        mailer: {
          send: async (m) => {
            if (fail) throw new Error('SMTP down');
            sent.push(m);
          },
        },
        secrets: { appUrl: t.config.appUrl, sessionSecret: t.config.sessionSecret },
        appName: 'Chairside',
        routeUrl,
      }),
      { backoffMs: () => -1000 },
    );
    expect(await flaky.runDue()).toMatchObject({ failed: 1 });
    expect(
      (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0].reminderSentAt,
    ).toBeNull();
    fail = false;
    await flaky.runDue();
    expect(sent.filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(1);
  });

  test('a cancelled appointment, or an old version, gets no reminder', async () => {
    const { res, c } = await book();
    const id = appointmentIdOf(res.headers.location);
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() + 3600_000) })
      .where(eq(jobs.key, reminderJobKey(id, 1)));
    await c.post(`${res.headers.location}/cancel`);
    // Scheduled again by hand as if a stale job had stayed behind: the claim refuses it.
    await t.db.insert(jobs).values({
      kind: 'appointment.reminder',
      key: `stale:${id}`,
      runAt: new Date(Date.now() - 1000),
      storeId: lotus,
      payload: { storeId: lotus, appointmentId: id, version: 1 },
    });
    t.mail.length = 0;
    await runner().runDue();
    expect(t.mail).toEqual([]);
  });
});
