import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { plans, subscriptions } from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { storeId } from '../support/lookups';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  admin = await signedIn(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const planBy = async (code: string) =>
  (await t.db.select().from(plans).where(eq(plans.code, code))).sort(
    (a, b) => a.version - b.version,
  );
const page = async (c: Client = admin) => {
  const { props, flash } = (await c.visit('/dashboard/packages')).body;
  return { ...props, flash };
};
const form = {
  code: 'studio',
  name: 'Studio',
  interval: 'month',
  price: '39.00',
  max_employees: '8',
  max_stations: '2',
  sms_per_month: '1000',
  max_locations: '1',
  features: ['appointments', 'payroll'],
};

describe('the packages page', () => {
  test('lists every version with its price, limits, features and the stores on it', async () => {
    const res = await admin.visit('/dashboard/packages');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Packages/Index');
    const starter = res.body.props.plans.filter((p: { code: string }) => p.code === 'starter');
    expect(
      starter.map(
        (p: {
          version: number;
          price_cents: number;
          interval: string;
          active: boolean;
          stores: number;
        }) => [p.version, p.price_cents, p.interval, p.active, p.stores],
      ),
    ).toEqual([
      [2, 2900, 'month', true, 1],
      [1, 2500, 'month', false, 0],
    ]);
    const salon = res.body.props.plans.find((p: { code: string }) => p.code === 'salon');
    expect(salon).toMatchObject({
      max_employees: 15,
      max_stations: 4,
      sms_per_month: 2000,
      max_locations: 1,
      stores: 1,
    });
    expect(salon.features).toContain('card_terminals');
    // The form's features go as their codes: the page names them in the reader's language.
    expect(res.body.props.features).toEqual([
      'appointments',
      'sms_marketing',
      'rewards',
      'reviews',
      'payroll',
      'card_terminals',
    ]);
  });

  test('is 403 for an owner, a manager and a referral partner, and every write is too', async () => {
    for (const email of ['owner@example.com', 'manager@example.com', 'referral@example.com']) {
      const c = await signedIn(t.app, email);
      expect((await c.visit('/dashboard/packages')).status, email).toBe(403);
      expect((await c.post('/dashboard/packages', form)).status, email).toBe(403);
      const [salon] = await planBy('salon');
      expect(
        (await c.send('put', `/dashboard/packages/${salon.id}`, { ...form, code: 'salon' })).status,
        email,
      ).toBe(403);
      expect((await c.post(`/dashboard/packages/${salon.id}/archive`)).status, email).toBe(403);
    }
    expect(await planBy('studio')).toEqual([]);
  });
});

describe('creating a package', () => {
  test('stores the price in cents, blank limits as unlimited, and the features chosen', async () => {
    const res = await admin.post('/dashboard/packages', { ...form, max_stations: '' });
    expect(res.status).toBe(302);
    expect((await page()).flash.success).toBe('Package created.');
    const [studio] = await planBy('studio');
    expect(studio).toMatchObject({
      name: 'Studio',
      version: 1,
      interval: 'month',
      priceCents: 3900,
      maxEmployees: 8,
      maxStations: null,
      smsPerMonth: 1000,
      features: ['appointments', 'payroll'],
      active: true,
    });
  });

  test('puts every error beside its field in one pass and stores nothing', async () => {
    await admin.post('/dashboard/packages', {
      code: 'Bad Code!',
      name: '',
      interval: 'weekly',
      price: '-3',
      max_employees: '2.5',
      max_stations: '99999999',
      sms_per_month: 'x',
      max_locations: '-1',
      features: ['teleport'],
    });
    expect((await page()).errors).toEqual({
      code: 'The code may use lowercase letters, digits and dashes, like "salon-plus".',
      name: 'The name field is required.',
      interval: 'Choose monthly or yearly.',
      price: 'The price may not be negative.',
      max_employees: 'The employee limit must be a whole number, or blank for unlimited.',
      max_stations: 'The station limit must be a whole number, or blank for unlimited.',
      sms_per_month: 'The SMS limit must be a whole number, or blank for unlimited.',
      max_locations: 'The location limit must be a whole number, or blank for unlimited.',
      'features.0': 'Choose features from the list.',
    });
    expect(await planBy('bad-code')).toEqual([]);
  });

  test('refuses a code another plan uses', async () => {
    await admin.post('/dashboard/packages', { ...form, code: 'salon' });
    expect((await page()).errors).toEqual({ code: 'Another plan uses this code.' });
  });
});

describe('editing a package', () => {
  test('a new price makes version 2; the store on version 1 keeps it and its price', async () => {
    const [salon] = await planBy('salon');
    const lotus = await storeId(t.db, 'Lotus Nail Spa');
    await admin.send('put', `/dashboard/packages/${salon.id}`, {
      ...form,
      code: 'salon',
      name: 'Salon',
      price: '79.00',
      max_employees: '15',
      max_stations: '4',
      sms_per_month: '2000',
    });
    expect((await page()).flash.success).toBe(
      'Package saved as version 2; stores on version 1 keep its price.',
    );
    const [v1, v2] = await planBy('salon');
    expect([v1.priceCents, v1.active, v1.supersededBy]).toEqual([6900, false, v2.id]);
    expect([v2.version, v2.priceCents, v2.active]).toEqual([2, 7900, true]);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, lotus));
    expect(sub.planId).toBe(v1.id);
    // The replaced version is not edited again.
    await admin.send('put', `/dashboard/packages/${v1.id}`, {
      ...form,
      code: 'salon',
      price: '99',
    });
    expect((await page()).errors).toEqual({
      price: 'This version was replaced: edit the newest one.',
    });
  });

  test('limits and features change in place when the price does not', async () => {
    const [multi] = await planBy('multi');
    await admin.send('put', `/dashboard/packages/${multi.id}`, {
      ...form,
      code: 'multi',
      name: 'Multi-location',
      price: '149.00',
      max_employees: '',
      max_stations: '',
      sms_per_month: '6000',
      max_locations: '10',
      features: ['appointments'],
    });
    expect((await page()).flash.success).toBe('Package updated.');
    const rows = await planBy('multi');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      smsPerMonth: 6000,
      maxLocations: 10,
      features: ['appointments'],
      priceCents: 14900,
    });
  });

  test('archive stops new stores and restore brings it back; an impossible or missing id is 404', async () => {
    const [studio] = await planBy('studio');
    await admin.post(`/dashboard/packages/${studio.id}/archive`);
    expect((await page()).flash.success).toBe('Package archived.');
    expect((await planBy('studio'))[0].active).toBe(false);
    await admin.post(`/dashboard/packages/${studio.id}/archive`);
    expect((await planBy('studio'))[0].active).toBe(true);
    expect((await admin.post('/dashboard/packages/999999/archive')).status).toBe(404);
    expect((await admin.send('put', '/dashboard/packages/abc', form)).status).toBe(404);
    expect((await admin.send('put', '/dashboard/packages/2147483648', form)).status).toBe(404);
  });
});
