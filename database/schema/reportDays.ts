import { pgTable, integer, text, timestamp, date, primaryKey, index } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * Daily roll-ups of the report sums, one store day (in the zone it was
 * computed in) per row, so a year's report reads 365 rows instead of every
 * ticket. They hold only days that are over (database/queries/reportDays.ts
 * makes a missing one from the tickets on first read) and are never edited:
 * any later change to a ticket, line, tax, tip share or refund of a finished
 * day deletes that day's rows in the same transaction (the statement
 * triggers of 0008_report_days), and the next report makes them again.
 * Every figure is the same sum the live queries in reports.ts take.
 */
export const reportDays = pgTable(
  'report_days',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    day: date({ mode: 'string' }).notNull(),
    // A change of the store's zone moves every day's bounds: rows of another zone are not used.
    timeZone: text('time_zone').notNull(),
    // Paid tickets of the day, by paid_at.
    tickets: integer().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    tipCents: integer('tip_cents').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    cashCents: integer('cash_cents').notNull(),
    creditCardCents: integer('credit_card_cents').notNull(),
    giftCardCents: integer('gift_card_cents').notNull(),
    couponCents: integer('coupon_cents').notNull(),
    checkCents: integer('check_cents').notNull(),
    changeCents: integer('change_cents').notNull(),
    // Their lines by kind: price × quantity, and net after discounts.
    serviceGrossCents: integer('service_gross_cents').notNull(),
    serviceNetCents: integer('service_net_cents').notNull(),
    retailGrossCents: integer('retail_gross_cents').notNull(),
    retailNetCents: integer('retail_net_cents').notNull(),
    giftcardGrossCents: integer('giftcard_gross_cents').notNull(),
    giftcardNetCents: integer('giftcard_net_cents').notNull(),
    // Tickets voided that day (by voided_at) and refunds given that day (by created_at).
    voids: integer().notNull(),
    voidsCents: integer('voids_cents').notNull(),
    refunds: integer().notNull(),
    refundsCents: integer('refunds_cents').notNull(),
    // Paid tickets with no customer recorded, and paid tickets by the hour of the store's wall clock they were paid in (24 counts).
    walkInTickets: integer('walk_in_tickets').notNull(),
    ticketsByHour: integer('tickets_by_hour').array().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/** A day's paid service and retail lines by menu item (service_id, or the name on the ticket). */
export const reportDayItems = pgTable(
  'report_day_items',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    day: date({ mode: 'string' }).notNull(),
    kind: text({ enum: ['service', 'retail'] }).notNull(),
    serviceId: integer('service_id'),
    name: text().notNull(),
    quantity: integer().notNull(),
    grossCents: integer('gross_cents').notNull(),
    netCents: integer('net_cents').notNull(),
  },
  (t) => [index('report_day_items_store_id_day_index').on(t.storeId, t.day)],
);

/** A day's tax charged, per tax as named and rated on the tickets. */
export const reportDayTaxes = pgTable(
  'report_day_taxes',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    day: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    rate: integer().notNull(),
    baseCents: integer('base_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('report_day_taxes_store_id_day_index').on(t.storeId, t.day)],
);

/** A day's tickets worked, service sales and tips per technician (a ticket is on one day, so the counts add up over days). */
export const reportDayTechnicians = pgTable(
  'report_day_technicians',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    day: date({ mode: 'string' }).notNull(),
    technicianId: integer('technician_id').notNull(),
    tickets: integer().notNull(),
    serviceCents: integer('service_cents').notNull(),
    tipCents: integer('tip_cents').notNull(),
  },
  (t) => [index('report_day_technicians_store_id_day_index').on(t.storeId, t.day)],
);
