import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, Client, type TestApp } from '../support/app';
import { makeCustomer, makeEmployee, makeStore } from '../support/factories';
import { createUser } from '../../database/queries/users';
import { billingInvoices, plans, stores, subscriptions, users } from '../../database/schema';
import { runBillingPass } from '../../server/domain/billing/run';
import { hashPassword } from '../../server/domain/access/passwords';
import { base32Decode, totp } from '../../server/domain/security/totp';
import { PASSWORD_CONFIRMATION_MINUTES } from '../../server/http/passwordConfirmation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every test signs in from the one test address: no limit carries over from the test before.
beforeEach(() => t.resetThrottles());

const PROFILE = '/dashboard/profiles';
const setCookies = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);
const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  setCookies(res)
    .find((c) => c.startsWith('chairside_session='))
    ?.split(';')[0];
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

/** A store of its own with its owner signed in. */
async function ownerOfNewStore() {
  const store = await makeStore(t.db);
  const owner = await signedIn(t.app, store.owner.email);
  return { store, owner };
}

/** A plain account of a store (no owner role): a manager. */
async function accountIn(
  storeId: number | null,
  email = `acct-${Math.random().toString(36).slice(2)}@test.example`,
) {
  const u = await createUser(t.db, {
    storeId,
    name: 'Pat Manager',
    email,
    passwordHash: await hashPassword('password'),
  });
  return u;
}

/** Turns two-factor on through the profile, as the page does; answers the secret and the recovery codes shown. */
async function enableTwoFactor(c: Client) {
  expect((await c.post('/user/two-factor-authentication', { password: 'password' })).status).toBe(
    302,
  );
  const setup = (await c.visit(PROFILE)).body.props.two_factor.setup;
  expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = totp(base32Decode(setup.secret)!, Math.floor(Date.now() / 1000));
  expect((await c.post('/user/confirmed-two-factor-authentication', { code })).status).toBe(302);
  const page = (await c.visit(PROFILE)).body;
  expect(page.props.two_factor.enabled).toBe(true);
  return {
    secret: setup.secret as string,
    codes: page.props.two_factor.recovery_codes as string[],
  };
}

