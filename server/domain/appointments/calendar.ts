import type { Db } from '../../../database/client';
import { listActiveEmployees } from '../../../database/queries/employees';
import {
  listCalendarAppointments,
  loadDayFacts,
  type CalendarAppointment,
} from '../../../database/queries/appointments';
import {
  addDays,
  storeDayBounds,
  storeToday,
  utcToStoreLocal,
  weekdayOf,
} from '../../../common/storeTime';
import { formatPhone } from '../../../common/phone';
import { blockOccursOn, openingOn, type DayHours } from './availability';
import { isMovable, manualActions } from './statuses';
import type {
  CalendarAppointment as GridAppointment,
  CalendarColumn,
  CalendarGridData as CalendarGrid,
} from '../../../common/pages/Admin/Appointment-calendars/types';
import { clock } from '../../../common/clock';

/**
 * The calendar's grid for a day (a column per technician working) or one
 * technician's week (a column per day), as the page draws it: minutes after
 * the store's midnight, so the page needs no time zone. Every column says
 * which technician and date it is, so a drop onto it is a move to them.
 * The shapes are the page's props (common/pages/Admin/Appointment-calendars/types.ts):
 * values only, the page writes the times, weekdays and words in the reader's language
 * (docs/features/languages-and-offline.md "Values on the wire, formats on the page").
 */

const minuteOf = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));

/** An appointment as a block on the grid, clipped to its own store day. */
function appointmentProps(
  a: CalendarAppointment,
  tz: string,
  column: (a: CalendarAppointment, date: string) => string,
): GridAppointment {
  const startLocal = utcToStoreLocal(a.startsAt, tz);
  const endLocal = utcToStoreLocal(a.endsAt, tz);
  const date = startLocal.slice(0, 10);
  const start = minuteOf(startLocal);
  const end = endLocal.slice(0, 10) === date ? minuteOf(endLocal) : 24 * 60;
  return {
    id: a.id,
    column: column(a, date),
    technician_id: a.technicianId,
    date,
    start,
    // Its real end, which the page says; the page draws a block at least 5 minutes long.
    end,
    customer: a.customerName,
    phone: a.customerPhone ? formatPhone(a.customerPhone) : '',
    services: a.services,
    status: a.status,
    actions: manualActions(a.status),
    movable: isMovable(a.status),
    any_technician: a.anyTechnician,
  };
}

const intersect = (a: DayHours | null, b: DayHours | null) => {
  if (!a || !b) return null;
  const start = Math.max(a.openMinute, b.openMinute);
  const end = Math.min(a.closeMinute, b.closeMinute);
  return start < end ? { start, end } : null;
};

/** The grid's rows: opening to closing at the slot step, widened to every working hour and appointment shown. */
function gridBounds(
  step: number,
  opening: (DayHours | null)[],
  columns: CalendarColumn[],
  appointments: { start: number; end: number }[],
) {
  const starts = [
    ...opening.flatMap((o) => (o ? [o.openMinute] : [])),
    ...columns.flatMap((c) => (c.open ? [c.open.start] : [])),
    ...appointments.map((a) => a.start),
  ];
  const ends = [
    ...opening.flatMap((o) => (o ? [o.closeMinute] : [])),
    ...columns.flatMap((c) => (c.open ? [c.open.end] : [])),
    // As the page draws a block: at least 5 minutes long.
    ...appointments.map((a) => Math.max(a.end, a.start + 5)),
  ];
  const start = starts.length ? Math.min(...starts) : 9 * 60;
  const end = ends.length ? Math.max(...ends) : 19 * 60;
  return {
    start: Math.floor(start / step) * step,
    end: Math.min(24 * 60, Math.ceil(end / step) * step),
  };
}

function nowMarker(tz: string, now: Date, dates: string[]) {
  const local = utcToStoreLocal(now, tz);
  return dates.includes(local.slice(0, 10))
    ? { column_date: local.slice(0, 10), minute: minuteOf(local) }
    : null;
}

