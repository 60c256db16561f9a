import { storeDay } from '../../../common/intlFormats';
import type { Db } from '../../../database/client';
import {
  getPayrollSchedule,
  insertRunLines,
  listCarriedForward,
  listClosedClockRecords,
  listPaidServiceLines,
  listPayees,
  listPayrollAdjustments,
  listRefundedServiceLines,
  listRunLines,
  listRunsAdjustments,
  listTipRefundShares,
  listTipShares,
  lockOpenRun,
  markRunFinalised,
  sumClockRecords,
  listDrawerTipPayouts,
  type DrawerTipPayoutRow,
  type ClockRecordRow,
  type AdjustmentRow,
  type CarryRow,
  type ClockTotalsRow,
  type PayBounds,
  type PayeeRow,
  type RefundLineRow,
  type RunLineInsert,
  type RunLineRow,
  type SaleLineRow,
  type ScheduleValues,
  type TipRefundRow,
  type TipShareRow,
} from '../../../database/queries/payrolls';
import { addDays, storeDayBounds } from '../../../common/storeTime';
import { DEFAULT_PAYROLL_SETTINGS } from '../staff/employees';
import type { Actor } from '../access/permissions';
import { computePayroll, type PayrollResult, type PayrollSettings } from './payrollRules';
import type { PayPeriod } from './payPeriods';

/** Until the owner picks: weekly, Monday to Sunday (1 January 2024 was a Monday), no card-tip fee. */
export const DEFAULT_SCHEDULE: ScheduleValues = {
  frequency: 'weekly',
  anchorDate: '2024-01-01',
  cardTipFeeBp: null,
};

export async function loadSchedule(db: Db, storeId: number): Promise<ScheduleValues> {
  return (await getPayrollSchedule(db, storeId)) ?? DEFAULT_SCHEDULE;
}

/** A period's store-local dates as UTC instants: from the first day's midnight to the midnight after the last day. */
export function periodBounds(tz: string, period: PayPeriod): PayBounds {
  return { start: storeDayBounds(tz, period.start).start, end: storeDayBounds(tz, period.end).end };
}

/** One technician's pay for a period: who, the settings used, what it came from and the result. */
export interface TechnicianPay {
  employeeId: number;
  name: string;
  email: string | null;
  settings: PayrollSettings;
  workedMinutes: number;
  sales: SaleLineRow[];
  tips: TipShareRow[];
  refunds: RefundLineRow[];
  tipRefundsCents: number;
  adjustments: AdjustmentRow[];
  result: PayrollResult;
}

/** Rows by key, each group in the rows' order (appended in place: copying a group per row made it quadratic). */
function groupBy<T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const group = m.get(k);
    if (group) group.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/**
 * A tip given back is split among the ticket's technicians as the tip was,
 * largest remainder first, so the shares add up to what went back.
 */
export function allocateTipRefunds(rows: readonly TipRefundRow[]): Map<number, number> {
  const out = new Map<number, number>();
  const byRefund = groupBy(rows, (r) => r.refundId);
  for (const shares of byRefund.values()) {
    const total = shares.reduce((s, r) => s + Math.max(0, r.shareCents), 0);
    const refund = shares[0]!.refundTipCents;
    if (total <= 0 || refund <= 0) continue;
    const parts = shares.map((r) => {
      const exact = (refund * Math.max(0, r.shareCents)) / total;
      return { id: r.technicianId, cents: Math.floor(exact), rest: exact - Math.floor(exact) };
    });
    let left = refund - parts.reduce((s, p) => s + p.cents, 0);
    for (const p of [...parts].sort((a, b) => b.rest - a.rest || a.id - b.id)) {
      if (left <= 0) break;
      p.cents += 1;
      left -= 1;
    }
    for (const p of parts) out.set(p.id, (out.get(p.id) ?? 0) + p.cents);
  }
  return out;
}

const settingsOf = (p: PayeeRow): PayrollSettings =>
  p.hasSettings
    ? {
        commissionRateBp: p.commissionRateBp!,
        supplyFeeType: p.supplyFeeType!,
        supplyFeeValue: p.supplyFeeValue!,
        supplyFeeTiming: p.supplyFeeTiming!,
        guaranteedMinimumCents: p.guaranteedMinimumCents!,
        checkPercentBp: p.checkPercentBp!,
        hourlyRateCents: p.hourlyRateCents,
      }
    : { ...DEFAULT_PAYROLL_SETTINGS };

