import type { ReactNode } from 'react';

/** Read-only is visibly read-only (docs/ui.md "Read-only"): label and value as plain text, never a disabled input. */
export function DetailList({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return <dl className={`grid gap-x-6 gap-y-4 sm:grid-cols-2 ${className}`}>{children}</dl>;
}

export function Detail({
  label,
  children,
  'data-test': dataTest,
}: {
  label: ReactNode;
  children: ReactNode;
  'data-test'?: string;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd data-test={dataTest} className="mt-1 text-base text-gray-900">
        {empty ? '—' : children}
      </dd>
    </div>
  );
}
