import { GAP, pageWindow, type PageData, type Paginator } from '../../common/pagination';
import { routeUrl } from './urls';
import type { PlainRouteName } from '../../common/routes';

export type { PageData } from '../../common/pagination';

/**
 * Adds the page links (previous, 1 … 7 8 9 … 2376, next) to a page of a
 * list, keeping the list's filters. A window, not one link per page: 59k
 * records would otherwise send thousands of links on every visit.
 */
export function withLinks<T>(
  page: PageData<T>,
  routeName: PlainRouteName,
  filters: Record<string, string | number>,
): Paginator<T> {
  const url = (n: number) =>
    n < 1 || n > page.last_page
      ? null
      : routeUrl(routeName, {}, { ...filters, ...(n > 1 ? { page: n } : {}) });
  const pages = pageWindow(page.current_page, page.last_page).map((n) =>
    n === null
      ? { url: null, kind: 'gap' as const, label: GAP, active: false }
      : { url: url(n), kind: 'page' as const, label: String(n), active: n === page.current_page },
  );
  return {
    ...page,
    links: [
      { url: url(page.current_page - 1), kind: 'previous', label: '', active: false },
      ...pages,
      { url: url(page.current_page + 1), kind: 'next', label: '', active: false },
    ],
  };
}
