import { addDays, storeMinuteToUtc, storeToday, weekdayOf } from '../../../common/storeTime';
import { formatTimeOfDay } from '../../../common/time';
import type { BookingBlockValues } from '../../../database/queries/bookingBlocks';
import { say, type Said } from '../../../common/said';

/**
 * Free appointment times, as a pure function of what the store knows about
 * one day: a technician is bookable where their working hours meet the
 * store's opening hours (or that date's exception), minus blocks and the time
 * other appointments hold (their end plus the buffer). Everything is turned
 * into UTC instants first, so a slot's length is real elapsed time even on the
 * 23- and 25-hour days when clocks change.
 */

/** Open and close, minutes after the store's midnight. */
export interface DayHours {
  openMinute: number;
  closeMinute: number;
}

export interface OpeningException {
  date: string;
  /** Null open/close: closed all day. */
  openMinute: number | null;
  closeMinute: number | null;
}

/** A block as stored ("Appointment Blocks"): for one technician or, with none, the whole store; once or weekly. */
export type Block = BookingBlockValues & { id?: number };

export interface BookedTime {
  id?: number;
  technicianId: number;
  startsAt: Date;
  /** The end plus the buffer in force when it was booked. */
  heldUntil: Date;
}

export interface Technician {
  id: number;
  name: string;
  /** Working hours by weekday (0 = Sunday); null is a day off. */
  week: (DayHours | null)[];
}

export interface AvailabilitySettings {
  slotStepMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
  bufferMinutes: number;
}

export interface DayFacts {
  /** The store-local date, YYYY-MM-DD. */
  date: string;
  timezone: string;
  now: Date;
  settings: AvailabilitySettings;
  /** The store's week, by weekday; null is closed. */
  openingWeek: (DayHours | null)[];
  exceptions: OpeningException[];
  technicians: Technician[];
  blocks: Block[];
  /** Active appointments (not cancelled, not no-show) touching the day. */
  appointments: BookedTime[];
}

interface Interval {
  start: number;
  end: number;
}

/** The store's hours on a date: the exception when there is one, else the weekday's. */
export function openingOn(
  date: string,
  week: (DayHours | null)[],
  exceptions: OpeningException[],
): DayHours | null {
  const exception = exceptions.find((e) => e.date === date);
  if (exception)
    return exception.openMinute === null || exception.closeMinute === null
      ? null
      : { openMinute: exception.openMinute, closeMinute: exception.closeMinute };
  return week[weekdayOf(date)] ?? null;
}

/** Whether a block takes time on a date: its own date, or every week on that weekday until its end. */
export function blockOccursOn(block: Block, date: string): boolean {
  if (block.repeat === 'none') return block.startsOn === date;
  if (date < block.startsOn || (block.repeatUntil !== null && date > block.repeatUntil))
    return false;
  return weekdayOf(date) === weekdayOf(block.startsOn);
}

const instant = (date: string, minute: number, tz: string) =>
  storeMinuteToUtc(date, minute, tz).at.getTime();
const localInterval = (date: string, from: number, to: number, tz: string): Interval => ({
  start: instant(date, from, tz),
  end: instant(date, to, tz),
});

/** Why a technician cannot take [start, end) on the day, checked in the order a person would explain it; null when it fits. */
export type Refusal =
  | { reason: 'closed'; message: Said }
  | { reason: 'opening'; message: Said }
  | { reason: 'working'; message: Said }
  | { reason: 'block'; message: Said }
  | { reason: 'overlap'; message: Said };

interface TechnicianDay {
  technician: Technician;
  /** Opening ∩ working hours. */
  hours: Interval | null;
  blocks: { interval: Interval; title: string }[];
  booked: { interval: Interval; id?: number }[];
}

function technicianDay(
  facts: DayFacts,
  technician: Technician,
  opening: DayHours | null,
  ignoreAppointmentId?: number,
): TechnicianDay {
  const { date, timezone: tz } = facts;
  const working = technician.week[weekdayOf(date)] ?? null;
  let hours: Interval | null = null;
  if (opening && working) {
    const from = Math.max(opening.openMinute, working.openMinute);
    const to = Math.min(opening.closeMinute, working.closeMinute);
    if (from < to) hours = localInterval(date, from, to, tz);
  }
  return {
    technician,
    hours,
    blocks: facts.blocks
      .filter(
        (b) =>
          (b.technicianId === null || b.technicianId === technician.id) && blockOccursOn(b, date),
      )
      .map((b) => ({
        interval: localInterval(date, b.startMinute, b.endMinute, tz),
        title: b.title,
      })),
    booked: facts.appointments
      .filter(
        (a) =>
          a.technicianId === technician.id &&
          (ignoreAppointmentId === undefined || a.id !== ignoreAppointmentId),
      )
      .map((a) => ({
        interval: { start: a.startsAt.getTime(), end: a.heldUntil.getTime() },
        id: a.id,
      })),
  };
}

