/**
 * Display formats of docs/requirements.md §3 and §9, without a date library in the browser:
 * Intl does time zones, and the rest is string work on fixed patterns.
 */
import { regionPatterns } from '@common/storeRegions';

export { formatCurrency, centsToAmount, digitsToCents } from '@common/money';
export { formatPhone } from '@common/phone';

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall-clock parts of an instant, in `timeZone` (the device's zone when absent). */
function partsOf(date: Date, timeZone?: string): Parts {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const parts: Record<string, number> = {};
  for (const p of zoneFormatter(timeZone).formatToParts(date))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  // Some engines write midnight as hour 24 with hourCycle h23 unset.
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour % 24,
    minute: parts.minute,
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The store region's numbers (common/storeRegions.ts): MM-DD-YYYY and hh:mm A without one, as
 * docs/requirements.md §9 writes them; 2026-11-26 for a Canadian store.
 */
const numericDate = (p: Parts, region?: string | null) =>
  regionPatterns(region).date(p.year, p.month, p.day);
const clockTime = (p: Parts, region?: string | null) =>
  regionPatterns(region).time(p.hour, p.minute);

/** MM-DD-YYYY (docs/requirements.md §9); anything unparseable shows "Invalid Date" (docs/requirements.md §8). */
export function formatDate(value: DateInput, timeZone?: string, region?: string | null): string {
  const date = toDate(value);
  return date
    ? numericDate(partsOf(date, timeZone), region)
    : 'Invalid Date'; /* the exact text of docs/requirements.md §8: i18n-ignore */
}

/** Appointment and ticket times: MM-DD-YYYY hh:mm A (docs/requirements.md §3). */
export function formatDateTime(
  value: DateInput,
  timeZone?: string,
  region?: string | null,
): string {
  const date = toDate(value);
  if (!date) return 'Invalid Date'; /* the exact text of docs/requirements.md §8: i18n-ignore */
  const p = partsOf(date, timeZone);
  return `${numericDate(p, region)} ${clockTime(p, region)}`;
}

/** hh:mm A of an instant in the store's zone, not the tablet's ("Invalid Date" for junk). */
export function formatTime(
  value: DateInput,
  timeZone?: string | null,
  region?: string | null,
): string {
  const date = toDate(value);
  return date
    ? clockTime(partsOf(date, timeZone ?? undefined), region)
    : 'Invalid Date'; /* the exact text of docs/requirements.md §8: i18n-ignore */
}

// The English date formats of docs/requirements.md §9; other languages format through Intl
// (lib/localeFormat.ts).
// prettier-ignore
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']; // i18n-ignore
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']; // i18n-ignore

/**
 * A calendar date sent as YYYY-MM-DD, as "Saturday, November 21, 2026"
 * ('long') or "11-21-2026" ('short', in the store's region: "2026-11-21" in Canada). A plain
 * date: no time-zone conversion.
 */
export function formatLongDate(
  ymd: string,
  style: 'long' | 'short' = 'long',
  region?: string | null,
): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return 'Invalid Date'; /* the exact text of docs/requirements.md §8: i18n-ignore */
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return 'Invalid Date'; /* the exact text of docs/requirements.md §8: i18n-ignore */
  if (style === 'short') return regionPatterns(region).date(year, month, day);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "**** **** **** 4242", or "N/A" without digits (docs/requirements.md §9). */
export function formatCard(last: string | number | null | undefined, n = 4): string {
  const digits = String(last ?? '').replace(/\D/g, '');
  return digits ? `**** **** **** ${digits.slice(-n)}` : 'N/A';
}

type ErrorTree = { [key: string]: string | string[] | ErrorTree | undefined };

/**
 * Server validation errors as "field: message" lines (docs/requirements.md §5). Errors under a
 * named error bag are flattened; a list of messages gives one line each.
 */
export function errorLines(errors: ErrorTree | null | undefined): string[] {
  const lines: string[] = [];
  for (const [field, value] of Object.entries(errors ?? {})) {
    if (typeof value === 'string') lines.push(`${field}: ${value}`);
    else if (Array.isArray(value)) value.forEach((message) => lines.push(`${field}: ${message}`));
    else if (value) lines.push(...errorLines(value));
  }
  return lines;
}

/** The first validation message, looking inside error bags too. */
export function firstError(errors: ErrorTree | null | undefined): string | null {
  for (const value of Object.values(errors ?? {})) {
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value) && value.length) return value[0];
    if (value && typeof value === 'object') {
      const nested = firstError(value as ErrorTree);
      if (nested) return nested;
    }
  }
  return null;
}
