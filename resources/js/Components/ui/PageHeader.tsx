import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** "← Employees": where this page sits. */
  back?: { href: string; label: string };
  /** Buttons on the right (they wrap under the title when there is no room). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Every page's title block: the back link, the title (data-test="page-title"), a description and the page's actions. */
export default function PageHeader({ title, description, back, actions, children }: Props) {
  return (
    <div className="mb-6">
      {back && (
        <Link
          href={back.href}
          data-test="back-link"
          className="-ml-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900"
        >
          <span aria-hidden="true" className="mr-1">
            ←
          </span>{' '}
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 data-test="page-title" className="text-2xl font-semibold text-gray-900">
            {title}
          </h1>
          {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
