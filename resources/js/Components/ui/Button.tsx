import { Link, type InertiaLinkProps } from '@inertiajs/react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** md = 44 px (every tap target, docs/ui.md), lg = 56 px (the counter's big actions, POS). */
export type ButtonSize = 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** A destructive action in a quiet button (a row's Delete): ghost or secondary in the danger colour. */
  destructive?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-primary-600 text-white shadow-sm hover:bg-primary-700 active:bg-primary-800 focus-visible:ring-primary-500',
  secondary:
    'border border-gray-300 bg-white shadow-sm hover:bg-gray-50 active:bg-gray-100 focus-visible:ring-primary-500',
  danger:
    'bg-danger-600 text-white shadow-sm hover:bg-danger-700 active:bg-danger-800 focus-visible:ring-danger-500',
  ghost: 'focus-visible:ring-primary-500',
};
/** Text colour (and hover wash) of the quiet variants, by tone. */
const QUIET: Record<'secondary' | 'ghost', [normal: string, destructive: string]> = {
  secondary: ['text-gray-800', 'text-danger-700'],
  ghost: [
    'text-primary-700 hover:bg-primary-50 active:bg-primary-100',
    'text-danger-700 hover:bg-danger-50 active:bg-danger-100',
  ],
};
const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 min-w-11 px-4 text-sm',
  lg: 'min-h-14 min-w-14 px-6 text-lg',
};

/** The classes of a button look, for the rare element that is neither <button> nor <Link>. */
export function buttonClass(
  { variant = 'primary', size = 'md', block = false, destructive = false }: Look = {},
  extra = '',
): string {
  const tone =
    variant === 'secondary' || variant === 'ghost' ? QUIET[variant][destructive ? 1 : 0] : '';
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors select-none focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${tone} ${SIZES[size]} ${block ? 'w-full' : ''} ${extra}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    ref?: Ref<HTMLButtonElement>;
    /** While true the button is disabled, says so to assistive tech, and shows busyLabel (or its children) with a spinner. */
    busy?: boolean;
    busyLabel?: ReactNode;
  };

/** The one button (docs/ui.md): primary, secondary, danger or ghost; md 44 px or lg 56 px. */
export function Button({
  variant,
  size,
  block,
  destructive,
  busy = false,
  busyLabel,
  disabled,
  className = '',
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, block, destructive }, className)}
      {...rest}
    >
      {busy && (
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden="true"
        />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

type ButtonLinkProps = InertiaLinkProps & Look & { className?: string };

/** A link that looks like a button (same variants and sizes). */
export function ButtonLink({
  variant,
  size,
  block,
  destructive,
  className = '',
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClass({ variant, size, block, destructive }, className)} {...rest} />
  );
}

export default Button;

/** A text link with a 44 px tall tap area (secondary navigation: "Forgot your password?", "Back to log in"). */
export const textLinkClass =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary-700 underline-offset-4 hover:text-primary-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500';
