import { pgTable, text, timestamp, jsonb, integer, index, bigint } from 'drizzle-orm/pg-core';

/** Server-side sessions: sign-out and "log out other browser sessions" delete rows here. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    data: jsonb().notNull(),
    userId: integer('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_index').on(t.userId),
    index('sessions_expires_at_index').on(t.expiresAt),
  ],
);

/** Fixed-window counters for throttling (sign-in, confirm account), shared by every app process. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Version stamps of cached data, shared by every app process on PostgreSQL
 * without Redis: a write bumps the stamp of its store and topic
 * ("store:12:actors", "store:12:clock", "platform:actors", "all"), and a
 * process reloads what it cached under an older stamp.
 */
export const cacheVersions = pgTable('cache_versions', {
  key: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
