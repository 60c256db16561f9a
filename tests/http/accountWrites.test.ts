import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { and, eq } from 'drizzle-orm';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import {
  billingInvoices,
  stations,
  stores,
  subscriptions,
  supportTickets,
  users,
} from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { storeId } from '../support/lookups';
import { addDays, storeDayBounds } from '../../common/storeTime';
import { runBillingPass } from '../../server/domain/billing/run';
import {
  ALWAYS_OPEN,
  READ_ONLY_MESSAGE,
  READ_ONLY_OPEN,
} from '../../server/http/middleware/account';
import { ID_PATTERN } from '../../server/http/router';
import { routes } from '../../routes/index';

/**
 * The account check on every write of a store's people (the read-only and
 * disabled states): the customer display's writes too, and the profile's, with
 * what a read-only store may still change.
 */
let t: TestApp;
let rose: number;
let roseDesk: number;
let dueOn: string;
/** Rose's owner, on the Front Desk station device. */
let owner: Client;
const TZ = 'America/Los_Angeles';

const noon = (day: string) => new Date(storeDayBounds(TZ, day).start.getTime() + 12 * 3_600_000);
const station = async () =>
  (await t.db.select().from(stations).where(eq(stations.id, roseDesk)))[0];
const ownerRow = async () =>
  (await t.db.select().from(users).where(eq(users.email, 'owner2@example.com')))[0];

/** A write as a page's fetch sends it (JSON): the check answers 403 with its message instead of a redirect. */
const jsonWrite = (c: Client, method: string, url: string, body: object = {}) =>
  c.agent[method as 'post'](url)
    .set({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': c.xsrf,
    })
    .send(body);

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  rose = await storeId(t.db, 'Rose Nails');
  roseDesk = (
    await t.db
      .select({ id: stations.id })
      .from(stations)
      .where(and(eq(stations.storeId, rose), eq(stations.name, 'Front Desk')))
  )[0].id;
  owner = await signedIn(t.app, 'owner2@example.com');
  expect((await owner.post(`/dashboard/stations/${roseDesk}/select`)).status).toBe(302);
  // Rose's open invoice goes unpaid: read-only 14 days after it was due (tests/http/dunning.test.ts).
  const [open] = await t.db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.storeId, rose), eq(billingInvoices.status, 'open')));
  dueOn = open.dueOn;
  await runBillingPass(t.db, noon(addDays(dueOn, 14)));
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, rose));
  expect(sub.readOnlyAt).not.toBeNull();
});
afterAll(() => t.close());

describe('a read-only store', () => {
  test('its POS cannot change the customer display, nor Settings → Stations its link', async () => {
    const before = await station();
    const shown = await jsonWrite(owner, 'post', '/dashboard/pos/display', { screen: 'idle' });
    expect(shown.status).toBe(403);
    expect(shown.body).toEqual({ message: READ_ONLY_MESSAGE });

    const rotate = await owner.post(`/dashboard/stations/${roseDesk}/display/rotate`);
    expect(rotate.status).toBe(303);
    expect((await owner.visit('/dashboard/stations')).body.flash.error).toBe(
      english(READ_ONLY_MESSAGE),
    );
    expect(await station()).toMatchObject({
      displayToken: before.displayToken,
      displayScreen: before.displayScreen,
    });
  });

  test('every store write of the route table is refused, but what a read-only store may still do', async () => {
    const sessionWrites = routes.filter(
      (r) =>
        r.method !== 'get' &&
        r.middleware.includes('auth') &&
        r.middleware.includes('account') &&
        !READ_ONLY_OPEN.has(r.name) &&
        !ALWAYS_OPEN.has(r.name),
    );
    expect(sessionWrites.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const r of sessionWrites) {
      const url = r.path.replace(/\{(\w+)\??\}/g, (_, param: string) => {
        // Every parameter of a signed-in write is an id: one that is never there is enough, the check comes first.
        expect(r.wheres[param], `${r.name} {${param}}`).toBe(english(ID_PATTERN));
        return '1';
      });
      const res = await jsonWrite(owner, r.method, url);
      if (res.status !== 403 || res.body.message !== english(READ_ONLY_MESSAGE))
        wrong.push(`${r.method.toUpperCase()} ${url} (${r.name}): ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  test('its people may still secure their account, write to support and cancel the subscription; the rest of the profile waits', async () => {
    // Name and email, password, signing out the other browsers.
    await owner.send('put', '/user/profile-information', {
      name: 'Rosa Owner-Lee',
      email: 'owner2@example.com',
    });
    expect((await ownerRow()).name).toBe('Rosa Owner-Lee');
    const hash = (await ownerRow()).passwordHash;
    await owner.send('put', '/user/password', {
      current_password: 'password',
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
    });
    expect((await ownerRow()).passwordHash).not.toBe(hash);
    const phone = new Client(t.app);
    await phone.login('owner2@example.com', 'a-new-password');
    expect(
      (
        await owner.send('delete', '/user/other-browser-sessions', {
          password: 'a-new-password',
        })
      ).status,
    ).toBe(303);
    expect((await phone.visit('/dashboard')).status).toBe(302);

    // Two-factor: set up with the password.
    await owner.post('/user/two-factor-authentication', { password: 'a-new-password' });
    expect((await owner.visit('/dashboard/profiles')).body.props.two_factor.setup).not.toBeNull();

    // A ticket to support about the invoice.
    await owner.post('/dashboard/supports', { subject: 'The invoice', body: 'Paying today.' });
    expect(
      await t.db.select().from(supportTickets).where(eq(supportTickets.subject, 'The invoice')),
    ).toHaveLength(1);

    // The subscription itself.
    await owner.post('/dashboard/billing/cancel');
    expect(
      (await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, rose)))[0]
        .cancelAtPeriodEnd,
    ).toBe(true);

    // Not the avatar, and not closing the store: those wait for the invoice.
    const refused = await owner.send('delete', '/user', {
      password: 'a-new-password',
      store_name: 'Rose Nails',
    });
    expect(refused.status).toBe(303);
    expect((await owner.visit('/dashboard/profiles')).body.flash.error).toBe(
      english(READ_ONLY_MESSAGE),
    );
    expect((await t.db.select().from(stores).where(eq(stores.id, rose)))[0].closedAt).toBeNull();
  });
});

describe('a disabled store', () => {
  test('its POS display, display link and profile writes meet the account disabled page', async () => {
    await runBillingPass(t.db, noon(addDays(dueOn, 30)));
    const before = await station();
    const shown = await jsonWrite(owner, 'post', '/dashboard/pos/display', { screen: 'idle' });
    expect(shown.status).toBe(403);
    expect(shown.body).toEqual({ message: 'This account is disabled.' });
    for (const [method, url] of [
      ['post', `/dashboard/stations/${roseDesk}/display/rotate`],
      ['put', '/user/password'],
      ['post', '/user/two-factor-authentication'],
    ] as const) {
      const res = await owner.send(method, url, {});
      expect(res.status, url).toBe(403);
      expect(res.body.component, url).toBe('AccountDisabled');
    }
    expect((await station()).displayToken).toBe(before.displayToken);
    // Signing out still works.
    expect((await owner.post('/logout')).headers.location).toBe('/login');
  });
});
