import { describe, expect, test } from 'vitest';
import type { PayrollRunRow } from '../../../database/queries/payrolls';
import {
  PAYROLL_FIGURES,
  type PayDetail,
  type PayFigures,
} from '../../../server/domain/payroll/payrollRuns';
import {
  payrollReportProps,
  type PayrollReport,
} from '../../../server/http/presenters/payrollReports';

const NY = 'America/New_York';
const zero = Object.fromEntries(PAYROLL_FIGURES.map((k) => [k, 0])) as PayFigures;

const anna = {
  employeeId: 3,
  name: 'Anna',
  email: null,
  figures: { ...zero, commissionCents: 2400, netCents: 2400 },
  tipRefundsCents: 0,
  lines: [
    {
      invoiceId: 10,
      invoiceNumber: 42,
      paidAt: '2026-03-07T15:30:00.000Z',
      name: 'Gel Manicure',
      amountCents: 4000,
      rateBp: 6000,
      supplyFeeCents: 0,
      commissionCents: 2400,
    },
    {
      invoiceId: 10,
      invoiceNumber: 42,
      paidAt: null,
      name: 'Gel Manicure',
      amountCents: -4000,
      rateBp: 6000,
      supplyFeeCents: 0,
      commissionCents: -2400,
    },
  ],
  tips: [
    {
      invoiceId: 10,
      invoiceNumber: 42,
      paidAt: '2026-03-07T15:30:00.000Z',
      tipCents: 800,
      cardPaidCents: 4800,
      totalPaidCents: 4800,
    },
  ],
  adjustments: [
    { label: 'Top seller', amountCents: 2500, reason: 'Most requests', byName: 'Owner' },
  ],
} as unknown as PayDetail;

const run: PayrollRunRow = {
  id: 5,
  periodStart: '2026-03-02',
  periodEnd: '2026-03-08',
  state: 'finalised',
  finalisedAt: null,
  finalisedByName: null,
};

const report = (some: Partial<PayrollReport>): PayrollReport => ({
  store: { name: 'Lotus', timezone: NY, region: 'en-US' },
  query: { type: 'salary' },
  runs: [run],
  run,
  range: null,
  pay: [anna],
  technicians: [{ id: 3, name: 'Anna' }],
  ...some,
});

describe('payroll report presenter', () => {
  test('a run: filters and covering name it; only the salary rows travel, with their adjustment lines', () => {
    const props = payrollReportProps(report({}));
    expect(props.filters).toEqual({ period: 5, from: '', to: '', technician: null });
    expect(props.covering).toEqual({
      start: '2026-03-02',
      end: '2026-03-08',
      state: 'finalised',
      run_id: 5,
    });
    expect(props.periods).toEqual([
      { id: 5, start: '2026-03-02', end: '2026-03-08', state: 'finalised' },
    ]);
    expect(props.salary).toHaveLength(1);
    expect(props.salary[0]).toMatchObject({
      technician_id: 3,
      commission: 2400,
      adjustment_lines: [{ label: 'Top seller', amount: 2500, reason: 'Most requests' }],
    });
    expect(props.commission).toEqual([]);
    expect(props.tips).toEqual([]);
  });

  test('a range is live: covering says so and the filters echo the dates', () => {
    const props = payrollReportProps(
      report({
        run: null,
        range: { start: '2026-03-01', end: '2026-03-15' },
        query: { type: 'salary', technician: 3 },
      }),
    );
    expect(props.covering).toEqual({
      start: '2026-03-01',
      end: '2026-03-15',
      state: 'range',
      run_id: null,
    });
    expect(props.filters).toEqual({
      period: null,
      from: '2026-03-01',
      to: '2026-03-15',
      technician: 3,
    });
  });

  test("commission rows: the rate as a percent, times in the store's zone, a refund line says Refund", () => {
    const { commission, salary } = payrollReportProps(report({ query: { type: 'commission' } }));
    expect(salary).toEqual([]);
    expect(commission).toEqual([
      {
        technician_id: 3,
        technician: 'Anna',
        ticket: 42,
        paid_at: '03-07-2026 10:30 AM',
        name: 'Gel Manicure',
        amount: 4000,
        rate: 60,
        supply_fee: 0,
        commission: 2400,
      },
      {
        technician_id: 3,
        technician: 'Anna',
        ticket: 42,
        paid_at: 'Refund',
        name: 'Gel Manicure',
        amount: -4000,
        rate: 60,
        supply_fee: 0,
        commission: -2400,
      },
    ]);
  });

  test('tip rows: per ticket, in cents', () => {
    expect(payrollReportProps(report({ query: { type: 'tips' } })).tips).toEqual([
      {
        technician_id: 3,
        technician: 'Anna',
        ticket: 42,
        paid_at: '03-07-2026 10:30 AM',
        tip: 800,
        card_paid: 4800,
        total_paid: 4800,
      },
    ]);
  });
});
