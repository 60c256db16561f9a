import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { billingInvoices, subscriptions } from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { insertDraftInvoice } from '../../database/queries/billing';
import { storeId } from '../support/lookups';
import { addDays, storeDayBounds } from '../../common/storeTime';
import { runBillingPass } from '../../server/domain/billing/run';
import { recordPayment } from '../../server/domain/billing/invoices';
import { invalidateActors } from '../../database/cacheInvalidation';
import { findUserByEmail } from '../../database/queries/users';

let t: TestApp;
let owner: Client;
let lotus: number;
let rose: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  owner = await signedIn(t.app, 'owner@example.com');
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
});
afterAll(() => t.close());

const sub = async (store: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, store)))[0];
const invoicesOf = (store: number) =>
  t.db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.storeId, store))
    .orderBy(billingInvoices.id);
// A flash is spoken on the server, its day as the store's region writes it; page props carry the day itself.
const mdy = (d: string) => `${d.slice(5, 7)}-${d.slice(8, 10)}-${d.slice(0, 4)}`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const noon = (tz: string, day: string) =>
  new Date(storeDayBounds(tz, day).start.getTime() + 12 * 3_600_000);

describe('the billing page', () => {
  test('shows the plan, status, the next invoice day in the store’s days, usage against the limits and the store’s own invoices', async () => {
    const s = await sub(lotus);
    const res = await owner.visit('/dashboard/billing');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/Billing/Show');
    const p = res.body.props;
    expect(p.subscription).toMatchObject({
      plan: { name: 'Salon', price_cents: 6900, interval: 'month' },
      status: 'active',
      cancel_at_period_end: false,
      ends_on: null,
      next_invoice_on: addDays(s.currentPeriodEnd, 1),
      can: { cancel: true, resume: false },
    });
    // Values on the wire (docs/features/languages-and-offline.md): a period is its first and last store day.
    expect(p.subscription.period).toEqual({ start: s.currentPeriodStart, end: s.currentPeriodEnd });
    expect(p.subscription.period.start).toMatch(DAY);
    expect(p.subscription.period.end).toMatch(DAY);
    expect(p.subscription.plan).not.toHaveProperty('price');
    // The status and the features as codes, which the page says in the owner's language.
    expect(p.subscription).not.toHaveProperty('status_label');
    expect(p.subscription.plan.features).toContain('card_terminals');
    expect(p.subscription.plan.features).not.toContain('Card terminals');
    for (const i of p.invoices as { period: { start: string; end: string }; due_on: string }[]) {
      expect(Object.keys(i.period).sort()).toEqual(['end', 'start']);
      expect(i.period.start).toMatch(DAY);
      expect(i.period.end).toMatch(DAY);
      expect(i.due_on).toMatch(DAY);
    }
    expect(p.usage.employees).toEqual({ used: expect.any(Number), limit: 15 });
    expect(p.usage.employees.used).toBeGreaterThan(0);
    expect(p.usage.stations.limit).toBe(4);
    expect(p.usage.sms.limit).toBe(2000);
    const mine = (await invoicesOf(lotus)).filter((i) => i.status !== 'draft');
    expect(p.invoices.map((i: { id: number }) => i.id).sort()).toEqual(
      mine.map((i) => i.id).sort(),
    );
    expect(p.invoices.every((i: { store: string }) => i.store === 'Lotus Nail Spa')).toBe(true);
    // Only monthly plans other than Salon: the yearly one would be refused (another interval).
    expect(p.plans.map((x: { name: string }) => x.name).sort()).toEqual([
      'Multi-location',
      'Starter',
    ]);
    expect(p.plans.find((x: { name: string }) => x.name === 'Starter')).toMatchObject({
      price_cents: 2900,
      interval: 'month',
    });
  });

  test('a trial shows its end and the first invoice the day after it', async () => {
    const jade = await signedIn(t.app, 'owner3@example.com');
    const s = (await jade.visit('/dashboard/billing')).body.props.subscription;
    const row = await sub(await storeId(t.db, 'Jade Nail Bar'));
    expect(s).toMatchObject({
      status: 'trialing',
      trial_ends_on: row.trialEndsOn,
      next_invoice_on: addDays(row.trialEndsOn!, 1),
    });
  });

  test('a draft is never listed nor opened; another store’s invoice is a 404, the store’s own opens printable', async () => {
    const s = await sub(lotus);
    const draft = (await insertDraftInvoice(t.db, {
      storeId: lotus,
      subscriptionId: s.id,
      kind: 'reissue',
      periodStart: s.currentPeriodStart,
      periodEnd: s.currentPeriodEnd,
      dueOn: s.currentPeriodEnd,
      billingName: 'Lotus Nail Spa',
    }))!;
    const list = (await owner.visit('/dashboard/billing')).body.props.invoices;
    expect(list.some((i: { id: number }) => i.id === draft.id)).toBe(false);
    expect((await owner.visit(`/dashboard/billing/invoices/${draft.id}`)).status).toBe(404);
    await t.db.delete(billingInvoices).where(eq(billingInvoices.id, draft.id));

    const roseInvoice = (await invoicesOf(rose))[0];
    expect((await owner.visit(`/dashboard/billing/invoices/${roseInvoice.id}`)).status).toBe(404);
    expect((await owner.visit('/dashboard/billing/invoices/2147483648')).status).toBe(404);

    const paid = (await invoicesOf(lotus)).find((i) => i.status === 'paid')!;
    const page = await owner.visit(`/dashboard/billing/invoices/${paid.id}`);
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('Admin/Billing/Invoice');
    expect(page.body.props.invoice).toMatchObject({
      id: paid.id,
      number: paid.number,
      status: 'paid',
      bill_to: { name: 'Lotus Nail Spa' },
    });
    expect(page.body.props.invoice.lines.length).toBeGreaterThan(0);
    // Each line goes by its kind and values (the page words it), not as the job's English text.
    expect(page.body.props.invoice.lines[0]).toMatchObject({
      kind: 'subscription',
      plan: expect.any(String),
      interval: expect.stringMatching(/^(month|year)$/),
    });
    for (const line of page.body.props.invoice.lines)
      expect(line).not.toHaveProperty('description');
    expect(page.body.props.invoice).not.toHaveProperty('can');
  });

  test('is for those who manage settings: a manager, the super admin and a referral partner get 403', async () => {
    for (const email of ['manager@example.com', 'admin@example.com', 'referral@example.com']) {
      const c = await signedIn(t.app, email);
      expect((await c.visit('/dashboard/billing')).status, email).toBe(403);
      expect((await c.post('/dashboard/billing/cancel')).status, email).toBe(403);
      expect((await c.post('/dashboard/billing/resume')).status, email).toBe(403);
    }
    expect((await sub(lotus)).cancelAtPeriodEnd).toBe(false);
  });

  test('the owner’s menu has Billing; a manager’s has not', async () => {
    const entries = (menu: { route?: string; children?: { route: string }[] }[]) =>
      menu.flatMap((m) => (m.children ? m.children.map((c) => c.route) : [m.route]));
    expect(entries((await owner.visit('/dashboard/billing')).body.props.menu)).toContain(
      'billing.show',
    );
    const manager = await signedIn(t.app, 'manager@example.com');
    expect(entries((await manager.visit('/dashboard/customers')).body.props.menu)).not.toContain(
      'billing.show',
    );
  });
});

