import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { paxSettings } from '../schema';
import { clock } from '../../common/clock';

export interface PaxSettingsValues {
  tipMode: 'device' | 'adjust';
  signature: boolean;
  /** Store-local "HH:MM". */
  batchCutoff: string;
}

/** The store's row, or null before the first save (the reader then uses the defaults). */
export async function getPaxSettings(db: Db, storeId: number): Promise<PaxSettingsValues | null> {
  const [row] = await db
    .select({
      tipMode: paxSettings.tipMode,
      signature: paxSettings.signature,
      batchCutoff: paxSettings.batchCutoff,
    })
    .from(paxSettings)
    .where(eq(paxSettings.storeId, storeId));
  return row ?? null;
}

export async function upsertPaxSettings(db: Db, storeId: number, values: PaxSettingsValues) {
  const now = clock.now();
  await db
    .insert(paxSettings)
    .values({ storeId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: paxSettings.storeId, set: { ...values, updatedAt: now } });
}
