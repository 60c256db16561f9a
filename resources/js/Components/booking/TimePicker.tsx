import type { BookingSlot } from '@common/pages/Components/booking/TimePicker';
import { useT } from '@/lib/i18n';
import { formatFor } from '@/lib/localeFormat';
export type { BookingSlot } from '@common/pages/Components/booking/TimePicker';

interface Props {
  slots: BookingSlot[];
  value: string | null;
  onChange: (startsAt: string) => void;
  loading?: boolean;
  error?: string;
}

/** The free times of the chosen day as tiles (h:mm A), with the message when one was just taken. */
export default function TimePicker({ slots, value, onChange, loading = false, error }: Props) {
  const { t, locale } = useT();
  const format = formatFor(locale);
  return (
    <div>
      {error && (
        <p
          role="alert"
          data-test="error-starts_at"
          className="mb-3 rounded-lg bg-danger-50 px-4 py-3 font-medium text-danger-700"
        >
          {error}
        </p>
      )}
      {loading ? (
        <p className="text-gray-600" aria-live="polite">
          {t('customer.booking.finding')}
        </p>
      ) : slots.length === 0 ? (
        <p className="text-gray-700" data-test="no-slots">
          {t('customer.booking.noSlots')}
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t('customer.booking.time')}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
          data-test="time-picker"
        >
          {slots.map((s) => {
            const on = value === s.starts_at;
            return (
              <button
                key={s.starts_at}
                type="button"
                role="radio"
                aria-checked={on}
                onClick={() => onChange(s.starts_at)}
                data-test="slot"
                className={`min-h-12 whitespace-nowrap rounded-xl border-2 px-1 font-semibold tabular-nums focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${on ? 'border-primary-600 bg-primary-50 text-primary-900' : 'border-gray-200 bg-white text-gray-900 hover:border-gray-300'}`}
              >
                {format.minuteOfDay(s.minute)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
