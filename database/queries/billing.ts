import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  ne,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  billingAdjustments,
  billingCounters,
  billingInvoiceLines,
  billingInvoices,
  billingPayments,
  employees,
  plans,
  roles,
  smsMessages,
  stations,
  stores,
  subscriptions,
  supportSessions,
  userRoles,
  userSignIns,
  users,
  referralAssignments,
  type BillingInvoiceStatus,
  type SubscriptionStatus,
  type BillingLineKind,
  type BillingPaymentMethod,
  type PlanFeature,
  type PlanInterval,
} from '../schema';
import { invalidateActors } from '../cacheInvalidation';
import { clock } from '../../common/clock';
import type { BillingLineDetails } from '../../common/billing';

/*
 * The platform's billing. Plans are platform-wide; everything
 * else is a store's, and every query of a store's rows names the store.
 */

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;
export type BillingLineRow = typeof billingInvoiceLines.$inferSelect;

export interface PlanValues {
  code: string;
  name: string;
  interval: PlanInterval;
  priceCents: number;
  maxEmployees: number | null;
  maxStations: number | null;
  smsPerMonth: number | null;
  maxLocations: number | null;
  features: PlanFeature[];
}

// ---------------------------------------------------------------- plans

/** Every plan version, newest version of each code first within the code, with how many stores are on it. */
export async function listPlans(db: Db) {
  const onIt = db
    .select({ planId: subscriptions.planId, n: count().as('n') })
    .from(subscriptions)
    .groupBy(subscriptions.planId)
    .as('on_it');
  return db
    .select({ plan: plans, stores: sql<number>`coalesce(${onIt.n}, 0)::int` })
    .from(plans)
    .leftJoin(onIt, eq(onIt.planId, plans.id))
    .orderBy(asc(plans.code), desc(plans.version));
}

export async function getPlan(db: Db, id: number) {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ?? null;
}

/** Plans a store may be moved to: active ones. */
export async function listActivePlans(db: Db) {
  return db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.priceCents), asc(plans.code));
}

export async function planCodeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, code)).limit(1);
  return Boolean(row);
}

export async function createPlan(db: Db, values: PlanValues & { version?: number }) {
  const [row] = await db.insert(plans).values(values).returning();
  return row;
}

/** Name, limits and features in place (the price and interval never change in place). */
export async function updatePlanTerms(
  db: Db,
  id: number,
  values: Omit<PlanValues, 'code' | 'interval' | 'priceCents'>,
) {
  const [row] = await db.update(plans).set(values).where(eq(plans.id, id)).returning();
  return row ?? null;
}

/** A new version of a plan (its price or interval changed): the old one stops taking stores and points at it. */
export async function supersedePlan(db: Db, old: PlanRow, values: PlanValues) {
  const [{ v }] = await db
    .select({ v: max(plans.version) })
    .from(plans)
    .where(eq(plans.code, old.code));
  const [row] = await db
    .insert(plans)
    .values({ ...values, code: old.code, version: (v ?? old.version) + 1 })
    .returning();
  await db.update(plans).set({ active: false, supersededBy: row.id }).where(eq(plans.id, old.id));
  return row;
}

export async function setPlanActive(db: Db, id: number, active: boolean) {
  await db.update(plans).set({ active }).where(eq(plans.id, id));
}

// ---------------------------------------------------------------- subscriptions and accounts

/** The signed-in store's subscription, for the account-state check on store routes. */
export async function subscriptionState(db: Db, storeId: number) {
  const [row] = await db
    .select({
      status: subscriptions.status,
      disabledAt: subscriptions.disabledAt,
      disabledReason: subscriptions.disabledReason,
      readOnlyAt: subscriptions.readOnlyAt,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      // The last support sign-in, shown to the store's people.
      lastSupportAt: sql<
        string | null
      >`(select max(${supportSessions.startedAt}) from ${supportSessions} where ${supportSessions.storeId} = ${storeId})`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.storeId, storeId));
  return row ?? null;
}

export async function getSubscription(db: Db, storeId: number) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.storeId, storeId));
  return row ?? null;
}

