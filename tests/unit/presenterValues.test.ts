import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { tsFilesUnder } from '../support/sourceFiles';

/**
 * Page props carry values (docs/features/languages-and-offline.md "Values on the wire, formats on
 * the page"): money as cents, instants as ISO strings, calendar dates as YYYY-MM-DD. The page
 * formats them in the store's zone and the reader's language, so a presenter or a controller
 * that formats money or a date for a page writes it once in English and in the server's zone.
 * Read here from the source of every presenter and controller.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIRS = ['server/http/presenters', 'server/http/controllers'];

/** Calls that turn a value into text for a reader. */
const FORMATTERS = [
  'formatCurrency',
  'formatMoney',
  'formatStoreDate',
  'formatStoreDateTime',
  'formatDate',
  'formatDateTime',
  'formatTime',
  'formatLongDate',
  'toLocaleString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'priceText',
  'periodText',
  'mdy',
  'storeDay',
];
const CALL = new RegExp(
  `(?<![\\w.])(?:${FORMATTERS.join('|')})\\(|\\.(?:toLocale\\w*String)\\(`,
  'g',
);

/**
 * Where one still is, and why. Each entry is `file: count` of the calls left there; a new call
 * anywhere else, or one more here, fails.
 */
const BILLING_FLASH =
  'a flash is spoken on the server (common/said.ts), so its day goes as the store’s region writes it in every language (storeDay)';
const LEFT: Record<string, { calls: number; why: string }> = {
  'server/http/controllers/ownerBilling.ts': { calls: 1, why: BILLING_FLASH },
  'server/http/controllers/storeAccounts.ts': { calls: 1, why: BILLING_FLASH },
  'server/http/controllers/payStubs.ts': {
    calls: 1,
    why: 'the pay stub’s period in its file name',
  },
};

/** The source without its comments, so a comment that names a formatter is not a call. */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const calls = new Map<string, number>();
for (const dir of DIRS)
  for (const file of tsFilesUnder(join(ROOT, dir))) {
    const n = code(readFileSync(file, 'utf8')).match(CALL)?.length ?? 0;
    if (n) calls.set(relative(ROOT, file), n);
  }

describe('presenters and controllers send values, not text', () => {
  test('no money or date formatter is called for a page, beyond the few listed with their reason', () => {
    const unexpected = [...calls].filter(([file, n]) => n > (LEFT[file]?.calls ?? 0));
    expect(unexpected).toEqual([]);
  });

  test('the list of what is left stays true: a file that no longer formats leaves it', () => {
    const stale = Object.entries(LEFT).filter(([file, { calls: n }]) => (calls.get(file) ?? 0) < n);
    expect(stale).toEqual([]);
  });

  test('the check finds a formatter call (it can fail)', () => {
    const sample = code(
      "const a = { total: formatCurrency(cents) }; // formatDate(x)\nconst b = d.toLocaleDateString('en');",
    );
    expect(sample.match(CALL)).toHaveLength(2);
  });
});
