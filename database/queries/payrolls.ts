import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../rowsOf';
import {
  clockRecords,
  drawerMovements,
  employeePayrollSettings,
  employees,
  invoiceLines,
  invoiceTips,
  invoices,
  payrollAdjustments,
  payrollRunLines,
  payrollRuns,
  payrollSchedules,
  refundLines,
  refunds,
} from '../schema';
import { clock } from '../../common/clock';

/**
 * Payroll's reads and writes. The inputs of a pay computation come from one
 * query per kind for every technician at once, each leading with store_id and
 * bounded by the period's UTC instants [start, end) from the store's zone:
 * paid (never voided) service lines by paid_at, tip shares by paid_at,
 * refunds by when they were given (a refund of an earlier sale reverses in
 * the refund's period), clock records by clock-in.
 */
export interface PayBounds {
  start: Date;
  end: Date;
}

const int = (expr: ReturnType<typeof sql>) => sql<number>`coalesce(${expr}, 0)::int`;

const paidIn = (storeId: number, b: PayBounds) =>
  and(
    eq(invoices.storeId, storeId),
    eq(invoices.status, 'paid'),
    gte(invoices.paidAt, b.start),
    lt(invoices.paidAt, b.end),
  );

/** The last day of the store's latest finalised pay period (YYYY-MM-DD), or null: tips up to it can no longer move. */
export async function finalisedThrough(db: Db, storeId: number): Promise<string | null> {
  const [row] = await db
    .select({ end: sql<string | null>`max(${payrollRuns.periodEnd})::text` })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.storeId, storeId), eq(payrollRuns.state, 'finalised')));
  return row?.end ?? null;
}

/**
 * finalisedThrough for a write that changes what some store days pay (a
 * ticket's tip, a clock record): it first share-locks the open runs covering
 * those days, so a finalise of one of them (which locks its run FOR UPDATE
 * before computing the snapshot) either finished before (and is seen here)
 * or waits for the write to commit (and computes with it). Call it inside the
 * write's transaction.
 */
export async function finalisedThroughForWrite(
  db: Db,
  storeId: number,
  dates: readonly string[],
): Promise<string | null> {
  for (const date of [...new Set(dates)].sort()) {
    await db
      .select({ id: payrollRuns.id })
      .from(payrollRuns)
      .where(
        and(
          eq(payrollRuns.storeId, storeId),
          eq(payrollRuns.state, 'open'),
          lte(payrollRuns.periodStart, date),
          gte(payrollRuns.periodEnd, date),
        ),
      )
      .for('share');
  }
  return finalisedThrough(db, storeId);
}

// ---- schedule ----

export interface ScheduleValues {
  frequency: 'weekly' | 'biweekly' | 'semimonthly';
  anchorDate: string;
  cardTipFeeBp: number | null;
}

export async function getPayrollSchedule(db: Db, storeId: number): Promise<ScheduleValues | null> {
  const [row] = await db
    .select({
      frequency: payrollSchedules.frequency,
      anchorDate: payrollSchedules.anchorDate,
      cardTipFeeBp: payrollSchedules.cardTipFeeBp,
    })
    .from(payrollSchedules)
    .where(eq(payrollSchedules.storeId, storeId));
  return row ?? null;
}

export async function savePayrollSchedule(db: Db, storeId: number, values: ScheduleValues) {
  await db
    .insert(payrollSchedules)
    .values({ storeId, ...values })
    .onConflictDoUpdate({
      target: payrollSchedules.storeId,
      set: { ...values, updatedAt: clock.now() },
    });
}

// ---- runs ----

const runColumns = {
  id: payrollRuns.id,
  periodStart: payrollRuns.periodStart,
  periodEnd: payrollRuns.periodEnd,
  state: payrollRuns.state,
  finalisedAt: payrollRuns.finalisedAt,
  finalisedByName: payrollRuns.finalisedByName,
};
export type PayrollRunRow = {
  id: number;
  periodStart: string;
  periodEnd: string;
  state: 'open' | 'finalised';
  finalisedAt: Date | string | null;
  finalisedByName: string | null;
};

