// Bundles the server (server/main.ts and everything it imports from this
// repository) into dist/server/main.js with esbuild, so `npm start` runs plain
// JavaScript instead of compiling TypeScript at every start. Packages stay
// external (node_modules is there at run time). The migrations folder is
// copied next to the bundle: database/client.ts finds it relative to itself.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_BUNDLE = 'dist/server/main.js';
const SOURCES = [
  'server',
  'database',
  'common',
  'routes',
  'resources/lang',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function serverBundleStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  return Math.max(...SOURCES.filter(existsSync).map(newestMtime)) > statSync(SERVER_BUNDLE).mtimeMs;
}

export async function buildServer() {
  const { build } = await import('esbuild');
  rmSync('dist/server', { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('database/migrations', 'dist/server/migrations', { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer();
  console.log(`built ${SERVER_BUNDLE}`);
}
