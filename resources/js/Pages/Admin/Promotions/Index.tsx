import { Head } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatCurrency } from '@/lib/format';
import { route } from '@/lib/route';
import { visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';

type Row = PageProps<'Admin/Promotions/Index'>['promotions'][number];

const dates = (p: Row) => (p.starts_on || p.ends_on ? `${p.starts_on || '…'} to ${p.ends_on || '…'}` : 'Always');

const columns: Column<Row>[] = [
  { key: 'name', header: 'Promotion', primary: true, render: (p) => <><span className="font-semibold text-gray-900">{p.name}</span><span className="block text-sm text-gray-600">{p.value_label} · {p.target_label}</span></> },
  { key: 'when', header: 'When', render: (p) => <>{p.conditions}<span className="block text-sm text-gray-600">{dates(p)}</span></> },
  { key: 'uses', header: 'Tickets', align: 'right', className: 'tabular-nums', render: (p) => p.uses },
  { key: 'discount', header: 'Discount given', align: 'right', className: 'tabular-nums', render: (p) => <>{formatCurrency(p.net_cents)}{p.reversed_cents > 0 && <span className="block text-sm text-gray-600">{formatCurrency(p.reversed_cents)} refunded</span>}</> },
  { key: 'state', header: 'Status', render: (p) => <Badge tone={p.state === 'Active' ? 'primary' : 'neutral'} data-test="promotion-state">{p.state}</Badge> },
];

/** promotions.index: every promotion, and what each gave on the chosen days' paid tickets. */
export default function Index({ promotions, filters, totals, date_window }: PageProps<'Admin/Promotions/Index'>) {
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const show = () => visitWithFilters(route('promotions.index'), { from, to });
  return (
    <>
      <Head title="Promotions" />
      <PageHeader title="Promotions" description="Discounts the POS applies by itself when their day, time and customer fit." actions={<ButtonLink href={route('promotions.create')} data-test="promotion-create">New promotion</ButtonLink>} />
      <div className="mb-4 flex flex-wrap items-end gap-3" data-test="promotion-period">
        <Field name="from" label="From">
          <TextInput type="date" name="from" fit min={date_window.min} max={date_window.max} value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field name="to" label="To">
          <TextInput type="date" name="to" fit min={date_window.min} max={date_window.max} value={to} onChange={(e) => setTo(e.target.value)} />
        </Field>
        <Button variant="secondary" onClick={show} data-test="promotion-period-show">Show</Button>
        <p className="text-sm text-gray-700" data-test="promotion-totals">{totals.uses} tickets · {formatCurrency(totals.net_cents)} given</p>
      </div>
      <DataTable
        data-test="promotions"
        label="Promotions"
        rowTest="promotion"
        columns={columns}
        rows={promotions}
        rowKey={(p) => p.id}
        actions={(p) => <ButtonLink href={route('promotions.edit', { promotion: p.id })} variant="secondary" data-test="promotion-edit" aria-label={`Edit promotion ${p.name}`}>Edit</ButtonLink>}
        empty={<EmptyState message="No promotions yet." hint="A promotion is a discount the POS applies without a code: a slow afternoon, a birthday, a first visit." action={<ButtonLink href={route('promotions.create')}>Create the first promotion</ButtonLink>} />}
      />
    </>
  );
}
