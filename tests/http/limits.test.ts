import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, count, eq, like } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  bookingBlocks,
  checkInSettings,
  coupons,
  customerConsentEvents,
  customers,
  jobs,
  services,
  stores,
} from '../../database/schema';
import { createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { PASSWORD_RESET_MAIL } from '../../server/domain/access/passwordReset';

/**
 * Limits that hold: every limit counts per source address (and
 * per account, session or store), atomically, on whichever backend the run
 * uses (PGlite, PostgreSQL with TEST_DATABASE_URL, Redis with TEST_REDIS_URL).
 * The app trusts the loopback proxy, so each test speaks from an address of
 * its own (X-Forwarded-For) and no test's counters reach another's.
 */
let t: TestApp;
let lotus: number;
let seq = 0;
/** A fresh client address (TEST-NET-2) for each call. */
const nextAddress = () => `198.51.100.${++seq}`;
const from = (address: string) => ({ 'X-Forwarded-For': address });

beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['loopback'] });
  lotus = await storeId(t.db, 'Lotus Nail Spa');
});
afterAll(() => t.close());
beforeEach(() => t.resetThrottles());

async function account(email: string, password = 'password') {
  await createUser(t.db, {
    storeId: null,
    name: 'Limits Test',
    email,
    passwordHash: await hashPassword(password),
  });
}

describe('forgot password', () => {
  test('thirty requests for one account from thirty addresses send one email, and each gets the same answer', async () => {
    await account('reset-burst@example.com');
    const answers = [];
    for (let i = 0; i < 30; i++) {
      const c = new Client(t.app);
      const res = await c.post(
        '/forgot-password',
        { email: 'Reset-Burst@example.com' },
        from(nextAddress()),
      );
      answers.push({
        status: res.status,
        location: res.headers.location,
        flash: (await c.visit('/forgot-password')).body.flash.success,
      });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 302,
      location: '/forgot-password',
      flash: 'If that address has an account, we have emailed a password reset link.',
    });
    await t.runJobs();
    expect(t.mail.filter((m) => m.to === 'reset-burst@example.com')).toHaveLength(1);
  });

  test('an address with an account and one without get the same answer and the same work (one job each)', async () => {
    await account('reset-known@example.com');
    const ask = async (email: string) => {
      const c = new Client(t.app);
      const res = await c.post('/forgot-password', { email }, from(nextAddress()));
      const page = await c.visit('/forgot-password');
      return {
        status: res.status,
        location: res.headers.location,
        flash: page.body.flash,
        errors: page.body.props.errors,
      };
    };
    const jobsBefore = await resetJobs();
    const known = await ask('reset-known@example.com');
    const unknown = await ask('reset-nobody@example.com');
    expect(unknown).toEqual(known);
    expect(await resetJobs()).toBe(jobsBefore + 2);
    const mailBefore = t.mail.length;
    await t.runJobs();
    expect(t.mail.slice(mailBefore).map((m) => m.to)).toEqual(['reset-known@example.com']);
  });

  test('one address may ask five times in ten minutes, whatever the accounts; the sixth is a 429 with the wait under the field', async () => {
    const address = nextAddress();
    const c = new Client(t.app);
    for (let i = 0; i < 5; i++)
      expect(
        (await c.post('/forgot-password', { email: `spray${i}@example.com` }, from(address)))
          .status,
      ).toBe(302);
    const res = await c.post('/forgot-password', { email: 'spray9@example.com' }, from(address));
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.component).toBe('Auth/ForgotPassword');
    expect(res.body.props.errors.email).toMatch(
      /^Too many password reset requests from this address\. Please try again in \d+ minutes\.$/,
    );
    // Another address is not held up.
    expect(
      (
        await new Client(t.app).post(
          '/forgot-password',
          { email: 'spray9@example.com' },
          from(nextAddress()),
        )
      ).status,
    ).toBe(302);
  });
});

const resetJobs = async () =>
  (await t.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, PASSWORD_RESET_MAIL)))[0].n;

