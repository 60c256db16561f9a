import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedIn, type Client, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import {
  couponUses,
  coupons,
  invoicePayments,
  invoices,
  storeSettings,
} from '../../database/schema';

/**
 * Settings → Invoice: a store takes coupons as a payment (the default: tax
 * and commission on the full price) or as a discount (before tax, no
 * commission on it, no payment in the reports). A ticket keeps the mode it
 * was paid under, so changing the setting later rewrites nothing.
 */
const SETTINGS = '/dashboard/settings/invoice';
let t: TestApp;
let owner: Client;
let kit: TicketKit;
let lotus: number;
let rose: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedIn(t.app, 'owner@example.com');
  kit = await ticketKit(t.db);
  [lotus, rose] = [await storeId(t.db, 'Lotus Nail Spa'), await storeId(t.db, 'Rose Nails')];
  await t.db
    .insert(coupons)
    .values({ storeId: lotus, code: 'TENOFF', kind: 'amount', value: 1000 });
});
afterAll(() => t.close());

const modeOf = async (id: number) =>
  (
    await t.db
      .select({ mode: storeSettings.couponMode })
      .from(storeSettings)
      .where(eq(storeSettings.storeId, id))
  )[0]?.mode ?? 'tender';
const invoiceRow = async (id: number) =>
  (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const invoiceForm = (over: Record<string, unknown> = {}) => ({
  receipt_header: '',
  receipt_footer: 'Thanks',
  ticket_prefix: 'L-',
  print_technician_names: true,
  ...over,
});

describe('the coupon setting', () => {
  test('shows tender by default with both choices; saves discount; refuses anything else beside the field; another store keeps its own', async () => {
    const page = (await owner.visit('/dashboard/settings?tab=invoice')).body.props;
    expect(page.invoice.coupon_mode).toBe('tender');
    expect(page.coupon_modes.map((m: { value: string }) => m.value)).toEqual([
      'tender',
      'discount',
    ]);

    await owner.send('put', SETTINGS, invoiceForm({ coupon_mode: 'free-money' }));
    expect((await owner.visit('/dashboard/settings?tab=invoice')).body.props.errors).toEqual({
      coupon_mode: 'Choose whether a coupon is a payment or a discount.',
    });
    expect(await modeOf(lotus)).toBe('tender');

    const saved = await owner.send('put', SETTINGS, invoiceForm({ coupon_mode: 'discount' }));
    expect(saved.status).toBe(303);
    expect(
      (await owner.visit('/dashboard/settings?tab=invoice')).body.props.invoice.coupon_mode,
    ).toBe('discount');
    expect(await modeOf(rose)).toBe('tender');
    // A form that does not send it leaves the mode alone.
    await owner.send('put', SETTINGS, invoiceForm());
    expect(await modeOf(lotus)).toBe('discount');
    await owner.send('put', SETTINGS, invoiceForm({ coupon_mode: 'tender' }));
    expect(await modeOf(lotus)).toBe('tender');
  });

  test('a manager without "manage settings" gets 403 and changes nothing', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect(
      (await manager.send('put', SETTINGS, invoiceForm({ coupon_mode: 'discount' }))).status,
    ).toBe(403);
    expect(await modeOf(lotus)).toBe('tender');
  });
});

