import { Head, Link } from '@inertiajs/react';
import Pagination from '@/Components/Pagination';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import { visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';
import type { InvoiceListRow, Props } from '@common/pages/Admin/UserInvoices/Index';

const STATUS_LABELS: Record<string, string> = { draft: 'Draft', open: 'Open', paid: 'Paid', void: 'Void', uncollectible: 'Uncollectible' };

const columns: Column<InvoiceListRow>[] = [
  {
    key: 'number', header: 'Invoice', primary: true,
    render: (i) => <Link href={route('user-invoices.show', { invoice: i.id })} className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline" data-test="invoice-link">{i.number ?? 'Draft'}</Link>,
  },
  { key: 'store', header: 'Store', render: (i) => i.store },
  { key: 'period', header: 'Period', render: (i) => <span className="text-sm">{i.period}</span> },
  { key: 'due', header: 'Due', render: (i) => <span className={`whitespace-nowrap text-sm ${i.overdue ? 'font-semibold text-danger-700' : ''}`}>{i.due_on}{i.overdue ? ' · overdue' : ''}</span> },
  { key: 'status', header: 'Status', render: (i) => <Badge tone={i.status_tone} data-test="invoice-status">{STATUS_LABELS[i.status] ?? i.status}</Badge> },
  { key: 'total', header: 'Total', align: 'right', render: (i) => <span className="tabular-nums">{i.total}</span> },
  { key: 'balance', header: 'Balance', align: 'right', render: (i) => <span className="tabular-nums">{i.balance}</span> },
];

/** Subscription invoices of every store (issue 20), filtered by status, store and period start, with totals. */
export default function Index({ invoices, filters, totals, options }: PageProps<'Admin/UserInvoices/Index'>) {
  const visit = (next: Partial<Props['filters']>) => visitWithFilters(route('user-invoices.index'), Object.fromEntries(Object.entries({ ...filters, ...next }).filter(([, v]) => v !== '')));

  return (
    <>
      <Head title="Invoice" />
      <PageHeader title="Invoice" description="Subscription invoices: made each period by the billing job, numbered when finalised, never edited once open (void and reissue)." />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4" data-test="invoice-totals">
        {[['Invoices', String(totals.count)], ['Billed', totals.total], ['Paid', totals.paid], ['Outstanding', totals.outstanding]].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <p className="text-sm text-gray-600">{label}</p>
            <p className="text-lg font-semibold tabular-nums text-gray-900">{value}</p>
          </div>
        ))}
      </div>
      <div className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-4" data-test="invoice-filters">
        <Field name="status" label="Status">
          <Select name="status" value={filters.status} onChange={(e) => visit({ status: e.target.value })} data-test="filter-status">
            <option value="">Any status</option>
            {options.statuses.map((s) => <option key={s} value={s}>{STATUS_LABELS[s] ?? s}</option>)}
          </Select>
        </Field>
        <Field name="store" label="Store">
          <Select name="store" value={filters.store} onChange={(e) => visit({ store: e.target.value })} data-test="filter-store">
            <option value="">Every store</option>
            {options.stores.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </Select>
        </Field>
        <Field name="from" label="Period from">
          <TextInput type="date" name="from" value={filters.from} onChange={(e) => visit({ from: e.target.value })} />
        </Field>
        <Field name="to" label="Period to">
          <TextInput type="date" name="to" value={filters.to} onChange={(e) => visit({ to: e.target.value })} />
        </Field>
      </div>
      <DataTable label="Subscription invoices" columns={columns} rows={invoices.data} rowKey={(i) => i.id} rowTest="invoice" data-test="invoices"
        empty={<EmptyState message="No invoices match." hint="Clear a filter to see more." />} />
      <Pagination paginator={invoices} />
    </>
  );
}
