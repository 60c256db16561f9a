import type {
  AdjustmentRow,
  PayeeRow,
  PayrollRunRow,
  ScheduleValues,
  sumRunLines,
} from '../../../database/queries/payrolls';
import {
  notOfferedReason,
  openingProblem,
  runOrderNote,
  type PayPeriod,
  type PaySchedule,
} from '../../domain/payroll/payPeriods';
import type { PayDetail, TechnicianPay } from '../../domain/payroll/payrollRuns';
import { nameOptions } from './options';

/** One technician's pay as the pages and the pay stub show it: cents, snake_case. */
export const payRow = (d: PayDetail) => {
  const f = d.figures;
  return {
    technician_id: d.employeeId,
    name: d.name,
    has_email: Boolean(d.email),
    service_sales: f.serviceSalesCents,
    refunded_sales: f.refundedSalesCents,
    supply_fee: f.supplyFeeCents,
    commission: f.commissionCents,
    tips: f.tipsCents,
    card_tip_fee: f.cardTipFeeCents,
    worked_minutes: f.workedMinutes,
    hourly: f.hourlyCents,
    guarantee_top_up: f.guaranteeTopUpCents,
    bonus: f.bonusCents,
    adjustments: f.adjustmentsCents,
    cash_out: f.cashOutCents,
    net: f.netCents,
    check: f.checkCents,
    cash: f.cashCents,
    carry_forward: f.carryForwardCents,
  };
};

export interface PeriodTotals {
  technicians: number;
  serviceSalesCents: number;
  tipsCents: number;
  netCents: number;
}

export const NO_TOTALS: PeriodTotals = {
  technicians: 0,
  serviceSalesCents: 0,
  tipsCents: 0,
  netCents: 0,
};

/** A period's totals over its technicians, as Payroll Control lists them. */
export const periodTotals = (pay: readonly TechnicianPay[]): PeriodTotals =>
  pay.reduce(
    (t, x) => ({
      technicians: t.technicians + 1,
      serviceSalesCents: t.serviceSalesCents + x.result.serviceSalesCents,
      tipsCents: t.tipsCents + x.result.tipsCents,
      netCents: t.netCents + x.result.netCents,
    }),
    NO_TOTALS,
  );

/** The pay schedule form: the card-tip fee as the percent typed ("3.5"), empty when none. */
export const scheduleForm = (s: ScheduleValues) => ({
  frequency: s.frequency,
  anchor_date: s.anchorDate,
  card_tip_fee: s.cardTipFeeBp === null ? '' : String(s.cardTipFeeBp / 100),
});

/** Where the store's payroll stands, for what each period row may offer. */
export interface PayrollPosition {
  today: string;
  schedule: PaySchedule;
  /** The last day a finalised payroll paid, or null. */
  through: string | null;
  /** The only period that may be opened next, after a finalised one (null: any). */
  next: PayPeriod | null;
}

/** A row of Payroll Control: its state ('not_started' without a run), whether it can be run now or why not, and its totals. */
export const payrollPeriodRow =
  ({ today, schedule, through, next }: PayrollPosition) =>
  ({
    period: p,
    run,
    totals,
  }: {
    period: PayPeriod;
    run: PayrollRunRow | null;
    totals: PeriodTotals;
  }) => ({
    start: p.start,
    end: p.end,
    run_id: run?.id ?? null,
    state: run?.state ?? 'not_started',
    current: p.start <= today && today <= p.end,
    ended: p.end < today,
    can_run: !run && p.start <= today && !openingProblem(schedule, through, p),
    not_offered: run ? null : notOfferedReason(through, next, p),
    technicians: totals.technicians,
    service_sales: totals.serviceSalesCents,
    tips: totals.tipsCents,
    net: totals.netCents,
  });

/** A run's header: who finalised it and when (an ISO instant), or nulls while open. */
export const runHeader = (run: PayrollRunRow) => ({
  id: run.id,
  period_start: run.periodStart,
  period_end: run.periodEnd,
  state: run.state,
  finalised_at: run.finalisedAt ? new Date(run.finalisedAt).toISOString() : null,
  finalised_by: run.finalisedByName,
});

