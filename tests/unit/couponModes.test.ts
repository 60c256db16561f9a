import { describe, expect, test } from 'vitest';
import { computeTicket, DEFAULT_TIP_RULE, type TicketInput } from '../../common/ticketTotals';
import { settle } from '../../common/tenders';
import { computePayroll, type PayrollSettings } from '../../server/domain/payroll/payrollRules';
import { evaluateCoupon } from '../../server/domain/coupons/couponRules';

/**
 * A coupon as a tender (the default, coupon_amount of docs/requirements.md §3) against a
 * coupon as a discount (Settings → Invoice): a $100 service taxed at 8.875 %
 * with a $10 coupon, and a technician on 50 % commission.
 */
const SALES_TAX = { id: 1, name: 'Sales Tax', rate: 8875 };
const ticket = (over: Partial<TicketInput> = {}) =>
  computeTicket({
    lines: [
      {
        key: 'service-1',
        kind: 'service',
        unitPriceCents: 10_000,
        quantity: 1,
        discountCents: 0,
        taxIds: [1],
        technicianId: 7,
      },
    ],
    ticketDiscount: null,
    taxes: [SALES_TAX],
    tip: null,
    tipRule: DEFAULT_TIP_RULE,
    ...over,
  });
const SETTINGS: PayrollSettings = {
  commissionRateBp: 5000,
  supplyFeeType: 'flat',
  supplyFeeValue: 0,
  supplyFeeTiming: 'before',
  guaranteedMinimumCents: 0,
  checkPercentBp: 10_000,
  hourlyRateCents: null,
};
const commissionOn = (netCents: number) =>
  computePayroll({
    lines: [
      {
        invoiceId: 1,
        lineId: 1,
        name: 'Gel manicure',
        netCents,
        quantity: 1,
        commissionRateBp: null,
      },
    ],
    refunds: [],
    tips: [],
    tipRefundsCents: 0,
    workedMinutes: 0,
    clockBonusCents: 0,
    cashOutCents: 0,
    adjustments: [],
    cardTipFeeBp: null,
    settings: SETTINGS,
  }).commissionCents;

describe('a $10 coupon on a $100 service at 8.875 % tax', () => {
  test('as a tender: tax on the full $100 ($8.88), $108.88 due of which the coupon pays $10 and the customer $98.88; commission on $100 is $50.00', () => {
    const t = ticket();
    expect(t).toMatchObject({
      netCents: 10_000,
      taxCents: 888,
      totalCents: 10_888,
      amountDueCents: 10_888,
      discountCents: 0,
      couponDiscountCents: 0,
    });
    const paid = settle(t.amountDueCents, [
      { type: 'coupon', amountCents: 1000 },
      { type: 'credit_card', amountCents: 9888 },
    ]);
    expect(paid).toMatchObject({ paid: true, byType: { coupon: 1000, credit_card: 9888 } });
    expect(commissionOn(t.lines[0].netCents)).toBe(5000);
  });

  test('as a discount: the taxable base is $90, tax $7.99, $97.99 due and no coupon payment; commission on $90 is $45.00', () => {
    const t = ticket({ couponDiscountCents: 1000 });
    expect(t).toMatchObject({
      netCents: 9000,
      taxCents: 799,
      totalCents: 9799,
      amountDueCents: 9799,
      discountCents: 1000,
      couponDiscountCents: 1000,
    });
    expect(t.taxes[0]).toMatchObject({ baseCents: 9000, amountCents: 799 });
    expect(t.lines[0]).toMatchObject({
      grossCents: 10_000,
      couponDiscountCents: 1000,
      netCents: 9000,
    });
    expect(
      settle(t.amountDueCents, [{ type: 'credit_card', amountCents: 9799 }]).byType.coupon,
    ).toBe(0);
    expect(commissionOn(t.lines[0].netCents)).toBe(4500);
  });

  test('as a discount it is shared by the lines after the ticket discount, never reaches a gift card sold, and never takes a line below $0', () => {
    const t = ticket({
      lines: [
        {
          key: 'a',
          kind: 'service',
          unitPriceCents: 6000,
          quantity: 1,
          discountCents: 0,
          taxIds: [1],
          technicianId: 7,
        },
        {
          key: 'b',
          kind: 'service',
          unitPriceCents: 4000,
          quantity: 1,
          discountCents: 0,
          taxIds: [1],
          technicianId: 8,
        },
        {
          key: 'g',
          kind: 'giftcard',
          unitPriceCents: 5000,
          quantity: 1,
          discountCents: 0,
          taxIds: [],
          technicianId: null,
        },
      ],
      ticketDiscount: { type: 'amount', cents: 2000 },
      couponDiscountCents: 50_000,
    });
    // $100 of services less $20 off the ticket: the coupon takes at most the $80 left; the gift card keeps its $50.
    expect(t.lines.map((l) => l.couponDiscountCents)).toEqual([4800, 3200, 0]);
    expect(t.lines.map((l) => l.netCents)).toEqual([0, 0, 5000]);
    expect(t).toMatchObject({ couponDiscountCents: 8000, taxCents: 0, amountDueCents: 5000 });
  });

  test('valued for a discount, a coupon is capped by the goods, not by the amount due with tax and tip', () => {
    const terms = {
      kind: 'amount' as const,
      value: 20_000,
      minimumSpendCents: 0,
      validFrom: null,
      validTo: null,
      usageLimit: null,
      perCustomerLimit: null,
      isActive: true,
    };
    const use = { today: '2026-03-01', spendCents: 10_000, usesSoFar: 0, usesByCustomer: 0 };
    expect(evaluateCoupon(terms, { ...use, amountDueCents: 10_888 })).toEqual({
      ok: true,
      valueCents: 10_888,
    });
    expect(evaluateCoupon(terms, { ...use, amountDueCents: use.spendCents })).toEqual({
      ok: true,
      valueCents: 10_000,
    });
  });
});
