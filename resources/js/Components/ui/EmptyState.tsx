import type { ReactNode } from 'react';

interface Props {
  /** What is (not) here, in one sentence. */
  message: ReactNode;
  /** A second line: why, or what the first action does. */
  hint?: ReactNode;
  /** The first thing to do (usually one Button or ButtonLink). */
  action?: ReactNode;
  'data-test'?: string;
}

/** The one empty list (docs/ui.md): a message and the first action to take. */
export default function EmptyState({
  message,
  hint,
  action,
  'data-test': dataTest = 'empty-state',
}: Props) {
  return (
    <div
      data-test={dataTest}
      className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center"
    >
      <p className="text-base font-medium text-gray-800">{message}</p>
      {hint && <p className="mx-auto mt-1 max-w-md text-sm text-gray-600">{hint}</p>}
      {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
