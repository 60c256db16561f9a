import { Link } from '@inertiajs/react';

interface Props {
  currentPage: number;
  lastPage: number;
  /** The URL of a page, keeping the filters. */
  pageUrl: (page: number) => string;
}

/** Previous / page N of M / Next, for the server's paginator. */
export default function Pager({ currentPage, lastPage, pageUrl }: Props) {
  if (lastPage <= 1) return null;
  const link = 'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-700 hover:bg-gray-50';
  return (
    <nav aria-label="Pages" data-test="pager" className="mt-4 flex items-center justify-between gap-3">
      {currentPage > 1 ? <Link href={pageUrl(currentPage - 1)} preserveScroll className={link} data-test="page-previous">Previous</Link> : <span />}
      <span className="text-sm text-gray-600">Page {currentPage} of {lastPage}</span>
      {currentPage < lastPage ? <Link href={pageUrl(currentPage + 1)} preserveScroll className={link} data-test="page-next">Next</Link> : <span />}
    </nav>
  );
}
