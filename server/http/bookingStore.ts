import type { Request } from 'express';
import { getBookingStore, type BookingStore } from '../../database/queries/booking';
import { listOpeningExceptions, listOpeningHours } from '../../database/queries/openingHours';
import { openingOn, type DayHours } from '../domain/appointments/availability';
import { bookingDays } from '../domain/appointments/onlineBooking';
import { addDays, storeToday } from '../../common/storeTime';
import { applyStoreLocale } from './locale';
import { notFound } from './errors';

declare module 'express-session' {
  interface SessionData {
    /** Appointments this browser may manage ("store:id" → version): opened by their signed link, or booked here. */
    bookingGrants?: Record<string, number>;
  }
}

/**
 * The salon behind a public booking address, as both booking controllers
 * (the steps in controllers/booking.ts, her own appointment in
 * controllers/bookedAppointments.ts) read it; here so they need not import
 * each other. The store is named by its id in the path; an unknown one is a 404.
 */
export async function bookingStoreOf(req: Request): Promise<BookingStore> {
  const store = await getBookingStore(req.ctx.db, Number(req.params.store));
  if (!store) throw notFound();
  await applyStoreLocale(req, store.id);
  return store;
}

/** Today through the booking window, each open or closed by the opening hours and their exceptions. */
export async function bookableDays(req: Request, store: BookingStore, windowDays: number) {
  const today = storeToday(store.timezone);
  const [week, exceptions] = await Promise.all([
    listOpeningHours(req.ctx.db, store.id),
    listOpeningExceptions(req.ctx.db, store.id, today, addDays(today, 61)),
  ]);
  const openingWeek: (DayHours | null)[] = Array.from({ length: 7 }, () => null);
  for (const d of week)
    if (d.openMinute !== null && d.closeMinute !== null)
      openingWeek[d.weekday] = { openMinute: d.openMinute, closeMinute: d.closeMinute };
  return bookingDays(
    store.timezone,
    windowDays,
    (date) => openingOn(date, openingWeek, exceptions) !== null,
  );
}

const grantKey = (storeId: number, id: number) => `${storeId}:${id}`;

/** This browser may manage this version of the appointment (the last ten it opened or booked). */
export function grantManage(req: Request, storeId: number, id: number, version: number) {
  const grants = Object.entries(req.session.bookingGrants ?? {})
    .filter(([k]) => k !== grantKey(storeId, id))
    .slice(-9);
  req.session.bookingGrants = Object.fromEntries([...grants, [grantKey(storeId, id), version]]);
}

/** The version of the appointment this browser was granted, if any. */
export const grantedVersion = (req: Request, storeId: number, id: number): number | undefined =>
  req.session.bookingGrants?.[grantKey(storeId, id)];
