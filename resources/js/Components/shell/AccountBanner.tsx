import { Link, router, usePage } from '@inertiajs/react';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';

/**
 * The store's billing notices, above every page: support signed in
 * as this account now (with the way back), read-only until an invoice is
 * paid, and the last time support signed in, so the owner always knows
 * (with the way to what it did).
 */
export default function AccountBanner() {
  const { account, auth } = usePage().props;
  const { t } = useT();
  if (!account) return null;
  // Support sign-ins (what support did) is the page of whoever may manage the store's settings.
  const seesAudit = can(auth.user, 'manage settings');
  return (
    <div className="mb-4 space-y-2 print:hidden">
      {account.support && (
        <div
          role="status"
          data-test="support-banner"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <span>
            {t('shell.support.signedInAs', { time: account.support.since })}{' '}
            {t('shell.support.ownerOnly')}
          </span>
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
          {seesAudit && (
            <>
              {' '}
              <Link
                href={route('support-sessions.index')}
                className="font-semibold text-primary-700 underline"
                data-test="support-audit-link"
              >
                {t('shell.support.seeWhat')}
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
