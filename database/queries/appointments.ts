import { and, asc, count, eq, gt, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  appointmentEvents,
  appointments,
  appointmentServices,
  customers,
  employees,
  employeeWorkingHours,
  openingHourExceptions,
  services,
} from '../schema';
import type { AppointmentStatus } from '../schema/appointments';
import { getAppointmentSettings } from './appointmentSettings';
import { listOpeningHours } from './openingHours';
import { listBookingBlocks } from './bookingBlocks';
import { storeDayBounds } from '../../common/storeTime';
import { rowsOf } from '../rowsOf';
import { clock } from '../../common/clock';

// The appointment rows every appointment screen and the online booking share. Every where carries the store.

/** Cancelled and no-show appointments hold no time (the exclusion constraint ignores them too). */
export const INACTIVE_STATUSES: AppointmentStatus[] = ['cancelled', 'no_show'];

/** Who did it, as the history shows it. */
export interface AppointmentActor {
  byUserId: number | null;
  byEmployeeId: number | null;
  byName: string;
}

/** Open and close, minutes after the store's midnight. */
type Hours = { openMinute: number; closeMinute: number };

/**
 * Everything availability needs for one store day, in five small reads:
 * settings, the week's opening hours, that date's exception, the active
 * technicians with their working week, blocks, and the time active
 * appointments hold that day.
 */
export async function loadDayFacts(
  db: Db,
  storeId: number,
  timezone: string,
  date: string,
  now: Date,
  opts: { technicianIds?: number[] } = {},
) {
  const { start: from, end: to } = storeDayBounds(timezone, date);
  const [settings, week, exceptions, technicianRows, blocks, booked] = await Promise.all([
    getAppointmentSettings(db, storeId),
    listOpeningHours(db, storeId),
    db
      .select({
        date: openingHourExceptions.date,
        openMinute: openingHourExceptions.openMinute,
        closeMinute: openingHourExceptions.closeMinute,
      })
      .from(openingHourExceptions)
      .where(and(eq(openingHourExceptions.storeId, storeId), eq(openingHourExceptions.date, date))),
    listTechniciansWithWeeks(db, storeId, opts.technicianIds),
    listBookingBlocks(db, storeId, date),
    listHeldTimes(db, storeId, from, to),
  ]);
  // The shapes are availability's DayFacts, written out: this layer does not import the domain (tests/unit/layering.test.ts).
  const openingWeek: (Hours | null)[] = Array.from({ length: 7 }, () => null);
  for (const d of week)
    if (d.openMinute !== null && d.closeMinute !== null)
      openingWeek[d.weekday] = { openMinute: d.openMinute, closeMinute: d.closeMinute };
  const technicians = technicianRows.map((t) => {
    const days: (Hours | null)[] = Array.from({ length: 7 }, () => null);
    for (const h of t.hours ?? [])
      if (h.start !== null && h.end !== null)
        days[h.weekday] = { openMinute: h.start, closeMinute: h.end };
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
    appointments: booked,
  };
}

/** The active technicians (or those asked for), each with her working week as JSON. */
function listTechniciansWithWeeks(db: Db, storeId: number, technicianIds: number[] | undefined) {
  return db
    .select({
      id: employees.id,
      name: employees.name,
      hours: sql<{ weekday: number; start: number | null; end: number | null }[] | null>`(
      select json_agg(json_build_object('weekday', ${employeeWorkingHours.weekday}, 'start', ${employeeWorkingHours.startMinute}, 'end', ${employeeWorkingHours.endMinute}))
      from ${employeeWorkingHours}
      where ${employeeWorkingHours.storeId} = ${employees.storeId} and ${employeeWorkingHours.employeeId} = ${employees.id})`,
    })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
        technicianIds
          ? inArray(employees.id, technicianIds.length ? technicianIds : [-1])
          : undefined,
      ),
    )
    .orderBy(asc(employees.name), asc(employees.id));
}

