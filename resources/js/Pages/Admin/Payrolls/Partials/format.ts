import { usePage } from '@inertiajs/react';
import { formatCurrency, formatDateTime, formatLongDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { INTL_LOCALES, type Locale } from '@common/i18n';
import { formattersFor } from '@common/intlFormats';

export const money = (cents: number) => formatCurrency(cents);
/** A deduction shown with a true minus sign. */
export const signed = (cents: number) =>
  cents < 0 ? `−${formatCurrency(-cents)}` : formatCurrency(cents);
export const periodLabel = (start: string, end: string) =>
  `${formatLongDate(start, 'short')} – ${formatLongDate(end, 'short')}`;
export const hours = (minutes: number) =>
  `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
export const STATE_KEYS: Record<string, string> = {
  open: 'payrolls.state.open',
  finalised: 'payrolls.state.finalised',
  not_started: 'payrolls.state.notStarted',
  range: 'payrolls.state.range',
};

/** A day (YYYY-MM-DD) in a language other than English: Intl's short date ("26 thg 11, 2026"). */
const shortDay = (locale: Locale, ymd: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${ymd}T12:00:00Z`));

/** A pay period in a language: the spec's MM-DD-YYYY in English, Intl's short dates in the others. */
export function periodFor(locale: Locale): (start: string, end: string) => string {
  if (locale === 'en') return periodLabel;
  return (start, end) => `${shortDay(locale, start)} – ${shortDay(locale, end)}`;
}

/**
 * The payroll pages' money, periods and times in the page's language (English exactly as before).
 * An instant is shown in the store's zone, never the tablet's or the browser's (docs/ui.md).
 */
export function usePayFormat() {
  const { locale } = useT();
  const zone = usePage().props.store?.timezone;
  const format = useFormat();
  const intl = formattersFor(locale);
  return {
    money: format.money,
    signed: (cents: number) => (cents < 0 ? `−${format.money(-cents)}` : format.money(cents)),
    period: periodFor(locale),
    /** A day as the server sends it (YYYY-MM-DD) in English, Intl's short date in the others. */
    day: (ymd: string) => (locale === 'en' ? ymd : shortDay(locale, ymd)),
    dateTime: (value: string) =>
      locale === 'en' ? formatDateTime(value, zone) : intl.dateTime(value, zone),
  };
}
