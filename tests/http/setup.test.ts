import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { categories, openingHours, plans, services, stores, subscriptions, terminalDevices } from '../../database/schema';
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
  const c = new Client(t.app);
  const email = `opal${n}@example.com`;
  const res = await c.post('/register', { business_name: business, name: 'Opal Owner', email, password: 'secret123', password_confirmation: 'secret123' });
  expect(res.status).toBe(302);
  const [store] = await t.db.select().from(stores).where(eq(stores.name, business));
  return { c, store };
}

describe('registering', () => {
  test('starts a 14-day trial on the default plan (the monthly Salon plan)', async () => {
    const { store } = await register('Opal Nails');
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, store.id));
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, sub.planId));
    expect(plan).toMatchObject({ code: 'salon', interval: 'month', active: true });
    const today = storeToday(store.timezone);
    expect(sub).toMatchObject({ status: 'trialing', currentPeriodStart: today, currentPeriodEnd: addDays(today, 13), trialEndsOn: addDays(today, 13) });
  });

  test('the default plan is the active monthly Salon plan, else the cheapest active monthly one, else none', () => {
    const p = (id: number, code: string, interval: 'month' | 'year', priceCents: number) => ({ id, code, interval, priceCents }) as Parameters<typeof defaultPlan>[0][number];
    expect(defaultPlan([p(1, 'multi', 'month', 14900), p(2, 'salon', 'month', 6900)])?.id).toBe(2);
    expect(defaultPlan([p(1, 'multi', 'month', 14900), p(3, 'starter', 'month', 2900), p(4, 'salon', 'year', 100)])?.id).toBe(3);
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
  return (await c.visit('/dashboard', { 'X-Inertia-Partial-Component': 'Admin/Dashboard', 'X-Inertia-Partial-Data': 'setup' })).body.props.setup;
};

const svcRows = async (storeIdValue: number) =>
  (await t.db.select({ name: services.name, priceCents: services.priceCents, durationMinutes: services.durationMinutes, category: categories.name })
    .from(services).leftJoin(categories, eq(categories.id, services.categoryId)).where(eq(services.storeId, storeIdValue)))
    .sort((a, b) => a.name.localeCompare(b.name));

describe('first-run setup', () => {
  test('a new salon lands on Setup, sees everything left, and the dashboard card lists it', async () => {
    const c = new Client(t.app);
    const res = await c.post('/register', { business_name: 'Beryl Nails', name: 'Beryl', email: 'beryl@example.com', password: 'secret123', password_confirmation: 'secret123' });
    expect(res.headers.location).toBe('/dashboard/setup');
    const page = await c.visit('/dashboard/setup');
    expect(page.body.component).toBe('Admin/Setup/Index');
    expect(page.body.props.checklist.map((i: { key: string; done: boolean }) => [i.key, i.done])).toEqual([
      ['opening_hours', false], ['services', false], ['technicians', false], ['station', false], ['terminal', false], ['tip_rules', false],
    ]);
    expect(page.body.props.checklist[0].url).toBe('/dashboard/opening-hours');
    expect(page.body.props.template).toHaveLength(15);
    expect(new Set(page.body.props.template.map((s: { category: string }) => s.category))).toEqual(new Set(['Manicure', 'Pedicure', 'Acrylics', 'Gel', 'Waxing']));
    const setup = await dashboardSetup(c);
    expect(setup.url).toBe('/dashboard/setup');
    expect(setup.left.map((i: { key: string }) => i.key)).toEqual(['opening_hours', 'services', 'technicians', 'station', 'terminal', 'tip_rules']);
  });

  test('the template adds the ticked services at the prices given, with their categories; a second submit adds nothing', async () => {
    const { c, store } = await register('Coral Nails');
    const body = { services: [{ key: 'gel-manicure', price: '38.50' }, { key: 'classic-pedicure', price: 3500 }, { key: 'lip-wax', price: '9.00' }] };
    expect((await c.post('/dashboard/setup/services', body)).status).toBe(302);
    expect((await c.visit('/dashboard/setup')).body.flash.success).toBe('Added 3 services in 3 new categories.');
    const first = await svcRows(store.id);
    expect(first).toEqual([
      { name: 'Classic Pedicure', priceCents: 3500, durationMinutes: 45, category: 'Pedicure' },
      { name: 'Gel Manicure', priceCents: 3850, durationMinutes: 45, category: 'Gel' },
      { name: 'Lip Wax', priceCents: 900, durationMinutes: 10, category: 'Waxing' },
    ]);
    // Twice more at once, and once more after: nothing is created twice.
    await Promise.all([c.post('/dashboard/setup/services', body), c.post('/dashboard/setup/services', body)]);
    await c.post('/dashboard/setup/services', { services: [{ key: 'gel-manicure', price: '99' }] });
    expect((await c.visit('/dashboard/setup')).body.flash.success).toBe('These services are on your menu already.');
    expect(await svcRows(store.id)).toEqual(first);
    expect((await t.db.select().from(categories).where(eq(categories.storeId, store.id))).length).toBe(3);
    const page = (await c.visit('/dashboard/setup')).body.props;
    expect(page.template.filter((s: { on_menu: boolean }) => s.on_menu).map((s: { key: string }) => s.key).sort()).toEqual(['classic-pedicure', 'gel-manicure', 'lip-wax']);
    expect(page.checklist.find((i: { key: string }) => i.key === 'services')).toMatchObject({ done: true, detail: '3 services' });
    // Another category the owner made by hand is reused, not duplicated.
    await c.post('/dashboard/setup/services', { services: [{ key: 'gel-removal', price: '10' }] });
    expect((await t.db.select().from(categories).where(eq(categories.storeId, store.id))).length).toBe(3);
  });

  test('bad input is reported beside its field and nothing is added', async () => {
    const { c, store } = await register('Amber Nails');
    await c.post('/dashboard/setup/services', { services: [{ key: 'gel-manicure', price: 'abc' }, { key: 'lip-wax', price: '-4' }] });
    expect((await c.visit('/dashboard/setup')).body.props.errors).toEqual({ 'services.0.price': 'The price must be an amount.', 'services.1.price': 'The price may not be negative.' });
    await c.post('/dashboard/setup/services', { services: [] });
    expect((await c.visit('/dashboard/setup')).body.props.errors).toEqual({ services: 'Tick at least one service, or skip this step.' });
    await c.post('/dashboard/setup/services', { services: [{ key: 'tattoo', price: '10' }] });
    expect((await c.visit('/dashboard/setup')).body.props.errors).toEqual({ 'services.0.key': 'Choose services from the template.' });
    await c.post('/dashboard/setup/services', { services: 'all' });
    expect((await c.visit('/dashboard/setup')).body.props.errors).toEqual({ services: 'Choose services from the template.' });
    expect(await svcRows(store.id)).toEqual([]);
  });

  test('is 403 for a manager (no "manage settings"), who sees no card either', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit('/dashboard/setup')).status).toBe(403);
    expect((await manager.post('/dashboard/setup/services', { services: [{ key: 'lip-wax', price: '9' }] })).status).toBe(403);
    expect(await dashboardSetup(manager)).toBeUndefined();
  });

  test('the demo store (Lotus) has nothing left: no card on its dashboard, every item done', async () => {
    const lotus = await storeId(t.db, 'Lotus Nail Spa');
    // The demo seeds Lotus's PAX terminals; the tests' seed may leave them out.
    if ((await t.db.select().from(terminalDevices).where(eq(terminalDevices.storeId, lotus))).length === 0) {
      await t.db.insert(terminalDevices).values({ storeId: lotus, name: 'Front desk PAX', host: '127.0.0.1' });
    }
    const owner = await signedIn(t.app, 'owner@example.com');
    expect(await dashboardSetup(owner)).toBeNull();
    const page = (await owner.visit('/dashboard/setup')).body.props;
    expect(page.checklist.every((i: { done: boolean }) => i.done)).toBe(true);
    expect(page.done).toBe(6);
  });
});

