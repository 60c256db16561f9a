/**
 * Phone field (docs/requirements.md §5, §9): shows (xxx) xxx-xxxx as you type, keeps at most
 * 10 digits, and its value is the digits only. Uses the number keyboard when
 * the on-screen keyboard is on.
 */
import { useLayoutEffect, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { controlClass, useFieldControl } from './Field';
import { formatPhone } from '@common/phone';
import { caretAfterDigits, digitsBefore } from '../../lib/keyboard';
import { useKeyboardInput } from '../keyboard/useVirtualKeyboard';

export const PHONE_DIGITS = 10;

export interface PhoneInputProps {
  /** Digits only (at most 10). */
  value: string | null | undefined;
  onChange: (digits: string) => void;
  name: string;
  /** Defaults to the surrounding Field's id. */
  id?: string;
  /** Defaults to the surrounding Field's state. */
  invalid?: boolean;
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
  invalid,
  'data-test': dataTest,
  disabled,
  placeholder = '(xxx) xxx-xxxx',
  className = '',
  inputClassName = '',
  autoFocus,
}: PhoneInputProps) {
  const control = useFieldControl({ id, name, invalid });
  const digits = (value ?? '').replace(/\D/g, '').slice(0, PHONE_DIGITS);
  const display = formatPhone(digits);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const handleText = (text: string) => {
    const el = inputRef.current;
    let caret: number | null;
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

  const { props: bound, enabled: keyboardOn } = useKeyboardInput({
    field: name,
    value: display,
    layout: 'number',
    onChange: handleText,
  });

  return (
    <input
      {...bound}
      ref={inputRef}
      type="tel"
      inputMode={keyboardOn ? 'none' : 'tel'}
      autoComplete="tel"
      id={control.id}
      name={name}
      data-test={dataTest}
      disabled={disabled}
      placeholder={placeholder}
      autoFocus={autoFocus}
      onChange={bound.onChange as (e: ChangeEvent<HTMLInputElement>) => void}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      className={controlClass(control.invalid, `tabular-nums ${className} ${inputClassName}`)}
    />
  );
}

export default PhoneInput;
