import type { InputHTMLAttributes, Ref } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
};

/** A touch-sized text input (44px tall). `id` defaults to `name`, matching Field. */
export default function TextInput({ invalid = false, className = '', id, name, type = 'text', ...rest }: Props) {
  return (
    <input
      id={id ?? name}
      name={name}
      type={type}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid && name ? `${name}-error` : undefined}
      className={`block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-gray-900 shadow-sm placeholder:text-gray-400 focus:outline-none focus:ring-2 disabled:bg-gray-100 sm:text-sm ${
        invalid ? 'border-red-400 focus:border-red-500 focus:ring-red-200' : 'border-gray-300 focus:border-gray-500 focus:ring-gray-200'
      } ${className}`}
      {...rest}
    />
  );
}
