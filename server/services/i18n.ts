/**
 * The server's translator (issue 21): the same catalogues the browser loads
 * (resources/lang), for what the server says itself: emails, texts, and the
 * messages of a failed form. Parsed here with formatjs's full parser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTranslator, DEFAULT_LOCALE, LOCALES, type Locale, type Translate } from '../../common/i18n';
import { icuFormatter } from '../../common/icu';

/** resources/lang, found upward from this module: it runs from server/services in development and from dist/server once bundled. */
function langDir(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const candidate = join(dir, 'resources', 'lang');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error('resources/lang not found');
  }
}

/** One language's messages: every group file of resources/lang/<locale>/ merged (each key is named by its group, so none collide). */
function readCatalogue(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.assign({}, ...readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>));
}

const LANG = langDir();
export const CATALOGUES = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalogue(join(LANG, locale))])) as Record<Locale, Record<string, string>>;
const en = CATALOGUES.en;

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
