import { pgTable, integer, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { stores } from './stores';

/**
 * A salon's customers. The POS picks them by phone or creates them quickly;
 * the Customers screens (front desk work) add the rest of the profile.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    name: text().notNull(),
    // Ten digits, no punctuation (spec §5); one customer per phone in a store.
    phone: text(),
    email: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_store_id_phone_unique').on(t.storeId, t.phone).where(sql`${t.phone} is not null`),
    index('customers_store_id_name_index').on(t.storeId, sql`lower(${t.name})`),
  ],
);