export interface PayrollSources {
  payees: PayeeRow[];
  sales: SaleLineRow[];
  tips: TipShareRow[];
  refunds: RefundLineRow[];
  tipRefunds: TipRefundRow[];
  clock: ClockTotalsRow[];
  adjustments: AdjustmentRow[];
  /** Negative nets of finalised runs that ended the day before this period began (or, for a range, inside it). */
  carried: CarryRow[];
  cardTipFeeBp: number | null;
}

export const CARRIED_LABEL = 'Carried forward';

/**
 * A finalised period that netted below zero paid nothing; what it was short
 * comes off the next period, as an adjustment nobody typed (so the figures
 * still add up on the page, the snapshot and the stub).
 */
export const carriedAdjustment = (c: CarryRow): AdjustmentRow => ({
  id: 0,
  employeeId: c.employeeId,
  label: CARRIED_LABEL,
  amountCents: c.carryForwardCents,
  reason: `Net below zero for ${storeDay(c.periodStart)} to ${storeDay(c.periodEnd)}`,
  byName: 'Payroll',
  createdAt: `${c.periodEnd}T00:00:00Z`,
});

/**
 * Everyone with something in the period (a sale, a tip, a refund, time on
 * the clock, an adjustment) and what they earned, in name order. Pure, so a
 * unit test can feed it rows.
 */
export function assemblePayroll(src: PayrollSources): TechnicianPay[] {
  const sales = groupBy(src.sales, (r) => r.technicianId);
  const tips = groupBy(src.tips, (r) => r.technicianId);
  const refunds = groupBy(src.refunds, (r) => r.technicianId);
  const adjustments = groupBy(
    [...src.carried.map(carriedAdjustment), ...src.adjustments],
    (r) => r.employeeId,
  );
  const clock = new Map(src.clock.map((c) => [c.employeeId, c]));
  const tipRefunds = allocateTipRefunds(src.tipRefunds);
  const out: TechnicianPay[] = [];
  for (const payee of src.payees) {
    const id = payee.id;
    if (
      !sales.has(id) &&
      !tips.has(id) &&
      !refunds.has(id) &&
      !adjustments.has(id) &&
      !clock.has(id) &&
      !tipRefunds.has(id)
    )
      continue;
    const settings = settingsOf(payee);
    const c = clock.get(id) ?? { workedMinutes: 0, bonusCents: 0, cashOutCents: 0 };
    const mine = {
      sales: sales.get(id) ?? [],
      tips: tips.get(id) ?? [],
      refunds: refunds.get(id) ?? [],
      adjustments: adjustments.get(id) ?? [],
    };
    const tipRefundsCents = tipRefunds.get(id) ?? 0;
    const result = computePayroll({
      settings,
      // The rows themselves (computePayroll only reads them): a copy of each line and tip was garbage for nothing.
      lines: mine.sales,
      refunds: mine.refunds,
      tips: mine.tips,
      tipRefundsCents,
      workedMinutes: c.workedMinutes,
      clockBonusCents: c.bonusCents,
      cashOutCents: c.cashOutCents,
      adjustments: mine.adjustments.map((a) => ({
        label: a.label,
        amountCents: a.amountCents,
        reason: a.reason,
      })),
      cardTipFeeBp: src.cardTipFeeBp,
    });
    out.push({
      employeeId: id,
      name: payee.name,
      email: payee.email,
      settings,
      workedMinutes: c.workedMinutes,
      ...mine,
      tipRefundsCents,
      result,
    });
  }
  return out;
}

/** The finalised runs whose shortfall a period takes over: those that ended the day before one of its days. */
const carryEnds = (period: PayPeriod) => ({
  first: addDays(period.start, -1),
  last: addDays(period.end, -1),
});

/**
 * Card tips paid out of the cash drawer (Reports → Cash Drawer) are cash the technician already has,
 * like the cash out typed at clock-out: both come off her net, or payroll would pay those tips twice.
 */
