import type { ReactNode } from 'react';

interface Props {
  /** The input's name: labels it (id) and names its error (data-test="error-<name>"). */
  name: string;
  /** The input's id when it is not the name (several forms on one page). */
  inputId?: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, an input, and the server's message for that field. */
export default function Field({ name, inputId, label, error, hint, className = '', children }: Props) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={inputId ?? name} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-gray-500">{hint}</p>}
      {error && (
        <p data-test={`error-${name}`} id={`${name}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