/** A store's subscription row locked for the rest of the transaction. */
export async function lockSubscription(db: Db, storeId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.storeId, storeId))
    .for('update');
  return row ?? null;
}

export async function createSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  // Every store route checks the subscription through a cache guarded by the actors stamp.
  await invalidateActors(db, values.storeId);
  return row;
}

export async function updateSubscription(
  db: Db,
  storeId: number,
  values: Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'storeId'>>,
) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: clock.now() })
    .where(eq(subscriptions.storeId, storeId))
    .returning();
  // Who may do what in the store hangs on this row: cached actors of the store reload.
  await invalidateActors(db, storeId);
  return row ?? null;
}

/** Subscriptions the monthly job looks at: not cancelled, not disabled. */
export async function listBillableSubscriptions(db: Db) {
  return db
    .select({ subscription: subscriptions, plan: plans, timezone: stores.timezone })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(stores, eq(stores.id, subscriptions.storeId))
    .where(and(ne(subscriptions.status, 'canceled'), isNull(subscriptions.disabledAt)))
    .orderBy(asc(subscriptions.storeId));
}

/** A store's owner: its first store-user account that is not a referral partner. */
export async function getStoreOwner(db: Db, storeId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(
      roles,
      and(eq(roles.id, userRoles.roleId), isNull(roles.storeId), eq(roles.name, 'store user')),
    )
    .where(and(eq(users.storeId, storeId), eq(users.isReferal, false)))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

export async function getStoreForBilling(db: Db, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      timezone: stores.timezone,
      address: stores.address,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

export interface AccountFilter {
  /** Part of the store's name or of one of its accounts' email addresses. */
  q?: string;
  /** A subscription status, 'disabled', or 'none' (a store without a subscription). */
  status?: SubscriptionStatus | 'disabled' | 'none';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function accountWhere(f: AccountFilter) {
  const like = f.q ? `%${escapeLike(f.q)}%` : null;
  return and(
    like
      ? or(
          sql`${stores.name} ilike ${like}`,
          sql`exists (select 1 from ${users} where ${users.storeId} = ${stores.id} and ${users.email} ilike ${like})`,
        )
      : undefined,
    f.status === 'none'
      ? isNull(subscriptions.id)
      : f.status === 'disabled'
        ? isNotNull(subscriptions.disabledAt)
        : f.status
          ? eq(subscriptions.status, f.status)
          : undefined,
  );
}

/** How many store accounts the filter finds. */
export async function countStoreAccounts(db: Db, f: AccountFilter) {
  const [row] = await db
    .select({ n: count() })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .where(accountWhere(f));
  return row?.n ?? 0;
}

/**
 * One page of store accounts for the super admin's Users page, with plan,
 * status, usage (texts since each store's own month start) and the referral
 * partner; by store name.
 */
export async function listStoreAccounts(
  db: Db,
  f: AccountFilter,
  page: { limit: number; offset: number },
  monthStartOf: (timezone: string) => Date,
) {
  const partners = alias(users, 'partner');
  const rows = await db
    .select({
      store: { id: stores.id, name: stores.name, timezone: stores.timezone },
      subscription: subscriptions,
      plan: plans,
      partner: { id: partners.id, name: partners.name, email: partners.email },
    })
    .from(stores)
    .leftJoin(subscriptions, eq(subscriptions.storeId, stores.id))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(partners, eq(partners.id, subscriptions.referredByUserId))
    .where(accountWhere(f))
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((r) => r.store.id);
  if (!ids.length) return [];
  const [staff, desks, signIns, assigned] = await Promise.all([
    db
      .select({ storeId: employees.storeId, n: count() })
      .from(employees)
      .where(and(inArray(employees.storeId, ids), isNull(employees.deletedAt)))
      .groupBy(employees.storeId),
    db
      .select({ storeId: stations.storeId, n: count() })
      .from(stations)
      .where(inArray(stations.storeId, ids))
      .groupBy(stations.storeId),
    db
      .select({ storeId: users.storeId, at: max(userSignIns.lastSignInAt) })
      .from(userSignIns)
      .innerJoin(users, eq(users.id, userSignIns.userId))
      .where(inArray(users.storeId, ids))
      .groupBy(users.storeId),
    lastReferralAssignments(db, ids),
  ]);
  const sms = await Promise.all(
    rows.map((r) =>
      smsSegmentsSince(
        db,
        r.store.id,
        monthStartOf(r.store.timezone),
        new Date('2100-01-01T00:00:00Z'),
      ),
    ),
  );
  const owners = await Promise.all(rows.map((r) => getStoreOwner(db, r.store.id)));
  const by = <T extends { storeId: number | null }>(list: T[]) =>
    new Map(list.map((x) => [x.storeId, x]));
  const [staffBy, desksBy, signInsBy, assignedBy] = [
    by(staff),
    by(desks),
    by(signIns),
    by(assigned),
  ];
  return rows.map((r, i) => ({
    ...r,
    partner: r.partner?.id ? r.partner : null,
    owner: owners[i],
    usage: {
      employees: staffBy.get(r.store.id)?.n ?? 0,
      stations: desksBy.get(r.store.id)?.n ?? 0,
      sms: sms[i],
    },
    lastSignInAt: signInsBy.get(r.store.id)?.at ?? null,
    lastAssignment: assignedBy.get(r.store.id) ?? null,
  }));
}

// ---------------------------------------------------------------- referral partners of stores

/** Referral partner accounts (not deleted) a store may be credited to, by name. */
export async function listReferralPartners(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.isReferal, true), isNull(users.deletedAt)))
    .orderBy(asc(users.name), asc(users.id));
}

