import { router } from '@inertiajs/react';
import { useEffect, useRef } from 'react';

/** How long typing must pause before a list asks the server again. */
export const FILTER_PAUSE_MS = 300;

/**
 * A list page asking the server again with its filters: the page keeps its
 * state (the text being typed keeps its focus) and the visit replaces the
 * history entry, so Back does not step through every search.
 */
export function visitWithFilters(
  url: string,
  query: Parameters<typeof router.get>[1],
  options: { preserveScroll?: boolean } = {},
): void {
  router.get(url, query, { preserveState: true, replace: true, ...options });
}

/**
 * The server searches and pages the list pages: once the search text has not
 * changed for FILTER_PAUSE_MS, `visit` runs. It is the `visit` of the render
 * in which the text changed, so other filters are read as they were then;
 * only the text restarts the pause. The first render visits nothing: the
 * page already shows what its filters asked for.
 */
export function useFilterVisit(text: string, visit: () => void): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(visit, FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
}