/** The first reason a technician's day cannot take [start, end) held until `held`; null when it fits. */
function refusal(day: TechnicianDay, start: number, end: number, held: number): Refusal | null {
  const name = day.technician.name;
  if (!day.hours)
    return {
      reason: 'working',
      message: say('validation.appointments.isNotWorkingThatDay', { name }),
    };
  if (start < day.hours.start || end > day.hours.end)
    return {
      reason: 'working',
      message: say('validation.appointments.thatTimeIsOutsideS', { name }),
    };
  const block = day.blocks.find((b) => b.interval.start < end && start < b.interval.end);
  if (block)
    return {
      reason: 'block',
      message: say('validation.appointments.thatTimeIsBlocked', { title: block.title }),
    };
  // The buffer keeps the next appointment's start clear; it may run past closing or into a block, as cleaning up does.
  const clash = day.booked.find((a) => a.interval.start < held && start < a.interval.end);
  if (clash)
    return {
      reason: 'overlap',
      message: say('validation.appointments.alreadyHasAnAppointmentThen', { name }),
    };
  return null;
}

/**
 * Whether one technician can take an appointment from `startsAt` for
 * `durationMinutes` (held `bufferMinutes` longer), with the first reason it
 * cannot. Staff bookings and moves use this; notice and the booking window
 * apply only to customers (see freeSlots).
 */
export function checkFit(
  facts: DayFacts,
  request: {
    technicianId: number;
    startsAt: Date;
    durationMinutes: number;
    ignoreAppointmentId?: number;
  },
): Refusal | null {
  const technician = facts.technicians.find((t) => t.id === request.technicianId);
  const opening = openingOn(facts.date, facts.openingWeek, facts.exceptions);
  if (!opening)
    return { reason: 'closed', message: say('validation.appointments.theSalonIsClosedThat') };
  const start = request.startsAt.getTime();
  const end = start + request.durationMinutes * 60_000;
  const held = end + facts.settings.bufferMinutes * 60_000;
  const openInterval = localInterval(
    facts.date,
    opening.openMinute,
    opening.closeMinute,
    facts.timezone,
  );
  if (start < openInterval.start || end > openInterval.end) {
    return {
      reason: 'opening',
      message: say('validation.appointments.thatTimeIsOutsideOpening', {
        open: formatTimeOfDay(opening.openMinute),
        close: formatTimeOfDay(opening.closeMinute),
      }),
    };
  }
  if (!technician)
    return {
      reason: 'working',
      message: say('validation.appointments.thatTechnicianIsNotWorking'),
    };
  return refusal(
    technicianDay(facts, technician, opening, request.ignoreAppointmentId),
    start,
    end,
    held,
  );
}

export interface Slot {
  /** Minutes after the store's midnight, and as the customer reads it (h:mm A). */
  minute: number;
  label: string;
  startsAt: Date;
  endsAt: Date;
  /** The technicians free for the whole visit, the suggested one first. */
  technicianIds: number[];
}

/**
 * The times a visit of `durationMinutes` can start on the day, at the store's
 * slot step from opening, for one technician or "anyone". Customers may book
 * no sooner than the minimum notice and no further ahead than the booking
 * window; `staff: true` lifts both (the front desk books a walk-in for now).
 * With "anyone", each slot's first technician is the least booked that day
 * (then the lowest id), so online bookings spread across the team.
 */
export function freeSlots(
  facts: DayFacts,
  request: {
    technicianId: number | 'anyone';
    durationMinutes: number;
    staff?: boolean;
    ignoreAppointmentId?: number;
  },
): Slot[] {
  const { date, timezone: tz, settings, now } = facts;
  const opening = openingOn(date, facts.openingWeek, facts.exceptions);
  if (!opening || request.durationMinutes <= 0) return [];
  if (!request.staff) {
    const today = storeToday(tz, now);
    if (date < today || date > addDays(today, settings.bookingWindowDays)) return [];
  }
  const earliest = request.staff
    ? Number.NEGATIVE_INFINITY
    : now.getTime() + settings.minNoticeMinutes * 60_000;
  const candidates = facts.technicians.filter(
    (t) => request.technicianId === 'anyone' || t.id === request.technicianId,
  );
  const days = candidates.map((t) => {
    const day = technicianDay(facts, t, opening, request.ignoreAppointmentId);
    return {
      day,
      bookedMs: day.booked.reduce((sum, a) => sum + (a.interval.end - a.interval.start), 0),
    };
  });
  days.sort((a, b) => a.bookedMs - b.bookedMs || a.day.technician.id - b.day.technician.id);

  const duration = request.durationMinutes * 60_000;
  const buffer = settings.bufferMinutes * 60_000;
  const step = Math.max(5, settings.slotStepMinutes);
  const slots: Slot[] = [];
  for (
    let minute = opening.openMinute;
    minute + request.durationMinutes <= opening.closeMinute;
    minute += step
  ) {
    const { at, exists } = storeMinuteToUtc(date, minute, tz);
    // 2:30 AM on the night clocks spring forward never happens: no slot there.
    if (!exists) continue;
    const start = at.getTime();
    if (start < earliest) continue;
    const end = start + duration;
    const free = days.filter((d) => refusal(d.day, start, end, end + buffer) === null);
    if (free.length)
      slots.push({
        minute,
        label: formatTimeOfDay(minute),
        startsAt: at,
        endsAt: new Date(end),
        technicianIds: free.map((d) => d.day.technician.id),
      });
  }
  return slots;
}

/** The total length of services done one after another by one technician. */
export const visitMinutes = (services: { durationMinutes: number }[]) =>
  services.reduce((sum, s) => sum + s.durationMinutes, 0);
