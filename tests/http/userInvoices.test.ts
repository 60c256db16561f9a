import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import {
  billingCounters,
  billingInvoiceLines,
  billingInvoices,
  billingPayments,
  subscriptions,
} from '../../database/schema';
import { seedBilling } from '../../database/seeders/billing';
import { storeId } from '../support/lookups';
import { addDays, storeToday } from '../../common/storeTime';

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

const invoicesOf = (store: number) =>
  t.db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.storeId, store))
    .orderBy(billingInvoices.id);
const invoice = async (id: number) =>
  (await t.db.select().from(billingInvoices).where(eq(billingInvoices.id, id)))[0];
const openOf = async (store: number) => (await invoicesOf(store)).find((i) => i.status === 'open')!;
const show = async (id: number) => {
  const { props, flash, component } = (await admin.visit(`/dashboard/user-invoices/${id}`)).body;
  return { ...props, flash, component };
};

describe('the invoice list', () => {
  test('has every state of the demo, numbered CS- without a gap, with totals', async () => {
    const res = await admin.visit('/dashboard/user-invoices');
    expect(res.body.component).toBe('Admin/UserInvoices/Index');
    const rows = res.body.props.invoices.data;
    expect(new Set(rows.map((r: { status: string }) => r.status))).toEqual(
      new Set(['paid', 'open', 'void', 'uncollectible']),
    );
    const numbers = rows
      .map((r: { number: string }) => Number(r.number.slice(3)))
      .sort((a: number, b: number) => a - b);
    expect(numbers).toEqual(numbers.map((_: number, i: number) => i + 1));
    expect(res.body.props.totals.count).toBe(rows.length);
    // Money in cents; the page writes it (docs/features/languages-and-offline.md).
    const all = await t.db.select().from(billingInvoices);
    const live = all.filter((i) => i.status !== 'void' && i.status !== 'draft');
    expect(res.body.props.totals.total_cents).toBe(live.reduce((a, i) => a + i.totalCents, 0));
    const roseOpen = rows.find(
      (r: { store: string; status: string }) => r.store === 'Rose Nails' && r.status === 'open',
    );
    expect(roseOpen).toMatchObject({
      overdue: true,
      status_tone: 'danger',
      total_cents: 2900,
      balance_cents: 2900,
    });
    // Store days go as YYYY-MM-DD, a period as its first and last day; the page writes them.
    const stored = await invoice(roseOpen.id);
    expect(roseOpen.period).toEqual({ start: stored.periodStart, end: stored.periodEnd });
    expect(roseOpen.period.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(roseOpen.period.end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(roseOpen).toMatchObject({ issued_on: stored.issuedOn, due_on: stored.dueOn });
  });

  test('filters by status and store, and odd filters read as none', async () => {
    const paid = (await admin.visit('/dashboard/user-invoices?status=paid')).body.props;
    expect(paid.invoices.data.every((r: { status: string }) => r.status === 'paid')).toBe(true);
    expect(paid.filters.status).toBe('paid');
    const roseOnly = (await admin.visit(`/dashboard/user-invoices?store=${rose}`)).body.props;
    expect(roseOnly.invoices.data.every((r: { store: string }) => r.store === 'Rose Nails')).toBe(
      true,
    );
    const odd = await admin.visit(
      '/dashboard/user-invoices?status=lost&store=abc&from=2026-13-99&page=-4',
    );
    expect(odd.status).toBe(200);
    expect(odd.body.props.filters).toEqual({ status: '', store: '', from: '', to: '' });
  });

  test('every route is 403 for an owner, a manager and a referral partner', async () => {
    const id = (await openOf(rose)).id;
    for (const email of [
      'owner@example.com',
      'owner2@example.com',
      'manager@example.com',
      'referral@example.com',
    ]) {
      const c = await signedIn(t.app, email);
      expect((await c.visit('/dashboard/user-invoices')).status, email).toBe(403);
      expect((await c.visit(`/dashboard/user-invoices/${id}`)).status, email).toBe(403);
      for (const action of ['email', 'pay', 'void', 'uncollectible'])
        expect(
          (await c.post(`/dashboard/user-invoices/${id}/${action}`, {})).status,
          `${email} ${action}`,
        ).toBe(403);
    }
    expect((await invoice(id)).status).toBe('open');
  });

  test('an unknown or impossible invoice id is 404', async () => {
    expect((await admin.visit('/dashboard/user-invoices/999999')).status).toBe(404);
    expect((await admin.post('/dashboard/user-invoices/2147483648/pay', {})).status).toBe(404);
    expect((await admin.post('/dashboard/user-invoices/abc/void', {})).status).toBe(404);
  });
});

describe('the invoice page', () => {
  test('shows seller, the bill-to snapshot, lines, totals and the dunning dates of an overdue invoice', async () => {
    const open = await openOf(rose);
    const page = await show(open.id);
    expect(page.component).toBe('Admin/UserInvoices/Show');
    expect(page.invoice).toMatchObject({
      number: open.number,
      status: 'open',
      overdue: true,
      bill_to: {
        name: 'Rose Nails',
        email: 'owner2@example.com',
        address: '80 Market St, San Francisco, CA',
      },
      total_cents: 2900,
      balance_cents: 2900,
    });
    // The plan's line as values; the page says "Starter plan (monthly)" in the reader's language.
    expect(page.invoice.lines[0]).toMatchObject({
      kind: 'subscription',
      plan: 'Starter',
      interval: 'month',
      amount_cents: 2900,
    });
    expect(page.invoice.lines[0]).not.toHaveProperty('description');
    expect(page.invoice.lines[0]).not.toHaveProperty('text');
    expect(page.invoice.dunning.retries).toHaveLength(4);
    // Store days as YYYY-MM-DD (docs/features/languages-and-offline.md "Values on the wire").
    expect(page.invoice).toMatchObject({
      period: { start: open.periodStart, end: open.periodEnd },
      issued_on: open.issuedOn,
      due_on: open.dueOn,
    });
    for (const day of [
      ...page.invoice.dunning.retries,
      page.invoice.dunning.past_due_on,
      page.invoice.dunning.read_only_on,
      page.invoice.dunning.disabled_on,
    ])
      expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.invoice.dunning.retries[0]).toBe(addDays(open.dueOn, 1));
    expect(page.invoice.can).toEqual({ pay: true, void: true, uncollectible: true, email: true });
  });

  test('a reissue links to the void invoice it replaced, which keeps its reason', async () => {
    const voided = (await invoicesOf(rose)).find((i) => i.status === 'void')!;
    const page = await show(voided.replacedBy!);
    expect(page.invoice.replaces).toEqual({ id: voided.id, number: voided.number });
    expect(page.invoice.lines.at(-1)).toMatchObject({ kind: 'adjustment', amount_cents: -500 });
    expect((await show(voided.id)).invoice).toMatchObject({
      status: 'void',
      void_reason: 'Billed at the old Starter price by mistake.',
      can: { pay: false, void: false, uncollectible: false, email: false },
    });
  });

  test('an open invoice’s lines and amounts cannot be changed, even by SQL', async () => {
    const open = await openOf(lotus);
    await expect(
      t.db.update(billingInvoices).set({ totalCents: 1 }).where(eq(billingInvoices.id, open.id)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(billingInvoiceLines)
        .set({ amountCents: 1 })
        .where(eq(billingInvoiceLines.invoiceId, open.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(billingInvoices).where(eq(billingInvoices.id, open.id)),
    ).rejects.toThrow();
    expect((await invoice(open.id)).totalCents).toBe(open.totalCents);
  });
});

describe('emailing', () => {
  test('sends the invoice to the owner', async () => {
    const open = await openOf(lotus);
    // The demo's own issue emails go first.
    await t.runJobs();
    t.mail.length = 0;
    await admin.post(`/dashboard/user-invoices/${open.id}/email`);
    expect((await show(open.id)).flash.success).toBe('Invoice emailed to owner@example.com.');
    await t.runJobs();
    const sent = t.mail.filter((m) => m.subject.includes(open.number!));
    expect(sent).toHaveLength(1);
    expect(sent[0].to).toBe('owner@example.com');
    expect(sent[0].text).toContain('Salon plan (monthly): 1 × $69.00 = $69.00');
  });
});

describe('recording a payment', () => {
  test('puts bad input beside the fields', async () => {
    const open = await openOf(rose);
    await admin.post(`/dashboard/user-invoices/${open.id}/pay`, {
      amount: '0',
      method: 'cash',
      reference: '',
      received_on: '2026-02-30',
    });
    expect((await show(open.id)).errors).toEqual({
      amount: 'The amount must be more than $0.00.',
      method: 'Choose check or transfer.',
      reference: 'The reference field is required.',
      received_on: 'The date received must be a valid date.',
    });
    await admin.post(`/dashboard/user-invoices/${open.id}/pay`, {
      amount: '30.00',
      method: 'check',
      reference: '#1',
      received_on: storeToday('America/Los_Angeles'),
    });
    expect((await show(open.id)).errors).toEqual({
      amount: 'The amount may not be more than the $29.00 left to pay.',
    });
    expect(
      await t.db.select().from(billingPayments).where(eq(billingPayments.invoiceId, open.id)),
    ).toEqual([]);
  });

  test('a part payment leaves it open; the rest pays it and Rose is current again', async () => {
    const open = await openOf(rose);
    const day = storeToday('America/Los_Angeles');
    await admin.post(`/dashboard/user-invoices/${open.id}/pay`, {
      amount: '10.00',
      method: 'check',
      reference: 'Check #900',
      received_on: day,
    });
    expect((await show(open.id)).flash.success).toBe('Payment recorded; $19.00 left.');
    expect((await invoice(open.id)).status).toBe('open');
    await admin.post(`/dashboard/user-invoices/${open.id}/pay`, {
      amount: '19.00',
      method: 'transfer',
      reference: 'Wire 77',
      received_on: day,
    });
    const page = await show(open.id);
    expect(page.flash.success).toBe('Invoice marked paid.');
    expect(
      page.invoice.payments.map((p: { amount_cents: number; method: string }) => [
        p.amount_cents,
        p.method,
      ]),
    ).toEqual([
      [1000, 'check'],
      [1900, 'transfer'],
    ]);
    expect(await invoice(open.id)).toMatchObject({ status: 'paid', paidCents: 2900 });
    expect(
      (await t.db.select().from(subscriptions).where(eq(subscriptions.storeId, rose)))[0].status,
    ).toBe('active');
    // Paid is final.
    await admin.post(`/dashboard/user-invoices/${open.id}/void`, { reason: 'late' });
    expect((await show(open.id)).flash.error).toBe(
      'Only an open or uncollectible invoice can be voided.',
    );
  });
});

describe('void, reissue and uncollectible', () => {
  test('a reason is required to void', async () => {
    const open = await openOf(lotus);
    await admin.post(`/dashboard/user-invoices/${open.id}/void`, { reason: '' });
    expect((await show(open.id)).errors).toEqual({ reason: 'The reason field is required.' });
    await admin.post(`/dashboard/user-invoices/${open.id}/void`, {
      reason: 'Wrong',
      reissue: true,
      credit_amount: '5.00',
    });
    expect((await show(open.id)).errors).toEqual({
      credit_description: 'Say what the credit is for.',
    });
    expect((await invoice(open.id)).status).toBe('open');
  });

  test('void and reissue takes the next number, copies the lines with the credit, and points the void one at it', async () => {
    const open = await openOf(lotus);
    const [counter] = await t.db.select().from(billingCounters);
    const res = await admin.post(`/dashboard/user-invoices/${open.id}/void`, {
      reason: 'Plan changed before the period',
      reissue: true,
      credit_amount: '10.00',
      credit_description: 'Credit for downtime',
    });
    const replacement = (await invoicesOf(lotus)).at(-1)!;
    expect(res.headers.location).toBe(`/dashboard/user-invoices/${replacement.id}`);
    expect(replacement).toMatchObject({
      kind: 'reissue',
      status: 'open',
      number: `CS-${String(counter.lastNumber + 1).padStart(6, '0')}`,
      totalCents: open.totalCents - 1000,
    });
    expect(await invoice(open.id)).toMatchObject({
      status: 'void',
      replacedBy: replacement.id,
      voidReason: 'Plan changed before the period',
    });
    // The copied lines keep their values; the credit the super admin typed is its text.
    const lines = (await show(replacement.id)).invoice.lines;
    expect(lines[0]).toMatchObject({ kind: 'subscription', plan: expect.any(String) });
    expect(lines.at(-1)).toMatchObject({
      kind: 'adjustment',
      text: 'Credit for downtime',
      amount_cents: -1000,
    });
  });

  test('mark uncollectible, then it can still be paid', async () => {
    const open = await openOf(lotus);
    await admin.post(`/dashboard/user-invoices/${open.id}/uncollectible`);
    expect((await show(open.id)).flash.success).toBe('Invoice marked uncollectible.');
    expect((await invoice(open.id)).status).toBe('uncollectible');
    await admin.post(`/dashboard/user-invoices/${open.id}/uncollectible`);
    expect((await show(open.id)).flash.error).toBe(
      'Only an open invoice can be marked uncollectible.',
    );
    await admin.post(`/dashboard/user-invoices/${open.id}/pay`, {
      amount: String(open.totalCents),
      method: 'transfer',
      reference: 'Late wire',
      received_on: storeToday('America/New_York'),
    });
    expect((await invoice(open.id)).status).toBe('paid');
    expect(
      await t.db
        .select()
        .from(billingInvoices)
        .where(and(eq(billingInvoices.storeId, lotus), eq(billingInvoices.status, 'open'))),
    ).toEqual([]);
  });
});
