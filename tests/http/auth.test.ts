import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, signedIn, Client, type TestApp } from '../support/app';
import { count, eq } from 'drizzle-orm';
import { createUser } from '../../database/queries/users';
import { stores, users } from '../../database/schema';
import { hashPassword } from '../../server/domain/access/passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every test here signs in from the one test address: the per-address sign-in limit must not carry over.
beforeEach(() => t.resetThrottles());

const setCookies = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);
const sessionId = (res: { headers: Record<string, unknown> }) =>
  setCookies(res)
    .find((c) => c.startsWith('chairside_session='))
    ?.split(';')[0];

describe('signing in', () => {
  test('the login page renders for a guest', async () => {
    const res = await new Client(t.app).visit('/login');
    expect(res.body).toMatchObject({
      component: 'Auth/Login',
      props: { canResetPassword: true, auth: { user: null } },
    });
  });
  test('the right password signs in on a new session id and lands on the dashboard', async () => {
    const c = new Client(t.app);
    const first = await c.get('/login');
    const res = await c.post('/login', { email: 'Owner@Example.com', password: 'password' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    expect(sessionId(res)).toBeTruthy();
    expect(sessionId(res)).not.toBe(sessionId(first));
    expect((await c.visit('/dashboard')).body.props.auth.user.name).toBe('Linh Owner');
  });
  test('a wrong password puts the error under the email field and signs nobody in', async () => {
    const c = new Client(t.app);
    await c.post('/login', { email: 'owner@example.com', password: 'nope' });
    const page = (await c.visit('/login')).body;
    expect(page.props.errors).toEqual({ email: 'These credentials do not match our records.' });
    expect(page.props.auth.user).toBeNull();
  });
  test('a guest sent to sign in goes back to the page they wanted', async () => {
    const c = new Client(t.app);
    const bounce = await c.visit('/dashboard/stations');
    expect(bounce.status).toBe(302);
    expect(bounce.headers.location).toBe('/login?redirect=%2Fdashboard%2Fstations');
    // The login page hands the path to its form, which sends it back.
    const page = await c.visit(bounce.headers.location);
    expect(page.body.props.redirect).toBe('/dashboard/stations');
    const res = await c.post('/login', {
      email: 'owner@example.com',
      password: 'password',
      redirect: page.body.props.redirect,
    });
    expect(res.headers.location).toBe('/dashboard/stations');
  });
  test('a signed-in user visiting the login page goes home', async () => {
    const c = await signedIn(t.app, 'admin@example.com');
    const res = await c.visit('/login');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/users');
  });
  test('after 5 failed tries in a minute the 6th is refused with 429 and the wait under the email field', async () => {
    const c = new Client(t.app);
    for (let i = 0; i < 5; i++)
      await c.post('/login', { email: 'manager@example.com', password: `wrong${i}` });
    const res = await c.post('/login', { email: 'manager@example.com', password: 'password' });
    expect(res.status).toBe(429);
    expect(res.body.component).toBe('Auth/Login');
    expect(res.body.props.errors.email).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The right password does not get through while throttled.
    expect((await c.visit('/dashboard')).status).toBe(302);
  });
  test('the throttle counts per address: another account is not locked out', async () => {
    const c = new Client(t.app);
    for (let i = 0; i < 5; i++)
      await c.post('/login', { email: 'nobody@example.com', password: 'x' });
    expect(
      (await c.post('/login', { email: 'owner2@example.com', password: 'password' })).status,
    ).toBe(302);
  });
});

describe('signing out', () => {
  test('logout is a POST that ends the server-side session', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const res = await c.post('/logout');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
    const after = await c.visit('/dashboard');
    expect(after.status).toBe(302);
    expect(after.headers.location).toBe('/login?redirect=%2Fdashboard');
  });
  test('logout by GET does not exist', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    expect((await c.visit('/logout')).status).toBe(404);
    expect((await c.visit('/dashboard')).status).toBe(200);
  });
});

