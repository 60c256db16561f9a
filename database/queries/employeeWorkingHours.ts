import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { employeeWorkingHours } from '../schema';

// One row per employee and weekday (employees.working_hours). Every where carries the store.

export interface WorkingDay {
  weekday: number;
  startMinute: number | null;
  endMinute: number | null;
}

export async function listWorkingHours(
  db: Db,
  storeId: number,
  employeeId: number,
): Promise<WorkingDay[]> {
  return db
    .select({
      weekday: employeeWorkingHours.weekday,
      startMinute: employeeWorkingHours.startMinute,
      endMinute: employeeWorkingHours.endMinute,
    })
    .from(employeeWorkingHours)
    .where(
      and(
        eq(employeeWorkingHours.storeId, storeId),
        eq(employeeWorkingHours.employeeId, employeeId),
      ),
    )
    .orderBy(asc(employeeWorkingHours.weekday));
}

/** Insert or replace each given weekday; the caller has checked the employee belongs to the store. */
export async function saveWorkingHours(
  db: Db,
  storeId: number,
  employeeId: number,
  days: WorkingDay[],
) {
  if (!days.length) return;
  await db
    .insert(employeeWorkingHours)
    .values(days.map((d) => ({ storeId, employeeId, ...d })))
    .onConflictDoUpdate({
      target: [employeeWorkingHours.employeeId, employeeWorkingHours.weekday],
      set: { startMinute: sql`excluded.start_minute`, endMinute: sql`excluded.end_minute` },
      setWhere: eq(employeeWorkingHours.storeId, storeId),
    });
}
