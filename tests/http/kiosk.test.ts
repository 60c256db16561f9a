import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  checkIns,
  checkInSettings,
  customerConsentEvents,
  customers,
  services,
} from '../../database/schema';
import { openClockRecord } from '../../database/queries/clockRecords';

/** The self check-in kiosk: the link, the station device, the three steps, validation, duplicates, the rate limit. */
let t: TestApp;
let lotus: number;
let rose: number;
let token: string;
let phoneSeq = 0;
/** Phones of this file's own customers: 555-01xx never collides with the demo's. */
const nextPhone = () => `555010${String(phoneSeq++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  // The settings tab makes the link on first look.
  const owner = await signedIn(t.app, 'owner@example.com');
  expect((await owner.visit('/dashboard/settings?tab=checkins')).status).toBe(200);
  [{ token }] = await t.db
    .select({ token: checkInSettings.kioskToken })
    .from(checkInSettings)
    .where(eq(checkInSettings.storeId, lotus));
});
afterAll(() => t.close());
beforeEach(() => t.resetThrottles());

/** A guest at the kiosk link, past the digit pad with `phone`. */
async function atKiosk(phone: string) {
  const c = new Client(t.app);
  const pad = await c.visit(`/kiosk/${token}`);
  expect(pad.status).toBe(200);
  const res = await c.post(`/kiosk/${token}`, { phone });
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe(`/kiosk/${token}/customer`);
  return c;
}

const anyService = async () =>
  (
    await t.db
      .select({ id: services.id })
      .from(services)
      .where(
        and(eq(services.storeId, lotus), eq(services.kind, 'service'), eq(services.isActive, true)),
      )
      .limit(2)
  ).map((s) => s.id);

describe('the kiosk link', () => {
  test('shows the digit pad at /kiosk/{token} with the store’s welcome, no sign-in', async () => {
    const res = await new Client(t.app).visit(`/kiosk/${token}`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Customer/CheckIn');
    expect(res.body.props).toMatchObject({
      token,
      store_name: 'Lotus Nail Spa',
      welcome_text: 'Welcome! Please check in.',
    });
    expect(res.body.props.auth.user).toBeNull();
  });

  test('a wrong or retired token is a 404, and a new link retires the old one', async () => {
    expect((await new Client(t.app).visit('/kiosk/not-the-right-token-at-all-000')).status).toBe(
      404,
    );
    expect((await new Client(t.app).visit('/kiosk/short')).status).toBe(404);
    expect(
      (
        await new Client(t.app).post('/kiosk/not-the-right-token-at-all-000', {
          phone: '5550100000',
        })
      ).status,
    ).toBe(404);
    const roseOwner = await signedIn(t.app, 'owner2@example.com');
    await roseOwner.visit('/dashboard/settings?tab=checkins');
    const [{ old }] = await t.db
      .select({ old: checkInSettings.kioskToken })
      .from(checkInSettings)
      .where(eq(checkInSettings.storeId, rose));
    expect((await new Client(t.app).visit(`/kiosk/${old}`)).body.props.store_name).toBe(
      'Rose Nails',
    );
    await roseOwner.post('/dashboard/settings/checkins/link');
    expect((await new Client(t.app).visit(`/kiosk/${old}`)).status).toBe(404);
  });

  test('a station device opens /kiosk at its store’s link; a device that is no station gets a 404 that says why', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const front = (await owner.visit('/dashboard/stations')).body.props.stations.find(
      (s: { name: string }) => s.name === 'Front Desk',
    );
    await owner.post(`/dashboard/stations/${front.id}/select`);
    await owner.post('/logout');
    const res = await owner.get('/kiosk');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/kiosk/${token}`);
    const stranger = await new Client(t.app).visit('/kiosk');
    expect(stranger.status).toBe(404);
    expect(stranger.body.props.message).toMatch(/not a check-in kiosk/);
  });

  test('the later steps without a phone typed go back to the pad', async () => {
    const c = new Client(t.app);
    expect((await c.visit(`/kiosk/${token}/customer`)).headers.location).toBe(`/kiosk/${token}`);
    expect((await c.visit(`/kiosk/${token}/success`)).headers.location).toBe(`/kiosk/${token}`);
    expect((await c.post(`/kiosk/${token}/customer`, { name: 'X' })).headers.location).toBe(
      `/kiosk/${token}`,
    );
  });
});