/** The store's runs whose period ends on or after a date, newest first. */
export async function listPayrollRuns(
  db: Db,
  storeId: number,
  endingFrom: string,
): Promise<PayrollRunRow[]> {
  return db
    .select(runColumns)
    .from(payrollRuns)
    .where(and(eq(payrollRuns.storeId, storeId), gte(payrollRuns.periodEnd, endingFrom)))
    .orderBy(desc(payrollRuns.periodStart));
}

/** The store's finalised runs, newest first (the report's period picker). */
export async function listFinalisedRuns(
  db: Db,
  storeId: number,
  limit: number,
): Promise<PayrollRunRow[]> {
  return db
    .select(runColumns)
    .from(payrollRuns)
    .where(and(eq(payrollRuns.storeId, storeId), eq(payrollRuns.state, 'finalised')))
    .orderBy(desc(payrollRuns.periodStart))
    .limit(limit);
}

export async function getPayrollRun(
  db: Db,
  storeId: number,
  runId: number,
): Promise<PayrollRunRow | null> {
  const [row] = await db
    .select(runColumns)
    .from(payrollRuns)
    .where(and(eq(payrollRuns.storeId, storeId), eq(payrollRuns.id, runId)));
  return row ?? null;
}

export async function getPayrollRunByStart(
  db: Db,
  storeId: number,
  periodStart: string,
): Promise<PayrollRunRow | null> {
  const [row] = await db
    .select(runColumns)
    .from(payrollRuns)
    .where(and(eq(payrollRuns.storeId, storeId), eq(payrollRuns.periodStart, periodStart)));
  return row ?? null;
}

/** Opens a run for a period, or finds the one already there (two submits make one run). */
export async function openPayrollRun(
  db: Db,
  storeId: number,
  period: { start: string; end: string },
  byName: string,
): Promise<PayrollRunRow> {
  await db
    .insert(payrollRuns)
    .values({ storeId, periodStart: period.start, periodEnd: period.end, createdByName: byName })
    .onConflictDoNothing({ target: [payrollRuns.storeId, payrollRuns.periodStart] });
  return (await getPayrollRunByStart(db, storeId, period.start))!;
}

/** The earliest open run of a period that starts before `start`, or null: payroll is finalised in order. */
export async function getOpenRunBefore(
  db: Db,
  storeId: number,
  start: string,
): Promise<PayrollRunRow | null> {
  const [row] = await db
    .select(runColumns)
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.storeId, storeId),
        eq(payrollRuns.state, 'open'),
        lt(payrollRuns.periodStart, start),
      ),
    )
    .orderBy(asc(payrollRuns.periodStart))
    .limit(1);
  return row ?? null;
}

/** Locks an open run for the finalising transaction; null when it is gone or already finalised. */
export async function lockOpenRun(
  db: Db,
  storeId: number,
  runId: number,
): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.storeId, storeId),
        eq(payrollRuns.id, runId),
        eq(payrollRuns.state, 'open'),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The state change itself, only from open: the number of rows changed (0 when someone finalised first). */
export async function markRunFinalised(
  db: Db,
  storeId: number,
  runId: number,
  by: { userId: number | null; employeeId: number | null; name: string },
): Promise<number> {
  const rows = await db
    .update(payrollRuns)
    .set({
      state: 'finalised',
      finalisedAt: sql`now()`,
      finalisedByUserId: by.userId,
      finalisedByEmployeeId: by.employeeId,
      finalisedByName: by.name,
    })
    .where(
      and(
        eq(payrollRuns.storeId, storeId),
        eq(payrollRuns.id, runId),
        eq(payrollRuns.state, 'open'),
      ),
    )
    .returning({ id: payrollRuns.id });
  return rows.length;
}

// ---- adjustments ----

export interface AdjustmentRow {
  id: number;
  employeeId: number;
  label: string;
  amountCents: number;
  reason: string;
  byName: string;
  createdAt: Date | string;
}

