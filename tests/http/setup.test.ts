import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import {
  categories,
  employeePayrollSettings,
  employeeWorkingHours,
  employees,
  openingHours,
  plans,
  services,
  stations,
  storeSettings,
  stores,
  subscriptions,
  terminalDevices,
} from '../../database/schema';
import { storeId } from '../support/lookups';
import { addDays, storeToday } from '../../common/storeTime';
import { defaultPlan } from '../../server/domain/billing/trial';
import { seedPlans } from '../../database/seeders/billing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The platform's plans (the demo seed in tests may leave them out).
  if ((await t.db.select().from(plans)).length === 0) await seedPlans(t.db);
});
afterAll(() => t.close());

let n = 0;
/** A new salon signed up through the register form; its owner's client and store. */
async function register(business = 'Opal Nails') {
  n += 1;
  // Sign-ups are limited per address; this file makes more new salons than that.
  await t.resetThrottles();
  const c = new Client(t.app);
  const email = `opal${n}@example.com`;
  const res = await c.post('/register', {
    business_name: business,
    name: 'Opal Owner',
    email,
    password: 'secret123',
    password_confirmation: 'secret123',
  });
  expect(res.status).toBe(302);
  const [store] = await t.db.select().from(stores).where(eq(stores.name, business));
  return { c, store };
}

describe('registering', () => {
  test('starts a 14-day trial on the default plan (the monthly Salon plan)', async () => {
    const { store } = await register('Opal Nails');
    const [sub] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.storeId, store.id));
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, sub.planId));
    expect(plan).toMatchObject({ code: 'salon', interval: 'month', active: true });
    const today = storeToday(store.timezone);
    expect(sub).toMatchObject({
      status: 'trialing',
      currentPeriodStart: today,
      currentPeriodEnd: addDays(today, 13),
      trialEndsOn: addDays(today, 13),
    });
  });

  test('the default plan is the active monthly Salon plan, else the cheapest active monthly one, else none', () => {
    const p = (id: number, code: string, interval: 'month' | 'year', priceCents: number) =>
      ({ id, code, interval, priceCents }) as Parameters<typeof defaultPlan>[0][number];
    expect(defaultPlan([p(1, 'multi', 'month', 14900), p(2, 'salon', 'month', 6900)])?.id).toBe(2);
    expect(
      defaultPlan([
        p(1, 'multi', 'month', 14900),
        p(3, 'starter', 'month', 2900),
        p(4, 'salon', 'year', 100),
      ])?.id,
    ).toBe(3);
    expect(defaultPlan([p(4, 'salon', 'year', 100)])).toBeNull();
    expect(defaultPlan([])).toBeNull();
  });
});

/** The dashboard's deferred "Finish setting up" prop, as the client's follow-up partial reload asks for it. */
const dashboardSetup = async (c: Client) => {
  const first = await c.visit('/dashboard');
  if (!first.body.deferredProps) return undefined;
  expect(first.body.props.setup).toBeUndefined();
  expect(first.body.deferredProps.default).toContain('setup');
  return (
    await c.visit('/dashboard', {
      'X-Inertia-Partial-Component': 'Admin/Dashboard',
      'X-Inertia-Partial-Data': 'setup',
    })
  ).body.props.setup;
};

const svcRows = async (storeIdValue: number) =>
  (
    await t.db
      .select({
        name: services.name,
        priceCents: services.priceCents,
        durationMinutes: services.durationMinutes,
        category: categories.name,
      })
      .from(services)
      .leftJoin(categories, eq(categories.id, services.categoryId))
      .where(eq(services.storeId, storeIdValue))
  ).sort((a, b) => a.name.localeCompare(b.name));

