import type { SmsMessageRow } from '../../../database/queries/sms';
import type { SmsStatus } from '../../../database/schema';
import { formatSmsCost, formatSmsPhone } from '../../../common/sms';
import { formatStoreDateTime } from '../../../common/storeTime';
import type { SmsEventRow, SmsLogRow } from '../../../common/pages/Admin/SmsLogs/Index';
import { SMS_STATUS_LABELS } from '../../domain/sms/statuses';
import { routeUrl } from '../urls';
import { clock } from '../../../common/clock';

/** What sent a message, in the log's words. */
export const SMS_SOURCE_LABELS: Record<string, string> = {
  announcement: 'Announcement',
  review_request: 'Review request',
  receipt: 'Receipt',
  booking_confirmation: 'Booking confirmation',
  appointment_reminder: 'Appointment reminder',
  technician_ready: 'Technician ready',
  keyword_reply: 'Reply to HELP',
  inbound: 'Customer text',
  manual: 'Sent by staff',
};

const REASON_LABELS: Record<string, string> = {
  opted_out: 'The number texted STOP',
  no_consent: 'No marketing consent',
  quota: 'Over the monthly texting limit',
  no_phone: 'No valid mobile number',
  invalid_number: 'Not a valid mobile number',
  provider_error: 'Twilio refused it',
  unknown_outcome: 'Interrupted: not retried, to never send twice',
  undeliverable: 'The carrier could not deliver it',
  account_closed: 'The salon’s account was closed or disabled',
};

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

export function smsEventRow(tz: string) {
  return (e: {
    id: number;
    status: SmsStatus;
    origin: string;
    detail: string | null;
    errorCode: number | null;
    createdAt: Date;
  }): SmsEventRow => ({
    id: e.id,
    status: e.status,
    label: SMS_STATUS_LABELS[e.status],
    origin: e.origin,
    detail: e.detail,
    error_code: e.errorCode,
    at: formatStoreDateTime(e.createdAt, tz),
  });
}

export function smsLogRow(tz: string, events: Map<number, SmsEventRow[]>, now = clock.now()) {
  return ({ m, customerName }: { m: SmsMessageRow; customerName: string | null }): SmsLogRow => ({
    id: m.id,
    direction: m.direction,
    phone: formatSmsPhone(m.direction === 'inbound' ? m.fromPhone : m.toPhone),
    customer: m.customerId && customerName ? { id: m.customerId, name: customerName } : null,
    body: m.body,
    purpose: m.purpose,
    source: `${SMS_SOURCE_LABELS[m.sourceType] ?? m.sourceType}${m.sourceId && m.sourceType !== 'keyword_reply' ? ` #${m.sourceId}` : ''}`,
    source_href: sourceHref(m),
    status: m.status,
    status_label: SMS_STATUS_LABELS[m.status],
    tone: TONES[m.status],
    reason: m.reason ? (REASON_LABELS[m.reason] ?? m.reason) : null,
    error_code: m.errorCode,
    segments: m.segments,
    cost: formatSmsCost(m.costMillicents),
    created_at: formatStoreDateTime(m.createdAt, tz),
    send_after:
      m.status === 'queued' && m.sendAfter > now ? formatStoreDateTime(m.sendAfter, tz) : null,
    events: events.get(m.id) ?? [],
  });
}
