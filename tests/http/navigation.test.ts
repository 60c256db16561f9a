import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signedIn, Client, type TestApp } from '../support/app';
import { routes } from '../../routes/index';
import { MENU_ROUTE_NAMES } from '../../common/menu';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { route: string } | { group: string; children: { route: string }[] };
const flat = (menu: Item[]) =>
  menu.flatMap((i) => ('group' in i ? i.children.map((c) => c.route) : [i.route]));
const menuOf = async (email: string) =>
  flat((await (await signedIn(t.app, email)).visit('/dashboard/supports')).body.props.menu);

describe('the sidebar each demo user receives', () => {
  test('the owner sees every store entry in spec order, grouped', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const menu: Item[] = (await c.visit('/dashboard')).body.props.menu;
    expect(menu.filter((i) => 'group' in i).map((i) => (i as { group: string }).group)).toEqual([
      'Invoices',
      'Payroll',
      'Reports',
      'Customers',
      'Settings',
    ]);
    expect(flat(menu)).toEqual([
      'dashboard',
      'pos.select_technician',
      'invoices.index',
      'invoices.draft',
      'offline-tickets.index',
      'checkins.index',
      'employees.index',
      'turn_managements.index',
      'clock-in-outs.index',
      'payrolls.index',
      'payrolls.report',
      'tip-managements.index',
      'reports.daily',
      'cash-drawer.index',
      'reports.index',
      'sms-logs.index',
      'stats.index',
      'close-batches.index',
      'appointments.calendars',
      'customers.index',
      'customer-reviews.index',
      'customer-rewards.index',
      'promotions.index',
      'coupons.index',
      'giftcards.index',
      'announcements.index',
      'supports.index',
      'settings.index',
      'billing.show',
      'teams.index',
      'tip-rules.index',
      'opening-hours.index',
      'booking-blocks.index',
      'terminal-devices.index',
      'stations.index',
      'setup.show',
      'taxes.index',
      'services.index',
      'categories.index',
    ]);
  });
  test('the manager sees only what the role grants', async () => {
    expect(await menuOf('manager@example.com')).toEqual([
      'dashboard',
      'pos.select_technician',
      'checkins.index',
      'employees.index',
      'turn_managements.index',
      'clock-in-outs.index',
      'reports.daily',
      'cash-drawer.index',
      'customers.index',
      'supports.index',
    ]);
  });
  test('the super admin sees only Users, Invoice, Packages and Supports', async () => {
    expect(await menuOf('admin@example.com')).toEqual([
      'users.index',
      'user-invoices.index',
      'packages.index',
      'supports.index',
    ]);
  });
  test('the referral user sees only their Users page and Supports', async () => {
    expect(await menuOf('referral@example.com')).toEqual(['users.user_refs', 'supports.index']);
  });
});

describe('route protection matches the menu', () => {
  test('a guest is sent to sign in', async () => {
    const res = await new Client(t.app).visit('/dashboard/employees');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?redirect=%2Fdashboard%2Femployees');
  });
  test('the manager gets 403 for a permission the role lacks, and 200 for one it has', async () => {
    const c = await signedIn(t.app, 'manager@example.com');
    for (const url of [
      '/dashboard/settings',
      '/dashboard/invoices',
      '/dashboard/payrolls/reports?type=salary',
      '/dashboard/stations',
    ]) {
      const res = await c.visit(url);
      expect(res.status, url).toBe(403);
      expect(res.body.component).toBe('Error');
    }
    expect((await c.visit('/dashboard/checkins')).status).toBe(200);
    expect((await c.post('/dashboard/stations', { name: 'Nope' })).status).toBe(403);
  });
  test('the super admin cannot open store screens, and store owners cannot open super admin ones', async () => {
    const admin = await signedIn(t.app, 'admin@example.com');
    expect((await admin.visit('/dashboard')).status).toBe(403);
    expect((await admin.visit('/dashboard/checkins')).status).toBe(403);
    expect((await admin.visit('/dashboard/packages')).status).toBe(200);
    const owner = await signedIn(t.app, 'owner@example.com');
    expect((await owner.visit('/dashboard/packages')).status).toBe(403);
    expect((await owner.visit('/dashboard/user-refs')).status).toBe(403);
  });
  test('the referral user is refused every store permission, even as a store user', async () => {
    const c = await signedIn(t.app, 'referral@example.com');
    expect((await c.visit('/dashboard')).status).toBe(403);
    expect((await c.visit('/dashboard/customers')).status).toBe(403);
    expect((await c.visit('/dashboard/user-refs')).status).toBe(200);
  });
  test('every sidebar screen is a page (Supports, the last one coming soon, is mounted)', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const res = await c.visit('/dashboard/supports');
    expect(res.body).toMatchObject({ component: 'Admin/Supports/Index' });
    // Every sidebar entry is a page (JSON lookups such as the POS customer search are not screens).
    for (const r of routes.filter(
      (x) => x.method === 'get' && MENU_ROUTE_NAMES.includes(x.name) && !x.path.includes('{'),
    )) {
      const page = await c.visit(r.path);
      expect([200, 403], r.name).toContain(page.status);
    }
  });
});

