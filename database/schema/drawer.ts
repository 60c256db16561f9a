import {
  pgTable,
  integer,
  text,
  timestamp,
  uniqueIndex,
  index,
  check,
  date,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { users } from './access';
import { employees } from './staff';
import { DRAWER_MOVEMENT_KINDS } from '../../common/drawer';

/**
 * The cash drawer (docs/domain.md §3.4). Tickets carry no
 * station, so a store has one drawer: at most one session open at a time (the
 * partial unique index). A session is opened with a float, takes movements,
 * and is closed by a blind count; a count off by more than the store's
 * threshold stays open until a manager approves it with a reason.
 */

export const DRAWER_SESSION_STATUSES = ['open', 'closed'] as const;
export type DrawerSessionStatus = (typeof DRAWER_SESSION_STATUSES)[number];

export { DRAWER_MOVEMENT_KINDS, type DrawerMovementKind } from '../../common/drawer';

/** $100,000: the most any one drawer amount may be. */
const MAX_CENTS = 10_000_000;

export const drawerSessions = pgTable(
  'drawer_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    // The store day (its zone) the drawer was opened on: the daily report shows the session on that day.
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    status: text({ enum: DRAWER_SESSION_STATUSES }).notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    floatCents: integer('float_cents').notNull(),
    openedByUserId: integer('opened_by_user_id').references(() => users.id),
    openedByEmployeeId: integer('opened_by_employee_id').references(() => employees.id),
    openedByName: text('opened_by_name').notNull(),
    // The open form's key: the same submit twice opens one drawer.
    idempotencyKey: text('idempotency_key'),
    // The blind count, and what the drawer should have held then: the session's window is [opened_at, counted_at).
    countedAt: timestamp('counted_at', { withTimezone: true }),
    countedCents: integer('counted_cents'),
    countedByUserId: integer('counted_by_user_id').references(() => users.id),
    countedByEmployeeId: integer('counted_by_employee_id').references(() => employees.id),
    countedByName: text('counted_by_name'),
    // Kept at the count so the history reads the same after a ticket of the window is voided or refunded later.
    cashSalesCents: integer('cash_sales_cents'),
    cashRefundCents: integer('cash_refund_cents'),
    expectedCents: integer('expected_cents'),
    varianceCents: integer('variance_cents'),
    // The threshold in force at the count.
    thresholdCents: integer('threshold_cents'),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id),
    approvedByEmployeeId: integer('approved_by_employee_id').references(() => employees.id),
    approvedByName: text('approved_by_name'),
    approvalReason: text('approval_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('drawer_sessions_store_id_open_unique')
      .on(t.storeId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('drawer_sessions_store_id_idempotency_key_unique')
      .on(t.storeId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('drawer_sessions_store_id_business_date_index').on(t.storeId, t.businessDate),
    index('drawer_sessions_store_id_opened_at_index').on(t.storeId, t.openedAt),
    check(
      'drawer_sessions_float_range',
      sql`${t.floatCents} between 0 and ${sql.raw(String(MAX_CENTS))}`,
    ),
    check(
      'drawer_sessions_counted_range',
      sql`${t.countedCents} is null or ${t.countedCents} between 0 and ${sql.raw(String(MAX_CENTS))}`,
    ),
    // A closed session was counted, and a count beyond its threshold was approved with a reason.
    check(
      'drawer_sessions_closed_counted',
      sql`${t.status} = 'open' or (${t.countedCents} is not null and ${t.closedAt} is not null)`,
    ),
    check(
      'drawer_sessions_approval_reason',
      sql`${t.approvedByName} is null or ${t.approvalReason} is not null`,
    ),
  ],
);

export const drawerMovements = pgTable(
  'drawer_movements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => drawerSessions.id),
    kind: text({ enum: DRAWER_MOVEMENT_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text().notNull(),
    // The technician a tip payout went to (card tips paid out in cash, domain.md §3.3); none for the other kinds.
    employeeId: integer('employee_id').references(() => employees.id),
    byUserId: integer('by_user_id').references(() => users.id),
    byEmployeeId: integer('by_employee_id').references(() => employees.id),
    byName: text('by_name').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('drawer_movements_store_id_session_id_index').on(t.storeId, t.sessionId, t.createdAt),
    uniqueIndex('drawer_movements_store_id_idempotency_key_unique')
      .on(t.storeId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check(
      'drawer_movements_amount_range',
      sql`${t.amountCents} between 1 and ${sql.raw(String(MAX_CENTS))}`,
    ),
    check(
      'drawer_movements_tip_payout_employee',
      sql`(${t.kind} = 'tip_payout') = (${t.employeeId} is not null)`,
    ),
  ],
);

/** Per-store drawer settings: one row, created on first save (the default otherwise). */
export const drawerSettings = pgTable(
  'drawer_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    // A count off by more than this (either way) needs a manager's approval with a reason.
    varianceThresholdCents: integer('variance_threshold_cents').notNull().default(500),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'drawer_settings_threshold_range',
      sql`${t.varianceThresholdCents} between 0 and ${sql.raw(String(MAX_CENTS))}`,
    ),
  ],
);
