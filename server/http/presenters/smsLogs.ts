import type {
  listSmsEvents,
  listSmsLog,
  SmsMessageRow,
  smsLogTotals,
} from '../../../database/queries/sms';
import {
  formatSmsCost,
  formatSmsPhone,
  SMS_SOURCE_TYPES,
  SMS_STATUSES,
  type SmsStatus,
} from '../../../common/sms';
import type { SmsEventRow, SmsLogRow } from '../../../common/pages/Admin/SmsLogs/Index';
import { withLinks } from '../pagination';
import { routeUrl } from '../urls';
import type { SmsLogFiltersInput } from '../validators/smsLogs';
import { clock } from '../../../common/clock';

const TONES: Record<SmsStatus, SmsLogRow['tone']> = {
  queued: 'neutral',
  sending: 'neutral',
  sent: 'primary',
  delivered: 'primary',
  undelivered: 'danger',
  failed: 'danger',
  skipped: 'neutral',
  received: 'neutral',
};

function sourceHref(m: SmsMessageRow): string | null {
  if (!m.sourceId) return null;
  if (m.sourceType === 'receipt') return routeUrl('invoices.show', { invoice: m.sourceId });
  if (m.sourceType === 'appointment_reminder' || m.sourceType === 'booking_confirmation')
    return routeUrl('appointments.show', { appointment: m.sourceId });
  return null;
}

/** One status of a text, at its ISO instant (the page writes it in the store's zone). */
export function smsEventRow(e: {
  id: number;
  status: SmsStatus;
  origin: string;
  detail: string | null;
  errorCode: number | null;
  createdAt: Date;
}): SmsEventRow {
  return {
    id: e.id,
    status: e.status,
    origin: e.origin,
    detail: e.detail,
    error_code: e.errorCode,
    at: e.createdAt.toISOString(),
  };
}

export function smsLogRow(events: Map<number, SmsEventRow[]>, now = clock.now()) {
  return ({ m, customerName }: { m: SmsMessageRow; customerName: string | null }): SmsLogRow => ({
    id: m.id,
    direction: m.direction,
    phone: formatSmsPhone(m.direction === 'inbound' ? m.fromPhone : m.toPhone),
    customer: m.customerId && customerName ? { id: m.customerId, name: customerName } : null,
    body: m.body,
    purpose: m.purpose,
    source_type: m.sourceType,
    // A reply's id is the text it answers, not a number anyone looks up: the log names none.
    source_id: m.sourceType === 'keyword_reply' ? null : m.sourceId,
    source_href: sourceHref(m),
    status: m.status,
    tone: TONES[m.status],
    reason: m.reason,
    error_code: m.errorCode,
    segments: m.segments,
    cost: formatSmsCost(m.costMillicents),
    created_at: m.createdAt.toISOString(),
    send_after: m.status === 'queued' && m.sendAfter > now ? m.sendAfter.toISOString() : null,
    events: events.get(m.id) ?? [],
  });
}

/**
 * sms-logs.index: one page of texts, each with its status history, the filters as applied (the
 * store days `from` to `to`), echoed in the page links, and the totals of everything they match.
 */
export function smsLogsPage(p: {
  rows: Awaited<ReturnType<typeof listSmsLog>>;
  events: Awaited<ReturnType<typeof listSmsEvents>>;
  totals: Awaited<ReturnType<typeof smsLogTotals>>;
  filters: SmsLogFiltersInput;
  from: string;
  to: string;
  perPage: number;
}) {
  const { filters: f, from, to, totals } = p;
  const total = totals.reduce((a, t) => a + t.count, 0);
  const byMessage = new Map<number, SmsEventRow[]>();
  for (const e of p.events) {
    const list = byMessage.get(e.messageId);
    if (list) list.push(smsEventRow(e));
    else byMessage.set(e.messageId, [smsEventRow(e)]);
  }
  const lastPage = Math.max(1, Math.ceil(total / p.perPage));
  const query = {
    from,
    to,
    ...(f.status ? { status: f.status } : {}),
    ...(f.purpose ? { purpose: f.purpose } : {}),
    ...(f.source ? { source: f.source } : {}),
    ...(f.q ? { q: f.q } : {}),
  };
  return {
    messages: withLinks(
      {
        data: p.rows.map(smsLogRow(byMessage)),
        current_page: Math.min(f.page, lastPage),
        last_page: lastPage,
        per_page: p.perPage,
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
        .map((t) => ({ status: t.status as SmsStatus, count: t.count }))
        .sort((a, b) => b.count - a.count),
    },
    options: { statuses: [...SMS_STATUSES], sources: [...SMS_SOURCE_TYPES] },
  };
}