export function withTipPayouts(
  clock: readonly ClockTotalsRow[],
  payouts: readonly DrawerTipPayoutRow[],
): ClockTotalsRow[] {
  const byEmployee = new Map(clock.map((c) => [c.employeeId, { ...c }]));
  for (const p of payouts) {
    const c = byEmployee.get(p.employeeId) ?? {
      employeeId: p.employeeId,
      workedMinutes: 0,
      bonusCents: 0,
      cashOutCents: 0,
    };
    c.cashOutCents += p.cents;
    byEmployee.set(p.employeeId, c);
  }
  return [...byEmployee.values()];
}

/** A drawer tip payout as a row of the span's clock records (no time worked), so each period takes the payouts made in it. */
const tipPayoutAsClockRow = (p: DrawerTipPayoutRow): ClockRecordRow => ({
  employeeId: p.employeeId,
  clockIn: p.paidAt,
  workedMinutes: 0,
  bonusCents: 0,
  cashOutCents: p.cents,
});

/**
 * The live computation for a period (or any from–to range): one query per
 * kind for every technician at once, plus the run's adjustments when there
 * is a run. The queries go one after another, so a transaction (one
 * connection) can run it too.
 */
export async function computePeriodPay(
  db: Db,
  storeId: number,
  tz: string,
  period: PayPeriod,
  opts: { runId: number | null; cardTipFeeBp: number | null },
): Promise<TechnicianPay[]> {
  const bounds = periodBounds(tz, period);
  const sales = await listPaidServiceLines(db, storeId, bounds);
  const tips = await listTipShares(db, storeId, bounds);
  const refunds = await listRefundedServiceLines(db, storeId, bounds);
  const tipRefunds = await listTipRefundShares(db, storeId, bounds);
  const clock = withTipPayouts(
    await sumClockRecords(db, storeId, bounds),
    await listDrawerTipPayouts(db, storeId, bounds),
  );
  const adjustments = opts.runId ? await listPayrollAdjustments(db, storeId, opts.runId) : [];
  const ends = carryEnds(period);
  const carried = await listCarriedForward(db, storeId, ends.first, ends.last);
  const ids = new Set<number>([
    ...sales.map((r) => r.technicianId),
    ...tips.map((r) => r.technicianId),
    ...refunds.map((r) => r.technicianId),
    ...tipRefunds.map((r) => r.technicianId),
    ...clock.map((r) => r.employeeId),
    ...adjustments.map((r) => r.employeeId),
    ...carried.map((r) => r.employeeId),
  ]);
  const payees = await listPayees(db, storeId, [...ids]);
  return assemblePayroll({
    payees,
    sales,
    tips,
    refunds,
    tipRefunds,
    clock,
    adjustments,
    carried,
    cardTipFeeBp: opts.cardTipFeeBp,
  });
}

/** Epoch milliseconds, as `new Date(v).getTime()` (through iso's fast reading of PostgreSQL's text). */
const instant = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(iso(v)));

/**
 * Splits rows among periods by one instant each, read once per row (not once
 * per row and period: eight periods read each row's text eight times).
 */
function splitByPeriod<T>(
  rows: readonly T[],
  at: (r: T) => Date | string,
  bounds: readonly PayBounds[],
): T[][] {
  const times = rows.map((r) => instant(at(r)));
  return bounds.map((b) => {
    const start = b.start.getTime();
    const end = b.end.getTime();
    return rows.filter((_, j) => times[j]! >= start && times[j]! < end);
  });
}

/**
 * Many periods at once (Payroll Control): the same rows as computePeriodPay,
 * but each kind read once over the whole span (first period's start to the
 * last one's end) and split per period here, then the same assemblePayroll.
 * A constant number of statements however many periods are listed. Periods
 * may overlap (a run opened under an earlier schedule): each takes its own rows.
 */
