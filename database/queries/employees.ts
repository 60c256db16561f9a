import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { employees } from '../schema';

/** An active, not-trashed employee of the store by staff number or card swipe id, with the hash to check. */
export async function findEmployeeForLogin(db: Db, storeId: number, by: { employeeId: string } | { cardSwipeId: string }) {
  const match = 'employeeId' in by ? eq(employees.employeeId, by.employeeId) : eq(employees.cardSwipeId, by.cardSwipeId);
  const [row] = await db
    .select({ id: employees.id, name: employees.name, passwordHash: employees.passwordHash })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), match, isNull(employees.deletedAt), eq(employees.isActive, true)));
  return row ?? null;
}
