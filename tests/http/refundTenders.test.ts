import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { ticketKit, type TicketKit } from '../support/tickets';
import {
  giftCardEntries,
  giftCards,
  permissions,
  refundPayments,
  refunds,
  rolePermissions,
  roles,
} from '../../database/schema';
import { sumGiftCardLedger } from '../../database/queries/giftCards';

/**
 * Money that cannot be made from nothing: a refund pays back on
 * the tenders the ticket was paid with, each at most what it paid; what a
 * gift card paid goes back onto that card; cash beyond the cash paid needs a
 * manager's override with a reason, kept on the refund and shown on the daily
 * report, whose expected cash follows only the cash that really left.
 */
let t: TestApp;
let kit: TicketKit;
let owner: Client;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  kit = await ticketKit(t.db);
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());

const key = () => `refund-tender-${seq++}`;
const edit = async (id: number) => (await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props;
const refundsOf = async (id: number) =>
  t.db.select().from(refunds).where(eq(refunds.invoiceId, id));
const expectedCash = async () =>
  (await owner.visit('/dashboard/reports/daily')).body.props.drawer.expected_cents as number;
async function card(code: string, cents: number) {
  const [row] = await t.db
    .insert(giftCards)
    .values({ storeId: kit.store.id, code, balanceCents: cents })
    .returning();
  await t.db.insert(giftCardEntries).values({
    storeId: kit.store.id,
    giftCardId: row.id,
    kind: 'issue',
    amountCents: cents,
    balanceAfterCents: cents,
    byName: 'test',
  });
  return row.id;
}
const balance = async (id: number) =>
  (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0].balanceCents;
const refundUrl = (id: number) => `/dashboard/invoices/${id}/refunds`;

describe('a gift card does not turn into drawer cash', () => {
  test('a ticket paid wholly by gift card refunded in cash is refused beside the cash field; nothing moves', async () => {
    const cardId = await card('NO-CASH-1', 5100);
    const id = await kit.pay({
      tenders: [{ type: 'gift_card', amountCents: 5100, code: 'NO-CASH-1' }],
    });
    const [service, retail] = (await edit(id)).lines;
    const before = await expectedCash();
    const res = await owner.post(refundUrl(id), {
      idempotency_key: key(),
      reason: 'Cash please',
      lines: [{ line_id: service.id }, { line_id: retail.id }],
      payouts: [{ type: 'cash', amount: 5100 }],
    });
    expect(res.status).toBe(302);
    const props = await edit(id);
    expect(props.errors).toEqual({
      'payouts.0.amount':
        'Only $0.00 can go back in cash: that is what was paid in cash. More needs a manager’s override with a reason.',
    });
    expect(await refundsOf(id)).toHaveLength(0);
    expect(await balance(cardId)).toBe(0);
    expect(await expectedCash()).toBe(before);
  });

  test('back onto the card instead: its balance is restored exactly, on its ledger in the refund, and the drawer’s expected cash does not change', async () => {
    const cardId = await card('BACK-ON-1', 8000);
    const id = await kit.pay({
      tenders: [{ type: 'gift_card', amountCents: 5100, code: 'BACK-ON-1' }],
    });
    expect(await balance(cardId)).toBe(2900);
    const before = await expectedCash();
    const [service, retail] = (await edit(id)).lines;
    const res = await owner.post(refundUrl(id), {
      idempotency_key: key(),
      reason: 'Unhappy',
      lines: [{ line_id: service.id }, { line_id: retail.id }],
      payouts: [{ type: 'gift_card', amount: 5100 }],
    });
    expect(res.status).toBe(302);
    const [r] = await refundsOf(id);
    expect(r).toMatchObject({
      amountCents: 5000,
      taxCents: 100,
      overrideCents: 0,
      overrideReason: null,
    });
    expect(await balance(cardId)).toBe(8000);
    expect(await sumGiftCardLedger(t.db, kit.store.id, cardId)).toBe(8000);
    const [entry] = await t.db
      .select()
      .from(giftCardEntries)
      .where(and(eq(giftCardEntries.giftCardId, cardId), eq(giftCardEntries.kind, 'refund')));
    expect(entry).toMatchObject({
      amountCents: 5100,
      balanceAfterCents: 8000,
      refundId: r.id,
      invoiceId: id,
    });
    expect(await expectedCash()).toBe(before);
  });

  test('a manager’s override with a reason gives the cash, is kept on the refund and shown on the daily report, whose expected cash drops by it', async () => {
    const id = await kit.pay({
      tenders: [{ type: 'credit_card', amountCents: 5100, cardLast4: '4242' }],
    });
    const [service] = (await edit(id)).lines;
    const before = await expectedCash();
    const res = await owner.post(refundUrl(id), {
      idempotency_key: key(),
      reason: 'Chipped',
      lines: [{ line_id: service.id }],
      payouts: [{ type: 'cash', amount: 4000 }],
      override_reason: 'Card terminal down, customer waiting',
    });
    expect(res.status).toBe(302);
    const [r] = await refundsOf(id);
    expect(r).toMatchObject({
      amountCents: 4000,
      overrideCents: 4000,
      overrideReason: 'Card terminal down, customer waiting',
      byName: 'Linh Owner',
    });
    expect(await expectedCash()).toBe(before - 4000);
    const report = (await owner.visit('/dashboard/reports/daily')).body.props;
    expect(report.cash_overrides).toContainEqual(
      expect.objectContaining({
        refund_id: r.id,
        invoice_id: id,
        cents: 4000,
        reason: 'Card terminal down, customer waiting',
        by: 'Linh Owner',
      }),
    );
    // The page says it from the catalogue (docs/features/languages-and-offline.md).
    expect((await edit(id)).refunds[0]).toMatchObject({
      at: r.createdAt.toISOString(),
      override: {
        cents: 4000,
        by: 'Linh Owner',
        reason: 'Card terminal down, customer waiting',
      },
    });
  });

  test('someone who may refund but not manage settings cannot override', async () => {
    // The demo Manager role, given "manage invoices" (refunds) but still not "manage settings".
    const [role] = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.storeId, kit.store.id), eq(roles.name, 'Manager')));
    const [perm] = await t.db
      .select()
      .from(permissions)
      .where(eq(permissions.name, 'manage invoices'));
    await t.db
      .insert(rolePermissions)
      .values({ roleId: role.id, permissionId: perm.id })
      .onConflictDoNothing();
    const manager = await signedIn(t.app, 'manager@example.com');
    const id = await kit.pay({
      tenders: [{ type: 'credit_card', amountCents: 5100, cardLast4: '4242' }],
    });
    const [service] = (await edit(id)).lines;
    expect(
      (await manager.visit(`/dashboard/invoices/${id}/edit`)).body.props.refundable.can_override,
    ).toBe(false);
    await manager.post(refundUrl(id), {
      idempotency_key: key(),
      reason: 'x',
      lines: [{ line_id: service.id }],
      payouts: [{ type: 'cash', amount: 4000 }],
      override_reason: 'I say so',
    });
    expect((await manager.visit(`/dashboard/invoices/${id}/edit`)).body.props.errors).toEqual({
      override_reason:
        'Only a manager who may manage settings can give back more cash than was paid in cash.',
    });
    expect(await refundsOf(id)).toHaveLength(0);
  });
});

