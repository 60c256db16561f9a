import { controlClass, useFieldControl } from '@/Components/form/Field';
import { useKeyboardInput } from '@/Components/keyboard/useVirtualKeyboard';

interface Props {
  value: string;
  onChange: (digits: string) => void;
  name: string;
  maxLength: number;
  'data-test'?: string;
  placeholder?: string;
  className?: string;
}

/** Digits only (a card's last four, a check number, a percentage), with the digit pad on the on-screen keyboard. */
export default function DigitsInput({
  value,
  onChange,
  name,
  maxLength,
  'data-test': dataTest,
  placeholder,
  className = '',
}: Props) {
  const control = useFieldControl({ name });
  const clean = (text: string) => text.replace(/\D/g, '').slice(0, maxLength);
  const { props, enabled } = useKeyboardInput({
    field: name,
    value,
    layout: 'number',
    onChange: (text) => onChange(clean(text)),
  });
  return (
    <input
      {...props}
      type="text"
      inputMode={enabled ? 'none' : 'numeric'}
      autoComplete="off"
      id={control.id}
      name={name}
      data-test={dataTest}
      placeholder={placeholder}
      maxLength={maxLength}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      className={controlClass(control.invalid, `tabular-nums ${className}`)}
    />
  );
}