const codeAt = (secret: string, seconds: number) => totp(base32Decode(secret)!, seconds);
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('the profile page', () => {
  test('a guest is sent to sign in from the page and from every form', async () => {
    const guest = new Client(t.app);
    expect((await guest.visit(PROFILE)).headers.location).toBe(
      `/login?redirect=${encodeURIComponent(PROFILE)}`,
    );
    for (const [method, url] of [
      ['put', '/user/profile-information'],
      ['put', '/user/password'],
      ['post', '/user/two-factor-authentication'],
      ['delete', '/user/other-browser-sessions'],
      ['delete', '/user'],
    ] as const) {
      expect((await guest.send(method, url, {})).headers.location, url).toMatch(/^\/login/);
    }
    expect((await guest.get('/user/store-export')).headers.location).toMatch(/^\/login/);
  });

  test.each([
    'owner@example.com',
    'manager@example.com',
    'referral@example.com',
    'admin@example.com',
  ])('%s opens their own profile, without secrets in it', async (email) => {
    const c = await signedIn(t.app, email);
    const res = await c.visit(PROFILE);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Profile/Show');
    expect(res.body.props.user.email).toBe(email);
    expect(res.body.props.two_factor).toMatchObject({
      enabled: false,
      setup: null,
      recovery_codes: null,
    });
    expect(res.body.props.sessions).toEqual([
      expect.objectContaining({ is_current_device: true, idle_seconds: expect.any(Number) }),
    ]);
    expect(res.body.props.deletion.kind).toBe(
      email === 'owner@example.com' ? 'owner' : email === 'admin@example.com' ? 'none' : 'account',
    );
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt\$|password_hash|passwordHash/);
  });

  test('bad input shows beside its field and changes nothing', async () => {
    const { store, owner } = await ownerOfNewStore();
    await owner.send('put', '/user/profile-information', {
      name: 'x'.repeat(101),
      email: 'not an email',
    });
    const errors = (await owner.visit(PROFILE)).body.props.errors;
    expect(errors.name).toBe('The name may not be longer than 100 characters.');
    expect(errors.email).toBeTruthy();
    await owner.send('put', '/user/profile-information', {
      name: 'New Name',
      email: 'owner2@example.com',
      password: 'password',
    });
    expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
      email: 'The email has already been taken.',
    });
    expect((await userRow(store.owner.id)).email).toBe(store.owner.email);
  });

  test('a new name saves; a new email needs the password, is unverified again and gets the verification mail', async () => {
    const { store, owner } = await ownerOfNewStore();
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, store.owner.id));
    await owner.send('put', '/user/profile-information', {
      name: 'Linh Tran',
      email: store.owner.email,
    });
    let page = (await owner.visit(PROFILE)).body;
    expect(page.flash.success).toBe('Profile saved.');
    expect(page.props.user).toMatchObject({ name: 'Linh Tran', email_verified: true });

    const newEmail = `moved-${store.id}@test.example`;
    await owner.send('put', '/user/profile-information', { name: 'Linh Tran', email: newEmail });
    expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
      password: 'Type your password to change your email address.',
    });
    expect((await userRow(store.owner.id)).email).toBe(store.owner.email);

    const sent = t.mail.length;
    await owner.send('put', '/user/profile-information', {
      name: 'Linh Tran',
      email: newEmail,
      password: 'password',
    });
    page = (await owner.visit(PROFILE)).body;
    expect(page.props.user).toMatchObject({ email: newEmail, email_verified: false });
    const row = await userRow(store.owner.id);
    expect(row.email).toBe(newEmail);
    expect(row.emailVerifiedAt).toBeNull();
    expect(t.mail.slice(sent)).toEqual([
      expect.objectContaining({
        to: newEmail,
        subject: expect.stringMatching(/^Verify your email address/),
      }),
    ]);
  });

  test('a password change needs the current one and signs out every other browser, not this one', async () => {
    const { store, owner } = await ownerOfNewStore();
    const elsewhere = await signedIn(t.app, store.owner.email);
    await owner.send('put', '/user/password', {
      current_password: 'wrong',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
      current_password: 'The provided password does not match your current password.',
    });
    await owner.send('put', '/user/password', {
      current_password: 'password',
      password: 'short',
      password_confirmation: 'short',
    });
    expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
      password: 'The password must be at least 8 characters.',
    });

    await owner.send('put', '/user/password', {
      current_password: 'password',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect((await owner.visit(PROFILE)).body.flash.success).toMatch(/^Password changed/);
    expect((await elsewhere.visit(PROFILE)).status).toBe(302);
    const fresh = new Client(t.app);
    expect(
      (await fresh.post('/login', { email: store.owner.email, password: 'new-password-1' })).status,
    ).toBe(302);
  });
});

describe('browser sessions', () => {
  test('lists this account’s sessions with device and address; logging out the others needs the password and removes only them', async () => {
    const { store, owner } = await ownerOfNewStore();
    const phone = new Client(t.app);
    const iPad =
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(
      (
        await phone.post(
          '/login',
          { email: store.owner.email, password: 'password' },
          { 'User-Agent': iPad },
        )
      ).status,
    ).toBe(302);
    const someoneElse = await signedIn(t.app, 'owner2@example.com');

    const list = (await owner.visit(PROFILE)).body.props.sessions;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      is_current_device: true,
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    // The device as names and the flag: the page says "Safari on iPad" and "This device" itself.
    expect(list[1]).toMatchObject({
      browser: 'Safari',
      platform: 'iPad',
      is_current_device: false,
    });
    expect(JSON.stringify(list)).not.toMatch(/This device| on |last_active|"device"/);
    expect(JSON.stringify(list)).not.toContain('chairside_session');

    await owner.send('delete', '/user/other-browser-sessions', { password: 'wrong' });
    expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
      password: 'The provided password is incorrect.',
    });
    expect((await phone.visit(PROFILE)).status).toBe(200);

    await owner.send('delete', '/user/other-browser-sessions', { password: 'password' });
    const after = (await owner.visit(PROFILE)).body;
    expect(after.flash.success).toBe('Your other browser sessions have been logged out.');
    expect(after.props.sessions).toHaveLength(1);
    expect((await phone.visit(PROFILE)).status).toBe(302);
    expect((await someoneElse.visit(PROFILE)).status).toBe(200);
  });
});

