import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClass, useFieldControl } from './Field';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
  ref?: Ref<HTMLSelectElement>;
  invalid?: boolean;
  /** As wide as its content instead of the whole row (filters). */
  fit?: boolean;
};

/** A native select (the device's own picker on touch) in the field frame's look. */
export default function Select({
  invalid,
  fit = false,
  className = '',
  id,
  name,
  'aria-describedby': describedBy,
  children,
  ...rest
}: Props) {
  const control = useFieldControl({ id, name, invalid, describedBy });
  return (
    <select
      id={control.id}
      name={name}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      className={controlClass(control.invalid, `pr-8 ${className}`, fit)}
      {...rest}
    >
      {children}
    </select>
  );
}
