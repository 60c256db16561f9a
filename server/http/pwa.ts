import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import express, { type Express } from 'express';
import type { Assets } from '../inertia/assets';

/**
 * The installable app: the web manifest, its icons and the service
 * worker. The worker is served from the root path so its scope is the whole
 * site, and is built per asset version: the build's file list and version are
 * written into it, so a new build installs a new worker that drops the old
 * build's cache. No session, no store: these are the same for everyone.
 */

export const THEME_COLOR = '#0f766e';

const manifest = {
  name: 'Chairside',
  short_name: 'Chairside',
  description: 'Point of sale and back office for nail salons.',
  id: '/dashboard',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#ffffff',
  theme_color: THEME_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The worker's source with this build's version and files in it. */
export function serviceWorkerSource(
  template: string,
  assets: Pick<Assets, 'version' | 'files'>,
): string {
  return template
    .replace("'__CHAIRSIDE_VERSION__'", JSON.stringify(assets.version ?? 'dev'))
    .replace('/* precache */ []', JSON.stringify(assets.files ?? []));
}

export function mountPwa(app: Express, assets: () => Assets) {
  const template = readFileSync(resolve('resources/pwa/sw.js'), 'utf8');
  let built: { version: string | null; source: string } | null = null;
  app.get('/sw.js', (_req, res) => {
    const current = assets();
    if (built?.version !== current.version)
      built = { version: current.version, source: serviceWorkerSource(template, current) };
    // Browsers check for a new worker on every navigation; it must never be served from an HTTP cache.
    res
      .set({
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Service-Worker-Allowed': '/',
      })
      .send(built.source);
  });
  app.get('/manifest.webmanifest', (_req, res) => {
    res
      .set({
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      })
      .send(JSON.stringify(manifest));
  });
  app.use(
    '/icons',
    express.static(resolve('public/icons'), { index: false, fallthrough: false, maxAge: '1d' }),
  );
}
