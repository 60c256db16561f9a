import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { employees, stores, users } from '../schema';
import type { Locale } from '../../common/i18n';

/** The language an account or employee chose (read at sign-in; the session keeps it). */
export async function getAccountLocale(
  db: Db,
  ref: { kind: 'user' | 'employee'; id: number },
): Promise<string | null> {
  const table = ref.kind === 'user' ? users : employees;
  const [row] = await db.select({ locale: table.locale }).from(table).where(eq(table.id, ref.id));
  return row?.locale ?? null;
}

/** The language a store's customer pages open in. */
export async function getStoreLocale(db: Db, storeId: number): Promise<string | null> {
  const [row] = await db
    .select({ locale: stores.locale })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row?.locale ?? null;
}

export async function setUserLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** Scoped by the store: another store's employee is not changed (the caller answers 404). */
export async function setEmployeeLocale(
  db: Db,
  storeId: number,
  employeeId: number,
  locale: Locale,
): Promise<boolean> {
  const rows = await db
    .update(employees)
    .set({ locale })
    .where(and(eq(employees.storeId, storeId), eq(employees.id, employeeId)))
    .returning({ id: employees.id });
  return rows.length > 0;
}

export async function setStoreLocale(db: Db, storeId: number, locale: Locale): Promise<void> {
  await db.update(stores).set({ locale }).where(eq(stores.id, storeId));
}
