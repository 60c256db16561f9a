/**
 * Lists text a person would read that is not in the catalogue, the
 * same scan as tests/unit/i18n.test.ts: `npx tsx scripts/i18n-scan.ts FILE…`
 * prints each finding as file:line text; with --count, a count per file.
 */
import { untranslated } from '../tests/support/untranslated';

const args = process.argv.slice(2);
const count = args.includes('--count');
let total = 0;
for (const file of args.filter((a) => !a.startsWith('--'))) {
  const found = untranslated(file);
  total += found.length;
  if (count) {
    if (found.length) console.log(found.length, file);
  } else if (found.length) console.log(found.join('\n'));
}
console.log(`total ${total}`);
