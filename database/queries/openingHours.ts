import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { openingHourExceptions, openingHours } from '../schema';

// opening-hours.*: the store's week and its dated exceptions. Every where carries the store.

export interface OpeningDay {
  weekday: number;
  openMinute: number | null;
  closeMinute: number | null;
}

export async function listOpeningHours(db: Db, storeId: number): Promise<OpeningDay[]> {
  return db
    .select({
      weekday: openingHours.weekday,
      openMinute: openingHours.openMinute,
      closeMinute: openingHours.closeMinute,
    })
    .from(openingHours)
    .where(eq(openingHours.storeId, storeId))
    .orderBy(asc(openingHours.weekday));
}

/** Insert or replace each weekday, in one statement. */
export async function saveOpeningHours(db: Db, storeId: number, days: OpeningDay[]) {
  if (!days.length) return;
  await db
    .insert(openingHours)
    .values(days.map((d) => ({ storeId, ...d })))
    .onConflictDoUpdate({
      target: [openingHours.storeId, openingHours.weekday],
      set: { openMinute: sql`excluded.open_minute`, closeMinute: sql`excluded.close_minute` },
    });
}

export interface OpeningException {
  id: number;
  date: string;
  openMinute: number | null;
  closeMinute: number | null;
  note: string | null;
}

const exceptionColumns = {
  id: openingHourExceptions.id,
  date: openingHourExceptions.date,
  openMinute: openingHourExceptions.openMinute,
  closeMinute: openingHourExceptions.closeMinute,
  note: openingHourExceptions.note,
};

/** Exceptions from a date on (the past ones stay in the table for history, not on the page). */
export async function listOpeningExceptions(
  db: Db,
  storeId: number,
  from: string,
  to?: string,
): Promise<OpeningException[]> {
  return db
    .select(exceptionColumns)
    .from(openingHourExceptions)
    .where(
      and(
        eq(openingHourExceptions.storeId, storeId),
        gte(openingHourExceptions.date, from),
        to ? sql`${openingHourExceptions.date} <= ${to}` : undefined,
      ),
    )
    .orderBy(asc(openingHourExceptions.date));
}

/** One of the store's exceptions by id (past or ahead), or null. */
export async function getOpeningException(
  db: Db,
  storeId: number,
  id: number,
): Promise<OpeningException | null> {
  const [row] = await db
    .select(exceptionColumns)
    .from(openingHourExceptions)
    .where(and(eq(openingHourExceptions.storeId, storeId), eq(openingHourExceptions.id, id)));
  return row ?? null;
}

/** One exception per date: saving a date again replaces it. */
export async function saveOpeningException(
  db: Db,
  storeId: number,
  values: Omit<OpeningException, 'id'>,
) {
  await db
    .insert(openingHourExceptions)
    .values({ storeId, ...values })
    .onConflictDoUpdate({
      target: [openingHourExceptions.storeId, openingHourExceptions.date],
      set: { openMinute: values.openMinute, closeMinute: values.closeMinute, note: values.note },
    });
}

/** False when the store has no such exception. */
export async function deleteOpeningException(
  db: Db,
  storeId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(openingHourExceptions)
    .where(and(eq(openingHourExceptions.storeId, storeId), eq(openingHourExceptions.id, id)))
    .returning({ id: openingHourExceptions.id });
  return rows.length > 0;
}
