import {
  pgTable,
  integer,
  text,
  timestamp,
  boolean,
  jsonb,
  date,
  index,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { invoices } from './invoices';

/**
 * Automatic discounts the POS applies without a code. The rules
 * that decide which applies to a line live in common/promotions.ts; this is
 * what the owner set. Switched off, never deleted: paid tickets name them.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    kind: text({ enum: ['percent', 'amount', 'buy_x_get_y'] }).notNull(),
    // Whole percent (percent, and buy X get Y's discount on the Y items: 100 is free), or cents (amount).
    value: integer().notNull(),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    target: text({ enum: ['all', 'services', 'categories'] })
      .notNull()
      .default('all'),
    serviceIds: jsonb('service_ids').$type<number[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    // 0 = Sunday … 6 = Saturday in the store's zone; empty for every day.
    daysOfWeek: jsonb('days_of_week').$type<number[]>().notNull().default([]),
    // Minutes after the store's midnight, [start, end); both null for all day.
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    firstVisit: boolean('first_visit').notNull().default(false),
    birthdayMonth: boolean('birthday_month').notNull().default(false),
    // The store's calendar days, inclusive.
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    priority: integer().notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_store_id_index').on(t.storeId),
    check(
      'promotions_value_range',
      sql`${t.value} > 0 and (${t.kind} = 'amount' or ${t.value} <= 100)`,
    ),
    check(
      'promotions_window',
      sql`(${t.startMinute} is null and ${t.endMinute} is null) or (${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute})`,
    ),
    check(
      'promotions_buy_get',
      sql`${t.kind} <> 'buy_x_get_y' or (${t.buyQuantity} >= 1 and ${t.getQuantity} >= 1)`,
    ),
  ],
);

/**
 * A promotion applied to a line of a paid ticket, with the reason the pay
 * screen showed: what the reports add up. The line's discount_cents holds
 * the same amount (a promotion is the line's discount).
 */
export const invoicePromotions = pgTable(
  'invoice_promotions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    // The ticket line's key (invoice_lines.line_key), unique within the ticket.
    lineKey: text('line_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_promotions_store_id_invoice_id_index').on(t.storeId, t.invoiceId),
    index('invoice_promotions_store_id_promotion_id_index').on(t.storeId, t.promotionId),
    check('invoice_promotions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
