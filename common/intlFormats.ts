import { formatCurrency } from './money';
import { INTL_LOCALES, type Locale } from './i18n';

type DateInput = string | number | Date;

/**
 * Money, numbers and dates in a language. English keeps the spec's formats
 * exactly ($1,234.50, MM-DD-YYYY, hh:mm A: the `en` functions passed in, so
 * this module stays free of either side's formatting code); the others go
 * through Intl in that language, always in US dollars and the store's zone.
 */
export function formattersFor(locale: Locale) {
  const tag = INTL_LOCALES[locale];
  const money = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  });
  const number = new Intl.NumberFormat(tag);
  return {
    money: (cents: number): string =>
      locale === 'en' ? formatCurrency(cents) : money.format(cents / 100),
    number: (n: number): string => number.format(n),
    /** A date and time in a zone, e.g. "26/11/2026 09:05" in Vietnamese. */
    dateTime: (value: DateInput, timeZone?: string): string =>
      new Intl.DateTimeFormat(tag, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(value),
      ),
    time: (value: DateInput, timeZone?: string): string =>
      new Intl.DateTimeFormat(tag, { timeZone, hour: 'numeric', minute: '2-digit' }).format(
        new Date(value),
      ),
    /** A calendar date (YYYY-MM-DD, no zone) written out: "Thứ Năm, 26 tháng 11, 2026". */
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
