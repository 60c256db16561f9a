/**
 * The one paginator of every list (docs/architecture.md "Conventions" 9), shared by the server that
 * builds it and the Pagination component that draws it.
 */
export interface PageData<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * A link of the paginator: a value, never words. `label` is the page number (or "…" for a gap);
 * the page says "« Previous" and "Next »" in the reader's language from `kind`.
 */
export interface PaginatorLink {
  url: string | null;
  kind: 'previous' | 'page' | 'gap' | 'next';
  label: string;
  active: boolean;
}

export interface Paginator<T> extends PageData<T> {
  /** « Previous, a window of pages with "…" gaps, Next »: a bounded list however many pages there are. */
  links: PaginatorLink[];
}

export const GAP = '…';

/**
 * The page numbers a paginator shows: the first, the last and the current
 * one ±`radius`, with `null` where pages are left out. A gap that would hide
 * a single page shows that page instead (1 2 3 4, not 1 … 3 4).
 */
export function pageWindow(current: number, last: number, radius = 2): (number | null)[] {
  const shown = new Set<number>([1, last]);
  for (let n = current - radius; n <= current + radius; n++) if (n >= 1 && n <= last) shown.add(n);
  const sorted = [...shown].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const prev = out.at(-1);
    if (typeof prev === 'number' && n - prev === 2) out.push(prev + 1);
    else if (typeof prev === 'number' && n - prev > 2) out.push(null);
    out.push(n);
  }
  return out;
}
