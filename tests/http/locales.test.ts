import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import { checkInSettings, employees, stores, users } from '../../database/schema';
import { invalidateActors } from '../../database/cacheInvalidation';

/** The salon's languages: which language a page speaks (shared prop `locale`), and the three ways to choose it. */
let t: TestApp;
let lotus: number;
let rose: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  const owner = await signedIn(t.app, 'owner@example.com');
  expect((await owner.visit('/dashboard/settings?tab=checkins')).status).toBe(200);
  [{ token }] = await t.db
    .select({ token: checkInSettings.kioskToken })
    .from(checkInSettings)
    .where(eq(checkInSettings.storeId, lotus));
});
afterAll(() => t.close());
beforeEach(async () => {
  t.resetThrottles();
  await t.db.update(users).set({ locale: 'en' });
  await t.db.update(employees).set({ locale: 'en' });
  await t.db.update(stores).set({ locale: 'en' });
  await invalidateActors(t.db, 'all');
});

/** Sets an account's language behind the app's back, and tells its caches (as every path in the app does). */
async function setLocaleOf(email: string, locale: string) {
  await t.db.update(users).set({ locale }).where(eq(users.email, email));
  await invalidateActors(t.db, 'all');
}

/** A device set up as Lotus's Front Desk station, signed out. */
async function station(): Promise<Client> {
  const owner = await signedIn(t.app, 'owner@example.com');
  const front = (await owner.visit('/dashboard/stations')).body.props.stations.find(
    (s: { name: string }) => s.name === 'Front Desk',
  );
  await owner.post(`/dashboard/stations/${front.id}/select`);
  await owner.post('/logout');
  return owner;
}

describe('the language a page speaks', () => {
  test('a guest hears English until she chooses; the choice is a cookie, checked against the supported languages', async () => {
    const c = new Client(t.app);
    expect((await c.visit('/login')).body.props.locale).toBe('en');
    const res = await c.post('/locale', { locale: 'vi' }, { Referer: `${t.config.appUrl}/login` });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect((await c.visit('/login')).body.props.locale).toBe('vi');
    // A language that is not offered is refused beside the field (in the language she chose), and the choice stays.
    await c.post('/locale', { locale: 'fr' }, { Referer: `${t.config.appUrl}/login` });
    const page = (await c.visit('/login')).body.props;
    expect(page.errors).toEqual({ locale: 'Hãy chọn English, Tiếng Việt hoặc Español.' });
    expect(page.locale).toBe('vi');
    // A forged cookie is no language: English.
    const forged = new Client(t.app);
    expect((await forged.visit('/login', { Cookie: 'locale=klingon' })).body.props.locale).toBe(
      'en',
    );
  });

  test('an account speaks its own language from sign-in, whatever the device chose before', async () => {
    await setLocaleOf('owner@example.com', 'es');
    const c = new Client(t.app);
    await c.post('/locale', { locale: 'vi' });
    await c.login('owner@example.com');
    expect((await c.visit('/dashboard')).body.props.locale).toBe('es');
  });

  test("the profile's select changes the account's language, for this session and the next sign-in", async () => {
    const c = await signedIn(t.app, 'manager@example.com');
    expect((await c.visit('/dashboard/profiles')).body.props.locale).toBe('en');
    expect(
      (
        await c.post(
          '/locale',
          { locale: 'vi' },
          { Referer: `${t.config.appUrl}/dashboard/profiles` },
        )
      ).headers.location,
    ).toBe('/dashboard/profiles');
    expect((await c.visit('/dashboard/profiles')).body.props.locale).toBe('vi');
    const [row] = await t.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'manager@example.com'));
    expect(row.locale).toBe('vi');
  });

  test('a technician signed in at a station speaks her employee language, and a wrong password is answered in it', async () => {
    const anna = await employeeByNumber(t.db, lotus, '1001');
    await t.db.update(employees).set({ locale: 'vi' }).where(eq(employees.id, anna.id));
    const device = await station();
    // The sign-in page speaks the device's choice: the technician switches it to hers.
    await device.post('/locale', { locale: 'vi' });
    await device.post('/employee/login', { user_id: '1001', password: 'bad' });
    expect((await device.visit('/employee/login')).body.props.errors).toEqual({
      user_id: 'Không tìm thấy nhân viên. Vui lòng kiểm tra lại thông tin đăng nhập.',
    });
    await device.post('/locale', { locale: 'en' });
    await device.post('/employee/login', { user_id: '1001', password: 'bad' });
    // English keeps the spec's text exactly.
    expect((await device.visit('/employee/login')).body.props.errors).toEqual({
      user_id: 'Employee not found. Please check your credentials.',
    });
    expect(
      (await device.post('/employee/login', { user_id: '1001', password: '1234' })).headers
        .location,
    ).toBe('/dashboard');
    expect((await device.visit('/dashboard')).body.props.locale).toBe('vi');
  });

  test("the clock calls answer in their reader's language (in English, the spec's text: tests/http/clockRecordCalls.test.ts)", async () => {
    await t.db.update(users).set({ locale: 'vi' }).where(eq(users.email, 'owner@example.com'));
    const owner = await signedIn(t.app, 'owner@example.com');
    const res = await owner.json('/dashboard/employees/confirm-account', {
      user_id: '1001',
      password: 'wrong',
    });
    expect(res.body.message).toBe(
      'Không tìm thấy nhân viên. Vui lòng kiểm tra lại thông tin đăng nhập.',
    );
  });
});

