import { say } from './said';
/**
 * Times of day as minutes after midnight in the store's zone. Slots are one
 * hour apart by default and shown as h:mm A (docs/requirements.md §9).
 */
export function parseTimeOfDay(input: string): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/.exec(input);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  if (minute > 59) return null;
  if (m[3]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[3].toLowerCase() === 'pm' ? 12 : 0);
  } else if (hour > 23) {
    return null;
  }
  return hour * 60 + minute;
}

export function formatTimeOfDay(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 24:00 is allowed as the end of a day. */
export function timeToInput(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Slot start times from `from` to `to` inclusive, `step` minutes apart (one hour by default). */
export function timeSlots(from = 0, to = 24 * 60, step = 60): number[] {
  const out: number[] = [];
  for (let m = from; m <= to; m += step) out.push(m);
  return out;
}

export type TimeRangeResult =
  { ok: true; start: number; end: number } | { ok: false; error: string };

/** A range is offered only when both ends are valid times and the end is after the start. */
export function validateTimeRange(
  start: string | null | undefined,
  end: string | null | undefined,
): TimeRangeResult {
  const s = start ? parseTimeOfDay(start) : null;
  const e = end ? (end.trim() === '24:00' ? 24 * 60 : parseTimeOfDay(end)) : null;
  if (s === null) return { ok: false, error: say('rules.settings.enterAValidStartTime') };
  if (e === null) return { ok: false, error: say('rules.settings.enterAValidEndTime') };
  if (e <= s) return { ok: false, error: say('rules.settings.theEndTimeMustBe') };
  return { ok: true, start: s, end: e };
}