describe('first-run setup', () => {
  test('a new salon lands on Setup, sees everything left, and the dashboard card lists it', async () => {
    const c = new Client(t.app);
    const res = await c.post('/register', {
      business_name: 'Beryl Nails',
      name: 'Beryl',
      email: 'beryl@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    expect(res.headers.location).toBe('/dashboard/setup');
    const page = await c.visit('/dashboard/setup');
    expect(page.body.component).toBe('Admin/Setup/Index');
    expect(
      page.body.props.checklist.map((i: { key: string; done: boolean }) => [i.key, i.done]),
    ).toEqual([
      ['business', false],
      ['opening_hours', false],
      ['services', false],
      ['technicians', false],
      ['station', false],
      ['terminal', false],
      ['tip_rules', false],
    ]);
    expect(page.body.props.checklist[1].url).toBe('/dashboard/opening-hours');
    // The wizard opens at its first step, with only that step's values.
    expect(page.body.props.step).toBe('business');
    expect(
      page.body.props.steps.map((s: { key: string; done: boolean }) => [s.key, s.done]),
    ).toEqual([
      ['business', false],
      ['hours', false],
      ['services', false],
      ['technicians', false],
      ['station', false],
    ]);
    expect(page.body.props.business).toEqual({
      name: 'Beryl Nails',
      address: '',
      phone: '',
      timezone: 'America/New_York',
      region: 'en-US',
    });
    expect(page.body.props.template).toBeUndefined();
    const services = (await c.visit('/dashboard/setup?step=services')).body.props;
    expect(services.template).toHaveLength(15);
    expect(new Set(services.template.map((s: { category: string }) => s.category))).toEqual(
      new Set(['Manicure', 'Pedicure', 'Acrylics', 'Gel', 'Waxing']),
    );
    const setup = await dashboardSetup(c);
    expect(setup.url).toBe('/dashboard/setup');
    expect(setup.left.map((i: { key: string }) => i.key)).toEqual([
      'business',
      'opening_hours',
      'services',
      'technicians',
      'station',
      'terminal',
      'tip_rules',
    ]);
  });

  test('the template adds the ticked services at the prices given, with their categories; a second submit adds nothing', async () => {
    const { c, store } = await register('Coral Nails');
    const body = {
      services: [
        { key: 'gel-manicure', price: '38.50' },
        { key: 'classic-pedicure', price: 3500 },
        { key: 'lip-wax', price: '9.00' },
      ],
    };
    expect((await c.post('/dashboard/setup/services', body)).status).toBe(302);
    expect((await c.visit('/dashboard/setup')).body.flash.success).toBe(
      'Added 3 services in 3 new categories.',
    );
    const first = await svcRows(store.id);
    expect(first).toEqual([
      { name: 'Classic Pedicure', priceCents: 3500, durationMinutes: 45, category: 'Pedicure' },
      { name: 'Gel Manicure', priceCents: 3850, durationMinutes: 45, category: 'Gel' },
      { name: 'Lip Wax', priceCents: 900, durationMinutes: 10, category: 'Waxing' },
    ]);
    // Twice more at once, and once more after: nothing is created twice.
    await Promise.all([
      c.post('/dashboard/setup/services', body),
      c.post('/dashboard/setup/services', body),
    ]);
    await c.post('/dashboard/setup/services', { services: [{ key: 'gel-manicure', price: '99' }] });
    expect((await c.visit('/dashboard/setup')).body.flash.success).toBe(
      'These services are on your menu already.',
    );
    expect(await svcRows(store.id)).toEqual(first);
    expect(
      (await t.db.select().from(categories).where(eq(categories.storeId, store.id))).length,
    ).toBe(3);
    const page = (await c.visit('/dashboard/setup?step=services')).body.props;
    expect(
      page.template
        .filter((s: { on_menu: boolean }) => s.on_menu)
        .map((s: { key: string }) => s.key)
        .sort(),
    ).toEqual(['classic-pedicure', 'gel-manicure', 'lip-wax']);
    expect(page.checklist.find((i: { key: string }) => i.key === 'services')).toMatchObject({
      done: true,
      count: 3,
    });
    // Another category the owner made by hand is reused, not duplicated.
    await c.post('/dashboard/setup/services', { services: [{ key: 'gel-removal', price: '10' }] });
    expect(
      (await t.db.select().from(categories).where(eq(categories.storeId, store.id))).length,
    ).toBe(3);
  });

  test('bad input is reported beside its field and nothing is added', async () => {
    const { c, store } = await register('Amber Nails');
    await c.post('/dashboard/setup/services', {
      services: [
        { key: 'gel-manicure', price: 'abc' },
        { key: 'lip-wax', price: '-4' },
      ],
    });
    expect((await c.visit('/dashboard/setup')).body.props.errors).toEqual({
      'services.0.price': 'The price must be an amount.',
      'services.1.price': 'The price may not be negative.',
    });
    await c.post('/dashboard/setup/services', { services: [] });
    expect((await c.visit('/dashboard/setup')).body.props.errors).toEqual({
      services: 'Tick at least one service, or skip this step.',
    });
    await c.post('/dashboard/setup/services', { services: [{ key: 'tattoo', price: '10' }] });
    expect((await c.visit('/dashboard/setup')).body.props.errors).toEqual({
      'services.0.key': 'Choose services from the template.',
    });
    await c.post('/dashboard/setup/services', { services: 'all' });
    expect((await c.visit('/dashboard/setup')).body.props.errors).toEqual({
      services: 'Choose services from the template.',
    });
    expect(await svcRows(store.id)).toEqual([]);
  });

  test('is 403 for a manager (no "manage settings"), who sees no card either', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/setup')).status).toBe(403);
    expect(
      (
        await manager.post('/dashboard/setup/services', {
          services: [{ key: 'lip-wax', price: '9' }],
        })
      ).status,
    ).toBe(403);
    expect(await dashboardSetup(manager)).toBeUndefined();
  });

  test('the demo store (Lotus) has nothing left: no card on its dashboard, every item done', async () => {
    const lotus = await storeId(t.db, 'Lotus Nail Spa');
    // The demo seeds Lotus's PAX terminals; the tests' seed may leave them out.
    if (
      (await t.db.select().from(terminalDevices).where(eq(terminalDevices.storeId, lotus)))
        .length === 0
    ) {
      await t.db
        .insert(terminalDevices)
        .values({ storeId: lotus, name: 'Front desk PAX', host: '127.0.0.1' });
    }
    const owner = await signedIn(t.app, 'owner@example.com');
    expect(await dashboardSetup(owner)).toBeNull();
    const page = (await owner.visit('/dashboard/setup')).body.props;
    expect(page.checklist.every((i: { done: boolean }) => i.done)).toBe(true);
    expect(page.done).toBe(7);
  });
});

describe('the opening hours preset', () => {
  test('sets Mon–Sat 9:30–19:00 and Sun 11–17 once; hours already set are kept', async () => {
    const { c, store } = await register('Jasper Nails');
    expect((await c.post('/dashboard/setup/opening-hours')).status).toBe(302);
    expect((await c.visit('/dashboard/setup')).body.flash.success).toMatch(/^Opening hours set/);
    const week = async () =>
      (await t.db.select().from(openingHours).where(eq(openingHours.storeId, store.id)))
        .sort((a, b) => a.weekday - b.weekday)
        .map((d) => [d.weekday, d.openMinute, d.closeMinute]);
    expect(await week()).toEqual([
      [0, 660, 1020],
      [1, 570, 1140],
      [2, 570, 1140],
      [3, 570, 1140],
      [4, 570, 1140],
      [5, 570, 1140],
      [6, 570, 1140],
    ]);
    await t.db
      .update(openingHours)
      .set({ openMinute: 600 })
      .where(and(eq(openingHours.storeId, store.id), eq(openingHours.weekday, 1)));
    await Promise.all([
      c.post('/dashboard/setup/opening-hours'),
      c.post('/dashboard/setup/opening-hours'),
    ]);
    expect((await week())[1]).toEqual([1, 600, 1140]);
    expect((await c.visit('/dashboard/setup')).body.props.checklist[1]).toMatchObject({
      key: 'opening_hours',
      done: true,
      count: 7,
    });
    expect(
      (await (await signedIn(t.app, 'manager@example.com')).post('/dashboard/setup/opening-hours'))
        .status,
    ).toBe(403);
  });
});

const week = (open: [string, string] | null, sunday: [string, string] | null = null) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => {
    const h = d === 0 ? sunday : open;
    return h ? { off: false, start: h[0], end: h[1] } : { off: true, start: null, end: null };
  });

