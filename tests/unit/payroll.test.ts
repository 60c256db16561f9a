import { describe, expect, test } from 'vitest';
import {
  computePayroll,
  splitPayout,
  type PayrollInput,
  type PayrollSettings,
  type SaleLine,
} from '../../server/domain/payroll/payrollRules';
import {
  nextPeriod,
  periodContaining,
  recentPeriods,
} from '../../server/domain/payroll/payPeriods';

const SETTINGS: PayrollSettings = {
  commissionRateBp: 5000,
  supplyFeeType: 'flat',
  supplyFeeValue: 0,
  supplyFeeTiming: 'before',
  guaranteedMinimumCents: 0,
  checkPercentBp: 10_000,
  hourlyRateCents: null,
};
let nextLine = 1;
const line = (netCents: number, overrides: Partial<SaleLine> = {}): SaleLine => ({
  invoiceId: 100 + nextLine,
  lineId: nextLine++,
  name: 'Gel manicure',
  netCents,
  quantity: 1,
  commissionRateBp: null,
  ...overrides,
});
const run = (
  overrides: Partial<Omit<PayrollInput, 'settings'>> & { settings?: Partial<PayrollSettings> } = {},
) =>
  computePayroll({
    lines: [],
    refunds: [],
    tips: [],
    tipRefundsCents: 0,
    workedMinutes: 0,
    clockBonusCents: 0,
    cashOutCents: 0,
    adjustments: [],
    cardTipFeeBp: null,
    ...overrides,
    settings: { ...SETTINGS, ...overrides.settings },
  });

describe('commission and the supply fee (the payroll page’s own example)', () => {
  test('$100 at 50 % with a $5 fee taken before commission is $47.50', () => {
    const r = run({
      lines: [line(10_000)],
      settings: { supplyFeeValue: 500, supplyFeeTiming: 'before' },
    });
    expect(r.commissionCents).toBe(4750);
    expect(r.supplyFeeCents).toBe(500);
    expect(r.netCents).toBe(4750);
  });

  test('$100 at 50 % with a $5 fee taken after commission is $45.00', () => {
    expect(
      run({ lines: [line(10_000)], settings: { supplyFeeValue: 500, supplyFeeTiming: 'after' } })
        .commissionCents,
    ).toBe(4500);
  });

  test('a percent fee: 10 % of $100 before a 50 % commission is $45.00; after, $40.00', () => {
    expect(
      run({
        lines: [line(10_000)],
        settings: { supplyFeeType: 'percent', supplyFeeValue: 1000, supplyFeeTiming: 'before' },
      }).commissionCents,
    ).toBe(4500);
    expect(
      run({
        lines: [line(10_000)],
        settings: { supplyFeeType: 'percent', supplyFeeValue: 1000, supplyFeeTiming: 'after' },
      }).commissionCents,
    ).toBe(4000);
  });

  test('a flat fee is per service: two pedicures on one line pay it twice', () => {
    const r = run({ lines: [line(9000, { quantity: 2 })], settings: { supplyFeeValue: 300 } });
    expect(r.supplyFeeCents).toBe(600);
    expect(r.commissionCents).toBe(4200); // (90 − 6) × 50 %
  });

  test('the service’s own rate overrides the technician’s', () => {
    const r = run({ lines: [line(10_000), line(5000, { commissionRateBp: 7000 })] });
    expect(r.commissionCents).toBe(5000 + 3500);
    expect(r.lines.map((l) => l.rateBp)).toEqual([5000, 7000]);
  });

  test('commission is rounded once over the period, not per line', () => {
    // 3 × $0.35 at 55 %: 19.25 ¢ each; rounded per line it would be 57 ¢, exactly it is 57.75 → 58 ¢.
    const r = run({ lines: [line(35), line(35), line(35)], settings: { commissionRateBp: 5500 } });
    expect(r.commissionCents).toBe(58);
    expect(r.serviceSalesCents).toBe(105);
  });
});

