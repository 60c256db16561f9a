/**
 * Money, numbers and dates in the page's language: the spec's
 * formats for English ($1,234.50, hh:mm A, "Saturday, November 21, 2026"),
 * Intl's for the others, always in dollars and the store's zone. Apart from
 * lib/i18n so pages that show no money or dates (sign-in) do not load it.
 */
import { INTL_LOCALES, type Locale } from '@common/i18n';
import { formattersFor } from '@common/intlFormats';
import { formatCurrency, formatLongDate, formatTime } from './format';
import { useT } from './i18n';

/** Money and dates in a language: the spec's formats for English, Intl's for the others. */
export function formatFor(locale: Locale) {
  const intl = formattersFor(locale);
  const en = locale === 'en';
  return {
    money: (cents: number) => (en ? formatCurrency(cents) : intl.money(cents)),
    number: intl.number,
    time: (iso: string | number | null | undefined, zone?: string | null) =>
      en || iso === null || iso === undefined || Number.isNaN(new Date(iso).getTime())
        ? formatTime(iso, zone)
        : intl.time(iso, zone ?? undefined),
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
