import { useEffect, useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  onSubmit: () => void;
  /** The form's current errors: after a submit that ends with errors, focus moves to the first invalid field. */
  errors: Partial<Record<string, string | undefined>>;
  children: ReactNode;
};

/** The first invalid control in document order, else the first error message. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  if (!root) return;
  const control = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (control) {
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
    return;
  }
  root.querySelector<HTMLElement>('[data-test^="error-"]')?.scrollIntoView({ block: 'center' });
}

/**
 * Every form of the product: no browser validation bubbles (noValidate; the
 * server's messages show beside each field), and after a failed submit the
 * first invalid field gets the focus.
 */
export default function Form({ onSubmit, errors, children, ...rest }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const awaitingResult = useRef(false);
  const hasErrors = Object.values(errors).some(Boolean);

  useEffect(() => {
    if (!awaitingResult.current || !hasErrors) return;
    awaitingResult.current = false;
    focusFirstInvalid(form.current);
  }, [errors, hasErrors]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    awaitingResult.current = true;
    onSubmit();
  };

  return (
    <form ref={form} noValidate onSubmit={submit} {...rest}>
      {children}
    </form>
  );
}
