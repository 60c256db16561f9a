import { useEffect } from 'react';
import { router, usePage } from '@inertiajs/react';
import type { StoreEventName } from '@common/storeEvents';
import { connectEcho, onReconnect } from './echo';

/** A burst of events (a ticket paid with its check-in done and turns moved) becomes one reload. */
const COALESCE_MS = 150;

/**
 * Reloads the given props of the current page (an Inertia partial reload)
 * when one of the events arrives on the signed-in store's private channel,
 * and after the socket comes back from a drop (events may have been missed).
 */
export function useStoreEvents(events: StoreEventName[], only: string[]): void {
  const realtime = usePage().props.realtime;
  const channel = realtime?.channel ?? null;
  // Compared by value: callers pass fresh array literals on every render.
  const eventList = events.join(',');
  const onlyList = only.join(',');

  useEffect(() => {
    if (!realtime || !channel) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop = () => {};
    let cancelled = false;
    const props = onlyList.split(',');
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => router.reload({ only: props }), COALESCE_MS);
    };
    const names = eventList.split(',').map((name) => `.${name}`);
    const stopReconnect = onReconnect(reload);
    connectEcho(realtime)
      .then((echo) => {
        if (cancelled) return;
        const subscription = echo.private(channel);
        for (const name of names) subscription.listen(name, reload);
        stop = () => {
          for (const name of names) subscription.stopListening(name, reload);
        };
      })
      .catch(() => {
        // No live updates (the socket client failed to load): the page still works and refreshes on the next visit.
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopReconnect();
      stop();
    };
    // realtime is the same object for a page's life; the channel and the lists are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel, eventList, onlyList]);
}
