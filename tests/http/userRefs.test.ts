import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type TestApp } from '../support/app';
import { billingInvoices, referralCommissions, subscriptions, users } from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { storeId } from '../support/lookups';
import { recordPayment } from '../../server/domain/billing/invoices';
import { storeToday } from '../../common/storeTime';

let t: TestApp;
let rose: number;
let partnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedBilling(t.db);
  rose = await storeId(t.db, 'Rose Nails');
  const [p] = await t.db.select().from(users).where(eq(users.email, 'referral@example.com'));
  partnerId = p.id;
});
afterAll(() => t.close());

const ledger = () =>
  t.db
    .select()
    .from(referralCommissions)
    .where(eq(referralCommissions.partnerId, partnerId))
    .orderBy(referralCommissions.id);

describe('users.user_refs', () => {
  test('only a referral partner opens it', async () => {
    for (const email of [
      'admin@example.com',
      'owner@example.com',
      'owner2@example.com',
      'manager@example.com',
    ]) {
      const c = await signedIn(t.app, email);
      expect((await c.visit('/dashboard/user-refs')).status, email).toBe(403);
    }
  });

  test("shows the partner's stores, plans and status, and a commission per paid invoice of theirs", async () => {
    const c = await signedIn(t.app, 'referral@example.com');
    const res = await c.visit('/dashboard/user-refs');
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Admin/UserRefs/Index');
    const { stores, commissions, totals } = res.body.props;
    expect(stores.map((s: { name: string }) => s.name)).toEqual(['Jade Nail Bar', 'Rose Nails']);
    // The plan's name and interval and the status as codes; the page says them.
    const roseRow = stores.find((s: { name: string }) => s.name === 'Rose Nails');
    expect(roseRow).toMatchObject({ plan: 'Starter', interval: 'month', status: 'past_due' });
    expect(roseRow).not.toHaveProperty('status_label');
    expect(stores.find((s: { name: string }) => s.name === 'Jade Nail Bar')).toMatchObject({
      status: 'trialing',
    });
    // Rose's paid invoices (the reissue and last period's); never Lotus's, which the partner did not bring.
    const paid = await t.db.select().from(billingInvoices).where(eq(billingInvoices.storeId, rose));
    const paidRose = paid.filter((i) => i.status === 'paid' && i.paidCents > 0);
    expect(commissions).toHaveLength(paidRose.length);
    expect(commissions.every((r: { store: string }) => r.store === 'Rose Nails')).toBe(true);
    const rows = await ledger();
    for (const r of rows)
      expect(r.amountCents).toBe(Math.floor((r.paidCents * 2000 + 5000) / 10000));
    const sum = rows.reduce((a, r) => a + r.amountCents, 0);
    expect(totals.all_time_cents).toBe(sum);
    expect(
      commissions
        .map((c: { commission_cents: number }) => c.commission_cents)
        .sort((a: number, b: number) => a - b),
    ).toEqual(rows.map((r) => r.amountCents).sort((a, b) => a - b));
    // The rate in basis points, the period and the days as YYYY-MM-DD: the page writes "20%".
    expect(totals.rate_bps).toBe(2000);
    expect(totals).not.toHaveProperty('rate');
    for (const c of commissions) {
      expect(c.rate_bps).toBe(2000);
      expect(c.period).toEqual({
        from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(c.earned_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const s of stores) expect(s.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('a payment of an invoice earns its commission once, even marked paid twice', async () => {
    const open = (
      await t.db.select().from(billingInvoices).where(eq(billingInvoices.storeId, rose))
    ).find((i) => i.status === 'open')!;
    const before = (await ledger()).length;
    const admin = await signedIn(t.app, 'admin@example.com');
    const today = storeToday('America/Los_Angeles');
    const half = Math.floor(open.totalCents / 2);
    // A part payment earns nothing yet.
    expect(
      (
        await admin.post(`/dashboard/user-invoices/${open.id}/pay`, {
          amount: (half / 100).toFixed(2),
          method: 'check',
          reference: 'Check #1',
          received_on: today,
        })
      ).status,
    ).toBe(302);
    expect((await ledger()).length).toBe(before);
    await admin.post(`/dashboard/user-invoices/${open.id}/pay`, {
      amount: ((open.totalCents - half) / 100).toFixed(2),
      method: 'check',
      reference: 'Check #2',
      received_on: today,
    });
    const after = await ledger();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({
      invoiceId: open.id,
      paidCents: open.totalCents,
      bps: 2000,
      amountCents: Math.floor((open.totalCents * 2000 + 5000) / 10000),
    });
    // Marked paid again: refused, and still one row.
    await expect(
      recordPayment(t.db, open.id, {
        amountCents: 1,
        method: 'check',
        reference: 'again',
        receivedOn: today,
        by: 1,
      }),
    ).rejects.toThrow();
    expect((await ledger()).filter((r) => r.invoiceId === open.id)).toHaveLength(1);
  });

  test('a store nobody referred earns nobody a commission', async () => {
    const [sub] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.storeId, await storeId(t.db, 'Lotus Nail Spa')));
    expect(sub.referredByUserId).toBeNull();
    expect(
      await t.db
        .select()
        .from(referralCommissions)
        .where(eq(referralCommissions.storeId, sub.storeId)),
    ).toHaveLength(0);
  });
});
