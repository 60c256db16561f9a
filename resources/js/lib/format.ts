import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

export { formatCurrency, centsToAmount, digitsToCents } from '@common/money';
export { formatPhone } from '@common/phone';

dayjs.extend(customParseFormat);

type DateInput = string | number | Date | null | undefined;

/** MM-DD-YYYY by default (spec §9); anything unparseable shows "Invalid Date" (spec §8). */
export function formatDate(value: DateInput, fmt = 'MM-DD-YYYY'): string {
  if (value === null || value === undefined || value === '') return 'Invalid Date';
  const date = dayjs(value);
  return date.isValid() ? date.format(fmt) : 'Invalid Date';
}

/** Appointment and ticket times: MM-DD-YYYY hh:mm A (spec §3). */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, 'MM-DD-YYYY hh:mm A');
}

/**
 * A calendar date sent as YYYY-MM-DD, e.g. "Saturday, November 21, 2026".
 * Parsed as a plain date: no time-zone conversion on the client.
 */
export function formatLongDate(ymd: string, fmt = 'dddd, MMMM D, YYYY'): string {
  const date = dayjs(ymd, 'YYYY-MM-DD', true);
  return date.isValid() ? date.format(fmt) : 'Invalid Date';
}

/** "**** **** **** 4242", or "N/A" without digits (spec §9). */
export function formatCard(last: string | number | null | undefined, n = 4): string {
  const digits = String(last ?? '').replace(/\D/g, '');
  return digits ? `**** **** **** ${digits.slice(-n)}` : 'N/A';
}

/** Minutes after midnight as h:mm A, e.g. 570 → "9:30 AM" (spec §9 time slots). */
export function formatTimeSlot(minutes: number): string {
  const m = ((Math.trunc(minutes) % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

type ErrorTree = { [key: string]: string | string[] | ErrorTree | undefined };

/**
 * Server validation errors as "field: message" lines (spec §5). Errors under a
 * named error bag are flattened; a list of messages gives one line each.
 */
export function errorLines(errors: ErrorTree | null | undefined): string[] {
  const lines: string[] = [];
  for (const [field, value] of Object.entries(errors ?? {})) {
    if (typeof value === 'string') lines.push(`${field}: ${value}`);
    else if (Array.isArray(value)) value.forEach((message) => lines.push(`${field}: ${message}`));
    else if (value) lines.push(...errorLines(value));
  }
  return lines;
}

/** The first validation message, looking inside error bags too. */
export function firstError(errors: ErrorTree | null | undefined): string | null {
  for (const value of Object.values(errors ?? {})) {
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value) && value.length) return value[0];
    if (value && typeof value === 'object') {
      const nested = firstError(value as ErrorTree);
      if (nested) return nested;
    }
  }
  return null;
}
