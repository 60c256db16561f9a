import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  appointments,
  customers,
  invoiceLines,
  loyaltyAccounts,
  loyaltyEntries,
  loyaltyRewards,
  loyaltySettings,
  refundLines,
  services,
} from '../schema';
import { clock } from '../../common/clock';

export interface LoyaltySettingsValues {
  enabled: boolean;
  earnMode: 'spend' | 'visit';
  pointsPerDollar: number;
  pointsPerVisit: number;
  onlineBookingBonus: number;
  reviewBonus: number;
  availableAfterHours: number;
  minimumRedeemPoints: number;
  expiryMonths: number | null;
}

/** A store that never saved the Rewards tab: off, with the schema's defaults to start from. */
export const DEFAULT_LOYALTY_SETTINGS: LoyaltySettingsValues = {
  enabled: false,
  earnMode: 'spend',
  pointsPerDollar: 1,
  pointsPerVisit: 10,
  onlineBookingBonus: 0,
  reviewBonus: 0,
  availableAfterHours: 24,
  minimumRedeemPoints: 0,
  expiryMonths: null,
};

export async function getLoyaltySettings(db: Db, storeId: number): Promise<LoyaltySettingsValues> {
  const [row] = await db
    .select({
      enabled: loyaltySettings.enabled,
      earnMode: loyaltySettings.earnMode,
      pointsPerDollar: loyaltySettings.pointsPerDollar,
      pointsPerVisit: loyaltySettings.pointsPerVisit,
      onlineBookingBonus: loyaltySettings.onlineBookingBonus,
      reviewBonus: loyaltySettings.reviewBonus,
      availableAfterHours: loyaltySettings.availableAfterHours,
      minimumRedeemPoints: loyaltySettings.minimumRedeemPoints,
      expiryMonths: loyaltySettings.expiryMonths,
    })
    .from(loyaltySettings)
    .where(eq(loyaltySettings.storeId, storeId));
  return row ?? { ...DEFAULT_LOYALTY_SETTINGS };
}

