import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  offlineSubmissions,
  type OfflineKind,
  type OfflineResolution,
  type OfflineStatus,
} from '../schema';

const columns = {
  id: offlineSubmissions.id,
  kind: offlineSubmissions.kind,
  key: offlineSubmissions.key,
  payload: offlineSubmissions.payload,
  recordedAt: offlineSubmissions.recordedAt,
  status: offlineSubmissions.status,
  reason: offlineSubmissions.reason,
  reasonCode: offlineSubmissions.reasonCode,
  invoiceId: offlineSubmissions.invoiceId,
  clockRecordId: offlineSubmissions.clockRecordId,
  createdAt: offlineSubmissions.createdAt,
  resolvedAt: offlineSubmissions.resolvedAt,
  resolution: offlineSubmissions.resolution,
  resolutionNote: offlineSubmissions.resolutionNote,
  resolvedByName: offlineSubmissions.resolvedByName,
};
export type OfflineSubmissionRow = Awaited<ReturnType<typeof findOfflineSubmission>> & {};

/** The store's submission under a station's key, or null. */
export async function findOfflineSubmission(db: Db, storeId: number, key: string) {
  const [row] = await db
    .select(columns)
    .from(offlineSubmissions)
    .where(and(eq(offlineSubmissions.storeId, storeId), eq(offlineSubmissions.key, key)));
  return row ?? null;
}

/** One of the store's submissions by id (the resolve page's loader). */
export async function getOfflineSubmission(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(offlineSubmissions)
    .where(and(eq(offlineSubmissions.storeId, storeId), eq(offlineSubmissions.id, id)));
  return row ?? null;
}

/** Locked until the transaction ends, so two managers cannot resolve one ticket twice. */
export async function lockOfflineSubmission(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(offlineSubmissions)
    .where(and(eq(offlineSubmissions.storeId, storeId), eq(offlineSubmissions.id, id)))
    .for('update');
  return row ?? null;
}

export interface NewOfflineSubmission {
  kind: OfflineKind;
  key: string;
  payload: Record<string, unknown>;
  recordedAt: Date;
  status: Extract<OfflineStatus, 'accepted' | 'to_resolve'>;
  reason?: string | null;
  reasonCode?: string | null;
  invoiceId?: number | null;
  clockRecordId?: number | null;
}

/** Stores it unless the key is already there (a repeat): the row under the key either way. */
export async function insertOfflineSubmission(
  db: Db,
  storeId: number,
  values: NewOfflineSubmission,
) {
  await db
    .insert(offlineSubmissions)
    .values({ ...values, storeId })
    .onConflictDoNothing({ target: [offlineSubmissions.storeId, offlineSubmissions.key] });
  return (await findOfflineSubmission(db, storeId, values.key))!;
}

/**
 * Stores it, refusing a key already there (23505 on
 * offline_submissions_store_id_key_unique): for a write that must roll back
 * with its transaction when a repeat got there first.
 */
export async function createOfflineSubmission(
  db: Db,
  storeId: number,
  values: NewOfflineSubmission,
) {
  await db.insert(offlineSubmissions).values({ ...values, storeId });
  return (await findOfflineSubmission(db, storeId, values.key))!;
}

/** Waiting for a manager first (oldest first), then the latest resolved ones. */
export async function listOfflineSubmissions(
  db: Db,
  storeId: number,
  opts: { resolvedLimit: number },
) {
  const waiting = await db
    .select(columns)
    .from(offlineSubmissions)
    .where(
      and(eq(offlineSubmissions.storeId, storeId), eq(offlineSubmissions.status, 'to_resolve')),
    )
    .orderBy(asc(offlineSubmissions.recordedAt), asc(offlineSubmissions.id))
    .limit(200);
  const resolved = await db
    .select(columns)
    .from(offlineSubmissions)
    .where(and(eq(offlineSubmissions.storeId, storeId), eq(offlineSubmissions.status, 'resolved')))
    .orderBy(desc(offlineSubmissions.resolvedAt), desc(offlineSubmissions.id))
    .limit(opts.resolvedLimit);
  return { waiting, resolved };
}

export async function countOfflineSubmissionsToResolve(db: Db, storeId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(offlineSubmissions)
    .where(
      and(eq(offlineSubmissions.storeId, storeId), eq(offlineSubmissions.status, 'to_resolve')),
    );
  return row?.n ?? 0;
}

/** Marks a waiting submission resolved; false when it was not waiting any more. */
export async function resolveOfflineSubmission(
  db: Db,
  storeId: number,
  id: number,
  values: {
    resolution: OfflineResolution;
    note: string | null;
    invoiceId: number | null;
    clockRecordId?: number | null;
    byUserId: number | null;
    byName: string;
    at: Date;
  },
) {
  const rows = await db
    .update(offlineSubmissions)
    .set({
      status: 'resolved',
      resolution: values.resolution,
      resolutionNote: values.note,
      invoiceId: values.invoiceId,
      clockRecordId: values.clockRecordId ?? null,
      resolvedByUserId: values.byUserId,
      resolvedByName: values.byName,
      resolvedAt: values.at,
    })
    .where(
      and(
        eq(offlineSubmissions.storeId, storeId),
        eq(offlineSubmissions.id, id),
        eq(offlineSubmissions.status, 'to_resolve'),
      ),
    )
    .returning({ id: offlineSubmissions.id });
  return rows.length > 0;
}