const errorsAfter = async (c: Client, url = '/dashboard/setup') =>
  (await c.visit(url)).body.props.errors;

describe('the setup wizard', () => {
  test('business: saves the columns Settings → Business info saves, with its rules beside each field, then opens opening hours', async () => {
    const { c, store } = await register('Pearl Nails');
    const bad = await c.post('/dashboard/setup/business', {
      name: '',
      phone: '555',
      address: 'x'.repeat(256),
      timezone: 'Mars/Olympus',
      region: 'Canada',
    });
    expect(bad.status).toBe(302);
    const step = (await c.visit('/dashboard/setup?step=business')).body.props;
    expect(step.errors).toEqual({
      name: 'The business name field is required.',
      phone: expect.stringMatching(/phone/),
      address: 'The address may not be longer than 255 characters.',
      timezone: 'The time zone must be a time zone name like America/New_York.',
      region: 'Choose the store’s region from the list.',
    });
    // The same region select as Settings → Business info: codes, the store's own chosen.
    expect(step.regions).toEqual(['en-US', 'en-CA']);
    expect(step.business.region).toBe('en-US');
    const res = await c.post('/dashboard/setup/business', {
      name: 'Pearl Nails & Spa',
      phone: '(312) 555-0199',
      address: '1 State St, Chicago, IL',
      timezone: 'America/Chicago',
      region: 'en-CA',
      receipt_logo_url: 'https://evil.example/x.png',
    });
    expect(res.headers.location).toBe('/dashboard/setup?step=hours');
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({
      name: 'Pearl Nails & Spa',
      phone: '3125550199',
      address: '1 State St, Chicago, IL',
      timezone: 'America/Chicago',
      region: 'en-CA',
    });
    // The receipt logo is Settings' field: the wizard leaves it alone.
    expect(
      (await t.db.select().from(storeSettings).where(eq(storeSettings.storeId, store.id)))[0]
        ?.receiptLogoUrl ?? null,
    ).toBeNull();
    // Coming back resumes at the first step not done.
    const page = (await c.visit('/dashboard/setup')).body.props;
    expect(page.step).toBe('hours');
    expect(page.steps[0]).toMatchObject({ key: 'business', done: true });
    expect(page.days).toHaveLength(7);
    expect((await c.visit('/dashboard/setup?step=nope')).body.props.step).toBe('hours');
  });

  test("opening hours: each weekday by Opening Hours' rules; saving twice writes the same week; then services", async () => {
    const { c, store } = await register('Onyx Nails');
    await c.send('put', '/dashboard/setup/opening-hours', { days: week(['10:00', '09:00']) });
    const errors = await errorsAfter(c, '/dashboard/setup?step=hours');
    expect(errors['days.1']).toMatch(/after/);
    expect(
      await t.db.select().from(openingHours).where(eq(openingHours.storeId, store.id)),
    ).toEqual([]);
    await c.send('put', '/dashboard/setup/opening-hours', { days: [] });
    expect(await errorsAfter(c, '/dashboard/setup?step=hours')).toEqual({
      days: 'Give the hours of every day.',
    });
    const body = { days: week(['09:00', '18:30'], ['11:00', '16:00']) };
    const res = await c.send('put', '/dashboard/setup/opening-hours', body);
    expect(res.headers.location).toBe('/dashboard/setup?step=services');
    await Promise.all([
      c.send('put', '/dashboard/setup/opening-hours', body),
      c.send('put', '/dashboard/setup/opening-hours', body),
    ]);
    const rows = (
      await t.db.select().from(openingHours).where(eq(openingHours.storeId, store.id))
    ).sort((a, b) => a.weekday - b.weekday);
    expect(rows.map((d) => [d.weekday, d.openMinute, d.closeMinute])).toEqual([
      [0, 660, 960],
      ...[1, 2, 3, 4, 5, 6].map((d) => [d, 540, 1110]),
    ]);
    // The template step goes on to technicians.
    expect(
      (await c.post('/dashboard/setup/services', { services: [{ key: 'lip-wax', price: '9' }] }))
        .headers.location,
    ).toBe('/dashboard/setup?step=technicians');
  });

  test("technicians: hired by the Employees page's rules with the commission given; listed; a second submit adds nobody twice", async () => {
    const { c, store } = await register('Ruby Nails');
    const lotus = await storeId(t.db, 'Lotus Nail Spa');
    await c.post('/dashboard/setup/technicians', {
      name: '',
      employee_id: '10 01',
      password: '12',
      card_swipe_id: 'x'.repeat(101),
      commission_rate: '120',
    });
    expect(await errorsAfter(c, '/dashboard/setup?step=technicians')).toEqual({
      name: 'The name field is required.',
      employee_id: 'The User ID may only contain letters and numbers.',
      password: 'The password must be at least 4 characters.',
      card_swipe_id: 'The card swipe ID may not be longer than 100 characters.',
      commission_rate: 'The commission rate must be a percentage from 0 to 100.',
    });
    // Lotus's 1001 is another store's: the same User ID is free here, and a store_id in the body changes nothing.
    const body = {
      name: 'Mai Tran',
      employee_id: '1001',
      password: '1234',
      card_swipe_id: 'CARD-R1',
      commission_rate: '45',
      store_id: lotus,
    };
    const res = await c.post('/dashboard/setup/technicians', body);
    expect(res.headers.location).toBe('/dashboard/setup?step=technicians');
    await Promise.all([
      c.post('/dashboard/setup/technicians', body),
      c.post('/dashboard/setup/technicians', body),
    ]);
    expect(await errorsAfter(c, '/dashboard/setup?step=technicians')).toMatchObject({
      employee_id: 'The User ID has already been taken.',
    });
    const mine = await t.db.select().from(employees).where(eq(employees.storeId, store.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      name: 'Mai Tran',
      staffNumber: '1001',
      cardSwipeId: 'CARD-R1',
      isActive: true,
    });
    const [pay] = await t.db
      .select()
      .from(employeePayrollSettings)
      .where(eq(employeePayrollSettings.employeeId, mine[0].id));
    expect(pay).toMatchObject({ storeId: store.id, commissionRateBp: 4500, checkPercentBp: 10000 });
    expect(
      await t.db
        .select()
        .from(employeeWorkingHours)
        .where(eq(employeeWorkingHours.employeeId, mine[0].id)),
    ).toHaveLength(7);
    // A card another of the store's employees holds is refused beside the field.
    await c.post('/dashboard/setup/technicians', {
      name: 'Lan',
      employee_id: '1002',
      password: '1234',
      card_swipe_id: 'CARD-R1',
      commission_rate: '50',
    });
    expect(await errorsAfter(c, '/dashboard/setup?step=technicians')).toEqual({
      card_swipe_id: 'The card swipe ID has already been taken.',
    });
    await c.post('/dashboard/setup/technicians', {
      name: 'Lan Pham',
      employee_id: '1002',
      password: '5678',
      commission_rate: '50.5',
    });
    const list = (await c.visit('/dashboard/setup?step=technicians')).body.props.technicians;
    expect(
      list.map((e: { name: string; employee_id: string; commission: number }) => [
        e.name,
        e.employee_id,
        e.commission,
      ]),
    ).toEqual([
      ['Mai Tran', '1001', 45],
      ['Lan Pham', '1002', 50.5],
    ]);
    // Lotus's own 1001 is untouched.
    expect(
      (
        await t.db
          .select()
          .from(employees)
          .where(and(eq(employees.storeId, lotus), eq(employees.staffNumber, '1001')))
      )[0].name,
    ).not.toBe('Mai Tran');
  });

  test("station: the Stations rule (unique names); a second submit adds one; other stores' stations are not listed", async () => {
    const { c, store } = await register('Topaz Nails');
    await c.post('/dashboard/setup/station', { name: '   ' });
    expect(await errorsAfter(c, '/dashboard/setup?step=station')).toEqual({
      name: 'The name field is required.',
    });
    await c.post('/dashboard/setup/station', { name: 'x'.repeat(61) });
    expect(await errorsAfter(c, '/dashboard/setup?step=station')).toEqual({
      name: 'The name may not be longer than 60 characters.',
    });
    // Lotus has a "Front Desk" too: names are unique per store only.
    const res = await c.post('/dashboard/setup/station', { name: 'Front Desk' });
    expect(res.headers.location).toBe('/dashboard/setup?step=station');
    await Promise.all([
      c.post('/dashboard/setup/station', { name: 'Front Desk' }),
      c.post('/dashboard/setup/station', { name: 'Front Desk' }),
    ]);
    expect(await errorsAfter(c, '/dashboard/setup?step=station')).toEqual({
      name: 'A station with this name already exists.',
    });
    expect(
      await t.db
        .select({ name: stations.name })
        .from(stations)
        .where(eq(stations.storeId, store.id)),
    ).toEqual([{ name: 'Front Desk' }]);
    const page = (await c.visit('/dashboard/setup?step=station')).body.props;
    expect(page.stations.map((s: { name: string }) => s.name)).toEqual(['Front Desk']);
    expect(page.next_url).toBe('/dashboard/welcome');
  });

  test('every step done: the wizard opens at the last step, Welcome lists everything with the real links', async () => {
    const { c, store } = await register('Quartz Nails');
    await c.post('/dashboard/setup/business', {
      name: 'Quartz Nails',
      phone: '2125550111',
      address: '',
      timezone: 'America/New_York',
    });
    await c.post('/dashboard/setup/opening-hours');
    expect((await c.visit('/dashboard/setup')).body.props.step).toBe('services');
    await c.post('/dashboard/setup/services', { services: [{ key: 'gel-manicure', price: '35' }] });
    await c.post('/dashboard/setup/technicians', {
      name: 'Vy',
      employee_id: '7',
      password: '1234',
      commission_rate: '60',
    });
    expect((await c.visit('/dashboard/setup')).body.props.step).toBe('station');
    await c.post('/dashboard/setup/station', { name: 'Desk' });
    const page = (await c.visit('/dashboard/setup')).body.props;
    expect(page.step).toBe('station');
    expect(page.steps.every((s: { done: boolean }) => s.done)).toBe(true);

    const welcome = await c.visit('/dashboard/welcome');
    expect(welcome.status).toBe(200);
    expect(welcome.body.component).toBe('Welcome');
    const { props } = welcome.body;
    expect(props.store).toEqual({ name: 'Quartz Nails' });
    expect(props.done).toBe(5);
    expect(
      props.checklist.filter((i: { done: boolean }) => !i.done).map((i: { key: string }) => i.key),
    ).toEqual(['terminal', 'tip_rules']);
    const base = t.config.appUrl.replace(/\/$/, '');
    expect(props.links.booking).toBe(`${base}/book/${store.id}`);
    expect(props.links.kiosk).toMatch(
      new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/kiosk/[^/]+$`),
    );
    expect(props.links.pos).toBe('/dashboard/pos/pay');
    // The owner may start a team: the Teams page is where people are invited.
    expect(props.links.team).toBe('/dashboard/teams');
    // The same kiosk link on a second look (it is made once).
    expect((await c.visit('/dashboard/welcome')).body.props.links.kiosk).toBe(props.links.kiosk);
  });

  test('the dashboard card hides for good when dismissed (twice keeps the first time); Setup stays open', async () => {
    const { c, store } = await register('Garnet Nails');
    expect((await dashboardSetup(c)).dismiss_url).toBe('/dashboard/setup/dismiss');
    const res = await c.post('/dashboard/setup/dismiss');
    expect(res.headers.location).toBe('/dashboard');
    expect(await dashboardSetup(c)).toBeNull();
    const [first] = await t.db
      .select()
      .from(storeSettings)
      .where(eq(storeSettings.storeId, store.id));
    expect(first.setupDismissedAt).toBeInstanceOf(Date);
    await Promise.all([c.post('/dashboard/setup/dismiss'), c.post('/dashboard/setup/dismiss')]);
    const [again] = await t.db
      .select()
      .from(storeSettings)
      .where(eq(storeSettings.storeId, store.id));
    expect(again.setupDismissedAt).toEqual(first.setupDismissedAt);
    expect((await c.visit('/dashboard/setup')).status).toBe(200);
    // Another new store still sees its own card.
    const other = await register('Agate Nails');
    expect((await dashboardSetup(other.c)).left.length).toBeGreaterThan(0);
  });

  test('every wizard route is 403 for a manager (no "manage settings") and changes nothing', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    const lotus = await storeId(t.db, 'Lotus Nail Spa');
    const before = (await t.db.select().from(stores).where(eq(stores.id, lotus)))[0];
    expect((await manager.visit('/dashboard/setup?step=technicians')).status).toBe(403);
    expect((await manager.visit('/dashboard/welcome')).status).toBe(403);
    expect(
      (
        await manager.post('/dashboard/setup/business', {
          name: 'Hacked',
          phone: '',
          address: '',
          timezone: 'UTC',
        })
      ).status,
    ).toBe(403);
    expect(
      (await manager.send('put', '/dashboard/setup/opening-hours', { days: week(null) })).status,
    ).toBe(403);
    expect(
      (
        await manager.post('/dashboard/setup/technicians', {
          name: 'X',
          employee_id: '9999',
          password: '1234',
          commission_rate: '50',
        })
      ).status,
    ).toBe(403);
    expect((await manager.post('/dashboard/setup/station', { name: 'Sneaky' })).status).toBe(403);
    expect((await manager.post('/dashboard/setup/dismiss')).status).toBe(403);
    expect((await t.db.select().from(stores).where(eq(stores.id, lotus)))[0]).toEqual(before);
    expect(
      await t.db
        .select()
        .from(employees)
        .where(and(eq(employees.storeId, lotus), eq(employees.staffNumber, '9999'))),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(stations)
        .where(and(eq(stations.storeId, lotus), eq(stations.name, 'Sneaky'))),
    ).toEqual([]);
    expect(
      (await t.db.select().from(storeSettings).where(eq(storeSettings.storeId, lotus)))[0]
        ?.setupDismissedAt ?? null,
    ).toBeNull();
  });
});
