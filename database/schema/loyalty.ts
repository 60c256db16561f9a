import {
  pgTable,
  integer,
  text,
  timestamp,
  boolean,
  index,
  uniqueIndex,
  check,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { customers } from './customers';
import { services } from './catalog';
import { invoices } from './invoices';

/**
 * Settings → Rewards: one row per store, made with the defaults on its first
 * save; a store without one has loyalty switched off.
 */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => stores.id),
    enabled: boolean().notNull().default(false),
    /** Points per whole dollar paid for services ('spend') or per paid visit ('visit'). */
    earnMode: text('earn_mode', { enum: ['spend', 'visit'] })
      .notNull()
      .default('spend'),
    pointsPerDollar: integer('points_per_dollar').notNull().default(1),
    pointsPerVisit: integer('points_per_visit').notNull().default(10),
    onlineBookingBonus: integer('online_booking_bonus').notNull().default(0),
    reviewBonus: integer('review_bonus').notNull().default(0),
    /** Points earned become spendable this many hours later (a refund within the window takes them back before use). */
    availableAfterHours: integer('available_after_hours').notNull().default(24),
    minimumRedeemPoints: integer('minimum_redeem_points').notNull().default(0),
    /** Null: points never expire. */
    expiryMonths: integer('expiry_months'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'loyalty_settings_amounts_check',
      sql`${t.pointsPerDollar} >= 0 and ${t.pointsPerVisit} >= 0 and ${t.onlineBookingBonus} >= 0 and ${t.reviewBonus} >= 0 and ${t.availableAfterHours} >= 0 and ${t.minimumRedeemPoints} >= 0`,
    ),
  ],
);

/** The rewards a customer may spend points on: money off the services, or one service free. */
export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    pointsCost: integer('points_cost').notNull(),
    kind: text({ enum: ['amount_off', 'free_service'] }).notNull(),
    amountCents: integer('amount_cents'),
    serviceId: integer('service_id').references(() => services.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_rewards_store_id_index').on(t.storeId),
    check('loyalty_rewards_cost_check', sql`${t.pointsCost} > 0`),
    check(
      'loyalty_rewards_kind_check',
      sql`(${t.kind} = 'amount_off' and ${t.amountCents} > 0 and ${t.serviceId} is null) or (${t.kind} = 'free_service' and ${t.serviceId} is not null and ${t.amountCents} is null)`,
    ),
  ],
);

/**
 * One row per customer who ever had points: the row a points change locks
 * (SELECT … FOR UPDATE through an upsert), so two desks redeeming at once
 * take their turns and the balance is summed after the other's entry.
 */
export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.customerId] })],
);

export const LOYALTY_ENTRY_KINDS = [
  'earn',
  'bonus',
  'redeem',
  'reverse',
  'expire',
  'adjust',
] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

/**
 * The points ledger: append only, an amount is never changed. A customer's
 * points are the sum of her rows; those whose `available_at` is still ahead
 * are pending. A positive row is a lot that expires at `expires_at` (FIFO:
 * spending takes the oldest first, see domain/loyalty/points.ts). A
 * reversal names the row it takes back (`reverses_id`) and shares its
 * availability and expiry, so reversing pending points leaves nothing pending.
 */
export const loyaltyEntries = pgTable(
  'loyalty_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text({ enum: LOYALTY_ENTRY_KINDS }).notNull(),
    points: integer().notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** What else the row came from: 'online_booking', 'review:<id>', 'seed' … (unique per customer with kind bonus, so a bonus is given once). */
    source: text(),
    reversesId: integer('reverses_id'),
    rewardId: integer('reward_id').references(() => loyaltyRewards.id),
    /** A redemption's money off the ticket (cents), as it was applied. */
    discountCents: integer('discount_cents'),
    note: text(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_entries_store_id_customer_id_index').on(t.storeId, t.customerId, t.id),
    index('loyalty_entries_store_id_invoice_id_index').on(t.storeId, t.invoiceId),
    uniqueIndex('loyalty_entries_bonus_source_unique')
      .on(t.storeId, t.customerId, t.source)
      .where(sql`${t.kind} = 'bonus'`),
    check('loyalty_entries_points_check', sql`${t.points} <> 0`),
  ],
);
