import { afterCommit, rootOf } from './afterCommit';

/**
 * What app processes cache across requests, by store: `actors` (signed-in
 * accounts and employees with their roles, permissions and store) and
 * `clock` (who is clocked in) and `sales` (today's headline numbers on the
 * dashboard, moved by every TicketPaid and CheckInChanged). Query functions that change them call
 * `invalidateCaches` after writing; the app (server/cache) listens and bumps
 * a version stamp every process checks. The bump waits for the commit.
 */
export type CacheTopic = 'actors' | 'clock' | 'sales';

/** A store's id, `null` for platform accounts (no store), or 'all'. */
export type CacheScope = number | null | 'all';

type Listener = (scope: CacheScope, topics: readonly CacheTopic[]) => Promise<void>;

const listeners = new WeakMap<object, Set<Listener>>();

/** Called by the app for the database it serves; returns a function that stops listening. */
export function onCacheInvalidation(db: object, listener: Listener): () => void {
  const root = rootOf(db);
  let set = listeners.get(root);
  if (!set) listeners.set(root, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export async function invalidateCaches(
  db: object,
  scope: CacheScope,
  topics: readonly CacheTopic[],
): Promise<void> {
  const root = rootOf(db);
  await afterCommit(db, async () => {
    for (const listener of listeners.get(root) ?? []) await listener(scope, topics);
  });
}

/** An account, employee, role, its permissions or the store changed. */
export const invalidateActors = (db: object, storeId: number | null | 'all') =>
  invalidateCaches(db, storeId, ['actors']);

/** Someone clocked in or out, a record was added or corrected, or an employee shown on the dashboard changed. */
export const invalidateClock = (db: object, storeId: number) =>
  invalidateCaches(db, storeId, ['clock']);

/** A ticket was paid, voided or refunded, or the check-in queue moved: the dashboard's headline numbers. */
export const invalidateSales = (db: object, storeId: number) =>
  invalidateCaches(db, storeId, ['sales']);
