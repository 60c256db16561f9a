import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../database/client';
import { customers, employees, services } from '../../database/schema';
import { bookableServices, insertAppointment } from '../../database/queries/appointments';
import { storeMinuteToUtc, storeToday } from '../../common/storeTime';

/**
 * One appointment today at 10 AM for the store's first technician, written
 * straight in (today may be a day off: the calendar still shows a booked
 * technician's column), so the page sweep has a calendar block and a show page.
 */
export async function sweepAppointment(
  db: Db,
  storeId: number,
  timezone = 'America/New_York',
): Promise<number> {
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.storeId, storeId))
    .orderBy(asc(employees.id))
    .limit(1);
  const [customer] = await db
    .insert(customers)
    .values({ storeId, name: 'Sweep Booking', phone: '2125550178' })
    .returning({ id: customers.id });
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.storeId, storeId), eq(services.kind, 'service')))
    .orderBy(asc(services.id))
    .limit(1);
  const lines = await bookableServices(db, storeId, [service.id]);
  const startsAt = storeMinuteToUtc(storeToday(timezone), 10 * 60, timezone).at;
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  return db.transaction((tx) =>
    insertAppointment(
      tx,
      storeId,
      {
        customerId: customer.id,
        technicianId: employee.id,
        startsAt,
        endsAt,
        heldUntil: endsAt,
        status: 'confirmed',
        source: 'front_desk',
        anyTechnician: false,
        notes: null,
        services: lines,
      },
      { byUserId: null, byEmployeeId: null, byName: 'Page sweep' },
    ),
  );
}
