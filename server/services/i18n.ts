/**
 * The server's translator: the same catalogues the browser loads
 * (resources/lang), for what the server says itself: emails, texts, and the
 * messages of a failed form. Parsed here with formatjs's full parser.
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
import { IntlMessageFormat } from 'intl-messageformat';

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
const en = CATALOGUES.en;

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

const THROTTLE = /^Too many login attempts\. Please try again in (\d+) seconds\.$/;

/**
 * What the server says in English (a flash, a field's message, a domain rule's
 * refusal) said in a reader's language. Controllers and domain code
 * keep the English: each `errors.*`, `flash.*` and `validation.*` message of
 * the English catalogue is matched back to its key, exactly when it has no
 * placeholders, else by a pattern built from its text (each placeholder a lazy
 * capture, the rest literal), and the key is formatted in the reader's
 * language with the values found. Messages with plurals or selects are not
 * matched back: the code says those as one message per case.
 */
const MATCHED = ['errors.', 'flash.', 'validation.'] as const;

/**
 * What a JSON answer to a page's fetch says in its reader's language: the
 * spec's `errors` texts stay English there, as the spec writes them (the
 * browser says them through its own catalogue, translateMessage).
 */
export const JSON_GROUPS = ['flash.', 'validation.'] as const;

/**
 * A `{label}` value is the English name of a field inside a sentence ("name",
 * "User ID"): it is said in the reader's language too when the catalogue has it
 * as a `validation.label.*` message, so a sentence never mixes two languages.
 */
const LABEL_PREFIX = 'validation.label.';

interface Pattern {
  key: string;
  regex: RegExp;
  /** The placeholder each capture fills, in order. */
  names: string[];
  /** Literal characters: the most specific pattern (the most fixed text) is tried first. */
  weight: number;
}

// formatjs's TYPE.literal and TYPE.argument.
const LITERAL = 0;
const ARGUMENT = 1;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message's parts when it is only text and plain {placeholders}; null for plurals, selects, formats or bad ICU. */
function simpleParts(message: string): Array<{ literal: string } | { name: string }> | null {
  let ast;
  try {
    ast = new IntlMessageFormat(message, 'en').getAst();
  } catch {
    return null;
  }
  const parts: Array<{ literal: string } | { name: string }> = [];
  for (const el of ast) {
    if (el.type === LITERAL) {
      const last = parts.at(-1);
      if (last && 'literal' in last) last.literal += el.value;
      else parts.push({ literal: el.value });
    } else if (el.type === ARGUMENT) parts.push({ name: el.value });
    else return null;
  }
  return parts;
}

interface Matcher {
  exact: Map<string, string>;
  /** Patterns by the message's first and last words (fixed text at both ends, each holding a whole word)… */
  byBothWords: Map<string, Pattern[]>;
  /** …by its first word (text before the first placeholder holds a whole word)… */
  byFirstWord: Map<string, Pattern[]>;
  /** …else by its last word (text after the last placeholder holds one)… */
  byLastWord: Map<string, Pattern[]>;
  /** …else tried for every message (a placeholder at both ends of a one-word text: rare). */
  loose: Pattern[];
  labels: Map<string, string>;
}

const firstWord = (text: string) => text.slice(0, text.indexOf(' '));
const lastWord = (text: string) => text.slice(text.lastIndexOf(' ') + 1);

