// `npm start`: build the client and the server bundle when they are missing or
// older than their sources, then serve with plain node (no TypeScript loader).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverBundleStale, SERVER_BUNDLE } from './build-server.mjs';

const manifest = 'public/build/manifest.json';

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ['resources', 'vite.config.ts', 'common', 'package-lock.json'].filter(existsSync);
const stale =
  !existsSync(manifest) || Math.max(...sources.map(newestMtime)) > statSync(manifest).mtimeMs;
if (stale) {
  console.log('Building the client (vite build)…');
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverBundleStale()) {
  console.log('Building the server (esbuild)…');
  await buildServer();
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', SERVER_BUNDLE, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
