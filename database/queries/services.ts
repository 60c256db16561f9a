import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { hasPgCode } from '../errors';
import { categories, invoiceLines, serviceTaxes, services, taxes } from '../schema';
import { clock } from '../../common/clock';

// What the salon sells (services.*): services and retail items, with the taxes that apply. Every where carries the store.

export const SERVICES_PER_PAGE = 20;

export interface ServiceListFilters {
  q: string;
  /** A category id, 'none' for services without one, or null for all. */
  category: number | 'none' | null;
  page: number;
}

export interface ServiceValues {
  name: string;
  categoryId: number | null;
  kind: 'service' | 'retail';
  priceCents: number;
  durationMinutes: number;
  turnWeightHalves: number;
  commissionRateBp: number | null;
  isActive: boolean;
  sortOrder: number;
}

/** `%text%` for ilike with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(
  storeId: number,
  filters: Pick<ServiceListFilters, 'q' | 'category'>,
): SQL | undefined {
  const q = filters.q.trim();
  return and(
    eq(services.storeId, storeId),
    filters.category === 'none'
      ? isNull(services.categoryId)
      : filters.category !== null
        ? eq(services.categoryId, filters.category)
        : undefined,
    q ? ilike(services.name, contains(q)) : undefined,
  );
}

/**
 * The store's services and items in menu order (category, then the service's
 * own order, then name), searched by name and filtered by category, 20 a page,
 * each with the names of the taxes that apply.
 */
export async function listServices(db: Db, storeId: number, filters: ServiceListFilters) {
  const where = listWhere(storeId, filters);
  const [{ total }] = await db.select({ total: count() }).from(services).where(where);
  const lastPage = Math.max(1, Math.ceil(total / SERVICES_PER_PAGE));
  const currentPage = Math.min(Math.max(1, filters.page), lastPage);
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      kind: services.kind,
      priceCents: services.priceCents,
      durationMinutes: services.durationMinutes,
      turnWeightHalves: services.turnWeightHalves,
      isActive: services.isActive,
      categoryName: categories.name,
      categoryColor: categories.color,
    })
    .from(services)
    .leftJoin(
      categories,
      and(eq(categories.id, services.categoryId), eq(categories.storeId, storeId)),
    )
    .where(where)
    // Services without a category come last, as the pay screen shows them.
    .orderBy(
      sql`${categories.sortOrder} asc nulls last`,
      asc(categories.name),
      asc(services.sortOrder),
      asc(services.name),
      asc(services.id),
    )
    .limit(SERVICES_PER_PAGE)
    .offset((currentPage - 1) * SERVICES_PER_PAGE);
  const taxNames = await taxNamesOf(
    db,
    storeId,
    rows.map((r) => r.id),
  );
  const data = rows.map((r) => ({ ...r, taxNames: taxNames.get(r.id) ?? [] }));
  return {
    data,
    current_page: currentPage,
    last_page: lastPage,
    per_page: SERVICES_PER_PAGE,
    total,
  };
}

/** The names of the taxes that apply to each of these services. */
async function taxNamesOf(db: Db, storeId: number, serviceIds: number[]) {
  const out = new Map<number, string[]>();
  if (!serviceIds.length) return out;
  const rows = await db
    .select({ serviceId: serviceTaxes.serviceId, name: taxes.name })
    .from(serviceTaxes)
    .innerJoin(taxes, and(eq(taxes.id, serviceTaxes.taxId), eq(taxes.storeId, storeId)))
    .where(and(eq(serviceTaxes.storeId, storeId), inArray(serviceTaxes.serviceId, serviceIds)))
    .orderBy(asc(taxes.name));
  for (const r of rows) out.set(r.serviceId, [...(out.get(r.serviceId) ?? []), r.name]);
  return out;
}

/** A service of the store with the ids of the taxes that apply to it. */
export async function getService(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: services.id,
      name: services.name,
      categoryId: services.categoryId,
      kind: services.kind,
      priceCents: services.priceCents,
      durationMinutes: services.durationMinutes,
      turnWeightHalves: services.turnWeightHalves,
      commissionRateBp: services.commissionRateBp,
      isActive: services.isActive,
      sortOrder: services.sortOrder,
    })
    .from(services)
    .where(and(eq(services.storeId, storeId), eq(services.id, id)));
  if (!row) return null;
  const links = await db
    .select({ taxId: serviceTaxes.taxId })
    .from(serviceTaxes)
    .where(and(eq(serviceTaxes.storeId, storeId), eq(serviceTaxes.serviceId, id)))
    .orderBy(asc(serviceTaxes.taxId));
  return { ...row, taxIds: links.map((l) => l.taxId) };
}

/** The caller has checked that the category and the taxes are the store's own. One transaction. */
export async function createService(
  db: Db,
  storeId: number,
  values: ServiceValues,
  taxIds: readonly number[],
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(services)
      .values({ storeId, ...values })
      .returning({ id: services.id });
    if (taxIds.length)
      await tx
        .insert(serviceTaxes)
        .values(taxIds.map((taxId) => ({ storeId, serviceId: row.id, taxId })));
    return row;
  });
}

/** Updates a service and replaces its taxes; false when the store has no such service. One transaction. */
export async function updateService(
  db: Db,
  storeId: number,
  id: number,
  values: ServiceValues,
  taxIds: readonly number[],
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(services)
      .set({ ...values, updatedAt: clock.now() })
      .where(and(eq(services.storeId, storeId), eq(services.id, id)))
      .returning({ id: services.id });
    if (!rows.length) return false;
    await tx
      .delete(serviceTaxes)
      .where(and(eq(serviceTaxes.storeId, storeId), eq(serviceTaxes.serviceId, id)));
    if (taxIds.length)
      await tx
        .insert(serviceTaxes)
        .values(taxIds.map((taxId) => ({ storeId, serviceId: id, taxId })));
    return true;
  });
}

/** A foreign key said no (Postgres 23503), possibly wrapped by Drizzle in `cause`. */
const foreignKeyViolation = (err: unknown): boolean => hasPgCode(err, '23503');

/**
 * Deletes a service that no ticket refers to (its tax links go with it).
 * 'sold' when a ticket, paid or saved, has a line of it: the menu entry is
 * then switched off instead, so history keeps pointing at it. A ticket
 * written between the check and the delete is caught by the foreign key.
 */
export async function deleteService(
  db: Db,
  storeId: number,
  id: number,
): Promise<'deleted' | 'missing' | 'sold'> {
  const [sold] = await db
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.serviceId, id)))
    .limit(1);
  if (sold) return 'sold';
  try {
    const rows = await db
      .delete(services)
      .where(and(eq(services.storeId, storeId), eq(services.id, id)))
      .returning({ id: services.id });
    return rows.length ? 'deleted' : 'missing';
  } catch (err) {
    if (foreignKeyViolation(err)) return 'sold';
    throw err;
  }
}