export async function listPayrollAdjustments(
  db: Db,
  storeId: number,
  runId: number,
): Promise<AdjustmentRow[]> {
  return (await listRunsAdjustments(db, storeId, [runId])).map(({ runId: _run, ...a }) => a);
}

/** The adjustments of several runs at once (Payroll Control), each with its run. */
export async function listRunsAdjustments(
  db: Db,
  storeId: number,
  runIds: number[],
): Promise<(AdjustmentRow & { runId: number })[]> {
  if (!runIds.length) return [];
  return db
    .select({
      id: payrollAdjustments.id,
      runId: payrollAdjustments.runId,
      employeeId: payrollAdjustments.employeeId,
      label: payrollAdjustments.label,
      amountCents: payrollAdjustments.amountCents,
      reason: payrollAdjustments.reason,
      byName: payrollAdjustments.byName,
      createdAt: payrollAdjustments.createdAt,
    })
    .from(payrollAdjustments)
    .where(and(eq(payrollAdjustments.storeId, storeId), inArray(payrollAdjustments.runId, runIds)))
    .orderBy(asc(payrollAdjustments.id));
}

/** Adds an adjustment only while the run is open (one statement): false when the run is finalised. */
export async function addPayrollAdjustment(
  db: Db,
  storeId: number,
  runId: number,
  values: {
    employeeId: number;
    label: string;
    amountCents: number;
    reason: string;
    byUserId: number | null;
    byEmployeeId: number | null;
    byName: string;
  },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${payrollAdjustments} (store_id, run_id, employee_id, label, amount_cents, reason, by_user_id, by_employee_id, by_name)
    select ${storeId}, r.id, ${values.employeeId}, ${values.label}, ${values.amountCents}, ${values.reason}, ${values.byUserId}, ${values.byEmployeeId}, ${values.byName}
    from ${payrollRuns} r where r.store_id = ${storeId} and r.id = ${runId} and r.state = 'open'
    returning id`);
  return rowsOf(result).length > 0;
}

/** One of the store's adjustments by id, with its run, or null. */
export async function getPayrollAdjustment(
  db: Db,
  storeId: number,
  id: number,
): Promise<(AdjustmentRow & { runId: number }) | null> {
  const [row] = await db
    .select({
      id: payrollAdjustments.id,
      runId: payrollAdjustments.runId,
      employeeId: payrollAdjustments.employeeId,
      label: payrollAdjustments.label,
      amountCents: payrollAdjustments.amountCents,
      reason: payrollAdjustments.reason,
      byName: payrollAdjustments.byName,
      createdAt: payrollAdjustments.createdAt,
    })
    .from(payrollAdjustments)
    .where(and(eq(payrollAdjustments.storeId, storeId), eq(payrollAdjustments.id, id)));
  return row ?? null;
}

/** Removes an adjustment of an open run: the number removed. */
export async function deletePayrollAdjustment(
  db: Db,
  storeId: number,
  runId: number,
  adjustmentId: number,
): Promise<number> {
  const result = await db.execute(sql`
    delete from ${payrollAdjustments} a using ${payrollRuns} r
    where a.store_id = ${storeId} and a.run_id = ${runId} and a.id = ${adjustmentId}
      and r.store_id = ${storeId} and r.id = a.run_id and r.state = 'open'
    returning a.id`);
  return rowsOf(result).length;
}

// ---- the inputs of a pay computation ----

export interface SaleLineRow {
  technicianId: number;
  invoiceId: number;
  invoiceNumber: number | null;
  paidAt: Date | string;
  lineId: number;
  name: string;
  netCents: number;
  quantity: number;
  commissionRateBp: number | null;
}

/**
 * A select's rows as the driver hands them over, keyed by the names its
 * fields are given with `as`: drizzle's own row mapping (type checks for
 * every cell) was a third of a payroll run's JavaScript at 1 M tickets. Only
 * for fields that need no decoding: integers, text, timestamps as text.
 */
async function plainRows<T>(db: Db, query: SQLWrapper): Promise<T[]> {
  return rowsOf(await db.execute(query)) as T[];
}
const named = <T>(value: AnyColumn | SQL, name: string) => sql<T>`${value}`.as(name);

/** Paid service lines of the period with a technician: net after discounts, the price and commission override as sold. */
export async function listPaidServiceLines(
  db: Db,
  storeId: number,
  b: PayBounds,
  technicianId?: number,
): Promise<SaleLineRow[]> {
  return plainRows<SaleLineRow>(
    db,
    db
      .select({
        technicianId: named<number>(invoiceLines.technicianId, 'technicianId'),
        invoiceId: named<number>(invoices.id, 'invoiceId'),
        invoiceNumber: named<number | null>(invoices.number, 'invoiceNumber'),
        paidAt: named<Date | string>(invoices.paidAt, 'paidAt'),
        lineId: named<number>(invoiceLines.id, 'lineId'),
        name: named<string>(invoiceLines.name, 'name'),
        netCents: named<number>(invoiceLines.netCents, 'netCents'),
        quantity: named<number>(invoiceLines.quantity, 'quantity'),
        commissionRateBp: named<number | null>(invoiceLines.commissionRateBp, 'commissionRateBp'),
      })
      .from(invoices)
      .innerJoin(
        invoiceLines,
        and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoices.id)),
      )
      .where(
        and(
          paidIn(storeId, b),
          eq(invoiceLines.kind, 'service'),
          isNotNull(invoiceLines.technicianId),
          technicianId ? eq(invoiceLines.technicianId, technicianId) : undefined,
        ),
      )
      .orderBy(
        asc(invoices.paidAt),
        asc(invoices.id),
        asc(invoiceLines.sortOrder),
        asc(invoiceLines.id),
      ),
  );
}

export interface TipShareRow {
  technicianId: number;
  invoiceId: number;
  invoiceNumber: number | null;
  paidAt: Date | string;
  tipCents: number;
  cardPaidCents: number;
  totalPaidCents: number;
}

/**
 * Each technician's recorded tip share on the period's paid tickets, with how
 * the ticket was paid (the card part). The shares are looked up ticket by
 * ticket (a lateral subquery, by invoice_tips' key): as a plain join the
 * planner hashed all of the store's shares (1 M at 1 M tickets, 125–400 ms)
 * to keep two weeks' 8,000 (about 20 ms probed).
 */
export async function listTipShares(
  db: Db,
  storeId: number,
  b: PayBounds,
  technicianId?: number,
): Promise<TipShareRow[]> {
  const shares = db
    .select({ technicianId: invoiceTips.technicianId, cents: invoiceTips.cents })
    .from(invoiceTips)
    .where(
      and(
        eq(invoiceTips.storeId, storeId),
        eq(invoiceTips.invoiceId, invoices.id),
        sql`${invoiceTips.cents} <> 0`,
        technicianId ? eq(invoiceTips.technicianId, technicianId) : undefined,
      ),
    )
    // Its ORDER BY (the primary key's order) also keeps the planner from flattening it back into the join.
    .orderBy(asc(invoiceTips.technicianId))
    .as('shares');
  return plainRows<TipShareRow>(
    db,
    db
      .select({
        technicianId: named<number>(shares.technicianId, 'technicianId'),
        invoiceId: named<number>(invoices.id, 'invoiceId'),
        invoiceNumber: named<number | null>(invoices.number, 'invoiceNumber'),
        paidAt: named<Date | string>(invoices.paidAt, 'paidAt'),
        tipCents: named<number>(shares.cents, 'tipCents'),
        cardPaidCents: named<number>(invoices.creditCardAmount, 'cardPaidCents'),
        totalPaidCents: named<number>(invoices.amountDueCents, 'totalPaidCents'),
      })
      .from(invoices)
      .crossJoinLateral(shares)
      .where(paidIn(storeId, b))
      .orderBy(asc(invoices.paidAt), asc(invoices.id), asc(shares.technicianId)),
  );
}

export interface RefundLineRow {
  technicianId: number;
  refundId: number;
  invoiceId: number;
  invoiceNumber: number | null;
  lineId: number;
  name: string;
  refundedCents: number;
  /** Units given back whole: the line's quantity when its whole net went back, else 0. */
  quantity: number;
  commissionRateBp: number | null;
  /** When the money went back: the refund counts in the period of this instant. */
  refundedAt: Date | string;
}

/** Service lines given back in the period (whenever they were sold), per technician. */
export async function listRefundedServiceLines(
  db: Db,
  storeId: number,
  b: PayBounds,
): Promise<RefundLineRow[]> {
  return db
    .select({
      technicianId: sql<number>`${invoiceLines.technicianId}`,
      refundId: refunds.id,
      invoiceId: refunds.invoiceId,
      invoiceNumber: invoices.number,
      lineId: invoiceLines.id,
      name: invoiceLines.name,
      refundedCents: refundLines.netCents,
      quantity: sql<number>`case when ${refundLines.netCents} >= ${invoiceLines.netCents} then ${invoiceLines.quantity} else 0 end::int`,
      commissionRateBp: invoiceLines.commissionRateBp,
      refundedAt: sql<Date | string>`${refunds.createdAt}`,
    })
    .from(refunds)
    .innerJoin(
      refundLines,
      and(eq(refundLines.storeId, storeId), eq(refundLines.refundId, refunds.id)),
    )
    .innerJoin(
      invoiceLines,
      and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.id, refundLines.invoiceLineId)),
    )
    .innerJoin(invoices, and(eq(invoices.storeId, storeId), eq(invoices.id, refunds.invoiceId)))
    .where(
      and(
        eq(refunds.storeId, storeId),
        gte(refunds.createdAt, b.start),
        lt(refunds.createdAt, b.end),
        eq(invoiceLines.kind, 'service'),
        isNotNull(invoiceLines.technicianId),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refundLines.id));
}

export interface TipRefundRow {
  refundId: number;
  refundTipCents: number;
  invoiceTipCents: number;
  technicianId: number;
  shareCents: number;
  refundedAt: Date | string;
}

/** Tips given back in the period, with the ticket's recorded shares, so the giving-back is split as the tip was. */
export async function listTipRefundShares(
  db: Db,
  storeId: number,
  b: PayBounds,
): Promise<TipRefundRow[]> {
  return db
    .select({
      refundId: refunds.id,
      refundTipCents: refunds.tipCents,
      invoiceTipCents: invoices.tipCents,
      technicianId: invoiceTips.technicianId,
      shareCents: invoiceTips.cents,
      refundedAt: sql<Date | string>`${refunds.createdAt}`,
    })
    .from(refunds)
    .innerJoin(invoices, and(eq(invoices.storeId, storeId), eq(invoices.id, refunds.invoiceId)))
    .innerJoin(
      invoiceTips,
      and(eq(invoiceTips.storeId, storeId), eq(invoiceTips.invoiceId, refunds.invoiceId)),
    )
    .where(
      and(
        eq(refunds.storeId, storeId),
        gte(refunds.createdAt, b.start),
        lt(refunds.createdAt, b.end),
        sql`${refunds.tipCents} > 0`,
      ),
    )
    .orderBy(asc(refunds.id), asc(invoiceTips.technicianId));
}

export interface ClockTotalsRow {
  employeeId: number;
  workedMinutes: number;
  bonusCents: number;
  cashOutCents: number;
}

/** Per employee, the closed clock records started in the period: minutes worked, bonus and cash out entered at clock-out. */
export async function sumClockRecords(
  db: Db,
  storeId: number,
  b: PayBounds,
): Promise<ClockTotalsRow[]> {
  return db
    .select({
      employeeId: clockRecords.employeeId,
      workedMinutes: int(
        sql`sum(floor(extract(epoch from (${clockRecords.clockOut} - ${clockRecords.clockIn})) / 60))`,
      ),
      bonusCents: int(sql`sum(${clockRecords.bonusCents})`),
      cashOutCents: int(sql`sum(${clockRecords.cashOutCents})`),
    })
    .from(clockRecords)
    .where(
      and(
        eq(clockRecords.storeId, storeId),
        gte(clockRecords.clockIn, b.start),
        lt(clockRecords.clockIn, b.end),
        isNotNull(clockRecords.clockOut),
      ),
    )
    .groupBy(clockRecords.employeeId);
}

export interface ClockRecordRow {
  employeeId: number;
  clockIn: Date | string;
  workedMinutes: number;
  bonusCents: number;
  cashOutCents: number;
}

/**
 * The closed clock records started in a span, one row each (whole minutes
 * per record, as sumClockRecords counts them), for a caller that splits a
 * long span into pay periods itself.
 */
export async function listClosedClockRecords(
  db: Db,
  storeId: number,
  b: PayBounds,
): Promise<ClockRecordRow[]> {
  return db
    .select({
      employeeId: clockRecords.employeeId,
      clockIn: sql<Date | string>`${clockRecords.clockIn}`,
      workedMinutes: sql<number>`floor(extract(epoch from (${clockRecords.clockOut} - ${clockRecords.clockIn})) / 60)::int`,
      bonusCents: clockRecords.bonusCents,
      cashOutCents: clockRecords.cashOutCents,
    })
    .from(clockRecords)
    .where(
      and(
        eq(clockRecords.storeId, storeId),
        gte(clockRecords.clockIn, b.start),
        lt(clockRecords.clockIn, b.end),
        isNotNull(clockRecords.clockOut),
      ),
    );
}

export interface DrawerTipPayoutRow {
  employeeId: number;
  paidAt: Date | string;
  cents: number;
}

/** Card tips paid out of the cash drawer to a technician in the span (cash she already has: payroll must not pay it again). */
export async function listDrawerTipPayouts(
  db: Db,
  storeId: number,
  b: PayBounds,
): Promise<DrawerTipPayoutRow[]> {
  const rows = await db
    .select({
      employeeId: drawerMovements.employeeId,
      paidAt: sql<Date | string>`${drawerMovements.createdAt}`,
      cents: drawerMovements.amountCents,
    })
    .from(drawerMovements)
    .where(
      and(
        eq(drawerMovements.storeId, storeId),
        eq(drawerMovements.kind, 'tip_payout'),
        gte(drawerMovements.createdAt, b.start),
        lt(drawerMovements.createdAt, b.end),
      ),
    )
    .orderBy(asc(drawerMovements.id));
  // A tip payout always names its technician (a check constraint): the filter only narrows the type.
  return rows.filter((r): r is DrawerTipPayoutRow => r.employeeId !== null);
}

export interface CarryRow {
  employeeId: number;
  /** The finalised period that ended below zero. */
  periodStart: string;
  periodEnd: string;
  carryForwardCents: number;
}

/**
 * What finalised runs ending from `firstEnd` to `lastEnd` (inclusive) left
 * below zero per technician: each is owed back in the period that starts
 * the day after its run ends.
 */
export async function listCarriedForward(
  db: Db,
  storeId: number,
  firstEnd: string,
  lastEnd: string,
): Promise<CarryRow[]> {
  return db
    .select({
      employeeId: payrollRunLines.employeeId,
      periodStart: sql<string>`${payrollRuns.periodStart}::text`,
      periodEnd: sql<string>`${payrollRuns.periodEnd}::text`,
      carryForwardCents: payrollRunLines.carryForwardCents,
    })
    .from(payrollRuns)
    .innerJoin(
      payrollRunLines,
      and(eq(payrollRunLines.storeId, storeId), eq(payrollRunLines.runId, payrollRuns.id)),
    )
    .where(
      and(
        eq(payrollRuns.storeId, storeId),
        eq(payrollRuns.state, 'finalised'),
        gte(payrollRuns.periodEnd, firstEnd),
        lte(payrollRuns.periodEnd, lastEnd),
        lt(payrollRunLines.carryForwardCents, 0),
      ),
    )
    .orderBy(asc(payrollRuns.periodEnd), asc(payrollRunLines.employeeId));
}

export interface PayeeRow {
  id: number;
  name: string;
  email: string | null;
  isActive: boolean;
  commissionRateBp: number | null;
  supplyFeeType: 'flat' | 'percent' | null;
  supplyFeeValue: number | null;
  supplyFeeTiming: 'before' | 'after' | null;
  guaranteedMinimumCents: number | null;
  checkPercentBp: number | null;
  hourlyRateCents: number | null;
  hasSettings: boolean;
}

/** The store's employees (trash included: a gone employee may still be owed) with their pay settings, if set. */
export async function listPayees(db: Db, storeId: number, ids?: number[]): Promise<PayeeRow[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      id: employees.id,
      name: employees.name,
      email: employees.email,
      isActive: sql<boolean>`${employees.isActive} and ${employees.deletedAt} is null`,
      commissionRateBp: employeePayrollSettings.commissionRateBp,
      supplyFeeType: employeePayrollSettings.supplyFeeType,
      supplyFeeValue: employeePayrollSettings.supplyFeeValue,
      supplyFeeTiming: employeePayrollSettings.supplyFeeTiming,
      guaranteedMinimumCents: employeePayrollSettings.guaranteedMinimumCents,
      checkPercentBp: employeePayrollSettings.checkPercentBp,
      hourlyRateCents: employeePayrollSettings.hourlyRateCents,
      hasSettings: sql<boolean>`${employeePayrollSettings.employeeId} is not null`,
    })
    .from(employees)
    .leftJoin(
      employeePayrollSettings,
      and(
        eq(employeePayrollSettings.storeId, storeId),
        eq(employeePayrollSettings.employeeId, employees.id),
      ),
    )
    .where(and(eq(employees.storeId, storeId), ids ? inArray(employees.id, ids) : undefined))
    .orderBy(asc(employees.name), asc(employees.id));
}

/** Is this employee the store's? */
export async function getPayee(
  db: Db,
  storeId: number,
  employeeId: number,
): Promise<PayeeRow | null> {
  const [row] = await listPayees(db, storeId, [employeeId]);
  return row ?? null;
}

// ---- the snapshot ----

export type RunLineInsert = typeof payrollRunLines.$inferInsert;
export type RunLineRow = typeof payrollRunLines.$inferSelect;

export async function insertRunLines(db: Db, rows: RunLineInsert[]) {
  if (rows.length) await db.insert(payrollRunLines).values(rows);
}

export async function listRunLines(
  db: Db,
  storeId: number,
  runId: number,
  employeeId?: number,
): Promise<RunLineRow[]> {
  return db
    .select()
    .from(payrollRunLines)
    .where(
      and(
        eq(payrollRunLines.storeId, storeId),
        eq(payrollRunLines.runId, runId),
        employeeId ? eq(payrollRunLines.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(asc(payrollRunLines.employeeName), asc(payrollRunLines.employeeId));
}

/** Totals of finalised runs' snapshots, per run. */
export async function sumRunLines(db: Db, storeId: number, runIds: number[]) {
  if (!runIds.length) return [];
  return db
    .select({
      runId: payrollRunLines.runId,
      technicians: sql<number>`count(*)::int`,
      serviceSalesCents: int(sql`sum(${payrollRunLines.serviceSalesCents})`),
      tipsCents: int(sql`sum(${payrollRunLines.tipsCents})`),
      netCents: int(sql`sum(${payrollRunLines.netCents})`),
      checkCents: int(sql`sum(${payrollRunLines.checkCents})`),
      cashCents: int(sql`sum(${payrollRunLines.cashCents})`),
    })
    .from(payrollRunLines)
    .where(and(eq(payrollRunLines.storeId, storeId), inArray(payrollRunLines.runId, runIds)))
    .groupBy(payrollRunLines.runId);
}
