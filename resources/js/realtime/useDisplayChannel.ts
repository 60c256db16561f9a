import { useEffect, useRef, useState } from 'react';
import { readXsrfToken } from '@/lib/http';

export interface DisplaySocket {
  key: string;
  host: string;
  port: number;
  scheme: 'http' | 'https';
}

/**
 * A customer display's own socket. The display is signed out, so
 * it does not use the staff's Echo (echo.ts authorises through the session);
 * its one private channel is authorised by the display link's own endpoint.
 * Calls `handlers[event]` with each event's payload, `onReconnect` after a
 * drop (what was missed is reloaded), and answers whether the channel is live
 * (the page polls while it is not).
 */
export function useDisplayChannel(
  socket: DisplaySocket,
  authUrl: string,
  channel: string,
  handlers: Record<string, (payload: unknown) => void>,
  onReconnect: () => void,
): boolean {
  const [live, setLive] = useState(false);
  // The latest handlers, without re-subscribing on every render.
  const latest = useRef({ handlers, onReconnect });
  useEffect(() => {
    latest.current = { handlers, onReconnect };
  });
  const events = Object.keys(handlers).join(',');

  useEffect(() => {
    let cancelled = false;
    let stop = () => {};
    (async () => {
      const [{ default: EchoClass }, { default: Pusher }] = await Promise.all([
        import('laravel-echo'),
        import('pusher-js'),
      ]);
      if (cancelled) return;
      const headers = () => ({
        'X-XSRF-TOKEN': readXsrfToken() ?? '',
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
      });
      const echo = new EchoClass<'reverb'>({
        broadcaster: 'reverb',
        Pusher,
        key: socket.key,
        wsHost: socket.host,
        wsPort: socket.port,
        wssPort: socket.port,
        forceTLS: socket.scheme === 'https',
        enabledTransports: ['ws', 'wss'],
        channelAuthorization: {
          endpoint: authUrl,
          transport: 'ajax',
          headers: {},
          headersProvider: headers,
        },
      });
      const connection = echo.connector.pusher.connection;
      let wasConnected = false;
      connection.bind('state_change', ({ current }: { current: string }) => {
        if (current !== 'connected') setLive(false);
      });
      connection.bind('connected', () => {
        if (wasConnected) latest.current.onReconnect();
        wasConnected = true;
      });
      const subscription = echo.private(channel);
      subscription.subscribed(() => setLive(true));
      subscription.error(() => setLive(false));
      for (const name of events.split(',').filter(Boolean))
        subscription.listen(`.${name}`, (payload: unknown) =>
          latest.current.handlers[name]?.(payload),
        );
      stop = () => echo.disconnect();
    })().catch(() => {
      // No socket client: the page keeps polling.
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [socket, authUrl, channel, events]);

  return live;
}
