import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bookingBlocks, employees } from '../schema';
import { clock } from '../../common/clock';

// booking-blocks.* ("Appointment Blocks"): time nobody can book. Every where carries the store.

export interface BookingBlockValues {
  title: string;
  /** Null: the whole salon. */
  technicianId: number | null;
  startsOn: string;
  startMinute: number;
  endMinute: number;
  repeat: 'none' | 'weekly';
  repeatUntil: string | null;
}

export interface BookingBlock extends BookingBlockValues {
  id: number;
  /** The technician's name (trashed or inactive ones too), null for the whole salon. */
  employeeName: string | null;
}

const columns = {
  id: bookingBlocks.id,
  title: bookingBlocks.title,
  technicianId: bookingBlocks.technicianId,
  startsOn: bookingBlocks.startsOn,
  startMinute: bookingBlocks.startMinute,
  endMinute: bookingBlocks.endMinute,
  repeat: bookingBlocks.repeat,
  repeatUntil: bookingBlocks.repeatUntil,
  employeeName: employees.name,
};

const withEmployee = (db: Db) =>
  db
    .select(columns)
    .from(bookingBlocks)
    .leftJoin(
      employees,
      and(
        eq(employees.storeId, bookingBlocks.storeId),
        eq(employees.id, bookingBlocks.technicianId),
      ),
    );

/**
 * Blocks that may still take time from a date on: one-offs on or after it,
 * weekly ones without an end or ending on or after it. (A weekly block whose
 * end falls before its weekday comes round again is sorted out by the caller
 * with the rules in common/bookingBlocks.) Past ones stay in the table.
 */
export async function listBookingBlocks(
  db: Db,
  storeId: number,
  from: string,
): Promise<BookingBlock[]> {
  return withEmployee(db)
    .where(
      and(
        eq(bookingBlocks.storeId, storeId),
        or(
          and(eq(bookingBlocks.repeat, 'none'), gte(bookingBlocks.startsOn, from)),
          and(
            eq(bookingBlocks.repeat, 'weekly'),
            or(isNull(bookingBlocks.repeatUntil), gte(bookingBlocks.repeatUntil, from)),
          ),
        ),
      ),
    )
    .orderBy(asc(bookingBlocks.startsOn), asc(bookingBlocks.startMinute), asc(bookingBlocks.id));
}

export async function getBookingBlock(
  db: Db,
  storeId: number,
  id: number,
): Promise<BookingBlock | undefined> {
  const [row] = await withEmployee(db).where(
    and(eq(bookingBlocks.storeId, storeId), eq(bookingBlocks.id, id)),
  );
  return row;
}

/** The advisory lock class of booking-block creation (the second key is the store). */
const BLOCK_CREATE_LOCK = 8311;

/**
 * Adds a block, unless the store already has one exactly like it: a form
 * sent twice (a double tap, a retried request) makes one block. Under READ
 * COMMITTED two inserts at once each saw no twin and both went in (ten at
 * once made ten), so creations in a store take turns on a transaction-scoped
 * advisory lock: the one that waited sees the other's committed row.
 */
export async function createBookingBlock(
  db: Db,
  storeId: number,
  v: BookingBlockValues,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BLOCK_CREATE_LOCK}, ${storeId}::integer)`);
    await tx.execute(sql`
      insert into ${bookingBlocks} (store_id, technician_id, title, starts_on, start_minute, end_minute, repeat, repeat_until)
      select ${storeId}, ${v.technicianId}::integer, ${v.title}, ${v.startsOn}::date, ${v.startMinute}::integer, ${v.endMinute}::integer, ${v.repeat}, ${v.repeatUntil}::date
      where not exists (
        select 1 from ${bookingBlocks}
        where store_id = ${storeId} and technician_id is not distinct from ${v.technicianId}::integer and title = ${v.title}
          and starts_on = ${v.startsOn}::date and start_minute = ${v.startMinute}::integer and end_minute = ${v.endMinute}::integer
          and repeat = ${v.repeat} and repeat_until is not distinct from ${v.repeatUntil}::date
      )`);
  });
}

export async function updateBookingBlock(
  db: Db,
  storeId: number,
  id: number,
  v: BookingBlockValues,
): Promise<void> {
  await db
    .update(bookingBlocks)
    .set({ ...v, updatedAt: clock.now() })
    .where(and(eq(bookingBlocks.storeId, storeId), eq(bookingBlocks.id, id)));
}

/** False when the store has no such block. */
export async function deleteBookingBlock(db: Db, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(bookingBlocks)
    .where(and(eq(bookingBlocks.storeId, storeId), eq(bookingBlocks.id, id)))
    .returning({ id: bookingBlocks.id });
  return rows.length > 0;
}

/** Whether an id is one of the store's active employees. */
export async function isBlockEmployee(
  db: Db,
  storeId: number,
  technicianId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        eq(employees.id, technicianId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    );
  return row !== undefined;
}
