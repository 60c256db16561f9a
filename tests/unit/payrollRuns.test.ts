import { describe, expect, test } from 'vitest';
import {
  allocateTipRefunds,
  assemblePayroll,
  detailOfLive,
  detailOfSnapshot,
  iso,
  PAYROLL_FIGURES,
  periodBounds,
  snapshotOf,
  withTipPayouts,
} from '../../server/domain/payroll/payrollRuns';
import type { RunLineRow } from '../../database/queries/payrolls';
import type { PayeeRow } from '../../database/queries/payrolls';

const payee = (id: number, name: string, over: Partial<PayeeRow> = {}): PayeeRow => ({
  id,
  name,
  email: null,
  isActive: true,
  commissionRateBp: 5000,
  supplyFeeType: 'flat',
  supplyFeeValue: 500,
  supplyFeeTiming: 'before',
  guaranteedMinimumCents: 0,
  checkPercentBp: 7000,
  hourlyRateCents: null,
  hasSettings: true,
  ...over,
});

describe('payroll runs', () => {
  test('a tip given back is split as the tip was, and the shares add up to it', () => {
    // $30 tip split $10 / $20; $10 of it given back → $3.33 / $6.67 (largest remainder gets the cent).
    const m = allocateTipRefunds([
      {
        refundId: 1,
        refundTipCents: 1000,
        invoiceTipCents: 3000,
        technicianId: 7,
        shareCents: 1000,
        refundedAt: '2026-01-05T15:00:00Z',
      },
      {
        refundId: 1,
        refundTipCents: 1000,
        invoiceTipCents: 3000,
        technicianId: 8,
        shareCents: 2000,
        refundedAt: '2026-01-05T15:00:00Z',
      },
    ]);
    expect(m.get(7)).toBe(333);
    expect(m.get(8)).toBe(667);
  });

  test('everyone with something in the period is paid from their own rows and settings; nobody else appears', () => {
    const pay = assemblePayroll({
      payees: [
        payee(1, 'Amy'),
        payee(2, 'Bea', { hasSettings: false, commissionRateBp: null }),
        payee(3, 'Cat'),
      ],
      sales: [
        {
          technicianId: 1,
          invoiceId: 10,
          invoiceNumber: 1,
          paidAt: '2026-01-05T15:00:00Z',
          lineId: 100,
          name: 'Gel',
          netCents: 10000,
          quantity: 1,
          commissionRateBp: null,
        },
      ],
      tips: [
        {
          technicianId: 1,
          invoiceId: 10,
          invoiceNumber: 1,
          paidAt: '2026-01-05T15:00:00Z',
          tipCents: 2000,
          cardPaidCents: 0,
          totalPaidCents: 12000,
        },
      ],
      refunds: [],
      tipRefunds: [],
      clock: [{ employeeId: 2, workedMinutes: 480, bonusCents: 1000, cashOutCents: 0 }],
      adjustments: [
        {
          id: 1,
          employeeId: 1,
          label: 'Bonus',
          amountCents: 500,
          reason: 'Great week',
          byName: 'Owner',
          createdAt: '2026-01-06',
        },
      ],
      carried: [],
      cardTipFeeBp: null,
    });
    expect(pay.map((p) => p.name)).toEqual(['Amy', 'Bea']);
    // ($100 − $5) × 50 % = $47.50, + $20 tip + $5 adjustment = $72.50; 70 % by check = $50.75, cash $21.75.
    expect(pay[0].result).toMatchObject({
      commissionCents: 4750,
      tipsCents: 2000,
      adjustmentsCents: 500,
      netCents: 7250,
      checkCents: 5075,
      cashCents: 2175,
    });
    // Bea has no settings: the defaults (no hourly rate) and her clock-out bonus.
    expect(pay[1].result).toMatchObject({
      commissionCents: 0,
      hourlyCents: 0,
      bonusCents: 1000,
      netCents: 1000,
    });
    expect(pay[1].settings.commissionRateBp).toBe(6000);
  });

  test('a shortfall carried from the finalised period before comes off this one, as an adjustment that says where it came from', () => {
    const src = {
      payees: [payee(1, 'Amy'), payee(4, 'Dee')],
      sales: [
        {
          technicianId: 1,
          invoiceId: 10,
          invoiceNumber: 1,
          paidAt: '2026-01-13T15:00:00Z',
          lineId: 100,
          name: 'Gel',
          netCents: 10000,
          quantity: 1,
          commissionRateBp: null,
        },
      ],
      tips: [],
      refunds: [],
      tipRefunds: [],
      clock: [],
      adjustments: [],
      cardTipFeeBp: null,
      // Amy refunded more than she earned in the week of 5 January; Dee is still $12 short and has nothing this week.
      carried: [
        {
          employeeId: 1,
          periodStart: '2026-01-05',
          periodEnd: '2026-01-11',
          carryForwardCents: -3000,
        },
        {
          employeeId: 4,
          periodStart: '2026-01-05',
          periodEnd: '2026-01-11',
          carryForwardCents: -1200,
        },
      ],
    };
    const [amy, dee] = assemblePayroll(src);
    // $47.50 commission − $30.00 carried = $17.50; 70 % by check.
    expect(amy.result).toMatchObject({
      commissionCents: 4750,
      adjustmentsCents: -3000,
      netCents: 1750,
      checkCents: 1225,
      cashCents: 525,
      carryForwardCents: 0,
    });
    expect(amy.adjustments).toEqual([
      expect.objectContaining({
        label: 'Carried forward',
        amountCents: -3000,
        reason: 'Net below zero for 01-05-2026 to 01-11-2026',
      }),
    ]);
    // Still below zero: nothing paid, carried on again.
    expect(dee.result).toMatchObject({
      netCents: -1200,
      checkCents: 0,
      cashCents: 0,
      carryForwardCents: -1200,
    });
    expect(assemblePayroll({ ...src, carried: [] }).map((p) => p.name)).toEqual(['Amy']);
  });

  test('the live page shows a technician exactly as the snapshot of the same computation shows them, key for key', () => {
    const paid = new Date('2026-01-05T15:00:00.123Z');
    const [amy] = assemblePayroll({
      payees: [
        payee(1, 'Amy', {
          email: 'amy@example.com',
          hourlyRateCents: 1500,
          guaranteedMinimumCents: 20000,
        }),
      ],
      sales: [
        {
          technicianId: 1,
          invoiceId: 10,
          invoiceNumber: 1,
          paidAt: paid,
          lineId: 100,
          name: 'Gel',
          netCents: 10000,
          quantity: 1,
          commissionRateBp: null,
        },
        {
          technicianId: 1,
          invoiceId: 11,
          invoiceNumber: 2,
          paidAt: '2026-01-06 16:30:00.654321+00',
          lineId: 101,
          name: 'Pedicure',
          netCents: 4500,
          quantity: 2,
          commissionRateBp: 6500,
        },
        // A line sold for nothing and a refund of nothing: −0 is not below zero.
        {
          technicianId: 1,
          invoiceId: 11,
          invoiceNumber: 2,
          paidAt: '2026-01-06T16:30:00Z',
          lineId: 102,
          name: 'Polish change',
          netCents: 0,
          quantity: 1,
          commissionRateBp: null,
        },
      ],
      tips: [
        {
          technicianId: 1,
          invoiceId: 10,
          invoiceNumber: 1,
          paidAt: paid,
          tipCents: 2000,
          cardPaidCents: 12000,
          totalPaidCents: 12000,
        },
      ],
      refunds: [
        {
          technicianId: 1,
          refundId: 5,
          invoiceId: 9,
          invoiceNumber: 7,
          lineId: 90,
          name: 'Gel',
          refundedCents: 3000,
          quantity: 0,
          commissionRateBp: null,
          refundedAt: '2026-01-07T15:00:00Z',
        },
        {
          technicianId: 1,
          refundId: 6,
          invoiceId: 11,
          invoiceNumber: 2,
          lineId: 102,
          name: 'Polish change',
          refundedCents: 0,
          quantity: 1,
          commissionRateBp: null,
          refundedAt: '2026-01-07T15:00:00Z',
        },
      ],
      tipRefunds: [
        {
          refundId: 5,
          refundTipCents: 300,
          invoiceTipCents: 300,
          technicianId: 1,
          shareCents: 300,
          refundedAt: '2026-01-07T15:00:00Z',
        },
      ],
      clock: [{ employeeId: 1, workedMinutes: 125, bonusCents: 1000, cashOutCents: 2000 }],
      adjustments: [
        {
          id: 3,
          employeeId: 1,
          label: 'Bonus',
          amountCents: 500,
          reason: 'Great week',
          byName: 'Owner',
          createdAt: '2026-01-06',
        },
      ],
      carried: [
        {
          employeeId: 1,
          periodStart: '2025-12-29',
          periodEnd: '2026-01-04',
          carryForwardCents: -700,
        },
      ],
      cardTipFeeBp: 300,
    });
    const snapshot = { ...snapshotOf(1, 2, amy), id: 1, createdAt: new Date() } as RunLineRow;
    // Through JSON, as the page and the snapshot's jsonb columns see it: the same keys in the same order.
    expect(JSON.stringify(detailOfLive(amy))).toBe(
      JSON.stringify(
        detailOfSnapshot(JSON.parse(JSON.stringify(snapshot)) as RunLineRow, 'amy@example.com'),
      ),
    );
    expect(detailOfLive(amy)).toEqual(detailOfSnapshot(snapshot, 'amy@example.com'));
    expect(detailOfLive(amy).lines.map((l) => [l.invoiceNumber, l.paidAt])).toEqual([
      [1, '2026-01-05T15:00:00.123Z'],
      [2, '2026-01-06T16:30:00.654Z'],
      [2, '2026-01-06T16:30:00.000Z'],
      [7, null],
      [2, '2026-01-06T16:30:00.000Z'],
    ]);
  });

  test('the one list of figures is every number the rules compute plus the minutes worked; the snapshot and the page carry each from it', () => {
    const [amy] = assemblePayroll({
      payees: [payee(1, 'Amy')],
      sales: [
        {
          technicianId: 1,
          invoiceId: 10,
          invoiceNumber: 1,
          paidAt: '2026-01-05T15:00:00Z',
          lineId: 100,
          name: 'Gel',
          netCents: 10000,
          quantity: 1,
          commissionRateBp: null,
        },
      ],
      tips: [],
      refunds: [],
      tipRefunds: [],
      adjustments: [],
      carried: [],
      cardTipFeeBp: null,
      clock: [{ employeeId: 1, workedMinutes: 95, bonusCents: 1000, cashOutCents: 300 }],
    });
    const computed = Object.entries(amy.result)
      .filter(([, v]) => typeof v === 'number')
      .map(([k]) => k);
    expect([...PAYROLL_FIGURES].sort()).toEqual([...computed, 'workedMinutes'].sort());
    expect(Object.keys(detailOfLive(amy).figures)).toEqual([...PAYROLL_FIGURES]);
    const snapshot = snapshotOf(1, 2, amy);
    const result = amy.result as unknown as Record<string, number>;
    for (const k of PAYROLL_FIGURES)
      expect(snapshot[k], k).toBe(k === 'workedMinutes' ? 95 : result[k]);
  });

  test("iso reads PostgreSQL's timestamptz text exactly as Date does: milliseconds cut, not rounded; anything else through Date", () => {
    const texts = [
      '2026-11-02 14:00:00+00',
      '2026-11-02 14:00:00.5+00',
      '2026-11-02 14:00:00.12+00',
      '2026-11-02 14:00:00.123+00',
      '2026-11-02 14:00:00.1239+00',
      '2026-11-02 23:59:59.999999+00',
      '2024-02-29 00:00:00.000001+00',
      '1969-12-31 23:59:59.9995+00',
      // Not the fast path: another offset, ISO text, a year Date reads oddly (0099 → 1999).
      '2026-11-02 14:00:00.5+05:30',
      '2026-11-02T14:00:00.000Z',
      '0099-01-01 00:00:00+00',
    ];
    for (const t of texts) expect(iso(t), t).toBe(new Date(t).toISOString());
    expect(iso('2026-11-02 14:00:00.1239+00')).toBe('2026-11-02T14:00:00.123Z');
    // Every millisecond-ish instant over a few years, with 0 to 6 fraction digits.
    for (let i = 0; i < 2000; i++) {
      const d = new Date(1.6e12 + i * 86_400_317 + (i % 1000));
      const micros = String(d.getUTCMilliseconds() * 1000 + (i % 997))
        .padStart(6, '0')
        .slice(0, i % 7);
      const text = `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)}${micros ? `.${micros}` : ''}+00`;
      expect(iso(text), text).toBe(new Date(text).toISOString());
    }
    expect(iso(new Date('2026-01-05T15:00:00.123Z'))).toBe('2026-01-05T15:00:00.123Z');
  });

  test('a week in New York is midnight to midnight local, across the DST change', () => {
    const b = periodBounds('America/New_York', { start: '2026-03-02', end: '2026-03-08' });
    expect(b.start.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(b.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('drawer tip payouts', () => {
  test('come off the net as cash already taken, beside the clock-out cash out, for someone with no time on the clock too', () => {
    const merged = withTipPayouts(
      [{ employeeId: 1, workedMinutes: 480, bonusCents: 500, cashOutCents: 2000 }],
      [
        { employeeId: 1, paidAt: '2026-03-02T20:00:00Z', cents: 1500 },
        { employeeId: 2, paidAt: '2026-03-02T21:00:00Z', cents: 700 },
        { employeeId: 1, paidAt: '2026-03-03T20:00:00Z', cents: 300 },
      ],
    );
    expect(merged).toEqual([
      { employeeId: 1, workedMinutes: 480, bonusCents: 500, cashOutCents: 3800 },
      { employeeId: 2, workedMinutes: 0, bonusCents: 0, cashOutCents: 700 },
    ]);
  });
});
