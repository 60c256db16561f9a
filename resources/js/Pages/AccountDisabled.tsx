import { Head, router } from '@inertiajs/react';
import { Button } from '@/Components/ui/Button';
import AccountBanner from '@/Components/shell/AccountBanner';
import { route } from '@/lib/route';
import { useT } from '@/lib/i18n';
import type { PageProps } from '@common/pages';

/** What a disabled store's people see on every store screen: nothing of theirs is deleted. */
export default function AccountDisabled({ store, reason, contact }: PageProps<'AccountDisabled'>) {
  const { t } = useT();
  // The address is a link inside the sentence, wherever the language puts it.
  const [before, after] = t('shell.disabled.kept', { email: '\u0001' }).split('\u0001');
  return (
    <>
      <Head title={t('shell.disabled.title')} />
      <main
        className="mx-auto flex min-h-[70vh] max-w-lg flex-col justify-center px-4 py-10"
        data-test="account-disabled"
      >
        <AccountBanner />
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-danger-700">
            {t('shell.disabled.title')}
          </p>
          <h1 className="mt-2 text-2xl font-bold text-gray-900">{store}</h1>
          <p className="mt-3 text-gray-800" data-test="account-disabled-reason">
            {reason}
          </p>
          <p className="mt-3 text-gray-700">
            {before}
            <a
              className="font-semibold text-primary-700 underline"
              href={`mailto:${contact.email}`}
            >
              {contact.email}
            </a>
            {after}
          </p>
          <div className="mt-6">
            <Button
              onClick={() => router.post(route('logout'))}
              data-test="account-disabled-logout"
            >
              {t('shell.logout')}
            </Button>
          </div>
        </div>
      </main>
    </>
  );
}
