import { Link } from '@inertiajs/react';
import type { Paginator, PaginatorLink } from '@common/pagination';
import { useT } from '@/lib/i18n';

// One paginator type for server and client (common/pagination.ts).
export type { Paginator, PaginatorLink } from '@common/pagination';

/**
 * "Showing 16–30 of 42" and the server's window of page links (which already
 * carry the list's filters; "…" marks pages left out). Nothing shows for a single page.
 */
export default function Pagination<T>({ paginator }: { paginator: Paginator<T> }) {
  const { current_page, per_page, total, last_page, links } = paginator;
  const from = total === 0 ? 0 : (current_page - 1) * per_page + 1;
  const to = Math.min(total, current_page * per_page);
  const { t } = useT();
  const words = (link: PaginatorLink) =>
    link.kind === 'previous'
      ? t('shell.previousPage')
      : link.kind === 'next'
        ? t('shell.nextPage')
        : link.label;
  return (
    <nav
      aria-label={t('shell.pagination')}
      data-test="pagination"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-600"
    >
      <p data-test="pagination-summary">
        {total === 0 ? t('shell.noResults') : t('ui.showing', { from, to, total })}
      </p>
      {last_page > 1 && (
        <ul className="flex flex-wrap gap-1">
          {links.map((link, i) => (
            <li
              key={`${i}-${link.kind}-${link.label}`}
              aria-hidden={link.kind === 'gap' ? true : undefined}
            >
              {link.url ? (
                <Link
                  href={link.url}
                  preserveState
                  preserveScroll
                  aria-current={link.active ? 'page' : undefined}
                  data-test={`page-${link.kind === 'page' ? link.label : link.kind}`}
                  className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 ${
                    link.active
                      ? 'border-primary-600 bg-primary-600 text-white'
                      : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50'
                  }`}
                >
                  {words(link)}
                </Link>
              ) : (
                <span className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-gray-200 px-3 text-gray-500">
                  {words(link)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