/**
 * A run's adjustments. While open: the typed ones (removable) and any shortfall carried in;
 * once finalised, the snapshot's. The ones not typed get negative ids, never a real row's.
 */
export const runAdjustments = (
  state: PayrollRunRow['state'],
  typed: readonly AdjustmentRow[],
  pay: readonly PayDetail[],
) => [
  ...typed.map((a) => ({
    id: a.id,
    technician_id: a.employeeId,
    label: a.label,
    amount: a.amountCents,
    reason: a.reason,
    by: a.byName,
    removable: true,
  })),
  ...pay
    .flatMap((p) =>
      p.adjustments
        .filter((a) => state === 'finalised' || a.carried)
        .map((a) => ({
          technician_id: p.employeeId,
          label: a.label,
          amount: a.amountCents,
          reason: a.reason,
          by: a.byName,
          removable: false,
        })),
    )
    .map((a, i) => ({ id: -(i + 1), ...a })),
];

/** A period of Payroll Control with its run, if one was opened. */
export interface ListedPeriod {
  period: PayPeriod;
  run: PayrollRunRow | null;
}

/**
 * payrolls.index (Payroll Control): the schedule, and the listed periods with their state and
 * totals: a finalised run's from its snapshot sums, every other period's live (`livePay`, in the
 * order of `live`).
 */
export function payrollControlPage(
  p: PayrollPosition & {
    schedule: ScheduleValues;
    runs: PayrollRunRow[];
    listed: ListedPeriod[];
    finalisedSums: Awaited<ReturnType<typeof sumRunLines>>;
    live: ListedPeriod[];
    livePay: (readonly TechnicianPay[])[];
  },
) {
  const { today, schedule, through, next, runs } = p;
  const finalisedTotals = new Map(p.finalisedSums.map((t) => [t.runId, t]));
  const liveTotals = new Map(p.live.map((x, i) => [x.period.start, periodTotals(p.livePay[i]!)]));
  const totalsOf = ({ period, run }: ListedPeriod) =>
    (run?.state === 'finalised' ? finalisedTotals.get(run.id) : liveTotals.get(period.start)) ??
    NO_TOTALS;
  return {
    schedule: scheduleForm(schedule),
    periods: p.listed.map((x) =>
      payrollPeriodRow({ today, schedule, through, next })({ ...x, totals: totalsOf(x) }),
    ),
    run_order: runOrderNote(
      through,
      next,
      Boolean(next && runs.some((r) => r.periodStart === next.start && r.state === 'open')),
    ),
  };
}

/** payrolls.create: the periods that may be opened now (the one asked for, else the last ended, selected) and the order runs go in. */
export function payrollCreatePage(p: {
  today: string;
  through: string | null;
  next: PayPeriod | null;
  runs: PayrollRunRow[];
  open: PayPeriod[];
  wanted: string | null;
}) {
  const { today, next, open } = p;
  return {
    periods: open.map((o) => ({ start: o.start, end: o.end, ended: o.end < today })),
    run_order: runOrderNote(
      p.through,
      next,
      Boolean(next && p.runs.some((r) => r.periodStart === next.start)),
    ),
    selected:
      open.find((o) => o.start === p.wanted)?.start ??
      open.find((o) => o.end < today)?.start ??
      open[0]?.start ??
      '',
  };
}

/**
 * payrolls.edit: per technician the computation (live while open, the snapshot once finalised)
 * with a finalised run's stub link, the adjustments, who may get one, and a warning of card tips
 * not settled yet (payroll pays the tips as the tickets have them).
 */
export const payrollEditPage = (p: {
  run: PayrollRunRow;
  today: string;
  pay: PayDetail[];
  adjustments: AdjustmentRow[];
  staff: PayeeRow[];
  unsettled: { count: number; cents: number };
  stubUrl: (employeeId: number) => string | null;
}) => ({
  run: runHeader(p.run),
  ended: p.run.periodEnd < p.today,
  technicians: p.pay.map((d) => ({ ...payRow(d), stub_url: p.stubUrl(d.employeeId) })),
  adjustments: runAdjustments(p.run.state, p.adjustments, p.pay),
  staff: nameOptions(p.staff),
  unsettled_card_tips:
    p.unsettled.count > 0 ? { count: p.unsettled.count, amount_cents: p.unsettled.cents } : null,
});
