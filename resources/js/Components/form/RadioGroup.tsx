import type { ReactNode } from 'react';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A line under the label: what choosing it means. */
  hint?: ReactNode;
}

interface Props<V extends string> {
  /** The field's name: names the radios, their ids and the error (`data-test="error-<name>"`). */
  name: string;
  legend: ReactNode;
  options: RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
  error?: string | null;
  /** Options side by side from this many (sm and up); one under the other below. */
  columns?: 1 | 2 | 3 | 4;
  className?: string;
  'data-test'?: string;
}

const GRID = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4' };

/**
 * One choice out of a few, as tiles a finger can hit (44 px and up, the whole
 * tile is the label): a fieldset with its legend, the field frame's error
 * beside it, and the red border of an invalid field.
 */
export default function RadioGroup<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  columns = 1,
  className = '',
  'data-test': dataTest,
}: Props<V>) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={className}
      data-test={dataTest}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 block text-sm font-medium text-gray-700">{legend}</legend>
      <div className={`grid gap-2 ${GRID[columns]}`}>
        {options.map((option) => {
          const id = `${name}-${option.value.replace(/\W+/g, '-')}`;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-white px-3 py-2.5 text-sm ${
                checked
                  ? 'border-primary-600 ring-1 ring-primary-600'
                  : error
                    ? 'border-danger-600'
                    : 'border-gray-300 hover:bg-gray-50'
              }`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                data-test={`${name}-${option.value}`}
                className="mt-0.5 h-5 w-5 shrink-0 accent-primary-600"
              />
              <span>
                <span className="block font-medium text-gray-900">{option.label}</span>
                {option.hint && <span className="mt-0.5 block text-gray-600">{option.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p
          data-test={`error-${name}`}
          id={errorId}
          className="mt-1.5 text-sm font-medium text-danger-700"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
