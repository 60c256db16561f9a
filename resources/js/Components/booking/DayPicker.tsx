import { INTL_LOCALES, type Locale } from '@common/i18n';
import type { BookingDay } from '@common/pages/Components/booking/DayPicker';
import { useT } from '@/lib/i18n';
import { formatFor } from '@/lib/localeFormat';
export type { BookingDay } from '@common/pages/Components/booking/DayPicker';

/** "Tue", "Nov 24" for a YYYY-MM-DD date (read as a calendar date, no zone involved). */
function parts(date: string, locale: Locale): [string, string] {
  const d = new Date(`${date}T12:00:00Z`);
  const tag = INTL_LOCALES[locale];
  // Vietnamese short months ("26 thg 11") wrap in a phone's tile: the day and month as numbers (26/11) fit.
  const month = locale === 'vi' ? 'numeric' : 'short';
  return [
    d.toLocaleDateString(tag, { weekday: 'short', timeZone: 'UTC' }),
    d.toLocaleDateString(tag, { month, day: 'numeric', timeZone: 'UTC' }),
  ];
}

/** The bookable days as tiles; closed days are shown but cannot be chosen. */
export default function DayPicker({
  days,
  value,
  onChange,
}: {
  days: BookingDay[];
  value: string | null;
  onChange: (date: string) => void;
}) {
  const { t, locale } = useT();
  const format = formatFor(locale);
  return (
    <div
      role="radiogroup"
      aria-label={t('customer.booking.day')}
      className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7"
      data-test="day-picker"
    >
      {days.map((d) => {
        const [weekday, day] = parts(d.date, locale);
        const label = format.longDate(d.date);
        const on = value === d.date;
        return (
          <button
            key={d.date}
            type="button"
            role="radio"
            aria-checked={on}
            aria-label={d.open ? label : t('customer.booking.closedDay', { day: label })}
            disabled={!d.open}
            onClick={() => onChange(d.date)}
            data-test={`day-${d.date}`}
            className={`flex min-h-16 flex-col items-center justify-center rounded-xl border-2 px-2 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:cursor-not-allowed disabled:border-gray-100 disabled:bg-gray-50 disabled:text-gray-500 ${on ? 'border-primary-600 bg-primary-50 text-primary-900' : 'border-gray-200 bg-white text-gray-900 hover:border-gray-300'}`}
          >
            <span className="text-sm font-medium">{weekday}</span>
            <span className="font-semibold">{day}</span>
            {!d.open && <span className="text-xs">{t('customer.booking.closed')}</span>}
          </button>
        );
      })}
    </div>
  );
}
