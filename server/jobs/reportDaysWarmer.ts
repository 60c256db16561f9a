import type { Logger } from 'pino';
import type { Db } from '../../database/client';
import { poll } from './poll';
import { listStoreZones } from '../../database/queries/stores';
import { lastRollableDay, warmStoreReportDays } from '../domain/reports/warmReportDays';
import { clock } from '../../common/clock';

/**
 * Keeps every store's report roll-ups made ahead of the reports
 * (warmReportDays.ts), on a timer beside the job runner. Each pass visits
 * the stores whose newest finished day this process has not yet warmed, so
 * after the first pass a store costs one check a day. Several processes may
 * run it: the roll-up lock and the re-check inside it make a day only once.
 */
export function createReportDaysWarmer(db: Db, logger: Logger) {
  const warmedThrough = new Map<number, string>();

  /** One pass over the stores; answers how many days it made. */
  async function warmAll(now = clock.now()): Promise<number> {
    let made = 0;
    for (const store of await listStoreZones(db)) {
      const through = lastRollableDay(store.timezone, now);
      if (!through || warmedThrough.get(store.id) === `${store.timezone}|${through}`) continue;
      const days = await warmStoreReportDays(db, store.id, store.timezone, now);
      if (days) logger.info({ store: store.id, days }, 'report roll-ups made');
      made += days;
      warmedThrough.set(store.id, `${store.timezone}|${through}`);
    }
    return made;
  }

  /** Runs a pass every `everyMs` (see poll.ts); returns a stop function. */
  const start = (everyMs: number) => poll(warmAll, everyMs, logger, 'report roll-up pass');

  return { warmAll, start };
}
