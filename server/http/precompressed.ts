import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { RequestHandler } from 'express';

type Encoding = 'br' | 'gzip';
/** The types of what vite.precompress.ts compresses (its TEXT list). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encodings a request accepts, from its Accept-Encoding (a q of 0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const item of (header ?? '').split(',')) {
    const [first, ...params] = item.toLowerCase().split(';');
    const name = first.trim();
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    out.add(name);
  }
  return out;
}

/** Every file under a folder, as a path relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/**
 * Sends a built file's `.br` or `.gz` twin (written by vite.precompress.ts at build time) when the
 * browser takes that encoding, so no request compresses a static file. The folder is read once,
 * at start: a request never touches the filesystem to ask whether a twin exists. Mounted in front
 * of express.static for the same folder, which then serves the twin under the original's type.
 */
export function precompressed(dir: string): RequestHandler {
  const files = new Set(filesUnder(dir));
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = decodeURIComponent(req.path.slice(1));
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const has = (encoding: Encoding) => files.has(`${path}${SUFFIX[encoding]}`);
    // Whether a twin exists or not, the answer depends on the header: caches must keep them apart.
    if (has('br') || has('gzip')) res.vary('Accept-Encoding');
    const encoding = (['br', 'gzip'] as const).find((e) => accepted.has(e) && has(e));
    const type = TYPES[extname(path)];
    if (!encoding || !type) return next();
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Type', type);
    req.url = `${req.url.split('?')[0]}${SUFFIX[encoding]}`;
    next();
  };
}
