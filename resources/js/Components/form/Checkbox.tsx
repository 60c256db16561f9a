import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

/** A checkbox with its label; the whole row is the tap target. */
export default function Checkbox({ label, className = '', id, name, ...rest }: Props) {
  return (
    <label htmlFor={id ?? name} className={`inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-gray-700 ${className}`}>
      <input id={id ?? name} name={name} type="checkbox" className="h-5 w-5 rounded border-gray-300 accent-gray-800" {...rest} />
      {label}
    </label>
  );
}
