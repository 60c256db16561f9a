import type { StoreEventName } from '@common/storeEvents';

/**
 * Reloads the given props of the current page (an Inertia partial reload)
 * when one of the events arrives on the signed-in store's private channel.
 *
 * Placeholder until the Echo client lands (issue 8, realtime): pages call it
 * now, so they start listening the moment the connection exists.
 */
export function useStoreEvents(events: StoreEventName[], only: string[]): void {
  void events;
  void only;
}
