import Field from './Field';
import TimeRange, { timeRangeError } from './TimeRange';
import { INTL_LOCALES, type Locale } from '@common/i18n';

/** One weekday as the week editors hold it: off, or 'HH:mm' to 'HH:mm'. */
export interface WeekDay {
  off: boolean;
  start: string | null;
  end: string | null;
}

/** The message a day shows before it is sent: both ends and the end after the start (docs/requirements.md §5). */
/** The server's weekday names are English: other languages name the days their way (Opening Hours, the setup wizard). */
export function localWeekdayNames<D extends { weekday: number; name: string }>(
  locale: Locale,
  days: D[],
): D[] {
  if (locale === 'en') return days;
  const intl = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' });
  // 2000-01-02 was a Sunday, weekday 0.
  return days.map((d) => {
    const name = intl.format(new Date(Date.UTC(2000, 0, 2 + d.weekday)));
    return { ...d, name: name.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale]) + name.slice(1) };
  });
}

export function weekDayError(day: WeekDay, missing: string): string | null {
  return day.off ? null : !day.start || !day.end ? missing : timeRangeError(day.start, day.end);
}

interface Props {
  /** Sunday first: the label of each weekday. */
  names: { weekday: number; name: string }[];
  values: WeekDay[];
  /** The server's messages, keyed `days.<weekday>`. */
  errors: Record<string, string | undefined>;
  onChange: (days: WeekDay[]) => void;
  /** What a working day without both times says. */
  missingMessage: string;
  step?: number;
}

/**
 * Seven start–end pickers, one per weekday, each with its message beside it:
 * an employee's working hours and the salon's opening hours alike. "Off" on
 * either end makes the day off; picking a time makes it a working day.
 */
export default function WeekHours({
  names,
  values,
  errors,
  onChange,
  missingMessage,
  step,
}: Props) {
  const change = (weekday: number, start: string | null, end: string | null) =>
    onChange(values.map((d, i) => (i === weekday ? { off: !start && !end, start, end } : d)));
  return (
    <ul className="divide-y divide-gray-100">
      {names.map((day) => {
        const value = values[day.weekday];
        const name = `days.${day.weekday}`;
        return (
          <li key={day.weekday} data-test={`day-${day.weekday}`} className="py-3">
            <Field
              name={name}
              id={`day-${day.weekday}-start`}
              label={day.name}
              error={errors[name] ?? weekDayError(value, missingMessage)}
            >
              <TimeRange
                name={name}
                data-test={`day-${day.weekday}`}
                step={step}
                start={value.off ? null : value.start}
                end={value.off ? null : value.end}
                onChange={(start, end) => change(day.weekday, start, end)}
              />
            </Field>
          </li>
        );
      })}
    </ul>
  );
}
