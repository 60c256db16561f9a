import { say, type Said } from './said';
/**
 * The offline counter's rules shared by the station (resources/js/offline)
 * and the server. Pure: no imports from either side.
 */

/** A ticket or clock event recorded offline is taken up to this long after it happened. */
export const OFFLINE_MAX_AGE_MS = 72 * 60 * 60 * 1000;
/** A station's clock may run a little ahead of the server's. */
export const OFFLINE_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const OFFLINE_CARD_REFUSED = say('offline.card');
export const OFFLINE_GIFT_CARD_REFUSED = say('offline.giftCard');
export const OFFLINE_GIFT_CARD_LINE_REFUSED = say('offline.giftCardLine');
export const OFFLINE_REWARD_REFUSED = say('offline.reward');
export const OFFLINE_SAVED_TICKET_REFUSED = say('offline.savedTicket');
export const OFFLINE_CHECK_IN_REFUSED = say('offline.checkIn');
/** A queued item the server answered 422 without a message. */
export const OFFLINE_SERVER_REFUSED = say('offline.serverRefused');
export const OFFLINE_COUPON_REFUSED = say('offline.coupon');
export const OFFLINE_OTHER_TENDER_REFUSED = say('offline.otherTender');

/** Why a moment recorded offline is not taken now, or null when it is within the bounds. */
export function offlineTimeProblem(recordedAt: Date, now: Date): Said | null {
  const age = now.getTime() - recordedAt.getTime();
  if (Number.isNaN(age)) return say('rules.tickets.theTimeItWasRecorded2');
  if (age < -OFFLINE_CLOCK_SKEW_MS) return say('rules.tickets.recordedInTheFuture');
  if (age > OFFLINE_MAX_AGE_MS) return say('rules.tickets.recordedTooLongAgo');
  return null;
}

/** What an offline sale may be paid with: cash only, so the first tender needing the server is refused with its reason. */
export function offlineTenderProblem(tenders: readonly { type: string }[]): Said | null {
  for (const t of tenders) {
    if (t.type === 'credit_card') return OFFLINE_CARD_REFUSED;
    if (t.type === 'gift_card') return OFFLINE_GIFT_CARD_REFUSED;
    if (t.type === 'coupon') return OFFLINE_COUPON_REFUSED;
    if (t.type !== 'cash') return OFFLINE_OTHER_TENDER_REFUSED;
  }
  return null;
}
