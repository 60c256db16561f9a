import type { InputHTMLAttributes, Ref } from 'react';
import { FIRST_DAY, LAST_DAY } from '@common/dates';
import { controlClass, useFieldControl } from './Field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & {
  ref?: Ref<HTMLInputElement>;
  /** Defaults to the surrounding Field's state. */
  invalid?: boolean;
  /** As wide as its content instead of the whole row (filters). */
  fit?: boolean;
};

/**
 * A text input in the field frame's look; id, invalid and description come from the Field around it.
 * A date input offers only the days the server accepts (common/dates.ts) unless the page narrows them.
 */
export default function TextInput({
  invalid,
  fit = false,
  className = '',
  id,
  name,
  type = 'text',
  'aria-describedby': describedBy,
  min,
  max,
  ...rest
}: Props) {
  const control = useFieldControl({ id, name, invalid, describedBy });
  const isDate = type === 'date';
  return (
    <input
      id={control.id}
      name={name}
      type={type}
      min={min ?? (isDate ? FIRST_DAY : undefined)}
      max={max ?? (isDate ? LAST_DAY : undefined)}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      className={controlClass(control.invalid, className, fit)}
      {...rest}
    />
  );
}
