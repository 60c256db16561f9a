import { and, asc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appointmentEvents, appointments, appointmentServices, employees, employeeWorkingHours, openingHourExceptions, services } from '../schema';
import type { AppointmentStatus } from '../schema/appointments';
import type { BookedTime, DayFacts, DayHours, Technician } from '../../server/domain/appointments/availability';
import { getAppointmentSettings, type AppointmentSettingsValues } from './appointmentSettings';
import { listOpeningHours } from './openingHours';
import { listBookingBlocks } from './bookingBlocks';
import { storeDayBounds } from '../../common/storeTime';

// The appointment rows every appointment screen and the online booking share. Every where carries the store.

/** Cancelled and no-show appointments hold no time (the exclusion constraint ignores them too). */
export const INACTIVE_STATUSES: AppointmentStatus[] = ['cancelled', 'no_show'];

/** Who did it, as the history shows it. */
export interface AppointmentActor {
  byUserId: number | null;
  byEmployeeId: number | null;
  byName: string;
}

/**
 * Everything availability needs for one store day, in five small reads:
 * settings, the week's opening hours, that date's exception, the active
 * technicians with their working week, blocks, and the time active
 * appointments hold that day.
 */
export async function loadDayFacts(db: Db, storeId: number, timezone: string, date: string, now: Date, opts: { employeeIds?: number[] } = {}): Promise<DayFacts & { settings: AppointmentSettingsValues }> {
  const { start: from, end: to } = storeDayBounds(timezone, date);
  const [settings, week, exceptions, technicianRows, blocks, booked] = await Promise.all([
    getAppointmentSettings(db, storeId),
    listOpeningHours(db, storeId),
    db
      .select({ date: openingHourExceptions.date, openMinute: openingHourExceptions.openMinute, closeMinute: openingHourExceptions.closeMinute })
      .from(openingHourExceptions)
      .where(and(eq(openingHourExceptions.storeId, storeId), eq(openingHourExceptions.date, date))),
    db
      .select({
        id: employees.id,
        name: employees.name,
        hours: sql<{ weekday: number; start: number | null; end: number | null }[] | null>`(
          select json_agg(json_build_object('weekday', ${employeeWorkingHours.weekday}, 'start', ${employeeWorkingHours.startMinute}, 'end', ${employeeWorkingHours.endMinute}))
          from ${employeeWorkingHours}
          where ${employeeWorkingHours.storeId} = ${employees.storeId} and ${employeeWorkingHours.employeeId} = ${employees.id})`,
      })
      .from(employees)
      .where(and(
        eq(employees.storeId, storeId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
        opts.employeeIds ? inArray(employees.id, opts.employeeIds.length ? opts.employeeIds : [-1]) : undefined,
      ))
      .orderBy(asc(employees.name), asc(employees.id)),
    listBookingBlocks(db, storeId, date),
    db
      .select({ id: appointments.id, employeeId: appointments.employeeId, startsAt: appointments.startsAt, heldUntil: appointments.heldUntil })
      .from(appointments)
      .where(and(
        eq(appointments.storeId, storeId),
        lt(appointments.startsAt, to),
        gt(appointments.heldUntil, from),
        notInArray(appointments.status, INACTIVE_STATUSES),
      )),
  ]);
  const openingWeek: (DayHours | null)[] = Array.from({ length: 7 }, () => null);
  for (const d of week) if (d.openMinute !== null && d.closeMinute !== null) openingWeek[d.weekday] = { openMinute: d.openMinute, closeMinute: d.closeMinute };
  const technicians: Technician[] = technicianRows.map((t) => {
    const days: (DayHours | null)[] = Array.from({ length: 7 }, () => null);
    for (const h of t.hours ?? []) if (h.start !== null && h.end !== null) days[h.weekday] = { openMinute: h.start, closeMinute: h.end };
    return { id: t.id, name: t.name, week: days };
  });
  return {
    date,
    timezone,
    now,
    settings,
    openingWeek,
    exceptions,
    technicians,
    blocks: blocks.map(({ employeeName: _name, ...b }) => b),
    appointments: booked satisfies BookedTime[],
  };
}

export interface BookableService {
  id: number;
  name: string;
  durationMinutes: number;
  priceCents: number;
}

/** The store's active, bookable services among `ids`, in the order asked for (retail items are not booked). */
export async function bookableServices(db: Db, storeId: number, ids: number[]): Promise<BookableService[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: services.id, name: services.name, durationMinutes: services.durationMinutes, priceCents: services.priceCents })
    .from(services)
    .where(and(eq(services.storeId, storeId), inArray(services.id, ids), eq(services.isActive, true), eq(services.kind, 'service')));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((s): s is BookableService => s !== undefined);
}