export async function saveLoyaltySettings(db: Db, storeId: number, values: LoyaltySettingsValues) {
  await db
    .insert(loyaltySettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({
      target: loyaltySettings.storeId,
      set: { ...values, updatedAt: clock.now() },
    });
}

/**
 * Locks the customer's points for the rest of the transaction (the row is
 * made on her first points): every change to her points takes this first,
 * so a concurrent redemption waits and then sums the ledger with the
 * other's entry in it.
 */
export async function lockLoyaltyAccount(db: Db, storeId: number, customerId: number) {
  await db
    .insert(loyaltyAccounts)
    .values({ storeId, customerId })
    .onConflictDoUpdate({
      target: [loyaltyAccounts.storeId, loyaltyAccounts.customerId],
      set: { lockedAt: sql`now()` },
    });
}

const ledgerColumns = {
  id: loyaltyEntries.id,
  kind: loyaltyEntries.kind,
  points: loyaltyEntries.points,
  reversesId: loyaltyEntries.reversesId,
  availableAt: loyaltyEntries.availableAt,
  expiresAt: loyaltyEntries.expiresAt,
};

/** A customer's ledger, oldest first (what the balance and FIFO expiry are worked from). */
export async function listLoyaltyRows(db: Db, storeId: number, customerId: number) {
  return db
    .select(ledgerColumns)
    .from(loyaltyEntries)
    .where(and(eq(loyaltyEntries.storeId, storeId), eq(loyaltyEntries.customerId, customerId)))
    .orderBy(asc(loyaltyEntries.id));
}

/** Several customers' ledgers at once, oldest first, by customer. */
export async function listLoyaltyRowsFor(db: Db, storeId: number, customerIds: readonly number[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({ ...ledgerColumns, customerId: loyaltyEntries.customerId })
    .from(loyaltyEntries)
    .where(
      and(
        eq(loyaltyEntries.storeId, storeId),
        inArray(loyaltyEntries.customerId, [...customerIds]),
      ),
    )
    .orderBy(asc(loyaltyEntries.id));
}

/** A customer's ledger as the Rewards page shows it, newest first. */
export async function listLoyaltyEntries(db: Db, storeId: number, customerId: number, limit = 200) {
  return db
    .select({
      id: loyaltyEntries.id,
      kind: loyaltyEntries.kind,
      points: loyaltyEntries.points,
      invoiceId: loyaltyEntries.invoiceId,
      source: loyaltyEntries.source,
      rewardName: loyaltyRewards.name,
      discountCents: loyaltyEntries.discountCents,
      note: loyaltyEntries.note,
      availableAt: loyaltyEntries.availableAt,
      expiresAt: loyaltyEntries.expiresAt,
      byName: loyaltyEntries.byName,
      createdAt: loyaltyEntries.createdAt,
    })
    .from(loyaltyEntries)
    .leftJoin(
      loyaltyRewards,
      and(eq(loyaltyRewards.storeId, storeId), eq(loyaltyRewards.id, loyaltyEntries.rewardId)),
    )
    .where(and(eq(loyaltyEntries.storeId, storeId), eq(loyaltyEntries.customerId, customerId)))
    .orderBy(desc(loyaltyEntries.id))
    .limit(limit);
}

export interface LoyaltyEntryValues {
  customerId: number;
  kind: 'earn' | 'bonus' | 'redeem' | 'reverse' | 'expire' | 'adjust';
  points: number;
  invoiceId?: number | null;
  source?: string | null;
  reversesId?: number | null;
  rewardId?: number | null;
  discountCents?: number | null;
  note?: string | null;
  availableAt: Date;
  expiresAt?: Date | null;
  byName: string;
  /** The moment of the change (the ticket's, for a ticket's points); the database's clock when left out. */
  createdAt?: Date;
}

/** Appends ledger rows (never changes one). A bonus already given for its source is skipped: the ids of the rows written. */
export async function appendLoyaltyEntries(
  db: Db,
  storeId: number,
  rows: readonly LoyaltyEntryValues[],
) {
  if (rows.length === 0) return [];
  const written = await db
    .insert(loyaltyEntries)
    .values(rows.map((r) => ({ ...r, storeId })))
    .onConflictDoNothing()
    .returning({ id: loyaltyEntries.id });
  return written.map((w) => w.id);
}

/** The ledger rows a ticket wrote (earned, bonus, redeemed) and their reversals, oldest first. */
export async function listInvoiceLoyaltyEntries(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      id: loyaltyEntries.id,
      customerId: loyaltyEntries.customerId,
      kind: loyaltyEntries.kind,
      points: loyaltyEntries.points,
      reversesId: loyaltyEntries.reversesId,
      rewardId: loyaltyEntries.rewardId,
      rewardName: loyaltyRewards.name,
      discountCents: loyaltyEntries.discountCents,
      availableAt: loyaltyEntries.availableAt,
      expiresAt: loyaltyEntries.expiresAt,
    })
    .from(loyaltyEntries)
    .leftJoin(
      loyaltyRewards,
      and(eq(loyaltyRewards.storeId, storeId), eq(loyaltyRewards.id, loyaltyEntries.rewardId)),
    )
    .where(and(eq(loyaltyEntries.storeId, storeId), eq(loyaltyEntries.invoiceId, invoiceId)))
    .orderBy(asc(loyaltyEntries.id));
}

/** A paid ticket's services: what they came to (net), and what of them all refunds so far gave back. */
export async function getInvoiceServiceRefunds(db: Db, storeId: number, invoiceId: number) {
  const [lines] = await db
    .select({ cents: sql<number>`coalesce(sum(${invoiceLines.netCents}), 0)::int` })
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.storeId, storeId),
        eq(invoiceLines.invoiceId, invoiceId),
        eq(invoiceLines.kind, 'service'),
      ),
    );
  const [refunded] = await db
    .select({ cents: sql<number>`coalesce(sum(${refundLines.netCents}), 0)::int` })
    .from(refundLines)
    .innerJoin(
      invoiceLines,
      and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.id, refundLines.invoiceLineId)),
    )
    .where(
      and(
        eq(refundLines.storeId, storeId),
        eq(invoiceLines.invoiceId, invoiceId),
        eq(invoiceLines.kind, 'service'),
      ),
    );
  return { serviceCents: lines.cents, refundedCents: refunded.cents };
}

const rewardColumns = {
  id: loyaltyRewards.id,
  name: loyaltyRewards.name,
  pointsCost: loyaltyRewards.pointsCost,
  kind: loyaltyRewards.kind,
  amountCents: loyaltyRewards.amountCents,
  serviceId: loyaltyRewards.serviceId,
  serviceName: services.name,
  servicePriceCents: services.priceCents,
  isActive: loyaltyRewards.isActive,
};

export type LoyaltyRewardRow = Awaited<ReturnType<typeof listLoyaltyRewards>>[number];

