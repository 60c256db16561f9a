/**
 * Whose language an email or a text speaks: a store's customers
 * read the store's language for its customer pages (a customer has none of
 * her own); an account (owner, manager) or an employee reads its own.
 * English keeps every message exactly as it was.
 */
import type { Db } from '../../database/client';
import { getAccountLocale, getStoreLocale } from '../../database/queries/locales';
import { findUserByEmail } from '../../database/queries/users';
import { INTL_LOCALES, toLocale, type Locale } from '../../common/i18n';

export const storeLocale = async (db: Db, storeId: number): Promise<Locale> =>
  toLocale(await getStoreLocale(db, storeId));

export const accountLocale = async (
  db: Db,
  ref: { kind: 'user' | 'employee'; id: number },
): Promise<Locale> => toLocale(await getAccountLocale(db, ref));

/** The language of whoever has an account at this address; English for an address with none. */
export const addressLocale = async (db: Db, email: string): Promise<Locale> =>
  toLocale((await findUserByEmail(db, email))?.locale);

/** A calendar date (YYYY-MM-DD, no zone) written short in a language: 26/11/2026 in Vietnamese. English callers keep their own format. */
export function shortDate(ymd: string, locale: Locale): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A store wall-clock stamp as receipts print it (MM-DD-YYYY hh:mm A, docs/requirements.md §3)
 * in a language's own date and time: "26/11/26 09:05" in Vietnamese. English,
 * and anything not in that shape, is returned as it is.
 */
export function stampIn(stamp: string, locale: Locale): string {
  const m = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(stamp);
  if (locale === 'en' || !m) return stamp;
  const hour = (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0);
  const at = new Date(Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), hour, Number(m[5])));
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: 'UTC',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(at);
}
