import type { SmsReason, SmsStatus } from '../../../database/schema';

/**
 * Twilio's status words → ours. Accepted but not yet handed to a carrier
 * (queued, accepted, scheduled, sending) is our 'sending'; read and
 * partially_delivered count as delivered; canceled as failed.
 */
export function fromProviderStatus(status: string): SmsStatus | null {
  switch (status.toLowerCase()) {
    case 'queued':
    case 'accepted':
    case 'scheduled':
    case 'sending':
      return 'sending';
    case 'sent':
      return 'sent';
    case 'delivered':
    case 'read':
    case 'partially_delivered':
      return 'delivered';
    case 'undelivered':
      return 'undelivered';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return null;
  }
}

/** How far along: a status only ever moves up (a late 'sent' callback never replaces 'delivered'); 3 is final. */
export const STATUS_RANK: Record<SmsStatus, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  skipped: 3,
  received: 3,
};

/** Whether `next` may replace `current`. */
export const advances = (current: SmsStatus, next: SmsStatus) =>
  STATUS_RANK[next] > STATUS_RANK[current];

/** Twilio error codes → why it failed (twilio.com/docs/api/errors). */
export function reasonForCode(code: number | null): SmsReason {
  if (code === 21610) return 'opted_out';
  // Not a valid number, not a mobile, unreachable country or region.
  if (
    code !== null &&
    [21211, 21214, 21217, 21219, 21401, 21407, 21408, 21612, 21614].includes(code)
  )
    return 'invalid_number';
  // 30003 unreachable, 30004 blocked, 30005 unknown, 30006 landline, 30007 filtered, 30008 unknown error…
  if (code !== null && code >= 30001 && code <= 30999) return 'undeliverable';
  return 'provider_error';
}
