import { pgTable, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const stores = pgTable('stores', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  // IANA zone: "today" and every report range are computed in it.
  timezone: text().notNull().default('America/New_York'),
  phone: text(),
  address: text(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stations = pgTable(
  'stations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stations_store_id_name_unique').on(t.storeId, t.name)],
);
