import { Head, Link } from '@inertiajs/react';
import Pagination from '@/Components/Pagination';
import Badge from '@/Components/ui/Badge';
import { ButtonLink, textLinkClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import type { PageProps } from '@common/pages';
import type { BatchHistoryRow } from '@common/pages/Admin/CloseBatches/Index';
import TerminalBatch from './Partials/TerminalBatch';

const historyColumns: Column<BatchHistoryRow>[] = [
  { key: 'closed_at', header: 'Closed', primary: true, render: (b) => <Link href={b.href} className={textLinkClass} data-test={`batch-link-${b.id}`}>{b.closed_at}</Link> },
  { key: 'terminal', header: 'Terminal', render: (b) => b.terminal },
  { key: 'count', header: 'Sales', align: 'right', className: 'tabular-nums', render: (b) => b.count },
  { key: 'amount', header: 'Settled', align: 'right', className: 'tabular-nums', render: (b) => b.amount },
  { key: 'host_ref', header: 'Host ref.', render: (b) => b.host_ref ?? '—' },
  { key: 'differences', header: 'Differences', align: 'right', render: (b) => b.differences },
];

export default function Index({ terminals, cutoff, tip_mode, batches, terminals_href }: PageProps<'Admin/CloseBatches/Index'>) {
  return (
    <>
      <Head title="Close Batches" />
      <PageHeader title="Close Batches" description={tip_mode === 'adjust' ? 'Enter every tip, resolve the differences, then close each terminal’s batch.' : 'Resolve the differences, then close each terminal’s batch.'}>
        <p data-test="cutoff" className={`mt-3 inline-flex flex-wrap items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${cutoff.past ? 'bg-danger-50 text-danger-800' : 'bg-gray-100 text-gray-800'}`}>
          {cutoff.label}
          {cutoff.past && <Badge tone="danger" data-test="cutoff-past">Past the cut-off: close now, before the terminal batches on its own</Badge>}
        </p>
      </PageHeader>

      {terminals.length === 0
        ? <div className="mb-8"><EmptyState message="No card terminals are set up." hint="Add the store’s terminals to reconcile and close their batches." action={<ButtonLink href={terminals_href}>Terminal Devices</ButtonLink>} /></div>
        : terminals.map((t) => <TerminalBatch key={t.id} terminal={t} />)}

      <h2 className="mb-2 text-lg font-semibold text-gray-900">Closed batches</h2>
      <DataTable data-test="batch-history" label="Closed batches" rowTest="batch" columns={historyColumns} rows={batches.data} rowKey={(b) => b.id}
        empty={<EmptyState message="No batch has been closed yet." />} />
      {batches.total > 0 && <Pagination paginator={batches} />}
    </>
  );
}
