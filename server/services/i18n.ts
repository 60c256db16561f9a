/**
 * The server's translator (issue 21): the same catalogues the browser loads
 * (resources/lang), for what the server says itself: emails, texts, and the
 * messages of a failed form. Parsed here with formatjs's full parser.
 */
import en from '../../resources/lang/en.json';
import vi from '../../resources/lang/vi.json';
import es from '../../resources/lang/es.json';
import { createTranslator, DEFAULT_LOCALE, type Catalogue, type Locale, type Translate } from '../../common/i18n';
import { icuFormatter } from '../../common/icu';

export const CATALOGUES: Record<Locale, Catalogue> = { en, vi, es };

const translators = new Map<Locale, Translate>();

export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, CATALOGUES[locale], locale === DEFAULT_LOCALE ? undefined : CATALOGUES.en, icuFormatter);
    translators.set(locale, t);
  }
  return t;
}

/** The English text of each `errors.*` message → its key: domain code says the spec's English, the answer speaks the reader's language. */
const KNOWN = new Map(Object.entries(en).filter(([key, text]) => key.startsWith('errors.') && !text.includes('{')).map(([key, text]) => [text, key]));
const THROTTLE = /^Too many login attempts\. Please try again in (\d+) seconds\.$/;

/** A message of the catalogue's `errors` group in `locale`; any other text is returned as it is. */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return message;
  const key = KNOWN.get(message);
  if (key) return translator(locale)(key);
  const throttled = THROTTLE.exec(message);
  if (throttled) return translator(locale)('errors.throttle', { seconds: Number(throttled[1]) });
  return message;
}