describe('two-factor authentication', () => {
  test('enabling shows a QR code and the key; a wrong code does not turn it on; the right one does and shows 8 recovery codes once', async () => {
    const { store, owner } = await ownerOfNewStore();
    await owner.post('/user/two-factor-authentication', { password: 'password' });
    const setup = (await owner.visit(PROFILE)).body.props.two_factor.setup;
    expect(setup.qr_data_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr_data_url.split(',')[1], 'base64').toString()).toContain('<svg');
    const row = await userRow(store.owner.id);
    expect(row.twoFactorSecret).not.toContain(setup.secret);
    expect(row.twoFactorConfirmedAt).toBeNull();

    const wrong = String((Number(codeAt(setup.secret, nowSeconds())) + 1) % 1e6).padStart(6, '0');
    await owner.post('/user/confirmed-two-factor-authentication', { code: wrong });
    expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
      code: 'The provided two factor authentication code was invalid.',
    });
    await owner.post('/user/confirmed-two-factor-authentication', { code: '12ab' });
    expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
      code: 'The code must be 6 digits.',
    });

    await owner.post('/user/confirmed-two-factor-authentication', {
      code: codeAt(setup.secret, nowSeconds()),
    });
    const page = (await owner.visit(PROFILE)).body;
    expect(page.props.two_factor).toMatchObject({
      enabled: true,
      setup: null,
      recovery_codes_left: 8,
    });
    expect(page.props.two_factor.recovery_codes).toHaveLength(8);
    for (const code of page.props.two_factor.recovery_codes)
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = (await userRow(store.owner.id)).twoFactorRecoveryCodes!;
    expect(stored).toHaveLength(8);
    expect(stored.some((h) => page.props.two_factor.recovery_codes.includes(h))).toBe(false);
    expect((await owner.visit(PROFILE)).body.props.two_factor.recovery_codes).toBeNull();
  });

  test('turning it on needs the password: a stolen session cannot enrol its own authenticator', async () => {
    const { store, owner } = await ownerOfNewStore();
    // Without the password, or with a wrong one: nothing is set up.
    for (const [body, message] of [
      [{}, 'Confirm your password to set up two-factor authentication.'],
      [{ password: 'nope' }, 'The provided password is incorrect.'],
    ] as const) {
      expect((await owner.post('/user/two-factor-authentication', body)).status).toBe(302);
      expect((await owner.visit(PROFILE)).body.props.errors).toEqual({ password: message });
      expect((await userRow(store.owner.id)).twoFactorSecret).toBeNull();
    }
    // With it: the QR code and key; a new QR code within the next minutes needs no second typing.
    await owner.post('/user/two-factor-authentication', { password: 'password' });
    const first = (await owner.visit(PROFILE)).body.props.two_factor.setup;
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    await owner.post('/user/two-factor-authentication', {});
    const { setup } = (await owner.visit(PROFILE)).body.props.two_factor;
    expect(setup.secret).not.toBe(first.secret);

    // Another browser signed in as the same account (a stolen session) has not typed the password: its code is refused.
    const thief = await signedIn(t.app, store.owner.email);
    await thief.post(
      '/user/confirmed-two-factor-authentication',
      { code: codeAt(setup.secret, nowSeconds()) },
      { 'X-Inertia-Error-Bag': 'confirmTwoFactor' },
    );
    expect((await thief.visit(PROFILE)).body.props.errors).toEqual({
      confirmTwoFactor: {
        password: 'Confirm your password to set up two-factor authentication.',
      },
    });
    expect((await userRow(store.owner.id)).twoFactorConfirmedAt).toBeNull();
    // Nor may it start over with a secret of its own.
    const sealed = (await userRow(store.owner.id)).twoFactorSecret;
    await thief.post('/user/two-factor-authentication', {});
    expect((await userRow(store.owner.id)).twoFactorSecret).toBe(sealed);
    expect((await owner.visit(PROFILE)).body.props.two_factor.setup.secret).toBe(setup.secret);

    // The confirmation lasts a few minutes: after that the code alone is refused, the code with the password is taken.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (PASSWORD_CONFIRMATION_MINUTES * 60 + 1) * 1000);
      await owner.post(
        '/user/confirmed-two-factor-authentication',
        { code: codeAt(setup.secret, nowSeconds()) },
        { 'X-Inertia-Error-Bag': 'confirmTwoFactor' },
      );
      expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
        confirmTwoFactor: {
          password: 'Confirm your password to set up two-factor authentication.',
        },
      });
      expect((await userRow(store.owner.id)).twoFactorConfirmedAt).toBeNull();
      await owner.post('/user/confirmed-two-factor-authentication', {
        code: codeAt(setup.secret, nowSeconds()),
        password: 'password',
      });
      expect((await owner.visit(PROFILE)).body.props.two_factor).toMatchObject({
        enabled: true,
        recovery_codes: expect.any(Array),
      });
    } finally {
      vi.useRealTimers();
    }
  });

  test('sign-in with two-factor on: the password alone does not sign in; a wrong code is refused; the right code signs in on a new session id and cannot be used again', async () => {
    const { store, owner } = await ownerOfNewStore();
    const { secret } = await enableTwoFactor(owner);
    const c = new Client(t.app);
    const res = await c.post('/login', { email: store.owner.email, password: 'password' });
    expect(res.headers.location).toBe('/two-factor-challenge');
    const pendingCookie = sessionCookie(res);
    expect((await c.visit('/two-factor-challenge')).body.component).toBe('Auth/TwoFactorChallenge');
    expect((await c.visit('/dashboard')).headers.location).toMatch(/^\/login/);

    await c.post('/two-factor-challenge', {
      code: '000000' === codeAt(secret, nowSeconds()) ? '111111' : '000000',
    });
    expect((await c.visit('/two-factor-challenge')).body.props.errors).toEqual({
      code: 'The provided two factor authentication code was invalid.',
    });

    // A code of the step just after the one used to confirm (the confirm's own step is spent).
    const later = nowSeconds() + 30;
    const ok = await c.post('/two-factor-challenge', { code: codeAt(secret, later) });
    expect(ok.status).toBe(302);
    expect(ok.headers.location).toBe('/dashboard');
    expect(sessionCookie(ok)).toBeTruthy();
    expect(sessionCookie(ok)).not.toBe(pendingCookie);
    expect((await c.visit('/dashboard')).status).toBe(200);

    const again = new Client(t.app);
    await again.post('/login', { email: store.owner.email, password: 'password' });
    await again.post('/two-factor-challenge', { code: codeAt(secret, later) });
    expect((await again.visit('/two-factor-challenge')).body.props.errors).toEqual({
      code: 'The provided two factor authentication code was invalid.',
    });
    expect((await again.visit('/dashboard')).headers.location).toMatch(/^\/login/);
  });

  test('a recovery code signs in once', async () => {
    const { store, owner } = await ownerOfNewStore();
    const { codes } = await enableTwoFactor(owner);
    const c = new Client(t.app);
    await c.post('/login', { email: store.owner.email, password: 'password' });
    expect(
      (await c.post('/two-factor-challenge', { recovery_code: codes[3].toUpperCase() })).headers
        .location,
    ).toBe('/dashboard');
    expect((await userRow(store.owner.id)).twoFactorRecoveryCodes).toHaveLength(7);
    const d = new Client(t.app);
    await d.post('/login', { email: store.owner.email, password: 'password' });
    await d.post('/two-factor-challenge', { recovery_code: codes[3] });
    expect((await d.visit('/two-factor-challenge')).body.props.errors).toEqual({
      recovery_code: 'The provided two factor recovery code was invalid.',
    });
  });

  test('one recovery code, or one app code, sent from two browsers at once signs in only one of them', async () => {
    const { store, owner } = await ownerOfNewStore();
    const { secret, codes } = await enableTwoFactor(owner);
    const pending = async () => {
      const c = new Client(t.app);
      await c.post('/login', { email: store.owner.email, password: 'password' });
      return c;
    };
    const signedInNow = async (c: Client) => (await c.visit('/dashboard')).status === 200;
    const [a, b] = await Promise.all([pending(), pending()]);
    await Promise.all([
      a.post('/two-factor-challenge', { recovery_code: codes[0] }),
      b.post('/two-factor-challenge', { recovery_code: codes[0] }),
    ]);
    expect([await signedInNow(a), await signedInNow(b)].filter(Boolean)).toHaveLength(1);

    const [c, d] = await Promise.all([pending(), pending()]);
    const code = codeAt(secret, nowSeconds() + 30);
    await Promise.all([
      c.post('/two-factor-challenge', { code }),
      d.post('/two-factor-challenge', { code }),
    ]);
    expect([await signedInNow(c), await signedInNow(d)].filter(Boolean)).toHaveLength(1);
  });

  test('wrong codes are throttled after 5 a minute, the right code too then', async () => {
    // The address's count is shared with the earlier tests' wrong codes (all from 127.0.0.1) for a minute: start from none.
    await t.resetThrottles();
    const { store, owner } = await ownerOfNewStore();
    const { secret } = await enableTwoFactor(owner);
    const c = new Client(t.app);
    await c.post('/login', { email: store.owner.email, password: 'password' });
    const right = codeAt(secret, nowSeconds() + 30);
    const wrong = right === '000000' ? '111111' : '000000';
    // One after another, as a person types them (a burst is the next test).
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await c.post('/two-factor-challenge', { code: wrong }));
    expect(answers.filter((r) => r.status === 429)).toHaveLength(3);
    const refused = await c.post('/two-factor-challenge', { code: right });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.props.errors.code).toMatch(/^Too many/);
    expect((await c.visit('/dashboard')).headers.location).toMatch(/^\/login/);
  });

  test('a burst of wrong codes sent at once never lets more than 5 through', async () => {
    await t.resetThrottles();
    const { store, owner } = await ownerOfNewStore();
    const { secret } = await enableTwoFactor(owner);
    const c = new Client(t.app);
    await c.post('/login', { email: store.owner.email, password: 'password' });
    const right = codeAt(secret, nowSeconds() + 30);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => c.post('/two-factor-challenge', { code: wrong })),
    );
    // Each attempt counts once under the account's limit and once under the address's, each atomically. Under a
    // burst the two counters can see the attempts in different orders, and an attempt over either limit is refused,
    // so a burst may be refused more than the same attempts one by one (never less): at most 5 get through.
    const through = answers.filter((r) => r.status !== 429);
    expect(through.length).toBeLessThanOrEqual(5);
    expect(through.every((r) => r.status === 302)).toBe(true);
    expect(
      answers.filter((r) => r.status === 429).every((r) => /^\d+$/.test(r.headers['retry-after'])),
    ).toBe(true);
    expect((await c.post('/two-factor-challenge', { code: right })).status).toBe(429);
    expect((await c.visit('/dashboard')).headers.location).toMatch(/^\/login/);
  });

  test('the challenge without a password just checked goes back to sign-in', async () => {
    const guest = new Client(t.app);
    expect((await guest.visit('/two-factor-challenge')).headers.location).toBe('/login');
    expect((await guest.post('/two-factor-challenge', { code: '123456' })).headers.location).toBe(
      '/login',
    );
  });

  test('new recovery codes and turning it off need the password', async () => {
    const { store, owner } = await ownerOfNewStore();
    const { codes } = await enableTwoFactor(owner);
    await owner.post('/user/two-factor-recovery-codes', { password: 'nope' });
    expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
      password: 'The provided password is incorrect.',
    });
    await owner.post('/user/two-factor-recovery-codes', { password: 'password' });
    const fresh = (await owner.visit(PROFILE)).body.props.two_factor.recovery_codes as string[];
    expect(fresh).toHaveLength(8);
    expect(fresh).not.toContain(codes[0]);
    const c = new Client(t.app);
    await c.post('/login', { email: store.owner.email, password: 'password' });
    await c.post('/two-factor-challenge', { recovery_code: codes[0] });
    expect((await c.visit('/two-factor-challenge')).body.props.errors.recovery_code).toBeTruthy();

    await owner.send('delete', '/user/two-factor-authentication', { password: 'nope' });
    expect((await userRow(store.owner.id)).twoFactorConfirmedAt).not.toBeNull();
    await owner.send('delete', '/user/two-factor-authentication', { password: 'password' });
    expect(await userRow(store.owner.id)).toMatchObject({
      twoFactorSecret: null,
      twoFactorConfirmedAt: null,
      twoFactorRecoveryCodes: null,
    });
    expect(
      (await new Client(t.app).post('/login', { email: store.owner.email, password: 'password' }))
        .headers.location,
    ).toBe('/dashboard');
  });
});

