/**
 * A start–end time range picked from slots one hour apart (docs/requirements.md §9, shown as
 * h:mm A), with an "Off" choice. A range is valid only when both ends are
 * valid times and the end is after the start (docs/requirements.md §5); the Field around it
 * shows the message (timeRangeError). Values are 'HH:mm' strings; 24:00 is allowed as the end.
 */
import type { ChangeEvent } from 'react';
import { translate, useT } from '@/lib/i18n';
import { controlClass, useFieldControl } from './Field';
import {
  formatTimeOfDay,
  parseTimeOfDay,
  timeSlots,
  timeToInput,
  validateTimeRange,
} from '@common/time';

const DAY_END = 24 * 60;

/** validateTimeRange's messages (common/time.ts, English) in the page's language. */
const RANGE_ERRORS: Record<string, string> = {
  'Enter a valid start time.': 'timerange.invalidStart',
  'Enter a valid end time.': 'timerange.invalidEnd',
  'The end time must be after the start time.': 'timerange.endAfterStart',
};

export interface TimeRangeProps {
  start: string | null;
  end: string | null;
  onChange: (start: string | null, end: string | null) => void;
  name: string;
  /** Defaults to the surrounding Field's state (the Field shows the message: see timeRangeError). */
  invalid?: boolean;
  /** Slot step in minutes (default 60). */
  step?: number;
  disabled?: boolean;
  /** Prefix for data-test names (default: name): `<prefix>-start`, `<prefix>-end`. */
  'data-test'?: string;
  className?: string;
}

/** Minutes for a start or end value ('24:00' only as an end), or null. */
export function timeValueToMinutes(value: string | null | undefined, isEnd = false): number | null {
  if (!value) return null;
  if (isEnd && value.trim() === '24:00') return DAY_END;
  return parseTimeOfDay(value);
}

interface Option {
  value: string;
  label: string;
  minutes: number;
}

function slotOptions(from: number, to: number, step: number, extra: number | null): Option[] {
  const minutes = timeSlots(from, to, step);
  if (extra !== null && !minutes.includes(extra)) {
    minutes.push(extra);
    minutes.sort((a, b) => a - b);
  }
  return minutes.map((m) => ({ value: timeToInput(m), label: formatTimeOfDay(m), minutes: m }));
}

/** The inline message for a range, or null when it is Off or valid. */
export function timeRangeError(start: string | null, end: string | null): string | null {
  if (!start && !end) return null;
  const result = validateTimeRange(start, end);
  if (result.ok) return null;
  return RANGE_ERRORS[result.error] ? translate(RANGE_ERRORS[result.error]) : result.error;
}

export function TimeRange({
  start,
  end,
  onChange,
  name,
  invalid,
  step = 60,
  disabled,
  'data-test': dataTest,
  className = '',
}: TimeRangeProps) {
  const { t } = useT();
  const prefix = dataTest ?? name;
  const startMin = timeValueToMinutes(start);
  const endMin = timeValueToMinutes(end, true);
  // The Field's label names the start select; the end one says what it is.
  const control = useFieldControl({ name, invalid });
  const shownInvalid = control.invalid || timeRangeError(start, end) !== null;

  const startOptions = slotOptions(0, DAY_END - step, step, startMin);
  const endOptions = slotOptions(step, DAY_END, step, endMin);

  const startValue = startMin !== null ? timeToInput(startMin) : '';
  const endValue = endMin !== null ? timeToInput(endMin) : '';

  const onStart = (e: ChangeEvent<HTMLSelectElement>) => {
    const v = e.target.value;
    if (!v) return onChange(null, null);
    const s = timeValueToMinutes(v) ?? 0;
    if (endMin === null) return onChange(v, timeToInput(Math.min(s + step, DAY_END)));
    onChange(v, endValue);
  };

  const onEnd = (e: ChangeEvent<HTMLSelectElement>) => {
    const v = e.target.value;
    if (!v) return onChange(null, null);
    const en = timeValueToMinutes(v, true) ?? DAY_END;
    if (startMin === null) return onChange(timeToInput(Math.max(en - step, 0)), v);
    onChange(startValue, v);
  };

  const select = controlClass(shownInvalid, 'min-w-32 pr-8', true);

  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <select
        id={control.id}
        name={`${name}_start`}
        data-test={`${prefix}-start`}
        value={startValue}
        onChange={onStart}
        disabled={disabled}
        aria-invalid={shownInvalid || undefined}
        aria-describedby={control.describedBy}
        className={select}
      >
        <option value="">{t('timerange.off')}</option>
        {startOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span className="text-gray-600">{t('timerange.to')}</span>
      <select
        id={control.id ? `${control.id}-end` : undefined}
        name={`${name}_end`}
        aria-label={t('timerange.endTime')}
        data-test={`${prefix}-end`}
        value={endValue}
        onChange={onEnd}
        disabled={disabled}
        aria-invalid={shownInvalid || undefined}
        aria-describedby={control.describedBy}
        className={select}
      >
        <option value="">{t('timerange.off')}</option>
        {endOptions.map((o) => (
          <option
            key={o.value}
            value={o.value}
            disabled={startMin !== null && o.minutes <= startMin}
          >
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default TimeRange;
