import { formatCurrency } from './money';
import { INTL_LOCALES, type Locale } from './i18n';

type DateInput = string | number | Date;

/**
 * The store's region: how money, numbers and numeric dates and times are written, in every
 * language. A US salon's Vietnamese and Spanish staff read $42.00 on every receipt, price list
 * and drawer; "42,00 US$" beside an amount field that types "$ 35.00" invites mistakes at the
 * counter (docs/ui.md). The owner chooses it on Settings → Business info (stores.region); every
 * region bills in dollars, so money reads $1,234.50 in all of them
 * (docs/features/languages-and-offline.md "Formats from the store's region").
 */
export const STORE_REGIONS = ['en-US', 'en-CA'] as const;
export type StoreRegion = (typeof STORE_REGIONS)[number];
/** The region of a store that has not chosen one: every store before the setting existed, the demo's. */
export const DEFAULT_STORE_REGION: StoreRegion = 'en-US';
/** The default region's tag, for plain counts: every region groups digits the same way (12,345). */
export const STORE_REGION = DEFAULT_STORE_REGION;

export const isStoreRegion = (value: unknown): value is StoreRegion =>
  typeof value === 'string' && (STORE_REGIONS as readonly string[]).includes(value);

/** A known region, or the default for anything else (a column from before, a prop of a page without a store). */
export const toStoreRegion = (value: unknown): StoreRegion =>
  isStoreRegion(value) ? value : DEFAULT_STORE_REGION;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Each region's numeric patterns, written out rather than asked of Intl: browsers' and Node's ICU
 * have changed en-CA's short date between releases (YYYY-MM-DD, then M/D/YYYY, then back), and
 * a receipt or a text must read the same on the server as on the page.
 *
 * - en-US, docs/requirements.md §9: 11-26-2026, 09:05 AM (9:05 AM for a time of day in English).
 * - en-CA: 2026-11-26, the all-numeric date Canada standardised (year, month, day: CSA Z234.5,
 *   and Intl's en-CA short date); 11-26 without the year, for a text (month, day, as Intl's en-CA
 *   writes it). Times stay 09:05 AM: Intl's en-CA writes "9:05 a.m.", whose closing period
 *   doubles the one of every sentence that ends on a time ("you're booked for … 2:30 p.m.."),
 *   and the 12-hour AM/PM clock is also in wide use in Canada.
 */
export interface RegionPatterns {
  /** A calendar date's numbers. */
  date: (year: number, month: number, day: number) => string;
  /** A date without its year, for a text (docs/features/languages-and-offline.md). */
  monthDay: (month: number, day: number) => string;
  /** A time of day on a 12-hour clock, the hour on two digits: "09:05 AM". */
  time: (hour: number, minute: number) => string;
  /** A time of day as an English sentence says it: "9:05 AM" (docs/requirements.md §9 time slots). */
  clock: (hour: number, minute: number) => string;
}

const twelve = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12);
const PATTERNS: Record<StoreRegion, RegionPatterns> = {
  'en-US': {
    date: (y, m, d) => `${pad(m)}-${pad(d)}-${y}`,
    monthDay: (m, d) => `${pad(m)}-${pad(d)}`,
    time: (h, mi) => `${pad(twelve(h))}:${pad(mi)} ${h < 12 ? 'AM' : 'PM'}`,
    clock: (h, mi) => `${twelve(h)}:${pad(mi)} ${h < 12 ? 'AM' : 'PM'}`,
  },
  'en-CA': {
    date: (y, m, d) => `${y}-${pad(m)}-${pad(d)}`,
    monthDay: (m, d) => `${pad(m)}-${pad(d)}`,
    time: (h, mi) => `${pad(twelve(h))}:${pad(mi)} ${h < 12 ? 'AM' : 'PM'}`,
    clock: (h, mi) => `${twelve(h)}:${pad(mi)} ${h < 12 ? 'AM' : 'PM'}`,
  },
};

/** A region's numeric patterns; an unknown region writes the default's. */
export const regionPatterns = (region?: string | null): RegionPatterns =>
  PATTERNS[toStoreRegion(region)];

