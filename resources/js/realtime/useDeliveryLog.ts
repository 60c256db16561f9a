import { useEffect } from 'react';
import { usePage } from '@inertiajs/react';
import { connectEcho } from './echo';

/**
 * docs/requirements.md §7: the public channel `delivery`, whose PackageSent payloads are only
 * logged. Both names are heard: `PackageSent` as this app's API sends it, and
 * Laravel's namespaced `App\Events\PackageSent`.
 */
export function useDeliveryLog(): void {
  const realtime = usePage().props.realtime;
  const signedIn = !!realtime;
  useEffect(() => {
    if (!realtime) return;
    let stop = () => {};
    let cancelled = false;
    const log = (payload: unknown) => console.log('PackageSent', payload);
    connectEcho(realtime)
      .then((echo) => {
        if (cancelled) return;
        const channel = echo
          .channel('delivery')
          .listen('.PackageSent', log)
          .listen('PackageSent', log);
        stop = () =>
          void channel.stopListening('.PackageSent', log).stopListening('PackageSent', log);
      })
      .catch(() => {
        // No socket client: nothing to log.
      });
    return () => {
      cancelled = true;
      stop();
    };
    // Once per sign-in: the layout is persistent and the options do not change while signed in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
}
