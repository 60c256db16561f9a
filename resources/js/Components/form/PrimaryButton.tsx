import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** While true the button is disabled and shows busyLabel (or its children). */
  busy?: boolean;
  busyLabel?: string;
};

export default function PrimaryButton({ busy = false, busyLabel, disabled, className = '', children, type = 'submit', ...rest }: Props) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-gray-800 px-5 text-sm font-semibold text-white shadow-sm hover:bg-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-gray-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
      {...rest}
    >
      {busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