describe('customer pages', () => {
  test("open in the store's language, and a visitor's switch wins over it", async () => {
    await t.db.update(stores).set({ locale: 'es' }).where(eq(stores.id, lotus));
    const c = new Client(t.app);
    const pad = await c.visit(`/kiosk/${token}`);
    expect(pad.body.component).toBe('Customer/CheckIn');
    expect(pad.body.props.locale).toBe('es');
    expect((await c.visit(`/book/${rose}/menu`)).body.props.locale).toBe('en');
    await c.post('/locale', { locale: 'vi' });
    expect((await c.visit(`/kiosk/${token}`)).body.props.locale).toBe('vi');
    expect((await c.visit(`/book/${lotus}/menu`)).body.props.locale).toBe('vi');
  });

  test("the store's language is set by someone who manages settings; not by a manager without it", async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    expect((await owner.visit('/dashboard/settings?tab=business')).body.props.customer_locale).toBe(
      'en',
    );
    expect((await owner.send('put', '/dashboard/settings/locale', { locale: 'vi' })).status).toBe(
      303,
    );
    expect((await owner.visit('/dashboard/settings?tab=business')).body.props.customer_locale).toBe(
      'vi',
    );
    const [row] = await t.db
      .select({ locale: stores.locale })
      .from(stores)
      .where(eq(stores.id, lotus));
    expect(row.locale).toBe('vi');
    // Only the signed-in store's: Rose Nails is untouched.
    const [other] = await t.db
      .select({ locale: stores.locale })
      .from(stores)
      .where(eq(stores.id, rose));
    expect(other.locale).toBe('en');
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.send('put', '/dashboard/settings/locale', { locale: 'es' })).status).toBe(
      403,
    );
    await owner.send('put', '/dashboard/settings/locale', { locale: 'de' });
    expect((await owner.visit('/dashboard')).body.props.errors).toEqual({
      locale: 'Choose English, Tiếng Việt or Español.',
    });
  });
});

describe("an employee's language (employees edit)", () => {
  test('is on the edit page and saved by someone who manages employees', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const bao = await employeeByNumber(t.db, lotus, '1002');
    expect(
      (await owner.visit(`/dashboard/employees/${bao.id}/edit`)).body.props.employee.locale,
    ).toBe('en');
    const res = await owner.send(
      'put',
      `/dashboard/employees/${bao.id}/locale`,
      { locale: 'vi' },
      { Referer: `${t.config.appUrl}/dashboard/employees/${bao.id}/edit` },
    );
    expect(res.status).toBe(303);
    const page = (await owner.visit(`/dashboard/employees/${bao.id}/edit`)).body;
    expect(page.props.employee.locale).toBe('vi');
    expect(page.flash).toMatchObject({ success: 'Language saved.' });
  });

  test('reaches a technician already signed in at a station on her next page, not at her next sign-in', async () => {
    const device = await station();
    expect(
      (await device.post('/employee/login', { user_id: '1002', password: '1234' })).headers
        .location,
    ).toBe('/dashboard');
    expect((await device.visit('/dashboard')).body.props.locale).toBe('en');
    const owner = await signedIn(t.app, 'owner@example.com');
    const bao = await employeeByNumber(t.db, lotus, '1002');
    expect(
      (await owner.send('put', `/dashboard/employees/${bao.id}/locale`, { locale: 'vi' })).status,
    ).toBe(303);
    expect((await device.visit('/dashboard')).body.props.locale).toBe('vi');
  });

  test('refuses a language that is not offered, and a manager without "manage employees"', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const bao = await employeeByNumber(t.db, lotus, '1002');
    await owner.send('put', `/dashboard/employees/${bao.id}/locale`, { locale: 'xx' });
    expect((await owner.visit(`/dashboard/employees/${bao.id}/edit`)).body.props.errors).toEqual({
      locale: 'Choose English, Tiếng Việt or Español.',
    });
    const manager = await signedIn(t.app, 'manager@example.com');
    expect(
      (await manager.send('put', `/dashboard/employees/${bao.id}/locale`, { locale: 'vi' })).status,
    ).toBe(403);
  });

  test("another store's employee, or none, is a 404", async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const roseEmployee = await employeeByNumber(t.db, rose, '2001');
    expect(
      (await owner.send('put', `/dashboard/employees/${roseEmployee.id}/locale`, { locale: 'vi' }))
        .status,
    ).toBe(404);
    expect(
      (await owner.send('put', '/dashboard/employees/999999/locale', { locale: 'vi' })).status,
    ).toBe(404);
    expect(
      (await owner.send('put', '/dashboard/employees/99999999999/locale', { locale: 'vi' })).status,
    ).toBe(404);
    const [row] = await t.db
      .select({ locale: employees.locale })
      .from(employees)
      .where(eq(employees.id, roseEmployee.id));
    expect(row.locale).toBe('en');
  });
});
