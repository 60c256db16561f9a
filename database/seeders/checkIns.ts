import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  checkIns,
  customers,
  employees,
  invoices,
  services,
  stores,
  turnEvents,
  type CheckInStatus,
} from '../schema';
import { storeDayBounds, storeToday } from '../../common/storeTime';
import { clock } from '../../common/clock';

/**
 * Today's check-in queue for Lotus Nail Spa: a visit
 * in every state, from the demo customers (or a handful of its own, 555-01xx,
 * when there are none), so the Check-ins page, the turn board and the kiosk's
 * wait estimate have something to show. Like seedTurns it is not part of
 * seedDemo: open check-ins would change what the tests start from.
 */
export async function seedCheckIns(db: Db, now = clock.now()): Promise<void> {
  const [lotus] = await db
    .select({ id: stores.id, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.name, 'Lotus Nail Spa'));
  if (!lotus) return;
  const today = storeToday(lotus.timezone, now);
  const { start } = storeDayBounds(lotus.timezone, today);
  const staff = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, lotus.id),
        isNull(employees.deletedAt),
        eq(employees.isActive, true),
      ),
    )
    .orderBy(asc(employees.staffNumber));
  const techs = staff.slice(1).map((s) => s.id);
  if (techs.length < 3) return;
  const menu = (
    await db
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          eq(services.storeId, lotus.id),
          eq(services.kind, 'service'),
          eq(services.isActive, true),
        ),
      )
      .orderBy(asc(services.sortOrder))
  ).map((s) => s.id);

  const people = await queuePeople(db, lotus.id);
  // Already paid today with a customer: the done visits point at real tickets when there are some.
  const paid = await db
    .select({ id: invoices.id, customerId: invoices.customerId, paidAt: invoices.paidAt })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, lotus.id),
        eq(invoices.status, 'paid'),
        isNotNull(invoices.customerId),
        isNull(invoices.checkInId),
      ),
    )
    .orderBy(desc(invoices.paidAt))
    .limit(2);

  const at = (minutesAgo: number) =>
    new Date(Math.max(start.getTime(), now.getTime() - minutesAgo * 60_000));
  const svc = (...i: number[]) =>
    i.map((n) => menu[n % Math.max(1, menu.length)]).filter((id) => id !== undefined);
  const plans = queuePlans(techs, svc);
  for (const [i, p] of plans.entries()) {
    const customerId =
      p.status === 'done' && paid[i]?.customerId ? paid[i].customerId! : people[i % people.length];
    if (!customerId) continue;
    const checkedInAt = at(p.minutesAgo);
    const startedAt =
      p.startedAfter !== undefined
        ? new Date(checkedInAt.getTime() + p.startedAfter * 60_000)
        : null;
    const invoiceId = p.status === 'done' ? (paid[i]?.id ?? null) : null;
    await insertVisit(db, lotus.id, today, p, { customerId, checkedInAt, startedAt, invoiceId });
  }
}

/** One visit of the queue: its state, how long ago she checked in, her services and technicians. */
type Plan = {
  status: CheckInStatus;
  minutesAgo: number;
  serviceIds: number[];
  requested?: number;
  assigned?: number;
  startedAfter?: number;
  reason?: string;
  source?: 'kiosk' | 'front_desk';
};

/** The queue's visits, one in every state: two done, a cancellation, a no-show, one in service, one assigned, three waiting. */
function queuePlans(techs: number[], svc: (...i: number[]) => number[]): Plan[] {
  return [
    {
      status: 'done',
      minutesAgo: 150,
      serviceIds: svc(0),
      assigned: techs[0],
      startedAfter: 10,
      source: 'front_desk',
    },
    {
      status: 'done',
      minutesAgo: 120,
      serviceIds: svc(1, 3),
      requested: techs[1],
      assigned: techs[1],
      startedAfter: 15,
    },
    {
      status: 'cancelled',
      minutesAgo: 95,
      serviceIds: svc(2),
      reason: 'Could not wait, will come back tomorrow',
    },
    {
      status: 'no_show',
      minutesAgo: 80,
      serviceIds: [],
      reason: 'Called twice, not in the waiting area',
    },
    {
      status: 'in_service',
      minutesAgo: 45,
      serviceIds: svc(0, 2),
      assigned: techs[2],
      startedAfter: 12,
    },
    { status: 'assigned', minutesAgo: 25, serviceIds: svc(1), assigned: techs[0] },
    { status: 'waiting', minutesAgo: 18, serviceIds: svc(3), requested: techs[1] },
    { status: 'waiting', minutesAgo: 9, serviceIds: svc(0, 1) },
    { status: 'waiting', minutesAgo: 3, serviceIds: [], source: 'front_desk' },
  ];
}

/** The newest demo customers with a phone, or a handful of the queue's own (555-01xx) when there are none. */
async function queuePeople(db: Db, storeId: number): Promise<number[]> {
  const people = (
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.storeId, storeId), isNotNull(customers.phone)))
      .orderBy(desc(customers.id))
      .limit(9)
  ).map((c) => c.id);
  if (people.length < 9) {
    const names = [
      'Ava Brooks',
      'Mia Chen',
      'Zoe Patel',
      'Lily Nguyen',
      'Ella Garcia',
      'Chloe Kim',
      'Nora Davis',
      'Ruby Tran',
      'Ivy Scott',
    ];
    const made = await db
      .insert(customers)
      .values(names.map((name, i) => ({ storeId, name, phone: `55501000${String(i + 10)}` })))
      .onConflictDoNothing()
      .returning({ id: customers.id });
    return made.map((c) => c.id);
  }
  return people;
}

/** A visit written as the desk would have left it, its ticket linked back to it, and the walk-in it was given on the turn board. */
async function insertVisit(
  db: Db,
  storeId: number,
  today: string,
  p: Plan,
  v: { customerId: number; checkedInAt: Date; startedAt: Date | null; invoiceId: number | null },
) {
  const { customerId, checkedInAt, startedAt, invoiceId } = v;
  const closed = p.status === 'done' || p.status === 'cancelled' || p.status === 'no_show';
  const [row] = await db
    .insert(checkIns)
    .values({
      storeId,
      customerId,
      businessDate: today,
      status: p.status,
      source: p.source ?? 'kiosk',
      requestedTechnicianId: p.requested ?? null,
      assignedTechnicianId: p.assigned ?? null,
      serviceIds: p.serviceIds,
      checkedInAt,
      assignedAt: p.assigned ? new Date(checkedInAt.getTime() + 5 * 60_000) : null,
      startedAt,
      finishedAt: closed
        ? new Date(checkedInAt.getTime() + (p.status === 'done' ? 70 : 20) * 60_000)
        : null,
      cancelReason: p.reason ?? null,
      invoiceId,
      byName: p.source === 'front_desk' ? 'Linh Owner' : 'Kiosk',
      createdAt: checkedInAt,
    })
    // A customer already in line today (a re-run) is left as she is.
    .onConflictDoNothing()
    .returning({ id: checkIns.id });
  if (!row) return;
  if (invoiceId)
    await db
      .update(invoices)
      .set({ checkInId: row.id })
      .where(and(eq(invoices.storeId, storeId), eq(invoices.id, invoiceId)));
  if (p.assigned) {
    await db.insert(turnEvents).values({
      storeId,
      technicianId: p.assigned,
      businessDate: today,
      kind: 'assign',
      checkInId: row.id,
      byName: 'Linh Owner',
      createdAt: new Date(checkedInAt.getTime() + 5 * 60_000),
    });
  }
}
