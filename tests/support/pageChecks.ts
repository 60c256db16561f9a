/**
 * What the page sweep (tests/browser/pageSweep.test.ts) reads a page's text for, beside its
 * layout: English left in a translated page, money not in the store's format, and times written
 * in the browser's zone instead of the store's (docs/features/languages-and-offline.md). Pure
 * functions of the page's text and props, so tests/unit/pageChecks.test.ts shows each can fail.
 */
import { formattersFor } from '../../common/intlFormats';
import type { Locale } from '../../common/i18n';
import { CATALOGUES } from '../../server/services/i18n';

/**
 * The browser's own zone: UTC, unlike both demo stores (New York, Los Angeles), so a time a page
 * writes in the device's zone instead of the store's is a different time (docs/features/languages-and-offline.md).
 */
export const BROWSER_ZONE = 'UTC';

/** An instant on the wire (an ISO string with its offset). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
function instantsIn(value: unknown, found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (INSTANT.test(value)) found.push(value);
  } else if (value && typeof value === 'object' && depth < 12)
    for (const v of Object.values(value)) instantsIn(v, found, depth + 1);
  return found;
}

/** How a page writes an instant's time and date (the store's region, docs/ui.md). */
const writtenIn = (region: unknown) => {
  const f = formattersFor('en', typeof region === 'string' ? region : null);
  return [
    (at: string, zone: string) => f.time(at, zone),
    (at: string, zone: string) => f.date(at, zone),
  ];
};

/**
 * Times and dates shown in the browser's zone instead of the store's: an instant of the page's
 * props whose UTC writing is on the page while its store-zone writing is not. A UTC writing that is
 * also the store-zone writing of another instant of the page is not counted (it may be that one).
 */
export function zoneProblems(text: string, props: Record<string, unknown>): string[] {
  const store = props.store as { timezone?: unknown; region?: unknown } | null | undefined;
  const zone = store?.timezone;
  if (typeof zone !== 'string') return [];
  const instants = [...new Set(instantsIn(props))];
  const problems: string[] = [];
  for (const write of writtenIn(store?.region)) {
    const inStore = new Set(instants.map((at) => write(at, zone)));
    for (const at of instants) {
      const store = write(at, zone);
      const browser = write(at, BROWSER_ZONE);
      if (
        store !== browser &&
        !inStore.has(browser) &&
        text.includes(browser) &&
        !text.includes(store)
      )
        problems.push(
          `shows ${at} as "${browser}" (the browser's zone, UTC) instead of "${store}" (${zone})`,
        );
    }
  }
  return problems;
}

/** Money not in the store's region ($1,234.50): "US$", or a decimal comma beside a currency sign. */
const FOREIGN_MONEY =
  /(?:US\$|\$|USD)\s?\d[\d.]*,\d{2}(?!\d)|\d[\d.]*,\d{2}(?!\d)\s?(?:US\$|\$|USD|₫|đ)|US\$/g;
export const moneyProblems = (text: string) =>
  [...new Set(text.match(FOREIGN_MONEY) ?? [])].map(
    (m) => `money not in the store's format: "${m}"`,
  );

/**
 * The catalogue's English sentences and labels that a page in `locale` must not show: each English
 * entry whose translation differs (an entry the translators kept as it is, a brand or "OK", is fine),
 * that is not itself some entry's translation, and that has a word in it.
 */
const englishOnly = new Map<Locale, Set<string>>();
export function englishOf(locale: Locale): Set<string> {
  let set = englishOnly.get(locale);
  if (!set) {
    const own = CATALOGUES[locale];
    const translations = new Set(Object.values(own).map((v) => v.trim()));
    set = new Set(
      Object.entries(CATALOGUES.en)
        .filter(([key, en]) => own[key] !== en && !en.includes('{') && /[A-Za-z]{3}/.test(en))
        .map(([, en]) => en.trim())
        .filter((en) => !translations.has(en)),
    );
    englishOnly.set(locale, set);
  }
  return set;
}

/**
 * The names and recorded texts the server sent in the page's props, under a key ending in "name",
 * "title" or "_text" (`name`, `station_name`, a booking block's `title`, the `consent_text` a
 * customer saw): what the salon typed (a station "Front Desk", a category "Retail") or what was
 * recorded is data, shown as written in every language, even where it reads like a label. Any
 * other English the server sends (a status label) is a leftover like the page's own.
 */
export function namesSent(props: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown, key: string, depth: number) => {
    if (typeof value === 'string') {
      if (/(?:name|title|_text)$/i.test(key)) found.add(value.trim());
    } else if (value && typeof value === 'object' && depth < 12)
      for (const [k, v] of Object.entries(value))
        walk(v, Array.isArray(value) ? key : k, depth + 1);
  };
  walk(props, '', 0);
  return found;
}
