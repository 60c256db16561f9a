/**
 * Money, numbers and dates in the page's language: numbers as the store's region writes them in
 * every language ($1,234.50, hh:mm A), words in the reader's ("Thứ Bảy, 21 tháng 11, 2026"),
 * always in dollars and the store's zone (common/intlFormats.ts). Apart from lib/i18n so pages
 * that show no money or dates (sign-in) do not load it.
 */
import { INTL_LOCALES, type Locale } from '@common/i18n';
import { formattersFor } from '@common/intlFormats';
import { formatTimeOfDay } from '@common/time';
import { usePage } from '@inertiajs/react';
import { formatCurrency, formatDate, formatDateTime, formatLongDate, formatTime } from './format';
import { useT } from './i18n';

type Instant = string | number | null | undefined;

/**
 * The zone a page shows instants in: the signed-in store's (shared props). Pages without a store
 * (the super admin's, a guest's) show the platform's zone, the demo's and the first stores'.
 */
export const PLATFORM_ZONE = 'America/New_York'; // a zone name, not words: i18n-ignore

/**
 * A time of day given as minutes after midnight (opening hours, a batch cut-off): the spec's
 * "9:30 PM" in English, the store's hh:mm A ("09:30 PM") in the other languages. 24:00, a day's
 * end, is written as midnight.
 */
export function formatMinuteOfDay(locale: Locale, minutes: number): string {
  return locale === 'en'
    ? formatTimeOfDay(minutes)
    : formattersFor(locale).time(Date.UTC(2000, 0, 1, 0, minutes % 1440), 'UTC');
}

/** Money and dates for a reader: the store's number formats, the reader's words. */
export function formatFor(locale: Locale) {
  const intl = formattersFor(locale);
  const en = locale === 'en';
  return {
    money: formatCurrency,
    number: intl.number,
    time: (iso: string | number | null | undefined, zone?: string | null) => formatTime(iso, zone),
    /** Minutes after midnight as a time of day (formatMinuteOfDay). */
    minuteOfDay: (minutes: number) => formatMinuteOfDay(locale, minutes),
    longDate: (ymd: string) =>
      en || !/^\d{4}-\d{2}-\d{2}$/.test(ymd) ? formatLongDate(ymd) : intl.longDate(ymd),
    /** Month names, January first. */
    months: () =>
      Array.from({ length: 12 }, (_, m) =>
        new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2000, m, 1)),
        ),
      ),
  };
}

/** The page's formats: `const format = useFormat()`. */
export const useFormat = () => formatFor(useT().locale);

/**
 * The page's formats with instants in the store's zone, whatever the device's zone is:
 * `const format = useStoreFormat(); format.dateTime(row.created_at)`. Presenters send instants as
 * ISO strings, calendar dates as YYYY-MM-DD and money as integer cents (docs/features/languages-and-offline.md).
 */
export function useStoreFormat() {
  const format = useFormat();
  const zone = (usePage().props as { store?: { timezone?: string } | null }).store?.timezone;
  const timeZone = zone || PLATFORM_ZONE;
  return {
    ...format,
    timeZone,
    /** MM-DD-YYYY hh:mm A in the store's zone; '' for none. */
    dateTime: (value: Instant) =>
      value == null || value === '' ? '' : formatDateTime(value, timeZone),
    /** MM-DD-YYYY: a calendar date (YYYY-MM-DD) as it is, an instant on the store's day; '' for none. */
    date: (value: Instant) =>
      value == null || value === ''
        ? ''
        : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? formatLongDate(value, 'short')
          : formatDate(value, timeZone),
    /** hh:mm A in the store's zone; '' for none. */
    time: (value: Instant) => (value == null || value === '' ? '' : formatTime(value, timeZone)),
  };
}
