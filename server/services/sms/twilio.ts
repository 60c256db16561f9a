import { clock } from '../../../common/clock';
import { SmsSendError, priceToMillicents, type SmsDriver } from './driver';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  /** https://api.twilio.com, or the fake server in tests. */
  apiBase: string;
  /** How long to wait for Twilio's answer; past it the outcome is unknown. */
  timeoutMs?: number;
}

/** Connection errors raised before any byte of the request left: Twilio cannot have the message. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * Twilio's Messages API over fetch (no twilio package: integrations.md §2):
 * a form post with Basic auth to {base}/2010-04-01/Accounts/{sid}/Messages.json.
 * 4xx answers carry Twilio's error code (21610: the number texted STOP;
 * 21211: not a valid number); 429 and 5xx may be retried; a timeout or a
 * connection dropped after sending is 'unknown' (see SmsSendError).
 */
export function createTwilioSmsDriver(o: TwilioOptions): SmsDriver {
  const url = `${o.apiBase}/2010-04-01/Accounts/${encodeURIComponent(o.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${o.accountSid}:${o.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(request) {
      const form = new URLSearchParams({ To: request.to, Body: request.body });
      // A Messaging Service picks the sender itself (and holds the opt-out list for all its numbers).
      if (o.messagingServiceSid) form.set('MessagingServiceSid', o.messagingServiceSid);
      else form.set('From', request.from ?? o.from ?? '');
      if (request.statusCallback) form.set('StatusCallback', request.statusCallback);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: auth,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
        });
      } catch (err) {
        const code = (err as { cause?: { code?: string } }).cause?.code;
        if (code && NOT_SENT.has(code))
          throw new SmsSendError('retryable', `Twilio unreachable (${code})`);
        throw new SmsSendError(
          'unknown',
          `No answer from Twilio: ${(err as Error).name === 'TimeoutError' ? 'timed out' : ((err as Error).message ?? String(err))}`,
        );
      }
      let json: Record<string, unknown> = {};
      try {
        json = (await response.json()) as Record<string, unknown>;
      } catch {
        if (response.ok)
          throw new SmsSendError('unknown', `Twilio answered ${response.status} without JSON`);
      }
      if (response.status === 429 || response.status >= 500) {
        throw new SmsSendError(
          'retryable',
          `Twilio answered ${response.status}: ${String(json.message ?? '')}`.trim(),
          numberOrNull(json.code),
          response.status,
          parseRetryAfter(response.headers.get('retry-after')),
        );
      }
      if (!response.ok) {
        throw new SmsSendError(
          'rejected',
          String(json.message ?? `Twilio answered ${response.status}`),
          numberOrNull(json.code),
          response.status,
        );
      }
      if (typeof json.sid !== 'string')
        throw new SmsSendError('unknown', 'Twilio answered without a message sid');
      return {
        sid: json.sid,
        status: typeof json.status === 'string' ? json.status : 'queued',
        segments: Number(json.num_segments) || undefined,
        priceMillicents: priceToMillicents(json.price),
      };
    },
  };
}

const numberOrNull = (v: unknown) =>
  v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v);

/**
 * An HTTP Retry-After (RFC 9110 §10.2.3) in milliseconds from `now`: whole seconds, or an HTTP date
 * (a date already past is 0). Anything else, or a wait of more than nine digits of seconds, is null.
 */
export function parseRetryAfter(header: string | null, now = clock.now()): number | null {
  const value = header?.trim() ?? '';
  if (/^\d{1,9}$/.test(value)) return Number(value) * 1000;
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
