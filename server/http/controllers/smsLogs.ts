import { listSmsEvents, listSmsLog, smsLogTotals } from '../../../database/queries/sms';
import { SMS_SOURCE_TYPES, SMS_STATUSES, type SmsStatus } from '../../../database/schema';
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import { formatSmsCost } from '../../../common/sms';
import type { SmsEventRow } from '../../../common/pages/Admin/SmsLogs/Index';
import { SMS_STATUS_LABELS } from '../../domain/sms/statuses';
import { storeAction } from '../action';
import { withLinks } from '../pagination';
import { SMS_SOURCE_LABELS, smsEventRow, smsLogRow } from '../presenters/smsLogs';
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
    const total = totals.reduce((a, t) => a + t.count, 0);
    const events = await listSmsEvents(
      db,
      store.id,
      rows.map((r) => r.m.id),
    );
    const byMessage = new Map<number, SmsEventRow[]>();
    const toRow = smsEventRow(store.timezone);
    for (const e of events) {
      const list = byMessage.get(e.messageId);
      if (list) list.push(toRow(e));
      else byMessage.set(e.messageId, [toRow(e)]);
    }
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
    const query = {
      from,
      to,
      ...(f.status ? { status: f.status } : {}),
      ...(f.purpose ? { purpose: f.purpose } : {}),
      ...(f.source ? { source: f.source } : {}),
      ...(f.q ? { q: f.q } : {}),
    };
    await res.inertia(
      'Admin/SmsLogs/Index',
      {
        messages: withLinks(
          {
            data: rows.map(smsLogRow(store.timezone, byMessage)),
            current_page: Math.min(f.page, lastPage),
            last_page: lastPage,
            per_page: PER_PAGE,
            total,
          },
          'sms-logs.index',
          query,
        ),
        filters: {
          from,
          to,
          status: f.status ?? '',
          purpose: f.purpose ?? '',
          source: f.source ?? '',
          q: f.q,
        },
        totals: {
          messages: total,
          segments: totals.reduce((a, t) => a + t.segments, 0),
          cost: formatSmsCost(totals.reduce((a, t) => a + Number(t.costMillicents), 0)),
          by_status: totals
            .map((t) => ({
              status: t.status,
              label: SMS_STATUS_LABELS[t.status as SmsStatus],
              count: t.count,
            }))
            .sort((a, b) => b.count - a.count),
        },
        options: {
          statuses: SMS_STATUSES.map((s) => ({ value: s, label: SMS_STATUS_LABELS[s] })),
          sources: SMS_SOURCE_TYPES.map((s) => ({ value: s, label: SMS_SOURCE_LABELS[s] ?? s })),
        },
      },
      { title: 'SMS Logs' },
    );
  },
);
