import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { ticketKit, type TicketKit } from '../support/tickets';
import { invoiceStatusShown } from '../../common/invoiceStatus';
import {
  couponUses,
  coupons,
  giftCardEntries,
  giftCards,
  invoiceAudits,
  invoices,
  refundLines,
  refundPayments,
  refunds,
} from '../../database/schema';
import { sumGiftCardLedger } from '../../database/queries/giftCards';

/** invoices.refund and invoices.void through HTTP: what goes back where, and what is refused. */
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

const key = () => `refund-test-${seq++}`;
const linesOf = async (id: number) =>
  (await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props.lines as {
    id: number;
    kind: string;
  }[];
const refundsOf = async (id: number) =>
  t.db.select().from(refunds).where(eq(refunds.invoiceId, id));
const errorsAfter = async (id: number) =>
  (await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props.errors;

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

describe('refunds', () => {
  test('refunds a line with its tax to cash as its own record, linked to the ticket, and says so', async () => {
    const id = await kit.pay();
    const [, retail] = await linesOf(id);
    const res = await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Wrong colour',
      lines: [{ line_id: retail.id }],
      payouts: [{ type: 'cash', amount: 1100 }],
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/dashboard/invoices/${id}/edit`);
    const [r] = await refundsOf(id);
    expect(r).toMatchObject({
      amountCents: 1000,
      taxCents: 100,
      tipCents: 0,
      reason: 'Wrong colour',
      byName: 'Linh Owner',
    });
    expect(
      await t.db
        .select({ net: refundLines.netCents, tax: refundLines.taxCents })
        .from(refundLines)
        .where(eq(refundLines.refundId, r.id)),
    ).toEqual([{ net: 1000, tax: 100 }]);
    expect(
      await t.db
        .select({ type: refundPayments.type, amount: refundPayments.amountCents })
        .from(refundPayments)
        .where(eq(refundPayments.refundId, r.id)),
    ).toEqual([{ type: 'cash', amount: 1100 }]);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect(inv).toMatchObject({ status: 'paid', totalCents: 5100, cashAmount: 5100 });
    const page = await owner.visit(`/dashboard/invoices/${id}/edit`);
    expect(page.body.flash).toEqual({ success: 'Refund recorded.' });
    const { invoice } = page.body.props;
    expect(invoice).toMatchObject({ status: 'paid', refunded_cents: 1100 });
    expect(
      invoiceStatusShown(invoice.status, invoice.refunded_cents, invoice.amount_due_cents),
    ).toBe('partly_refunded');
    expect(invoice).not.toHaveProperty('status_label');
    expect(page.body.props.refundable.total_cents).toBe(4000);
    expect(
      (await owner.visit('/dashboard/invoices?status=refunded')).body.props.invoices.data.map(
        (x: { id: number }) => x.id,
      ),
    ).toContain(id);
  });

  test('the list’s refunded total counts each ticket’s own refunds only', async () => {
    const id = await kit.pay({}, new Date('2026-04-02T15:00:00Z'));
    const [, retail] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Broken bottle',
      lines: [{ line_id: retail.id, amount: 500 }],
      payouts: [{ type: 'cash', amount: 550 }],
    });
    const list = await owner.visit(
      '/dashboard/invoices?range=custom&from=2026-04-02&to=2026-04-02',
    );
    expect(list.body.props.totals.refunded_cents).toBe(550);
    expect(list.body.props.invoices.data).toEqual([
      expect.objectContaining({ id, status: 'paid', refunded_cents: 550 }),
    ]);
  });

  test('the same key twice records one refund', async () => {
    const id = await kit.pay();
    const [service] = await linesOf(id);
    const body = {
      idempotency_key: key(),
      reason: 'Unhappy',
      lines: [{ line_id: service.id }],
      payouts: [{ type: 'cash', amount: 4000 }],
    };
    await owner.post(`/dashboard/invoices/${id}/refunds`, body);
    await owner.post(`/dashboard/invoices/${id}/refunds`, body);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  test('a refund larger than what was paid, net of earlier refunds, is refused', async () => {
    const id = await kit.pay({
      lines: [
        {
          key: 'service-big',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[0],
          unitPriceCents: null,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [{ type: 'cash', amountCents: 4000 }],
    });
    const [service] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Part',
      lines: [{ line_id: service.id, amount: 3000 }],
      payouts: [{ type: 'cash', amount: 3000 }],
    });
    const res = await owner.post(
      `/dashboard/invoices/${id}/refunds`,
      {
        idempotency_key: key(),
        reason: 'Again',
        lines: [{ line_id: service.id, amount: 2000 }],
        payouts: [{ type: 'cash', amount: 2000 }],
      },
      { 'X-Inertia-Error-Bag': 'refund' },
    );
    expect(res.status).toBe(302);
    expect((await errorsAfter(id)).refund['lines.0.amount']).toMatch(
      /^Only \$10\.00 of Kit service .* is left to refund\.$/,
    );
    expect(await refundsOf(id)).toHaveLength(1);
  });

  test('a coupon’s value is not money paid: the refund stops at what the customer paid', async () => {
    await t.db
      .insert(coupons)
      .values({ storeId: kit.store.id, code: 'REF10', kind: 'amount', value: 1000 });
    const id = await kit.pay({
      lines: [
        {
          key: 'service-c',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[0],
          unitPriceCents: null,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [
        { type: 'coupon', amountCents: 0, code: 'REF10' },
        { type: 'cash', amountCents: 3000 },
      ],
    });
    const [service] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'All of it',
      lines: [{ line_id: service.id }],
      payouts: [{ type: 'cash', amount: 4000 }],
    });
    expect((await errorsAfter(id)).payouts).toBe(
      'This refund of $40.00 is more than the $30.00 paid that has not been refunded yet.',
    );
    expect(await refundsOf(id)).toHaveLength(0);
  });

  test('payouts must add up to the refund, and a card gets back no more than it paid', async () => {
    const id = await kit.pay();
    const [service] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'x',
      lines: [{ line_id: service.id }],
      payouts: [{ type: 'cash', amount: 100 }],
    });
    expect((await errorsAfter(id)).payouts).toBe(
      'The refund is $40.00; the payouts add up to $1.00.',
    );
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'x',
      lines: [{ line_id: service.id }],
      payouts: [{ type: 'credit_card', amount: 4000 }],
    });
    expect((await errorsAfter(id))['payouts.0.amount']).toBe(
      'Only $0.00 can go back to Credit Card: that is what it paid.',
    );
  });

  test('a refund to a gift card re-credits the card’s ledger', async () => {
    const cardId = await card('REFUND-GC', 10000);
    const id = await kit.pay({
      tenders: [{ type: 'gift_card', amountCents: 5100, code: 'refund-gc' }],
    });
    expect(await balance(cardId)).toBe(4900);
    const [service] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Service redone',
      lines: [{ line_id: service.id }],
      payouts: [{ type: 'gift_card', amount: 4000 }],
    });
    expect(await balance(cardId)).toBe(8900);
    expect(await sumGiftCardLedger(t.db, kit.store.id, cardId)).toBe(8900);
    const [entry] = await t.db
      .select()
      .from(giftCardEntries)
      .where(and(eq(giftCardEntries.giftCardId, cardId), eq(giftCardEntries.kind, 'refund')));
    expect(entry).toMatchObject({ amountCents: 4000, balanceAfterCents: 8900, invoiceId: id });
  });

  test('validation errors are shown next to their fields', async () => {
    const id = await kit.pay();
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: '',
      reason: '',
      lines: [],
      payouts: [],
    });
    expect(await errorsAfter(id)).toEqual({
      idempotency_key: 'The refund key field is required.',
      reason: 'The reason field is required.',
      payouts: 'Choose where the money goes.',
    });
  });
});

describe('the refund form’s rules', () => {
  const sale = (code: string, cents = 3000) =>
    kit.pay({
      lines: [
        {
          key: `giftcard-${code}`,
          kind: 'giftcard',
          serviceId: null,
          technicianId: null,
          unitPriceCents: cents,
          quantity: 1,
          discountCents: 0,
          giftCardCode: code,
        },
      ],
      tenders: [{ type: 'cash', amountCents: cents }],
    });
  const cardByCode = async (code: string) =>
    (await t.db.select().from(giftCards).where(eq(giftCards.code, code)))[0];
  const payoutsOf = async (refundId: number) =>
    t.db
      .select({ type: refundPayments.type, amount: refundPayments.amountCents })
      .from(refundPayments)
      .where(eq(refundPayments.refundId, refundId))
      .orderBy(refundPayments.id);

  test('the edit page offers each line with what is left, the card a gift card line sold, and what each tender can take back', async () => {
    const id = await kit.pay({
      tenders: [
        { type: 'credit_card', amountCents: 3000, cardLast4: '4242' },
        { type: 'cash', amountCents: 2100 },
      ],
    });
    const props = (await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props;
    expect(props.lines[1]).toMatchObject({
      kind: 'retail',
      refundable_cents: 1000,
      refundable_tax_cents: 100,
      gift_card: null,
    });
    expect(props.refundable).toEqual({
      total_cents: 5100,
      tip_cents: 0,
      tip_refunded_cents: 0,
      credit_card_cents: 3000,
      check_cents: 0,
      card_last4: '4242',
      gift_card_code: null,
      can_override: true,
      tenders: [
        { type: 'cash', gift_card_code: null, paid_cents: 2100, refunded_cents: 0 },
        { type: 'credit_card', gift_card_code: null, paid_cents: 3000, refunded_cents: 0 },
      ],
    });
    const soldId = await sale('FORM-SOLD');
    const sold = (await owner.visit(`/dashboard/invoices/${soldId}/edit`)).body.props.lines[0];
    expect(sold).toMatchObject({
      kind: 'giftcard',
      refundable_cents: 3000,
      gift_card: { code: 'FORM-SOLD', balance_cents: 3000, active: true },
    });
  });

  test('part of a line, split across cash and the card, is one refund with two payouts; the card then takes back only what is left of it', async () => {
    const id = await kit.pay({
      tenders: [
        { type: 'credit_card', amountCents: 3000, cardLast4: '4242' },
        { type: 'cash', amountCents: 2100 },
      ],
    });
    const [service] = await linesOf(id);
    const res = await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Chipped nail',
      lines: [{ line_id: service.id, amount: 2000 }],
      tip_amount: 0,
      payouts: [
        { type: 'cash', amount: 500, gift_card_code: '' },
        { type: 'credit_card', amount: 1500, gift_card_code: '' },
      ],
    });
    expect(res.status).toBe(302);
    const [r] = await refundsOf(id);
    expect(r).toMatchObject({ amountCents: 2000, taxCents: 0, tipCents: 0 });
    expect(await payoutsOf(r.id)).toEqual([
      { type: 'cash', amount: 500 },
      { type: 'credit_card', amount: 1500 },
    ]);
    const props = (await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props;
    expect(props.refundable).toMatchObject({ total_cents: 3100, credit_card_cents: 1500 });
    expect(props.lines[0].refundable_cents).toBe(2000);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'More',
      lines: [{ line_id: service.id }],
      payouts: [{ type: 'credit_card', amount: 2000 }],
    });
    expect((await errorsAfter(id))['payouts.0.amount']).toBe(
      'Only $15.00 can go back to Credit Card: that is what it paid.',
    );
  });

  test('part of the tip goes back with a line, or on its own; never more than is left', async () => {
    const id = await kit.pay({
      lines: [
        {
          key: 'service-t1',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[0],
          unitPriceCents: null,
          quantity: 1,
          discountCents: 0,
        },
        {
          key: 'service-t2',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[1],
          unitPriceCents: 2000,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tip: { type: 'amount', cents: 900 },
      tenders: [{ type: 'credit_card', amountCents: 6900, cardLast4: '1111' }],
    });
    const [first] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Redo',
      lines: [{ line_id: first.id, amount: 1000 }],
      tip_amount: 600,
      payouts: [{ type: 'credit_card', amount: 1600 }],
    });
    const [r] = await refundsOf(id);
    expect(r).toMatchObject({ amountCents: 1000, tipCents: 600 });
    expect(
      (await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props.refundable,
    ).toMatchObject({ tip_cents: 300, tip_refunded_cents: 600 });
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Too much tip',
      lines: [{ line_id: first.id, amount: 100 }],
      tip_amount: 400,
      payouts: [{ type: 'credit_card', amount: 500 }],
    });
    expect((await errorsAfter(id)).tip_amount).toBe('Only $3.00 of the tip is left to refund.');
    // The rest of the tip alone, keyed too high by mistake: a refund with no lines.
    const res = await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Tip keyed too high',
      lines: [],
      tip_amount: 300,
      payouts: [{ type: 'credit_card', amount: 300 }],
    });
    expect(res.status).toBe(302);
    const all = await refundsOf(id);
    expect(all).toHaveLength(2);
    expect(all.find((x) => x.reason === 'Tip keyed too high')).toMatchObject({
      amountCents: 0,
      taxCents: 0,
      tipCents: 300,
    });
    expect(
      (await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props.refundable,
    ).toMatchObject({ tip_refunded_cents: 900 });
    // Nothing at all is still refused.
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Nothing',
      lines: [],
      tip_amount: 0,
      payouts: [{ type: 'cash', amount: 100 }],
    });
    expect((await errorsAfter(id)).lines).toBe('Choose what to refund.');
  });

  test('an unused gift card sold is refunded and the card debited by the same amount in the same refund, then switched off', async () => {
    const id = await sale('REF-SALE-1');
    const [line] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Gift not wanted',
      lines: [{ line_id: line.id }],
      payouts: [{ type: 'cash', amount: 3000 }],
    });
    const [r] = await refundsOf(id);
    expect(r).toMatchObject({ amountCents: 3000 });
    const card = await cardByCode('REF-SALE-1');
    expect(card).toMatchObject({ balanceCents: 0, isActive: false });
    expect(await sumGiftCardLedger(t.db, kit.store.id, card.id)).toBe(0);
    const [entry] = await t.db
      .select()
      .from(giftCardEntries)
      .where(and(eq(giftCardEntries.giftCardId, card.id), eq(giftCardEntries.kind, 'adjust')));
    expect(entry).toMatchObject({
      amountCents: -3000,
      balanceAfterCents: 0,
      refundId: r.id,
      invoiceId: id,
      reason: 'Sale refunded: Gift not wanted',
    });
  });

  test('a gift card sold and partly used gives back only what is unused; a used-up one nothing', async () => {
    const id = await sale('REF-SALE-2');
    await kit.pay({
      lines: [
        {
          key: 'service-gc2',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[0],
          unitPriceCents: 2000,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [{ type: 'gift_card', amountCents: 2000, code: 'REF-SALE-2' }],
    });
    const [line] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'All',
      lines: [{ line_id: line.id }],
      payouts: [{ type: 'cash', amount: 3000 }],
    });
    expect((await errorsAfter(id))['lines.0.amount']).toBe(
      'Gift card REF-SALE-2 has only $10.00 left unused: refund at most that.',
    );
    expect(await refundsOf(id)).toHaveLength(0);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Unused part',
      lines: [{ line_id: line.id, amount: 1000 }],
      payouts: [{ type: 'cash', amount: 1000 }],
    });
    expect(await refundsOf(id)).toHaveLength(1);
    const card = await cardByCode('REF-SALE-2');
    // Part of the sale is still not refunded, so the card stays on (empty) for its history.
    expect(card).toMatchObject({ balanceCents: 0, isActive: true });
    expect(await sumGiftCardLedger(t.db, kit.store.id, card.id)).toBe(0);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'Again',
      lines: [{ line_id: line.id, amount: 500 }],
      payouts: [{ type: 'cash', amount: 500 }],
    });
    expect((await errorsAfter(id))['lines.0.amount']).toBe(
      'Gift card REF-SALE-2 has been used up: nothing of its sale can be refunded.',
    );
  });

  test('a gift card sale is not refunded onto the same card', async () => {
    const id = await sale('REF-SALE-3');
    const [line] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'x',
      lines: [{ line_id: line.id }],
      payouts: [{ type: 'gift_card', amount: 3000, gift_card_code: 'ref-sale-3' }],
    });
    expect((await errorsAfter(id))['payouts.0.gift_card_code']).toBe(
      'This is the gift card being refunded: give the money back another way.',
    );
    expect((await cardByCode('REF-SALE-3')).balanceCents).toBe(3000);
  });

  test('a refund to several tenders that together exceed what was paid is refused, whatever each alone', async () => {
    const id = await kit.pay({
      tenders: [
        { type: 'credit_card', amountCents: 3000, cardLast4: '4242' },
        { type: 'cash', amountCents: 2100 },
      ],
    });
    const [service, retail] = await linesOf(id);
    await owner.post(`/dashboard/invoices/${id}/refunds`, {
      idempotency_key: key(),
      reason: 'x',
      lines: [{ line_id: service.id }, { line_id: retail.id }],
      payouts: [
        { type: 'cash', amount: 3000 },
        { type: 'credit_card', amount: 3000 },
      ],
    });
    expect((await errorsAfter(id)).payouts).toBe(
      'The refund is $51.00; the payouts add up to $60.00.',
    );
    expect(await refundsOf(id)).toHaveLength(0);
  });

  test('five submits of one key at once record one refund and move the card once', async () => {
    const cardId = await card('REF-CONCURRENT', 1000);
    const id = await kit.pay({
      tenders: [
        { type: 'gift_card', amountCents: 1000, code: 'REF-CONCURRENT' },
        { type: 'cash', amountCents: 4100 },
      ],
    });
    const [service] = await linesOf(id);
    const body = {
      idempotency_key: key(),
      reason: 'Double tap',
      lines: [{ line_id: service.id, amount: 1500 }],
      payouts: [
        { type: 'gift_card', amount: 500 },
        { type: 'cash', amount: 1000 },
      ],
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner.post(`/dashboard/invoices/${id}/refunds`, body)),
    );
    expect(answers.map((a) => a.status)).toEqual([302, 302, 302, 302, 302]);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await balance(cardId)).toBe(500);
    expect(await sumGiftCardLedger(t.db, kit.store.id, cardId)).toBe(500);
  });
});

describe('voids', () => {
  test('a void the same day releases the coupon use, re-credits the gift card and is audited', async () => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ storeId: kit.store.id, code: 'VOID5', kind: 'amount', value: 500, usageLimit: 1 })
      .returning();
    const cardId = await card('VOID-GC', 2000);
    const id = await kit.pay({
      tenders: [
        { type: 'coupon', amountCents: 0, code: 'VOID5' },
        { type: 'gift_card', amountCents: 2000, code: 'VOID-GC' },
        { type: 'cash', amountCents: 2600 },
      ],
    });
    expect(await balance(cardId)).toBe(0);
    const res = await owner.post(`/dashboard/invoices/${id}/void`, { reason: 'Rung up twice' });
    expect(res.status).toBe(302);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    expect(inv).toMatchObject({ status: 'voided', voidReason: 'Rung up twice' });
    const [use] = await t.db.select().from(couponUses).where(eq(couponUses.couponId, coupon.id));
    expect(use.releasedAt).not.toBeNull();
    expect(await balance(cardId)).toBe(2000);
    expect(await sumGiftCardLedger(t.db, kit.store.id, cardId)).toBe(2000);
    const [audit] = await t.db.select().from(invoiceAudits).where(eq(invoiceAudits.invoiceId, id));
    expect(audit).toMatchObject({ action: 'void', reason: 'Rung up twice', byName: 'Linh Owner' });
    // The released use no longer counts: the one-use coupon works again.
    await kit.pay({
      tenders: [
        { type: 'coupon', amountCents: 0, code: 'VOID5' },
        { type: 'cash', amountCents: 4600 },
      ],
    });
    expect((await owner.visit(`/dashboard/invoices/${id}/edit`)).body.props.void_problem).toBe(
      'This ticket is already voided.',
    );
  });

  test('a gift card sold on the ticket is switched off and emptied when unused; a used one refuses the void', async () => {
    const sale = (code: string) =>
      kit.pay({
        lines: [
          {
            key: `giftcard-${code}`,
            kind: 'giftcard',
            serviceId: null,
            technicianId: null,
            unitPriceCents: 3000,
            quantity: 1,
            discountCents: 0,
            giftCardCode: code,
          },
        ],
        tenders: [{ type: 'cash', amountCents: 3000 }],
      });
    const unused = await sale('SOLD-UNUSED');
    await owner.post(`/dashboard/invoices/${unused}/void`, { reason: 'Changed mind' });
    const [a] = await t.db.select().from(giftCards).where(eq(giftCards.code, 'SOLD-UNUSED'));
    expect(a).toMatchObject({ isActive: false, balanceCents: 0 });
    expect(await sumGiftCardLedger(t.db, kit.store.id, a.id)).toBe(0);

    const used = await sale('SOLD-USED');
    await kit.pay({
      lines: [
        {
          key: 'service-u',
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[0],
          unitPriceCents: 1000,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [{ type: 'gift_card', amountCents: 1000, code: 'SOLD-USED' }],
    });
    await owner.post(
      `/dashboard/invoices/${used}/void`,
      { reason: 'Changed mind' },
      { Referer: `/dashboard/invoices/${used}/edit` },
    );
    const page = await owner.visit(`/dashboard/invoices/${used}/edit`);
    expect(page.body.flash).toEqual({
      error:
        'A gift card sold on this ticket has already been used, so the ticket cannot be voided. Refund the other lines instead.',
    });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, used)))[0].status).toBe(
      'paid',
    );
  });

  test('a ticket of an earlier store day cannot be voided', async () => {
    const id = await kit.pay({}, new Date(Date.now() - 3 * 86_400_000));
    await owner.post(
      `/dashboard/invoices/${id}/void`,
      { reason: 'Too late' },
      { Referer: `/dashboard/invoices/${id}/edit` },
    );
    expect((await owner.visit(`/dashboard/invoices/${id}/edit`)).body.flash).toEqual({
      error: 'A ticket can only be voided on the store day it was paid. Refund it instead.',
    });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, id)))[0].status).toBe('paid');
  });

  test('a void needs a reason; another store’s ticket is a 404; the manager gets 403', async () => {
    const id = await kit.pay();
    await owner.post(`/dashboard/invoices/${id}/void`, { reason: ' ' });
    expect(await errorsAfter(id)).toEqual({ reason: 'The reason field is required.' });
    const rose = await ticketKit(t.db, 'Rose Nails', ['2001']);
    const roseId = await rose.pay();
    expect((await owner.post(`/dashboard/invoices/${roseId}/void`, { reason: 'x' })).status).toBe(
      404,
    );
    expect(
      (
        await owner.post(`/dashboard/invoices/${roseId}/refunds`, {
          idempotency_key: key(),
          reason: 'x',
          lines: [],
          payouts: [],
        })
      ).status,
    ).toBe(404);
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.post(`/dashboard/invoices/${id}/void`, { reason: 'x' })).status).toBe(
      403,
    );
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.status, 'paid')));
    expect(n).toBe(1);
  });
});
