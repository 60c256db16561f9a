import { routeUrl } from './urls';

export interface PageOf<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * The one paginator shape of every list (CONVENTIONS 9), with Laravel's page
 * links (« Previous, 1 … n, Next ») that keep the list's filters.
 */
export function withLinks<T>(page: PageOf<T>, routeName: string, filters: Record<string, string | number>) {
  const url = (n: number) => (n < 1 || n > page.last_page ? null : routeUrl(routeName, {}, { ...filters, ...(n > 1 ? { page: n } : {}) }));
  const pages = Array.from({ length: page.last_page }, (_, i) => ({ url: url(i + 1), label: String(i + 1), active: i + 1 === page.current_page }));
  return {
    ...page,
    links: [{ url: url(page.current_page - 1), label: '« Previous', active: false }, ...pages, { url: url(page.current_page + 1), label: 'Next »', active: false }],
  };
}
