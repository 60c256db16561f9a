import { formatCurrency } from './money';
import { INTL_LOCALES, type Locale } from './i18n';
import { DEFAULT_STORE_REGION, regionPatterns, toStoreRegion } from './storeRegions';

type DateInput = string | number | Date;

export {
  DEFAULT_STORE_REGION,
  isStoreRegion,
  regionPatterns,
  STORE_REGION,
  STORE_REGIONS,
  toStoreRegion,
  type RegionPatterns,
  type StoreRegion,
} from './storeRegions';

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
  const p = regionPatterns(at);
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
