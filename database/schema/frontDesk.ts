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
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { users } from './access';
import { employees } from './staff';
import { customers } from './customers';
import { invoices } from './invoices';

export const CHECK_IN_STATUSES = [
  'waiting',
  'assigned',
  'in_service',
  'done',
  'cancelled',
  'no_show',
] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

/**
 * A customer in today's queue, from the kiosk, the front desk or an arriving
 * appointment. `business_date` is the store's local day at check-in, so
 * "today's queue" never depends on the server's zone.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    status: text({ enum: CHECK_IN_STATUSES }).notNull().default('waiting'),
    source: text({ enum: ['kiosk', 'front_desk', 'appointment'] }).notNull(),
    // The technician the customer asked for; null is "Anyone".
    requestedTechnicianId: integer('requested_technician_id').references(() => employees.id),
    assignedTechnicianId: integer('assigned_technician_id').references(() => employees.id),
    serviceIds: jsonb('service_ids').$type<number[]>().notNull().default([]),
    note: text(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    // When it became done, cancelled or no-show.
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    // The ticket that paid for the visit (done).
    invoiceId: integer('invoice_id').references(() => invoices.id),
    // Set by appointments when an appointment arrives.
    appointmentId: integer('appointment_id'),
    byUserId: integer('by_user_id').references(() => users.id),
    byEmployeeId: integer('by_employee_id').references(() => employees.id),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The database refuses a second waiting check-in for the same customer, so two kiosk taps cannot both queue her.
    uniqueIndex('check_ins_one_waiting_per_customer')
      .on(t.storeId, t.customerId)
      .where(sql`${t.status} in ('waiting', 'assigned')`),
    index('check_ins_store_id_business_date_index').on(t.storeId, t.businessDate, t.status),
    index('check_ins_store_id_customer_id_index').on(t.storeId, t.customerId),
  ],
);

export const TURN_STATUSES = ['available', 'busy', 'small_service', 'break', 'out'] as const;
export type TurnStatus = (typeof TURN_STATUSES)[number];

/**
 * The turn board's log for a store day: manual adjustments, skips, status
 * changes and walk-ins given. Turns are never a stored counter; the turn rules
 * derive them from these rows plus the day's paid ticket lines.
 */
export const turnEvents = pgTable(
  'turn_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    technicianId: integer('technician_id')
      .notNull()
      .references(() => employees.id),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    // 'release': a walk-in given to her ended before its service (cancelled, no-show, moved), so she is free again.
    kind: text({ enum: ['adjust', 'skip', 'status', 'assign', 'release'] }).notNull(),
    // Half turns, like services.turn_weight_halves: +1 is half a turn, -2 takes a whole turn away.
    deltaHalves: integer('delta_halves').notNull().default(0),
    status: text({ enum: TURN_STATUSES }),
    reason: text(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    checkInId: integer('check_in_id').references(() => checkIns.id),
    byUserId: integer('by_user_id').references(() => users.id),
    byEmployeeId: integer('by_employee_id').references(() => employees.id),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('turn_events_store_id_business_date_index').on(t.storeId, t.businessDate, t.createdAt),
    check('turn_events_delta_range', sql`${t.deltaHalves} between -20 and 20`),
  ],
);

/** Settings tab "Check-ins": what the kiosk asks and says. One row per store, created on first save. */
export const checkInSettings = pgTable(
  'check_in_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    requireEmail: boolean('require_email').notNull().default(false),
    requireBirthday: boolean('require_birthday').notNull().default(false),
    requireServices: boolean('require_services').notNull().default(false),
    allowTechnicianChoice: boolean('allow_technician_choice').notNull().default(true),
    welcomeText: text('welcome_text').notNull().default('Welcome! Please check in.'),
    resetSeconds: integer('reset_seconds').notNull().default(10),
    consentText: text('consent_text')
      .notNull()
      .default(
        'Yes, text me offers and news from this salon. Up to 4 messages a month. Message and data rates may apply. Reply STOP to opt out. Consent is not a condition of purchase.',
      ),
    // The public kiosk link's secret (/kiosk/{token}); rotating it retires every printed link.
    kioskToken: text('kiosk_token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('check_in_settings_kiosk_token_unique').on(t.kioskToken)],
);

/** The "Turns" settings area (docs/domain.md §3.1). One row per store, created on first save. */
export const turnSettings = pgTable('turn_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  // Manual: only people move turns; tickets add nothing.
  mode: text({ enum: ['auto', 'manual'] })
    .notNull()
    .default('auto'),
  ordering: text({ enum: ['fewest_turns', 'rotation'] })
    .notNull()
    .default('fewest_turns'),
  // What a paid service line counts: the catalogue's turn weight, or a full/half turn by price.
  basis: text({ enum: ['service_weight', 'price'] })
    .notNull()
    .default('service_weight'),
  smallServiceThresholdCents: integer('small_service_threshold_cents').notNull().default(3000),
  countRequested: boolean('count_requested').notNull().default(false),
  countAppointments: boolean('count_appointments').notNull().default(false),
  breakReturn: text('break_return', { enum: ['back', 'keep'] })
    .notNull()
    .default('back'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