describe('hourly pay and the guarantee', () => {
  test('hourly pay comes from the minutes on the clock', () => {
    expect(
      run({ workedMinutes: 7 * 60 + 30, settings: { hourlyRateCents: 1500 } }).hourlyCents,
    ).toBe(11_250);
  });

  test('the guarantee tops commission + hourly up to the minimum, and adds nothing once they pass it', () => {
    const low = run({
      lines: [line(40_000)],
      workedMinutes: 600,
      settings: { hourlyRateCents: 500, guaranteedMinimumCents: 30_000 },
    });
    expect(low.commissionCents + low.hourlyCents).toBe(25_000);
    expect(low.guaranteeTopUpCents).toBe(5000);
    expect(low.netCents).toBe(30_000);
    const high = run({ lines: [line(80_000)], settings: { guaranteedMinimumCents: 30_000 } });
    expect(high.guaranteeTopUpCents).toBe(0);
    expect(high.netCents).toBe(40_000);
  });

  test('tips are not counted toward the guarantee: they are the technician’s on top', () => {
    const r = run({
      tips: [{ invoiceId: 1, tipCents: 10_000, cardPaidCents: 0, totalPaidCents: 5000 }],
      settings: { guaranteedMinimumCents: 30_000 },
    });
    expect(r.guaranteeTopUpCents).toBe(30_000);
    expect(r.netCents).toBe(40_000);
  });
});

describe('tips', () => {
  test('each ticket’s recorded share is paid in full', () => {
    const r = run({
      tips: [
        { invoiceId: 1, tipCents: 1000, cardPaidCents: 0, totalPaidCents: 6000 },
        { invoiceId: 2, tipCents: 2000, cardPaidCents: 0, totalPaidCents: 12_000 },
      ],
    });
    expect(r.tipsCents).toBe(3000);
    expect(r.netCents).toBe(3000);
  });

  test('the card fee comes only off the card-paid part of a tip, rounded down, never above the real fee', () => {
    // $20 tip on a ticket paid $60 card + $60 cash, 3 % fee: the card half of the tip is $10, its fee 30 ¢.
    const tips = [
      { invoiceId: 1, tipCents: 2000, cardPaidCents: 6000, totalPaidCents: 12_000 },
      { invoiceId: 2, tipCents: 333, cardPaidCents: 5000, totalPaidCents: 5000 },
    ];
    const r = run({ tips, cardTipFeeBp: 300 });
    expect(r.cardTipFeeCents).toBe(30 + 9); // 333 × 3 % = 9.99 → 9
    expect(r.netCents).toBe(2333 - 39);
    expect(run({ tips }).cardTipFeeCents).toBe(0);
  });
});

describe('refunds of earlier sales', () => {
  test('reverse their commission, fee and tips in the period of the refund', () => {
    const r = run({
      lines: [line(10_000)],
      refunds: [
        {
          invoiceId: 9,
          lineId: 90,
          name: 'Full set',
          refundedCents: 6000,
          quantity: 1,
          commissionRateBp: null,
        },
      ],
      tipRefundsCents: 800,
      tips: [{ invoiceId: 1, tipCents: 1500, cardPaidCents: 0, totalPaidCents: 10_000 }],
      settings: { supplyFeeValue: 500 },
    });
    // Sales: (100 − 5) × 50 % = 47.50; refund: −(60 − 5) × 50 % = −27.50.
    expect(r.commissionCents).toBe(2000);
    expect(r.supplyFeeCents).toBe(0);
    expect(r.refundedSalesCents).toBe(6000);
    expect(r.tipsCents).toBe(700);
    expect(r.lines.at(-1)).toMatchObject({
      name: 'Refund: Full set',
      amountCents: -6000,
      commissionCents: -2750,
    });
  });

  test('a partial refund keeps the fee: the service was done', () => {
    const r = run({
      refunds: [
        {
          invoiceId: 9,
          lineId: 91,
          name: 'Pedicure',
          refundedCents: 1000,
          quantity: 0,
          commissionRateBp: null,
        },
      ],
      settings: { supplyFeeValue: 500 },
    });
    expect(r.commissionCents).toBe(-500);
    expect(r.supplyFeeCents).toBe(0);
  });

  test('a period that nets below zero pays nothing and carries the difference forward', () => {
    const r = run({
      refunds: [
        {
          invoiceId: 9,
          lineId: 92,
          name: 'Full set',
          refundedCents: 6000,
          quantity: 1,
          commissionRateBp: null,
        },
      ],
    });
    expect(r.netCents).toBe(-3000);
    expect(r).toMatchObject({ checkCents: 0, cashCents: 0, carryForwardCents: -3000 });
  });
});