/** The store's rewards catalog, active first, then by cost. */
export async function listLoyaltyRewards(
  db: Db,
  storeId: number,
  opts: { activeOnly?: boolean } = {},
) {
  return db
    .select(rewardColumns)
    .from(loyaltyRewards)
    .leftJoin(
      services,
      and(eq(services.storeId, storeId), eq(services.id, loyaltyRewards.serviceId)),
    )
    .where(
      and(
        eq(loyaltyRewards.storeId, storeId),
        opts.activeOnly ? eq(loyaltyRewards.isActive, true) : undefined,
      ),
    )
    .orderBy(desc(loyaltyRewards.isActive), asc(loyaltyRewards.pointsCost), asc(loyaltyRewards.id));
}

export async function getLoyaltyReward(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(rewardColumns)
    .from(loyaltyRewards)
    .leftJoin(
      services,
      and(eq(services.storeId, storeId), eq(services.id, loyaltyRewards.serviceId)),
    )
    .where(and(eq(loyaltyRewards.storeId, storeId), eq(loyaltyRewards.id, id)));
  return row ?? null;
}

export interface LoyaltyRewardValues {
  name: string;
  pointsCost: number;
  kind: 'amount_off' | 'free_service';
  amountCents: number | null;
  serviceId: number | null;
  isActive: boolean;
}

export async function createLoyaltyReward(db: Db, storeId: number, values: LoyaltyRewardValues) {
  const [row] = await db
    .insert(loyaltyRewards)
    .values({ storeId, ...values })
    .returning({ id: loyaltyRewards.id });
  return row.id;
}

export async function updateLoyaltyReward(
  db: Db,
  storeId: number,
  id: number,
  values: Partial<LoyaltyRewardValues>,
) {
  await db
    .update(loyaltyRewards)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(loyaltyRewards.storeId, storeId), eq(loyaltyRewards.id, id)));
}

/** Whether the service is on this store's menu (a free-service reward names one). */
export async function findStoreService(db: Db, storeId: number, serviceId: number) {
  const [row] = await db
    .select({ id: services.id, name: services.name, kind: services.kind })
    .from(services)
    .where(and(eq(services.storeId, storeId), eq(services.id, serviceId)));
  return row ?? null;
}

/** Customers with points (any ledger row), by name, a page at a time; `search` matches name or phone. */
export async function listLoyaltyCustomers(
  db: Db,
  storeId: number,
  opts: { search: string | null; limit: number; offset: number },
) {
  const where = and(
    eq(customers.storeId, storeId),
    sql`exists (select 1 from ${loyaltyEntries} e where e.store_id = ${storeId} and e.customer_id = ${customers.id})`,
    opts.search
      ? sql`(lower(${customers.name}) like ${`%${opts.search.toLowerCase()}%`} or ${customers.phone} like ${`%${opts.search.replace(/\D/g, '') || opts.search}%`})`
      : undefined,
  );
  const rows = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.name), asc(customers.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(customers)
    .where(where);
  return { rows, total };
}

/** The store's customer by id (null when she is another store's or gone). */
export async function findLoyaltyCustomer(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return row ?? null;
}

/** Points the store owes: every customer's ledger sum, pending included, a customer below zero counting as none. */
export async function sumOutstandingPoints(db: Db, storeId: number, asOf?: Date) {
  const per = db
    .select({ points: sql<number>`sum(${loyaltyEntries.points})`.as('points') })
    .from(loyaltyEntries)
    .where(
      and(
        eq(loyaltyEntries.storeId, storeId),
        asOf ? lt(loyaltyEntries.createdAt, asOf) : undefined,
      ),
    )
    .groupBy(loyaltyEntries.customerId)
    .as('per');
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(greatest(${per.points}, 0)), 0)::int` })
    .from(per);
  return row.points;
}

/** The online bookings a visit came from (the appointments its check-in carries that the customer booked herself). */
export async function listVisitOnlineBookings(
  db: Db,
  storeId: number,
  checkInId: number,
  customerId: number,
) {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.storeId, storeId),
        eq(appointments.checkInId, checkInId),
        eq(appointments.customerId, customerId),
        eq(appointments.source, 'online'),
      ),
    );
  return rows.map((r) => r.id);
}

/** Points moved in [start, end), summed by kind of ledger row (signed: a redemption is negative). */
export async function sumLoyaltyMovements(db: Db, storeId: number, b: { start: Date; end: Date }) {
  const rows = await db
    .select({
      kind: loyaltyEntries.kind,
      points: sql<number>`coalesce(sum(${loyaltyEntries.points}), 0)::int`,
    })
    .from(loyaltyEntries)
    .where(
      and(
        eq(loyaltyEntries.storeId, storeId),
        gte(loyaltyEntries.createdAt, b.start),
        lt(loyaltyEntries.createdAt, b.end),
      ),
    )
    .groupBy(loyaltyEntries.kind);
  return rows;
}
