import type { Db } from '../../../database/client';
import { makeMissingReportDays, missingReportDays } from '../../../database/queries/reportDays';
import { storeToday } from '../../../common/storeTime';
import { splitPeriod } from './periodSums';
import { clock } from '../../../common/clock';

/**
 * Roll-ups made ahead of the reports, so that the first "this year" of the
 * morning (or the first after an upgrade) reads roll-ups instead of making a
 * year of them while the owner waits. A report still makes any day it finds
 * missing; this only moves the work off the request.
 */

/** Days made per transaction: the store's roll-up lock (which a change to a finished day waits for) is held for one chunk at a time. */
export const WARM_CHUNK_DAYS = 31;

/** From 1 January of last year: this year's reports and stats, and the year before that stats compares this year with. */
export function firstWarmDay(tz: string, now = clock.now()): string {
  return `${Number(storeToday(tz, now).slice(0, 4)) - 1}-01-01`;
}

/** Makes a store's missing roll-ups back to firstWarmDay, newest first, a chunk per transaction. Answers how many days it made. */
export async function warmStoreReportDays(
  db: Db,
  storeId: number,
  tz: string,
  now = clock.now(),
): Promise<number> {
  const { rolled } = splitPeriod({ from: firstWarmDay(tz, now), to: storeToday(tz, now) }, tz, now);
  if (!rolled) return 0;
  const missing = (await missingReportDays(db, storeId, tz, rolled.from, rolled.to)).reverse();
  let made = 0;
  for (let i = 0; i < missing.length; i += WARM_CHUNK_DAYS) {
    made += await makeMissingReportDays(
      db,
      storeId,
      tz,
      missing.slice(i, i + WARM_CHUNK_DAYS).reverse(),
    );
  }
  return made;
}

/** The last finished day a store's roll-ups can hold now (yesterday, from a quarter of an hour after midnight). */
export const lastRollableDay = (tz: string, now = clock.now()) =>
  splitPeriod({ from: '1970-01-01', to: storeToday(tz, now) }, tz, now).rolled?.to ?? null;