export async function computePeriodsPay(
  db: Db,
  storeId: number,
  tz: string,
  items: readonly { period: PayPeriod; runId: number | null }[],
  cardTipFeeBp: number | null,
): Promise<TechnicianPay[][]> {
  if (!items.length) return [];
  const bounds = items.map((i) => periodBounds(tz, i.period));
  const span: PayBounds = {
    start: new Date(Math.min(...bounds.map((b) => b.start.getTime()))),
    end: new Date(Math.max(...bounds.map((b) => b.end.getTime()))),
  };
  const firstEnd = items.map((i) => carryEnds(i.period).first).sort()[0]!;
  const lastEnd = items
    .map((i) => carryEnds(i.period).last)
    .sort()
    .at(-1)!;
  const sales = await listPaidServiceLines(db, storeId, span);
  const tips = await listTipShares(db, storeId, span);
  const refunds = await listRefundedServiceLines(db, storeId, span);
  const tipRefunds = await listTipRefundShares(db, storeId, span);
  const clockRows = [
    ...(await listClosedClockRecords(db, storeId, span)),
    ...(await listDrawerTipPayouts(db, storeId, span)).map(tipPayoutAsClockRow),
  ];
  const runIds = items.flatMap((i) => (i.runId ? [i.runId] : []));
  const adjustments = await listRunsAdjustments(db, storeId, runIds);
  const carried = await listCarriedForward(db, storeId, firstEnd, lastEnd);
  const ids = new Set<number>([
    ...sales.map((r) => r.technicianId),
    ...tips.map((r) => r.technicianId),
    ...refunds.map((r) => r.technicianId),
    ...tipRefunds.map((r) => r.technicianId),
    ...clockRows.map((r) => r.employeeId),
    ...adjustments.map((r) => r.employeeId),
    ...carried.map((r) => r.employeeId),
  ]);
  const payees = await listPayees(db, storeId, [...ids]);
  const salesIn = splitByPeriod(sales, (r) => r.paidAt, bounds);
  const tipsIn = splitByPeriod(tips, (r) => r.paidAt, bounds);
  const refundsIn = splitByPeriod(refunds, (r) => r.refundedAt, bounds);
  const tipRefundsIn = splitByPeriod(tipRefunds, (r) => r.refundedAt, bounds);
  const clockIn = splitByPeriod(clockRows, (r) => r.clockIn, bounds);
  return items.map((item, i) => {
    const ends = carryEnds(item.period);
    const clock = new Map<number, ClockTotalsRow>();
    for (const r of clockIn[i]!) {
      const c = clock.get(r.employeeId) ?? {
        employeeId: r.employeeId,
        workedMinutes: 0,
        bonusCents: 0,
        cashOutCents: 0,
      };
      c.workedMinutes += r.workedMinutes;
      c.bonusCents += r.bonusCents;
      c.cashOutCents += r.cashOutCents;
      clock.set(r.employeeId, c);
    }
    return assemblePayroll({
      payees,
      sales: salesIn[i]!,
      tips: tipsIn[i]!,
      refunds: refundsIn[i]!,
      tipRefunds: tipRefundsIn[i]!,
      clock: [...clock.values()],
      adjustments: item.runId
        ? adjustments.filter((a) => a.runId === item.runId).map(({ runId: _run, ...a }) => a)
        : [],
      carried: carried.filter((c) => c.periodEnd >= ends.first && c.periodEnd <= ends.last),
      cardTipFeeBp,
    });
  });
}

const firstByLine = <T extends { lineId: number }>(rows: readonly T[]) => {
  const m = new Map<number, T>();
  for (const row of rows) if (!m.has(row.lineId)) m.set(row.lineId, row);
  return m;
};

