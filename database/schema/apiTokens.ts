import { pgTable, integer, text, timestamp, jsonb, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { stores } from './stores';
import { users } from './access';

/**
 * A personal access token: a store account's key for the read API
 * under /api/v1, acting for that store with the abilities it was given (never
 * more than its owner's permissions at the time of each call). Only the
 * SHA-256 of the secret is kept; the token itself is shown once.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    name: text().notNull(),
    // Hex SHA-256 of the token's secret part.
    tokenHash: text('token_hash').notNull(),
    abilities: jsonb().$type<string[]>().notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_token_hash_unique').on(t.tokenHash),
    index('personal_access_tokens_store_user_idx').on(t.storeId, t.userId),
  ],
);

/**
 * An API write sent with an `Idempotency-Key` header (server/http/idempotency.ts):
 * the answer it got, so the same key and body again get the same answer and
 * write nothing more. Per store and account; kept a day.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    // SHA-256 of the route and the body: the same key with another request is refused.
    requestHash: text('request_hash').notNull(),
    status: integer().notNull(),
    response: jsonb().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_idempotency_keys_store_user_key_unique').on(t.storeId, t.userId, t.key)],
);
