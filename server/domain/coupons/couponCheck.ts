import type { Db } from '../../../database/client';
import { countCouponUses, lockCouponByCode } from '../../../database/queries/coupons';
import { storeToday } from '../../../common/storeTime';
import type { CouponMode } from '../../../common/tenders';
import { FieldErrors } from '../errors';
import { countAttempt, throttleKey, type Limit, type Throttle } from '../security/throttle';
import { evaluateCoupon, type CouponVerdict } from './couponRules';
import { priceTicket, type PricedTicket, type TicketRequest } from '../tickets/ticketPricing';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/** The store a coupon is checked in: checkout's StoreContext, written out so checkout and this module do not import each other. */
type StoreContext = { id: number; timezone: string };

/**
 * What a coupon is worth on a priced ticket, with the reason when it may not
 * be used: the same rule checkout applies (spend after discounts, without gift
 * cards sold; never more than what is due).
 */
export async function valueCoupon(
  db: Db,
  store: StoreContext,
  priced: PricedTicket,
  customerId: number | null,
  code: string,
  now = clock.now(),
): Promise<CouponVerdict & { couponId: number | null }> {
  const coupon = await lockCouponByCode(db, store.id, code);
  if (!coupon)
    return { ok: false, reason: say('validation.giftCards.noCouponHasThisCode'), couponId: null };
  // One after the other: inside checkout's transaction both run on the same connection anyway.
  const usesSoFar = await countCouponUses(db, store.id, coupon.id);
  const usesByCustomer =
    customerId === null ? null : await countCouponUses(db, store.id, coupon.id, customerId);
  const verdict = evaluateCoupon(coupon, {
    today: storeToday(store.timezone, now),
    spendCents: priced.totals.spendCents,
    // A discount can take the goods down to nothing, never the tax or the tip; a payment, what is due.
    amountDueCents:
      priced.couponMode === 'discount' ? priced.totals.spendCents : priced.totals.amountDueCents,
    usesSoFar,
    usesByCustomer,
  });
  return { ...verdict, couponId: coupon.id };
}

/**
 * Codes tried at the pay screen that name no coupon, per signed-in session
 * and per store: the check answers "no coupon has this code" at once, so
 * without a limit it would list a store's codes by guessing.
 */
export const COUPON_CHECK_LIMITS = {
  perSession: { max: 10, decaySeconds: 600 },
  perStore: { max: 30, decaySeconds: 600 },
} as const;
export const couponThrottleMessage = (seconds: number) =>
  say('validation.giftCards.tooManyCouponCodesTried', { minutes: Math.ceil(seconds / 60) });

/**
 * The pay screen's coupon check: the ticket as it stands, priced on the
 * server, and the coupon's value on it. Each lookup is counted before it
 * runs (ThrottledError past a limit); a code that names a coupon is given
 * back, so only guesses add up.
 */
export async function checkCoupon(
  db: Db,
  throttle: Throttle,
  store: StoreContext,
  req: TicketRequest,
  code: string,
  session: string,
): Promise<CouponCheck> {
  const limits: Limit[] = [
    {
      key: throttleKey('coupon-check:session', store.id, session),
      ...COUPON_CHECK_LIMITS.perSession,
    },
    { key: throttleKey('coupon-check:store', store.id), ...COUPON_CHECK_LIMITS.perStore },
  ];
  // Priced first: a ticket that cannot be priced looks no code up, so it costs no attempt.
  // With the promotions checkout will apply: a coupon's percent is taken on the price after them.
  const at = { timezone: store.timezone, now: clock.now() };
  const priced = await priceTicket(db, store.id, req, {}, at);
  await countAttempt(throttle, limits, 'code', couponThrottleMessage);
  const verdict = await db.transaction((tx) =>
    valueCoupon(tx, store, priced, req.customerId, code),
  );
  if (verdict.couponId !== null) await Promise.all(limits.map((l) => throttle.release(l.key)));
  if (!verdict.ok) throw new FieldErrors({ code: verdict.reason });
  if (priced.couponMode === 'tender')
    return { valueCents: verdict.valueCents, reducesDueCents: verdict.valueCents, mode: 'tender' };
  // As a discount it takes its tax (and a percent tip's part) off with it: the pay screen counts what the due goes down by.
  const after = await priceTicket(
    db,
    store.id,
    { ...req, couponDiscountCents: verdict.valueCents },
    {},
    at,
  );
  return {
    valueCents: verdict.valueCents,
    reducesDueCents: priced.totals.amountDueCents - after.totals.amountDueCents,
    mode: 'discount',
  };
}

export interface CouponCheck {
  valueCents: number;
  /** How much less the other tenders must cover: the value as a payment, the value and its tax as a discount. */
  reducesDueCents: number;
  mode: CouponMode;
}
