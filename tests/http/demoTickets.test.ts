import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import {
  coupons,
  giftCards,
  invoiceLines,
  invoices,
  invoiceTips,
  refunds,
} from '../../database/schema';
import { sumGiftCardLedger } from '../../database/queries/giftCards';
import { priceTicket } from '../../server/domain/tickets/ticketPricing';

/**
 * The demo history (database/seeders/tickets.ts) is written in bulk for
 * speed; these checks hold it to what checkout() would have stored.
 */
let t: TestApp;
let lotus: number;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
});
afterAll(() => t.close());

describe('the demo ticket history', () => {
  test('Lotus Nail Spa has about 60 days of tickets with several technicians, tips, mixed tenders, refunds and one void; Rose Nails a handful', async () => {
    const [row] = await t.db
      .select({
        paid: sql<number>`count(*) filter (where ${invoices.status} = 'paid')::int`,
        voided: sql<number>`count(*) filter (where ${invoices.status} = 'voided')::int`,
        days: sql<number>`count(distinct date_trunc('day', ${invoices.paidAt} at time zone 'America/New_York'))::int`,
        tips: sql<number>`count(*) filter (where ${invoices.tipCents} > 0)::int`,
        cash: sql<number>`count(*) filter (where ${invoices.cashAmount} > 0)::int`,
        card: sql<number>`count(*) filter (where ${invoices.creditCardAmount} > 0)::int`,
        check: sql<number>`count(*) filter (where ${invoices.checkAmount} > 0)::int`,
        giftCard: sql<number>`count(*) filter (where ${invoices.giftCardAmount} > 0)::int`,
        coupon: sql<number>`count(*) filter (where ${invoices.couponAmount} > 0)::int`,
      })
      .from(invoices)
      .where(eq(invoices.storeId, lotus));
    expect(row.paid).toBeGreaterThan(400);
    expect(row.voided).toBe(1);
    expect(row.days).toBeGreaterThanOrEqual(45);
    for (const n of [row.tips, row.cash, row.card, row.check, row.giftCard, row.coupon])
      expect(n).toBeGreaterThan(0);
    const multi = await t.db
      .select({ invoiceId: invoiceLines.invoiceId })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.storeId, lotus), sql`${invoiceLines.technicianId} is not null`))
      .groupBy(invoiceLines.invoiceId)
      .having(sql`count(distinct ${invoiceLines.technicianId}) > 1`);
    expect(multi.length).toBeGreaterThan(20);
    expect(
      (await t.db.select({ n: count() }).from(refunds).where(eq(refunds.storeId, lotus)))[0].n,
    ).toBe(3);
    expect(
      (await t.db.select({ n: count() }).from(coupons).where(eq(coupons.storeId, lotus)))[0].n,
    ).toBe(2);
    const rose = await storeId(t.db, 'Rose Nails');
    const [roseCount] = await t.db
      .select({ n: count() })
      .from(invoices)
      .where(eq(invoices.storeId, rose));
    expect(roseCount.n).toBeGreaterThan(3);
  });

  test('the three gift cards’ balances equal their ledgers', async () => {
    const cards = await t.db.select().from(giftCards).where(eq(giftCards.storeId, lotus));
    const demo = cards.filter((c) => c.code.startsWith('LOTUS-GIFT-'));
    expect(demo).toHaveLength(3);
    for (const c of demo) expect(await sumGiftCardLedger(t.db, lotus, c.id)).toBe(c.balanceCents);
  });

  test('every stored number is what checkout’s pricing gives for the same lines, and the tenders add up', async () => {
    const sample = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.storeId, lotus), eq(invoices.status, 'paid')))
      .orderBy(asc(invoices.number))
      .limit(60);
    for (const inv of sample) {
      const lines = await t.db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, inv.id))
        .orderBy(asc(invoiceLines.sortOrder));
      const priced = await priceTicket(t.db, lotus, {
        customerId: inv.customerId,
        lines: lines.map((l) => ({
          key: l.lineKey,
          kind: l.kind,
          serviceId: l.serviceId,
          technicianId: l.technicianId,
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          discountCents: l.discountCents,
        })),
        ticketDiscount:
          inv.ticketDiscountType === 'percent'
            ? { type: 'percent', percent: inv.ticketDiscountValue }
            : inv.ticketDiscountType === 'amount'
              ? { type: 'amount', cents: inv.ticketDiscountValue }
              : null,
        tip: inv.tipCents ? { type: 'amount', cents: inv.tipCents } : null,
        tipShares: [],
      });
      const tx = priced.totals;
      expect(
        {
          sub: inv.subtotalCents,
          disc: inv.discountCents,
          tax: inv.taxCents,
          total: inv.totalCents,
          due: inv.amountDueCents,
        },
        `ticket ${inv.number}`,
      ).toEqual({
        sub: tx.subtotalCents,
        disc: tx.discountCents,
        tax: tx.taxCents,
        total: tx.totalCents,
        due: tx.amountDueCents,
      });
      expect(lines.map((l) => l.netCents)).toEqual(tx.lines.map((l) => l.netCents));
      const tips = await t.db.select().from(invoiceTips).where(eq(invoiceTips.invoiceId, inv.id));
      expect(tips.map((s) => [s.technicianId, s.cents]).sort()).toEqual(
        tx.tipShares.map((s) => [s.technicianId, s.cents]).sort(),
      );
      expect(
        inv.cashAmount +
          inv.creditCardAmount +
          inv.giftCardAmount +
          inv.couponAmount +
          inv.checkAmount,
      ).toBe(inv.amountDueCents);
    }
  });
});
