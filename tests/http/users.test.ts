import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import {
  billingAdjustments,
  billingInvoices,
  plans,
  referralAssignments,
  referralCommissions,
  stores,
  subscriptions,
  supportSessions,
} from '../../database/schema';
import { findUserByEmail } from '../../database/queries/users';
import { recordPayment } from '../../server/domain/billing/invoices';
import { seedBilling } from '../../database/seeders/billing';
import { storeId } from '../support/lookups';
import { addDays, storeToday } from '../../common/storeTime';

let t: TestApp;
let admin: Client;
let lotus: number;
let rose: number;
let jade: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  admin = await signedIn(t.app, 'admin@example.com');
  [lotus, rose, jade] = [
    await storeId(t.db, 'Lotus Nail Spa'),
    await storeId(t.db, 'Rose Nails'),
    await storeId(t.db, 'Jade Nail Bar'),
  ];
});
afterAll(() => t.close());

const sub = async (store: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, store)))[0];
const plan = async (code: string) =>
  (
    await t.db
      .select()
      .from(plans)
      .where(and(eq(plans.code, code), eq(plans.active, true)))
  )[0];
const users = async () => {
  const { props, flash } = (await admin.visit('/dashboard/users')).body;
  return { ...props, flash };
};

describe('the users page', () => {
  test('lists every store account with plan, status, usage against limits and last sign-in', async () => {
    await signedIn(t.app, 'owner2@example.com');
    const res = await admin.visit('/dashboard/users');
    expect(res.body.component).toBe('Admin/Users/Index');
    const by = (name: string) =>
      res.body.props.accounts.data.find((a: { store: string }) => a.store === name);
    expect(by('Lotus Nail Spa')).toMatchObject({
      owner: { name: 'Linh Owner', email: 'owner@example.com' },
      plan: { name: 'Salon', price_cents: 6900, interval: 'month' },
      status: 'active',
      read_only: false,
      disabled: null,
    });
    expect(by('Lotus Nail Spa').usage.stations).toEqual({ used: 2, limit: 4 });
    expect(by('Rose Nails')).toMatchObject({
      status: 'past_due',
      status_tone: 'danger',
      plan: { name: 'Starter' },
    });
    // The status goes as its code: the page says it in the reader's language.
    expect(by('Rose Nails')).not.toHaveProperty('status_label');
    expect(res.body.props.options.statuses).toEqual([
      'trialing',
      'active',
      'past_due',
      'canceled',
      'unpaid',
      'paused',
      'disabled',
      'none',
    ]);
    expect(by('Rose Nails').usage.stations).toEqual({ used: 1, limit: 1 });
    // An ISO instant; the page writes it (docs/features/languages-and-offline.md).
    expect(by('Rose Nails').last_sign_in).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(by('Jade Nail Bar')).toMatchObject({
      status: 'trialing',
      usage: { employees: { used: 0, limit: null } },
    });
    // The period and the trial's end as store days (YYYY-MM-DD); the page writes them.
    const jadeSub = await sub(jade);
    expect(by('Jade Nail Bar')).toMatchObject({
      period: { start: jadeSub.currentPeriodStart, end: jadeSub.currentPeriodEnd },
      trial_ends_on: jadeSub.trialEndsOn,
    });
    expect(by('Jade Nail Bar').trial_ends_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Lotus's quote for Multi-location (same interval), none for the yearly plan.
    const quotes = by('Lotus Nail Spa').quotes;
    const multi = await plan('multi');
    // The days left in the period and its length, which the page writes as a sentence.
    const multiQuote = quotes.find((q: { plan_id: number }) => q.plan_id === multi.id);
    expect(multiQuote).not.toHaveProperty('note');
    expect(multiQuote.days.period).toBeGreaterThanOrEqual(28);
    expect(multiQuote.days.remaining).toBeGreaterThanOrEqual(0);
    expect(multiQuote.days.remaining).toBeLessThanOrEqual(multiQuote.days.period);
    expect(
      quotes.find((q: { plan_id: number }) => q.plan_id === by('Lotus Nail Spa').plan.id),
    ).toBeUndefined();
    expect(quotes.some((q: { plan_id: number }) => q.plan_id === 0)).toBe(false);
    // A trial has nothing to prorate: no days.
    const trialQuotes = by('Jade Nail Bar').quotes;
    expect(trialQuotes.length).toBeGreaterThan(0);
    expect(trialQuotes.every((q: { days: unknown }) => q.days === null)).toBe(true);
  });

  test('every route is 403 for an owner, a manager and a referral partner', async () => {
    for (const email of ['owner@example.com', 'manager@example.com', 'referral@example.com']) {
      const c = await signedIn(t.app, email);
      expect((await c.visit('/dashboard/users')).status, email).toBe(403);
      expect(
        (await c.send('put', `/dashboard/users/${lotus}/plan`, { plan_id: 1 })).status,
        email,
      ).toBe(403);
      expect(
        (await c.send('put', `/dashboard/users/${jade}/trial`, { trial_ends_on: '2030-01-01' }))
          .status,
        email,
      ).toBe(403);
      expect(
        (await c.post(`/dashboard/users/${rose}/disable`, { reason: 'x' })).status,
        email,
      ).toBe(403);
      expect((await c.post(`/dashboard/users/${rose}/enable`)).status, email).toBe(403);
      expect((await c.post(`/dashboard/users/${rose}/impersonate`)).status, email).toBe(403);
      expect(
        (await c.send('put', `/dashboard/users/${lotus}/referral-partner`, { partner_id: '' }))
          .status,
        email,
      ).toBe(403);
    }
    expect((await sub(rose)).disabledAt).toBeNull();
  });

  test('an unknown store or an impossible id is 404', async () => {
    expect((await admin.post('/dashboard/users/999999/disable', { reason: 'x' })).status).toBe(404);
    expect((await admin.send('put', '/dashboard/users/abc/plan', { plan_id: 1 })).status).toBe(404);
    expect((await admin.post('/dashboard/users/0/impersonate')).status).toBe(404);
  });
});

describe('changing plan', () => {
  test('moves Lotus to Multi-location now and leaves the prorated credit and charge for the next invoice', async () => {
    const multi = await plan('multi');
    const before = await sub(lotus);
    await admin.send('put', `/dashboard/users/${lotus}/plan`, { plan_id: multi.id });
    expect((await users()).flash.success).toMatch(
      /^Lotus Nail Spa is on Multi-location now; \$\d+\.\d\d goes on the next invoice\.$/,
    );
    expect((await sub(lotus)).planId).toBe(multi.id);
    const pending = await t.db
      .select()
      .from(billingAdjustments)
      .where(and(eq(billingAdjustments.storeId, lotus), isNull(billingAdjustments.invoiceId)));
    expect(pending.map((a) => a.kind)).toEqual(['proration', 'proration']);
    expect(pending[0].amountCents).toBeLessThan(0);
    expect(pending[1].amountCents).toBeGreaterThan(0);
    expect(pending[0].periodEnd).toBe(before.currentPeriodEnd);
    // Their values go onto the invoice line, which the page words in the reader's language.
    expect(pending.map((a) => a.details)).toEqual([
      {
        change: 'unused',
        plan: expect.any(String),
        remaining_days: expect.any(Number),
        period_days: expect.any(Number),
      },
      {
        change: 'remaining',
        plan: 'Multi-location',
        remaining_days: expect.any(Number),
        period_days: expect.any(Number),
      },
    ]);
  });

  test('refuses the same plan, a yearly plan for a monthly store and a bad id, beside the field', async () => {
    const current = (await sub(rose)).planId;
    await admin.send('put', `/dashboard/users/${rose}/plan`, { plan_id: current });
    expect((await users()).errors).toEqual({ plan_id: 'The store is on this plan already.' });
    await admin.send('put', `/dashboard/users/${rose}/plan`, {
      plan_id: (await plan('multi-yearly')).id,
    });
    expect((await users()).errors).toEqual({
      plan_id: 'Choose a monthly plan: the store pays by the month.',
    });
    await admin.send('put', `/dashboard/users/${rose}/plan`, { plan_id: 'x' });
    expect((await users()).errors).toEqual({ plan_id: 'The plan is invalid.' });
    await admin.send('put', `/dashboard/users/${rose}/plan`, { plan_id: 99999 });
    expect((await users()).errors).toEqual({ plan_id: 'Choose a plan.' });
    expect((await sub(rose)).planId).toBe(current);
  });
});

describe('extending a trial', () => {
  test('moves the trial end (and the period end) up to 90 days ahead', async () => {
    const until = addDays(storeToday('America/Chicago'), 30);
    await admin.send('put', `/dashboard/users/${jade}/trial`, { trial_ends_on: until });
    expect((await users()).flash.success).toBe(
      `Jade Nail Bar's trial runs to ${until.slice(5, 7)}-${until.slice(8)}-${until.slice(0, 4)}.`,
    );
    expect(await sub(jade)).toMatchObject({
      trialEndsOn: until,
      currentPeriodEnd: until,
      status: 'trialing',
    });
  });

  test('refuses a day past 90 days, a bad date, and a store not in trial', async () => {
    await admin.send('put', `/dashboard/users/${jade}/trial`, {
      trial_ends_on: addDays(storeToday('America/Chicago'), 91),
    });
    expect((await users()).errors).toEqual({
      trial_ends_on: 'The trial must end after today and at most 90 days ahead.',
    });
    await admin.send('put', `/dashboard/users/${jade}/trial`, { trial_ends_on: '2026-02-30' });
    expect((await users()).errors).toEqual({
      trial_ends_on: 'The trial end must be a valid date.',
    });
    await admin.send('put', `/dashboard/users/${lotus}/trial`, {
      trial_ends_on: addDays(storeToday('America/New_York'), 5),
    });
    expect((await users()).errors).toEqual({ trial_ends_on: 'Only a trial can be extended.' });
  });
});

describe('disabling and enabling', () => {
  test('a reason is required', async () => {
    await admin.post(`/dashboard/users/${rose}/disable`, { reason: '  ' });
    expect((await users()).errors).toEqual({ reason: 'The reason field is required.' });
    expect((await sub(rose)).disabledAt).toBeNull();
  });
});

describe('signing in as an owner', () => {
  test('is audited, shows a banner while it lasts, is shown to the owner, and ending it returns to the super admin', async () => {
    const support = await signedIn(t.app, 'admin@example.com');
    const res = await support.post(`/dashboard/users/${rose}/impersonate`);
    expect(res.headers.location).toBe('/dashboard');
    const dash = await support.visit('/dashboard');
    expect(dash.body.props.auth.user.name).toBe('Rosa Owner');
    expect(dash.body.props.account.support.since).toMatch(/^\d\d-\d\d-\d{4}/);
    const [audit] = await t.db
      .select()
      .from(supportSessions)
      .where(eq(supportSessions.storeId, rose));
    expect(audit.endedAt).toBeNull();
    // The owner sees it on their own sign-in.
    const owner = await signedIn(t.app, 'owner2@example.com');
    expect((await owner.visit('/dashboard')).body.props.account).toMatchObject({
      support: null,
      last_support_at: expect.stringMatching(/^\d\d-\d\d-\d{4}/),
    });
    // Ending: back to the super admin's Users page, the audit row closed.
    const end = await support.send('delete', '/dashboard/support-session');
    expect(end.headers.location).toBe('/dashboard/users');
    expect((await support.visit('/dashboard/users')).body.props.auth.user.name).toBe('Super Admin');
    expect(
      (await t.db.select().from(supportSessions).where(eq(supportSessions.id, audit.id)))[0]
        .endedAt,
    ).not.toBeNull();
    // Without a support sign-in there is nothing to end.
    expect((await owner.send('delete', '/dashboard/support-session')).status).toBe(404);
  });

  test('logging out while signed in as the owner closes the audit row too', async () => {
    const support = await signedIn(t.app, 'admin@example.com');
    await support.post(`/dashboard/users/${lotus}/impersonate`);
    const [open] = await t.db
      .select()
      .from(supportSessions)
      .where(and(eq(supportSessions.storeId, lotus), isNull(supportSessions.endedAt)));
    expect(open).toBeDefined();
    await support.post('/logout');
    expect(
      (await t.db.select().from(supportSessions).where(eq(supportSessions.id, open.id)))[0].endedAt,
    ).not.toBeNull();
  });
});

describe('paging, search and status', () => {
  const page = async (query: string) => (await admin.visit(`/dashboard/users${query}`)).body.props;
  const names = (p: { accounts: { data: { store: string }[] } }) =>
    p.accounts.data.map((a) => a.store);

  test('searches by store name or an account’s email, filters by status, and odd filters read as none', async () => {
    expect(names(await page('?q=rose'))).toEqual(['Rose Nails']);
    expect(names(await page('?q=OWNER3@example'))).toEqual(['Jade Nail Bar']);
    expect(names(await page('?status=trialing'))).toEqual(['Jade Nail Bar']);
    expect(names(await page('?status=past_due&q=nails'))).toEqual(['Rose Nails']);
    // LIKE's own characters are taken literally.
    expect(names(await page('?q=%25'))).toEqual([]);
    const odd = await page('?status=lost&page=-3&q=' + 'x'.repeat(300));
    expect(odd.filters).toEqual({ q: 'x'.repeat(100), status: '' });
    expect((await page('?status=lost')).filters.status).toBe('');
  });

  test('25 a page, the filters kept in the page links; a page past the last shows the last', async () => {
    await t.db.insert(stores).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Zz Paging Salon ${String(i).padStart(2, '0')}`,
        timezone: 'America/New_York',
      })),
    );
    const first = await page('');
    expect(first.accounts.data).toHaveLength(25);
    expect(first.accounts).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 25,
      total: 33,
    });
    const none = await page('?status=none&q=paging');
    expect(none.accounts.total).toBe(30);
    expect(
      none.accounts.data.every(
        (a: { status: string | null; status_tone: string }) =>
          a.status === null && a.status_tone === 'neutral' && !('status_label' in a),
      ),
    ).toBe(true);
    expect(none.accounts.links.find((l: { label: string }) => l.label === '2').url).toBe(
      '/dashboard/users?q=paging&status=none&page=2',
    );
    const last = await page('?q=paging&status=none&page=99');
    expect(last.accounts.current_page).toBe(2);
    expect(names(last)).toEqual([
      'Zz Paging Salon 25',
      'Zz Paging Salon 26',
      'Zz Paging Salon 27',
      'Zz Paging Salon 28',
      'Zz Paging Salon 29',
    ]);
  });
});

describe('referral partner', () => {
  const setPartner = (store: number, partner_id: number | string) =>
    admin.send('put', `/dashboard/users/${store}/referral-partner`, { partner_id });
  const account = async (name: string) =>
    (await users()).accounts.data.find((a: { store: string }) => a.store === name);
  const openOf = async (store: number) =>
    (
      await t.db
        .select()
        .from(billingInvoices)
        .where(and(eq(billingInvoices.storeId, store), eq(billingInvoices.status, 'open')))
    )[0];
  const pay = async (store: number) => {
    const open = await openOf(store);
    await recordPayment(t.db, open.id, {
      amountCents: open.totalCents - open.paidCents,
      method: 'check',
      reference: 'R-1',
      receivedOn: open.issuedOn!,
      by: (await findUserByEmail(t.db, 'admin@example.com'))!.id,
    });
    return open.id;
  };

  test('the page lists the partners; setting one is audited, and the invoice paid after earns the partner’s commission', async () => {
    const partner = (await findUserByEmail(t.db, 'referral@example.com'))!;
    const props = await users();
    expect(props.partners).toEqual([
      { id: partner.id, name: partner.name, email: 'referral@example.com' },
    ]);
    expect((await account('Rose Nails')).partner).toMatchObject({ id: partner.id });
    expect((await account('Lotus Nail Spa')).partner).toBeNull();

    const res = await setPartner(lotus, partner.id);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/users');
    expect((await users()).flash.success).toBe(
      `Lotus Nail Spa is credited to ${partner.name} from now on.`,
    );
    // From a searched page, back to it.
    const searched = await admin.send(
      'put',
      `/dashboard/users/${lotus}/referral-partner?q=lotus&status=active&page=2`,
      { partner_id: '' },
    );
    expect(searched.headers.location).toBe('/dashboard/users?q=lotus&status=active&page=2');
    await setPartner(lotus, partner.id);
    expect((await sub(lotus)).referredByUserId).toBe(partner.id);
    const audit = await t.db
      .select()
      .from(referralAssignments)
      .where(eq(referralAssignments.storeId, lotus));
    expect(audit.map((a) => [a.previousPartnerId, a.partnerId])).toEqual([
      [null, partner.id],
      [partner.id, null],
      [null, partner.id],
    ]);
    expect(audit[0].changedBy).toBe((await findUserByEmail(t.db, 'admin@example.com'))!.id);
    const latest = audit.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
    expect((await account('Lotus Nail Spa')).partner_changed).toEqual({
      by: 'Super Admin',
      at: latest.createdAt.toISOString(),
    });

    const invoiceId = await pay(lotus);
    expect(
      await t.db
        .select()
        .from(referralCommissions)
        .where(eq(referralCommissions.invoiceId, invoiceId)),
    ).toEqual([expect.objectContaining({ partnerId: partner.id, storeId: lotus })]);
  });

  test('cleared, the next invoice paid earns nothing; the earlier commissions stay', async () => {
    const before = await t.db
      .select()
      .from(referralCommissions)
      .where(eq(referralCommissions.storeId, rose));
    await setPartner(rose, '');
    expect((await users()).flash.success).toBe('Rose Nails has no referral partner now.');
    expect((await sub(rose)).referredByUserId).toBeNull();
    const invoiceId = await pay(rose);
    expect(
      await t.db
        .select()
        .from(referralCommissions)
        .where(eq(referralCommissions.invoiceId, invoiceId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(referralCommissions).where(eq(referralCommissions.storeId, rose)),
    ).toEqual(before);
    expect(
      (
        await t.db.select().from(referralAssignments).where(eq(referralAssignments.storeId, rose))
      )[0],
    ).toMatchObject({ partnerId: null, previousPartnerId: expect.any(Number) });
  });

  test('refuses someone who is not a referral partner, the same partner again and a bad id, beside the field', async () => {
    const owner = (await findUserByEmail(t.db, 'owner@example.com'))!;
    await setPartner(jade, owner.id);
    expect((await users()).errors.partner_id).toBe('Choose a referral partner from the list.');
    await setPartner(rose, '');
    expect((await users()).errors.partner_id).toBe('This store has no referral partner.');
    await setPartner(jade, 'abc');
    expect((await users()).errors.partner_id).toMatch(/referral partner/);
    expect((await setPartner(999999, '')).status).toBe(404);
    expect(
      await t.db.select().from(referralAssignments).where(eq(referralAssignments.storeId, jade)),
    ).toEqual([]);
  });
});
