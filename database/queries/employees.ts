import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { invalidateCaches } from '../cacheInvalidation';
import { employees, roles } from '../schema';
import { clock } from '../../common/clock';

/** Card readers send ids in either case; the unique index is on lower(card_swipe_id) too. */
const sameCard = (card: string) => sql`lower(${employees.cardSwipeId}) = lower(${card})`;

/** An active, not-trashed employee of the store by staff number or card swipe id, with the hash to check. */
export async function findEmployeeForLogin(
  db: Db,
  storeId: number,
  by: { staffNumber: string } | { cardSwipeId: string },
) {
  const match =
    'staffNumber' in by ? eq(employees.staffNumber, by.staffNumber) : sameCard(by.cardSwipeId);
  const [row] = await db
    .select({ id: employees.id, name: employees.name, passwordHash: employees.passwordHash })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        match,
        isNull(employees.deletedAt),
        eq(employees.isActive, true),
      ),
    );
  return row ?? null;
}

/** What a pick list of staff may show beside each id and name. */
const ACTIVE_EMPLOYEE_EXTRAS = {
  color: employees.calendarColor,
  staffNumber: employees.staffNumber,
  avatarUrl: employees.avatarUrl,
};
interface ActiveEmployeeExtras {
  color: string;
  staffNumber: string;
  avatarUrl: string | null;
}
type ActiveEmployeeExtra = keyof ActiveEmployeeExtras;
export type ActiveEmployee<K extends ActiveEmployeeExtra = never> = {
  id: number;
  name: string;
} & Pick<ActiveEmployeeExtras, K>;

/**
 * The store's active, not-trashed employees by name (id breaks a tie): whom
 * the desk, the calendar, a block, a ticket line or a customer's preference
 * may name. Each caller asks for only the extra columns its page shows.
 */
export async function listActiveEmployees<K extends ActiveEmployeeExtra = never>(
  db: Db,
  storeId: number,
  extras: readonly K[] = [],
): Promise<ActiveEmployee<K>[]> {
  const columns: Record<string, AnyPgColumn> = { id: employees.id, name: employees.name };
  for (const k of extras) columns[k] = ACTIVE_EMPLOYEE_EXTRAS[k];
  const rows = await db
    .select(columns)
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(employees.name), asc(employees.id));
  // Drizzle types a select by its literal columns; these depend on the caller's list.
  return rows as unknown as ActiveEmployee<K>[];
}

// ---------------------------------------------------------------------------
// Employees pages (employees.*): list, read, write, trash. Every where carries the store.
// ---------------------------------------------------------------------------

export const EMPLOYEES_PER_PAGE = 15;

export type EmployeeStatus = 'active' | 'inactive' | 'all';

export interface EmployeeListFilters {
  q: string;
  status: EmployeeStatus;
  page: number;
}

/** `%text%` for ilike with the user's own % and _ taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listWhere(
  storeId: number,
  filters: Pick<EmployeeListFilters, 'q' | 'status'>,
  trashed: boolean,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(employees.storeId, storeId),
    trashed ? isNotNull(employees.deletedAt) : isNull(employees.deletedAt),
  ];
  if (filters.status === 'active') conditions.push(eq(employees.isActive, true));
  if (filters.status === 'inactive') conditions.push(eq(employees.isActive, false));
  const q = filters.q.trim();
  if (q) {
    // A phone is stored as digits, so "(555) 000" searches for "555000".
    const digits = q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(employees.name, contains(q)),
        ilike(employees.staffNumber, contains(q)),
        digits ? ilike(employees.phone, contains(digits)) : undefined,
      ),
    );
  }
  return and(...conditions);
}

const listColumns = {
  id: employees.id,
  name: employees.name,
  staffNumber: employees.staffNumber,
  phone: employees.phone,
  email: employees.email,
  calendarColor: employees.calendarColor,
  isActive: employees.isActive,
  roleName: roles.name,
  deletedAt: employees.deletedAt,
};

async function pageOf(db: Db, storeId: number, filters: EmployeeListFilters, trashed: boolean) {
  const where = listWhere(storeId, filters, trashed);
  const [{ total }] = await db.select({ total: count() }).from(employees).where(where);
  const lastPage = Math.max(1, Math.ceil(total / EMPLOYEES_PER_PAGE));
  const currentPage = Math.min(Math.max(1, filters.page), lastPage);
  const data = await db
    .select(listColumns)
    .from(employees)
    .leftJoin(roles, and(eq(roles.id, employees.roleId), eq(roles.storeId, storeId)))
    .where(where)
    .orderBy(trashed ? desc(employees.deletedAt) : asc(employees.name), asc(employees.id))
    .limit(EMPLOYEES_PER_PAGE)
    .offset((currentPage - 1) * EMPLOYEES_PER_PAGE);
  return {
    data,
    current_page: currentPage,
    last_page: lastPage,
    per_page: EMPLOYEES_PER_PAGE,
    total,
  };
}

/** The store's employees (not trashed), searched by name, staff number or phone digits, 15 a page. */
export function listEmployees(db: Db, storeId: number, filters: EmployeeListFilters) {
  return pageOf(db, storeId, filters, false);
}

