/**
 * A start–end time range picked from slots one hour apart (spec §9, shown as
 * h:mm A), with an "Off" choice. A range is valid only when both ends are
 * valid times and the end is after the start (spec §5); otherwise an inline
 * error shows. Values are 'HH:mm' strings; 24:00 is allowed as the end.
 */
import { useId } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import {
  formatTimeOfDay,
  parseTimeOfDay,
  timeSlots,
  timeToInput,
  validateTimeRange,
} from '@common/time';

const DAY_END = 24 * 60;

export interface TimeRangeProps {
  start: string | null;
  end: string | null;
  onChange: (start: string | null, end: string | null) => void;
  name: string;
  error?: string | null;
  label?: ReactNode;
  /** Slot step in minutes (default 60). */
  step?: number;
  disabled?: boolean;
  /** Prefix for data-test names (default: name): `<prefix>-start`, `<prefix>-end`, `<prefix>-error`. */
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
  return result.ok ? null : result.error;
}

export function TimeRange({
  start,
  end,
  onChange,
  name,
  error,
  label,
  step = 60,
  disabled,
  'data-test': dataTest,
  className = '',
}: TimeRangeProps) {
  const baseId = useId();
  const prefix = dataTest ?? name;
  const startMin = timeValueToMinutes(start);
  const endMin = timeValueToMinutes(end, true);

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

  // Unparseable values given from outside count as set-but-invalid.
  const inlineError = timeRangeError(start, end);
  const shownError = error || inlineError;
  const errorId = `${baseId}-error`;
  const selectClass = `rounded-md border px-3 py-2 shadow-sm focus:outline-none focus:ring-2 ${
    shownError ? 'border-red-500 focus:ring-red-300' : 'border-gray-300 focus:ring-blue-300'
  }`;

  return (
    <div className={className} role="group" aria-labelledby={label ? `${baseId}-label` : undefined}>
      {label !== undefined && label !== null && (
        <div id={`${baseId}-label`} className="mb-1 block text-sm font-medium text-gray-700">
          {label}
        </div>
      )}
      <div className="flex items-center gap-2">
        <select
          name={`${name}_start`}
          aria-label="Start time"
          data-test={`${prefix}-start`}
          value={startValue}
          onChange={onStart}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          className={selectClass}
        >
          <option value="">Off</option>
          {startOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <span className="text-gray-500">to</span>
        <select
          name={`${name}_end`}
          aria-label="End time"
          data-test={`${prefix}-end`}
          value={endValue}
          onChange={onEnd}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          className={selectClass}
        >
          <option value="">Off</option>
          {endOptions.map((o) => (
            <option key={o.value} value={o.value} disabled={startMin !== null && o.minutes <= startMin}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600" data-test={`${prefix}-error`}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

export default TimeRange;
