import { Head, Link } from '@inertiajs/react';
import { textLinkClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import type { PageProps } from '@common/pages';
import type { BatchTransactionRow } from '@common/pages/Admin/CloseBatches/Show';

const columns: Column<BatchTransactionRow>[] = [
  { key: 'ticket', header: 'Ticket', primary: true, render: (r) => (r.ticket ? <Link href={r.ticket.href} className={textLinkClass}>{r.ticket.number}</Link> : 'No ticket') },
  { key: 'card', header: 'Card', render: (r) => (r.kind === 'return' ? `${r.card} (return)` : r.card) },
  { key: 'amount', header: 'Amount', align: 'right', className: 'tabular-nums', render: (r) => r.amount },
  { key: 'tip', header: 'Tip', align: 'right', className: 'tabular-nums', render: (r) => r.tip },
  { key: 'by', header: 'By', render: (r) => `${r.by} · ${r.at}` },
];

function Stat({ label, value, test }: { label: string; value: string; test: string }) {
  return <div data-test={test} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-gray-200"><dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt><dd className="mt-1 font-semibold tabular-nums text-gray-900">{value}</dd></div>;
}

export default function Show({ batch, differences, transactions, back_href }: PageProps<'Admin/CloseBatches/Show'>) {
  return (
    <>
      <Head title={`Batch ${batch.batch_no ?? batch.id}`} />
      <PageHeader title={`Batch ${batch.batch_no ?? batch.id} · ${batch.terminal}`} back={{ href: back_href, label: 'Close Batches' }}
        description={`Closed ${batch.closed_at} by ${batch.by}${batch.host_ref ? ` · Host reference ${batch.host_ref}` : ''}`} />
      <dl className="mb-6 grid gap-3 sm:grid-cols-3">
        <Stat test="host-settled" label="Settled by the host" value={`${batch.host.count} · ${batch.host.amount}`} />
        <Stat test="pos-side" label="POS" value={`${batch.pos.count} · ${batch.pos.amount} + ${batch.pos.tips} tips`} />
        <Stat test="terminal-side" label="Terminal, before tips" value={`${batch.terminal_side.count} · ${batch.terminal_side.amount}`} />
      </dl>
      {differences.length > 0 && <>
        <h2 className="mb-2 text-lg font-semibold text-gray-900">Differences resolved</h2>
        <ul data-test="batch-differences" className="mb-6 space-y-2">
          {differences.map((d, i) => (
            <li key={i} className="rounded-lg bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-gray-200">
              <span className="font-semibold text-gray-900">{d.label}</span>{d.terminal_ref && <span className="text-gray-600"> · #{d.terminal_ref}</span>}
              <p className="text-gray-700">{d.resolution}</p>
            </li>
          ))}
        </ul>
      </>}
      <h2 className="mb-2 text-lg font-semibold text-gray-900">Transactions</h2>
      <DataTable data-test="batch-transactions" label="Transactions" rowTest="transaction" columns={columns} rows={transactions} rowKey={(r) => r.id}
        empty={<EmptyState message="No card sales in this batch." />} />
    </>
  );
}
