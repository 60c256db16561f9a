import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  categories,
  customers,
  invoiceLines,
  invoicePromotions,
  invoices,
  promotions,
  refundLines,
  services,
} from '../schema';
import {
  promotionReason,
  type AppliedPromotion,
  type PromotionRule,
} from '../../common/promotions';
import { clock } from '../../common/clock';

export type PromotionValues = Omit<
  typeof promotions.$inferInsert,
  'id' | 'storeId' | 'createdAt' | 'updatedAt'
>;

const ruleColumns = {
  id: promotions.id,
  name: promotions.name,
  kind: promotions.kind,
  value: promotions.value,
  buyQuantity: promotions.buyQuantity,
  getQuantity: promotions.getQuantity,
  target: promotions.target,
  serviceIds: promotions.serviceIds,
  categoryIds: promotions.categoryIds,
  daysOfWeek: promotions.daysOfWeek,
  startMinute: promotions.startMinute,
  endMinute: promotions.endMinute,
  firstVisit: promotions.firstVisit,
  birthdayMonth: promotions.birthdayMonth,
  startsOn: promotions.startsOn,
  endsOn: promotions.endsOn,
  priority: promotions.priority,
  isActive: promotions.isActive,
};

/** One of the store's promotions (a route's loader: null is a 404). */
export async function getPromotion(
  db: Db,
  storeId: number,
  id: number,
): Promise<PromotionRule | null> {
  const [row] = await db
    .select(ruleColumns)
    .from(promotions)
    .where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)));
  return row ?? null;
}

/** At most this many promotions per store: a salon runs a handful, and checkout reads every active one. */
export const MAX_PROMOTIONS = 200;

export async function countPromotions(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotions)
    .where(eq(promotions.storeId, storeId));
  return row.n;
}

export async function createPromotion(db: Db, storeId: number, values: PromotionValues) {
  const [row] = await db
    .insert(promotions)
    .values({ storeId, ...values })
    .returning({ id: promotions.id });
  return row;
}

export async function updatePromotion(
  db: Db,
  storeId: number,
  id: number,
  values: Partial<PromotionValues>,
) {
  await db
    .update(promotions)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)));
}

/** The paid tickets a period covers, by paid_at (a void takes its ticket out). */
export interface PromotionBounds {
  start: Date;
  end: Date;
}

/**
 * Per promotion, what it gave on the period's paid tickets: uses (tickets),
 * the discount, and the part given back by refunds, in proportion to how much
 * of the line was refunded (a line refunded in full gives back its whole
 * promotion). All of the store's promotions, used or not, active first.
 */
export async function listPromotionsWithUse(db: Db, storeId: number, b: PromotionBounds) {
  const use = db
    .select({
      promotionId: invoicePromotions.promotionId,
      uses: sql<number>`count(distinct ${invoicePromotions.invoiceId})::int`.as('uses'),
      amountCents: sql<number>`coalesce(sum(${invoicePromotions.amountCents}), 0)::int`.as(
        'amount_cents',
      ),
      reversedCents:
        sql<number>`coalesce(sum(case when ${invoiceLines.netCents} > 0 then floor(${invoicePromotions.amountCents}::bigint * least(${invoiceLines.netCents}, coalesce((select sum(${refundLines.netCents}) from ${refundLines} where ${refundLines.storeId} = ${storeId} and ${refundLines.invoiceLineId} = ${invoiceLines.id}), 0)) / ${invoiceLines.netCents}) else 0 end), 0)::int`.as(
          'reversed_cents',
        ),
    })
    .from(invoicePromotions)
    .innerJoin(
      invoices,
      and(eq(invoices.storeId, storeId), eq(invoices.id, invoicePromotions.invoiceId)),
    )
    .leftJoin(
      invoiceLines,
      and(
        eq(invoiceLines.storeId, storeId),
        eq(invoiceLines.invoiceId, invoicePromotions.invoiceId),
        eq(invoiceLines.lineKey, invoicePromotions.lineKey),
      ),
    )
    .where(
      and(
        eq(invoicePromotions.storeId, storeId),
        eq(invoices.status, 'paid'),
        gte(invoices.paidAt, b.start),
        lt(invoices.paidAt, b.end),
      ),
    )
    .groupBy(invoicePromotions.promotionId)
    .as('use');
  return db
    .select({
      ...ruleColumns,
      uses: sql<number>`coalesce(${use.uses}, 0)::int`,
      amountCents: sql<number>`coalesce(${use.amountCents}, 0)::int`,
      reversedCents: sql<number>`coalesce(${use.reversedCents}, 0)::int`,
    })
    .from(promotions)
    .leftJoin(use, eq(use.promotionId, promotions.id))
    .where(eq(promotions.storeId, storeId))
    .orderBy(
      desc(promotions.isActive),
      desc(promotions.priority),
      asc(sql`lower(${promotions.name})`),
      asc(promotions.id),
    )
    .limit(MAX_PROMOTIONS);
}