describe('asking for another plan', () => {
  test('opens a support ticket already written; the plan does not change until the super admin does it', async () => {
    const rose2 = await signedIn(t.app, 'owner2@example.com');
    const salon = (await rose2.visit('/dashboard/billing')).body.props.plans.find(
      (p: { name: string }) => p.name === 'Salon',
    );
    const page = await rose2.visit(`/dashboard/supports/create?plan=${salon.id}`);
    // The request as values: the page writes the ticket in the owner's language.
    expect(page.body.props.plan_change).toEqual({
      store: 'Rose Nails',
      from: { name: 'Starter', price_cents: 2900, interval: 'month' },
      to: { name: 'Salon', price_cents: 6900, interval: 'month' },
    });
    expect(page.body.props).not.toHaveProperty('prefill');
    expect(
      (await rose2.visit('/dashboard/supports/create?plan=abc')).body.props.plan_change,
    ).toBeNull();
    expect((await rose2.visit('/dashboard/supports/create')).body.props.plan_change).toBeNull();
    const planBefore = (await sub(rose)).planId;
    const ticket = {
      subject: 'Change plan to Salon',
      body: 'Please move Rose Nails from Starter ($29.00 / month) to Salon ($69.00 / month).',
    };
    expect((await rose2.post('/dashboard/supports', ticket)).status).toBe(302);
    expect((await sub(rose)).planId).toBe(planBefore);
  });
});