/** PostgreSQL's text of a timestamptz in a UTC session, years 1000–9999: `2026-11-02 14:05:09.123456+00`. */
const PG_UTC_TEXT = /^([1-9]\d{3}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * An instant as ISO 8601 UTC with milliseconds, exactly as
 * `new Date(v).toISOString()` gives it (fractions cut to milliseconds, not
 * rounded), without Date's slow parse of PostgreSQL's text for every line and
 * tip of a period; any other text goes through Date.
 */
export function iso(v: Date | string): string {
  if (v instanceof Date) return v.toISOString();
  const m = PG_UTC_TEXT.exec(v);
  if (!m) return new Date(v).toISOString();
  const fraction = m[3] ?? '';
  return `${m[1]}T${m[2]}.${fraction.length >= 3 ? fraction.slice(0, 3) : fraction.padEnd(3, '0')}Z`;
}

/** A technician's commission lines, each with the ticket it came from (number, when paid): the snapshot's and the live page's. */
function commissionLinesOf(p: TechnicianPay) {
  // Each line's sale or refund by line id, the first of each (a find per line was quadratic).
  const sales = firstByLine(p.sales);
  const refunds = firstByLine(p.refunds);
  return p.result.lines.map((l) => {
    const sale = l.amountCents >= 0 ? (sales.get(l.lineId) ?? null) : null;
    const refund = l.amountCents < 0 ? (refunds.get(l.lineId) ?? null) : null;
    // Spelled out, in CommissionLine's order: `{ ...l, … }` took most of this function's time (V8's slow path for a spread with keys added).
    return {
      invoiceId: l.invoiceId,
      lineId: l.lineId,
      name: l.name,
      amountCents: l.amountCents,
      rateBp: l.rateBp,
      supplyFeeCents: l.supplyFeeCents,
      commissionCents: l.commissionCents,
      invoiceNumber: sale?.invoiceNumber ?? refund?.invoiceNumber ?? null,
      paidAt: sale ? iso(sale.paidAt) : null,
    };
  });
}

const adjustmentsOf = (p: TechnicianPay) =>
  p.adjustments.map((a) => ({
    label: a.label,
    amountCents: a.amountCents,
    reason: a.reason,
    byName: a.byName,
    ...(a.id === 0 ? { carried: true } : {}),
  }));

/**
 * Every figure of one technician's pay, in the order the snapshot row, the
 * live page and a finalised run's page all carry them: the one list of them.
 */
export const PAYROLL_FIGURES = [
  'serviceSalesCents',
  'refundedSalesCents',
  'supplyFeeCents',
  'commissionCents',
  'workedMinutes',
  'hourlyCents',
  'guaranteeTopUpCents',
  'tipsCents',
  'cardTipFeeCents',
  'bonusCents',
  'adjustmentsCents',
  'cashOutCents',
  'netCents',
  'checkCents',
  'cashCents',
  'carryForwardCents',
] as const satisfies readonly (keyof RunLineRow)[];
export type PayFigures = Record<(typeof PAYROLL_FIGURES)[number], number>;

/** The figures from a computed result (the minutes worked come from the clock, not the rules) or a snapshot row. */
function figuresOf(from: Omit<PayFigures, 'workedMinutes'>, workedMinutes: number): PayFigures {
  const out = {} as PayFigures;
  for (const k of PAYROLL_FIGURES) out[k] = k === 'workedMinutes' ? workedMinutes : from[k];
  return out;
}

/** The snapshot row of one technician's pay: every figure, and the detail it came from. */
export function snapshotOf(storeId: number, runId: number, p: TechnicianPay): RunLineInsert {
  return {
    storeId,
    runId,
    employeeId: p.employeeId,
    employeeName: p.name,
    ...figuresOf(p.result, p.workedMinutes),
    commissionLines: commissionLinesOf(p),
    tips: {
      shares: p.tips.map((t) => ({ ...t, paidAt: iso(t.paidAt) })),
      refundedCents: p.tipRefundsCents,
    },
    adjustments: adjustmentsOf(p),
    settings: p.settings,
  };
}

export type FinaliseOutcome = 'finalised' | 'already';

/**
 * Finalises an open run in one transaction: the run row is locked, the live
 * computation is written as the snapshot, and the state moves from open
 * only (WHERE state = 'open'). A second submit, or a second desk at the same
 * moment, waits on the lock and then finds the run finalised: one snapshot.
 */
export async function finalisePayrollRun(
  db: Db,
  storeId: number,
  tz: string,
  run: { id: number; periodStart: string; periodEnd: string },
  actor: Actor,
): Promise<FinaliseOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockOpenRun(tx, storeId, run.id);
    if (!locked) return 'already';
    const schedule = await loadSchedule(tx, storeId);
    const pay = await computePeriodPay(
      tx,
      storeId,
      tz,
      { start: run.periodStart, end: run.periodEnd },
      { runId: run.id, cardTipFeeBp: schedule.cardTipFeeBp },
    );
    await insertRunLines(
      tx,
      pay.map((p) => snapshotOf(storeId, run.id, p)),
    );
    const changed = await markRunFinalised(tx, storeId, run.id, {
      userId: actor.kind === 'user' ? actor.id : null,
      employeeId: actor.kind === 'employee' ? actor.id : null,
      name: actor.name,
    });
    if (changed !== 1) throw new Error('payroll run changed state while locked');
    return 'finalised' as const;
  });
}

