import { Head, Link, router } from '@inertiajs/react';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import ClockRecordsPanel from '@/Components/ClockRecordsPanel';
import PageHeader from '@/Components/ui/PageHeader';
import { SETUP_ITEM_LABELS } from '@/Components/setup/setupItemLabels';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import type { PageProps } from '@common/pages';
import type { Props } from '@common/pages/Admin/Dashboard';

/** Today at a glance: net sales, tickets, tips and the check-in queue, reloaded (only this prop) when a ticket is paid or the queue moves. */
function Headline({ headline }: { headline: NonNullable<Props['headline']> }) {
  useStoreEvents(['TicketPaid', 'CheckInChanged'], ['headline']);
  const { t } = useT();
  const format = useFormat();
  const cards = [
    { label: t('dashboard.salesToday'), value: format.money(headline.sales_cents), test: 'sales' },
    { label: t('dashboard.tickets'), value: format.number(headline.tickets), test: 'tickets' },
    { label: t('dashboard.tips'), value: format.money(headline.tip_cents), test: 'tips' },
    { label: t('dashboard.waiting'), value: format.number(headline.waiting), test: 'waiting' },
  ];
  return (
    <dl data-test="dashboard-headline" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((c) => (
        <div key={c.test} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <dt className="text-sm font-medium text-gray-600">{c.label}</dt>
          <dd
            data-test={`headline-${c.test}`}
            className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums"
          >
            {c.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Finish setting up": what a new store has left, each linked to its screen, until nothing is or the owner hides it. */
function FinishSetup({ setup }: { setup: NonNullable<Props['setup']> }) {
  const { t } = useT();
  return (
    <section
      data-test="dashboard-setup"
      className="mb-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{t('dashboard.finishSetup')}</h2>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href={setup.url} data-test="dashboard-setup-open">
            {t('dashboard.openSetup')}
          </ButtonLink>
          <ButtonLink
            href={setup.welcome_url}
            variant="secondary"
            data-test="dashboard-setup-welcome"
          >
            {t('dashboard.welcome')}
          </ButtonLink>
          <Button
            variant="ghost"
            data-test="dashboard-setup-hide"
            onClick={() => router.post(setup.dismiss_url, {}, { preserveScroll: true })}
          >
            {t('dashboard.hide')}
          </Button>
        </div>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {setup.left.map((item) => (
          <li key={item.key} data-test={`dashboard-setup-${item.key}`}>
            <Link
              href={item.url}
              className="inline-flex min-h-11 items-center rounded-lg bg-white px-3 text-sm font-medium text-gray-900 ring-1 ring-amber-300 hover:bg-amber-100"
            >
              {t(SETUP_ITEM_LABELS[item.key])}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Dashboard({
  store,
  today,
  clocked_in,
  headline,
  setup,
}: PageProps<'Admin/Dashboard'>) {
  // Someone clocks in or out at a station: the panel follows without a reload.
  useStoreEvents(['ClockChanged'], ['clocked_in']);
  const { t } = useT();
  const format = useFormat();
  return (
    <>
      <Head title={t('dashboard.title')} />
      <PageHeader
        title={t('dashboard.title')}
        description={
          <>
            <span data-test="store-name" className="font-medium text-gray-900">
              {store.name}
            </span>
            <span aria-hidden="true"> · </span>
            <time data-test="today" dateTime={today}>
              {format.longDate(today)}
            </time>
          </>
        }
      />
      {setup && <FinishSetup setup={setup} />}
      {headline && <Headline headline={headline} />}
      <div data-test="dashboard-clock">
        <ClockRecordsPanel clockedIn={clocked_in} />
      </div>
    </>
  );
}