describe('CSRF', () => {
  test('a POST without the token is refused with 419 and changes nothing', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    const before = (await c.visit('/dashboard/stations')).body.props.stations.length;
    const res = await c.agent
      .post('/dashboard/stations')
      .set({ 'X-Inertia': 'true', 'X-Inertia-Version': 'test-version' })
      .send({ name: 'Sneaky' });
    expect(res.status).toBe(419);
    expect(res.body.component).toBe('Error');
    expect((await c.visit('/dashboard/stations')).body.props.stations.length).toBe(before);
  });
  test('a wrong token is refused, and a login POST without one too', async () => {
    const c = new Client(t.app);
    await c.get('/login');
    const res = await c.agent
      .post('/login')
      .set('X-XSRF-TOKEN', 'forged')
      .send({ email: 'owner@example.com', password: 'password' });
    expect(res.status).toBe(419);
  });
  test('the token may come as X-CSRF-TOKEN or a _token field', async () => {
    const a = new Client(t.app);
    await a.get('/login');
    expect(
      (
        await a.agent
          .post('/login')
          .set('X-CSRF-TOKEN', a.xsrf)
          .send({ email: 'owner@example.com', password: 'password' })
      ).status,
    ).toBe(302);
    const b = new Client(t.app);
    await b.get('/login');
    expect(
      (
        await b.agent
          .post('/login')
          .type('form')
          .send({ _token: b.xsrf, email: 'owner@example.com', password: 'password' })
      ).status,
    ).toBe(302);
  });
});