describe('bonus, cash out, adjustments and the check/cash split', () => {
  test('clock-out bonus and adjustments add, cash already taken comes off', () => {
    const r = run({
      lines: [line(20_000)],
      clockBonusCents: 1500,
      cashOutCents: 4000,
      adjustments: [
        { label: 'Bonus', amountCents: 2500, reason: 'Requested 10 times' },
        { label: 'Deduction', amountCents: -1000, reason: 'Broken lamp' },
      ],
    });
    expect(r.netCents).toBe(10_000 + 1500 + 1500 - 4000);
    expect(r.adjustmentsCents).toBe(1500);
  });

  test('the check share is rounded and cash is the rest, so they always add up to the net', () => {
    expect(splitPayout(10_001, 6000)).toEqual({ checkCents: 6001, cashCents: 4000 });
    expect(splitPayout(12_345, 3333)).toEqual({ checkCents: 4115, cashCents: 8230 });
    for (let net = 0; net < 2000; net += 37) {
      for (const bp of [0, 1, 3333, 5000, 6667, 9999, 10_000]) {
        const { checkCents, cashCents } = splitPayout(net, bp);
        expect(checkCents + cashCents).toBe(net);
        expect(cashCents).toBeGreaterThanOrEqual(0);
      }
    }
    const r = run({
      lines: [line(12_345)],
      settings: { commissionRateBp: 10_000, checkPercentBp: 7000 },
    });
    expect(r.checkCents + r.cashCents).toBe(r.netCents);
    expect(r.checkCents).toBe(8642);
  });
});

describe('pay periods', () => {
  test('weekly from an anchor, whichever side of it the date is', () => {
    const weekly = { frequency: 'weekly' as const, anchorDate: '2026-11-02' }; // a Monday
    expect(periodContaining(weekly, '2026-11-21')).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    expect(periodContaining(weekly, '2026-11-16')).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    expect(periodContaining(weekly, '2026-10-01')).toEqual({
      start: '2026-09-28',
      end: '2026-10-04',
    });
  });

  test('every two weeks', () => {
    const biweekly = { frequency: 'biweekly' as const, anchorDate: '2026-11-02' };
    expect(periodContaining(biweekly, '2026-11-21')).toEqual({
      start: '2026-11-16',
      end: '2026-11-29',
    });
    expect(periodContaining(biweekly, '2026-11-15')).toEqual({
      start: '2026-11-02',
      end: '2026-11-15',
    });
    // Across the fall-back change the periods stay whole calendar days.
    expect(periodContaining(biweekly, '2026-11-01')).toEqual({
      start: '2026-10-19',
      end: '2026-11-01',
    });
  });

  test('twice a month, February included', () => {
    const semi = { frequency: 'semimonthly' as const, anchorDate: '2026-01-01' };
    expect(periodContaining(semi, '2026-11-21')).toEqual({
      start: '2026-11-16',
      end: '2026-11-30',
    });
    expect(periodContaining(semi, '2028-02-20')).toEqual({
      start: '2028-02-16',
      end: '2028-02-29',
    });
    expect(nextPeriod(semi, { start: '2026-12-16', end: '2026-12-31' })).toEqual({
      start: '2027-01-01',
      end: '2027-01-15',
    });
  });

  test('recent periods, newest first, without gaps', () => {
    const periods = recentPeriods(
      { frequency: 'weekly', anchorDate: '2026-11-02' },
      '2026-11-21',
      3,
    );
    expect(periods.map((p) => p.start)).toEqual(['2026-11-16', '2026-11-09', '2026-11-02']);
  });
});
