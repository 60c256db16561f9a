import { Head, Link } from '@inertiajs/react';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatCurrency, formatPhone } from '@/lib/format';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { LedgerRow } from '@common/pages/Admin/CustomerRewards/Show';

const columns: Column<LedgerRow>[] = [
  { key: 'when', header: 'When', primary: true, className: 'whitespace-nowrap', render: (e) => e.created_at },
  { key: 'kind', header: 'What', render: (e) => <><span className="font-medium text-gray-900">{e.kind_label}</span>{e.what && <span className="block text-sm text-gray-600">{e.what}{e.discount ? ` (${formatCurrency(e.discount)} off)` : ''}</span>}</> },
  { key: 'points', header: 'Points', align: 'right', className: 'tabular-nums font-semibold', render: (e) => (e.points > 0 ? `+${e.points}` : String(e.points)) },
  {
    key: 'dates', header: 'Spendable / expires', render: (e) => (
      <span className="text-sm text-gray-600">{e.available_at ? `from ${e.available_at}` : ''}{e.available_at && e.expires_at ? '; ' : ''}{e.expires_at ? `expires ${e.expires_at}` : ''}</span>
    ),
  },
  { key: 'ticket', header: 'Ticket', render: (e) => (e.invoice_id ? <Link href={route('invoices.show', { invoice: e.invoice_id })} className="text-primary-700 underline-offset-2 hover:underline">#{e.invoice_id}</Link> : '') },
  { key: 'by', header: 'By', render: (e) => e.by },
];

/** One customer's points: the balance and the ledger it is summed from, newest first. */
export default function Show({ customer, points, entries }: PageProps<'Admin/CustomerRewards/Show'>) {
  return (
    <>
      <Head title={`Rewards: ${customer.name}`} />
      <PageHeader title={customer.name} actions={<ButtonLink href={route('customer-rewards.index')} variant="secondary">← Rewards</ButtonLink>} />
      {customer.phone && <p className="-mt-2 mb-4 text-sm text-gray-600">{formatPhone(customer.phone)}</p>}
      <section className="mb-6 grid grid-cols-3 gap-3" aria-label="Points" data-test="customer-points">
        {([['Available', points.available], ['Pending', points.pending], ['Earned in all', points.lifetime]] as const).map(([label, n]) => (
          <div key={label} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <p className="text-sm text-gray-600">{label}</p>
            <p className="text-2xl font-bold tabular-nums text-gray-900">{n}</p>
          </div>
        ))}
      </section>
      <DataTable
        data-test="points-ledger"
        label="Points ledger"
        rowTest="ledger"
        columns={columns}
        rows={entries}
        rowKey={(e) => e.id}
        empty={<EmptyState message="No points yet." />}
      />
    </>
  );
}
