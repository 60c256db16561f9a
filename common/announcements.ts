/**
 * Announcements: the words and numbers the server and the page share.
 * An audience rule only ever narrows the store's customers who have current
 * SMS marketing consent and a phone (server/domain/announcements/audience.ts).
 */
export type AudienceRule =
  | { kind: 'all' }
  | { kind: 'visited'; days: number }
  | { kind: 'lapsed'; days: number }
  | { kind: 'birthday_month' }
  | { kind: 'tag'; tag: string }
  | { kind: 'technician'; technicianId: number };

export type AudienceKind = AudienceRule['kind'];

export const AUDIENCE_KINDS: { value: AudienceKind; label: string }[] = [
  { value: 'all', label: 'Everyone who agreed to texts' },
  { value: 'visited', label: 'Visited in the last N days' },
  { value: 'lapsed', label: 'Not seen for N days' },
  { value: 'birthday_month', label: 'Birthday this month' },
  { value: 'tag', label: 'By tag' },
  { value: 'technician', label: 'By technician' },
];

/** "N days" runs from 1 day to two years: beyond that a salon's records say little about who still comes. */
export const MIN_AUDIENCE_DAYS = 1;
export const MAX_AUDIENCE_DAYS = 730;

/** The longest message: Twilio takes 1,600 characters; 640 keeps a blast to at most 5 GSM segments (10 in UCS-2), a sane cost per text. */
export const MAX_BODY = 640;
export const MAX_NAME = 80;

/** Where the campaign's coupon code goes in the message. */
export const COUPON_PLACEHOLDER = '{coupon}';

/** A schedule may be set at most this far ahead. */
export const MAX_SCHEDULE_DAYS = 90;

/** An announcement's status: the server sends the code, the pages say it from the catalogue. */
export type AnnouncementStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';

/** The message as a customer reads it: every {coupon} replaced by the campaign's code (left as typed when there is none). */
export function fillMessage(body: string, couponCode: string | null): string {
  return couponCode ? body.split(COUPON_PLACEHOLDER).join(couponCode) : body;
}

/** The rule in words, for the list, the preview and the results. */
export function describeAudience(
  rule: AudienceRule,
  names: { technician?: string | null } = {},
): string {
  switch (rule.kind) {
    case 'all':
      return 'Everyone who agreed to texts';
    case 'visited':
      return `Visited in the last ${rule.days} ${rule.days === 1 ? 'day' : 'days'}`;
    case 'lapsed':
      return `Not seen for ${rule.days} ${rule.days === 1 ? 'day' : 'days'}`;
    case 'birthday_month':
      return 'Birthday this month';
    case 'tag':
      return `Tagged “${rule.tag}”`;
    case 'technician':
      return `Served by or preferring ${names.technician ?? 'a technician'}`;
  }
}

/**
 * The estimated cost of a blast in thousandths of a cent (common/sms.ts: a
 * segment costs under a cent): every recipient's message has the same
 * segments, since one coupon code goes to all.
 */
export function blastCostMillicents(
  recipients: number,
  segments: number,
  perSegmentMillicents: number,
): number {
  return recipients * segments * perSegmentMillicents;
}
