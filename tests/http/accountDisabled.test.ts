import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { billingCounters, billingInvoices, customers, subscriptions } from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { storeId } from '../support/lookups';
import { addDays, storeDayBounds } from '../../common/storeTime';
import { runBillingPass } from '../../server/domain/billing/run';
import { finaliseInvoice, formatInvoiceNumber } from '../../server/domain/billing/invoices';
import { insertDraftInvoice } from '../../database/queries/billing';

let t: TestApp;
let admin: Client;
let lotus: number;
let rose: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  admin = await signedIn(t.app, 'admin@example.com');
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
});
afterAll(() => t.close());

const sub = async (store: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, store)))[0];
const customerCount = async (store: number) =>
  (await t.db.select({ n: count() }).from(customers).where(eq(customers.storeId, store)))[0].n;
/** Noon of a store day, as an instant. */
const noon = (tz: string, day: string) =>
  new Date(storeDayBounds(tz, day).start.getTime() + 12 * 3_600_000);

describe('a disabled account', () => {
  test('shows its people the account disabled page on every store route, keeps its data, and enable restores it', async () => {
    const before = await customerCount(lotus);
    await admin.post(`/dashboard/users/${lotus}/disable`, {
      reason: 'Closed at the owner’s request.',
    });
    const owner = await signedIn(t.app, 'owner@example.com');
    const manager = await signedIn(t.app, 'manager@example.com');
    for (const [c, url] of [
      [owner, '/dashboard'],
      [owner, '/dashboard/customers'],
      [manager, '/dashboard/checkins'],
      [owner, '/dashboard/supports'],
    ] as const) {
      const res = await c.visit(url);
      expect(res.status, url).toBe(403);
      expect(res.body.component, url).toBe('AccountDisabled');
      expect(res.body.props).toMatchObject({
        store: 'Lotus Nail Spa',
        reason: 'Closed at the owner’s request.',
      });
    }
    const write = await owner.post('/dashboard/customers', { name: 'New', phone: '2125550199' });
    expect(write.body.component).toBe('AccountDisabled');
    expect(await customerCount(lotus)).toBe(before);
    // Another store is untouched.
    expect(
      (await (await signedIn(t.app, 'owner2@example.com')).visit('/dashboard/customers')).status,
    ).toBe(200);
    // A second disable is refused; enable brings everything back.
    await admin.post(`/dashboard/users/${lotus}/disable`, { reason: 'again' });
    expect((await admin.visit('/dashboard/users')).body.flash.error).toBe(
      'This account is disabled already.',
    );
    await admin.post(`/dashboard/users/${lotus}/enable`);
    expect((await admin.visit('/dashboard/users')).body.flash.success).toBe(
      'Lotus Nail Spa is enabled.',
    );
    expect((await owner.visit('/dashboard/customers')).body.component).toBe(
      'Admin/Customers/Index',
    );
    expect(await customerCount(lotus)).toBe(before);
  });
});

describe('the monthly job', () => {
  test('run twice makes one invoice per subscription and period', async () => {
    const jade = await storeId(t.db, 'Jade Nail Bar');
    const trial = await sub(jade);
    // The day after the trial ends: Jade becomes active with its first invoice.
    const at = noon('America/Chicago', addDays(trial.trialEndsOn!, 1));
    const first = await runBillingPass(t.db, at);
    const again = await runBillingPass(t.db, at);
    expect(first.invoices).toBeGreaterThanOrEqual(1);
    expect(again.invoices).toBe(0);
    const jades = await t.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.storeId, jade));
    expect(jades).toHaveLength(1);
    expect(jades[0]).toMatchObject({
      periodStart: addDays(trial.trialEndsOn!, 1),
      status: 'open',
      totalCents: 14900,
    });
    expect((await sub(jade)).status).toBe('active');
    // Two processes at once still make one.
    const lotusNext = addDays((await sub(lotus)).currentPeriodEnd, 1);
    const both = await Promise.all([
      runBillingPass(t.db, noon('America/New_York', lotusNext)),
      runBillingPass(t.db, noon('America/New_York', lotusNext)),
    ]);
    expect(both.reduce((a, r) => a + r.invoices, 0)).toBeGreaterThanOrEqual(1);
    const lotusPeriod = await t.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.storeId, lotus), eq(billingInvoices.periodStart, lotusNext)));
    expect(lotusPeriod).toHaveLength(1);
  });

  test('a finalise that rolls back leaves no gap in the numbers', async () => {
    const [before] = await t.db.select().from(billingCounters);
    const s = await sub(rose);
    await expect(
      t.db.transaction(async (tx) => {
        const draft = await insertDraftInvoice(tx, {
          storeId: rose,
          subscriptionId: s.id,
          kind: 'reissue',
          periodStart: '2026-01-01',
          periodEnd: '2026-01-31',
          dueOn: '2026-01-08',
          billingName: 'Rose Nails',
        });
        await finaliseInvoice(tx, draft!.id, 'America/Los_Angeles');
        throw new Error('the email provider was down');
      }),
    ).rejects.toThrow('the email provider was down');
    expect((await t.db.select().from(billingCounters))[0].lastNumber).toBe(before.lastNumber);
    const draft = await insertDraftInvoice(t.db, {
      storeId: rose,
      subscriptionId: s.id,
      kind: 'reissue',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      dueOn: '2026-01-08',
      billingName: 'Rose Nails',
    });
    const done = await t.db.transaction((tx) =>
      finaliseInvoice(tx, draft!.id, 'America/Los_Angeles'),
    );
    expect(done.number).toBe(formatInvoiceNumber(before.lastNumber + 1));
  });
});
