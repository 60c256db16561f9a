/**
 * The salon's languages (issue 21), shared by the server (emails, SMS,
 * validation messages) and the browser. Messages are ICU MessageFormat in
 * resources/lang/<locale>.json, flat keys whose first segment is a group
 * ("auth.login.title" is in group "auth"): the browser loads only the groups a
 * page needs, precompiled (vite.config.ts), so the ICU parser never ships.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export const LOCALES = ['en', 'vi', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language in its own name: a Vietnamese technician finds "Tiếng Việt" whatever the screen speaks now. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', vi: 'Tiếng Việt', es: 'Español' };

/** What Intl formats with: US salons, so Spanish is the US variety and money is always dollars. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', vi: 'vi-VN', es: 'es-US' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A supported locale, or the default for anything else (a cookie, a column from before, a typo). */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** A catalogue as stored (ICU text) or as the browser gets it (plain text stays text, the rest is a parsed ICU tree). */
export type Message = string | MessageFormatElement[];
export type Catalogue = Record<string, Message>;
export type MessageValues = Record<string, string | number | boolean | null | undefined | Date>;
export type Translate = (key: string, values?: MessageValues) => string;
/** Formats a message with plurals, selects or number formats: intl-messageformat, which the browser loads only when a page's messages need it. */
export type IcuFormatter = (message: Message, locale: string) => (values?: MessageValues) => string;

/** The group of a key: its first segment. */
export const groupOf = (key: string): string => key.slice(0, key.indexOf('.'));

/**
 * What the browser fetches for a page, one chunk per language: sign-in pages
 * and customer pages only their own groups (the sign-in page's JavaScript
 * budget is tight), the staff screens every group but the customer's.
 */
export type CatalogueBundle = 'auth' | 'customer' | 'staff';
export const CATALOGUE_BUNDLES: CatalogueBundle[] = ['auth', 'customer', 'staff'];

export function bundleHas(bundle: CatalogueBundle, group: string): boolean {
  if (group === 'common' || group === 'errors') return true;
  return bundle === 'staff' ? group !== 'customer' : group === bundle;
}

/** The bundle a page (an Inertia component name) speaks from. */
export const bundleFor = (page: string): CatalogueBundle => (page.startsWith('Auth/') ? 'auth' : page.startsWith('Customer/') ? 'customer' : 'staff');

/** Whether a message needs the formatter (placeholders, plurals) or is shown as it is. */
export const isPlain = (text: string): boolean => !/[{}']/.test(text);

// formatjs's TYPE.literal and TYPE.argument, by value: importing its enum would put the parser package in every page's JavaScript.
const LITERAL = 0;
const ARGUMENT = 1;

/** Whether a parsed message is only text and plain {placeholders}: then it needs no ICU formatter. */
export const isSimple = (message: Message): message is MessageFormatElement[] =>
  Array.isArray(message) && message.every((el) => el.type === LITERAL || el.type === ARGUMENT);

/** Messages of a catalogue that need the ICU formatter (plurals, selects, number and date formats). */
export const needsIcu = (catalogue: Catalogue): boolean => Object.values(catalogue).some((m) => Array.isArray(m) && !isSimple(m));

const fillSimple = (message: MessageFormatElement[], values: MessageValues = {}) =>
  message.map((el) => (el.type === LITERAL ? el.value : el.type === ARGUMENT ? String(values[el.value] ?? '') : '')).join('');

/**
 * A translator over catalogues, the chosen language first and English after it
 * (a key a translator has not reached yet still shows, in English, rather than
 * as its key). Plain text and simple placeholders are filled here; the rest
 * goes to `icu`, each message's formatter built once.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue, fallback?: Catalogue, icu?: IcuFormatter): Translate {
  const cache = new Map<string, (values?: MessageValues) => string>();
  return (key, values) => {
    const own = catalogue[key];
    const message = own ?? fallback?.[key];
    if (message === undefined) return key;
    if (typeof message === 'string' && isPlain(message)) return message;
    if (isSimple(message)) return fillSimple(message, values);
    let format = cache.get(key);
    if (!format) {
      if (!icu) return key;
      format = icu(message, own === undefined ? INTL_LOCALES.en : INTL_LOCALES[locale]);
      cache.set(key, format);
    }
    return format(values);
  };
}
