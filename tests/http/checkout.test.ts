import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/app';
import { employeeByNumber, storeId } from '../support/lookups';
import {
  categories,
  couponUses,
  coupons,
  giftCardEntries,
  giftCards,
  invoicePayments,
  invoiceTips,
  invoices,
  services,
  serviceTaxes,
  taxes,
} from '../../database/schema';
import {
  checkout,
  type CheckoutRequest,
  type StoreContext,
} from '../../server/domain/tickets/checkout';
import { sumGiftCardLedger } from '../../database/queries/giftCards';
import { FieldErrors } from '../../server/domain/errors';
import type { Actor } from '../../server/domain/access/permissions';

/**
 * The checkout operation against a real database: one transaction, safe to
 * submit twice, gift cards never overspent. (The pay screen's routes have
 * their own HTTP tests; these drive the domain operation directly, many at once.)
 */
let t: TestApp;
let store: StoreContext;
let actor: Actor;
let gel: number;
let polish: number;
let cindy: number;
let tina: number;
let keySeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const id = await storeId(t.db, 'Lotus Nail Spa');
  store = { id, timezone: 'America/New_York' };
  actor = {
    kind: 'user',
    id: 1,
    storeId: id,
    name: 'Owner',
    email: null,
    avatarUrl: null,
    roles: ['store user'],
    permissions: [],
    isReferal: false,
  };
  // A menu of this test's own, so the test does not depend on the demo catalogue.
  const [cat] = await t.db
    .insert(categories)
    .values({ storeId: id, name: 'Checkout test' })
    .returning();
  const [tax] = await t.db
    .insert(taxes)
    .values({ storeId: id, name: 'Checkout tax', rate: 8875 })
    .returning();
  [{ id: gel }] = await t.db
    .insert(services)
    .values({ storeId: id, categoryId: cat.id, name: 'Gel test', priceCents: 3500 })
    .returning();
  [{ id: polish }] = await t.db
    .insert(services)
    .values({
      storeId: id,
      categoryId: cat.id,
      name: 'Polish test',
      kind: 'retail',
      priceCents: 1200,
    })
    .returning();
  await t.db.insert(serviceTaxes).values({ storeId: id, serviceId: polish, taxId: tax.id });
  cindy = (await employeeByNumber(t.db, id, '1003'))!.id;
  tina = (await employeeByNumber(t.db, id, '1004'))!.id;
});
afterAll(() => t.close());

const key = () => `test-key-${Date.now()}-${keySeq++}`;
/** $35 gel (Cindy) + $12 taxed polish = $48.07 due, paid by the given tenders. */
const request = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  idempotencyKey: key(),
  draftId: null,
  customerId: null,
  lines: [
    {
      key: 'service-1',
      kind: 'service',
      serviceId: gel,
      technicianId: cindy,
      unitPriceCents: null,
      quantity: 1,
      discountCents: 0,
    },
    {
      key: 'service-2',
      kind: 'retail',
      serviceId: polish,
      technicianId: null,
      unitPriceCents: null,
      quantity: 1,
      discountCents: 0,
    },
  ],
  ticketDiscount: null,
  tip: null,
  tipShares: [],
  tenders: [{ type: 'cash', amountCents: 5000 }],
  ...over,
});
const invoiceCount = async () =>
  (await t.db.select({ n: count() }).from(invoices).where(eq(invoices.storeId, store.id)))[0].n;

async function card(code: string, balanceCents: number) {
  const [row] = await t.db
    .insert(giftCards)
    .values({ storeId: store.id, code, balanceCents })
    .returning();
  await t.db.insert(giftCardEntries).values({
    storeId: store.id,
    giftCardId: row.id,
    kind: 'issue',
    amountCents: balanceCents,
    balanceAfterCents: balanceCents,
    byName: 'test',
  });
  return row.id;
}

