import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { appointments, customers, employees, services, stores, users } from '../schema';
import type { AppointmentStatus } from '../schema/appointments';
import {
  bookableServices,
  insertAppointment,
  loadDayFacts,
  type AppointmentActor,
  type BookableService,
} from '../queries/appointments';
import { addDays, storeMinuteToUtc, storeToday } from '../../common/storeTime';
import { checkFit, openingOn, visitMinutes } from '../../server/domain/appointments/availability';
import { changeStatus } from '../../server/domain/appointments/statusChanges';
import type { Actor } from '../../server/domain/access/permissions';
import { clock } from '../../common/clock';

/** A small deterministic generator, so every fresh demo database has the same book. */
function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

const CANCEL_REASONS = [
  'Called to reschedule',
  'Sick, will call back',
  'Double-booked with work',
  'Weather',
];

interface Plan {
  store: { id: number; timezone: string };
  /** Days before today to days after (today is 0). */
  from: number;
  to: number;
  perDay: number;
  seed: number;
}

/**
 * Appointments for the demo: Lotus over the past 30 and
 * the next 14 days in every status — the past completed, some no-shows and
 * cancellations; today and ahead booked or confirmed, a couple arrived today
 * (in the check-in queue) — and a few for Rose. Each one is checked against
 * working hours, opening hours, blocks and the appointments already placed
 * (the booking core's own rule), then written through insertAppointment, so
 * the exclusion constraint holds. Like the check-in queue it is not part of
 * seedDemo: the tests book their own times on empty days.
 */
export async function seedAppointments(db: Db, now = clock.now()): Promise<void> {
  const rows = await db
    .select({ id: stores.id, name: stores.name, timezone: stores.timezone })
    .from(stores)
    .orderBy(asc(stores.id));
  const lotus = rows.find((s) => s.name === 'Lotus Nail Spa');
  const rose = rows.find((s) => s.name === 'Rose Nails');
  if (lotus) await seedStore(db, { store: lotus, from: -30, to: 14, perDay: 9, seed: 4242 }, now);
  if (rose) await seedStore(db, { store: rose, from: -7, to: 7, perDay: 2, seed: 777 }, now);
}

async function seedStore(db: Db, plan: Plan, now: Date) {
  const { store } = plan;
  const rand = random(plan.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const [already] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.storeId, store.id))
    .limit(1);
  if (already) return;
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.storeId, store.id), eq(users.isReferal, false)))
    .orderBy(asc(users.id))
    .limit(1);
  const people = (
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.storeId, store.id))
      .orderBy(asc(customers.id))
      .limit(60)
  ).map((c) => c.id);
  const staff = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, store.id),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    );
  const menu = await bookableServicesOf(db, store.id);
  if (!people.length || !staff.length || !menu.length) return;
  const book: Book = {
    plan,
    rand,
    pick,
    people,
    menu,
    by: { byUserId: owner?.id ?? null, byEmployeeId: null, byName: owner?.name ?? 'Owner' },
    now,
  };
  const today = storeToday(store.timezone, now);
  const arrivals: number[] = [];
  for (let offset = plan.from; offset <= plan.to; offset++)
    arrivals.push(...(await bookDay(db, book, addDays(today, offset), offset)));
  if (owner) await arriveToday(db, store, owner, arrivals, now);
}

/** What booking a store's days draws on: the plan, the seeded numbers, its customers and menu, who books. */
interface Book {
  plan: Plan;
  rand: () => number;
  pick: <T>(items: readonly T[]) => T;
  people: number[];
  menu: BookableService[];
  by: AppointmentActor;
  now: Date;
}

/**
 * One open day's appointments, each on a quarter hour that fits (the booking core's own rule, with
 * the day's appointments so far), its status by whether it is past; the ids of today's confirmed
 * visits that could arrive now.
 */
