import { Head } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';
import type { CouponRow } from '@common/pages/Admin/Coupons/Index';
export type { CouponRow } from '@common/pages/Admin/Coupons/Index';

const dates = (c: CouponRow) => (c.valid_from || c.valid_to ? `${c.valid_from || '…'} to ${c.valid_to || '…'}` : 'Always');

const columns: Column<CouponRow>[] = [
  { key: 'code', header: 'Code', primary: true, render: (c) => <span className="font-semibold text-gray-900">{c.code}</span> },
  { key: 'value', header: 'Discount', render: (c) => <>{c.value_label}{c.minimum_spend_label && <span className="block text-sm text-gray-600">over {c.minimum_spend_label}</span>}</> },
  { key: 'dates', header: 'Valid', render: dates, className: 'whitespace-nowrap' },
  { key: 'uses', header: 'Uses', align: 'right', className: 'tabular-nums', render: (c) => `${c.uses}${c.usage_limit !== null ? ` of ${c.usage_limit}` : ''}` },
  { key: 'state', header: 'Status', render: (c) => <Badge tone={c.state === 'Active' ? 'primary' : 'neutral'} data-test="coupon-state">{c.state}</Badge> },
];

export default function Index({ coupons, filters }: PageProps<'Admin/Coupons/Index'>) {
  const [q, setQ] = useState(filters.q);
  useFilterVisit(q, () => visitWithFilters(route('coupons.index'), q ? { q } : {}));

  return (
    <>
      <Head title="Coupons" />
      <PageHeader title="Coupons" actions={<ButtonLink href={route('coupons.create')} data-test="coupon-create">New coupon</ButtonLink>} />
      <div className="mb-4">
        <TextInput type="search" name="q" aria-label="Search by code" placeholder="Search by code" fit className="w-64 max-w-full" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <DataTable
        data-test="coupons"
        label="Coupons"
        rowTest="coupon"
        columns={columns}
        rows={coupons.data}
        rowKey={(c) => c.id}
        actions={(c) => <ButtonLink href={route('coupons.edit', { coupon: c.id })} variant="secondary" data-test="coupon-edit" aria-label={`Edit coupon ${c.code}`}>Edit</ButtonLink>}
        empty={filters.q
          ? <EmptyState message="No coupon has a code like that." action={<Button variant="secondary" onClick={() => setQ('')}>Show all coupons</Button>} />
          : <EmptyState message="No coupons yet." hint="A coupon is a code the desk takes as a payment: a percent or an amount off." action={<ButtonLink href={route('coupons.create')}>Create the first coupon</ButtonLink>} />}
      />
      {coupons.total > 0 && <Pagination paginator={coupons} />}
    </>
  );
}
