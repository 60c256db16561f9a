import { sql } from 'drizzle-orm';
import { pgTable, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const stores = pgTable('stores', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  // IANA zone: "today" and every report range are computed in it.
  timezone: text().notNull().default('America/New_York'),
  phone: text(),
  address: text(),
  // The language customer pages (kiosk, menu, review) open in; a visitor may switch (a cookie).
  locale: text().notNull().default('en'),
  // How money, numbers and numeric dates and times are written for the store in every language
  // (common/intlFormats.ts STORE_REGIONS, docs/features/languages-and-offline.md); US until the owner chooses.
  region: text().notNull().default('en-US'),
  // The owner closed the store (profile → delete account): its records stay, nobody of it signs in.
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stations = pgTable(
  'stations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The secret of the station's customer display link (/display/{token}); "New link" replaces it, which cuts off an old screen.
    // Existing and new rows get 64 random hex characters from the database; a rotated one comes from the app's crypto.
    displayToken: text('display_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    // What the display shows now (server/domain/display): a screen opened late or reconnected starts from it, and a tip is checked against it.
    displayScreen: jsonb('display_screen'),
    displayUpdatedAt: timestamp('display_updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stations_store_id_name_unique').on(t.storeId, t.name),
    uniqueIndex('stations_display_token_unique').on(t.displayToken),
  ],
);
