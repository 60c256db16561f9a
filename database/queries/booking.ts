import { and, asc, eq, exists, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { uniqueViolation } from '../errors';
import {
  appointmentEvents,
  appointments,
  appointmentServices,
  categories,
  customers,
  employees,
  employeeWorkingHours,
  services,
  stores,
} from '../schema';
import type { AppointmentStatus } from '../schema/appointments';
import type { AppointmentActor } from './appointments';
import { clock } from '../../common/clock';

// What the customer side of booking reads and writes: the public menu, the
// customer found by her phone, one appointment as its manage page shows it,
// and the customer's own cancel and the reminder's claim. Every where carries the store.

/** The store a public booking link names, or null. */
export async function getBookingStore(db: Db, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      timezone: stores.timezone,
      region: stores.region,
      phone: stores.phone,
      address: stores.address,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ?? null;
}

export type BookingStore = NonNullable<Awaited<ReturnType<typeof getBookingStore>>>;

/** The public menu: categories in menu order and every active item (services, and retail for the shelf). */
export async function listBookingMenu(db: Db, storeId: number) {
  const [cats, items] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({
        id: services.id,
        categoryId: services.categoryId,
        name: services.name,
        kind: services.kind,
        minutes: services.durationMinutes,
        priceCents: services.priceCents,
      })
      .from(services)
      .where(and(eq(services.storeId, storeId), eq(services.isActive, true)))
      .orderBy(asc(services.sortOrder), asc(services.name)),
  ]);
  return { categories: cats, items };
}

/** Active technicians who work at least one day of the week: whom a customer may choose. */
export async function listBookableTechnicians(db: Db, storeId: number) {
  return db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(employeeWorkingHours)
            .where(
              and(
                eq(employeeWorkingHours.storeId, storeId),
                eq(employeeWorkingHours.employeeId, employees.id),
                isNotNull(employeeWorkingHours.startMinute),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(employees.name), asc(employees.id));
}

/**
 * The store's customer with this phone, or a new one. A known customer's
 * name and email are filled only where they are empty: a booking form must
 * not let anyone who knows a phone number rename its owner.
 */
export async function findOrCreateBookingCustomer(
  db: Db,
  storeId: number,
  values: { name: string; phone: string; email: string | null },
): Promise<{ id: number; created: boolean }> {
  const fillBlanks = async () => {
    const [row] = await db
      .update(customers)
      .set({
        name: sql`coalesce(nullif(trim(${customers.name}), ''), ${values.name})`,
        email: sql`coalesce(nullif(trim(${customers.email}), ''), ${values.email})`,
      })
      .where(and(eq(customers.storeId, storeId), eq(customers.phone, values.phone)))
      .returning({ id: customers.id });
    return row;
  };
  const known = await fillBlanks();
  if (known) return { id: known.id, created: false };
  try {
    const [made] = await db
      .insert(customers)
      .values({ storeId, ...values })
      .returning({ id: customers.id });
    return { id: made.id, created: true };
  } catch (err) {
    // Two bookings of a new phone at once: the second finds the first's customer.
    if (uniqueViolation(err) === null) throw err;
    const again = await fillBlanks();
    if (!again) throw err;
    return { id: again.id, created: false };
  }
}

/** One appointment as the customer's manage page and emails show it. */
export async function getManagedAppointment(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: appointments.id,
      status: appointments.status,
      version: appointments.version,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      technicianId: appointments.technicianId,
      employeeName: employees.name,
      anyTechnician: appointments.anyTechnician,
      customerName: customers.name,
      customerEmail: customers.email,
    })
    .from(appointments)
    .innerJoin(
      employees,
      and(eq(employees.id, appointments.technicianId), eq(employees.storeId, storeId)),
    )
    .innerJoin(
      customers,
      and(eq(customers.id, appointments.customerId), eq(customers.storeId, storeId)),
    )
    .where(and(eq(appointments.storeId, storeId), eq(appointments.id, id)));
  if (!row) return null;
  const lines = await db
    .select({
      serviceId: appointmentServices.serviceId,
      name: appointmentServices.name,
      minutes: appointmentServices.durationMinutes,
      priceCents: appointmentServices.priceCents,
    })
    .from(appointmentServices)
    .where(and(eq(appointmentServices.storeId, storeId), eq(appointmentServices.appointmentId, id)))
    .orderBy(asc(appointmentServices.sortOrder), asc(appointmentServices.id));
  return { ...row, services: lines };
}

export type ManagedAppointment = NonNullable<Awaited<ReturnType<typeof getManagedAppointment>>>;

/** Statuses a customer may still cancel or move, and that get a reminder. */
export const UPCOMING_STATUSES: AppointmentStatus[] = ['booked', 'confirmed'];

/**
 * The customer cancels: one statement that only succeeds on the version her
 * link names and while the visit is still booked or confirmed, then its
 * history row. False when someone changed it first.
 */
export async function cancelAppointmentAsCustomer(
  db: Db,
  storeId: number,
  id: number,
  version: number,
  reason: string,
  actor: AppointmentActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelReason: reason, updatedAt: clock.now() })
      .where(
        and(
          eq(appointments.storeId, storeId),
          eq(appointments.id, id),
          eq(appointments.version, version),
          inArray(appointments.status, UPCOMING_STATUSES),
        ),
      )
      .returning({ id: appointments.id, status: appointments.status });
    if (!row) return false;
    await tx.insert(appointmentEvents).values({
      storeId,
      appointmentId: id,
      action: 'cancelled',
      after: { status: 'cancelled' },
      reason,
      ...actor,
    });
    return true;
  });
}

/**
 * Claims the right to send an appointment's reminder, in one statement: it
 * succeeds for one caller only (a second process, or a rerun, finds
 * reminder_sent_at set), and only while the appointment is upcoming and
 * still at the version the reminder was scheduled for.
 */
export async function claimAppointmentReminder(
  db: Db,
  storeId: number,
  id: number,
  version: number,
): Promise<boolean> {
  const [row] = await db
    .update(appointments)
    .set({ reminderSentAt: sql`now()` })
    .where(
      and(
        eq(appointments.storeId, storeId),
        eq(appointments.id, id),
        isNull(appointments.reminderSentAt),
        inArray(appointments.status, UPCOMING_STATUSES),
        eq(appointments.version, version),
      ),
    )
    .returning({ id: appointments.id });
  return row !== undefined;
}

/** Gives a claim back when the email could not be sent, so the job's retry may send it. */
export async function releaseAppointmentReminder(
  db: Db,
  storeId: number,
  id: number,
  version: number,
) {
  await db
    .update(appointments)
    .set({ reminderSentAt: null })
    .where(
      and(
        eq(appointments.storeId, storeId),
        eq(appointments.id, id),
        eq(appointments.version, version),
        isNotNull(appointments.reminderSentAt),
      ),
    );
}

/** The history row of a sent reminder. */
export async function recordAppointmentReminded(
  db: Db,
  storeId: number,
  id: number,
  version: number,
) {
  await db.insert(appointmentEvents).values({
    storeId,
    appointmentId: id,
    action: 'reminded',
    after: { version },
    byUserId: null,
    byEmployeeId: null,
    byName: 'Reminder',
  });
}
