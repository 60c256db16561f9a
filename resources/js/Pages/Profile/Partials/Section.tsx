import type { ReactNode } from 'react';

/** One part of the profile: a heading and a line of what it is for, beside (wide) or above (narrow) its form. */
export default function Section({
  title,
  description,
  children,
  'data-test': dataTest,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  'data-test'?: string;
}) {
  return (
    <section
      data-test={dataTest}
      className="grid gap-4 border-b border-gray-200 py-6 last:border-b-0 lg:grid-cols-3"
    >
      <div>
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <p className="mt-1 text-sm text-gray-600">{description}</p>
      </div>
      <div className="min-w-0 rounded-xl bg-white p-4 shadow-sm sm:p-6 lg:col-span-2">
        {children}
      </div>
    </section>
  );
}
