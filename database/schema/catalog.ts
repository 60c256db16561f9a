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

/** Menu groups on the pay screen and the booking menu (Manicure, Pedicure, Retail …). */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    color: text().notNull().default('#6b7280'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_store_id_name_unique').on(t.storeId, sql`lower(${t.name})`)],
);

/**
 * A tax rate in thousandths of a percent (8.875 % is 8875). Switched off, not
 * deleted: paid tickets keep the name and rate they were charged with.
 */
export const taxes = pgTable(
  'taxes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    rate: integer().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('taxes_store_id_name_unique').on(t.storeId, sql`lower(${t.name})`),
    check('taxes_rate_range', sql`${t.rate} between 0 and 100000`),
  ],
);

/**
 * What a salon sells: a service done by a technician, or a retail item (no
 * technician, no turn). Paid tickets copy name and price onto their lines, so
 * changing the menu never changes history.
 */
export const services = pgTable(
  'services',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text().notNull(),
    kind: text({ enum: ['service', 'retail'] })
      .notNull()
      .default('service'),
    priceCents: integer('price_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    // Turns in halves, so 0, 0.5, 1 and 1.5 turns are 0, 1, 2 and 3: no floating point in the turn count.
    turnWeightHalves: integer('turn_weight_halves').notNull().default(2),
    // Overrides the technician's commission rate for this service when set (basis points).
    commissionRateBp: integer('commission_rate_bp'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_store_id_category_id_index').on(t.storeId, t.categoryId, t.sortOrder),
    check('services_price_not_negative', sql`${t.priceCents} >= 0`),
    check('services_turn_weight_range', sql`${t.turnWeightHalves} between 0 and 3`),
    check(
      'services_commission_range',
      sql`${t.commissionRateBp} is null or ${t.commissionRateBp} between 0 and 10000`,
    ),
  ],
);

/** Which taxes apply to a service or item: none by default (many states do not tax nail services). */
export const serviceTaxes = pgTable(
  'service_taxes',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.taxId] }),
    index('service_taxes_store_id_index').on(t.storeId),
  ],
);

/** One row per store: the pay screen's suggested tips and how a tip is computed and shared. */
export const tipRules = pgTable('tip_rules', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  suggestedPercents: jsonb('suggested_percents')
    .$type<number[]>()
    .notNull()
    .default([15, 18, 20, 25]),
  base: text({ enum: ['subtotal', 'total'] })
    .notNull()
    .default('subtotal'),
  split: text({ enum: ['proportional', 'even', 'manual'] })
    .notNull()
    .default('proportional'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settings tabs that are one value each (Business info extras, Invoice, Payment). Name and time zone live on stores. */
export const storeSettings = pgTable('store_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  receiptLogoUrl: text('receipt_logo_url'),
  receiptHeader: text('receipt_header').notNull().default(''),
  receiptFooter: text('receipt_footer').notNull().default('Thank you! See you again soon.'),
  ticketPrefix: text('ticket_prefix').notNull().default(''),
  printTechnicianNames: boolean('print_technician_names').notNull().default(true),
  acceptedTenders: jsonb('accepted_tenders')
    .$type<string[]>()
    .notNull()
    .default(['cash', 'credit_card', 'gift_card', 'coupon', 'check']),
  // Coupons as payment (coupon_amount of docs/requirements.md §3: tax on the full price, commission too) or as a discount (before tax, no commission on it).
  couponMode: text('coupon_mode', { enum: ['tender', 'discount'] })
    .notNull()
    .default('tender'),
  // The owner hid the dashboard's "Finish setting up" card; Setup itself stays in the menu.
  setupDismissedAt: timestamp('setup_dismissed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