describe('the opening hours preset', () => {
  test('sets Mon–Sat 9:30–19:00 and Sun 11–17 once; hours already set are kept', async () => {
    const { c, store } = await register('Jasper Nails');
    expect((await c.post('/dashboard/setup/opening-hours')).status).toBe(302);
    expect((await c.visit('/dashboard/setup')).body.flash.success).toMatch(/^Opening hours set/);
    const week = async () => (await t.db.select().from(openingHours).where(eq(openingHours.storeId, store.id))).sort((a, b) => a.weekday - b.weekday).map((d) => [d.weekday, d.openMinute, d.closeMinute]);
    expect(await week()).toEqual([[0, 660, 1020], [1, 570, 1140], [2, 570, 1140], [3, 570, 1140], [4, 570, 1140], [5, 570, 1140], [6, 570, 1140]]);
    await t.db.update(openingHours).set({ openMinute: 600 }).where(and(eq(openingHours.storeId, store.id), eq(openingHours.weekday, 1)));
    await Promise.all([c.post('/dashboard/setup/opening-hours'), c.post('/dashboard/setup/opening-hours')]);
    expect((await week())[1]).toEqual([1, 600, 1140]);
    expect((await c.visit('/dashboard/setup')).body.props.checklist[0]).toMatchObject({ key: 'opening_hours', done: true, detail: '7 days open a week' });
    expect((await (await signedIn(t.app, 'manager@example.com')).post('/dashboard/setup/opening-hours')).status).toBe(403);
  });
});