const zoneParts = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone (the device's when absent), without a date library. */
function wallClock(value: DateInput, timeZone?: string) {
  const key = timeZone ?? '';
  let f = zoneParts.get(key);
  if (!f) {
    // Only the parts are read, never the text: any region's tag gives the same numbers.
    f = new Intl.DateTimeFormat(DEFAULT_STORE_REGION, {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    zoneParts.set(key, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(new Date(value)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { year: p.year, month: p.month, day: p.day, hour: p.hour % 24, minute: p.minute };
}

/**
 * A store day (YYYY-MM-DD, no zone) as the store's region writes it in every language:
 * "11-26-2026" (en-US), "2026-11-26" (en-CA). For a sentence the server says (a flash, spoken on
 * the server in the reader's language); a page gets the day itself and writes it with
 * `useStoreFormat().date` (docs/features/languages-and-offline.md "Values on the wire, formats on the page").
 */
export const storeDay = (ymd: string, region?: string | null): string =>
  regionPatterns(region).date(
    Number(ymd.slice(0, 4)),
    Number(ymd.slice(5, 7)),
    Number(ymd.slice(8, 10)),
  );

/**
 * Money, numbers and dates for a reader in a store. Numbers follow the store's region in every
 * language ($1,234.50, MM-DD-YYYY, hh:mm A in the US, as docs/requirements.md §9 writes them;
 * YYYY-MM-DD in Canada); words follow the reader's language (month and weekday
 * names: "Thứ Năm, 26 tháng 11, 2026"). Always in dollars and in the zone given (the store's).
 * Without a region, the default one's (en-US).
 */
export function formattersFor(locale: Locale, region?: string | null) {
  const tag = INTL_LOCALES[locale];
  const at = toStoreRegion(region);
  const p = PATTERNS[at];
  const number = new Intl.NumberFormat(at);
  return {
    region: at,
    money: (cents: number): string => formatCurrency(cents),
    number: (n: number): string => number.format(n),
    /** A date and time in a zone: "11-26-2026 09:05 AM". */
    dateTime: (value: DateInput, timeZone?: string): string => {
      const w = wallClock(value, timeZone);
      return `${p.date(w.year, w.month, w.day)} ${p.time(w.hour, w.minute)}`;
    },
    /**
     * A date and time without the year, for a text: "11-26 09:05 AM". Vietnamese and Spanish texts
     * are often UCS-2, 70 characters a segment; the year would take a reminder to two (docs/features/languages-and-offline.md).
     */
    shortDateTime: (value: DateInput, timeZone?: string): string => {
      const w = wallClock(value, timeZone);
      return `${p.monthDay(w.month, w.day)} ${p.time(w.hour, w.minute)}`;
    },
    /** The store day of an instant in a zone: "11-26-2026". */
    date: (value: DateInput, timeZone?: string): string => {
      const w = wallClock(value, timeZone);
      return p.date(w.year, w.month, w.day);
    },
    /** A calendar date (YYYY-MM-DD, no zone) in the region's numbers: "11-26-2026". */
    day: (ymd: string): string => storeDay(ymd, at),
    /** A time of day in a zone: "09:05 AM". */
    time: (value: DateInput, timeZone?: string): string => {
      const w = wallClock(value, timeZone);
      return p.time(w.hour, w.minute);
    },
    /**
     * Minutes after midnight as a time of day: the spec's "9:30 PM" in English, the region's
     * two-digit hour ("09:30 PM") in the other languages. 24:00, a day's end, is midnight.
     */
    minuteOfDay: (minutes: number): string => {
      const m = ((Math.trunc(minutes) % 1440) + 1440) % 1440;
      return (locale === 'en' ? p.clock : p.time)(Math.floor(m / 60), m % 60);
    },
    /** A calendar date (YYYY-MM-DD, no zone) written out in the reader's words. */
    longDate: (ymd: string): string => {
      const [y, m, d] = ymd.split('-').map(Number);
      return new Intl.DateTimeFormat(tag, {
        timeZone: 'UTC',
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }).format(new Date(Date.UTC(y, m - 1, d)));
    },
  };
}
