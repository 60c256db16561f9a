import { router, usePage } from '@inertiajs/react';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import { useT } from '@/lib/i18n';

/**
 * The store's billing notices (issue 20), above every page: support signed in
 * as this account now (with the way back), read-only until an invoice is
 * paid, and the last time support signed in, so the owner always knows.
 */
export default function AccountBanner() {
  const account = usePage().props.account;
  const { t } = useT();
  if (!account) return null;
  return (
    <div className="mb-4 space-y-2 print:hidden">
      {account.support && (
        <div
          role="status"
          data-test="support-banner"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <span>{t('shell.support.signedInAs', { time: account.support.since })}</span>
          <Button
            variant="secondary"
            onClick={() => router.delete(route('support-session.destroy'))}
            data-test="support-end"
          >
            {t('shell.support.end')}
          </Button>
        </div>
      )}
      {account.read_only && (
        <div
          role="alert"
          data-test="read-only-banner"
          className="rounded-xl bg-danger-50 p-3 text-sm font-medium text-danger-800 ring-1 ring-danger-200"
        >
          {t('shell.readOnly')}
        </div>
      )}
      {!account.support && account.last_support_at && (
        <p data-test="support-notice" className="text-sm text-gray-600">
          {t('shell.support.was', { time: account.last_support_at })}
        </p>
      )}
    </div>
  );
}
