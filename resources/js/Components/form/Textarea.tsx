import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, useFieldControl } from './Field';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & {
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
};

export default function Textarea({
  invalid,
  className = '',
  id,
  name,
  'aria-describedby': describedBy,
  ...rest
}: Props) {
  const control = useFieldControl({ id, name, invalid, describedBy });
  return (
    <textarea
      id={control.id}
      name={name}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      className={controlClass(control.invalid, `py-2 ${className}`)}
      {...rest}
    />
  );
}
