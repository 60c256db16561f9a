import { say, type Said } from './said';
/**
 * A customer's profile rules, shared by the forms (browser) and the server
 * (validators, CSV import): one copy of each limit and message.
 */

export const CUSTOMER_LIMITS = { name: 100, email: 254, notes: 1000, tag: 30, tags: 10 } as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Days in a month of a leap year: a birthday has no year, so 29 February is a real birthday. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export interface Birthday {
  month: number;
  day: number;
}

export const isRealBirthday = (month: number, day: number): boolean =>
  Number.isInteger(month) &&
  Number.isInteger(day) &&
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= DAYS_IN_MONTH[month - 1];

/**
 * A birthday as typed or as a file has it: MM-DD (the CSV column), also M/D
 * or M-D; a year in front (YYYY-MM-DD) is dropped. Null when it is not a day
 * of the calendar (02-30, 13-01) or not a birthday at all.
 */
export function parseBirthday(text: string): Birthday | null {
  const m = /^\s*(?:\d{4}-)?(\d{1,2})[-/](\d{1,2})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return isRealBirthday(month, day) ? { month, day } : null;
}

/** MM-DD, the CSV and form form of a birthday; empty for none. */
export function birthdayText(
  month: number | null | undefined,
  day: number | null | undefined,
): string {
  if (!month || !day) return '';
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "March 14" for people to read; empty for none. */
export function birthdayLabel(
  month: number | null | undefined,
  day: number | null | undefined,
): string {
  if (!month || !day || month < 1 || month > 12) return '';
  return `${MONTH_NAMES[month - 1]} ${day}`;
}

/** Tags as a person types them: trimmed, inner spaces collapsed, the first spelling of each kept (any case is the same tag). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Tags in one text (the CSV column, a typed list): separated by semicolons, commas or vertical bars. */
export const splitTags = (text: string): string[] => normalizeTags(text.split(/[;,|]/));

/** The first thing wrong with a list of tags, or null. */
export function tagsProblem(tags: readonly string[]): Said | null {
  const long = tags.find((t) => t.length > CUSTOMER_LIMITS.tag);
  if (long !== undefined)
    return say('rules.customers.eachTagMayBeAt2', {
      max: CUSTOMER_LIMITS.tag,
      tag: long.slice(0, CUSTOMER_LIMITS.tag),
    });
  if (tags.length > CUSTOMER_LIMITS.tags)
    return say('rules.customers.aCustomerMayHaveAt', { max: CUSTOMER_LIMITS.tags });
  return null;
}

/** Where a customer's texting consent was given or withdrawn (customer_consent_events.source). */
export type ConsentSource = 'kiosk' | 'front_desk' | 'booking' | 'import' | 'sms_keyword';
