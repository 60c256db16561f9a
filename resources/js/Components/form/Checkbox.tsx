import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

/** A checkbox with its label; the whole row (44 px tall) is the tap target. */
export default function Checkbox({ label, className = '', id, name, ...rest }: Props) {
  return (
    <label
      htmlFor={id ?? name}
      className={`inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-gray-800 ${className}`}
    >
      <input
        id={id ?? name}
        name={name}
        type="checkbox"
        className="h-5 w-5 shrink-0 rounded border-gray-300 accent-primary-600"
        {...rest}
      />
      <span>{label}</span>
    </label>
  );
}