describe('checking in', () => {
  test('a new customer gives her name, services and a technician, and sees her place in line', async () => {
    const anna = (await employeeByNumber(t.db, lotus, '1001'))!;
    await openClockRecord(t.db, lotus, anna.id, new Date());
    const phone = nextPhone();
    const c = await atKiosk(phone);
    const page = await c.visit(`/kiosk/${token}/customer`);
    expect(page.body.component).toBe('Customer/CheckInForCustomer');
    expect(page.body.props).toMatchObject({
      first_name: null,
      phone_formatted: `(555) 010-${phone.slice(6)}`,
      allow_technician_choice: true,
    });
    expect(page.body.props.technicians).toContainEqual({ id: anna.id, name: 'Anna' });
    expect(page.body.props.consent_text).toMatch(/Reply STOP/);
    const serviceIds = await anyService();
    expect(page.body.props.services.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining(serviceIds),
    );

    const res = await c.post(`/kiosk/${token}/customer`, {
      name: 'Jane Walker',
      email: '',
      service_ids: serviceIds,
      requested_technician_id: anna.id,
      sms_consent: false,
    });
    expect(res.headers.location).toBe(`/kiosk/${token}/success`);
    const [row] = await t.db
      .select()
      .from(checkIns)
      .innerJoin(customers, eq(customers.id, checkIns.customerId))
      .where(eq(customers.phone, phone));
    expect(row.check_ins).toMatchObject({
      storeId: lotus,
      status: 'waiting',
      source: 'kiosk',
      requestedTechnicianId: anna.id,
      serviceIds,
      byName: 'Kiosk',
    });
    expect(row.customers).toMatchObject({ name: 'Jane Walker', smsConsentAt: null });

    const success = await c.visit(`/kiosk/${token}/success`);
    expect(success.body.component).toBe('Customer/CheckInSuccess');
    expect(success.body.props).toMatchObject({ first_name: 'Jane', reset_seconds: 10 });
    expect(success.body.props.position).toBeGreaterThanOrEqual(1);
    expect(success.body.props.wait_minutes).toEqual(expect.any(Number));
    // The page says the wait in the kiosk's language; no English sentence comes with it.
    expect(success.body.props).not.toHaveProperty('wait_label');
  });

  test('a known phone reveals only her first name', async () => {
    const phone = nextPhone();
    await t.db.insert(customers).values({
      storeId: lotus,
      name: 'Maria Lopez Garcia',
      phone,
      email: 'maria.secret@example.com',
      notes: 'allergic to acetone',
    });
    const page = await (await atKiosk(phone)).visit(`/kiosk/${token}/customer`);
    expect(page.body.props.first_name).toBe('Maria');
    const text = JSON.stringify(page.body.props);
    for (const secret of ['Lopez', 'maria.secret', 'acetone']) expect(text).not.toContain(secret);
  });

  test('the same phone checking in again while still waiting is refused kindly', async () => {
    const phone = nextPhone();
    const c = await atKiosk(phone);
    await c.post(`/kiosk/${token}/customer`, { name: 'Twice Tapped' });
    const again = await atKiosk(phone);
    const res = await again.post(
      `/kiosk/${token}/customer`,
      {},
      { Host: 'salon.test', Referer: `http://salon.test/kiosk/${token}/customer` },
    );
    expect(res.headers.location).toBe(`/kiosk/${token}/customer`);
    expect((await again.visit(`/kiosk/${token}/customer`)).body.props.errors).toEqual({
      phone: "You are already checked in. We'll call you soon!",
    });
    const rows = await t.db
      .select()
      .from(checkIns)
      .innerJoin(customers, eq(customers.id, checkIns.customerId))
      .where(eq(customers.phone, phone));
    expect(rows).toHaveLength(1);
  });

  test('ticking the SMS box records her consent with the words shown, from the kiosk', async () => {
    const phone = nextPhone();
    const c = await atKiosk(phone);
    await c.post(`/kiosk/${token}/customer`, { name: 'Texts Welcome', sms_consent: true });
    const [cust] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, lotus), eq(customers.phone, phone)));
    expect(cust).toMatchObject({ smsConsentSource: 'kiosk' });
    expect(cust.smsConsentText).toMatch(/Reply STOP to opt out/);
    const events = await t.db
      .select()
      .from(customerConsentEvents)
      .where(eq(customerConsentEvents.customerId, cust.id));
    expect(events).toMatchObject([{ granted: true, source: 'kiosk', byName: 'Customer' }]);
  });

  test('every input is validated with a message next to its field', async () => {
    const bad = new Client(t.app);
    await bad.visit(`/kiosk/${token}`);
    await bad.post(`/kiosk/${token}`, { phone: '555-12' }, { Referer: `/kiosk/${token}` });
    expect((await bad.visit(`/kiosk/${token}`)).body.props.errors).toEqual({
      phone: 'The phone must be a 10-digit phone number.',
    });

    const c = await atKiosk(nextPhone());
    const back = { Referer: `/kiosk/${token}/customer` };
    await c.post(
      `/kiosk/${token}/customer`,
      {
        name: 'x'.repeat(101),
        email: 'not-an-email',
        birthday_month: '13',
        birthday_day: '',
        service_ids: ['abc'],
        requested_technician_id: '2147483648',
      },
      back,
    );
    expect((await c.visit(`/kiosk/${token}/customer`)).body.props.errors).toEqual({
      name: 'The name may not be longer than 100 characters.',
      email: 'The email must be a valid email address.',
      birthday_month: 'Choose the month of your birthday.',
      birthday_day: 'Enter both the month and the day, or neither.',
      'service_ids.0': 'The service is invalid.',
      requested_technician_id: 'The technician is invalid.',
    });
    await c.post(`/kiosk/${token}/customer`, { birthday_month: '2', birthday_day: '30' }, back);
    expect((await c.visit(`/kiosk/${token}/customer`)).body.props.errors).toEqual({
      birthday_day: 'That month does not have this many days.',
    });
    await c.post(`/kiosk/${token}/customer`, {}, back);
    expect((await c.visit(`/kiosk/${token}/customer`)).body.props.errors).toEqual({
      name: 'Please enter your name.',
    });
    // Another store's service, and a technician who is not clocked in.
    const [roseService] = await t.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.storeId, rose))
      .limit(1);
    const bao = (await employeeByNumber(t.db, lotus, '1002'))!;
    await c.post(
      `/kiosk/${token}/customer`,
      { name: 'Picky', service_ids: [roseService.id], requested_technician_id: bao.id },
      back,
    );
    expect((await c.visit(`/kiosk/${token}/customer`)).body.props.errors).toEqual({
      service_ids: 'Please choose services from the menu.',
      requested_technician_id:
        'That technician is not available right now. Please choose another or Anyone.',
    });
    expect(await t.db.select().from(customers).where(eq(customers.name, 'Picky'))).toHaveLength(0);
  });

  test('the settings decide which fields are required and whether a technician may be chosen', async () => {
    await t.db
      .update(checkInSettings)
      .set({
        requireEmail: true,
        requireBirthday: true,
        requireServices: true,
        allowTechnicianChoice: false,
      })
      .where(eq(checkInSettings.storeId, lotus));
    try {
      const c = await atKiosk(nextPhone());
      const page = await c.visit(`/kiosk/${token}/customer`);
      expect(page.body.props).toMatchObject({
        require: { email: true, birthday: true, services: true },
        allow_technician_choice: false,
        technicians: [],
      });
      await c.post(
        `/kiosk/${token}/customer`,
        { name: 'Strict Rules' },
        { Referer: `/kiosk/${token}/customer` },
      );
      expect((await c.visit(`/kiosk/${token}/customer`)).body.props.errors).toEqual({
        email: 'Please enter your email.',
        birthday_month: 'Please enter your birthday.',
        service_ids: 'Please choose at least one service.',
      });
    } finally {
      await t.db
        .update(checkInSettings)
        .set({
          requireEmail: false,
          requireBirthday: false,
          requireServices: false,
          allowTechnicianChoice: true,
        })
        .where(eq(checkInSettings.storeId, lotus));
    }
  });

  test('the public endpoints are rate-limited per phone (429 with the wait)', async () => {
    const phone = nextPhone();
    const c = new Client(t.app);
    await c.visit(`/kiosk/${token}`);
    for (let i = 0; i < 6; i++)
      expect((await c.post(`/kiosk/${token}`, { phone })).status).toBe(302);
    const res = await c.post(`/kiosk/${token}`, { phone });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body.component).toBe('Customer/CheckIn');
    expect(res.body.props.errors.phone).toMatch(/^Too many tries\. Please wait \d+ seconds/);
  });

  test('and per source address, whatever the phone', async () => {
    const c = new Client(t.app);
    await c.visit(`/kiosk/${token}`);
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await c.post(`/kiosk/${token}`, { phone: nextPhone() })).status;
    expect(last).toBe(429);
  });

  test('the kiosk’s forms need the CSRF token like every other form', async () => {
    const c = new Client(t.app);
    await c.visit(`/kiosk/${token}`);
    const res = await c.agent
      .post(`/kiosk/${token}`)
      .set({ 'X-Inertia': 'true', 'X-Requested-With': 'XMLHttpRequest' })
      .send({ phone: nextPhone() });
    expect(res.status).toBe(419);
  });
});
