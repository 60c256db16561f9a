import { Head } from '@inertiajs/react';
import Badge from '@/Components/ui/Badge';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import type { PageProps } from '@common/pages';
import type { CommissionRow, ReferredStoreRow } from '@common/pages/Admin/UserRefs/Index';

const storeColumns: Column<ReferredStoreRow>[] = [
  { key: 'name', header: 'Store', primary: true, render: (s) => <span className="font-semibold">{s.name}</span> },
  { key: 'plan', header: 'Plan', render: (s) => s.plan },
  { key: 'status', header: 'Status', render: (s) => <Badge tone={s.status_tone} data-test="store-status">{s.status_label}</Badge> },
  { key: 'since', header: 'Since', render: (s) => <span className="whitespace-nowrap text-sm">{s.since}</span> },
];

const commissionColumns: Column<CommissionRow>[] = [
  { key: 'invoice', header: 'Invoice', primary: true, render: (c) => <span className="font-semibold">{c.invoice_number}</span> },
  { key: 'store', header: 'Store', render: (c) => c.store },
  { key: 'period', header: 'Period', render: (c) => <span className="text-sm">{c.period}</span> },
  { key: 'paid', header: 'Paid', align: 'right', render: (c) => <span className="tabular-nums">{c.paid}</span> },
  { key: 'rate', header: 'Rate', align: 'right', render: (c) => <span className="tabular-nums">{c.rate}</span> },
  { key: 'commission', header: 'Commission', align: 'right', render: (c) => <span className="font-semibold tabular-nums">{c.commission}</span> },
];

/** A referral partner's page (issue 20): the stores they brought and a commission per paid subscription invoice. */
export default function Index({ stores, commissions, totals }: PageProps<'Admin/UserRefs/Index'>) {
  return (
    <>
      <Head title="Users" />
      <PageHeader title="Your referrals" description={`The stores you brought, and your ${totals.rate} commission on each subscription invoice they pay.`} />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-test="commission-totals">
        {[['Earned this month', totals.this_month], ['Earned all time', totals.all_time], ['Paid invoices', String(totals.count)]].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <p className="text-sm text-gray-600">{label}</p>
            <p className="text-lg font-semibold tabular-nums text-gray-900">{value}</p>
          </div>
        ))}
      </div>
      <h2 className="mb-2 text-lg font-semibold text-gray-900">Stores</h2>
      <div className="mb-6">
        <DataTable label="Referred stores" columns={storeColumns} rows={stores} rowKey={(s) => s.id} rowTest="referred-store" data-test="referred-stores"
          empty={<EmptyState message="No stores yet." hint="Stores you refer appear here once they subscribe." />} />
      </div>
      <h2 className="mb-2 text-lg font-semibold text-gray-900">Commissions</h2>
      <DataTable label="Commission ledger" columns={commissionColumns} rows={commissions} rowKey={(c) => c.id} rowTest="commission" data-test="commissions"
        empty={<EmptyState message="No commissions yet." hint="A commission is earned when a referred store pays an invoice." />} />
    </>
  );
}
