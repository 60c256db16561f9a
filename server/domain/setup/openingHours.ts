import type { Db } from '../../../database/client';
import { saveOpeningHours } from '../../../database/queries/openingHours';
import { lockStoreSetup, setupCounts } from '../../../database/queries/setup';

/** The quick preset of first-run setup: Monday–Saturday 9:30–19:00, Sunday 11:00–17:00 (weekday 0 is Sunday). */
export const PRESET_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0
    ? { weekday, openMinute: 11 * 60, closeMinute: 17 * 60 }
    : { weekday, openMinute: 9 * 60 + 30, closeMinute: 19 * 60 },
);

/** Applies the preset week to a store with no opening hours yet; hours already set are never overwritten. True when applied. */
export async function applyPresetHours(db: Db, storeId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockStoreSetup(tx, storeId);
    if ((await setupCounts(tx, storeId)).openDays > 0) return false;
    await saveOpeningHours(tx, storeId, PRESET_WEEK);
    return true;
  });
}
