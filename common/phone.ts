/**
 * US phone numbers (docs/requirements.md §5): 10 digits, optionally written with parentheses,
 * dashes, dots or spaces; stored as the digits only, shown as (xxx) xxx-xxxx.
 */
const PHONE_PATTERN = /^\s*(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\s*$/;

/** The 10 digits of a well-formed phone number, or null. */
export function parsePhone(input: string): string | null {
  if (!PHONE_PATTERN.test(input)) return null;
  const digits = input.replace(/\D/g, '');
  return digits.length === 10 ? digits : null;
}

/** (xxx) xxx-xxxx for stored digits; partial input is formatted as far as it goes. */
export function formatPhone(digits: string | null | undefined): string {
  const d = (digits ?? '').replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
