import { pgTable, text, timestamp, jsonb, integer, index } from 'drizzle-orm/pg-core';

/** Server-side sessions: sign-out and "log out other browser sessions" delete rows here. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    data: jsonb().notNull(),
    userId: integer('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_index').on(t.userId), index('sessions_expires_at_index').on(t.expiresAt)],
);

/** Fixed-window counters for throttling (sign-in, confirm account), shared by every app process. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
