/**
 * The offline counter's rules shared by the station (resources/js/offline)
 * and the server. Pure: no imports from either side.
 */

/** A ticket or clock event recorded offline is taken up to this long after it happened. */
export const OFFLINE_MAX_AGE_MS = 72 * 60 * 60 * 1000;
/** A station's clock may run a little ahead of the server's. */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const OFFLINE_CARD_REFUSED =
  'Card payments need the connection. Take cash, or wait until the station is back online.';
export const OFFLINE_GIFT_CARD_REFUSED =
  'Gift cards need the connection. Take cash, or wait until the station is back online.';
export const OFFLINE_GIFT_CARD_LINE_REFUSED =
  'Gift cards need the connection. Take them off the ticket, or wait until the station is back online.';
export const OFFLINE_REWARD_REFUSED =
  'Rewards need the connection. Take the reward off, or wait until the station is back online.';
export const OFFLINE_SAVED_TICKET_REFUSED =
  'A saved ticket needs the connection to be paid. Ring it up as a new ticket, or wait until the station is back online.';
export const OFFLINE_CHECK_IN_REFUSED =
  'A check-in needs the connection to be paid. Ring it up as a new ticket, or wait until the station is back online.';
/** A queued item the server answered 422 without a message. */
export const OFFLINE_SERVER_REFUSED = 'The server refused it.';
export const OFFLINE_COUPON_REFUSED =
  'Coupons and rewards need the connection. Take cash without them, or wait until the station is back online.';

/** Why a moment recorded offline is not taken now, or null when it is within the bounds. */
export function offlineTimeProblem(recordedAt: Date, now: Date): string | null {
  const age = now.getTime() - recordedAt.getTime();
  if (Number.isNaN(age)) return 'The time it was recorded is not a valid time.';
  if (age < -OFFLINE_CLOCK_SKEW_MS)
    return 'The time it was recorded is in the future: check the station’s clock.';
  if (age > OFFLINE_MAX_AGE_MS)
    return 'It was recorded more than 72 hours ago: a manager must enter it by hand.';
  return null;
}

/** What an offline sale may be paid with: cash only, so the first tender needing the server is refused with its reason. */
export function offlineTenderProblem(tenders: readonly { type: string }[]): string | null {
  for (const t of tenders) {
    if (t.type === 'credit_card') return OFFLINE_CARD_REFUSED;
    if (t.type === 'gift_card') return OFFLINE_GIFT_CARD_REFUSED;
    if (t.type === 'coupon') return OFFLINE_COUPON_REFUSED;
    if (t.type !== 'cash')
      return OFFLINE_CARD_REFUSED.replace('Card payments', 'Payments other than cash');
  }
  return null;
}
