import type { Db } from '../../../database/client';
import { countCouponUses, lockCouponByCode } from '../../../database/queries/coupons';
import { storeToday } from '../../../common/storeTime';
import { FieldErrors } from '../errors';
import { evaluateCoupon, type CouponVerdict } from './couponRules';
import { priceTicket, type PricedTicket, type TicketRequest } from './ticketPricing';

/** The store a coupon is checked in: checkout's StoreContext, written out so checkout and this module do not import each other. */
type StoreContext = { id: number; timezone: string };

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
    amountDueCents: priced.totals.amountDueCents,
    usesSoFar,
    usesByCustomer,
  });
  return { ...verdict, couponId: coupon.id };
}

/** The pay screen's coupon check: the ticket as it stands, priced on the server, and the coupon's value on it. */
export async function checkCoupon(db: Db, store: StoreContext, req: TicketRequest, code: string): Promise<number> {
  const priced = await priceTicket(db, store.id, req);
  const verdict = await db.transaction((tx) => valueCoupon(tx, store, priced, req.customerId, code));
  if (!verdict.ok) throw new FieldErrors({ code: verdict.reason });
  return verdict.valueCents;
}