/** One technician's pay as every payroll screen shows it, from the live computation or a finalised snapshot alike. */
export interface PayDetail {
  employeeId: number;
  name: string;
  email: string | null;
  figures: PayFigures;
  lines: {
    invoiceId: number;
    invoiceNumber: number | null;
    paidAt: string | null;
    name: string;
    amountCents: number;
    rateBp: number;
    supplyFeeCents: number;
    commissionCents: number;
  }[];
  tips: {
    invoiceId: number;
    invoiceNumber: number | null;
    paidAt: string;
    tipCents: number;
    cardPaidCents: number;
    totalPaidCents: number;
  }[];
  tipRefundsCents: number;
  /** `carried`: a shortfall brought from the period before, not typed by anyone (it cannot be removed). */
  adjustments: {
    label: string;
    amountCents: number;
    reason: string;
    byName: string;
    carried?: boolean;
  }[];
  settings: PayrollSettings;
}

/**
 * The live computation as detailOfSnapshot shows its snapshot (a unit test
 * holds them equal), built directly: going through the snapshot turned every
 * line's and tip's time into text and back (a tenth of the run at 1 M tickets).
 */
export function detailOfLive(p: TechnicianPay): PayDetail {
  return {
    employeeId: p.employeeId,
    name: p.name,
    email: p.email,
    figures: figuresOf(p.result, p.workedMinutes),
    lines: commissionLinesOf(p),
    tips: p.tips.map((t) => ({
      invoiceId: t.invoiceId,
      invoiceNumber: t.invoiceNumber,
      paidAt: iso(t.paidAt),
      tipCents: t.tipCents,
      cardPaidCents: t.cardPaidCents,
      totalPaidCents: t.totalPaidCents,
    })),
    tipRefundsCents: p.tipRefundsCents,
    adjustments: adjustmentsOf(p),
    settings: p.settings,
  };
}

export function detailOfSnapshot(row: RunLineRow, email: string | null): PayDetail {
  const tips = row.tips as { shares: TipShareRow[]; refundedCents: number };
  return {
    employeeId: row.employeeId,
    name: row.employeeName,
    email,
    figures: figuresOf(row, row.workedMinutes),
    lines: (row.commissionLines as PayDetail['lines']).map((l) => ({
      ...l,
      paidAt: l.paidAt ? iso(l.paidAt) : null,
    })),
    tips: tips.shares.map((t) => ({
      invoiceId: t.invoiceId,
      invoiceNumber: t.invoiceNumber,
      paidAt: iso(t.paidAt),
      tipCents: t.tipCents,
      cardPaidCents: t.cardPaidCents,
      totalPaidCents: t.totalPaidCents,
    })),
    tipRefundsCents: tips.refundedCents,
    adjustments: row.adjustments as PayDetail['adjustments'],
    settings: row.settings as PayrollSettings,
  };
}

/**
 * A run's pay per technician: the snapshot once finalised (never
 * recomputed), the live computation while open.
 */
export async function payOfRun(
  db: Db,
  storeId: number,
  tz: string,
  run: { id: number; state: string; periodStart: string; periodEnd: string },
  employeeId?: number,
): Promise<PayDetail[]> {
  if (run.state === 'finalised') {
    const rows = await listRunLines(db, storeId, run.id, employeeId);
    const emails = new Map(
      (
        await listPayees(
          db,
          storeId,
          rows.map((r) => r.employeeId),
        )
      ).map((p) => [p.id, p.email]),
    );
    return rows.map((r) => detailOfSnapshot(r, emails.get(r.employeeId) ?? null));
  }
  const schedule = await loadSchedule(db, storeId);
  const live = await computePeriodPay(
    db,
    storeId,
    tz,
    { start: run.periodStart, end: run.periodEnd },
    { runId: run.id, cardTipFeeBp: schedule.cardTipFeeBp },
  );
  return live.filter((p) => !employeeId || p.employeeId === employeeId).map(detailOfLive);
}

/** Any from–to range, live (no run, so no adjustments): the report's custom range. */
export async function payOfRange(
  db: Db,
  storeId: number,
  tz: string,
  period: PayPeriod,
): Promise<PayDetail[]> {
  const schedule = await loadSchedule(db, storeId);
  return (
    await computePeriodPay(db, storeId, tz, period, {
      runId: null,
      cardTipFeeBp: schedule.cardTipFeeBp,
    })
  ).map(detailOfLive);
}