function buildMatcher(catalogue: Record<string, string>): Matcher {
  const m: Matcher = {
    exact: new Map(),
    byBothWords: new Map(),
    byFirstWord: new Map(),
    byLastWord: new Map(),
    loose: [],
    labels: new Map(),
  };
  const patterns: Pattern[] = [];
  for (const [key, message] of Object.entries(catalogue)) {
    if (!MATCHED.some((prefix) => key.startsWith(prefix))) continue;
    const parts = simpleParts(message);
    if (!parts) continue;
    if (parts.every((p) => 'literal' in p)) {
      const text = parts.map((p) => (p as { literal: string }).literal).join('');
      if (key.startsWith(LABEL_PREFIX)) m.labels.set(text, key);
      // The first key with a text keeps it (errors before flash before validation: the catalogue's file order).
      else if (!m.exact.has(text)) m.exact.set(text, key);
      continue;
    }
    const names: string[] = [];
    let source = '^';
    for (const p of parts) {
      if ('literal' in p) source += escapeRegex(p.literal);
      else if (names.includes(p.name)) source += `\\${names.indexOf(p.name) + 1}`;
      else {
        names.push(p.name);
        source += '(.+?)';
      }
    }
    const weight = parts.reduce((n, p) => n + ('literal' in p ? p.literal.length : 0), 0);
    patterns.push({ key, regex: new RegExp(`${source}$`, 's'), names, weight });
  }
  patterns.sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : 1));
  const add = (map: Map<string, Pattern[]>, word: string, p: Pattern) =>
    (map.get(word) ?? map.set(word, []).get(word)!).push(p);
  for (const p of patterns) {
    const text = catalogue[p.key];
    const parts = simpleParts(text)!;
    const head = parts[0];
    const tail = parts.at(-1)!;
    const headWord =
      'literal' in head && head.literal.includes(' ') ? firstWord(head.literal) : null;
    const tailWord =
      'literal' in tail && tail.literal.includes(' ') ? lastWord(tail.literal) : null;
    if (headWord !== null && tailWord !== null) add(m.byBothWords, `${headWord} ${tailWord}`, p);
    else if (headWord !== null) add(m.byFirstWord, headWord, p);
    else if (tailWord !== null) add(m.byLastWord, tailWord, p);
    else m.loose.push(p);
  }
  return m;
}

let matcher: Matcher | null = null;

/** The patterns that may match `message`, most specific first: a Map lookup or two, never a walk over the catalogue. */
function candidates(m: Matcher, message: string): Pattern[] {
  if (!message.includes(' ')) return m.loose;
  const head = firstWord(message);
  const tail = lastWord(message);
  const found = [
    m.byBothWords.get(`${head} ${tail}`),
    m.byFirstWord.get(head),
    m.byLastWord.get(tail),
    m.loose,
  ].filter((list) => list?.length) as Pattern[][];
  return found.length === 1 ? found[0] : found.flat().sort(bySpecificity);
}

const bySpecificity = (a: Pattern, b: Pattern) => b.weight - a.weight;

/** Whether `key` is of one of `groups` (a plain loop: this runs on every flash and field error). */
function inGroups(key: string, groups: readonly string[]): boolean {
  for (const prefix of groups) if (key.startsWith(prefix)) return true;
  return false;
}

/** A whole number found in a message is a number again, for the plurals of the other languages ("in 1 second", "en 1 segundo"). */
function numbers(values: Record<string, string>): Record<string, string | number> {
  const out: Record<string, string | number> = values;
  for (const [name, value] of Object.entries(values))
    if (/^(0|[1-9]\d{0,14})$/.test(value)) out[name] = Number(value);
  return out;
}

/**
 * An English message of the catalogue's `errors`, `flash` or `validation`
 * groups (or of `groups` only) said in `locale`, its values kept; any other
 * text is returned as it is.
 */
export function localizeMessage(
  message: string,
  locale: Locale,
  groups: readonly string[] = MATCHED,
): string {
  if (locale === DEFAULT_LOCALE || !message) return message;
  const m = (matcher ??= buildMatcher(en));
  const t = translator(locale);
  const key = m.exact.get(message);
  if (key) return inGroups(key, groups) ? t(key) : message;
  const throttled = THROTTLE.exec(message);
  if (throttled)
    return inGroups('errors.throttle', groups)
      ? t('errors.throttle', { seconds: Number(throttled[1]) })
      : message;
  for (const p of candidates(m, message)) {
    const found = p.regex.exec(message);
    if (!found) continue;
    if (!inGroups(p.key, groups)) return message;
    const values: Record<string, string> = {};
    for (let i = 0; i < p.names.length; i++) {
      const value = found[i + 1];
      const label = p.names[i] === 'label' ? m.labels.get(value) : undefined;
      values[p.names[i]] = label ? t(label) : value;
    }
    return t(p.key, numbers(values));
  }
  return message;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** Every string of a flash or an errors bag (named bags nest one level) said in `locale`. */
export function localizeMessages<T>(
  bag: T,
  locale: Locale,
  groups: readonly string[] = MATCHED,
): T {
  if (locale === DEFAULT_LOCALE || !isPlainObject(bag)) return bag;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(bag))
    out[k] =
      typeof v === 'string'
        ? localizeMessage(v, locale, groups)
        : isPlainObject(v)
          ? localizeMessages(v, locale, groups)
          : v;
  return out as T;
}
