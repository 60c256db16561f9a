/**
 * The message catalogues for the browser: resources/lang/<locale>/<group>.json
 * become chunks `virtual:lang/<locale>/<name>`, fetched only when a page needs
 * them (common/i18n.ts chunksFor: a core per kind of page, then a staff area's
 * groups), and precompiled here (ICU text → the parsed tree intl-messageformat
 * formats), so the browser ships formatjs's runtime without its parser
 * (aliased to its no-parser build in vite.config.ts). Plain text stays text.
 * `virtual:lang` maps "<locale>/<core>" to its loader, `virtual:lang/areas` "<locale>/<group>".
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { CATALOGUE_CORES, isPlain, SERVER_GROUPS, type CatalogueCore } from './common/i18n';

const DIR = new URL('./resources/lang/', import.meta.url);
const PREFIX = 'virtual:lang';
const RESOLVED = '\0virtual:lang';

const locales = () =>
  readdirSync(DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const groups = (locale: string) =>
  readdirSync(new URL(`${locale}/`, DIR))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .filter((g) => !SERVER_GROUPS.includes(g));
const read = (locale: string, group: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(new URL(`${locale}/${group}.json`, DIR), 'utf8'));
  } catch {
    return {};
  }
};

export function langCatalogues(): Plugin {
  return {
    name: 'chairside-lang',
    resolveId: (id) => (id === PREFIX || id.startsWith(`${PREFIX}/`) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      for (const locale of locales()) this.addWatchFile(new URL(`${locale}/`, DIR).pathname);
      // The cores' loaders ride in the entry chunk; the staff areas' (dozens) in a chunk of their own, so the sign-in page does not carry them.
      const loaderMap = (names: (locale: string) => string[]) => {
        const entries = locales().flatMap((locale) =>
          names(locale).map(
            (name) =>
              `${JSON.stringify(`${locale}/${name}`)}: () => import(${JSON.stringify(`${PREFIX}/${locale}/${name}`)})`,
          ),
        );
        return `export const loaders = {\n${entries.join(',\n')}\n};\n`;
      };
      if (id === RESOLVED) return loaderMap(() => Object.keys(CATALOGUE_CORES));
      const inCores = new Set(Object.values(CATALOGUE_CORES).flat());
      if (id === `${RESOLVED}/areas`)
        return loaderMap((locale) => groups(locale).filter((g) => !inCores.has(g)));
      const [locale, name] = id.slice(RESOLVED.length + 1).split('/');
      const members = name in CATALOGUE_CORES ? CATALOGUE_CORES[name as CatalogueCore] : [name];
      const messages = members.flatMap((group) => Object.entries(read(locale, group)));
      const compiled = Object.fromEntries(
        messages.map(([key, text]) => [key, isPlain(text) ? text : parse(text)]),
      );
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}
