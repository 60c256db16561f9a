import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import { firstError } from '@/lib/format';
import Icon from './Icon';

/**
 * The success message, else the error message, else the first validation
 * error (spec §2). Dismissing hides it until the next page arrives. Flash is
 * read from the page level (`page.flash`, Inertia 3): the client stores pages
 * in history without it, so Back does not bring "Employee created." back.
 */
export default function FlashBanner({ includeErrors = true }: { includeErrors?: boolean }) {
  const page = usePage();
  const { flash } = page;
  const { errors } = page.props;
  const [dismissedOn, setDismissedOn] = useState<object | null>(null);
  const success = flash?.success || null;
  const error = success ? null : flash?.error || (includeErrors ? firstError(errors) : null);
  const message = success ?? error;
  if (!message || dismissedOn === page) return null;

  return (
    <div
      data-test="flash"
      data-kind={success ? 'success' : 'error'}
      role={success ? 'status' : 'alert'}
      className={`mb-4 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${
        success ? 'border-primary-200 bg-primary-50 text-primary-800' : 'border-danger-200 bg-danger-50 text-danger-800'
      }`}
    >
      <p className="flex-1 self-center">{message}</p>
      <button type="button" aria-label="Dismiss" onClick={() => setDismissedOn(page)} className="-my-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5">
        <Icon name="x" className="h-4 w-4" />
      </button>
    </div>
  );
}
