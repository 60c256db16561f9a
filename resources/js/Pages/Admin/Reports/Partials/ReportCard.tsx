import type { ReactNode } from 'react';

/** A titled block of the daily report: a card on screen, a bordered box on the printed sheet. */
export function ReportCard({
  title,
  children,
  test,
  className = '',
}: {
  title: string;
  children: ReactNode;
  test: string;
  className?: string;
}) {
  return (
    <section
      data-test={test}
      aria-label={title}
      className={`report-card break-inside-avoid rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 ${className}`}
    >
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-gray-600">{title}</h2>
      {children}
    </section>
  );
}

/** A label and its amount on one line; `strong` for a total, `sub` for a part of the line above. */
export function ReportRow({
  label,
  value,
  test,
  strong = false,
  sub = false,
}: {
  label: ReactNode;
  value: ReactNode;
  test?: string;
  strong?: boolean;
  sub?: boolean;
}) {
  return (
    <div
      data-test={test}
      className={`flex items-baseline justify-between gap-3 py-1 ${strong ? 'border-t border-gray-200 font-semibold text-gray-900' : 'text-gray-800'} ${sub ? 'pl-4 text-sm text-gray-700' : ''}`}
    >
      <dt className="min-w-0">{label}</dt>
      <dd className="shrink-0 tabular-nums" data-test={test ? `${test}-value` : undefined}>
        {value}
      </dd>
    </div>
  );
}
