/* global self, caches */
/**
 * Chairside's service worker, served at /sw.js (root scope) by server/http/pwa.ts, which fills in
 * the build's version and the files of Vite's manifest. Plain JavaScript, not bundled: it must
 * exist before the app's own code loads.
 *
 * - Built assets (/build/, hashed names): precached at install, then cache first.
 * - The pages a station needs (dashboard with its time clock, the POS): network first; the last
 *   copy is the fallback when the server is unreachable, so a station still opens.
 * - Nothing else is cached: no POST, no Inertia JSON visit, no JSON call. The page copies are one
 *   signed-in person's: they are dropped when anyone signs in or out at this browser, or when the
 *   server sends a station page to the sign-in screen.
 */
const VERSION = '__CHAIRSIDE_VERSION__';
const PRECACHE = /* precache */ [];
const ASSETS = `chairside-assets-${VERSION}`;
const PAGES = 'chairside-pages';
/** Files outside /build/ that every page shows (the logo, the default avatar) or that installing needs. */
const STATIC = [
  '/logo.svg',
  '/images/default-avatar.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];
/** The station's pages, by path (their query, such as ?technician=, is ignored when matching). */
const STATION_PAGES = ['/dashboard', '/dashboard/pos/pay', '/dashboard/pos/pay/ticket'];
/** Signing in or out (or a super admin entering or leaving a store) changes whose pages these would be. */
const SESSION_CHANGE =
  /^\/(login|logout|register|reset-password|two-factor-challenge|employee\/login|dashboard\/support-session|dashboard\/users\/\d+\/impersonate)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

/** A few at a time, so installing never floods the station's link or the server. */
async function precache() {
  const cache = await caches.open(ASSETS);
  const queue = [...STATIC, ...PRECACHE.map((file) => `/build/${file}`)];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (await cache.match(url)) continue;
      const res = await fetch(url, { credentials: 'same-origin' });
      if (res.ok) await cache.put(url, res);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Another build's assets are dead weight: only this version's cache stays.
      for (const name of await caches.keys())
        if (name.startsWith('chairside-assets-') && name !== ASSETS) await caches.delete(name);
      await self.clients.claim();
      await warmStationPages();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'forget-pages') event.waitUntil(caches.delete(PAGES));
});

/** Fetches the station pages once so a station that goes offline before visiting them still has them. */
async function warmStationPages() {
  const cache = await caches.open(PAGES);
  await Promise.all(
    STATION_PAGES.map(async (path) => {
      try {
        // A prefetch to the server: it leaves the session's one-time messages for the page the person really opens.
        const res = await fetch(path, {
          credentials: 'same-origin',
          headers: { Accept: 'text/html', Purpose: 'prefetch' },
        });
        if (isOwnPage(res, path)) await cache.put(path, res);
      } catch {
        // Offline while warming: nothing to keep.
      }
    }),
  );
}

/** A page worth keeping: the page itself (no redirect to sign-in or elsewhere), successful, HTML. */
function isOwnPage(res, path) {
  return (
    res.ok &&
    !res.redirected &&
    new URL(res.url).pathname === path &&
    (res.headers.get('content-type') || '').includes('text/html')
  );
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (req.method !== 'GET') {
    if (SESSION_CHANGE.test(url.pathname)) event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (url.pathname.startsWith('/build/') || STATIC.includes(url.pathname)) {
    event.respondWith(cacheFirst(req));
    return;
  }
  // Only a full page load (not an Inertia visit, which asks for JSON with X-Inertia) of a station page.
  if (req.mode === 'navigate' && STATION_PAGES.includes(url.pathname))
    event.respondWith(networkFirst(event, req, url.pathname));
});

async function cacheFirst(req) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(req, { ignoreVary: true });
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) await cache.put(req, res.clone());
  return res;
}

async function networkFirst(event, req, path) {
  const cache = await caches.open(PAGES);
  try {
    const res = await fetch(req);
    if (isOwnPage(res, path)) {
      await cache.put(path, res.clone());
      // The first station page seen after signing in also fetches the others for later.
      if ((await cache.keys()).length < STATION_PAGES.length) event.waitUntil(warmStationPages());
    } else if (res.redirected) {
      // Sent elsewhere (signed out, expired): the copies are no longer this browser's to show.
      await caches.delete(PAGES);
    }
    return res;
  } catch (err) {
    const copy = await cache.match(path, { ignoreSearch: true, ignoreVary: true });
    if (copy) return copy;
    throw err;
  }
}
