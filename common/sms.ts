/**
 * Text-message arithmetic shared by the server (what a send costs) and the
 * pages (a live count under a message box): pure, no I/O.
 */

/** The GSM 03.38 default alphabet: one septet each. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: an escape plus the character, two septets each. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export interface SegmentCount {
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the body takes. */
  units: number;
  /** What one segment holds in this encoding when the message is split (153 or 67), or whole (160 or 70). */
  perSegment: number;
}

/**
 * How many SMS segments a body costs. GSM-7 when every character is in the
 * GSM alphabet (extension characters such as € or [ take two septets):
 * 160 in one segment, 153 per segment once split (the concatenation header
 * takes 7). Anything else (an emoji, a curly quote) makes the whole message
 * UCS-2: 70 in one, 67 per segment. A segment never splits an escape pair or
 * a surrogate pair, as carriers do, so the count is packed greedily.
 */
export function countSegments(body: string): SegmentCount {
  const chars = Array.from(body);
  const gsm = chars.every((c) => basic.has(c) || extended.has(c));
  if (gsm) {
    const sizes = chars.map((c) => (extended.has(c) ? 2 : 1));
    return pack(sizes, 'GSM-7', 160, 153);
  }
  const sizes = chars.map((c) => c.length);
  return pack(sizes, 'UCS-2', 70, 67);
}

function pack(
  sizes: number[],
  encoding: SegmentCount['encoding'],
  single: number,
  multi: number,
): SegmentCount {
  const units = sizes.reduce((a, b) => a + b, 0);
  if (units <= single) return { encoding, segments: 1, units, perSegment: single };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > multi) {
      segments++;
      used = 0;
    }
    used += size;
  }
  return { encoding, segments, units, perSegment: multi };
}

/** Twilio's body limit: longer bodies are refused (error 21617). */
export const SMS_BODY_MAX = 1600;

/** +1 and the ten digits for a stored US number (docs/requirements.md §5 keeps the digits only); E.164 input passes; anything else is null. */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  if (/^\+[1-9]\d{7,14}$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1') && /^[2-9]/.test(digits.slice(1)))
    return `+${digits}`;
  return null;
}

/** The ten stored digits of a +1 number (how customers.phone keeps it), or null for other countries. */
export function e164ToLocal(phone: string): string | null {
  return /^\+1\d{10}$/.test(phone) ? phone.slice(2) : null;
}

/** (555) 123-4567 for +1 numbers; other E.164 numbers as they are. */
export function formatSmsPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const local = e164ToLocal(phone);
  if (!local) return phone;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

/** The words Twilio itself treats as opt-out, opt-in and help (integrations.md §2; REVOKE and OPTOUT are newer). */
export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'YES'] as const;
export const HELP_KEYWORDS = ['HELP', 'INFO'] as const;

export type SmsKeyword = { kind: 'stop' | 'start' | 'help'; word: string };

/**
 * The keyword an inbound text is, or null. Like Twilio, only a body that is
 * the keyword alone counts (any case, surrounding spaces and trailing
 * punctuation such as "Stop." or "STOP!" allowed): "please stop texting me
 * about the sale" is a message to read, not an opt-out Twilio would act on,
 * and the two must agree or our records and Twilio's block list drift apart.
 */
export function parseKeyword(body: string): SmsKeyword | null {
  const word = body
    .trim()
    .replace(/[.!?]+$/, '')
    .trim()
    .toUpperCase();
  if (!word || /\s/.test(word)) return null;
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return { kind: 'stop', word };
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return { kind: 'start', word };
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return { kind: 'help', word };
  return null;
}

/** Cost in cents for display, from thousandths of a cent (a segment costs under a cent: $0.0083 is 830). */
export const millicentsToCents = (millicents: number) => Math.round(millicents / 1000);

/** $12.34 or, below ten cents, $0.0083: the precision a per-segment price needs. */
export function formatSmsCost(millicents: number): string {
  const dollars = millicents / 100_000;
  if (millicents !== 0 && Math.abs(dollars) < 0.1)
    return `$${dollars.toFixed(4).replace(/0{1,2}$/, '')}`;
  return `$${dollars.toFixed(2)}`;
}

/** A text's codes (sms_messages): the server sends them, the SMS log says them from the catalogue. */
export const SMS_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'skipped',
  'received',
] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * What made a message. Owners of the other capabilities add their kind here
 * (one line): the log names the sender by it.
 */
export const SMS_SOURCE_TYPES = [
  'announcement',
  'review_request',
  'receipt',
  'booking_confirmation',
  'appointment_reminder',
  'technician_ready',
  'keyword_reply',
  'inbound',
  'manual',
] as const;
export type SmsSourceType = (typeof SMS_SOURCE_TYPES)[number];

/**
 * Why a message was not sent, or why the provider refused it. 'opted_out':
 * the number texted STOP (ours) or Twilio answered 21610; 'unknown_outcome':
 * an attempt may have reached the provider, so it is never tried again;
 * 'account_closed': the store was closed or its account disabled before it went.
 */
export const SMS_REASONS = [
  'opted_out',
  'no_consent',
  'quota',
  'no_phone',
  'invalid_number',
  'provider_error',
  'unknown_outcome',
  'undeliverable',
  'account_closed',
] as const;
export type SmsReason = (typeof SMS_REASONS)[number];
