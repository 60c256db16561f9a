import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text. Images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|json|svg|html|webmanifest|txt)$/;
/** Below about one network packet, compression saves nothing a tablet would notice. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside each built text file, once, at
 * build time, so that the server sends the smallest encoding the browser takes without
 * compressing a static file on any request (server/http/precompressed.ts, docs/performance.md).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'chairside:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for await (const path of filesUnder(outDir)) {
        if (!TEXT.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        const body = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: 9 }),
        ]);
        // An encoding that is not smaller is not kept: the file is then sent as it is.
        if (br.length < body.length) await writeFile(`${path}.br`, br);
        if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped);
      }
    },
  };
}
