import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  supportSessionActions,
  supportSessions,
  users,
  type SupportActionOutcome,
} from '../schema';

/*
 * What support sessions ("sign in as owner", queries/billing.ts starts and
 * ends them) did at a store, for its owner to read. Every query names the store.
 */

/** A request of a support session, written before it runs: its id, to note how it ended. */
export async function recordSupportAction(
  db: Db,
  storeId: number,
  values: { supportSessionId: number; method: string; path: string; routeName?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(supportSessionActions)
    .values({ ...values, storeId })
    .returning({ id: supportSessionActions.id });
  return row.id;
}

/** How the request ended, and which route it was. */
export async function finishSupportAction(
  db: Db,
  storeId: number,
  id: number,
  values: { routeName: string | null; outcome: SupportActionOutcome; status: number },
): Promise<void> {
  await db
    .update(supportSessionActions)
    .set(values)
    .where(and(eq(supportSessionActions.storeId, storeId), eq(supportSessionActions.id, id)));
}

export async function countStoreSupportSessions(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportSessions)
    .where(eq(supportSessions.storeId, storeId));
  return row.n;
}

/** A page of the store's support sessions, newest first, with who signed in. */
export async function listStoreSupportSessions(
  db: Db,
  storeId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: supportSessions.id,
      startedAt: supportSessions.startedAt,
      endedAt: supportSessions.endedAt,
      adminName: users.name,
    })
    .from(supportSessions)
    .innerJoin(users, eq(users.id, supportSessions.adminId))
    .where(eq(supportSessions.storeId, storeId))
    .orderBy(desc(supportSessions.startedAt), desc(supportSessions.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** What those sessions did, in the order they did it. */
export async function listSupportActions(db: Db, storeId: number, sessionIds: number[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      id: supportSessionActions.id,
      supportSessionId: supportSessionActions.supportSessionId,
      method: supportSessionActions.method,
      path: supportSessionActions.path,
      routeName: supportSessionActions.routeName,
      outcome: supportSessionActions.outcome,
      createdAt: supportSessionActions.createdAt,
    })
    .from(supportSessionActions)
    .where(
      and(
        eq(supportSessionActions.storeId, storeId),
        inArray(supportSessionActions.supportSessionId, sessionIds),
      ),
    )
    .orderBy(asc(supportSessionActions.createdAt), asc(supportSessionActions.id));
}
