import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import { categories, giftCardEntries, giftCards, invoices, services } from '../../database/schema';
import { sumGiftCardLedger } from '../../database/queries/giftCards';

/**
 * Selling gift cards through the pay screen: a card holds exactly
 * what was paid for it, so no discount reaches a gift card line, and a code
 * sold by several desks at once goes to one of them while the others are
 * told beside the line, with nothing written.
 */
let t: TestApp;
let owner: Client;
let lotus: number;
let gel: number;
let cindy: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  const [cat] = await t.db
    .insert(categories)
    .values({ storeId: lotus, name: 'Gift card sales test' })
    .returning();
  [{ id: gel }] = await t.db
    .insert(services)
    .values({ storeId: lotus, categoryId: cat.id, name: 'Gift sales gel', priceCents: 4000 })
    .returning();
  cindy = (await employeeByNumber(t.db, lotus, '1003'))!.id;
});
afterAll(() => t.close());

const PAY_URL = '/dashboard/pos/pay/ticket';
const key = () => `gift-sale-${Date.now()}-${seq++}`;
const giftLine = (code: string, over: Record<string, unknown> = {}) => ({
  key: `giftcard-${seq++}`,
  kind: 'giftcard',
  service_id: null,
  technician_id: null,
  unit_price: 10000,
  quantity: 1,
  discount: 0,
  gift_card_code: code,
  recipient_name: '',
  ...over,
});
const gelLine = () => ({
  key: `service-${seq++}`,
  kind: 'service',
  service_id: gel,
  technician_id: cindy,
  unit_price: null,
  quantity: 1,
  discount: 0,
});
const payment = (lines: object[], over: Record<string, unknown> = {}) => ({
  customer_id: null,
  lines,
  ticket_discount: null,
  tip: null,
  tip_shares: [],
  idempotency_key: key(),
  draft_id: null,
  tenders: [{ type: 'cash', amount: 10000 }],
  ...over,
});
const cardByCode = async (code: string) =>
  (
    await t.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.storeId, lotus), eq(giftCards.code, code)))
  )[0] ?? null;
const draftCount = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'draft')))
  )[0].n;
const paidCount = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'paid')))
  )[0].n;

describe('gift cards take no discount', () => {
  test('a $100 gift card discounted by $100 is refused beside the line: no $0 ticket, no card', async () => {
    const before = await paidCount();
    const res = await owner.post(
      PAY_URL,
      payment([giftLine('MINT-FREE', { discount: 10000 })], { tenders: [] }),
    );
    expect(res.status).toBe(302);
    expect((await owner.visit(PAY_URL)).body.props.errors).toEqual({
      'lines.0.discount': 'A gift card cannot be discounted: it holds what is paid for it.',
    });
    expect(await cardByCode('MINT-FREE')).toBeNull();
    expect(await paidCount()).toBe(before);
  });

  test('a partial line discount on a gift card is refused too', async () => {
    await owner.post(
      PAY_URL,
      payment([giftLine('MINT-HALF', { discount: 5000 })], {
        tenders: [{ type: 'cash', amount: 5000 }],
      }),
    );
    expect((await owner.visit(PAY_URL)).body.props.errors).toEqual({
      'lines.0.discount': 'A gift card cannot be discounted: it holds what is paid for it.',
    });
    expect(await cardByCode('MINT-HALF')).toBeNull();
  });

  test('a ticket discount falls on the service only: the card is issued for its full price, which is what was paid for it', async () => {
    // $40 gel + $100 card, $40 off the ticket: the gel is free, the card still costs (and holds) $100.
    const res = await owner.post(
      PAY_URL,
      payment([gelLine(), giftLine('MINT-TICKET')], {
        ticket_discount: { type: 'amount', value: 14000 },
        tenders: [{ type: 'cash', amount: 10000 }],
      }),
    );
    expect(res.status).toBe(303);
    const card = await cardByCode('MINT-TICKET');
    expect(card.balanceCents).toBe(10000);
    const [inv] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, Number(/(\d+)$/.exec(res.headers.location)![1])));
    expect(inv).toMatchObject({ discountCents: 4000, amountDueCents: 10000, cashAmount: 10000 });
    const [issue] = await t.db
      .select()
      .from(giftCardEntries)
      .where(and(eq(giftCardEntries.giftCardId, card.id), eq(giftCardEntries.kind, 'issue')));
    expect(issue).toMatchObject({ amountCents: 10000, invoiceId: inv.id });
  });
});

describe('one new code sold at ten desks at once', () => {
  test('one sale issues the card; the nine others are told beside the line and write nothing', async () => {
    // Ten desks, each its own session (signed in one after another: sign-ins at once are throttled).
    const desks: Client[] = [];
    for (let i = 0; i < 10; i++) desks.push(await signedIn(t.app, 'owner@example.com'));
    const before = await paidCount();
    const draftsBefore = await draftCount();
    const answers = await Promise.all(
      desks.map((d) =>
        d.post(
          PAY_URL,
          payment([giftLine('RACE-CODE-1', { unit_price: 2500 })], {
            tenders: [{ type: 'cash', amount: 2500 }],
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([
      302, 302, 302, 302, 302, 302, 302, 302, 302, 303,
    ]);
    const losers = desks.filter((_, i) => answers[i].status === 302);
    for (const d of losers)
      expect((await d.visit(PAY_URL)).body.props.errors).toEqual({
        'lines.0.gift_card_code': 'That gift card code is already in use.',
      });
    expect(await paidCount()).toBe(before + 1);
    const card = await cardByCode('RACE-CODE-1');
    expect(card.balanceCents).toBe(2500);
    expect(await sumGiftCardLedger(t.db, lotus, card.id)).toBe(2500);
    // Nothing half-written: no draft left behind by a loser, one ledger row for the one card.
    expect(await draftCount()).toBe(draftsBefore);
    expect(
      await t.db
        .select({ n: count() })
        .from(giftCardEntries)
        .where(eq(giftCardEntries.giftCardId, card.id)),
    ).toEqual([{ n: 1 }]);
  });
});