describe('registration, password reset and email verification', () => {
  test('registering creates a store and its owner, signs in, and mails a verification link', async () => {
    const c = new Client(t.app);
    const res = await c.post('/register', {
      business_name: 'Jade Nails',
      name: 'Jade',
      email: 'jade@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
    expect(res.status).toBe(302);
    const page = (await c.visit('/dashboard')).body;
    expect(page.props.store.name).toBe('Jade Nails');
    const mail = t.mail.find((m) => m.to === 'jade@example.com')!;
    expect(mail.subject).toMatch(/Verify your email/);
    const link = new URL(/http\S+/.exec(mail.text)![0]);
    expect((await c.visit(`${link.pathname}${link.search}`)).status).toBe(302);
    expect((await c.visit('/dashboard')).body.flash.success).toBe(
      'Your email address has been verified.',
    );
    // Change the signature's first character to a different one, whatever it was.
    const tampered = `${link.pathname}${link.search.replace(/signature=(.)/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`)}`;
    expect((await c.visit(tampered)).status).toBe(403);
  });
  test('registering with a taken email or a short password shows field errors', async () => {
    const c = new Client(t.app);
    await c.post('/register', {
      business_name: 'X',
      name: 'X',
      email: 'owner@example.com',
      password: 'short',
      password_confirmation: 'short',
    });
    // Every error in one pass: the taken address comes with the short password.
    expect((await c.visit('/register')).body.props.errors).toEqual({
      password: 'The password must be at least 8 characters.',
      email: 'The email has already been taken.',
    });
    await c.post('/register', {
      business_name: 'X',
      name: 'X',
      email: 'owner@example.com',
      password: 'longenough',
      password_confirmation: 'longenough',
    });
    expect((await c.visit('/register')).body.props.errors).toEqual({
      email: 'The email has already been taken.',
    });
  });
  test('a reset link mailed to the account sets a new password once', async () => {
    // An account of its own: the demo owners keep the password other tests sign in with.
    await createUser(t.db, {
      storeId: null,
      name: 'Reset Test',
      email: 'reset-me@example.com',
      passwordHash: await hashPassword('password'),
    });
    // Signed in somewhere else with the old password: the reset signs that session out (database or Redis store).
    const elsewhere = await signedIn(t.app, 'reset-me@example.com');
    // The profile opens for every signed-in account, a storeless one too.
    expect((await elsewhere.visit('/dashboard/profiles')).status).toBe(200);
    const c = new Client(t.app);
    await c.post('/forgot-password', { email: 'reset-me@example.com' });
    expect((await c.visit('/forgot-password')).body.flash.success).toMatch(
      /emailed a password reset link/,
    );
    await t.runJobs();
    const mail = t.mail.find((m) => m.to === 'reset-me@example.com')!;
    const link = new URL(/http\S+/.exec(mail.text)![0]);
    const token = link.pathname.split('/').pop()!;
    const form = await c.visit(`${link.pathname}${link.search}`);
    expect(form.body).toMatchObject({
      component: 'Auth/ResetPassword',
      props: { token, email: 'reset-me@example.com' },
    });
    const res = await c.post('/reset-password', {
      token,
      email: 'reset-me@example.com',
      password: 'newpassword1',
      password_confirmation: 'newpassword1',
    });
    expect(res.headers.location).toBe('/login');
    const after = await elsewhere.visit('/dashboard/profiles');
    expect(after.status).toBe(302);
    expect(after.headers.location).toBe('/login?redirect=%2Fdashboard%2Fprofiles');
    expect(
      (await c.post('/login', { email: 'reset-me@example.com', password: 'newpassword1' })).status,
    ).toBe(302);
    const again = new Client(t.app);
    await again.post('/reset-password', {
      token,
      email: 'reset-me@example.com',
      password: 'another123',
      password_confirmation: 'another123',
    });
    expect((await again.visit('/login')).body.props.errors.email).toBe(
      'This password reset token is invalid.',
    );
  });
  test('asking for a reset of an unknown address answers the same and sends nothing', async () => {
    const before = t.mail.length;
    const c = new Client(t.app);
    await c.post('/forgot-password', { email: 'ghost@example.com' });
    expect((await c.visit('/forgot-password')).body.flash.success).toMatch(
      /emailed a password reset link/,
    );
    await t.runJobs();
    expect(t.mail.length).toBe(before);
  });
  test('confirming the password checks it', async () => {
    const c = await signedIn(t.app, 'owner@example.com');
    expect((await c.visit('/user/confirm-password')).body.component).toBe('Auth/ConfirmPassword');
    await c.post('/user/confirm-password', { password: 'wrong' });
    expect((await c.visit('/user/confirm-password')).body.props.errors).toEqual({
      password: 'The provided password is incorrect.',
    });
    expect(
      (await c.post('/user/confirm-password', { password: 'password' })).headers.location,
    ).toBe('/dashboard');
  });
});

describe('registration is all or nothing', () => {
  const countOf = async () => ({
    stores: (await t.db.select({ n: count() }).from(stores))[0].n,
    users: (await t.db.select({ n: count() }).from(users))[0].n,
  });
  const signUp = (c: Client, email: string, extra: Record<string, unknown> = {}) =>
    c.post('/register', {
      business_name: 'Pearl Nails',
      name: 'Pearl',
      email,
      password: 'secret123',
      password_confirmation: 'secret123',
      ...extra,
    });

  test('two sign-ups racing for one address make one store and one account, and the loser gets the field error', async () => {
    const before = await countOf();
    const [a, b] = [new Client(t.app), new Client(t.app)];
    await Promise.all([a.get('/login'), b.get('/login')]);
    const answers = await Promise.all([
      signUp(a, 'race@example.com'),
      signUp(b, 'race@example.com'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([302, 302]);
    expect(await countOf()).toEqual({ stores: before.stores + 1, users: before.users + 1 });
    const pages = await Promise.all([a.visit('/register'), b.visit('/register')]);
    expect(
      pages.filter(
        (p) =>
          p.status === 200 && p.body.props.errors?.email === 'The email has already been taken.',
      ),
    ).toHaveLength(1);
  });

  test('hostile values are field errors and leave no store or account behind', async () => {
    const before = await countOf();
    const c = new Client(t.app);
    await c.get('/login');
    await signUp(c, `${'a'.repeat(5000)}@example.com`, {
      business_name: 'Bad\u0000Name',
      name: 'x'.repeat(300),
    });
    expect((await c.visit('/register')).body.props.errors).toEqual({
      business_name: 'The business name may not contain control characters.',
      name: 'The name may not be longer than 255 characters.',
      email: 'The email may not be longer than 254 characters.',
    });
    expect(await countOf()).toEqual(before);
  });

  test('a mail server that is down does not turn a finished sign-up into an error page', async () => {
    const push = t.mail.push;
    t.mail.push = () => {
      throw new Error('SMTP down');
    };
    try {
      const c = new Client(t.app);
      await c.get('/login');
      const res = await signUp(c, 'nomail@example.com');
      expect(res.status).toBe(302);
      expect((await c.visit('/dashboard')).body.props.store.name).toBe('Pearl Nails');
    } finally {
      t.mail.push = push;
    }
  });
});

describe('employee login', () => {
  test('needs a device set up as a station, then takes a staff number and password or a card', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const stations = (await owner.visit('/dashboard/stations')).body.props.stations;
    const front = stations.find((s: { name: string }) => s.name === 'Front Desk');
    await owner.post(`/dashboard/stations/${front.id}/select`);
    expect((await owner.visit('/dashboard')).body.props.station_name).toBe('Front Desk');
    await owner.post('/logout');
    // The device keeps its station after the owner signs out.
    expect((await owner.visit('/employee/login')).body.props.station_name).toBe('Front Desk');
    await owner.post('/employee/login', { user_id: '1001', password: 'bad' });
    expect((await owner.visit('/employee/login')).body.props.errors).toEqual({
      user_id: 'Employee not found. Please check your credentials.',
    });
    await owner.post('/employee/login', { user_id: '1001', password: '' });
    expect((await owner.visit('/employee/login')).body.props.errors).toEqual({
      user_id: 'Please enter either both User ID & Password or Card Swipe ID.',
    });
    const res = await owner.post('/employee/login', { user_id: '1001', password: '1234' });
    expect(res.headers.location).toBe('/dashboard');
    const page = (await owner.visit('/dashboard')).body;
    expect(page.props.auth.user).toMatchObject({
      name: 'Anna Nguyen',
      roles: [{ name: 'Manager' }],
    });
    expect(page.props.auth.user.permissions).toContain('view employees');
    await owner.post('/logout');
    expect(
      (await owner.post('/employee/login', { card_swipe_id: 'CARD1002' })).headers.location,
    ).toBe('/dashboard');
    expect((await owner.visit('/dashboard')).body.props.auth.user.name).toBe('Bao Tran');
  });
  test('on a device that is no station it says how to set one up', async () => {
    const c = new Client(t.app);
    await c.post('/employee/login', { user_id: '1001', password: '1234' });
    expect((await c.visit('/employee/login')).body.props.errors.user_id).toMatch(
      /not set up as a station/,
    );
  });
  test('a forged station cookie is ignored', async () => {
    const c = new Client(t.app);
    await c.get('/login');
    const res = await c.agent
      .post('/employee/login')
      .set({ 'X-XSRF-TOKEN': c.xsrf, Cookie: 'station_id=1' })
      .send({ user_id: '1001', password: '1234' });
    expect(res.headers.location).not.toBe('/dashboard');
  });
});

describe('the sign-in throttle under a burst (counted before the password is checked)', () => {
  /** An account of its own, so its counter is this test's alone. */
  async function account(email: string) {
    await createUser(t.db, {
      storeId: null,
      name: 'Burst Test',
      email,
      passwordHash: await hashPassword('password'),
    });
  }
  const burst = async (c: Client, email: string, passwords: string[]) =>
    Promise.all(passwords.map((password) => c.post('/login', { email, password })));

  test('40 concurrent wrong passwords: at most 5 are checked, every other one is refused with 429', async () => {
    await account('burst40@example.com');
    const c = new Client(t.app);
    await c.get('/login');
    const answers = await burst(
      c,
      'burst40@example.com',
      Array.from({ length: 40 }, (_, i) => `wrong${i}`),
    );
    const checked = answers.filter((r) => r.status !== 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    for (const r of checked) expect(r.status).toBe(302);
  });

  test('a right password sent while a burst is past the limit is refused and signs nobody in', async () => {
    await account('burst-right@example.com');
    const attacker = new Client(t.app);
    await attacker.get('/login');
    const wrong = Array.from({ length: 39 }, (_, i) =>
      attacker.post('/login', { email: 'burst-right@example.com', password: `wrong${i}` }),
    );
    // As soon as one try of the burst is refused, the limit is reached: the right password comes in now.
    const firstRefusal = new Promise<void>((resolve) =>
      wrong.forEach((p) => p.then((r) => r.status === 429 && resolve())),
    );
    await Promise.race([firstRefusal, Promise.all(wrong)]);
    const c = new Client(t.app);
    const right = await c.post('/login', {
      email: 'burst-right@example.com',
      password: 'password',
    });
    const answers = await Promise.all(wrong);
    expect(answers.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(5);
    expect(right.status).toBe(429);
    expect((await c.visit('/dashboard')).status).toBe(302);
  });
});

describe('employee login is throttled per station and address, whatever staff number is tried', () => {
  test('after five wrong staff numbers from one station the sixth try is a 429 with the wait under the field, even a right one', async () => {
    // A Rose Nails station, so this store's counters are this test's own.
    const [rose] = await t.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.name, 'Rose Nails'));
    await createUser(t.db, {
      storeId: rose.id,
      name: 'Rose Co-owner',
      email: 'rose-station@example.com',
      passwordHash: await hashPassword('password'),
      roleNames: ['store user'],
    });
    const owner2 = await signedIn(t.app, 'rose-station@example.com');
    const front = (await owner2.visit('/dashboard/stations')).body.props.stations.find(
      (s: { name: string }) => s.name === 'Front Desk',
    );
    await owner2.post(`/dashboard/stations/${front.id}/select`);
    await owner2.post('/logout');
    for (let i = 0; i < 5; i++) {
      const res = await owner2.post('/employee/login', { user_id: `99${i}`, password: '1234' });
      expect(res.status).toBe(302);
    }
    const res = await owner2.post('/employee/login', { user_id: '2001', password: '1234' });
    expect(res.status).toBe(429);
    expect(res.body.component).toBe('Auth/EmployeeLogin');
    expect(res.body.props.errors.user_id).toMatch(
      /^Too many login attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await owner2.visit('/dashboard')).status).toBe(302);
  });
});