describe('avatar', () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);
  const put = (c: Client, body: Buffer, type: string) =>
    c.agent
      .put('/user/avatar')
      .set({
        'Content-Type': type,
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': c.xsrf,
      })
      .send(body);

  test('a PNG is saved under a random name and served with its type; other bytes, or over 1 MB, are refused beside the field', async () => {
    const { store, owner } = await ownerOfNewStore();
    const bad = await put(owner, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ avatar: 'The avatar must be a PNG, JPEG or WebP image.' });
    const big = await put(owner, Buffer.concat([png, Buffer.alloc(1024 * 1024)]), 'image/png');
    expect(big.status).toBe(422);
    expect(big.body.errors).toEqual({ avatar: 'The image may not be larger than 1 MB.' });

    const ok = await put(owner, png, 'image/png');
    expect(ok.status).toBe(200);
    expect(ok.body.avatar_url).toMatch(/^\/user\/avatar\?file=[\w-]{32}\.png$/);
    expect((await owner.visit(PROFILE)).body.props.user.avatar_url).toBe(ok.body.avatar_url);
    const served = await owner.get(ok.body.avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await owner.get('/user/avatar?file=../../etc/passwd')).status).toBe(404);
    expect((await userRow(store.owner.id)).avatarPath).toMatch(/\.png$/);

    await owner.send('delete', '/user/avatar');
    expect((await userRow(store.owner.id)).avatarUrl).toBeNull();
    expect((await owner.get(ok.body.avatar_url)).status).toBe(404);
  });
});

