import type Echo from 'laravel-echo';
import { router } from '@inertiajs/react';
import { route } from '@/lib/route';
import type { RealtimeOptions } from '@/lib/types';

/**
 * One Echo connection per page load, created on first use. laravel-echo and
 * pusher-js are imported dynamically, so a page that never asks (the login
 * page, the kiosk) does not download them.
 */
let connecting: Promise<Echo<'reverb'>> | null = null;
const reconnectListeners = new Set<() => void>();

function xsrfToken(): string {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : '';
}

/**
 * The auth calls carry the app's signed double-submit token, read when each
 * request is made (it rotates at sign-in), and ask for JSON so a refusal is
 * a plain 403.
 */
const authHeaders = () => ({
  'X-XSRF-TOKEN': xsrfToken(),
  'X-Requested-With': 'XMLHttpRequest',
  Accept: 'application/json',
});

export function connectEcho(options: RealtimeOptions): Promise<Echo<'reverb'>> {
  connecting ??= (async () => {
    // Signed out (a page whose realtime prop is null; a partial reload leaves it out): close the socket and its store
    // channel. 'success' too: a visit that replaces the history entry (the redirect after signing out) fires no
    // 'navigate'. Watched from the first call, before the socket client has loaded: on a slow tablet the sign-out can
    // land while it loads, and the socket must then never open on the sign-in page.
    let echo: Echo<'reverb'> | null = null;
    let signedOut = false;
    const watchers = (['navigate', 'success'] as const).map((name) =>
      router.on(name, (event) => {
        if (event.detail.page.props.realtime !== null) return;
        for (const stop of watchers) stop();
        signedOut = true;
        echo?.disconnect();
        connecting = null;
      }),
    );
    const [{ default: EchoClass }, { default: Pusher }] = await Promise.all([
      import('laravel-echo'),
      import('pusher-js'),
    ]);
    if (signedOut) throw new Error('signed out while the socket client loaded');
    const tls = options.scheme === 'https';
    // docs/requirements.md §7: the app's host, 443 over TLS in production (the local port in development), ws and wss only.
    echo = new EchoClass<'reverb'>({
      broadcaster: 'reverb',
      Pusher,
      key: options.key,
      wsHost: options.host,
      wsPort: options.port,
      wssPort: options.port,
      forceTLS: tls,
      enabledTransports: ['ws', 'wss'],
      channelAuthorization: {
        endpoint: route('broadcasting.auth'),
        transport: 'ajax',
        headers: {},
        headersProvider: authHeaders,
      },
      userAuthentication: {
        endpoint: route('broadcasting.user_auth'),
        transport: 'ajax',
        headers: {},
        headersProvider: authHeaders,
      },
    });
    // Inertia 3 has no axios for Echo to hook: name this socket on our own visits, so a broadcast can skip its sender.
    const connected = echo;
    router.on('before', (event) => {
      const id = connected.socketId();
      if (id) event.detail.visit.headers['X-Socket-ID'] = id;
    });
    // After a drop, what was missed while away is reloaded by whoever listens.
    let wasConnected = false;
    connected.connector.pusher.connection.bind('connected', () => {
      if (wasConnected) for (const listener of reconnectListeners) listener();
      wasConnected = true;
    });
    return connected;
  })();
  return connecting;
}

/** Calls `listener` each time the socket comes back after a drop; returns the unsubscribe. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}