describe('checkout', () => {
  test('pays a ticket in cash, gives change, numbers it and keeps the spec’s tender columns', async () => {
    const result = await checkout(t.db, store, actor, request());
    expect(result.changeCents).toBe(193);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, result.invoiceId));
    expect(row).toMatchObject({
      status: 'paid',
      totalCents: 4807,
      cashAmount: 4807,
      creditCardAmount: 0,
      changeCents: 193,
      number: result.number,
    });
    const [payment] = await t.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, result.invoiceId));
    expect(payment).toMatchObject({ type: 'cash', amountCents: 4807, tenderedCents: 5000 });
  });

  test('gives every paid ticket its own number', async () => {
    const a = await checkout(t.db, store, actor, request());
    const b = await checkout(t.db, store, actor, request());
    expect(b.number).toBe(a.number + 1);
  });

  test('the same key twice makes one invoice and charges nothing the second time', async () => {
    const req = request();
    const before = await invoiceCount();
    const first = await checkout(t.db, store, actor, req);
    const second = await checkout(t.db, store, actor, {
      ...req,
      tenders: [{ type: 'cash', amountCents: 9999 }],
    });
    expect(second).toMatchObject({
      invoiceId: first.invoiceId,
      number: first.number,
      replayed: true,
    });
    expect(await invoiceCount()).toBe(before + 1);
  });

  test('50 concurrent checkouts with one key make exactly one invoice', async () => {
    const req = request();
    const before = await invoiceCount();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => checkout(t.db, store, actor, structuredClone(req))),
    );
    const ids = new Set(
      results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.invoiceId] : [])),
    );
    expect(ids.size).toBe(1);
    expect(await invoiceCount()).toBe(before + 1);
  });

  test('50 concurrent $20 redemptions of one $50 gift card: exactly two succeed and $10 is left', async () => {
    const id = await card('RACE-50', 5000);
    // A $20.00 ticket: the gel service at an overridden price, no tax.
    const line = {
      key: 'service-9',
      kind: 'service' as const,
      serviceId: gel,
      technicianId: cindy,
      unitPriceCents: 2000,
      quantity: 1,
      discountCents: 0,
    };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        checkout(
          t.db,
          store,
          actor,
          request({
            lines: [line],
            tenders: [{ type: 'gift_card', amountCents: 2000, code: 'race-50' }],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(FieldErrors);
    expect(english((refused.reason as FieldErrors).errors['tenders.0.amount'])).toBe(
      'This gift card has only $10.00 left.',
    );
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.id, id));
    expect(row.balanceCents).toBe(1000);
    expect(await sumGiftCardLedger(t.db, store.id, id)).toBe(1000);
  });

  test('tenders below the amount due are refused and nothing is written', async () => {
    const before = await invoiceCount();
    await expect(
      checkout(
        t.db,
        store,
        actor,
        request({ tenders: [{ type: 'credit_card', amountCents: 4000, cardLast4: '1234' }] }),
      ),
    ).rejects.toMatchObject({
      errors: { tenders: '$8.07 is still due.' },
    });
    expect(await invoiceCount()).toBe(before);
  });

  test('a refused gift card rolls back everything, including the other tenders and the ticket number', async () => {
    const before = await invoiceCount();
    await card('LOW-5', 500);
    await expect(
      checkout(
        t.db,
        store,
        actor,
        request({
          tenders: [
            { type: 'credit_card', amountCents: 4000, cardLast4: '4242' },
            { type: 'gift_card', amountCents: 807, code: 'LOW-5' },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(FieldErrors);
    expect(await invoiceCount()).toBe(before);
    const next = await checkout(t.db, store, actor, request());
    const [prev] = await t.db
      .select({ n: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.storeId, store.id), eq(invoices.number, next.number - 1)));
    expect(prev).toBeDefined();
  });

  test('splits the tip among two technicians in proportion to their services', async () => {
    const result = await checkout(
      t.db,
      store,
      actor,
      request({
        lines: [
          {
            key: 'service-a',
            kind: 'service',
            serviceId: gel,
            technicianId: cindy,
            unitPriceCents: 5000,
            quantity: 1,
            discountCents: 0,
          },
          {
            key: 'service-b',
            kind: 'service',
            serviceId: gel,
            technicianId: tina,
            unitPriceCents: 10000,
            quantity: 1,
            discountCents: 0,
          },
        ],
        tip: { type: 'amount', cents: 3000 },
        tenders: [
          { type: 'credit_card', amountCents: 18000, cardLast4: '1234', authCode: 'A1B2C3' },
        ],
      }),
    );
    const tips = await t.db
      .select()
      .from(invoiceTips)
      .where(eq(invoiceTips.invoiceId, result.invoiceId));
    expect(tips.map((x) => [x.technicianId, x.cents]).sort()).toEqual(
      [
        [cindy, 1000],
        [tina, 2000],
      ].sort(),
    );
  });

  test('a coupon is valued on the server and its use recorded; an expired one is refused with the reason', async () => {
    const [c] = await t.db
      .insert(coupons)
      .values({ storeId: store.id, code: 'TENOFF', kind: 'amount', value: 1000 })
      .returning();
    await t.db.insert(coupons).values({
      storeId: store.id,
      code: 'OLD',
      kind: 'amount',
      value: 1000,
      validTo: '2020-01-01',
    });
    const result = await checkout(
      t.db,
      store,
      actor,
      request({
        tenders: [
          { type: 'coupon', amountCents: 999999, code: 'tenoff' },
          { type: 'cash', amountCents: 3807 },
        ],
      }),
    );
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, result.invoiceId));
    expect(row).toMatchObject({ couponAmount: 1000, cashAmount: 3807 });
    const uses = await t.db.select().from(couponUses).where(eq(couponUses.couponId, c.id));
    expect(uses).toHaveLength(1);
    await expect(
      checkout(
        t.db,
        store,
        actor,
        request({
          tenders: [
            { type: 'coupon', amountCents: 1000, code: 'OLD' },
            { type: 'cash', amountCents: 5000 },
          ],
        }),
      ),
    ).rejects.toMatchObject({
      errors: { 'tenders.0.code': 'This coupon has expired.' },
    });
  });

  test('sells a gift card as an untaxed line that starts its ledger', async () => {
    const result = await checkout(
      t.db,
      store,
      actor,
      request({
        lines: [
          {
            key: 'giftcard-1',
            kind: 'giftcard',
            serviceId: null,
            technicianId: null,
            unitPriceCents: 5000,
            quantity: 1,
            discountCents: 0,
            giftCardCode: 'SOLD-1',
            recipientName: 'Mom',
          },
        ],
        tenders: [{ type: 'cash', amountCents: 5000 }],
      }),
    );
    const [row] = await t.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.storeId, store.id), eq(giftCards.code, 'SOLD-1')));
    expect(row).toMatchObject({ balanceCents: 5000, recipientName: 'Mom' });
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, result.invoiceId));
    expect(inv.taxCents).toBe(0);
  });

  test('another store’s service or technician is refused as not on this salon’s menu', async () => {
    const rose = await storeId(t.db, 'Rose Nails');
    const [roseService] = await t.db
      .insert(services)
      .values({ storeId: rose, name: 'Rose only', priceCents: 1000 })
      .returning();
    await expect(
      checkout(
        t.db,
        store,
        actor,
        request({
          lines: [
            {
              key: 'service-x',
              kind: 'service',
              serviceId: roseService.id,
              technicianId: cindy,
              unitPriceCents: null,
              quantity: 1,
              discountCents: 0,
            },
          ],
        }),
      ),
    ).rejects.toMatchObject({
      errors: { 'lines.0.service_id': 'That service is not on this salon’s menu.' },
    });
  });
});