describe('deleting the account', () => {
  test('an owner types the store’s name; then the store is closed, its data kept, and nobody of it signs in', async () => {
    const { store, owner } = await ownerOfNewStore();
    const manager = await accountIn(store.id);
    const managerSession = await signedIn(t.app, manager.email);
    await makeEmployee(t.db, store.id);

    await owner.send('delete', '/user', { password: 'password', store_name: 'Wrong name' });
    expect((await owner.visit(PROFILE)).body.props.errors.store_name).toMatch(
      /^Type the store's name/,
    );
    await owner.send('delete', '/user', {
      password: 'wrong',
      store_name: (await t.db.select().from(stores).where(eq(stores.id, store.id)))[0].name,
    });
    expect((await owner.visit(PROFILE)).body.props.errors).toEqual({
      password: 'The provided password is incorrect.',
    });

    const [plan] = await t.db
      .insert(plans)
      .values({
        code: `close-${store.id}`,
        name: 'Close test',
        interval: 'month',
        priceCents: 4900,
      })
      .returning();
    await t.db.insert(subscriptions).values({
      storeId: store.id,
      planId: plan.id,
      status: 'active',
      currentPeriodStart: '2026-11-01',
      currentPeriodEnd: '2026-11-30',
    });
    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    const res = await owner.send('delete', '/user', { password: 'password', store_name: row.name });
    expect(res.headers.location).toBe('/login');
    expect(
      (await t.db.select().from(stores).where(eq(stores.id, store.id)))[0].closedAt,
    ).not.toBeNull();
    // It is billed no more: the subscription is cancelled, and the next month's billing pass makes no invoice for it.
    expect(
      (await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, store.id)))[0]
        .status,
    ).toBe('canceled');
    await runBillingPass(t.db, new Date('2026-12-02T17:00:00Z'));
    expect(
      await t.db.select().from(billingInvoices).where(eq(billingInvoices.storeId, store.id)),
    ).toHaveLength(0);
    expect(await userRow(store.owner.id)).toMatchObject({
      email: store.owner.email,
      deletedAt: null,
    });
    expect((await owner.visit('/dashboard')).headers.location).toMatch(/^\/login/);
    expect((await managerSession.visit(PROFILE)).headers.location).toMatch(/^\/login/);

    const c = new Client(t.app);
    await c.post('/login', { email: manager.email, password: 'password' });
    expect((await c.visit('/login')).body.props.errors).toEqual({
      email: 'This account has been closed.',
    });
    await c.post('/login', { email: store.owner.email, password: 'password' });
    expect((await c.visit('/login')).body.props.errors).toEqual({
      email: 'This account has been closed.',
    });
  });

  test('staff signed in at a station of a closed store are signed out and cannot sign in again; they have no account profile', async () => {
    const { store, owner } = await ownerOfNewStore();
    await makeEmployee(t.db, store.id, { staffNumber: '7001' });
    await owner.post('/dashboard/stations', { name: 'Desk' });
    const [station] = (await owner.visit('/dashboard/stations')).body.props.stations;
    await owner.post(`/dashboard/stations/${station.id}/select`);
    const desk = new Client(t.app);
    await desk.get('/login');
    // The station cookie the owner's device got, on the desk client.
    const stationCookie = (await owner.post(`/dashboard/stations/${station.id}/select`)).headers[
      'set-cookie'
    ] as unknown as string[];
    desk.agent.jar.setCookies(
      stationCookie.map((c) => c.split(';')[0]),
      '127.0.0.1',
      '/',
    );
    expect((await desk.post('/employee/login', { user_id: '7001', password: '1234' })).status).toBe(
      302,
    );
    const profile = await desk.visit(PROFILE);
    expect(profile.status).toBe(403);
    expect(profile.body.props.message).toBe(
      "A staff member's details are kept under Employees by the salon's owner or manager.",
    );

    const [row] = await t.db.select().from(stores).where(eq(stores.id, store.id));
    await owner.send('delete', '/user', { password: 'password', store_name: row.name });
    expect((await desk.visit('/dashboard')).headers.location).toMatch(/^\/login/);
    await desk.get('/employee/login');
    await desk.post('/employee/login', { user_id: '7001', password: '1234' });
    expect((await desk.visit('/employee/login')).body.props.errors).toEqual({
      user_id: 'This account has been closed.',
    });
  });

  test('another account is anonymised in place and cannot sign in again', async () => {
    const store = await makeStore(t.db);
    const manager = await accountIn(store.id);
    const c = await signedIn(t.app, manager.email);
    expect((await c.visit(PROFILE)).body.props.deletion).toEqual({
      kind: 'account',
      store_name: expect.any(String),
    });
    await c.send('delete', '/user', { password: 'password' });
    expect(await userRow(manager.id)).toMatchObject({
      name: 'Deleted user',
      email: `deleted-user-${manager.id}@deleted.invalid`,
      deletedAt: expect.any(Date),
    });
    expect(
      (await new Client(t.app).post('/login', { email: manager.email, password: 'password' }))
        .status,
    ).toBe(302);
    const again = new Client(t.app);
    await again.post('/login', { email: manager.email, password: 'password' });
    expect((await again.visit('/login')).body.props.errors).toEqual({
      email: 'These credentials do not match our records.',
    });
    expect(
      (await t.db.select().from(stores).where(eq(stores.id, store.id)))[0].closedAt,
    ).toBeNull();
  });

  test('the super admin cannot delete the account here', async () => {
    const admin = await signedIn(t.app, 'admin@example.com');
    await admin.send('delete', '/user', { password: 'password' });
    expect((await admin.visit(PROFILE)).body.props.errors).toEqual({
      password: 'A super admin account cannot be deleted here.',
    });
  });
});

