import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, services } from '../schema';
import { clock } from '../../common/clock';

// The menu's groups (categories.*). Every where carries the store.

export interface CategoryValues {
  name: string;
  color: string;
  sortOrder: number;
}

const order = [asc(categories.sortOrder), asc(categories.name), asc(categories.id)];

/** The store's categories in menu order, each with how many services and items it holds. */
export async function listCategories(db: Db, storeId: number) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      color: categories.color,
      sortOrder: categories.sortOrder,
      serviceCount: count(services.id),
    })
    .from(categories)
    .leftJoin(services, and(eq(services.categoryId, categories.id), eq(services.storeId, storeId)))
    .where(eq(categories.storeId, storeId))
    .groupBy(categories.id)
    .orderBy(...order);
}

/** Id, name and colour of each category, for pickers and filters. */
export async function listCategoryOptions(db: Db, storeId: number) {
  return db
    .select({ id: categories.id, name: categories.name, color: categories.color })
    .from(categories)
    .where(eq(categories.storeId, storeId))
    .orderBy(...order);
}

export async function getCategory(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      color: categories.color,
      sortOrder: categories.sortOrder,
    })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.id, id)));
  return row ?? null;
}

/** Whether the store has a category of this name (any case), other than `exceptId`. */
export async function categoryNameTaken(db: Db, storeId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, storeId),
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

export async function createCategory(db: Db, storeId: number, values: CategoryValues) {
  const [row] = await db
    .insert(categories)
    .values({ storeId, ...values })
    .returning({ id: categories.id });
  return row;
}

export async function updateCategory(db: Db, storeId: number, id: number, values: CategoryValues) {
  const rows = await db
    .update(categories)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(categories.storeId, storeId), eq(categories.id, id)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/**
 * Deletes a category; its services stay, without a category (the foreign
 * key's ON DELETE SET NULL), so nothing sold or priced is lost.
 */
export async function deleteCategory(db: Db, storeId: number, id: number) {
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.id, id)))
    .returning({ id: categories.id });
  return rows.length > 0;
}

/** Whether the id is a category of the store. */
export async function isStoreCategory(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.id, id)));
  return !!row;
}
