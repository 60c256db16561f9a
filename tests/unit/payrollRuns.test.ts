import { describe, expect, test } from 'vitest';
import { allocateTipRefunds, assemblePayroll, periodBounds } from '../../server/domain/payroll/payrollRuns';
import type { PayeeRow } from '../../database/queries/payrolls';

const payee = (id: number, name: string, over: Partial<PayeeRow> = {}): PayeeRow => ({
  id, name, email: null, isActive: true, commissionRateBp: 5000, supplyFeeType: 'flat', supplyFeeValue: 500, supplyFeeTiming: 'before',
  guaranteedMinimumCents: 0, checkPercentBp: 7000, hourlyRateCents: null, hasSettings: true, ...over,
});

describe('payroll runs', () => {
  test('a tip given back is split as the tip was, and the shares add up to it', () => {
    // $30 tip split $10 / $20; $10 of it given back → $3.33 / $6.67 (largest remainder gets the cent).
    const m = allocateTipRefunds([
      { refundId: 1, refundTipCents: 1000, invoiceTipCents: 3000, technicianId: 7, shareCents: 1000, refundedAt: '2026-01-05T15:00:00Z' },
      { refundId: 1, refundTipCents: 1000, invoiceTipCents: 3000, technicianId: 8, shareCents: 2000, refundedAt: '2026-01-05T15:00:00Z' },
    ]);
    expect(m.get(7)).toBe(333);
    expect(m.get(8)).toBe(667);
  });

  test('everyone with something in the period is paid from their own rows and settings; nobody else appears', () => {
    const pay = assemblePayroll({
      payees: [payee(1, 'Amy'), payee(2, 'Bea', { hasSettings: false, commissionRateBp: null }), payee(3, 'Cat')],
      sales: [{ technicianId: 1, invoiceId: 10, invoiceNumber: 1, paidAt: '2026-01-05T15:00:00Z', lineId: 100, name: 'Gel', netCents: 10000, quantity: 1, commissionRateBp: null }],
      tips: [{ technicianId: 1, invoiceId: 10, invoiceNumber: 1, paidAt: '2026-01-05T15:00:00Z', tipCents: 2000, cardPaidCents: 0, totalPaidCents: 12000 }],
      refunds: [],
      tipRefunds: [],
      clock: [{ employeeId: 2, workedMinutes: 480, bonusCents: 1000, cashOutCents: 0 }],
      adjustments: [{ id: 1, employeeId: 1, label: 'Bonus', amountCents: 500, reason: 'Great week', byName: 'Owner', createdAt: '2026-01-06' }],
      carried: [],
      cardTipFeeBp: null,
    });
    expect(pay.map((p) => p.name)).toEqual(['Amy', 'Bea']);
    // ($100 − $5) × 50 % = $47.50, + $20 tip + $5 adjustment = $72.50; 70 % by check = $50.75, cash $21.75.
    expect(pay[0].result).toMatchObject({ commissionCents: 4750, tipsCents: 2000, adjustmentsCents: 500, netCents: 7250, checkCents: 5075, cashCents: 2175 });
    // Bea has no settings: the defaults (no hourly rate) and her clock-out bonus.
    expect(pay[1].result).toMatchObject({ commissionCents: 0, hourlyCents: 0, bonusCents: 1000, netCents: 1000 });
    expect(pay[1].settings.commissionRateBp).toBe(6000);
  });

  test('a shortfall carried from the finalised period before comes off this one, as an adjustment that says where it came from', () => {
    const src = {
      payees: [payee(1, 'Amy'), payee(4, 'Dee')],
      sales: [{ technicianId: 1, invoiceId: 10, invoiceNumber: 1, paidAt: '2026-01-13T15:00:00Z', lineId: 100, name: 'Gel', netCents: 10000, quantity: 1, commissionRateBp: null }],
      tips: [], refunds: [], tipRefunds: [], clock: [], adjustments: [], cardTipFeeBp: null,
      // Amy refunded more than she earned in the week of 5 January; Dee is still $12 short and has nothing this week.
      carried: [
        { employeeId: 1, periodStart: '2026-01-05', periodEnd: '2026-01-11', carryForwardCents: -3000 },
        { employeeId: 4, periodStart: '2026-01-05', periodEnd: '2026-01-11', carryForwardCents: -1200 },
      ],
    };
    const [amy, dee] = assemblePayroll(src);
    // $47.50 commission − $30.00 carried = $17.50; 70 % by check.
    expect(amy.result).toMatchObject({ commissionCents: 4750, adjustmentsCents: -3000, netCents: 1750, checkCents: 1225, cashCents: 525, carryForwardCents: 0 });
    expect(amy.adjustments).toEqual([expect.objectContaining({ label: 'Carried forward', amountCents: -3000, reason: 'Net below zero for 01-05-2026 to 01-11-2026' })]);
    // Still below zero: nothing paid, carried on again.
    expect(dee.result).toMatchObject({ netCents: -1200, checkCents: 0, cashCents: 0, carryForwardCents: -1200 });
    expect(assemblePayroll({ ...src, carried: [] }).map((p) => p.name)).toEqual(['Amy']);
  });

  test('a week in New York is midnight to midnight local, across the DST change', () => {
    const b = periodBounds('America/New_York', { start: '2026-03-02', end: '2026-03-08' });
    expect(b.start.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(b.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