describe('cancel at period end and resume', () => {
  test('cancel sets it to end with the period (twice is refused with a message), resume undoes it', async () => {
    const s = await sub(lotus);
    const res = await owner.post('/dashboard/billing/cancel');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/dashboard/billing');
    expect((await sub(lotus)).cancelAtPeriodEnd).toBe(true);
    let page = await owner.visit('/dashboard/billing');
    expect(page.body.flash.success).toBe(
      `Your subscription ends on ${mdy(s.currentPeriodEnd)}. You can resume it until then.`,
    );
    expect(page.body.props.subscription).toMatchObject({
      cancel_at_period_end: true,
      next_invoice_on: null,
      ends_on: s.currentPeriodEnd,
      status: 'active',
      can: { cancel: false, resume: true },
    });
    // "Active, ending" is the page's to say, from the status and cancel_at_period_end.
    expect(page.body.props.subscription).not.toHaveProperty('status_label');

    await owner.post('/dashboard/billing/cancel');
    page = await owner.visit('/dashboard/billing');
    expect(page.body.flash.error).toBe('The subscription already ends with this period.');

    await owner.post('/dashboard/billing/resume');
    expect((await sub(lotus)).cancelAtPeriodEnd).toBe(false);
    await owner.post('/dashboard/billing/resume');
    expect((await owner.visit('/dashboard/billing')).body.flash.error).toBe(
      'The subscription is not set to end.',
    );
  });

  test('the billing pass ends a cancelled subscription after its period: no new invoice, the store sees the account disabled page', async () => {
    await owner.post('/dashboard/billing/cancel');
    const s = await sub(lotus);
    // Paid up, so dunning has nothing to say about the period's invoice.
    for (const open of (await invoicesOf(lotus)).filter((i) => i.status === 'open')) {
      await recordPayment(t.db, open.id, {
        amountCents: open.totalCents,
        method: 'check',
        reference: '1001',
        receivedOn: open.issuedOn!,
        by: (await findUserByEmail(t.db, 'admin@example.com'))!.id,
      });
    }
    const before = (await invoicesOf(lotus)).length;
    const tz = 'America/New_York';
    // The last day of the period changes nothing.
    await runBillingPass(t.db, noon(tz, s.currentPeriodEnd));
    expect((await sub(lotus)).status).toBe('active');
    await runBillingPass(t.db, noon(tz, addDays(s.currentPeriodEnd, 1)));
    expect(await sub(lotus)).toMatchObject({
      status: 'canceled',
      currentPeriodEnd: s.currentPeriodEnd,
    });
    expect(await invoicesOf(lotus)).toHaveLength(before);
    expect(
      await t.db
        .select()
        .from(billingInvoices)
        .where(
          and(
            eq(billingInvoices.storeId, lotus),
            eq(billingInvoices.periodStart, addDays(s.currentPeriodEnd, 1)),
          ),
        ),
    ).toEqual([]);
    // Run again: still cancelled, still no invoice.
    await runBillingPass(t.db, noon(tz, addDays(s.currentPeriodEnd, 40)));
    expect(await invoicesOf(lotus)).toHaveLength(before);
    // Now refused: the store is past its last paid day (only the real clock decides the page; move the period back to see it).
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: addDays(s.currentPeriodStart, -1) })
      .where(eq(subscriptions.storeId, lotus));
    await invalidateActors(t.db, lotus);
    const page = await owner.visit('/dashboard/billing');
    expect(page.body.component).toBe('AccountDisabled');
    expect((await owner.post('/dashboard/billing/resume')).status).toBe(403);
  });
});
