/**
 * How a text leaves the app. The log driver keeps it on disk (offline demo,
 * tests); the Twilio driver posts it to the Messages API. Both answer the
 * same shape, so the sender never knows which one ran.
 */
export interface SmsSendRequest {
  to: string;
  /** The store's number; the Twilio driver may send through a Messaging Service instead. */
  from?: string;
  body: string;
  /** Where the provider reports later statuses (carries our message id). */
  statusCallback?: string;
  /** Our message id: the log driver names its file by it. */
  messageId?: number;
}

/** The provider's own status words (Twilio's), mapped by the sender. */
export interface SmsSendResult {
  sid: string;
  status: string;
  segments?: number;
  /** Thousandths of a cent, when the provider already knows the price. */
  priceMillicents?: number;
}

/**
 * A send that did not succeed, and what may be done about it:
 * - 'rejected': the provider answered no (a 4xx with its error code): final, never retried;
 * - 'retryable': the request never reached the provider, or it answered 429/5xx: safe to try again;
 * - 'unknown': the request may have reached it (a timeout after sending, a dropped connection):
 *   trying again could send the text twice.
 */
export class SmsSendError extends Error {
  constructor(
    readonly kind: 'rejected' | 'retryable' | 'unknown',
    message: string,
    readonly code: number | null = null,
    readonly httpStatus: number | null = null,
    /** How long the provider asked us to wait before trying again (its Retry-After), when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export interface SmsDriver {
  readonly name: 'log' | 'twilio';
  send(request: SmsSendRequest): Promise<SmsSendResult>;
}

/** Twilio's "-0.00790" (dollars, negative for a charge) in thousandths of a cent; undefined when not priced yet. */
export function priceToMillicents(price: unknown): number | undefined {
  if (price === null || price === undefined || price === '') return undefined;
  const n = Number(price);
  return Number.isFinite(n) ? Math.round(Math.abs(n) * 100_000) : undefined;
}
