import {
  pgTable,
  integer,
  text,
  timestamp,
  uniqueIndex,
  index,
  jsonb,
  boolean,
  check,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';
import { users } from './access';
import { employees } from './staff';

/**
 * A salon's customers. The POS picks them by phone or creates them quickly;
 * the Customers screens (front desk work) add the rest of the profile.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    // Ten digits, no punctuation (docs/requirements.md §5); one customer per phone in a store.
    phone: text(),
    email: text(),
    // Month and day only: a birthday greeting needs no year, and customers give it more readily without one.
    birthdayMonth: integer('birthday_month'),
    birthdayDay: integer('birthday_day'),
    notes: text(),
    preferredTechnicianId: integer('preferred_technician_id').references(() => employees.id),
    tags: jsonb().$type<string[]>().notNull().default([]),
    // The customer's current SMS marketing consent (docs/domain.md §3.8): when, where and the exact words
    // shown. Null when never given or withdrawn; customer_consent_events keeps every change.
    smsConsentAt: timestamp('sms_consent_at', { withTimezone: true }),
    smsConsentSource: text('sms_consent_source', {
      enum: ['kiosk', 'front_desk', 'booking', 'import', 'sms_keyword'],
    }),
    smsConsentText: text('sms_consent_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_store_id_phone_unique')
      .on(t.storeId, t.phone)
      .where(sql`${t.phone} is not null`),
    index('customers_store_id_name_index').on(t.storeId, sql`lower(${t.name})`),
    check(
      'customers_birthday_valid',
      sql`(${t.birthdayMonth} is null and ${t.birthdayDay} is null) or (${t.birthdayMonth} between 1 and 12 and ${t.birthdayDay} between 1 and 31)`,
    ),
  ],
);

/** Every grant and withdrawal of SMS marketing consent, append-only: the proof a TCPA complaint asks for. */
export const customerConsentEvents = pgTable(
  'customer_consent_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    granted: boolean().notNull(),
    source: text({ enum: ['kiosk', 'front_desk', 'booking', 'import', 'sms_keyword'] }).notNull(),
    // The exact consent text the customer saw (empty for a withdrawal recorded by staff).
    consentText: text('consent_text').notNull(),
    byUserId: integer('by_user_id').references(() => users.id),
    byEmployeeId: integer('by_employee_id').references(() => employees.id),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_consent_events_store_id_customer_id_index').on(t.storeId, t.customerId)],
);