export interface NewAppointment {
  customerId: number;
  employeeId: number;
  startsAt: Date;
  endsAt: Date;
  heldUntil: Date;
  status: AppointmentStatus;
  source: 'front_desk' | 'online';
  anyTechnician: boolean;
  notes: string | null;
  services: BookableService[];
}

/** Inserts the appointment, its services and its "created" history row; the caller holds the transaction. */
export async function insertAppointment(tx: Db, storeId: number, values: NewAppointment, actor: AppointmentActor): Promise<number> {
  const { services: lines, ...row } = values;
  const [created] = await tx.insert(appointments).values({ storeId, ...row, ...actor }).returning({ id: appointments.id });
  if (lines.length) {
    await tx.insert(appointmentServices).values(lines.map((s, i) => ({
      storeId,
      appointmentId: created.id,
      serviceId: s.id,
      name: s.name,
      durationMinutes: s.durationMinutes,
      priceCents: s.priceCents,
      sortOrder: i,
    })));
  }
  await tx.insert(appointmentEvents).values({
    storeId,
    appointmentId: created.id,
    action: 'created',
    after: { employeeId: row.employeeId, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), status: row.status, source: row.source },
    ...actor,
  });
  return created.id;
}

export interface AppointmentTime {
  id: number;
  customerId: number;
  employeeId: number;
  startsAt: Date;
  endsAt: Date;
  heldUntil: Date;
  status: AppointmentStatus;
  version: number;
}

/** One appointment's time and state, locked for update when inside a transaction that will change it. */
export async function getAppointmentTime(db: Db, storeId: number, id: number, opts: { lock?: boolean } = {}): Promise<AppointmentTime | undefined> {
  const query = db
    .select({
      id: appointments.id,
      customerId: appointments.customerId,
      employeeId: appointments.employeeId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      heldUntil: appointments.heldUntil,
      status: appointments.status,
      version: appointments.version,
    })
    .from(appointments)
    .where(and(eq(appointments.storeId, storeId), eq(appointments.id, id)));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

/** Moves or resizes an appointment (new technician and/or times), bumps its version and records the change. */
export async function rescheduleAppointment(
  tx: Db,
  storeId: number,
  before: AppointmentTime,
  after: { employeeId: number; startsAt: Date; endsAt: Date; heldUntil: Date },
  actor: AppointmentActor,
  reason: string | null,
): Promise<void> {
  await tx
    .update(appointments)
    .set({ ...after, version: sql`${appointments.version} + 1`, reminderSentAt: null, updatedAt: new Date() })
    .where(and(eq(appointments.storeId, storeId), eq(appointments.id, before.id)));
  await tx.insert(appointmentEvents).values({
    storeId,
    appointmentId: before.id,
    action: 'moved',
    before: { employeeId: before.employeeId, startsAt: before.startsAt.toISOString(), endsAt: before.endsAt.toISOString() },
    after: { employeeId: after.employeeId, startsAt: after.startsAt.toISOString(), endsAt: after.endsAt.toISOString() },
    reason,
    ...actor,
  });
}
