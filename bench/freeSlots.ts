// The free-slot search: one store day, 10 technicians, 200
// appointments that week. What the online booking page does for a day —
// loadDayFacts (settings, opening hours, that date's exception, technicians
// with their working week, blocks, the day's appointments) then freeSlots for
// "Anyone" — against a floor of the same data read by one raw SQL statement,
// interleaved in the same run. In process, on an embedded, seeded PGlite and on
// a PostgreSQL database of the run's own (BENCH_PG_URL; skipped without a server).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../database/client';
import { seedDemo } from '../database/seeders/demo';
import { employees, employeeWorkingHours, services, customers, stores } from '../database/schema';
import {
  insertAppointment,
  loadDayFacts,
  bookableServices,
} from '../database/queries/appointments';
import { freeSlots } from '../server/domain/appointments/availability';
import { addDays, storeMinuteToUtc, storeToday, weekdayOf } from '../common/storeTime';
import { and, eq } from 'drizzle-orm';
import { createBenchDatabase } from './client';

const ITERATIONS = Number(process.env.BENCH_SLOT_ITERATIONS ?? 400);
const TZ = 'America/New_York';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

export async function benchFreeSlots(): Promise<string[]> {
  const lines = await benchOn(undefined);
  const pg = await createBenchDatabase('slots');
  if ('error' in pg) return [...lines, `free slots on PostgreSQL: skipped (${pg.error})`];
  try {
    return [...lines, ...(await benchOn(pg.url))];
  } finally {
    await pg.drop();
  }
}

async function benchOn(url: string | undefined): Promise<string[]> {
  const database = await openDatabase(url ? { url } : {});
  const db = database.db;
  const lines: string[] = [];
  try {
    await database.migrate();
    await seedDemo(db);
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.name, 'Lotus Nail Spa'));
    const storeId = store.id;

    // Ten technicians, Tuesday–Sunday 9–7 like the demo's eight.
    const staff = await db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.storeId, storeId));
    for (let n = staff.length; n < 10; n++) {
      const [row] = await db
        .insert(employees)
        .values({
          storeId,
          name: `Bench Tech ${n}`,
          staffNumber: `B${n}${Date.now() % 100000}`,
          passwordHash: 'x',
        })
        .returning({ id: employees.id });
      await db.insert(employeeWorkingHours).values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          storeId,
          employeeId: row.id,
          weekday,
          startMinute: weekday === 1 ? null : 540,
          endMinute: weekday === 1 ? null : 1140,
        })),
      );
      staff.push(row);
    }
    const technicians = staff.slice(0, 10).map((s) => s.id);
    const [svc] = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.storeId, storeId), eq(services.name, 'Gel Manicure')));
    const lines45 = await bookableServices(db, storeId, [svc.id]);
    const [customer] = await db
      .insert(customers)
      .values({ storeId, name: 'Bench Customer' })
      .returning({ id: customers.id });

    // The coming Tuesday's week: 200 appointments, 20 per technician, 4 a day on Tuesday–Saturday.
    let day = addDays(storeToday(TZ), 7);
    while (weekdayOf(day) !== 2) day = addDays(day, 1);
    let made = 0;
    for (let d = 0; d < 5; d++) {
      const date = addDays(day, d);
      for (const technicianId of technicians) {
        for (const minute of [600, 720, 840, 960]) {
          const startsAt = storeMinuteToUtc(date, minute + (technicianId % 4) * 15, TZ).at;
          const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
          await insertAppointment(
            db,
            storeId,
            {
              customerId: customer.id,
              technicianId,
              startsAt,
              endsAt,
              heldUntil: endsAt,
              status: 'booked',
              source: 'front_desk',
              anyTechnician: false,
              notes: null,
              services: lines45,
            },
            { byUserId: null, byEmployeeId: null, byName: 'bench' },
          );
          made++;
        }
      }
    }
    const target = addDays(day, 2);
    const now = storeMinuteToUtc(addDays(day, -3), 600, TZ).at;
    const { start, end } = {
      start: storeMinuteToUtc(target, 0, TZ).at,
      end: storeMinuteToUtc(addDays(target, 1), 0, TZ).at,
    };

    const app = async () => {
      const facts = await loadDayFacts(db, storeId, TZ, target, now);
      return freeSlots(facts, { technicianId: 'anyone', durationMinutes: 45 }).length;
    };
    // The floor: the same rows (the day's appointments, the technicians' working hours, blocks, the week's opening hours) in one statement.
    const floor = async () => {
      const res = await db.execute(sql`
        select
          (select json_agg(json_build_array(technician_id, starts_at, held_until)) from appointments
            where store_id = ${storeId} and starts_at < ${end.toISOString()} and held_until > ${start.toISOString()} and status not in ('cancelled', 'no_show')) as booked,
          (select json_agg(json_build_array(employee_id, weekday, start_minute, end_minute)) from employee_working_hours where store_id = ${storeId}) as hours,
          (select json_agg(json_build_array(technician_id, starts_on, start_minute, end_minute, repeat, repeat_until)) from booking_blocks where store_id = ${storeId}) as blocks,
          (select json_agg(json_build_array(weekday, open_minute, close_minute)) from opening_hours where store_id = ${storeId}) as opening`);
      return (res as unknown as { rows?: unknown[] }).rows?.length ?? 1;
    };

    const slots = await app();
    for (let i = 0; i < 30; i++) {
      await app();
      await floor();
    }
    const appMs: number[] = [];
    const floorMs: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      let t0 = performance.now();
      await floor();
      floorMs.push(performance.now() - t0);
      t0 = performance.now();
      await app();
      appMs.push(performance.now() - t0);
    }
    const driver = url ? 'PostgreSQL' : 'PGlite (embedded)';
    lines.push(
      '',
      `Free-slot search (${driver}): ${target}, 10 technicians, ${made} appointments that week, "Anyone" for 45 min → ${slots} free times; ${ITERATIONS} interleaved iterations`,
    );
    lines.push('| scenario | p50 ms | p99 ms |', '|---|---|---|');
    lines.push(
      `| one raw SQL statement reading the same rows (floor) | ${pct(floorMs, 50).toFixed(2)} | ${pct(floorMs, 99).toFixed(2)} |`,
    );
    lines.push(
      `| loadDayFacts + freeSlots (what the booking page runs) | ${pct(appMs, 50).toFixed(2)} | ${pct(appMs, 99).toFixed(2)} |`,
    );
    lines.push(`ratio p50 app/floor: ${(pct(appMs, 50) / pct(floorMs, 50)).toFixed(2)}`);
  } finally {
    await database.close();
  }
  return lines;
}
