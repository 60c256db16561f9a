import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink, buttonClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import type { PageProps } from '@common/pages';
import type { CustomerRow } from '@common/pages/Admin/Customers/Index';

const columns: Column<CustomerRow>[] = [
  {
    key: 'name', header: 'Customer', primary: true,
    render: (c) => (
      <Link href={route('customers.show', { customer: c.id })} className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-2 hover:underline" data-test="customer-link">
        {c.name}
      </Link>
    ),
  },
  { key: 'phone', header: 'Phone', className: 'whitespace-nowrap tabular-nums', render: (c) => c.phone },
  { key: 'visits', header: 'Visits', align: 'right', className: 'tabular-nums', render: (c) => c.visits },
  { key: 'last_visit', header: 'Last visit', className: 'whitespace-nowrap tabular-nums', render: (c) => c.last_visit ?? '—' },
  {
    key: 'tags', header: 'Tags', wide: true,
    render: (c) => (
      <span className="flex flex-wrap gap-1">
        {c.sms_consent && <Badge tone="primary">SMS ok</Badge>}
        {c.tags.map((t) => <Badge key={t}>{t}</Badge>)}
        {!c.sms_consent && c.tags.length === 0 && '—'}
      </span>
    ),
  },
];

/** customers.index: search by phone digits or name; the server pages and filters, and the export takes the same search. */
export default function Index({ customers, filters, export_query }: PageProps<'Admin/Customers/Index'>) {
  const [q, setQ] = useState(filters.q);
  useStoreEvents(['CustomerChanged'], ['customers']);
  useFilterVisit(q, () => visitWithFilters(route('customers.index'), q ? { q } : {}));

  return (
    <>
      <Head title="Customers" />
      <PageHeader
        title="Customers"
        description={`${customers.total} customer${customers.total === 1 ? '' : 's'}${filters.q ? ' found' : ''}`}
        actions={<>
          <a href={route('customers.export', export_query)} className={buttonClass({ variant: 'secondary' })} data-test="customers-export" download>Export CSV</a>
          <ButtonLink href={route('customers.import')} variant="secondary" data-test="customers-import">Import CSV</ButtonLink>
          <ButtonLink href={route('customers.create')} data-test="customer-create">New customer</ButtonLink>
        </>}
      />
      <div className="mb-4">
        <TextInput type="search" name="q" data-test="customer-search" aria-label="Search by phone or name" placeholder="Phone digits or name" fit className="w-80 max-w-full" maxLength={40} value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <DataTable
        data-test="customers"
        label="Customers"
        rowTest="customer"
        columns={columns}
        rows={customers.data}
        rowKey={(c) => c.id}
        actions={(c) => <ButtonLink href={route('customers.edit', { customer: c.id })} variant="secondary" data-test="customer-edit" aria-label={`Edit ${c.name}`}>Edit</ButtonLink>}
        empty={filters.q
          ? <EmptyState message="No customer has a phone or name like that." action={<Button variant="secondary" onClick={() => setQ('')}>Show all customers</Button>} />
          : <EmptyState message="No customers yet." hint="Customers are added here, at the POS and at the kiosk, or imported from a CSV file." action={<ButtonLink href={route('customers.create')}>Add the first customer</ButtonLink>} />}
      />
      {customers.total > 0 && <Pagination paginator={customers} />}
    </>
  );
}
