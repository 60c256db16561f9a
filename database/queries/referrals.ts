import { and, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '../client';
import {
  billingInvoices,
  plans,
  referralCommissions,
  stores,
  subscriptions,
  users,
} from '../schema';

/*
 * Referrals: the stores a partner brought (subscriptions.referred_by_user_id)
 * and the commission ledger. Every query names the partner.
 */

/** A referral partner account (not deleted), or null. */
export async function getReferralPartner(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, commissionBps: users.commissionBps })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isReferal, true), sql`${users.deletedAt} is null`));
  return row ?? null;
}

/** One commission per invoice: a second call for the same invoice stores nothing (null). */
export async function insertReferralCommission(
  db: Db,
  values: typeof referralCommissions.$inferInsert,
) {
  const [row] = await db
    .insert(referralCommissions)
    .values(values)
    .onConflictDoNothing({ target: referralCommissions.invoiceId })
    .returning();
  return row ?? null;
}

/** The partner's stores with their plan and subscription status. */
export async function listReferredStores(db: Db, partnerId: number) {
  return db
    .select({
      storeId: stores.id,
      name: stores.name,
      timezone: stores.timezone,
      plan: plans.name,
      interval: plans.interval,
      status: subscriptions.status,
      since: subscriptions.createdAt,
    })
    .from(subscriptions)
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.referredByUserId, partnerId))
    .orderBy(stores.name);
}

/** The partner's commission ledger, newest first. */
export async function listReferralCommissions(db: Db, partnerId: number, limit = 200) {
  return db
    .select({
      id: referralCommissions.id,
      invoiceNumber: billingInvoices.number,
      store: stores.name,
      timezone: stores.timezone,
      periodStart: billingInvoices.periodStart,
      periodEnd: billingInvoices.periodEnd,
      paidCents: referralCommissions.paidCents,
      bps: referralCommissions.bps,
      amountCents: referralCommissions.amountCents,
      paidAt: billingInvoices.paidAt,
      createdAt: referralCommissions.createdAt,
    })
    .from(referralCommissions)
    .innerJoin(billingInvoices, eq(billingInvoices.id, referralCommissions.invoiceId))
    .innerJoin(stores, eq(stores.id, referralCommissions.storeId))
    .where(eq(referralCommissions.partnerId, partnerId))
    .orderBy(desc(referralCommissions.createdAt), desc(referralCommissions.id))
    .limit(limit);
}

/** Commission totals: all time, and since `from` (this month's start). */
export async function referralCommissionTotals(db: Db, partnerId: number, from: Date) {
  const [all] = await db
    .select({ total: sum(referralCommissions.amountCents), count: sql<number>`count(*)::int` })
    .from(referralCommissions)
    .where(eq(referralCommissions.partnerId, partnerId));
  const [month] = await db
    .select({ total: sum(referralCommissions.amountCents) })
    .from(referralCommissions)
    .where(
      and(eq(referralCommissions.partnerId, partnerId), gte(referralCommissions.createdAt, from)),
    );
  return {
    allTime: Number(all?.total ?? 0),
    count: all?.count ?? 0,
    thisMonth: Number(month?.total ?? 0),
  };
}