describe("the store's data export", () => {
  test('the owner downloads the store’s customers, services, employees and tickets: no password hash, nothing of another store', async () => {
    const { store, owner } = await ownerOfNewStore();
    const mine = await makeCustomer(t.db, store.id, { name: 'Mine Customer' });
    const other = await makeStore(t.db);
    await makeCustomer(t.db, other.id, { name: 'Other Store Customer' });
    await makeEmployee(t.db, store.id, { name: 'Exported Tech' });
    const res = await owner.get('/user/store-export');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="store-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = res.text;
    const data = JSON.parse(text);
    expect(data.store).toMatchObject({ id: store.id });
    expect(data.customers.map((c: { id: number }) => c.id)).toEqual([mine]);
    expect(data.employees.map((e: { name: string }) => e.name)).toEqual(['Exported Tech']);
    expect(Object.keys(data)).toEqual([
      'exported_at',
      'store',
      'customers',
      'services',
      'employees',
      'invoices',
    ]);
    expect(text).not.toMatch(/scrypt\$|passwordHash|password_hash/);
    expect(text).not.toContain('Other Store Customer');
  });

  test('the demo owner’s export holds tickets with their lines and payments', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const data = JSON.parse((await owner.get('/user/store-export')).text);
    const paid = data.invoices.find((i: { status: string }) => i.status === 'paid');
    expect(paid.lines.length).toBeGreaterThan(0);
    expect(paid.payments.length).toBeGreaterThan(0);
    expect(new Set(data.invoices.map((i: { storeId: number }) => i.storeId))).toEqual(
      new Set([data.store.id]),
    );
  });

  test('anyone but an owner is refused', async () => {
    for (const email of ['manager@example.com', 'admin@example.com', 'referral@example.com']) {
      expect((await (await signedIn(t.app, email)).get('/user/store-export')).status, email).toBe(
        403,
      );
    }
  });
});
