import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import { firstError } from '@/lib/format';
import Icon from './Icon';
import { useT } from '@/lib/i18n';

interface Shown {
  message: string;
  success: boolean;
  url: string;
  component: string;
}

/**
 * The success message, else the error message, else the first validation
 * error (docs/requirements.md §2). Dismissing hides it until the next message. Flash is read
 * from the page level (`page.flash`, Inertia 3): the client stores pages in
 * history without it, so Back does not bring "Employee created." back.
 * A reload of the same page without a message (a live update's partial
 * reload right after the save that caused it) keeps a success showing.
 */
export default function FlashBanner({ includeErrors = true }: { includeErrors?: boolean }) {
  const page = usePage();
  const { t } = useT();
  const { flash } = page;
  const { errors } = page.props;
  // What showed last render: kept in state, adjusted while rendering (React's "storing information from previous renders").
  const [last, setLast] = useState<Shown | null>(null);
  const [dismissed, setDismissed] = useState<Shown | null>(null);
  const success = flash?.success || null;
  const error = success ? null : flash?.error || (includeErrors ? firstError(errors) : null);
  const fresh = success ?? error;
  let shown: Shown | null = null;
  if (fresh) {
    const same =
      last && last.message === fresh && last.url === page.url && last.component === page.component;
    shown = same
      ? last
      : { message: fresh, success: !!success, url: page.url, component: page.component };
  } else if (last?.success && last.url === page.url && last.component === page.component) {
    // Only a success stays: an error belongs to the errors the reload replaced.
    shown = last;
  }
  if (shown !== last) setLast(shown);
  if (!shown || dismissed === shown) return null;
  const { message } = shown;

  return (
    <div
      data-test="flash"
      data-kind={shown.success ? 'success' : 'error'}
      role={shown.success ? 'status' : 'alert'}
      className={`mb-4 flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${
        shown.success
          ? 'border-primary-200 bg-primary-50 text-primary-800'
          : 'border-danger-200 bg-danger-50 text-danger-800'
      }`}
    >
      <p className="flex-1 self-center">{message}</p>
      <button
        type="button"
        aria-label={t('common.dismiss')}
        onClick={() => setDismissed(shown)}
        className="-my-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
      >
        <Icon name="x" className="h-4 w-4" />
      </button>
    </div>
  );
}
