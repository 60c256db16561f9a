import { listSmsEvents, listSmsLog, smsLogTotals } from '../../../database/queries/sms';
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import { storeAction } from '../action';
import { smsLogsPage } from '../presenters/smsLogs';
import { smsLogFiltersSchema } from '../validators/smsLogs';

const PER_PAGE = 25;
/** The default window: the last 30 store days. */
const DEFAULT_DAYS = 30;

/** sms-logs.index ("view sms logs"): every text in and out of the store, with its status history, filtered and totalled. */
export const index = storeAction(
  { input: smsLogFiltersSchema },
  async ({ db, store, input: f, res }) => {
    const today = storeToday(store.timezone);
    let to = f.to ?? today;
    let from = f.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    if (from > to) [from, to] = [to, from];
    const filter = {
      from: storeDayBounds(store.timezone, from).start,
      to: storeDayBounds(store.timezone, to).end,
      status: f.status,
      purpose: f.purpose,
      source: f.source,
      search: f.q || undefined,
    };
    const [totals, rows] = await Promise.all([
      smsLogTotals(db, store.id, filter),
      listSmsLog(db, store.id, filter, { limit: PER_PAGE, offset: (f.page - 1) * PER_PAGE }),
    ]);
    const events = await listSmsEvents(
      db,
      store.id,
      rows.map((r) => r.m.id),
    );
    await res.inertia(
      'Admin/SmsLogs/Index',
      smsLogsPage({
        rows,
        events,
        totals,
        filters: f,
        from,
        to,
        perPage: PER_PAGE,
      }),
      { title: 'SMS Logs' },
    );
  },
);
