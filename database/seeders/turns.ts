import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { clockRecords, employees, stores, turnEvents, users } from '../schema';
import { storeLocalToUtc, storeToday } from '../../common/storeTime';
import { clock } from '../../common/clock';

const minute = 60_000;

/**
 * Turn history for Lotus Nail Spa: on the past week's
 * working days a late arrival, a break, a skip and a request taken back; and
 * today the technicians clocked in with a morning's story on the board
 * (a break and back, a skip, a late half turn, an appointment turn). The
 * demo tickets already paid today add their turns on their own.
 *
 * Not part of seedDemo: open clock records today would change what the
 * staff and POS tests start from. seedIfEmpty runs it after the demo salon.
 */
export async function seedTurns(db: Db, now = clock.now()): Promise<void> {
  const [lotus] = await db
    .select({ id: stores.id, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.name, 'Lotus Nail Spa'));
  if (!lotus) return;
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.storeId, lotus.id), eq(users.isReferal, false)))
    .orderBy(asc(users.id))
    .limit(1);
  const by = { byUserId: owner?.id ?? null, byName: owner?.name ?? 'Owner' };
  const staff = await db
    .select({ id: employees.id, staffNumber: employees.staffNumber })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, lotus.id),
        isNull(employees.deletedAt),
        eq(employees.isActive, true),
      ),
    )
    .orderBy(asc(employees.staffNumber));
  // The first is the manager at the desk; the others do nails.
  const techs = staff.slice(1);
  if (techs.length < 4) return;
  const rows: (typeof turnEvents.$inferInsert)[] = [];
  const event = (technicianId: number, at: Date, values: Partial<typeof turnEvents.$inferInsert>) =>
    rows.push({
      storeId: lotus.id,
      technicianId,
      businessDate: storeToday(lotus.timezone, at),
      kind: 'adjust',
      createdAt: at,
      ...by,
      ...values,
    });

  await logPastWeek(db, lotus, techs, now, event);
  const firstIn = await clockInToday(db, lotus, techs, now);
  // The morning's story, spread over the time since the first clock-in.
  const span = now.getTime() - firstIn.getTime();
  const at = (fraction: number) => new Date(firstIn.getTime() + Math.floor(span * fraction));
  const [bao, cindy, david, emily] = techs;
  event(cindy.id, at(0.1), { deltaHalves: 1, reason: 'Late: 20 minutes' });
  event(bao.id, at(0.3), { kind: 'status', status: 'break', reason: null });
  event(bao.id, at(0.45), { kind: 'status', status: 'available', reason: null });
  event(david.id, at(0.6), { kind: 'skip', reason: 'Waiting for her acrylic client' });
  event(emily.id, at(0.75), { deltaHalves: 2, reason: 'Appointment' });
  if (rows.length) await db.insert(turnEvents).values(rows);
}

type Lotus = { id: number; timezone: string };
type LogEvent = (
  technicianId: number,
  at: Date,
  values: Partial<typeof turnEvents.$inferInsert>,
) => void;

/** The past week: a few logged changes on each worked day, at times the person was in (a late arrival, a break and back, a skip, every other day a request taken back). */
async function logPastWeek(
  db: Db,
  lotus: Lotus,
  techs: { id: number }[],
  now: Date,
  event: LogEvent,
) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * minute);
  const past = await db
    .select({ employeeId: clockRecords.employeeId, clockIn: clockRecords.clockIn })
    .from(clockRecords)
    .where(and(eq(clockRecords.storeId, lotus.id), gte(clockRecords.clockIn, weekAgo)))
    .orderBy(asc(clockRecords.clockIn));
  const byDay = new Map<string, typeof past>();
  for (const r of past) {
    if (!techs.some((t) => t.id === r.employeeId) || r.clockIn >= now) continue;
    const day = storeToday(lotus.timezone, r.clockIn);
    byDay.set(day, [...(byDay.get(day) ?? []), r]);
  }
  let n = 0;
  for (const records of byDay.values()) {
    if (records.length < 3) continue;
    const [a, b, c] = [
      records[n % records.length],
      records[(n + 1) % records.length],
      records[(n + 2) % records.length],
    ];
    n++;
    event(a.employeeId, new Date(a.clockIn.getTime() + 5 * minute), {
      deltaHalves: 1,
      reason: 'Late',
    });
    event(b.employeeId, new Date(b.clockIn.getTime() + 180 * minute), {
      kind: 'status',
      status: 'break',
      reason: null,
    });
    event(b.employeeId, new Date(b.clockIn.getTime() + 210 * minute), {
      kind: 'status',
      status: 'available',
      reason: null,
    });
    event(c.employeeId, new Date(c.clockIn.getTime() + 300 * minute), {
      kind: 'skip',
      reason: 'Finishing a pedicure clean-up',
    });
    if (n % 2 === 0)
      event(c.employeeId, new Date(c.clockIn.getTime() + 360 * minute), {
        deltaHalves: -2,
        reason: 'Request: counted by mistake',
      });
  }
}

/** Today: everyone at work since the morning (or the last hour, early in the day), a few minutes apart; when the first clocked in. */
async function clockInToday(db: Db, lotus: Lotus, techs: { id: number }[], now: Date) {
  const open = new Set(
    (
      await db
        .select({ employeeId: clockRecords.employeeId })
        .from(clockRecords)
        .where(and(eq(clockRecords.storeId, lotus.id), isNull(clockRecords.clockOut)))
    ).map((r) => r.employeeId),
  );
  const today = storeToday(lotus.timezone, now);
  const nine = storeLocalToUtc(`${today}T09:00`, lotus.timezone);
  const firstIn =
    nine && nine.getTime() < now.getTime() - 60 * minute
      ? nine
      : new Date(now.getTime() - 60 * minute);
  const clockIns = techs.map((t, i) => ({ t, at: new Date(firstIn.getTime() + i * 4 * minute) }));
  const fresh = clockIns.filter(({ t }) => !open.has(t.id));
  if (fresh.length)
    await db
      .insert(clockRecords)
      .values(fresh.map(({ t, at }) => ({ storeId: lotus.id, employeeId: t.id, clockIn: at })));

  return firstIn;
}