/** One store day: a column per technician working it (or with an appointment on it). */
export async function loadCalendarDay(
  db: Db,
  store: { id: number; timezone: string },
  date: string,
  now = clock.now(),
): Promise<CalendarGrid> {
  const tz = store.timezone;
  const bounds = storeDayBounds(tz, date);
  const [facts, staff, rows] = await Promise.all([
    loadDayFacts(db, store.id, tz, date, now),
    listActiveEmployees(db, store.id, ['color']),
    listCalendarAppointments(db, store.id, bounds),
  ]);
  const opening = openingOn(date, facts.openingWeek, facts.exceptions);
  const colors = new Map(staff.map((s) => [s.id, s.color]));
  const booked = new Set(rows.map((r) => r.technicianId));
  const columns: CalendarColumn[] = facts.technicians
    .map((t): CalendarColumn => {
      const working = t.week[weekdayOf(date)] ?? null;
      const open = intersect(opening, working);
      return {
        key: String(t.id),
        technician_id: t.id,
        technician_name: t.name,
        date,
        hours: working ? { start: working.openMinute, end: working.closeMinute } : 'off',
        color: colors.get(t.id) ?? '#6b7280',
        open,
        blocks: facts.blocks
          .filter(
            (b) => (b.technicianId === null || b.technicianId === t.id) && blockOccursOn(b, date),
          )
          .map((b) => ({ start: b.startMinute, end: b.endMinute, title: b.title })),
      };
    })
    .filter((c) => c.open !== null || booked.has(c.technician_id));
  const appointments = rows.map((a) => appointmentProps(a, tz, (x) => String(x.technicianId)));
  return {
    ...gridBounds(facts.settings.slotStepMinutes, [opening], columns, appointments),
    step: facts.settings.slotStepMinutes,
    columns,
    appointments,
    opening: opening ? { open: opening.openMinute, close: opening.closeMinute } : null,
    employee_name: null,
    now: nowMarker(tz, now, [date]),
  };
}

/** The Monday of the week a date falls in: the week view runs Monday to Sunday. */
export const weekStart = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

/** One technician's week, Monday to Sunday, a column per day. */
export async function loadCalendarWeek(
  db: Db,
  store: { id: number; timezone: string },
  employee: { id: number; name: string; color: string },
  date: string,
  now = clock.now(),
): Promise<CalendarGrid> {
  const tz = store.timezone;
  const first = weekStart(date);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(first, i));
  // Worked out before any query starts: a throw inside Promise.all's array leaves the queries already started rejecting unhandled.
  const week = {
    start: storeDayBounds(tz, first).start,
    end: storeDayBounds(tz, dates[6]).end,
    technicianId: employee.id,
  };
  const [days, rows] = await Promise.all([
    // One day at a time: each day's facts are the booking core's own reads.
    Promise.all(
      dates.map((d) => loadDayFacts(db, store.id, tz, d, now, { technicianIds: [employee.id] })),
    ),
    listCalendarAppointments(db, store.id, week),
  ]);
  const openings = days.map((facts, i) => openingOn(dates[i], facts.openingWeek, facts.exceptions));
  const columns: CalendarColumn[] = days.map((facts, i) => {
    const d = dates[i];
    const technician = facts.technicians[0];
    const open = intersect(openings[i], technician?.week[weekdayOf(d)] ?? null);
    return {
      key: d,
      technician_id: employee.id,
      technician_name: employee.name,
      date: d,
      hours: open ?? (openings[i] ? 'off' : 'closed'),
      color: employee.color,
      open,
      blocks: facts.blocks
        .filter(
          (b) => (b.technicianId === null || b.technicianId === employee.id) && blockOccursOn(b, d),
        )
        .map((b) => ({ start: b.startMinute, end: b.endMinute, title: b.title })),
    };
  });
  const appointments = rows.map((a) => appointmentProps(a, tz, (_x, d) => d));
  return {
    ...gridBounds(days[0].settings.slotStepMinutes, openings, columns, appointments),
    step: days[0].settings.slotStepMinutes,
    columns,
    appointments,
    opening: null,
    employee_name: employee.name,
    now: nowMarker(tz, now, dates),
  };
}

/** Today in the store's zone, the day shown, and the days either side of it (a week apart in the week view). */
export function calendarDates(
  tz: string,
  date: string | null,
  view: 'day' | 'week',
  now = clock.now(),
) {
  const today = storeToday(tz, now);
  const shown = date ?? today;
  const jump = view === 'week' ? 7 : 1;
  return { date: shown, today, previous: addDays(shown, -jump), next: addDays(shown, jump) };
}
