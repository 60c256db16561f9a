import type { ReactNode } from 'react';

const TONES = {
  primary: 'bg-primary-50 text-primary-800 ring-primary-200',
  neutral: 'bg-gray-100 text-gray-700 ring-gray-200',
  danger: 'bg-danger-50 text-danger-800 ring-danger-200',
};

/** A small status label in the product's colours. */
export default function Badge({
  tone = 'neutral',
  children,
  'data-test': dataTest,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  'data-test'?: string;
}) {
  return (
    <span
      data-test={dataTest}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