describe('paying with a $10 coupon ($40 service + $10 retail taxed 10 %)', () => {
  const withCoupon = (cashCents: number) => ({
    tenders: [
      { type: 'coupon' as const, amountCents: 0, code: 'tenoff' },
      { type: 'cash' as const, amountCents: cashCents },
    ],
  });

  test('as a tender: tax on the full $10 item ($1), $51 due, the coupon pays $10 of it; as a discount: $8 service + $2 item off, tax $0.80, $40.80 due and no coupon payment; each ticket keeps its mode', async () => {
    await owner.send('put', SETTINGS, invoiceForm({ coupon_mode: 'tender' }));
    const asTender = await kit.pay(withCoupon(4100), new Date('2026-02-20T17:00:00Z'));
    expect(await invoiceRow(asTender)).toMatchObject({
      couponMode: 'tender',
      discountCents: 0,
      taxCents: 100,
      totalCents: 5100,
      amountDueCents: 5100,
      couponAmount: 1000,
      cashAmount: 4100,
    });

    await owner.send('put', SETTINGS, invoiceForm({ coupon_mode: 'discount' }));
    // The pay screen's check says how much less the other tenders must cover: $10 and the 20 cents of tax on the item's share.
    const check = await owner.json('/dashboard/pos/coupons/check', {
      customer_id: null,
      ticket_discount: null,
      tip: null,
      tip_shares: [],
      code: 'TENOFF',
      lines: [
        {
          key: 'c-1',
          kind: 'service',
          service_id: kit.service,
          technician_id: kit.techs[0],
          unit_price: null,
          quantity: 1,
          discount: 0,
        },
        {
          key: 'c-2',
          kind: 'retail',
          service_id: kit.retail,
          technician_id: null,
          unit_price: null,
          quantity: 1,
          discount: 0,
        },
      ],
    });
    expect(check.body).toEqual({
      code: 'TENOFF',
      value: 1000,
      reduces_due: 1020,
      coupon_mode: 'discount',
    });
    // The coupon is no payment here: the $41 card that settles the tender ticket is more than the $40.80 now due.
    await expect(
      kit.pay(
        {
          tenders: [
            { type: 'coupon', amountCents: 0, code: 'tenoff' },
            { type: 'credit_card', amountCents: 4100, cardLast4: '4242' },
          ],
        },
        new Date('2026-02-21T16:00:00Z'),
      ),
    ).rejects.toMatchObject({ errors: { tenders: 'Only cash can be more than the amount due.' } });
    const asDiscount = await kit.pay(withCoupon(4080), new Date('2026-02-21T17:00:00Z'));
    expect(await invoiceRow(asDiscount)).toMatchObject({
      couponMode: 'discount',
      discountCents: 1000,
      taxCents: 80,
      totalCents: 4080,
      amountDueCents: 4080,
      couponAmount: 0,
      cashAmount: 4080,
    });
    expect(
      await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, asDiscount)),
    ).toEqual([expect.objectContaining({ type: 'cash', amountCents: 4080 })]);
    expect(
      await t.db
        .select({ amountCents: couponUses.amountCents })
        .from(couponUses)
        .where(eq(couponUses.invoiceId, asDiscount)),
    ).toEqual([{ amountCents: 1000 }]);

    // Payroll: commission follows the service line, $40 under the tender, $32 under the discount.
    const salary = async (day: string) =>
      (
        (await owner.visit(`/dashboard/payrolls/reports?type=salary&from=${day}&to=${day}`)).body
          .props.salary as { technician_id: number; service_sales: number }[]
      ).find((r) => r.technician_id === kit.techs[0])!.service_sales;
    expect(await salary('2026-02-20')).toBe(4000);
    expect(await salary('2026-02-21')).toBe(3200);
    // The daily report counts the tender coupon as a payment and the discount coupon as a discount.
    const coupon = async (day: string) => {
      const p = (await owner.visit(`/dashboard/reports/daily?date=${day}`)).body.props;
      return {
        tender: p.tenders.find((x: { key: string }) => x.key === 'coupon').cents,
        discounts: p.sales.find((x: { key: string }) => x.key === 'discounts').cents,
      };
    };
    expect(await coupon('2026-02-20')).toEqual({ tender: 1000, discounts: 0 });
    expect(await coupon('2026-02-21')).toEqual({ tender: 0, discounts: 1000 });

    // Back to tender: the paid tickets keep the mode and the amounts they were paid under.
    await owner.send('put', SETTINGS, invoiceForm({ coupon_mode: 'tender' }));
    expect(await invoiceRow(asDiscount)).toMatchObject({
      couponMode: 'discount',
      taxCents: 80,
      amountDueCents: 4080,
    });
    expect(
      (await owner.visit(`/dashboard/invoices/${asDiscount}`)).body.props.receipt,
    ).toMatchObject({
      discount: 1000,
      total: 4080,
      amount_due: 4080,
      coupon_amount: 0,
      cash_amount: 4080,
    });
  });
});