export async function insertReferralAssignment(
  db: Db,
  values: typeof referralAssignments.$inferInsert,
) {
  const [row] = await db.insert(referralAssignments).values(values).returning();
  return row;
}

/** The last partner change of each store, with who made it. */
async function lastReferralAssignments(db: Db, storeIds: number[]) {
  const last = db
    .selectDistinctOn([referralAssignments.storeId], { id: referralAssignments.id })
    .from(referralAssignments)
    .where(inArray(referralAssignments.storeId, storeIds))
    .orderBy(
      referralAssignments.storeId,
      desc(referralAssignments.createdAt),
      desc(referralAssignments.id),
    )
    .as('last');
  return db
    .select({
      storeId: referralAssignments.storeId,
      at: referralAssignments.createdAt,
      by: users.name,
      partnerId: referralAssignments.partnerId,
    })
    .from(referralAssignments)
    .innerJoin(last, eq(last.id, referralAssignments.id))
    .innerJoin(users, eq(users.id, referralAssignments.changedBy));
}

/** Text segments a store sent (or tried to send through the provider) in [from, to). */
export async function smsSegmentsSince(
  db: Db,
  storeId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sum(smsMessages.segments) })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.storeId, storeId),
        eq(smsMessages.direction, 'outbound'),
        inArray(smsMessages.status, ['sending', 'sent', 'delivered', 'undelivered']),
        gte(smsMessages.createdAt, from),
        lt(smsMessages.createdAt, to),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function recordSignIn(db: Db, userId: number, at = clock.now()) {
  await db
    .insert(userSignIns)
    .values({ userId, lastSignInAt: at })
    .onConflictDoUpdate({ target: userSignIns.userId, set: { lastSignInAt: at } });
}

// ---------------------------------------------------------------- support sign-in

export async function startSupportSession(
  db: Db,
  values: { storeId: number; adminId: number; ownerId: number },
) {
  const [row] = await db.insert(supportSessions).values(values).returning();
  // The store's people are shown the last support sign-in (the cached account state).
  await invalidateActors(db, values.storeId);
  return row;
}

export async function endSupportSession(db: Db, storeId: number, id: number, at = clock.now()) {
  await db
    .update(supportSessions)
    .set({ endedAt: at })
    .where(
      and(
        eq(supportSessions.storeId, storeId),
        eq(supportSessions.id, id),
        isNull(supportSessions.endedAt),
      ),
    );
}

