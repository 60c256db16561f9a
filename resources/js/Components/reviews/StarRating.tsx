import { useRef, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n';

interface Props {
  /** Names the radios and their error (`data-test="error-<name>"`). */
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
}

/**
 * Five stars as a radio group a thumb can hit (56 px each, gaps between):
 * arrow keys move along it, the chosen count is said in words beside it.
 */
export default function StarRating({ name, legend, value, onChange, error }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, from: number) => {
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? Math.min(5, from + 1)
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? Math.max(1, from - 1)
          : null;
    if (to === null) return;
    e.preventDefault();
    onChange(to);
    buttons.current[to - 1]?.focus();
  };
  const errorId = `${name}-error`;
  const { t } = useT();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-base font-medium text-gray-800">{legend}</legend>
      <div
        role="radiogroup"
        aria-label={legend}
        aria-invalid={error ? true : undefined}
        className="flex flex-wrap items-center gap-1.5"
        data-test={`stars-${name}`}
      >
        {[1, 2, 3, 4, 5].map((n) => {
          const lit = value !== null && n <= value;
          return (
            <button
              key={n}
              ref={(el) => {
                buttons.current[n - 1] = el;
              }}
              type="button"
              role="radio"
              aria-checked={value === n}
              aria-label={t('customer.review.stars', { count: n })}
              tabIndex={value === n || (value === null && n === 1) ? 0 : -1}
              onClick={() => onChange(n)}
              onKeyDown={(e) => move(e, n)}
              data-test={`${name}-star-${n}`}
              className={`flex h-14 w-14 items-center justify-center rounded-xl text-4xl leading-none transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${lit ? 'text-amber-500' : 'text-gray-300 hover:text-amber-300'}`}
            >
              <span aria-hidden="true">★</span>
            </button>
          );
        })}
        <span
          className="ml-2 min-w-20 text-sm text-gray-700"
          aria-live="polite"
          data-test={`${name}-words`}
        >
          {value ? t('customer.review.rating', { rating: value }) : ''}
        </span>
      </div>
      {error && (
        <p
          id={errorId}
          data-test={`error-${name}`}
          className="mt-1.5 text-sm font-medium text-danger-700"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
