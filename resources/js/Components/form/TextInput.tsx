import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, useFieldControl } from './Field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & {
  ref?: Ref<HTMLInputElement>;
  /** Defaults to the surrounding Field's state. */
  invalid?: boolean;
  /** As wide as its content instead of the whole row (filters). */
  fit?: boolean;
};

/** A text input in the field frame's look; id, invalid and description come from the Field around it. */
export default function TextInput({ invalid, fit = false, className = '', id, name, type = 'text', 'aria-describedby': describedBy, ...rest }: Props) {
  const control = useFieldControl({ id, name, invalid, describedBy });
  return (
    <input
      id={control.id}
      name={name}
      type={type}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      className={controlClass(control.invalid, className, fit)}
      {...rest}
    />
  );
}
