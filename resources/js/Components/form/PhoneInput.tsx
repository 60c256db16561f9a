/**
 * Phone field (spec §5, §9): shows (xxx) xxx-xxxx as you type, keeps at most
 * 10 digits, and its value is the digits only. Uses the number keyboard when
 * the on-screen keyboard is on.
 */
import { useId, useLayoutEffect, useRef } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { formatPhone } from '@common/phone';
import { caretAfterDigits, digitsBefore } from '../../lib/keyboard';
import { useVirtualKeyboard } from '../keyboard/useVirtualKeyboard';

export const PHONE_DIGITS = 10;

export interface PhoneInputProps {
  /** Digits only (at most 10). */
  value: string | null | undefined;
  onChange: (digits: string) => void;
  name: string;
  id?: string;
  label?: ReactNode;
  error?: string | null;
  'data-test'?: string;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
  autoFocus?: boolean;
}

/** The digits a new text means, given the digits before it (a deleted separator deletes the digit before it). */
export function phoneDigitsFromEdit(
  text: string,
  caret: number | null,
  previousDigits: string,
): { digits: string; caretDigits: number } {
  let digits = text.replace(/\D/g, '');
  let caretDigits = caret === null ? digits.length : digitsBefore(text, caret);
  const previousDisplay = formatPhone(previousDigits);
  if (digits === previousDigits && text.length < previousDisplay.length && caretDigits > 0) {
    digits = digits.slice(0, caretDigits - 1) + digits.slice(caretDigits);
    caretDigits -= 1;
  }
  digits = digits.slice(0, PHONE_DIGITS);
  return { digits, caretDigits: Math.min(caretDigits, digits.length) };
}

export function PhoneInput({
  value,
  onChange,
  name,
  id,
  label,
  error,
  'data-test': dataTest,
  disabled,
  placeholder = '(xxx) xxx-xxxx',
  className = '',
  inputClassName = '',
  autoFocus,
}: PhoneInputProps) {
  const autoId = useId();
  const inputId = id ?? `phone-${name}-${autoId}`;
  const errorId = `${inputId}-error`;
  const digits = (value ?? '').replace(/\D/g, '').slice(0, PHONE_DIGITS);
  const display = formatPhone(digits);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const handleText = (text: string) => {
    const el = inputRef.current;
    let caret: number | null = null;
    try {
      caret = el ? el.selectionStart : null;
    } catch {
      caret = null;
    }
    const result = phoneDigitsFromEdit(text, caret, digits);
    // Unchanged digits (a typed non-digit): React puts the formatted text back.
    if (result.digits !== digits) {
      pendingCaret.current = result.caretDigits;
      onChange(result.digits);
    }
  };

  const restoreCaret = () => {
    const el = inputRef.current;
    const n = pendingCaret.current;
    pendingCaret.current = null;
    if (!el || n === null || document.activeElement !== el) return;
    const pos = caretAfterDigits(el.value, n);
    try {
      el.setSelectionRange(pos, pos);
    } catch {
      /* ignore */
    }
  };

  useLayoutEffect(() => {
    if (pendingCaret.current !== null) restoreCaret();
  });

  const kb = useVirtualKeyboard();
  const bound = kb.bind({ field: name, value: display, layout: 'number', onChange: handleText });

  return (
    <div className={className}>
      {label !== undefined && label !== null && (
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-gray-700">
          {label}
        </label>
      )}
      <input
        {...bound}
        ref={inputRef}
        type="tel"
        inputMode={kb.enabled ? 'none' : 'tel'}
        autoComplete="tel"
        id={inputId}
        name={name}
        data-test={dataTest}
        disabled={disabled}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={bound.onChange as (e: ChangeEvent<HTMLInputElement>) => void}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`block w-full rounded-md border px-3 py-2 tabular-nums shadow-sm focus:outline-none focus:ring-2 ${
          error ? 'border-red-500 focus:ring-red-300' : 'border-gray-300 focus:ring-blue-300'
        } ${inputClassName}`}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600" data-test={dataTest ? `${dataTest}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default PhoneInput;
