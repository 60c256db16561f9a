import { router } from '@inertiajs/react';
import { noteNetworkFailure } from './network';

/**
 * Registers the service worker (/sw.js, resources/pwa/sw.js) once the back office is open:
 * the first time a /dashboard page shows (on load, or after signing in, which is an Inertia
 * visit), so a customer's phone on a booking or review page never downloads the back office's
 * assets. Built client only: in development Vite serves modules a cache would get in the way of.
 */
export function registerServiceWorker() {
  // A visit or a deferred prop the server could not be reached for: the station is offline for a while (the POS
  // then rings up in cash), and the page stays as it is instead of Inertia throwing.
  router.on('networkError', () => {
    noteNetworkFailure();
    return false;
  });
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let done = false;
  const register = () => {
    if (done || !window.location.pathname.startsWith('/dashboard')) return;
    done = true;
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  };
  // After the page has loaded: installing precaches the build, which must not compete with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  router.on('navigate', () => {
    if (document.readyState === 'complete') register();
  });
}
