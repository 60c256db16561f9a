import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { clock } from './clock';
import { Lru } from './lru';
import { DEFAULT_STORE_REGION, regionPatterns } from './storeRegions';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Store-zone calendar arithmetic on cached `Intl.DateTimeFormat`s, one per
 * zone: building a formatter costs ~100 µs (what dayjs's timezone plugin paid
 * on every call), using a cached one about a microsecond. "Today" runs on
 * every dashboard visit.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's wall clock at an instant, read from Intl (~2 µs: formatToParts allocates a part per field). */
function wallClockFromIntl(ms: number, tz: string): WallClock {
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(tz).formatToParts(ms)) {
    if (part.type in out) out[part.type as keyof WallClock] = Number(part.value);
  }
  return out;
}

/** How far a wall clock is ahead of UTC at an instant (whole seconds), in ms. */
const offsetOf = (w: WallClock, ms: number) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;

/**
 * A zone's offset from UTC over a quarter of an hour of UTC, when it is the same at both ends.
 * Zones change their offset on whole quarter hours, so within a quarter the wall clock is plain
 * arithmetic on the instant: a page that shows a day of tickets, and every visit that asks for
 * "now", reads Intl once a quarter hour per zone instead of once per time shown.
 */
const QUARTER_HOUR = 15 * 60_000;
const quarterOffsets = new Lru<string, number | null>(4096);

function quarterOffset(ms: number, tz: string): number | null {
  const quarter = Math.floor(ms / QUARTER_HOUR);
  const key = `${tz}|${quarter}`;
  let offset = quarterOffsets.get(key);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR;
    const end = start + QUARTER_HOUR - 1000;
    const atStart = offsetOf(wallClockFromIntl(start, tz), start);
    // A quarter hour in which the offset changes (a zone's odd historical rule) is read from Intl every time.
    offset = atStart === offsetOf(wallClockFromIntl(end, tz), end) ? atStart : null;
    quarterOffsets.set(key, offset);
  }
  return offset;
}

/** The store's wall clock at an instant. */
function wallClock(ms: number, tz: string): WallClock {
  const offset = quarterOffset(ms, tz);
  if (offset === null) return wallClockFromIntl(ms, tz);
  const d = new Date(Math.floor(ms / 1000) * 1000 + offset);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, tz: string): number {
  return quarterOffset(ms, tz) ?? offsetOf(wallClockFromIntl(ms, tz), ms);
}

const HOURS_14 = 14 * 3600_000;

/**
 * The instant a wall-clock time in the zone names. The offsets in force on
 * either side of it (no zone is more than 14 h from UTC) give at most two
 * candidates. A time repeated at fall-back takes the `prefer`red occurrence;
 * a time skipped at spring-forward lands after the gap.
 */
function wallToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  tz: string,
  prefer: 'earlier' | 'later',
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetAt(asUtc - HOURS_14, tz);
  const after = offsetAt(asUtc + HOURS_14, tz);
  const candidates = [asUtc - before, asUtc - after].filter((t) => offsetAt(t, tz) === asUtc - t);
  if (!candidates.length) return asUtc - before;
  return prefer === 'earlier' ? Math.min(...candidates) : Math.max(...candidates);
}

/** Per zone, the last day asked for and the instants it spans: most calls fall inside it. */
const lastDay = new Map<string, { date: string; start: number; end: number }>();

/** The store's calendar date now (YYYY-MM-DD): "today" is the store's today, not the server's. */
export function storeToday(tz: string, now: Date = clock.now()): string {
  const ms = now.getTime();
  const known = lastDay.get(tz);
  if (known && ms >= known.start && ms < known.end) return known.date;
  const w = wallClock(ms, tz);
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  const bounds = storeDayBounds(tz, date);
  lastDay.set(tz, { date, start: bounds.start.getTime(), end: bounds.end.getTime() });
  return date;
}

/**
 * UTC instants bounding a store-local date: [start of day, start of next day).
 * A DST day is 23 or 25 hours long; the end is the next local midnight. A
 * day starts at its earliest instant (zones whose clocks change at midnight).
 */
export function storeDayBounds(tz: string, date: string): { start: Date; end: Date } {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return {
    start: new Date(wallToUtc(y, m, d, 0, 0, tz, 'earlier')),
    end: new Date(
      wallToUtc(
        next.getUTCFullYear(),
        next.getUTCMonth() + 1,
        next.getUTCDate(),
        0,
        0,
        tz,
        'earlier',
      ),
    ),
  };
}

/**
 * The instant of a store-local date and minute after its midnight (1440 is
 * the next midnight). A minute skipped at spring-forward lands just after the
 * gap; one repeated at fall-back is its first occurrence. `exists` says
 * whether the wall clock really shows that time that day.
 */
export function storeMinuteToUtc(
  date: string,
  minute: number,
  tz: string,
): { at: Date; exists: boolean } {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d + Math.floor(minute / 1440)));
  const rest = ((minute % 1440) + 1440) % 1440;
  const ms = wallToUtc(
    day.getUTCFullYear(),
    day.getUTCMonth() + 1,
    day.getUTCDate(),
    Math.floor(rest / 60),
    rest % 60,
    tz,
    'earlier',
  );
  const w = wallClock(ms, tz);
  const exists =
    w.year === day.getUTCFullYear() &&
    w.month === day.getUTCMonth() + 1 &&
    w.day === day.getUTCDate() &&
    w.hour * 60 + w.minute === rest;
  return { at: new Date(ms), exists };
}

/** The weekday (0 = Sunday) of a calendar date, YYYY-MM-DD. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A calendar date plus some days, YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * MM-DD-YYYY hh:mm A in the store's zone (docs/requirements.md §3), or "Invalid Date"; in another
 * region its numbers ("2026-11-26 09:05 AM" in Canada, common/storeRegions.ts). CSV exports and
 * the API give no region: they stay MM-DD-YYYY for the programs that read them.
 */
export function formatStoreDateTime(
  value: Date | string | null | undefined,
  tz: string,
  region?: string | null,
): string {
  if (!value) return '';
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(ms)) return 'Invalid Date';
  const w = wallClock(ms, tz);
  if (region && region !== DEFAULT_STORE_REGION) {
    const p = regionPatterns(region);
    return `${p.date(w.year, w.month, w.day)} ${p.time(w.hour, w.minute)}`;
  }
  const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${pad(w.month)}-${pad(w.day)}-${pad(w.year, 4)} ${pad(hour12)}:${pad(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A store wall-clock time → the UTC instant, or null when it is malformed or
 * does not exist there (31 February, or the hour skipped when DST starts).
 */
export function storeLocalToUtc(value: string, tz: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  // An hour repeated at fall-back reads as its second (standard-time) occurrence, as it always has here.
  const ms = wallToUtc(year, month, day, hour, minute, tz, 'later');
  return utcToStoreLocal(new Date(ms), tz) === value ? new Date(ms) : null;
}

/** The UTC instant as the store's wall clock, the value a datetime-local input shows. */
export function utcToStoreLocal(value: Date, tz: string): string {
  const w = wallClock(value.getTime(), tz);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

export { dayjs };