async function bookDay(db: Db, book: Book, date: string, offset: number): Promise<number[]> {
  const { plan, rand, pick, people, menu, by, now } = book;
  const { store } = plan;
  const arrivals: number[] = [];
  const facts = await loadDayFacts(db, store.id, store.timezone, date, now);
  const opening = openingOn(date, facts.openingWeek, facts.exceptions);
  if (!opening) return arrivals;
  for (let n = 0; n < plan.perDay; n++) {
    const technician = pick(facts.technicians);
    const lines =
      rand() < 0.3
        ? [pick(menu), pick(menu)].filter((s, i, all) => all.findIndex((x) => x.id === s.id) === i)
        : [pick(menu)];
    const minutes = visitMinutes(lines);
    // On the quarter hours of the day, from opening to the last start that still ends by closing.
    const slots = Math.floor((opening.closeMinute - minutes - opening.openMinute) / 15);
    if (slots < 0 || !technician) continue;
    const minute = opening.openMinute + 15 * Math.floor(rand() * (slots + 1));
    const { at: startsAt, exists } = storeMinuteToUtc(date, minute, store.timezone);
    if (
      !exists ||
      checkFit(facts, { technicianId: technician.id, startsAt, durationMinutes: minutes })
    )
      continue;
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const heldUntil = new Date(endsAt.getTime() + facts.settings.bufferMinutes * 60_000);
    const status = statusFor(offset, endsAt, now, rand());
    const id = await db.transaction((tx) =>
      insertAppointment(
        tx,
        store.id,
        {
          customerId: pick(people),
          technicianId: technician.id,
          startsAt,
          endsAt,
          heldUntil,
          status,
          source: rand() < 0.35 ? 'online' : 'front_desk',
          anyTechnician: rand() < 0.15,
          notes: null,
          services: lines,
        },
        by,
      ),
    );
    if (status === 'cancelled')
      await db
        .update(appointments)
        .set({ cancelReason: pick(CANCEL_REASONS) })
        .where(and(eq(appointments.storeId, store.id), eq(appointments.id, id)));
    if (status !== 'cancelled' && status !== 'no_show')
      facts.appointments.push({ id, technicianId: technician.id, startsAt, heldUntil });
    if (offset === 0 && status === 'confirmed' && startsAt.getTime() > now.getTime() - 60 * 60_000)
      arrivals.push(id);
  }
  return arrivals;
}

/** A couple of today's visits have arrived: in the queue, assigned to their technician (the desk's own operation). */
async function arriveToday(
  db: Db,
  store: Plan['store'],
  owner: { id: number; name: string },
  arrivals: number[],
  now: Date,
) {
  const actor: Actor = {
    kind: 'user',
    id: owner.id,
    storeId: store.id,
    name: owner.name,
    email: null,
    avatarUrl: null,
    roles: [],
    permissions: [],
    isReferal: false,
  };
  for (const id of arrivals.slice(0, 2)) {
    await changeStatus(db, store, {
      appointmentId: id,
      to: 'arrived',
      reason: null,
      actor,
      now,
    }).catch(() => undefined);
  }
}

/** Past visits mostly happened; a few were missed or called off. Today's and later ones are booked or confirmed. */
function statusFor(offset: number, endsAt: Date, now: Date, roll: number): AppointmentStatus {
  const past = offset < 0 || endsAt.getTime() < now.getTime();
  if (past) return roll < 0.78 ? 'completed' : roll < 0.89 ? 'no_show' : 'cancelled';
  if (roll < 0.08) return 'cancelled';
  return roll < 0.6 ? 'confirmed' : 'booked';
}

async function bookableServicesOf(db: Db, storeId: number): Promise<BookableService[]> {
  const ids = (
    await db
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          eq(services.storeId, storeId),
          eq(services.kind, 'service'),
          eq(services.isActive, true),
        ),
      )
      .orderBy(asc(services.id))
  ).map((s) => s.id);
  return bookableServices(db, storeId, ids);
}
