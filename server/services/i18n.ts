/**
 * The server's translator: the same catalogues the browser loads
 * (resources/lang), for what the server says itself: emails, texts, and every
 * sentence by key a page or a JSON answer carries (common/said.ts, spoken by
 * server/http/shared.ts and server/http/speak.ts). Parsed here with formatjs's
 * full parser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTranslator,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type Translate,
} from '../../common/i18n';
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
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>),
  );
}

const LANG = langDir();
export const CATALOGUES = Object.fromEntries(
  LOCALES.map((locale) => [locale, readCatalogue(join(LANG, locale))]),
) as Record<Locale, Record<string, string>>;

const translators = new Map<Locale, Translate>();

export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(
      locale,
      CATALOGUES[locale],
      locale === DEFAULT_LOCALE ? undefined : CATALOGUES.en,
      icuFormatter,
    );
    translators.set(locale, t);
  }
  return t;
}
