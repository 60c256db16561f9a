import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Assets {
  /** The Inertia asset version; a client holding another one is sent a full reload (409). */
  version: string | null;
  /** Tags for <head>: the entry script, its CSS and module preloads. */
  tags: string;
  /** Every file of the build (under /build/), for the service worker to precache; none in development. */
  files?: string[];
}

const ENTRY = 'resources/js/app.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  assets?: string[];
}

/** Reads Vite's manifest once at start; the version is a hash of it, so any rebuilt asset changes it. */
export function loadBuiltAssets(buildDir = resolve('public/build')): Assets {
  const file = resolve(buildDir, 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `No built assets at ${file}. Run "npm run build" (npm start and npm test do it for you).`,
    );
  }
  const raw = readFileSync(file, 'utf8');
  const manifest = JSON.parse(raw) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The Vite manifest has no entry for ${ENTRY}.`);
  const css = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk, seen = new Set<ManifestChunk>()) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    chunk.css?.forEach((c) => css.add(c));
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported) continue;
      preloads.add(imported.file);
      visit(imported, seen);
    }
  };
  visit(entry);
  const tags = [
    ...[...css].map((href) => `<link rel="stylesheet" href="/build/${href}">`),
    ...[...preloads].map((href) => `<link rel="modulepreload" href="/build/${href}">`),
    `<script type="module" src="/build/${entry.file}"></script>`,
  ].join('\n    ');
  const files = new Set<string>();
  for (const chunk of Object.values(manifest))
    [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])].forEach((f) => files.add(f));
  return {
    version: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    tags,
    files: [...files].sort(),
  };
}

/**
 * In development Vite serves the modules itself and hot-reloads them; no
 * version check. Vite's transformIndexHtml adds its client and the /build/
 * base, so the tag names the source path only.
 */
export function devAssets(): Assets {
  return { version: null, tags: `<script type="module" src="/${ENTRY}"></script>` };
}