/** The last few support sign-ins of a store, newest first (shown to the owner). */
export async function listSupportSessions(db: Db, storeId: number, limit = 5) {
  return db
    .select({
      id: supportSessions.id,
      startedAt: supportSessions.startedAt,
      endedAt: supportSessions.endedAt,
      adminName: users.name,
    })
    .from(supportSessions)
    .innerJoin(users, eq(users.id, supportSessions.adminId))
    .where(eq(supportSessions.storeId, storeId))
    .orderBy(desc(supportSessions.startedAt))
    .limit(limit);
}

// ---------------------------------------------------------------- invoices

export interface InvoiceFilter {
  status?: BillingInvoiceStatus;
  storeId?: number;
  /** Period starting within [from, to] (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

const invoiceWhere = (f: InvoiceFilter) =>
  and(
    f.status ? eq(billingInvoices.status, f.status) : undefined,
    f.storeId ? eq(billingInvoices.storeId, f.storeId) : undefined,
    f.from ? gte(billingInvoices.periodStart, f.from) : undefined,
    f.to ? sql`${billingInvoices.periodStart} <= ${f.to}` : undefined,
  );

export async function listBillingInvoices(
  db: Db,
  f: InvoiceFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({ invoice: billingInvoices, storeName: stores.name, timezone: stores.timezone })
    .from(billingInvoices)
    .innerJoin(stores, eq(stores.id, billingInvoices.storeId))
    .where(invoiceWhere(f))
    .orderBy(desc(billingInvoices.periodStart), desc(billingInvoices.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Count and money by status for the filter. */
export async function billingInvoiceTotals(db: Db, f: InvoiceFilter) {
  return db
    .select({
      status: billingInvoices.status,
      n: count(),
      total: sql<number>`coalesce(sum(${billingInvoices.totalCents}), 0)::int`,
      paid: sql<number>`coalesce(sum(${billingInvoices.paidCents}), 0)::int`,
    })
    .from(billingInvoices)
    .where(invoiceWhere(f))
    .groupBy(billingInvoices.status);
}

export async function getBillingInvoice(db: Db, id: number) {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.id, id));
  return row ?? null;
}

export async function lockBillingInvoice(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.id, id))
    .for('update');
  return row ?? null;
}

export async function listBillingLines(db: Db, invoiceId: number) {
  return db
    .select()
    .from(billingInvoiceLines)
    .where(eq(billingInvoiceLines.invoiceId, invoiceId))
    .orderBy(asc(billingInvoiceLines.position), asc(billingInvoiceLines.id));
}

export async function listBillingPayments(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({ payment: billingPayments, by: users.name })
    .from(billingPayments)
    .leftJoin(users, eq(users.id, billingPayments.recordedBy))
    .where(and(eq(billingPayments.storeId, storeId), eq(billingPayments.invoiceId, invoiceId)))
    .orderBy(asc(billingPayments.id));
}

/** A draft; with kind 'period' a second one for the same subscription and period is not made (null). */
export async function insertDraftInvoice(db: Db, values: typeof billingInvoices.$inferInsert) {
  const [row] = await db
    .insert(billingInvoices)
    .values({ ...values, status: 'draft', number: null })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export interface LineValues {
  kind: BillingLineKind;
  description: string;
  details?: BillingLineDetails | null;
  quantity: number;
  unitCents: number;
  amountCents: number;
  periodStart?: string | null;
  periodEnd?: string | null;
}

export async function insertInvoiceLines(db: Db, invoiceId: number, lines: LineValues[]) {
  if (!lines.length) return;
  await db
    .insert(billingInvoiceLines)
    .values(lines.map((l, position) => ({ ...l, invoiceId, position })));
}

/** Totals of a draft from its lines. */
export async function setDraftTotals(db: Db, invoiceId: number, subtotalCents: number) {
  await db
    .update(billingInvoices)
    .set({ subtotalCents, totalCents: subtotalCents })
    .where(and(eq(billingInvoices.id, invoiceId), eq(billingInvoices.status, 'draft')));
}

/** The next number of a sequence, its counter row locked until the transaction ends (a rollback gives it back). */
export async function takeInvoiceNumber(db: Db, prefix: string): Promise<number> {
  await db.insert(billingCounters).values({ prefix, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await db
    .update(billingCounters)
    .set({ lastNumber: sql`${billingCounters.lastNumber} + 1` })
    .where(eq(billingCounters.prefix, prefix))
    .returning({ n: billingCounters.lastNumber });
  return row.n;
}

export async function updateBillingInvoice(
  db: Db,
  storeId: number,
  id: number,
  values: Partial<typeof billingInvoices.$inferInsert>,
) {
  const [row] = await db
    .update(billingInvoices)
    .set(values)
    .where(and(eq(billingInvoices.storeId, storeId), eq(billingInvoices.id, id)))
    .returning();
  return row ?? null;
}

export async function insertBillingPayment(
  db: Db,
  values: {
    storeId: number;
    invoiceId: number;
    amountCents: number;
    method: BillingPaymentMethod;
    reference: string;
    receivedOn: string;
    recordedBy: number | null;
  },
) {
  const [row] = await db.insert(billingPayments).values(values).returning();
  return row;
}

/** Open or uncollectible invoices of a store, oldest due first (dunning reads the oldest). */
export async function listUnpaidInvoices(db: Db, storeId: number) {
  return db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.storeId, storeId), inArray(billingInvoices.status, ['open'])))
    .orderBy(asc(billingInvoices.dueOn));
}

