import {
  pgTable,
  integer,
  text,
  timestamp,
  boolean,
  jsonb,
  uniqueIndex,
  index,
  primaryKey,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { roles, users } from './access';
import { SHIFT_LIMIT_HOURS } from '../../common/clockSettings';

export const employees = pgTable(
  'employees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    // The staff number a person types at the station; unique within the store, trash included,
    // so a restored employee never collides with a newer one.
    // Called employee_id on the wire (docs/requirements.md §3); inside the code it is the
    // staff number.
    staffNumber: text('staff_number').notNull(),
    phone: text(),
    email: text(),
    calendarColor: text('calendar_color').notNull().default('#6b7280'),
    isActive: boolean('is_active').notNull().default(true),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash').notNull(),
    cardSwipeId: text('card_swipe_id'),
    avatarUrl: text('avatar_url'),
    // The technician's language: employee login and the time clock speak it (common/i18n.ts LOCALES).
    locale: text().notNull().default('en'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_store_id_staff_number_unique').on(t.storeId, t.staffNumber),
    // Card readers send the id in either case: "card1005" is CARD1005.
    uniqueIndex('employees_store_id_card_swipe_id_unique').on(
      t.storeId,
      sql`lower(${t.cardSwipeId})`,
    ),
    index('employees_store_id_name_index').on(t.storeId, t.name),
  ],
);

/** Stored now, used by payroll runs: cents for money, basis points for rates. */
export const employeePayrollSettings = pgTable(
  'employee_payroll_settings',
  {
    employeeId: integer('employee_id')
      .primaryKey()
      .references(() => employees.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    commissionRateBp: integer('commission_rate_bp').notNull().default(6000),
    supplyFeeType: text('supply_fee_type', { enum: ['flat', 'percent'] })
      .notNull()
      .default('flat'),
    // Cents when flat (per service), basis points when percent.
    supplyFeeValue: integer('supply_fee_value').notNull().default(0),
    supplyFeeTiming: text('supply_fee_timing', { enum: ['before', 'after'] })
      .notNull()
      .default('before'),
    guaranteedMinimumCents: integer('guaranteed_minimum_cents').notNull().default(0),
    checkPercentBp: integer('check_percent_bp').notNull().default(10000),
    hourlyRateCents: integer('hourly_rate_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employee_payroll_settings_store_id_index').on(t.storeId),
    check('commission_rate_range', sql`${t.commissionRateBp} between 0 and 10000`),
    check('check_percent_range', sql`${t.checkPercentBp} between 0 and 10000`),
  ],
);

/** One row per weekday (0 = Sunday); null start/end means the day off. Minutes after midnight, store time. */
export const employeeWorkingHours = pgTable(
  'employee_working_hours',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    weekday: integer().notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.weekday] }),
    index('employee_working_hours_store_id_index').on(t.storeId, t.employeeId),
    check('weekday_range', sql`${t.weekday} between 0 and 6`),
    check(
      'range_valid',
      sql`(${t.startMinute} is null and ${t.endMinute} is null) or (${t.startMinute} < ${t.endMinute})`,
    ),
  ],
);

export const clockRecords = pgTable(
  'clock_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    tipCents: integer('tip_cents').notNull().default(0),
    bonusCents: integer('bonus_cents').notNull().default(0),
    cashOutCents: integer('cash_out_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The database, not the application, guarantees one open record per employee:
    // two taps on two stations at once cannot both clock someone in.
    uniqueIndex('clock_records_one_open_per_employee')
      .on(t.employeeId)
      .where(sql`${t.clockOut} is null`),
    index('clock_records_store_id_clock_in_index').on(t.storeId, t.clockIn),
    index('clock_records_store_id_employee_id_clock_in_index').on(
      t.storeId,
      t.employeeId,
      t.clockIn,
    ),
    // Who is clocked in now: the dashboard asks on every visit.
    index('clock_records_store_id_open_index')
      .on(t.storeId, t.clockIn)
      .where(sql`${t.clockOut} is null`),
    check('clock_out_after_in', sql`${t.clockOut} is null or ${t.clockOut} >= ${t.clockIn}`),
  ],
);

/**
 * Where a clock record's change came from: a manager's addition or correction
 * under Clock In/Out, or a clock event a station recorded offline, taken at the
 * sync within the store's limits or accepted by a manager on Offline Tickets.
 */
export const CLOCK_AUDIT_SOURCES = ['manual', 'offline_sync', 'offline_manager'] as const;
export type ClockAuditSource = (typeof CLOCK_AUDIT_SOURCES)[number];

/**
 * Append-only trail of every clock record change that is not a tap at the
 * counter: manual additions and corrections, and clock events recorded offline.
 */
export const clockRecordAudits = pgTable(
  'clock_record_audits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    clockRecordId: integer('clock_record_id')
      .notNull()
      .references(() => clockRecords.id),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    changedByEmployeeId: integer('changed_by_employee_id').references(() => employees.id),
    changedByName: text('changed_by_name').notNull(),
    reason: text().notNull(),
    before: jsonb(),
    after: jsonb().notNull(),
    source: text({ enum: CLOCK_AUDIT_SOURCES }).notNull().default('manual'),
    // The station an offline clock event came from, by its name then (null: a device set to no station).
    stationName: text('station_name'),
    // The offline_submissions row of an offline clock event (why it waited, if it did). No foreign key: the
    // schema files would import each other (offline.ts → invoices.ts → staff.ts); both rows are written in one transaction.
    offlineSubmissionId: integer('offline_submission_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clock_record_audits_store_id_record_index').on(t.storeId, t.clockRecordId)],
);

/**
 * Per-store time clock settings: one row, created on first save (the
 * defaults otherwise). An offline clock event making a shift longer than the
 * limit waits for a manager (server/domain/staff/offlineClockRule.ts).
 */
export const clockSettings = pgTable(
  'clock_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    maxShiftHours: integer('max_shift_hours').notNull().default(SHIFT_LIMIT_HOURS.default),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'clock_settings_max_shift_hours_range',
      sql`${t.maxShiftHours} between ${sql.raw(String(SHIFT_LIMIT_HOURS.min))} and ${sql.raw(String(SHIFT_LIMIT_HOURS.max))}`,
    ),
  ],
);
