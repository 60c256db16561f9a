/** Attempts of a send that failed before reaching the provider (or that it answered 429/5xx), before giving up. */
export const MAX_SEND_ATTEMPTS = 4;

/** The waits before attempts 2, 3 and 4: a blip (a 503 during a deploy of Twilio's) is over in half a minute. */
const RETRY_AFTER_MS = [30_000, 2 * 60_000, 10 * 60_000];
/** Each wait is lengthened by up to this share, so texts that failed together are not retried together. */
const JITTER = 0.2;
/** Never longer than this, whatever Retry-After says: a receipt parked for a day is worth nothing. */
const MAX_WAIT_MS = 60 * 60_000;

/**
 * How long after failed attempt `attempt` (1 for the first) a text is tried again: the schedule's
 * wait or Twilio's Retry-After, whichever is longer, plus up to a fifth more. The jitter only ever
 * lengthens the wait, so a Retry-After is never undercut.
 */
export function smsRetryDelayMs(
  attempt: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number {
  const scheduled = RETRY_AFTER_MS[Math.min(Math.max(attempt, 1), RETRY_AFTER_MS.length) - 1];
  const wait = Math.min(MAX_WAIT_MS, Math.max(scheduled, retryAfterMs ?? 0));
  return Math.min(MAX_WAIT_MS, Math.round(wait * (1 + JITTER * random())));
}
