/**
 * Money, numbers and dates in the page's language: numbers as the store's region writes them in
 * every language ($1,234.50, MM-DD-YYYY and hh:mm A in a US store, YYYY-MM-DD in a Canadian one),
 * words in the reader's ("Thứ Bảy, 21 tháng 11, 2026"), always in dollars and the store's zone
 * (common/intlFormats.ts, docs/features/languages-and-offline.md "Formats from the store's
 * region"). Apart from lib/i18n so pages that show no money or dates (sign-in) do not load it.
 */
import { INTL_LOCALES, type Locale } from '@common/i18n';
import { formattersFor, toStoreRegion, type StoreRegion } from '@common/intlFormats';
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
 * "9:30 PM" in English, the store region's hh:mm A ("09:30 PM") in the other languages. 24:00,
 * a day's end, is written as midnight.
 */
export function formatMinuteOfDay(locale: Locale, minutes: number, region?: string | null): string {
  return formattersFor(locale, region).minuteOfDay(minutes);
}

/**
 * Money and dates for a reader: the store's number formats, the reader's words. Without a region,
 * the default one's (en-US): a page without a store, the offline queue before it knows one.
 */
export function formatFor(locale: Locale, region?: string | null) {
  const intl = formattersFor(locale, region);
  const en = locale === 'en';
  return {
    region: intl.region,
    money: formatCurrency,
    number: intl.number,
    time: (iso: string | number | null | undefined, zone?: string | null) =>
      formatTime(iso, zone, intl.region),
    /** Minutes after midnight as a time of day (formatMinuteOfDay). */
    minuteOfDay: (minutes: number) => intl.minuteOfDay(minutes),
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

/** The signed-in store's zone and region from the shared props (docs/features/languages-and-offline.md). */
function useStoreProps(): { zone?: string; region: StoreRegion } {
  const store = (usePage().props as { store?: { timezone?: string; region?: string } | null })
    .store;
  return { zone: store?.timezone, region: toStoreRegion(store?.region) };
}

/**
 * The page's formats: `const format = useFormat()`, in the signed-in store's region. A customer
 * page (no signed-in store) passes its store's region, from its own props.
 */
export function useFormat(region?: string | null) {
  const store = useStoreProps();
  return formatFor(useT().locale, region ?? store.region);
}

/**
 * The page's formats with instants in the store's zone, whatever the device's zone is:
 * `const format = useStoreFormat(); format.dateTime(row.created_at)`. Presenters send instants as
 * ISO strings, calendar dates as YYYY-MM-DD and money as integer cents (docs/features/languages-and-offline.md).
 */
export function useStoreFormat() {
  const store = useStoreProps();
  const format = formatFor(useT().locale, store.region);
  const { region } = format;
  const timeZone = store.zone || PLATFORM_ZONE;
  return {
    ...format,
    timeZone,
    /** MM-DD-YYYY hh:mm A in the store's zone and region; '' for none. */
    dateTime: (value: Instant) =>
      value == null || value === '' ? '' : formatDateTime(value, timeZone, region),
    /** MM-DD-YYYY: a calendar date (YYYY-MM-DD) as it is, an instant on the store's day; '' for none. */
    date: (value: Instant) =>
      value == null || value === ''
        ? ''
        : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? formatLongDate(value, 'short', region)
          : formatDate(value, timeZone, region),
    /** hh:mm A in the store's zone and region; '' for none. */
    time: (value: Instant) =>
      value == null || value === '' ? '' : formatTime(value, timeZone, region),
  };
}
