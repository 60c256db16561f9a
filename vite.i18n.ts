/**
 * The message catalogues for the browser (issue 21): each language's
 * resources/lang/<locale>.json is split by group (a key's first segment) into
 * its own chunk, `virtual:lang/<locale>/<bundle>`, fetched only when a page
 * needs it (grouped per kind of page: common/i18n.ts CATALOGUE_BUNDLES), and precompiled here (ICU text → the parsed tree intl-messageformat
 * formats), so the browser ships formatjs's runtime without its parser
 * (aliased to its no-parser build in vite.config.ts). Plain text stays text.
 * `virtual:lang` maps "<locale>/<bundle>" to its loader.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { bundleHas, CATALOGUE_BUNDLES, groupOf, isPlain, type CatalogueBundle } from './common/i18n';

const DIR = new URL('./resources/lang/', import.meta.url);
const PREFIX = 'virtual:lang';
const RESOLVED = '\0virtual:lang';

const read = (locale: string): Record<string, string> => JSON.parse(readFileSync(new URL(`${locale}.json`, DIR), 'utf8'));
const locales = () => readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));

export function langCatalogues(): Plugin {
  return {
    name: 'chairside-lang',
    resolveId: (id) => (id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      for (const locale of locales()) this.addWatchFile(new URL(`${locale}.json`, DIR).pathname);
      if (id === RESOLVED) {
        const entries = locales().flatMap((locale) =>
          CATALOGUE_BUNDLES.map((b) => `${JSON.stringify(`${locale}/${b}`)}: () => import(${JSON.stringify(`${PREFIX}/${locale}/${b}`)})`),
        );
        return `export const loaders = {\n${entries.join(',\n')}\n};\n`;
      }
      const [locale, bundle] = id.slice(RESOLVED.length + 1).split('/');
      const messages = Object.entries(read(locale)).filter(([key]) => bundleHas(bundle as CatalogueBundle, groupOf(key)));
      const compiled = Object.fromEntries(messages.map(([key, text]) => [key, isPlain(text) ? text : parse(text)]));
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}
