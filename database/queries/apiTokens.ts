import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { apiIdempotencyKeys, personalAccessTokens } from '../schema';

export type ApiTokenRow = typeof personalAccessTokens.$inferSelect;

/** An account's tokens at its store, newest first (revoked ones too, so the list shows what was cut off). */
export async function listApiTokens(db: Db, storeId: number, userId: number) {
  return db
    .select({
      id: personalAccessTokens.id,
      name: personalAccessTokens.name,
      abilities: personalAccessTokens.abilities,
      lastUsedAt: personalAccessTokens.lastUsedAt,
      expiresAt: personalAccessTokens.expiresAt,
      revokedAt: personalAccessTokens.revokedAt,
      createdAt: personalAccessTokens.createdAt,
    })
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.storeId, storeId), eq(personalAccessTokens.userId, userId)))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id))
    .limit(200);
}

/** One of an account's tokens at its store (another account's or store's id → null). */
export async function getApiToken(db: Db, storeId: number, userId: number, id: number) {
  const [row] = await db
    .select({ id: personalAccessTokens.id, revokedAt: personalAccessTokens.revokedAt })
    .from(personalAccessTokens)
    .where(
      and(
        eq(personalAccessTokens.storeId, storeId),
        eq(personalAccessTokens.userId, userId),
        eq(personalAccessTokens.id, id),
      ),
    );
  return row ?? null;
}

export async function insertApiToken(
  db: Db,
  storeId: number,
  values: {
    userId: number;
    name: string;
    tokenHash: string;
    abilities: string[];
    expiresAt: Date | null;
  },
) {
  const [row] = await db
    .insert(personalAccessTokens)
    .values({ ...values, storeId })
    .returning({ id: personalAccessTokens.id });
  return row;
}

export async function revokeApiToken(db: Db, storeId: number, userId: number, id: number) {
  await db
    .update(personalAccessTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(personalAccessTokens.storeId, storeId),
        eq(personalAccessTokens.userId, userId),
        eq(personalAccessTokens.id, id),
        isNull(personalAccessTokens.revokedAt),
      ),
    );
}

/**
 * A token by its id, for the API's bearer check (the store is not known yet:
 * the token names it). The caller compares the secret with token_hash.
 */
export async function findApiTokenForBearer(db: Db, id: number) {
  const [row] = await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id));
  return row ?? null;
}

/** Notes a use, at most once a minute per token (a conditional UPDATE: concurrent calls write once). */
export async function touchApiToken(db: Db, storeId: number, id: number) {
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(personalAccessTokens.storeId, storeId),
        eq(personalAccessTokens.id, id),
        or(
          isNull(personalAccessTokens.lastUsedAt),
          lt(personalAccessTokens.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
}

// ---------------------------------------------------------------- idempotency keys

/** Holds this key until the transaction ends: a second request with it waits, then finds the first's answer. */
export async function lockIdempotencyKey(tx: Db, storeId: number, userId: number, key: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`api-idempotency:${storeId}:${userId}:${key}`}, 0))`,
  );
}

/** The stored answer for this key, forgetting one older than `since` first (a key lasts a day). */
export async function findIdempotentAnswer(
  db: Db,
  storeId: number,
  userId: number,
  key: string,
  since: Date,
) {
  await db
    .delete(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.storeId, storeId),
        eq(apiIdempotencyKeys.userId, userId),
        eq(apiIdempotencyKeys.key, key),
        lt(apiIdempotencyKeys.createdAt, since),
      ),
    );
  const [row] = await db
    .select()
    .from(apiIdempotencyKeys)
    .where(
      and(
        eq(apiIdempotencyKeys.storeId, storeId),
        eq(apiIdempotencyKeys.userId, userId),
        eq(apiIdempotencyKeys.key, key),
      ),
    );
  return row ?? null;
}

/** Keeps an answer under its key; a concurrent first answer kept already wins (nothing stored, false). */
export async function saveIdempotentAnswer(
  db: Db,
  values: {
    storeId: number;
    userId: number;
    key: string;
    requestHash: string;
    status: number;
    response: unknown;
  },
) {
  const rows = await db
    .insert(apiIdempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: apiIdempotencyKeys.id });
  return rows.length > 0;
}
