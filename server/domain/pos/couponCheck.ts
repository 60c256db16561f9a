import type { Db } from '../../../database/client';
import { countCouponUses, lockCouponByCode } from '../../../database/queries/coupons';
import { storeToday } from '../../../common/storeTime';
import type { CouponMode } from '../../../common/tenders';
import { FieldErrors } from '../errors';
import type { StoreContext } from './checkout';
import { evaluateCoupon, type CouponVerdict } from './couponRules';
import { priceTicket, type PricedTicket, type TicketRequest } from './ticketPricing';

/**
 * What a coupon is worth on a priced ticket, with the reason when it may not
 * be used: the same rule checkout applies (spend after discounts, without gift
 * cards sold; never more than what is due).
 */
export async function valueCoupon(db: Db, store: StoreContext, priced: PricedTicket, customerId: number | null, code: string, now = new Date()): Promise<CouponVerdict & { couponId: number | null }> {
  const coupon = await lockCouponByCode(db, store.id, code);
  if (!coupon) return { ok: false, reason: 'No coupon has this code.', couponId: null };
  // One after the other: inside checkout's transaction both run on the same connection anyway.
  const usesSoFar = await countCouponUses(db, store.id, coupon.id);
  const usesByCustomer = customerId === null ? null : await countCouponUses(db, store.id, coupon.id, customerId);
  const verdict = evaluateCoupon(coupon, {
    today: storeToday(store.timezone, now),
    spendCents: priced.totals.spendCents,
    // A discount can take the goods down to nothing, never the tax or the tip; a payment, what is due.
    amountDueCents: priced.couponMode === 'discount' ? priced.totals.spendCents : priced.totals.amountDueCents,
    usesSoFar,
    usesByCustomer,
  });
  return { ...verdict, couponId: coupon.id };
}

/** The pay screen's coupon check: the ticket as it stands, priced on the server, and the coupon's value on it. */
export async function checkCoupon(db: Db, store: StoreContext, req: TicketRequest, code: string): Promise<CouponCheck> {
  const priced = await priceTicket(db, store.id, req);
  const verdict = await db.transaction((tx) => valueCoupon(tx, store, priced, req.customerId, code));
  if (!verdict.ok) throw new FieldErrors({ code: verdict.reason });
  if (priced.couponMode === 'tender') return { valueCents: verdict.valueCents, reducesDueCents: verdict.valueCents, mode: 'tender' };
  // As a discount it takes its tax (and a percent tip's part) off with it: the pay screen counts what the due goes down by.
  const after = await priceTicket(db, store.id, { ...req, couponDiscountCents: verdict.valueCents });
  return { valueCents: verdict.valueCents, reducesDueCents: priced.totals.amountDueCents - after.totals.amountDueCents, mode: 'discount' };
}

export interface CouponCheck {
  valueCents: number;
  /** How much less the other tenders must cover: the value as a payment, the value and its tax as a discount. */
  reducesDueCents: number;
  mode: CouponMode;
}
