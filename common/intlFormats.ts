import { formatCurrency } from './money';
import { INTL_LOCALES, type Locale } from './i18n';

type DateInput = string | number | Date;

/**
 * The store's region: how money, numbers and numeric dates and times are written, in every
 * language. A US salon's Vietnamese and Spanish staff read $42.00 on every receipt, price list
 * and drawer; "42,00 US$" beside an amount field that types "$ 35.00" invites mistakes at the
 * counter (docs/ui.md). en-US is the only region today: every store bills in dollars.
 */
export const STORE_REGION = 'en-US';

const pad = (n: number) => String(n).padStart(2, '0');
const zoneParts = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone (the device's when absent), without a date library. */
function wallClock(value: DateInput, timeZone?: string) {
  const key = timeZone ?? '';
  let f = zoneParts.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(STORE_REGION, {
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
 * "11-26-2026". For a sentence the server says (a flash, spoken on the server in the reader's
 * language); a page gets the day itself and writes it with `useStoreFormat().date`
 * (docs/features/languages-and-offline.md "Values on the wire, formats on the page").
 */
export const storeDay = (ymd: string): string =>
  `${ymd.slice(5, 7)}-${ymd.slice(8, 10)}-${ymd.slice(0, 4)}`;

const hhmmA = (hour: number, minute: number) =>
  `${pad(hour % 12 === 0 ? 12 : hour % 12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * Money, numbers and dates for a reader. Numbers follow the store's region in every language
 * ($1,234.50, MM-DD-YYYY, hh:mm A, as docs/requirements.md §9 writes them); words follow the
 * reader's language (month and weekday names: "Thứ Năm, 26 tháng 11, 2026"). Always in US
 * dollars and in the zone given (the store's).
 */
export function formattersFor(locale: Locale) {
  const tag = INTL_LOCALES[locale];
  const number = new Intl.NumberFormat(STORE_REGION);
  return {
    money: (cents: number): string => formatCurrency(cents),
    number: (n: number): string => number.format(n),
    /** A date and time in a zone: "11-26-2026 09:05 AM". */
    dateTime: (value: DateInput, timeZone?: string): string => {
      const w = wallClock(value, timeZone);
      return `${pad(w.month)}-${pad(w.day)}-${w.year} ${hhmmA(w.hour, w.minute)}`;
    },
    /**
     * A date and time without the year, for a text: "11-26 09:05 AM". Vietnamese and Spanish texts
     * are often UCS-2, 70 characters a segment; the year would take a reminder to two (docs/features/languages-and-offline.md).
     */
    shortDateTime: (value: DateInput, timeZone?: string): string => {
      const w = wallClock(value, timeZone);
      return `${pad(w.month)}-${pad(w.day)} ${hhmmA(w.hour, w.minute)}`;
    },
    /** A time of day in a zone: "09:05 AM". */
    time: (value: DateInput, timeZone?: string): string => {
      const w = wallClock(value, timeZone);
      return hhmmA(w.hour, w.minute);
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