describe('registration', () => {
  const register = (c: Client, n: number, address: string) =>
    c.post(
      '/register',
      {
        business_name: `Limit Salon ${n}`,
        name: 'Owner',
        email: `limit-owner-${n}@example.com`,
        password: 'password123',
        password_confirmation: 'password123',
      },
      from(address),
    );
  const limitStores = async () =>
    (await t.db.select({ n: count() }).from(stores).where(like(stores.name, 'Limit Salon %')))[0].n;

  test('one address makes at most five stores an hour; the sixth sign-up is a 429 and makes nothing', async () => {
    const address = nextAddress();
    const before = await limitStores();
    for (let i = 0; i < 5; i++)
      expect((await register(new Client(t.app), seq * 100 + i, address)).status).toBe(302);
    const res = await register(new Client(t.app), seq * 100 + 9, address);
    expect(res.status).toBe(429);
    expect(res.body.component).toBe('Auth/Register');
    expect(res.body.props.errors.email).toMatch(
      /^Too many new accounts from this address\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await limitStores()).toBe(before + 5);
    expect((await register(new Client(t.app), seq * 100 + 8, nextAddress())).status).toBe(302);
  });

  test('a form that fails validation does not use the limit up', async () => {
    const address = nextAddress();
    const c = new Client(t.app);
    for (let i = 0; i < 8; i++)
      await c.post(
        '/register',
        { business_name: 'Typo Salon', name: 'Owner', email: 'not-an-email', password: 'short' },
        from(address),
      );
    expect((await register(new Client(t.app), seq * 100, address)).status).toBe(302);
  });
});

describe('password spraying', () => {
  test('one wrong password on each of 40 accounts from one address: from the 21st on every try is a 429, a right password too', async () => {
    await account('spray-victim@example.com');
    const address = nextAddress();
    const c = new Client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (
          await c.post(
            '/login',
            { email: `sprayed${i}@example.com`, password: 'Summer2026!' },
            from(address),
          )
        ).status,
      );
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(302));
    expect(new Set(statuses.slice(20))).toEqual(new Set([429]));
    const right = await c.post(
      '/login',
      { email: 'spray-victim@example.com', password: 'password' },
      from(address),
    );
    expect(right.status).toBe(429);
    expect(right.body.props.errors.email).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
    expect((await c.visit('/dashboard', from(address))).status).toBe(302);
    // The account itself is not locked: its owner signs in from elsewhere.
    expect(
      (
        await new Client(t.app).post(
          '/login',
          { email: 'spray-victim@example.com', password: 'password' },
          from(nextAddress()),
        )
      ).status,
    ).toBe(302);
  });

  test('sign-ins that succeed are given back, so staff sharing an address are not locked out', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++)
      expect(
        (
          await new Client(t.app).post(
            '/login',
            { email: 'owner@example.com', password: 'password' },
            from(address),
          )
        ).status,
      ).toBe(302);
    for (let i = 0; i < 20; i++)
      await new Client(t.app).post(
        '/login',
        { email: `typo${i}@example.com`, password: 'x' },
        from(address),
      );
    expect(
      (
        await new Client(t.app).post(
          '/login',
          { email: 'owner@example.com', password: 'password' },
          from(address),
        )
      ).status,
    ).toBe(429);
  });
});