describe('stations (settings) and tenancy', () => {
  test('the owner lists, adds, renames and deletes stations with flash messages', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const page = (await c.visit('/dashboard/stations')).body;
    expect(page.component).toBe('Admin/Stations/Index');
    expect(page.props.stations.map((s: { name: string }) => s.name)).toEqual([
      'Front Desk',
      'Station 2',
    ]);
    await c.post('/dashboard/stations', { name: '' });
    expect((await c.visit('/dashboard/stations')).body.props.errors).toEqual({
      name: 'The name field is required.',
    });
    await c.post('/dashboard/stations', { name: 'Front Desk' });
    expect((await c.visit('/dashboard/stations')).body.props.errors).toEqual({
      name: 'A station with this name already exists.',
    });
    await c.post('/dashboard/stations', { name: 'Station 3' });
    const added = (await c.visit('/dashboard/stations')).body;
    expect(added.flash.success).toBe('Station created.');
    const s3 = added.props.stations.find((s: { name: string }) => s.name === 'Station 3');
    expect(
      (await c.send('put', `/dashboard/stations/${s3.id}`, { name: 'Station Three' })).status,
    ).toBe(303);
    expect((await c.send('delete', `/dashboard/stations/${s3.id}`)).status).toBe(303);
    expect((await c.visit('/dashboard/stations')).body.props.stations).toHaveLength(2);
  });
  test("another store's station answers 404 for every action and is left untouched", async () => {
    const lotus = await signedIn(t.app, 'owner@example.com');
    const lotusStation = (await lotus.visit('/dashboard/stations')).body.props.stations[0];
    const rose = await signedIn(t.app, 'owner2@example.com');
    expect(
      (await rose.send('put', `/dashboard/stations/${lotusStation.id}`, { name: 'Hijacked' }))
        .status,
    ).toBe(404);
    expect((await rose.send('delete', `/dashboard/stations/${lotusStation.id}`)).status).toBe(404);
    expect((await rose.post(`/dashboard/stations/${lotusStation.id}/select`)).status).toBe(404);
    expect(
      (await rose.visit('/dashboard/stations')).body.props.stations.map(
        (s: { name: string }) => s.name,
      ),
    ).toEqual(['Front Desk']);
    expect((await lotus.visit('/dashboard/stations')).body.props.stations[0]).toEqual(lotusStation);
  });
  test('a malformed id is a 404, not a crash', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    expect((await c.send('put', '/dashboard/stations/abc', { name: 'x' })).status).toBe(404);
  });
});

describe.skipIf(!!process.env.TEST_REDIS_URL)('sessions live on the server', () => {
  test('signing out deletes the session row', async () => {
    const c = await signedIn(t.app, 'owner2@example.com');
    const count = async () => {
      const result = await t.db.execute(
        sql`select count(*)::int as n from sessions where user_id = (select id from users where email = 'owner2@example.com')`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
    };
    expect(await count()).toBeGreaterThan(0);
    const before = await count();
    await c.post('/logout');
    expect(await count()).toBe(before - 1);
  });
});