/** Adjustments no invoice has taken yet. */
export async function listPendingAdjustments(db: Db, storeId: number) {
  return db
    .select()
    .from(billingAdjustments)
    .where(and(eq(billingAdjustments.storeId, storeId), isNull(billingAdjustments.invoiceId)))
    .orderBy(asc(billingAdjustments.id));
}

export async function addAdjustment(db: Db, values: typeof billingAdjustments.$inferInsert) {
  const [row] = await db.insert(billingAdjustments).values(values).returning();
  return row;
}

export async function claimAdjustments(db: Db, storeId: number, ids: number[], invoiceId: number) {
  if (!ids.length) return;
  await db
    .update(billingAdjustments)
    .set({ invoiceId })
    .where(
      and(
        eq(billingAdjustments.storeId, storeId),
        inArray(billingAdjustments.id, ids),
        isNull(billingAdjustments.invoiceId),
      ),
    );
}

/** Stores (id, name) for the invoice filter. */
export async function listStoreNames(db: Db) {
  return db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.name));
}

/** The void invoice a reissue replaced. */
export async function findReplacedInvoice(db: Db, storeId: number, replacementId: number) {
  const [row] = await db
    .select({ id: billingInvoices.id, number: billingInvoices.number })
    .from(billingInvoices)
    .where(
      and(eq(billingInvoices.storeId, storeId), eq(billingInvoices.replacedBy, replacementId)),
    );
  return row ?? null;
}

// ---------------------------------------------------------------- a store's own billing (the owner's page)

/** A store's own invoices, newest period first; drafts are the platform's work in progress and never shown to the store. */
export async function listStoreInvoices(db: Db, storeId: number, limit = 60) {
  return db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.storeId, storeId), ne(billingInvoices.status, 'draft')))
    .orderBy(desc(billingInvoices.periodStart), desc(billingInvoices.id))
    .limit(limit);
}

/** One of the store's own invoices (not a draft), or null: another store's is not found. */
export async function getStoreInvoice(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.storeId, storeId),
        eq(billingInvoices.id, id),
        ne(billingInvoices.status, 'draft'),
      ),
    );
  return row ?? null;
}

/** What a store uses against its plan's limits: active employees, stations, and text segments since `monthStart`. */
export async function storeUsage(db: Db, storeId: number, monthStart: Date) {
  const [[staff], [desks], sms] = await Promise.all([
    db
      .select({ n: count() })
      .from(employees)
      .where(and(eq(employees.storeId, storeId), isNull(employees.deletedAt))),
    db.select({ n: count() }).from(stations).where(eq(stations.storeId, storeId)),
    smsSegmentsSince(db, storeId, monthStart, new Date('2100-01-01T00:00:00Z')),
  ]);
  return { employees: staff?.n ?? 0, stations: desks?.n ?? 0, sms };
}
