import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';

/**
 * The tail every generator of a checked-in file shares (scripts/route-types.mjs,
 * scripts/page-types.mjs): the text as Prettier would write it, so that
 * `npm run format:check` and the generator's own check agree; with `--check`
 * a stale file fails with `stale`, otherwise a changed file is written and
 * `written` is said.
 */
export async function writeGenerated(target, raw, { stale, written }) {
  const text = await prettier.format(raw, {
    ...(await prettier.resolveConfig(target)),
    filepath: target,
  });
  const current = await readFile(target, 'utf8').catch(() => '');
  if (process.argv.includes('--check')) {
    if (current !== text) {
      console.error(stale);
      process.exit(1);
    }
  } else if (current !== text) {
    await writeFile(target, text);
    console.log(written);
  }
}