/** The time active appointments hold between two instants. */
function listHeldTimes(db: Db, storeId: number, from: Date, to: Date) {
  return db
    .select({
      id: appointments.id,
      technicianId: appointments.technicianId,
      startsAt: appointments.startsAt,
      heldUntil: appointments.heldUntil,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.storeId, storeId),
        lt(appointments.startsAt, to),
        gt(appointments.heldUntil, from),
        notInArray(appointments.status, INACTIVE_STATUSES),
      ),
    );
}

export interface BookableService {
  id: number;
  name: string;
  durationMinutes: number;
  priceCents: number;
}

/** The store's active, bookable services among `ids`, in the order asked for (retail items are not booked). */
export async function bookableServices(
  db: Db,
  storeId: number,
  ids: number[],
): Promise<BookableService[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      durationMinutes: services.durationMinutes,
      priceCents: services.priceCents,
    })
    .from(services)
    .where(
      and(
        eq(services.storeId, storeId),
        inArray(services.id, ids),
        eq(services.isActive, true),
        eq(services.kind, 'service'),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((s): s is BookableService => s !== undefined);
}

export interface NewAppointment {
  customerId: number;
  technicianId: number;
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
export async function insertAppointment(
  tx: Db,
  storeId: number,
  values: NewAppointment,
  actor: AppointmentActor,
): Promise<number> {
  const { services: lines, ...row } = values;
  const [created] = await tx
    .insert(appointments)
    .values({ storeId, ...row, ...actor })
    .returning({ id: appointments.id });
  if (lines.length) {
    await tx.insert(appointmentServices).values(
      lines.map((s, i) => ({
        storeId,
        appointmentId: created.id,
        serviceId: s.id,
        name: s.name,
        durationMinutes: s.durationMinutes,
        priceCents: s.priceCents,
        sortOrder: i,
      })),
    );
  }
  await tx.insert(appointmentEvents).values({
    storeId,
    appointmentId: created.id,
    action: 'created',
    after: {
      technicianId: row.technicianId,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      status: row.status,
      source: row.source,
    },
    ...actor,
  });
  return created.id;
}

export interface AppointmentTime {
  id: number;
  customerId: number;
  technicianId: number;
  startsAt: Date;
  endsAt: Date;
  heldUntil: Date;
  status: AppointmentStatus;
  version: number;
}

/** One appointment's time and state, locked for update when inside a transaction that will change it. */
export async function getAppointmentTime(
  db: Db,
  storeId: number,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<AppointmentTime | undefined> {
  const query = db
    .select({
      id: appointments.id,
      customerId: appointments.customerId,
      technicianId: appointments.technicianId,
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
  after: { technicianId: number; startsAt: Date; endsAt: Date; heldUntil: Date },
  actor: AppointmentActor,
  reason: string | null,
): Promise<void> {
  await tx
    .update(appointments)
    .set({
      ...after,
      version: sql`${appointments.version} + 1`,
      reminderSentAt: null,
      updatedAt: clock.now(),
    })
    .where(and(eq(appointments.storeId, storeId), eq(appointments.id, before.id)));
  await tx.insert(appointmentEvents).values({
    storeId,
    appointmentId: before.id,
    action: 'moved',
    before: {
      technicianId: before.technicianId,
      startsAt: before.startsAt.toISOString(),
      endsAt: before.endsAt.toISOString(),
    },
    after: {
      technicianId: after.technicianId,
      startsAt: after.startsAt.toISOString(),
      endsAt: after.endsAt.toISOString(),
    },
    reason,
    ...actor,
  });
}

// ——— Staff screens: the calendar, the list, one appointment and its history ———

/** The services of each appointment as one line ("Gel Manicure, Pedicure"), in the order they are done. */
const serviceNames = sql<string>`coalesce((
  select string_agg(${appointmentServices.name}, ', ' order by ${appointmentServices.sortOrder}, ${appointmentServices.id})
  from ${appointmentServices}
  where ${appointmentServices.storeId} = ${appointments.storeId} and ${appointmentServices.appointmentId} = ${appointments.id}), '')`;

export interface CalendarAppointment {
  id: number;
  technicianId: number;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  anyTechnician: boolean;
  customerName: string;
  customerPhone: string | null;
  services: string;
}

/** Appointments holding time in [start, end) (cancelled and no-shows hold none), for one technician or all. */
export async function listCalendarAppointments(
  db: Db,
  storeId: number,
  range: { start: Date; end: Date; technicianId?: number | null },
): Promise<CalendarAppointment[]> {
  return db
    .select({
      id: appointments.id,
      technicianId: appointments.technicianId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      anyTechnician: appointments.anyTechnician,
      customerName: customers.name,
      customerPhone: customers.phone,
      services: serviceNames,
    })
    .from(appointments)
    .innerJoin(
      customers,
      and(eq(customers.storeId, appointments.storeId), eq(customers.id, appointments.customerId)),
    )
    .where(
      and(
        eq(appointments.storeId, storeId),
        lt(appointments.startsAt, range.end),
        gt(appointments.endsAt, range.start),
        notInArray(appointments.status, INACTIVE_STATUSES),
        range.technicianId ? eq(appointments.technicianId, range.technicianId) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
}

export interface AppointmentListFilters {
  start: Date;
  end: Date;
  technicianId: number | null;
  status: AppointmentStatus | null;
}

const listWhere = (storeId: number, f: AppointmentListFilters) =>
  and(
    eq(appointments.storeId, storeId),
    gte(appointments.startsAt, f.start),
    lt(appointments.startsAt, f.end),
    f.technicianId ? eq(appointments.technicianId, f.technicianId) : undefined,
    f.status ? eq(appointments.status, f.status) : undefined,
  );

export async function countAppointments(
  db: Db,
  storeId: number,
  filters: AppointmentListFilters,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(listWhere(storeId, filters));
  return row.n;
}

/** A page of the list, earliest first. */
export async function listAppointments(
  db: Db,
  storeId: number,
  filters: AppointmentListFilters,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      source: appointments.source,
      customerName: customers.name,
      customerPhone: customers.phone,
      employeeName: employees.name,
      services: serviceNames,
    })
    .from(appointments)
    .innerJoin(
      customers,
      and(eq(customers.storeId, appointments.storeId), eq(customers.id, appointments.customerId)),
    )
    .innerJoin(
      employees,
      and(eq(employees.storeId, appointments.storeId), eq(employees.id, appointments.technicianId)),
    )
    .where(listWhere(storeId, filters))
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One appointment with its customer, technician, services and history; undefined for another store's id. */
export async function getAppointmentDetail(db: Db, storeId: number, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return undefined;
  const [row] = await db
    .select({
      id: appointments.id,
      technicianId: appointments.technicianId,
      employeeName: employees.name,
      employeeColor: employees.calendarColor,
      customerId: appointments.customerId,
      customerName: customers.name,
      customerPhone: customers.phone,
      customerEmail: customers.email,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      source: appointments.source,
      anyTechnician: appointments.anyTechnician,
      notes: appointments.notes,
      cancelReason: appointments.cancelReason,
      checkInId: appointments.checkInId,
      invoiceId: appointments.invoiceId,
      byName: appointments.byName,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(
      customers,
      and(eq(customers.storeId, appointments.storeId), eq(customers.id, appointments.customerId)),
    )
    .innerJoin(
      employees,
      and(eq(employees.storeId, appointments.storeId), eq(employees.id, appointments.technicianId)),
    )
    .where(and(eq(appointments.storeId, storeId), eq(appointments.id, id)));
  if (!row) return undefined;
  const [lines, events] = await Promise.all([
    db
      .select({
        serviceId: appointmentServices.serviceId,
        name: appointmentServices.name,
        durationMinutes: appointmentServices.durationMinutes,
        priceCents: appointmentServices.priceCents,
      })
      .from(appointmentServices)
      .where(
        and(eq(appointmentServices.storeId, storeId), eq(appointmentServices.appointmentId, id)),
      )
      .orderBy(asc(appointmentServices.sortOrder), asc(appointmentServices.id)),
    db
      .select({
        id: appointmentEvents.id,
        action: appointmentEvents.action,
        before: appointmentEvents.before,
        after: appointmentEvents.after,
        reason: appointmentEvents.reason,
        byName: appointmentEvents.byName,
        createdAt: appointmentEvents.createdAt,
      })
      .from(appointmentEvents)
      .where(and(eq(appointmentEvents.storeId, storeId), eq(appointmentEvents.appointmentId, id)))
      .orderBy(asc(appointmentEvents.createdAt), asc(appointmentEvents.id)),
  ]);
  return { ...row, services: lines, events };
}
export type AppointmentDetail = NonNullable<Awaited<ReturnType<typeof getAppointmentDetail>>>;

/** Names of the store's employees by id (a history row may name a technician who has since left). */
export async function employeeNames(
  db: Db,
  storeId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), inArray(employees.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Sets a new status (and what goes with it) and records the change; the caller holds the transaction and the row's lock. */
export async function changeAppointmentStatus(
  tx: Db,
  storeId: number,
  before: AppointmentTime,
  change: { status: AppointmentStatus; cancelReason?: string | null; checkInId?: number | null },
  actor: AppointmentActor,
  reason: string | null,
): Promise<void> {
  await tx
    .update(appointments)
    .set({ ...change, updatedAt: clock.now() })
    .where(and(eq(appointments.storeId, storeId), eq(appointments.id, before.id)));
  await tx.insert(appointmentEvents).values({
    storeId,
    appointmentId: before.id,
    action: change.status === 'cancelled' ? 'cancelled' : 'status',
    before: { status: before.status },
    after: { status: change.status, ...(change.checkInId ? { checkInId: change.checkInId } : {}) },
    reason,
    ...actor,
  });
}

/** What a status change needs besides the time: the check-in it made on arrival, and whether it was booked for "Anyone". */
export async function getAppointmentLinks(
  db: Db,
  storeId: number,
  id: number,
): Promise<{ checkInId: number | null; anyTechnician: boolean }> {
  const [row] = await db
    .select({ checkInId: appointments.checkInId, anyTechnician: appointments.anyTechnician })
    .from(appointments)
    .where(and(eq(appointments.storeId, storeId), eq(appointments.id, id)));
  return row ?? { checkInId: null, anyTechnician: false };
}

/** The menu services an appointment books, in order (a service since deleted from the menu is left out). */
export async function listAppointmentServiceIds(
  db: Db,
  storeId: number,
  id: number,
): Promise<number[]> {
  const rows = await db
    .select({ serviceId: appointmentServices.serviceId })
    .from(appointmentServices)
    .where(and(eq(appointmentServices.storeId, storeId), eq(appointmentServices.appointmentId, id)))
    .orderBy(asc(appointmentServices.sortOrder), asc(appointmentServices.id));
  return rows.map((r) => r.serviceId).filter((s): s is number => s !== null);
}

/**
 * The appointment that brought a visit is done once the visit's ticket is
 * paid: an arrived or in-service appointment of the check-in becomes
 * completed with the invoice, and its history row is written, in one
 * statement. Checked again on the row itself, so an appointment cancelled a
 * moment ago stays cancelled. Answers the completed appointments' ids.
 */
export async function completeVisitAppointments(
  db: Db,
  storeId: number,
  input: {
    checkInId: number;
    invoiceId: number;
    by: { userId: number | null; employeeId: number | null; name: string };
  },
): Promise<number[]> {
  const result = await db.execute(sql`with done as (
    update ${appointments} a set status = 'completed', invoice_id = ${input.invoiceId}::int, updated_at = now()
    from (select id, status from ${appointments} where store_id = ${storeId}::int and check_in_id = ${input.checkInId}::int and status in ('arrived', 'in_service')) was
    where a.store_id = ${storeId}::int and a.id = was.id and a.status in ('arrived', 'in_service')
    returning a.id, was.status as before_status
  ), history as (
    insert into ${appointmentEvents} (store_id, appointment_id, action, before, after, by_user_id, by_employee_id, by_name)
    select ${storeId}::int, d.id, 'status', jsonb_build_object('status', d.before_status), jsonb_build_object('status', 'completed', 'invoiceId', ${input.invoiceId}::int),
      ${input.by.userId}::int, ${input.by.employeeId}::int, ${input.by.name}::text
    from done d
    returning id
  )
  select id from done order by id`);
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}
