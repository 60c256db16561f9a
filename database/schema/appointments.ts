import {
  pgTable,
  integer,
  text,
  timestamp,
  jsonb,
  uniqueIndex,
  index,
  boolean,
  date,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { users } from './access';
import { employees } from './staff';
import { customers } from './customers';
import { services } from './catalog';
import { invoices } from './invoices';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
} from '../../common/appointments';
import { checkIns } from './frontDesk';

/** The store's week: one row per weekday (0 = Sunday); null open/close is closed. Minutes after midnight, store time. */
export const openingHours = pgTable(
  'opening_hours',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    weekday: integer().notNull(),
    openMinute: integer('open_minute'),
    closeMinute: integer('close_minute'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.weekday] }),
    check('opening_hours_weekday_range', sql`${t.weekday} between 0 and 6`),
    check(
      'opening_hours_range_valid',
      sql`(${t.openMinute} is null and ${t.closeMinute} is null) or (${t.openMinute} >= 0 and ${t.openMinute} < ${t.closeMinute} and ${t.closeMinute} <= 1440)`,
    ),
  ],
);

/** A dated exception to the week: closed for a holiday, or special hours. */
export const openingHourExceptions = pgTable(
  'opening_hour_exceptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    date: date({ mode: 'string' }).notNull(),
    // Both null: closed all day.
    openMinute: integer('open_minute'),
    closeMinute: integer('close_minute'),
    note: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('opening_hour_exceptions_store_id_date_unique').on(t.storeId, t.date),
    check(
      'opening_hour_exceptions_range_valid',
      sql`(${t.openMinute} is null and ${t.closeMinute} is null) or (${t.openMinute} >= 0 and ${t.openMinute} < ${t.closeMinute} and ${t.closeMinute} <= 1440)`,
    ),
  ],
);

/**
 * Time nobody can book ("Appointment Blocks"): for one technician or, with no
 * technician, the whole store; once, or weekly on the first date's weekday until
 * `repeat_until`. Kept as local date and minutes so a weekly lunch stays at
 * 12:00 across daylight-saving changes.
 */
export const bookingBlocks = pgTable(
  'booking_blocks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    technicianId: integer('technician_id').references(() => employees.id),
    title: text().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    repeat: text({ enum: ['none', 'weekly'] })
      .notNull()
      .default('none'),
    repeatUntil: date('repeat_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_blocks_store_id_starts_on_index').on(t.storeId, t.startsOn),
    check(
      'booking_blocks_range_valid',
      sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
    check(
      'booking_blocks_repeat_valid',
      sql`${t.repeat} = 'none' or ${t.repeatUntil} is null or ${t.repeatUntil} >= ${t.startsOn}`,
    ),
  ],
);

/** Settings tab "Appointment". One row per store, created on first save. */
export const appointmentSettings = pgTable('appointment_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  // docs/requirements.md §9: time slots in 1-hour steps by default.
  slotStepMinutes: integer('slot_step_minutes').notNull().default(60),
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
  bookingWindowDays: integer('booking_window_days').notNull().default(30),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  allowAnyone: boolean('allow_anyone').notNull().default(true),
  requireConfirmation: boolean('require_confirmation').notNull().default(false),
  // How long before the start a customer may still cancel or reschedule through the emailed link.
  cancelNoticeMinutes: integer('cancel_notice_minutes').notNull().default(120),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  type AppointmentAction,
  type AppointmentSource,
  type AppointmentStatus,
} from '../../common/appointments';

/**
 * A booking of one technician from `starts_at` to `ends_at` (UTC). The
 * database refuses two active appointments of one technician whose held time
 * (start to `held_until`, the end plus the store's buffer at booking time)
 * overlaps: migration 0005 adds the exclusion constraint (btree_gist), which
 * drizzle's schema cannot express.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    technicianId: integer('technician_id')
      .notNull()
      .references(() => employees.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    status: text({ enum: APPOINTMENT_STATUSES }).notNull().default('booked'),
    source: text({ enum: APPOINTMENT_SOURCES }).notNull(),
    // The customer chose "Anyone": the technician was picked for them, so the visit is not a request.
    anyTechnician: boolean('any_technician').notNull().default(false),
    notes: text(),
    cancelReason: text('cancel_reason'),
    checkInId: integer('check_in_id').references(() => checkIns.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    // Bumped on every change of time or technician: the emailed manage link names the version it was sent for.
    version: integer().notNull().default(1),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    byUserId: integer('by_user_id').references(() => users.id),
    byEmployeeId: integer('by_employee_id').references(() => employees.id),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_store_id_starts_at_index').on(t.storeId, t.startsAt),
    index('appointments_store_id_technician_id_starts_at_index').on(
      t.storeId,
      t.technicianId,
      t.startsAt,
    ),
    index('appointments_store_id_customer_id_index').on(t.storeId, t.customerId),
    check(
      'appointments_times_valid',
      sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.heldUntil}`,
    ),
  ],
);

/** The services of an appointment, in the order they are done, with the name, duration and price as booked. */
export const appointmentServices = pgTable(
  'appointment_services',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id),
    name: text().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('appointment_services_store_id_appointment_id_index').on(t.storeId, t.appointmentId),
  ],
);

/** Who created, moved, re-assigned, confirmed or cancelled an appointment, when, and what it was before. */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    action: text({ enum: APPOINTMENT_ACTIONS }).notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    reason: text(),
    byUserId: integer('by_user_id').references(() => users.id),
    byEmployeeId: integer('by_employee_id').references(() => employees.id),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_events_store_id_appointment_id_index').on(t.storeId, t.appointmentId)],
);

/**
 * Background work run inside the app process (reminder emails). Any number of
 * processes claim due rows with FOR UPDATE SKIP LOCKED; `key` makes a job
 * unique, so scheduling the same reminder twice stores it once.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').references(() => stores.id),
    kind: text().notNull(),
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_due_index')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
