import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { couponUses, coupons } from '../schema';

/**
 * A coupon of the store by code (any case), locked for the rest of the
 * transaction so two tickets cannot both take its last use.
 */
export async function lockCouponByCode(db: Db, storeId: number, code: string) {
  const [row] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      kind: coupons.kind,
      value: coupons.value,
      minimumSpendCents: coupons.minimumSpendCents,
      validFrom: coupons.validFrom,
      validTo: coupons.validTo,
      usageLimit: coupons.usageLimit,
      perCustomerLimit: coupons.perCustomerLimit,
      isActive: coupons.isActive,
    })
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), sql`lower(${coupons.code}) = lower(${code})`))
    .for('update');
  return row ?? null;
}

/** Uses that still count: a voided ticket's use is released. */
export async function countCouponUses(db: Db, storeId: number, couponId: number, customerId?: number) {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.storeId, storeId), eq(couponUses.couponId, couponId), isNull(couponUses.releasedAt), customerId === undefined ? undefined : eq(couponUses.customerId, customerId)));
  return row.n;
}

export async function recordCouponUse(db: Db, storeId: number, values: { couponId: number; invoiceId: number; customerId: number | null; amountCents: number }) {
  await db.insert(couponUses).values({ storeId, ...values });
}
