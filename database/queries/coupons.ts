import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { couponUses, coupons } from '../schema';
import { clock } from '../../common/clock';

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
export async function countCouponUses(
  db: Db,
  storeId: number,
  couponId: number,
  customerId?: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.storeId, storeId),
        eq(couponUses.couponId, couponId),
        isNull(couponUses.releasedAt),
        customerId === undefined ? undefined : eq(couponUses.customerId, customerId),
      ),
    );
  return row.n;
}

export async function recordCouponUse(
  db: Db,
  storeId: number,
  values: { couponId: number; invoiceId: number; customerId: number | null; amountCents: number },
) {
  await db.insert(couponUses).values({ storeId, ...values });
}

export type CouponValues = Omit<
  typeof coupons.$inferInsert,
  'id' | 'storeId' | 'createdAt' | 'updatedAt'
>;

const couponColumns = {
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
};

/** Uses that still count (a void releases its use). */
// The outer row is named in full: Drizzle writes a single-table query's columns unqualified, and inside the subquery "id" would be the use's own.
const usesSoFar = sql<number>`(select count(*) from ${couponUses} where ${couponUses.storeId} = "coupons"."store_id" and ${couponUses.couponId} = "coupons"."id" and ${couponUses.releasedAt} is null)::int`;

/** A page of the store's coupons by code, with their uses so far; `code` narrows to codes containing it. */
export async function listCoupons(
  db: Db,
  storeId: number,
  code: string,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(coupons.storeId, storeId),
    code
      ? sql`${coupons.code} ilike ${`%${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...couponColumns, uses: usesSoFar })
      .from(coupons)
      .where(where)
      .orderBy(asc(sql`lower(${coupons.code})`), asc(coupons.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: n };
}

export async function getCoupon(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ ...couponColumns, uses: usesSoFar })
    .from(coupons)
    .where(and(eq(coupons.storeId, storeId), eq(coupons.id, id)));
  return row ?? null;
}

/** Whether another coupon of the store has this code (any case). */
export async function couponCodeTaken(
  db: Db,
  storeId: number,
  code: string,
  exceptId: number | null = null,
) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(coupons.storeId, storeId),
        sql`lower(${coupons.code}) = lower(${code})`,
        exceptId === null ? undefined : ne(coupons.id, exceptId),
      ),
    );
  return !!row;
}

export async function createCoupon(db: Db, storeId: number, values: CouponValues) {
  const [row] = await db
    .insert(coupons)
    .values({ ...values, storeId })
    .returning({ id: coupons.id });
  return row.id;
}

export async function updateCoupon(db: Db, storeId: number, id: number, values: CouponValues) {
  const rows = await db
    .update(coupons)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(coupons.storeId, storeId), eq(coupons.id, id)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}
