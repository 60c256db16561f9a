/**
 * Notes the payroll and clock pages get from the server in English, said
 * again in the page's language by their shape (no keys of their own here, so
 * any area may use it: the keys come with each area's list of shapes).
 */
import type { Locale, Translate } from '@common/i18n';
import { INTL_LOCALES } from '@common/i18n';

/** A note the server writes in English, by its shape: the key that says it, and the names of its dates (MM-DD-YYYY) in order. */
export type ServerNote = readonly [RegExp, string, readonly string[]];

/**
 * A server note said again in the page's language: English keeps the server's
 * text; in another language the first shape it matches gives the message, its
 * dates written the page's way. A text of no known shape shows as it came.
 */
export function sayNote(
  t: Translate,
  locale: Locale,
  text: string,
  notes: readonly ServerNote[],
): string {
  if (locale === 'en') return text;
  for (const [shape, key, names] of notes) {
    const m = shape.exec(text);
    if (!m) continue;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const [mm, dd, yyyy] = (m[i + 1] ?? '').split('-');
        return [
          name,
          new Intl.DateTimeFormat(INTL_LOCALES[locale], {
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${yyyy}-${mm}-${dd}T12:00:00Z`)),
        ];
      }),
    );
    return t(key, values);
  }
  return text;
}

/** A date as the server writes it in a note (MM-DD-YYYY), to capture. */
export const NOTE_DAY = '(\\d{2}-\\d{2}-\\d{4})';