/** The period's promotions that gave something: what the daily and range reports show. */
export async function sumPromotionDiscounts(db: Db, storeId: number, b: PromotionBounds) {
  const rows = await listPromotionsWithUse(db, storeId, b);
  return rows
    .filter((r) => r.uses > 0)
    .map((r) => ({
      promotionId: r.id,
      name: r.name,
      uses: r.uses,
      amountCents: r.amountCents,
      reversedCents: r.reversedCents,
    }));
}
export type PromotionDiscount = Awaited<ReturnType<typeof sumPromotionDiscounts>>[number];

/**
 * What the rules need to price a ticket, in one statement: the store's
 * active promotions, the category of each service named, and the customer's
 * birthday month and whether she has a paid ticket already.
 */
export async function getPromotionContext(
  db: Db,
  storeId: number,
  serviceIds: number[],
  customerId: number | null,
) {
  const rules = db
    .select({
      json: sql`coalesce(json_agg(json_build_object('id', ${promotions.id}, 'name', ${promotions.name}, 'kind', ${promotions.kind}, 'value', ${promotions.value},
        'buyQuantity', ${promotions.buyQuantity}, 'getQuantity', ${promotions.getQuantity}, 'target', ${promotions.target}, 'serviceIds', ${promotions.serviceIds},
        'categoryIds', ${promotions.categoryIds}, 'daysOfWeek', ${promotions.daysOfWeek}, 'startMinute', ${promotions.startMinute}, 'endMinute', ${promotions.endMinute},
        'firstVisit', ${promotions.firstVisit}, 'birthdayMonth', ${promotions.birthdayMonth}, 'startsOn', ${promotions.startsOn}, 'endsOn', ${promotions.endsOn},
        'priority', ${promotions.priority}, 'isActive', ${promotions.isActive})), '[]'::json)`,
    })
    .from(promotions)
    .where(and(eq(promotions.storeId, storeId), eq(promotions.isActive, true)));
  const categoryRows = db
    .select({
      json: sql`coalesce(json_object_agg(${services.id}, ${services.categoryId}), '{}'::json)`,
    })
    .from(services)
    .where(
      and(
        eq(services.storeId, storeId),
        serviceIds.length ? inArray(services.id, serviceIds) : sql`false`,
      ),
    );
  // The outer row is named in full: Drizzle writes a single-table query's columns unqualified, and inside the subquery "id" would be the invoice's.
  const customer = db
    .select({
      json: sql`json_build_object('birthdayMonth', ${customers.birthdayMonth}, 'paidTickets', (select count(*) from ${invoices} where ${invoices.storeId} = ${storeId} and ${invoices.customerId} = "customers"."id" and ${invoices.status} = 'paid'))`,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId ?? 0)));
  const result = await db.execute(
    sql`select (${rules}) as rules, (${categoryRows}) as categories, (${customer}) as customer`,
  );
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const found = row.customer as { birthdayMonth: number | null; paidTickets: number } | null;
  return {
    rules: row.rules as PromotionRule[],
    categoryOf: new Map(
      Object.entries((row.categories ?? {}) as Record<string, number | null>).map(([id, c]) => [
        Number(id),
        c,
      ]),
    ),
    customer: found
      ? { firstVisit: Number(found.paidTickets) === 0, birthdayMonth: found.birthdayMonth }
      : null,
  };
}

/**
 * The promotions a paid ticket took, line by line: what the reports add up. Each keeps why it
 * applied as an English note (promotionReason): a record, like an audit line, not a page's text
 * (docs/features/languages-and-offline.md "What stays as written").
 */
export async function recordInvoicePromotions(
  db: Db,
  storeId: number,
  invoiceId: number,
  applied: readonly AppliedPromotion[],
) {
  if (applied.length === 0) return;
  await db.insert(invoicePromotions).values(
    applied.map((a) => ({
      storeId,
      invoiceId,
      promotionId: a.promotionId,
      lineKey: a.lineKey,
      amountCents: a.amountCents,
      reason: promotionReason(a),
    })),
  );
}

/** A paid ticket's promotions (the receipt and invoice pages). */
export function listInvoicePromotions(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      promotionId: invoicePromotions.promotionId,
      lineKey: invoicePromotions.lineKey,
      amountCents: invoicePromotions.amountCents,
      reason: invoicePromotions.reason,
      name: promotions.name,
    })
    .from(invoicePromotions)
    .innerJoin(
      promotions,
      and(eq(promotions.storeId, storeId), eq(promotions.id, invoicePromotions.promotionId)),
    )
    .where(and(eq(invoicePromotions.storeId, storeId), eq(invoicePromotions.invoiceId, invoiceId)))
    .orderBy(asc(invoicePromotions.id));
}

/** What the form offers: the store's menu (services and retail items) and its categories. */
export async function listPromotionMenu(db: Db, storeId: number) {
  const [menu, groups] = await Promise.all([
    db
      .select({
        id: services.id,
        name: services.name,
        kind: services.kind,
        categoryId: services.categoryId,
        isActive: services.isActive,
      })
      .from(services)
      .where(eq(services.storeId, storeId))
      .orderBy(asc(sql`lower(${services.name})`), asc(services.id)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.sortOrder), asc(sql`lower(${categories.name})`)),
  ]);
  return { services: menu, categories: groups };
}