describe('the guest’s intended page travels in the login URL', () => {
  test('another origin in ?redirect= is dropped: sign-in lands home', async () => {
    for (const redirect of [
      '//evil.example/x',
      'http://evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const c = new Client(t.app);
      expect(
        (await c.visit(`/login?redirect=${encodeURIComponent(redirect)}`)).body.props.redirect,
      ).toBeNull();
      const res = await c.post(
        '/login',
        { email: 'owner@example.com', password: 'password', redirect },
        from(nextAddress()),
      );
      expect(res.headers.location).toBe('/dashboard');
    }
  });
});

describe('confirm password', () => {
  test('is under the sign-in limits: after five wrong passwords the sixth try is a 429, even the right one', async () => {
    const address = nextAddress();
    const c = new Client(t.app);
    await c.post('/login', { email: 'owner2@example.com', password: 'password' }, from(address));
    for (let i = 0; i < 5; i++) {
      const res = await c.post('/user/confirm-password', { password: `wrong${i}` }, from(address));
      expect(res.status).toBe(302);
    }
    const res = await c.post('/user/confirm-password', { password: 'password' }, from(address));
    expect(res.status).toBe(429);
    expect(res.body.component).toBe('Auth/ConfirmPassword');
    expect(res.body.props.errors.password).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('coupon codes at the pay screen', () => {
  const CHECK = '/dashboard/pos/coupons/check';
  let line: Record<string, unknown>;
  beforeAll(async () => {
    const [service] = await t.db
      .select({ id: services.id })
      .from(services)
      .where(
        and(eq(services.storeId, lotus), eq(services.kind, 'service'), eq(services.isActive, true)),
      )
      .limit(1);
    const tech = (await employeeByNumber(t.db, lotus, '1003'))!;
    line = {
      key: 'limits-line',
      kind: 'service',
      service_id: service.id,
      technician_id: tech.id,
      unit_price: null,
      quantity: 1,
      discount: 0,
    };
  });
  const check = (c: Client, code: string) =>
    c.json(CHECK, {
      customer_id: null,
      lines: [line],
      ticket_discount: null,
      tip: null,
      tip_shares: [],
      code,
    });

  test('ten unknown codes per session, thirty per store in ten minutes; then a 429, a real code too', async () => {
    await t.db
      .insert(coupons)
      .values({ storeId: lotus, code: 'LIMIT10', kind: 'percent', value: 10 });
    const first = await signedIn(t.app, 'owner@example.com');
    for (let i = 0; i < 10; i++)
      expect((await check(first, `GUESS${i}`)).body.errors).toEqual({
        code: 'No coupon has this code.',
      });
    const refused = await check(first, 'LIMIT10');
    expect(refused.status).toBe(429);
    expect(refused.body.errors.code).toMatch(
      /^Too many coupon codes tried\. Please wait \d+ minutes and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other sessions of the store each have their own ten, until the store's thirty are used.
    const second = await signedIn(t.app, 'owner@example.com');
    for (let i = 0; i < 10; i++) expect((await check(second, `GUESS2${i}`)).status).toBe(422);
    const third = await signedIn(t.app, 'manager@example.com');
    for (let i = 0; i < 9; i++) expect((await check(third, `GUESS3${i}`)).status).toBe(422);
    expect((await check(await signedIn(t.app, 'owner@example.com'), 'GUESS40')).status).toBe(429);
    // Another store is not held up.
    expect((await check(await signedIn(t.app, 'owner2@example.com'), 'GUESS50')).status).toBe(422);
  });

  test('codes that name a coupon do not count', async () => {
    await t.db
      .insert(coupons)
      .values({ storeId: lotus, code: 'LIMITOK', kind: 'amount', value: 100 });
    const c = await signedIn(t.app, 'owner@example.com');
    for (let i = 0; i < 15; i++)
      expect((await check(c, 'limitok')).body).toMatchObject({ code: 'limitok', value: 100 });
    for (let i = 0; i < 10; i++) expect((await check(c, `NOPE${i}`)).status).toBe(422);
    expect((await check(c, 'NOPE10')).status).toBe(429);
  });
});

describe('the kiosk', () => {
  let token: string;
  let phoneSeq = 0;
  const nextPhone = () => `555016${String(phoneSeq++).padStart(4, '0')}`;
  beforeAll(async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    await owner.visit('/dashboard/settings?tab=checkins');
    [{ token }] = await t.db
      .select({ token: checkInSettings.kioskToken })
      .from(checkInSettings)
      .where(eq(checkInSettings.storeId, lotus));
  });

  test('thirty phone look-ups a minute from one address, as documented; the 31st is a 429', async () => {
    const address = nextAddress();
    const c = new Client(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await c.post(`/kiosk/${token}`, { phone: nextPhone() }, from(address))).status,
      );
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(302));
    expect(statuses[30]).toBe(429);
  });

  /** A customer the store already has, then a kiosk visit for her phone that ticks the SMS box. */
  async function kioskTickFor(existing: Partial<typeof customers.$inferInsert>) {
    const phone = nextPhone();
    const [cust] = await t.db
      .insert(customers)
      .values({ storeId: lotus, name: 'Known Customer', phone, ...existing })
      .returning();
    const address = nextAddress();
    const c = new Client(t.app);
    expect((await c.post(`/kiosk/${token}`, { phone }, from(address))).status).toBe(302);
    const page = await c.visit(`/kiosk/${token}/customer`, from(address));
    expect(page.body.props.first_name).toBe('Known');
    expect(page.body.props.consent_text).toBeNull();
    expect(
      (await c.post(`/kiosk/${token}/customer`, { sms_consent: true }, from(address))).headers
        .location,
    ).toBe(`/kiosk/${token}/success`);
    const [after] = await t.db.select().from(customers).where(eq(customers.id, cust.id));
    const events = await t.db
      .select()
      .from(customerConsentEvents)
      .where(
        and(
          eq(customerConsentEvents.storeId, lotus),
          eq(customerConsentEvents.customerId, cust.id),
        ),
      );
    return { before: cust, after, events };
  }

  test('a tick for a phone the store knows records no consent: the box is not even shown', async () => {
    const { after, events } = await kioskTickFor({});
    expect(after).toMatchObject({
      smsConsentAt: null,
      smsConsentSource: null,
      smsConsentText: null,
    });
    expect(events).toEqual([]);
  });

  test('an existing customer’s consent is left exactly as it was', async () => {
    const { before, after, events } = await kioskTickFor({
      smsConsentAt: new Date('2026-01-02T03:04:05Z'),
      smsConsentSource: 'front_desk',
      smsConsentText: 'Old words. Reply STOP to opt out.',
    });
    expect({
      at: after.smsConsentAt,
      source: after.smsConsentSource,
      text: after.smsConsentText,
    }).toEqual({
      at: before.smsConsentAt,
      source: 'front_desk',
      text: 'Old words. Reply STOP to opt out.',
    });
    expect(events).toEqual([]);
  });

  test('a new customer made at the kiosk has her tick recorded, from the kiosk', async () => {
    const phone = nextPhone();
    const address = nextAddress();
    const c = new Client(t.app);
    await c.post(`/kiosk/${token}`, { phone }, from(address));
    expect(
      (await c.visit(`/kiosk/${token}/customer`, from(address))).body.props.consent_text,
    ).toMatch(/Reply STOP/);
    await c.post(
      `/kiosk/${token}/customer`,
      { name: 'New Kiosk Texter', sms_consent: true },
      from(address),
    );
    const [cust] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, lotus), eq(customers.phone, phone)));
    expect(cust).toMatchObject({ name: 'New Kiosk Texter', smsConsentSource: 'kiosk' });
    const events = await t.db
      .select()
      .from(customerConsentEvents)
      .where(eq(customerConsentEvents.customerId, cust.id));
    expect(events).toMatchObject([{ granted: true, source: 'kiosk' }]);
  });
});

describe('appointment blocks under concurrency', () => {
  // The race needs requests on separate connections (PostgreSQL); one round of ten lost it now and then, ten rounds nearly always.
  test('ten identical submits at once make one block, and every one gets the same redirect (ten rounds)', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const made: number[] = [];
    for (let round = 0; round < 10; round++) {
      const title = `Concurrent ${round} ${Date.now()}`;
      const body = {
        title,
        technician_id: '',
        date: '2099-03-04',
        start: '12:00',
        end: '13:00',
        repeat: 'none',
        repeat_until: '',
      };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => owner.post('/dashboard/booking-blocks', body)),
      );
      expect(answers.map((r) => [r.status, r.headers.location])).toEqual(
        Array(10).fill([302, '/dashboard/booking-blocks']),
      );
      made.push(
        (
          await t.db
            .select()
            .from(bookingBlocks)
            .where(and(eq(bookingBlocks.storeId, lotus), eq(bookingBlocks.title, title)))
        ).length,
      );
    }
    expect(made).toEqual(Array(10).fill(1));
  });
});
