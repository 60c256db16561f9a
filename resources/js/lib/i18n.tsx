/**
 * Translation in the browser: `useT()` in components, `translate()`
 * in plain modules (the Success!/Error! dialogs). The page's language comes in
 * the shared props (`locale`); app.tsx loads the chunks a page needs in that
 * language (and in English, the fallback) before it renders the page, so t()
 * is synchronous. Other languages are fetched only when one is chosen.
 */
import { usePage } from '@inertiajs/react';
import { loaders } from 'virtual:lang';
import {
  chunksFor,
  createTranslator,
  DEFAULT_LOCALE,
  needsIcu,
  toLocale,
  type Catalogue,
  type IcuFormatter,
  type Locale,
  type MessageValues,
  type Translate,
} from '@common/i18n';
import { speak } from '@common/said';

const loaded = new Map<Locale, Catalogue>();
const translators = new Map<Locale, Translate>();
let active: Locale = DEFAULT_LOCALE;
/** formatjs's runtime: fetched with the first messages that have plurals or selects (sign-in in English has none). */
let icu: IcuFormatter | undefined;

const have = new Set<string>();

type Loaders = Record<string, () => Promise<{ default: Catalogue }>>;
let areaMap: Promise<Loaders> | undefined;
/** The staff areas' loaders, fetched by the first staff page. */
const areaLoaders = (): Promise<Loaders> =>
  (areaMap ??= import('virtual:lang/areas').then((m) => m.loaders));

/** Fetches a page's messages in a language (and English under it) unless fetched already, then makes it the active language. */
export async function loadLocale(locale: Locale, page: string): Promise<void> {
  const chunks = chunksFor(page);
  const wanted = [...new Set([locale, DEFAULT_LOCALE])]
    .flatMap((l) => chunks.map((c) => `${l}/${c}`))
    .filter((k) => !have.has(k));
  const areas = wanted.some((k) => !(k in loaders)) ? await areaLoaders() : {};
  // An area with no messages of its own has no chunk.
  const present = wanted.filter((k) => k in loaders || k in areas);
  const modules = await Promise.all(present.map((k) => (loaders[k] ?? areas[k])()));
  if (!icu && modules.some((m) => needsIcu(m.default)))
    icu = (await import('@common/icu')).icuFormatter;
  present.forEach((k, i) => {
    const l = k.slice(0, k.indexOf('/')) as Locale;
    loaded.set(l, { ...loaded.get(l), ...modules[i].default });
    translators.delete(l);
    have.add(k);
  });
  active = locale;
  document.documentElement.lang = locale;
}

function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(
      locale,
      loaded.get(locale) ?? {},
      locale === DEFAULT_LOCALE ? undefined : loaded.get(DEFAULT_LOCALE),
      icu,
    );
    translators.set(locale, t);
  }
  return t;
}

/** The language of the page shown now, for code outside the page's tree (the on-screen keyboard). */
export const activeLocale = (): Locale => active;

/** The active language's translation of a key, for code outside components. */
export const translate: Translate = (key, values) => translatorFor(active)(key, values);

/**
 * A message in the active language: a sentence by key (common/said.ts) that a shared rule said in
 * the browser, or that the offline queue kept, is spoken; any other text (the server's answers are
 * spoken before they are sent) is shown as it came. Nothing is recognised by its English.
 */
export const translateMessage = (text: string): string => speak(text, translate);

/** The page's language and its translator: `const { t } = useT()`. */
export function useT() {
  const locale = toLocale(usePage().props.locale);
  return { locale, t: translatorFor(locale) };
}

/** A message as an element, for JSX that reads better without a hook call. */
export function T({ k, values }: { k: string; values?: MessageValues }) {
  return <>{useT().t(k, values)}</>;
}
