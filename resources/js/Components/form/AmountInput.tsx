/**
 * Money field (docs/requirements.md §2, §5, §9): typed digits are cents and the field shows
 * two decimals — typing 1 2 5 0 shows 12.50, backspace drops the last digit,
 * anything else is ignored. The value is integer cents. Uses the number
 * keyboard when the on-screen keyboard is on; works with a physical keyboard
 * (select-all then type replaces).
 */
import { useLayoutEffect, useRef } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { controlClass, useFieldControl } from './Field';
import { AMOUNT_MAX_DIGITS, amountDisplay, amountFromText, amountKey } from '../../lib/keyboard';
import { useKeyboardInput, type KeyboardTarget } from '../keyboard/useVirtualKeyboard';

export interface AmountInputProps {
  /** Integer cents. */
  value: number | null | undefined;
  onChange: (cents: number) => void;
  name: string;
  /** Defaults to the surrounding Field's id. */
  id?: string;
  /** Defaults to the surrounding Field's state. */
  invalid?: boolean;
  'data-test'?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Digits accepted at most (default 9: $9,999,999.99). */
  maxDigits?: number;
  className?: string;
  inputClassName?: string;
  autoFocus?: boolean;
}

function allSelected(el: KeyboardTarget): boolean {
  try {
    const len = el.value.length;
    return len > 0 && el.selectionStart === 0 && el.selectionEnd === len;
  } catch {
    return false;
  }
}

export function AmountInput({
  value,
  onChange,
  name,
  id,
  invalid,
  'data-test': dataTest,
  disabled,
  placeholder,
  maxDigits = AMOUNT_MAX_DIGITS,
  className = '',
  inputClassName = '',
  autoFocus,
}: AmountInputProps) {
  const control = useFieldControl({ id, name, invalid });
  const cents =
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
  const display = amountDisplay(cents);

  // Latest cents, also across two keys before the parent re-renders.
  const latest = useRef(cents);
  useLayoutEffect(() => {
    latest.current = cents;
  }, [cents]);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const emit = (next: number) => {
    if (next === latest.current) return;
    latest.current = next;
    onChange(next);
  };

  const { props: bound, enabled: keyboardOn } = useKeyboardInput({
    field: name,
    value: display,
    layout: 'number',
    onChange: (text) => emit(amountFromText(text, maxDigits)),
    onKeyPress: (key, el) => {
      const next = amountKey(latest.current, key, allSelected(el), maxDigits);
      if (next !== null) emit(next);
      return true; // digits and backspace handled here; everything else ignored
    },
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return; // copy, paste, select all...
    const next = amountKey(latest.current, e.key, allSelected(e.currentTarget), maxDigits);
    if (next !== null) {
      e.preventDefault();
      emit(next);
    } else if (e.key.length === 1) {
      e.preventDefault(); // non-digits are ignored
    }
  };

  // Typing always happens at the end.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (el && document.activeElement === el) {
      try {
        el.setSelectionRange(el.value.length, el.value.length);
      } catch {
        /* ignore */
      }
    }
  }, [display]);

  return (
    <div className={`relative ${className}`}>
      <span
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-gray-600"
        aria-hidden="true"
      >
        $
      </span>
      <input
        {...bound}
        ref={inputRef}
        type="text"
        inputMode={keyboardOn ? 'none' : 'numeric'}
        autoComplete="off"
        id={control.id}
        name={name}
        data-test={dataTest}
        disabled={disabled}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onKeyDown={onKeyDown}
        onChange={bound.onChange as (e: ChangeEvent<HTMLInputElement>) => void}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        className={controlClass(control.invalid, `pl-7 text-right tabular-nums ${inputClassName}`)}
      />
    </div>
  );
}

export default AmountInput;
