import { createContext, useContext, type ReactNode } from 'react';
import { translateMessage } from '@/lib/i18n';

/** What a control inside a Field needs: its id, whether it is invalid, and the ids of its help and error lines. */
export interface FieldState {
  id: string;
  name: string;
  invalid: boolean;
  describedBy: string | undefined;
}

const FieldContext = createContext<FieldState | null>(null);

/**
 * A control's id, invalid flag and aria-describedby: its own props first, then
 * the Field around it, so <TextInput> inside <Field> needs no wiring.
 */
export function useFieldControl(own: {
  id?: string;
  name?: string;
  invalid?: boolean;
  describedBy?: string;
}): { id: string | undefined; invalid: boolean; describedBy: string | undefined } {
  const field = useContext(FieldContext);
  return {
    id: own.id ?? field?.id ?? own.name,
    invalid: own.invalid ?? field?.invalid ?? false,
    describedBy: own.describedBy ?? field?.describedBy,
  };
}

/**
 * The look of every text-like control: 44 px tall, red border when invalid.
 * Full width unless `fit` (filters beside each other, the two ends of a time range).
 */
export function controlClass(invalid: boolean, extra = '', fit = false): string {
  return `block min-h-11 ${fit ? 'w-auto' : 'w-full'} rounded-lg border bg-white px-3 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:outline-none focus:ring-2 disabled:bg-gray-100 disabled:text-gray-600 ${
    invalid
      ? 'border-danger-600 focus:border-danger-600 focus:ring-danger-200'
      : 'border-gray-300 focus:border-primary-600 focus:ring-primary-200'
  } ${extra}`;
}

interface Props {
  /** The field's name: names its error (`data-test="error-<name>"`) and, by default, the control's id. */
  name: string;
  /** The control's id when it is not the name (several forms on one page). */
  id?: string;
  label: ReactNode;
  error?: string | null;
  /** A line of help under the control (hidden while an error shows). */
  help?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The one field frame (docs/ui.md "Forms"): label, control, help, and the message for that field. */
export default function Field({ name, id, label, error, help, className = '', children }: Props) {
  const controlId = id ?? name;
  const errorId = `${controlId}-error`;
  const helpId = `${controlId}-help`;
  const showHelp = !!help && !error;
  const state: FieldState = {
    id: controlId,
    name,
    invalid: !!error,
    describedBy: error ? errorId : showHelp ? helpId : undefined,
  };
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={controlId} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <FieldContext.Provider value={state}>{children}</FieldContext.Provider>
      {showHelp && (
        <p id={helpId} className="text-sm text-gray-600">
          {help}
        </p>
      )}
      {error && (
        <p data-test={`error-${name}`} id={errorId} className="text-sm font-medium text-danger-700">
          {translateMessage(error)}
        </p>
      )}
    </div>
  );
}