/** The store's trash, most recently trashed first. */
export function listTrashedEmployees(db: Db, storeId: number, filters: EmployeeListFilters) {
  return pageOf(db, storeId, filters, true);
}

/** A not-trashed employee of the store, without the password hash. */
export async function getEmployee(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: employees.id,
      name: employees.name,
      staffNumber: employees.staffNumber,
      phone: employees.phone,
      email: employees.email,
      calendarColor: employees.calendarColor,
      isActive: employees.isActive,
      roleId: employees.roleId,
      cardSwipeId: employees.cardSwipeId,
      avatarUrl: employees.avatarUrl,
      locale: employees.locale,
    })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), eq(employees.id, id), isNull(employees.deletedAt)));
  return row ?? null;
}

/** Who already uses a staff number or card swipe id in the store, trash included (the unique indexes count it too). */
export async function findEmployeeConflicts(
  db: Db,
  storeId: number,
  input: { staffNumber?: string | null; cardSwipeId?: string | null },
  exceptId?: number,
) {
  const { staffNumber, cardSwipeId } = input;
  if (!staffNumber && !cardSwipeId) return { staffNumber: false, cardSwipeId: false };
  const rows = await db
    .select({
      id: employees.id,
      staffNumber: employees.staffNumber,
      cardSwipeId: employees.cardSwipeId,
    })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        exceptId ? ne(employees.id, exceptId) : undefined,
        or(
          staffNumber ? eq(employees.staffNumber, staffNumber) : undefined,
          cardSwipeId ? sameCard(cardSwipeId) : undefined,
        ),
      ),
    );
  return {
    staffNumber: !!staffNumber && rows.some((r) => r.staffNumber === staffNumber),
    cardSwipeId:
      !!cardSwipeId && rows.some((r) => r.cardSwipeId?.toLowerCase() === cardSwipeId.toLowerCase()),
  };
}

export interface EmployeeValues {
  name: string;
  staffNumber: string;
  phone: string | null;
  email: string | null;
  calendarColor: string;
  isActive: boolean;
  roleId: number | null;
  /** Undefined on an update keeps the current card. */
  cardSwipeId?: string | null;
  avatarUrl: string | null;
}

export async function createEmployee(
  db: Db,
  storeId: number,
  values: EmployeeValues & { passwordHash: string },
) {
  const [row] = await db
    .insert(employees)
    .values({ storeId, ...values })
    .returning({ id: employees.id });
  return row;
}

/** Updates a not-trashed employee; a new password hash only when one is given. False when there is none. */
export async function updateEmployee(
  db: Db,
  storeId: number,
  id: number,
  values: EmployeeValues & { passwordHash?: string },
) {
  const rows = await db
    .update(employees)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(employees.storeId, storeId), eq(employees.id, id), isNull(employees.deletedAt)))
    .returning({ id: employees.id });
  // A signed-in employee's name, role or active flag, and the names on the dashboard's clock panel.
  if (rows.length) await invalidateCaches(db, storeId, ['actors', 'clock']);
  return rows.length > 0;
}

/** Soft delete: an employee with history is never removed, only moved to the trash. */
export async function trashEmployee(db: Db, storeId: number, id: number) {
  const rows = await db
    .update(employees)
    .set({ deletedAt: clock.now() })
    .where(and(eq(employees.storeId, storeId), eq(employees.id, id), isNull(employees.deletedAt)))
    .returning({ id: employees.id });
  if (rows.length) await invalidateCaches(db, storeId, ['actors', 'clock']);
  return rows.length > 0;
}

export async function restoreEmployee(db: Db, storeId: number, id: number) {
  const rows = await db
    .update(employees)
    .set({ deletedAt: null })
    .where(
      and(eq(employees.storeId, storeId), eq(employees.id, id), isNotNull(employees.deletedAt)),
    )
    .returning({ id: employees.id });
  if (rows.length) await invalidateCaches(db, storeId, ['actors', 'clock']);
  return rows.length > 0;
}
