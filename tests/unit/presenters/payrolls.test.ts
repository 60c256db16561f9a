import { describe, expect, test } from 'vitest';
import { english } from '../../support/saidEquality';
import type { PayrollRunRow } from '../../../database/queries/payrolls';
import {
  PAYROLL_FIGURES,
  type PayDetail,
  type PayFigures,
  type TechnicianPay,
} from '../../../server/domain/payroll/payrollRuns';
import {
  NO_TOTALS,
  payRow,
  payrollPeriodRow,
  periodTotals,
  runAdjustments,
  runHeader,
  scheduleForm,
} from '../../../server/http/presenters/payrolls';

const figures = (some: Partial<PayFigures>): PayFigures => ({
  ...(Object.fromEntries(PAYROLL_FIGURES.map((k) => [k, 0])) as PayFigures),
  ...some,
});

/** A technician's pay with only what the presenters read. */
const detail = (employeeId: number, name: string, some: Partial<PayDetail> = {}) =>
  ({
    employeeId,
    name,
    email: null,
    figures: figures({}),
    lines: [],
    tips: [],
    tipRefundsCents: 0,
    adjustments: [],
    ...some,
  }) as unknown as PayDetail;

const run = (some: Partial<PayrollRunRow> = {}): PayrollRunRow => ({
  id: 5,
  periodStart: '2026-03-02',
  periodEnd: '2026-03-08',
  state: 'open',
  finalisedAt: null,
  finalisedByName: null,
  ...some,
});

describe('payroll presenters', () => {
  test('a pay row is every figure in cents, snake_case, and whether an email is on file', () => {
    const row = payRow(
      detail(3, 'Anna', {
        email: 'anna@example.com',
        figures: figures({
          serviceSalesCents: 120000,
          commissionCents: 72000,
          tipsCents: 8050,
          netCents: 80050,
          workedMinutes: 2400,
          carryForwardCents: -1000,
        }),
      }),
    );
    expect(row).toMatchObject({
      technician_id: 3,
      name: 'Anna',
      has_email: true,
      service_sales: 120000,
      commission: 72000,
      tips: 8050,
      net: 80050,
      worked_minutes: 2400,
      carry_forward: -1000,
      supply_fee: 0,
    });
    expect(Object.keys(row)).toHaveLength(3 + PAYROLL_FIGURES.length);
    expect(payRow(detail(4, 'Bo')).has_email).toBe(false);
  });

  test('period totals add up service sales, tips and net over the technicians; none is all zero', () => {
    const pay = (serviceSalesCents: number, tipsCents: number, netCents: number) =>
      ({ result: { serviceSalesCents, tipsCents, netCents } }) as unknown as TechnicianPay;
    expect(periodTotals([pay(10000, 1500, 7500), pay(2550, 0, -300)])).toEqual({
      technicians: 2,
      serviceSalesCents: 12550,
      tipsCents: 1500,
      netCents: 7200,
    });
    expect(periodTotals([])).toEqual(NO_TOTALS);
  });

  test('the schedule form shows the card-tip fee as the percent typed, empty when none', () => {
    expect(
      scheduleForm({ frequency: 'biweekly', anchorDate: '2026-01-05', cardTipFeeBp: 350 }),
    ).toEqual({ frequency: 'biweekly', anchor_date: '2026-01-05', card_tip_fee: '3.5' });
    expect(
      scheduleForm({ frequency: 'weekly', anchorDate: '2024-01-01', cardTipFeeBp: null })
        .card_tip_fee,
    ).toBe('');
  });

  test('a period row: not started, current, offered when nothing finalised stands in the way; totals in cents', () => {
    const position = {
      today: '2026-03-10',
      schedule: { frequency: 'weekly' as const, anchorDate: '2026-03-02' },
      through: null,
      next: null,
    };
    const totals = { technicians: 2, serviceSalesCents: 12550, tipsCents: 1500, netCents: 7200 };
    expect(
      payrollPeriodRow(position)({
        period: { start: '2026-03-09', end: '2026-03-15' },
        run: null,
        totals,
      }),
    ).toEqual({
      start: '2026-03-09',
      end: '2026-03-15',
      run_id: null,
      state: 'not_started',
      current: true,
      ended: false,
      can_run: true,
      not_offered: null,
      technicians: 2,
      service_sales: 12550,
      tips: 1500,
      net: 7200,
    });
    expect(
      payrollPeriodRow(position)({
        period: { start: '2026-03-02', end: '2026-03-08' },
        run: run({ state: 'finalised' }),
        totals: NO_TOTALS,
      }),
    ).toMatchObject({
      run_id: 5,
      state: 'finalised',
      current: false,
      ended: true,
      can_run: false,
      not_offered: null,
      net: 0,
    });
  });

  test('a period at or before the last finalised day cannot be run, and says why', () => {
    const position = {
      today: '2026-03-10',
      schedule: { frequency: 'weekly' as const, anchorDate: '2026-03-02' },
      through: '2026-03-08',
      next: { start: '2026-03-09', end: '2026-03-15' },
    };
    const row = payrollPeriodRow(position)({
      period: { start: '2026-02-23', end: '2026-03-01' },
      run: null,
      totals: NO_TOTALS,
    });
    expect(row.can_run).toBe(false);
    expect(english(row.not_offered)).toBe('Before the last finalised payroll');
  });

  test('a run header gives its finalised time as an ISO instant, nulls while open', () => {
    expect(runHeader(run())).toEqual({
      id: 5,
      period_start: '2026-03-02',
      period_end: '2026-03-08',
      state: 'open',
      finalised_at: null,
      finalised_by: null,
    });
    expect(
      runHeader(
        run({
          state: 'finalised',
          finalisedAt: '2026-03-09 14:00:00+00',
          finalisedByName: 'Owner',
        }),
      ),
    ).toMatchObject({ finalised_at: '2026-03-09T14:00:00.000Z', finalised_by: 'Owner' });
  });

  test('adjustments: typed ones removable; while open only a carried shortfall joins them, with negative ids', () => {
    const typed = [
      {
        id: 31,
        employeeId: 3,
        label: 'Top seller',
        amountCents: 2500,
        reason: 'Most requests',
        byName: 'Owner',
        createdAt: '2026-03-09',
      },
    ];
    const pay = [
      detail(3, 'Anna', {
        adjustments: [
          { label: 'Top seller', amountCents: 2500, reason: 'Most requests', byName: 'Owner' },
          {
            label: 'Carried forward',
            amountCents: -1000,
            reason: 'Shortfall',
            byName: 'Payroll',
            carried: true,
          },
        ],
      }),
    ];
    expect(runAdjustments('open', typed, pay)).toEqual([
      {
        id: 31,
        technician_id: 3,
        label: 'Top seller',
        amount: 2500,
        reason: 'Most requests',
        by: 'Owner',
        removable: true,
      },
      {
        id: -1,
        technician_id: 3,
        label: 'Carried forward',
        amount: -1000,
        reason: 'Shortfall',
        by: 'Payroll',
        removable: false,
      },
    ]);
    // Finalised: the snapshot's, every one, none removable.
    expect(runAdjustments('finalised', [], pay).map((a) => [a.id, a.removable])).toEqual([
      [-1, false],
      [-2, false],
    ]);
  });
});
