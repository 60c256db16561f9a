/**
 * Money, numbers and dates in the page's language: numbers as the store's region writes them in
 * every language ($1,234.50, hh:mm A), words in the reader's ("Thứ Bảy, 21 tháng 11, 2026"),
 * always in dollars and the store's zone (common/intlFormats.ts). Apart from lib/i18n so pages
 * that show no money or dates (sign-in) do not load it.
 */
import { INTL_LOCALES, type Locale } from '@common/i18n';
import { formattersFor } from '@common/intlFormats';
import { formatCurrency, formatLongDate, formatTime } from './format';
import { useT } from './i18n';

/** Money and dates for a reader: the store's number formats, the reader's words. */
export function formatFor(locale: Locale) {
  const intl = formattersFor(locale);
  const en = locale === 'en';
  return {
    money: formatCurrency,
    number: intl.number,
    time: (iso: string | number | null | undefined, zone?: string | null) => formatTime(iso, zone),
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
