import { Head } from '@inertiajs/react';
import { SUBSCRIPTION_STATUS } from '@/Components/billing/InvoiceSheet';
import Badge from '@/Components/ui/Badge';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import type { PageProps } from '@common/pages';
import type { CommissionRow, ReferredStoreRow } from '@common/pages/Admin/UserRefs/Index';
import { ratePercent } from './Partials/rate';

/** Money in cents and days (MM-DD-YYYY) through the page's format; a plan as "Salon (monthly)" in the page's language. */
function useRefText() {
  const { t } = useT();
  const format = useStoreFormat();
  const money = format.money;
  const day = format.date;
  const plan = (s: ReferredStoreRow) => t('userrefs.plan', { plan: s.plan, interval: s.interval });
  return { t, money, day, plan };
}

function useColumns() {
  const { t, money, day, plan } = useRefText();
  const storeColumns: Column<ReferredStoreRow>[] = [
    {
      key: 'name',
      header: t('userrefs.store'),
      primary: true,
      render: (s) => <span className="font-semibold">{s.name}</span>,
    },
    { key: 'plan', header: t('userrefs.planLabel'), render: (s) => plan(s) },
    {
      key: 'status',
      header: t('ui.status'),
      render: (s) => (
        <Badge tone={s.status_tone} data-test="store-status">
          {t(SUBSCRIPTION_STATUS[s.status])}
        </Badge>
      ),
    },
    {
      key: 'since',
      header: t('userrefs.since'),
      render: (s) => <span className="whitespace-nowrap text-sm">{day(s.since)}</span>,
    },
  ];
  const commissionColumns: Column<CommissionRow>[] = [
    {
      key: 'invoice',
      header: t('userrefs.invoice'),
      primary: true,
      render: (c) => <span className="font-semibold">{c.invoice_number}</span>,
    },
    { key: 'store', header: t('userrefs.store'), render: (c) => c.store },
    {
      key: 'period',
      header: t('userrefs.period'),
      render: (c) => (
        <span className="text-sm">
          {day(c.period.from)} – {day(c.period.to)}
        </span>
      ),
    },
    {
      key: 'paid',
      header: t('ui.paid'),
      align: 'right',
      render: (c) => <span className="tabular-nums">{money(c.paid_cents)}</span>,
    },
    {
      key: 'rate',
      header: t('userrefs.rate'),
      align: 'right',
      render: (c) => <span className="tabular-nums">{ratePercent(c.rate_bps)}</span>,
    },
    {
      key: 'commission',
      header: t('userrefs.commission'),
      align: 'right',
      render: (c) => (
        <span className="font-semibold tabular-nums">{money(c.commission_cents)}</span>
      ),
    },
  ];
  return { storeColumns, commissionColumns };
}

/** A referral partner's page: the stores they brought and a commission per paid subscription invoice. */
export default function Index({ stores, commissions, totals }: PageProps<'Admin/UserRefs/Index'>) {
  const { t, money } = useRefText();
  const { storeColumns, commissionColumns } = useColumns();
  return (
    <>
      <Head title={t('userrefs.title')} />
      <PageHeader
        title={t('userrefs.heading')}
        description={t('userrefs.description', { rate: ratePercent(totals.rate_bps) })}
      />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-test="commission-totals">
        {[
          [t('userrefs.thisMonth'), money(totals.this_month_cents)],
          [t('userrefs.allTime'), money(totals.all_time_cents)],
          [t('userrefs.paidInvoices'), String(totals.count)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <p className="break-words text-sm text-gray-600">{label}</p>
            <p className="text-lg font-semibold tabular-nums text-gray-900">{value}</p>
          </div>
        ))}
      </div>
      <h2 className="mb-2 text-lg font-semibold text-gray-900">{t('userrefs.stores')}</h2>
      <div className="mb-6">
        <DataTable
          label={t('userrefs.referredStores')}
          columns={storeColumns}
          rows={stores}
          rowKey={(s) => s.id}
          rowTest="referred-store"
          data-test="referred-stores"
          empty={<EmptyState message={t('userrefs.noStores')} hint={t('userrefs.noStoresHint')} />}
        />
      </div>
      <h2 className="mb-2 text-lg font-semibold text-gray-900">{t('userrefs.commissions')}</h2>
      <DataTable
        label={t('userrefs.ledger')}
        columns={commissionColumns}
        rows={commissions}
        rowKey={(c) => c.id}
        rowTest="commission"
        data-test="commissions"
        empty={
          <EmptyState
            message={t('userrefs.noCommissions')}
            hint={t('userrefs.noCommissionsHint')}
          />
        }
      />
    </>
  );
}
