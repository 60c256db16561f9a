import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { serviceTaxes, taxes } from '../schema';
import { clock } from '../../common/clock';

// Tax rates (taxes.*): switched off, never deleted. Every where carries the store.

export interface TaxValues {
  name: string;
  /** Thousandths of a percent: 8.875 % is 8875. */
  rate: number;
  isActive: boolean;
}

/** The store's taxes, switched-on ones first, each with how many services and items it applies to. */
export async function listTaxes(db: Db, storeId: number) {
  return db
    .select({
      id: taxes.id,
      name: taxes.name,
      rate: taxes.rate,
      isActive: taxes.isActive,
      serviceCount: count(serviceTaxes.serviceId),
    })
    .from(taxes)
    .leftJoin(
      serviceTaxes,
      and(eq(serviceTaxes.taxId, taxes.id), eq(serviceTaxes.storeId, storeId)),
    )
    .where(eq(taxes.storeId, storeId))
    .groupBy(taxes.id)
    .orderBy(sql`${taxes.isActive} desc`, asc(taxes.name), asc(taxes.id));
}

/** Id, name, rate and state of each tax, for the service form's boxes. */
export async function listTaxOptions(db: Db, storeId: number) {
  return db
    .select({ id: taxes.id, name: taxes.name, rate: taxes.rate, isActive: taxes.isActive })
    .from(taxes)
    .where(eq(taxes.storeId, storeId))
    .orderBy(sql`${taxes.isActive} desc`, asc(taxes.name), asc(taxes.id));
}

export async function getTax(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ id: taxes.id, name: taxes.name, rate: taxes.rate, isActive: taxes.isActive })
    .from(taxes)
    .where(and(eq(taxes.storeId, storeId), eq(taxes.id, id)));
  return row ?? null;
}

/** Whether the store has a tax of this name (any case), other than `exceptId`. */
export async function taxNameTaken(db: Db, storeId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(
      and(
        eq(taxes.storeId, storeId),
        sql`lower(${taxes.name}) = lower(${name})`,
        exceptId ? ne(taxes.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

/** Which of these ids are taxes of the store. */
export async function storeTaxIds(
  db: Db,
  storeId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.storeId, storeId), inArray(taxes.id, [...ids])));
  return rows.map((r) => r.id);
}

export async function createTax(db: Db, storeId: number, values: TaxValues) {
  const [row] = await db
    .insert(taxes)
    .values({ storeId, ...values })
    .returning({ id: taxes.id });
  return row;
}

export async function updateTax(db: Db, storeId: number, id: number, values: TaxValues) {
  const rows = await db
    .update(taxes)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(taxes.storeId, storeId), eq(taxes.id, id)))
    .returning({ id: taxes.id });
  return rows.length > 0;
}
