import {
  pgTable,
  integer,
  text,
  timestamp,
  jsonb,
  uniqueIndex,
  index,
  check,
  date,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { users } from './access';
import { employees } from './staff';

/**
 * How a store pays: weekly or every two weeks from an anchor date, or twice a
 * month (payPeriods.ts), and the card-processing fee it takes off card tips
 * (null: none; never more than the real fee, docs/domain.md §3.3).
 */
export const payrollSchedules = pgTable(
  'payroll_schedules',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    frequency: text({ enum: ['weekly', 'biweekly', 'semimonthly'] })
      .notNull()
      .default('weekly'),
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    cardTipFeeBp: integer('card_tip_fee_bp'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payroll_schedules_card_tip_fee_range',
      sql`${t.cardTipFeeBp} is null or ${t.cardTipFeeBp} between 0 and 1000`,
    ),
  ],
);

/**
 * One pay period's run. Open while the owner checks and adjusts it; finalised
 * once, after which the run, its adjustments and its snapshot lines can never
 * change (the application refuses, and so do the triggers in 0007_payroll).
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    // Store-local calendar dates, inclusive.
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    state: text({ enum: ['open', 'finalised'] })
      .notNull()
      .default('open'),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    finalisedByUserId: integer('finalised_by_user_id').references(() => users.id),
    finalisedByEmployeeId: integer('finalised_by_employee_id').references(() => employees.id),
    finalisedByName: text('finalised_by_name'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_runs_store_id_period_start_unique').on(t.storeId, t.periodStart),
    index('payroll_runs_store_id_state_period_end_index').on(t.storeId, t.state, t.periodEnd),
    check('payroll_runs_period_valid', sql`${t.periodEnd} >= ${t.periodStart}`),
    check(
      'payroll_runs_finalised_has_when',
      sql`(${t.state} = 'open') = (${t.finalisedAt} is null)`,
    ),
  ],
);

/** A labelled bonus (+) or deduction (−) for one technician in an open run, with the reason and who added it. */
export const payrollAdjustments = pgTable(
  'payroll_adjustments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    label: text().notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text().notNull(),
    byUserId: integer('by_user_id').references(() => users.id),
    byEmployeeId: integer('by_employee_id').references(() => employees.id),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_adjustments_store_id_run_id_index').on(t.storeId, t.runId),
    check('payroll_adjustments_amount_not_zero', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * The immutable snapshot of one technician's pay in a finalised run: every
 * figure of the computation, the commission lines, tips and adjustments it
 * came from, and the settings used. Pay stubs and reports of a finalised run
 * read only this.
 */
export const payrollRunLines = pgTable(
  'payroll_run_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    employeeName: text('employee_name').notNull(),
    serviceSalesCents: integer('service_sales_cents').notNull(),
    refundedSalesCents: integer('refunded_sales_cents').notNull(),
    supplyFeeCents: integer('supply_fee_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    workedMinutes: integer('worked_minutes').notNull(),
    hourlyCents: integer('hourly_cents').notNull(),
    guaranteeTopUpCents: integer('guarantee_top_up_cents').notNull(),
    tipsCents: integer('tips_cents').notNull(),
    cardTipFeeCents: integer('card_tip_fee_cents').notNull(),
    bonusCents: integer('bonus_cents').notNull(),
    adjustmentsCents: integer('adjustments_cents').notNull(),
    cashOutCents: integer('cash_out_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    checkCents: integer('check_cents').notNull(),
    cashCents: integer('cash_cents').notNull(),
    carryForwardCents: integer('carry_forward_cents').notNull(),
    // Commission lines (PayrollResult.lines), tip shares per ticket, adjustments, and the settings used.
    commissionLines: jsonb('commission_lines').notNull(),
    tips: jsonb().notNull(),
    adjustments: jsonb().notNull(),
    settings: jsonb().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_run_lines_run_id_employee_id_unique').on(t.runId, t.employeeId),
    index('payroll_run_lines_store_id_run_id_index').on(t.storeId, t.runId),
  ],
);