describe('a split ticket: $21.00 cash + $30.00 gift card', () => {
  test('the edit page offers each tender with what it paid, and refunds twice never give a tender more than it has left', async () => {
    const cardId = await card('SPLIT-1', 3000);
    const id = await kit.pay({
      tenders: [
        { type: 'gift_card', amountCents: 3000, code: 'SPLIT-1' },
        { type: 'cash', amountCents: 2100 },
      ],
    });
    const props = await edit(id);
    expect(props.refundable.tenders).toEqual([
      { type: 'cash', gift_card_code: null, paid_cents: 2100, refunded_cents: 0 },
      { type: 'gift_card', gift_card_code: 'SPLIT-1', paid_cents: 3000, refunded_cents: 0 },
    ]);
    expect(props.refundable.can_override).toBe(true);
    const [service, retail] = props.lines;
    // First: $20.00 of the service, split as the form starts it (8.24 cash, 11.76 card).
    const before = await expectedCash();
    await owner.post(refundUrl(id), {
      idempotency_key: key(),
      reason: 'Part',
      lines: [{ line_id: service.id, amount: 2000 }],
      payouts: [
        { type: 'cash', amount: 824 },
        { type: 'gift_card', amount: 1176 },
      ],
    });
    expect(await balance(cardId)).toBe(1176);
    expect(await expectedCash()).toBe(before - 824);
    expect((await edit(id)).refundable.tenders).toEqual([
      { type: 'cash', gift_card_code: null, paid_cents: 2100, refunded_cents: 824 },
      { type: 'gift_card', gift_card_code: 'SPLIT-1', paid_cents: 3000, refunded_cents: 1176 },
    ]);
    // Second: the rest ($31.00) all in cash is more than the $12.76 cash left: refused beside the cash field.
    await owner.post(refundUrl(id), {
      idempotency_key: key(),
      reason: 'Rest',
      lines: [{ line_id: service.id }, { line_id: retail.id }],
      payouts: [{ type: 'cash', amount: 3100 }],
    });
    expect((await edit(id)).errors).toEqual({
      'payouts.0.amount':
        'Only $12.76 can go back in cash: that is what was paid in cash. More needs a manager’s override with a reason.',
    });
    // Nor more onto the card than its $18.24 left.
    await owner.post(refundUrl(id), {
      idempotency_key: key(),
      reason: 'Rest',
      lines: [{ line_id: service.id }, { line_id: retail.id }],
      payouts: [
        { type: 'cash', amount: 1176 },
        { type: 'gift_card', amount: 1924 },
      ],
    });
    expect((await edit(id)).errors).toEqual({
      'payouts.1.amount': 'Only $18.24 can go back onto gift card SPLIT-1: that is what it paid.',
    });
    // Exactly what is left of each goes through, and the card is back to its $30.00.
    const res = await owner.post(refundUrl(id), {
      idempotency_key: key(),
      reason: 'Rest',
      lines: [{ line_id: service.id }, { line_id: retail.id }],
      payouts: [
        { type: 'cash', amount: 1276 },
        { type: 'gift_card', amount: 1824 },
      ],
    });
    expect(res.status).toBe(302);
    expect(await refundsOf(id)).toHaveLength(2);
    expect(await balance(cardId)).toBe(3000);
    expect(await sumGiftCardLedger(t.db, kit.store.id, cardId)).toBe(3000);
    expect(await expectedCash()).toBe(before - 2100);
    const paidOut = await t.db
      .select({ type: refundPayments.type, amount: refundPayments.amountCents })
      .from(refundPayments)
      .innerJoin(refunds, eq(refunds.id, refundPayments.refundId))
      .where(eq(refunds.invoiceId, id));
    expect(paidOut.filter((p) => p.type === 'cash').reduce((a, p) => a + p.amount, 0)).toBe(2100);
  });

  test('a gift card payout goes only onto the card that paid', async () => {
    await card('PAID-2', 3000);
    await card('OTHER-2', 100);
    const id = await kit.pay({
      tenders: [
        { type: 'gift_card', amountCents: 3000, code: 'PAID-2' },
        { type: 'cash', amountCents: 2100 },
      ],
    });
    const [service] = (await edit(id)).lines;
    await owner.post(refundUrl(id), {
      idempotency_key: key(),
      reason: 'x',
      lines: [{ line_id: service.id, amount: 1000 }],
      payouts: [{ type: 'gift_card', amount: 1000, gift_card_code: 'OTHER-2' }],
    });
    expect((await edit(id)).errors).toEqual({
      'payouts.0.gift_card_code': 'The money goes back onto the gift card that paid: PAID-2.',
    });
    expect(await refundsOf(id)).toHaveLength(0);
  });

  test('the same refund submitted twice at once is recorded once, and the card moves once', async () => {
    const cardId = await card('TWICE-3', 3000);
    const id = await kit.pay({
      tenders: [
        { type: 'gift_card', amountCents: 3000, code: 'TWICE-3' },
        { type: 'cash', amountCents: 2100 },
      ],
    });
    const [service] = (await edit(id)).lines;
    const body = {
      idempotency_key: key(),
      reason: 'Double tap',
      lines: [{ line_id: service.id, amount: 2000 }],
      payouts: [
        { type: 'cash', amount: 824 },
        { type: 'gift_card', amount: 1176 },
      ],
    };
    const answers = await Promise.all([
      owner.post(refundUrl(id), body),
      owner.post(refundUrl(id), body),
    ]);
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await balance(cardId)).toBe(1176);
  });
});
