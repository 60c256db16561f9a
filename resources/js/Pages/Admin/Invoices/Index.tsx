import { Head } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink, buttonClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatLongDate } from '@/lib/format';
import { hasRoute, route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import { invoiceFilterQuery } from '@common/invoiceFilters';
import type { PageProps } from '@common/pages';
import type { Row, Filters } from '@common/pages/Admin/Invoices/Index';

const columns: Column<Row>[] = [
  {
    key: 'number', header: 'Ticket', primary: true,
    render: (r) => <><span className="font-semibold text-gray-900">#{r.number}</span> <span className="text-sm text-gray-600">{r.paid_at}</span></>,
  },
  { key: 'customer', header: 'Customer', render: (r) => (r.customer ? <>{r.customer}{r.phone && <span className="block text-sm text-gray-600">{r.phone}</span>}</> : 'Walk-in') },
  { key: 'technicians', header: 'Technicians', render: (r) => r.technicians ?? '—' },
  { key: 'tenders', header: 'Paid by', render: (r) => r.tenders.map((t) => `${t.label} ${t.amount}`).join(', ') || '—' },
  { key: 'amount_due', header: 'Total', align: 'right', className: 'tabular-nums', render: (r) => <>{r.amount_due}{r.refunded && <span className="block text-sm text-danger-700">−{r.refunded}</span>}</> },
  { key: 'status', header: 'Status', render: (r) => <Badge tone={r.status === 'voided' ? 'danger' : r.refunded ? 'neutral' : 'primary'} data-test="status">{r.status_label}</Badge> },
];

export default function Index({ invoices, totals, filters, period, export_query, ranges, technicians, tenders, statuses }: PageProps<'Admin/Invoices/Index'>) {
  const [q, setQ] = useState(filters.q);
  const filter = (next: Partial<Filters>) => visitWithFilters(route('invoices.index'), invoiceFilterQuery({ ...filters, ...next }), { preserveScroll: true });

  // Typing asks the server again after a short pause.
  useFilterVisit(q, () => filter({ q }));

  const summary = [
    { label: 'Tickets', value: String(totals.count), test: 'count' },
    { label: 'Subtotal', value: totals.subtotal, test: 'subtotal' },
    { label: 'Tax', value: totals.tax, test: 'tax' },
    { label: 'Tips', value: totals.tip, test: 'tip' },
    { label: 'Collected', value: totals.amount_due, test: 'amount_due' },
    ...totals.tenders.filter((t) => t.cents > 0).map((t) => ({ label: t.label, value: t.amount, test: `tender-${t.type}` })),
    ...(totals.refunded !== '$0.00' ? [{ label: 'Refunded', value: totals.refunded, test: 'refunded' }] : []),
  ];

  return (
    <>
      <Head title="Invoice List" />
      <PageHeader
        title="Invoice List"
        actions={<a href={route('invoices.export', export_query)} className={buttonClass({ variant: 'secondary' })} data-test="invoices-export" download>Export CSV</a>}
      />

      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Select name="range" aria-label="Range" data-test="filter-range" fit value={filters.range} onChange={(e) => filter({ range: e.target.value })}>
          {ranges.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
        </Select>
        {filters.range === 'custom' && (
          <>
            <TextInput type="date" name="from" aria-label="From" data-test="filter-from" fit value={filters.from} onChange={(e) => e.target.value && filter({ from: e.target.value })} />
            <TextInput type="date" name="to" aria-label="To" data-test="filter-to" fit value={filters.to} onChange={(e) => e.target.value && filter({ to: e.target.value })} />
          </>
        )}
        <Select name="technician" aria-label="Technician" data-test="filter-technician" fit className="max-w-full" value={filters.technician ?? ''} onChange={(e) => filter({ technician: e.target.value ? Number(e.target.value) : null })}>
          <option value="">All technicians</option>
          {technicians.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </Select>
        <Select name="tender" aria-label="Paid by" data-test="filter-tender" fit value={filters.tender ?? ''} onChange={(e) => filter({ tender: e.target.value || null })}>
          <option value="">Any payment</option>
          {tenders.map((t) => <option key={t.value} value={t.value}>{t.label}</option>)}
        </Select>
        <Select name="status" aria-label="Status" data-test="filter-status" fit value={filters.status ?? ''} onChange={(e) => filter({ status: e.target.value || null })}>
          <option value="">Any status</option>
          {statuses.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </Select>
        <TextInput type="search" name="q" aria-label="Ticket number or phone" placeholder="Ticket # or phone" data-test="filter-q" fit className="w-48" value={q} onChange={(e) => setQ(e.target.value)} />
        <span data-test="period" className="self-center text-sm text-gray-700 tabular-nums">
          {formatLongDate(period.from, 'short')}{period.from !== period.to && ` – ${formatLongDate(period.to, 'short')}`}
        </span>
      </div>

      <dl data-test="invoice-totals" className="mb-4 grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3">
        {summary.map((s) => (
          <div key={s.test} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{s.label}</dt>
            <dd data-test={`total-${s.test}`} className="text-lg font-semibold text-gray-900 tabular-nums">{s.value}</dd>
          </div>
        ))}
      </dl>

      <DataTable
        data-test="invoices"
        label="Invoices"
        rowTest="invoice"
        columns={columns}
        rows={invoices.data}
        rowKey={(r) => r.id}
        actions={(r) => (
          <>
            {hasRoute('invoices.show') && <ButtonLink href={route('invoices.show', { invoice: r.id })} variant="secondary" data-test="invoice-view" aria-label={`Receipt of ticket ${r.number}`}>Receipt</ButtonLink>}
            <ButtonLink href={route('invoices.edit', { invoice: r.id })} variant="ghost" data-test="invoice-edit" aria-label={`Change ticket ${r.number}`}>Change</ButtonLink>
          </>
        )}
        empty={
          <EmptyState
            message="No tickets match these filters."
            hint="Paid tickets appear here as soon as they are rung up on the POS."
            action={filters.range !== 'thisMonth' && <Button variant="secondary" onClick={() => filter({ range: 'thisMonth', technician: null, tender: null, status: null, q: '' })}>Show this month</Button>}
          />
        }
      />
      {invoices.total > 0 && <Pagination paginator={invoices} />}
    </>
  );
}
