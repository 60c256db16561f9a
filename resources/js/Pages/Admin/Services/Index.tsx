import { Head, router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { formatCurrency } from '@/lib/format';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import { turnLabel } from './Partials/ServiceForm';
import type { ServiceFilters, ServiceListItem } from '@common/pages/Admin/Services/types';
import type { PageProps } from '@common/pages';

export default function Index({ services, filters, categories }: PageProps<'Admin/Services/Index'>) {
  const user = usePage().props.auth.user;
  const manage = can(user, 'manage settings');
  const confirm = useConfirm();
  const [q, setQ] = useState(filters.q);

  const visit = (next: ServiceFilters) =>
    visitWithFilters(route('services.index'), { ...(next.q ? { q: next.q } : {}), ...(next.category ? { category: next.category } : {}) });

  // Typing asks the server again after a short pause, keeping the category.
  useFilterVisit(q, () => visit({ q, category: filters.category }));

  const destroy = async (s: ServiceListItem) => {
    if (await confirm({ title: 'Delete?', message: `${s.name} will be deleted from the menu. Anything already on a ticket can only be switched off.`, actionLabel: 'Delete' })) {
      router.delete(route('services.destroy', { service: s.id }), { preserveScroll: true });
    }
  };

  const columns: Column<ServiceListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      primary: true,
      render: (s) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-medium text-gray-900">{s.name}</span>
          {s.kind === 'retail' && <Badge>Retail</Badge>}
          {!s.is_active && <Badge tone="danger" data-test="service-off">Switched off</Badge>}
        </span>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      render: (s) =>
        s.category ? (
          <span className="inline-flex items-center gap-2">
            <span className="h-3 w-3 shrink-0 rounded-full ring-1 ring-black/10" style={{ backgroundColor: s.category.color ?? undefined }} aria-hidden="true" />
            {s.category.name}
          </span>
        ) : '—',
    },
    { key: 'price', header: 'Price', align: 'right', className: 'whitespace-nowrap tabular-nums', render: (s) => formatCurrency(s.price) },
    // Time and turns share a column, so a card on the tablet keeps its details on one line.
    { key: 'duration', header: 'Time and turns', className: 'whitespace-nowrap tabular-nums', render: (s) => (s.kind === 'retail' ? '—' : `${s.duration} min, ${turnLabel(s.turn_weight)}`) },
    { key: 'taxes', header: 'Taxes', render: (s) => (s.taxes.length ? s.taxes.join(', ') : 'None') },
  ];

  const filtered = filters.q !== '' || filters.category !== '';
  const empty = filtered ? (
    <EmptyState
      message="Nothing on the menu matches."
      action={<Button variant="secondary" onClick={() => { setQ(''); visit({ q: '', category: '' }); }}>Show the whole menu</Button>}
    />
  ) : (
    <EmptyState
      data-test="services-first-run"
      message="The menu is empty."
      hint="Add the services your technicians do and the products you sell: they become the buttons of the pay screen."
      action={manage && <ButtonLink href={route('services.create')} data-test="service-create-first">Add your first service</ButtonLink>}
    />
  );

  return (
    <>
      <Head title="Services" />
      <PageHeader
        title="Services"
        description="Services and retail items, by category, as the pay screen offers them."
        actions={
          <>
            {can(user, 'view categories') && <ButtonLink href={route('categories.index')} variant="secondary" data-test="services-categories">Categories</ButtonLink>}
            {manage && <ButtonLink href={route('services.create')} data-test="service-create">New service or item</ButtonLink>}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <TextInput name="q" type="search" aria-label="Search" placeholder="Search by name" value={q} onChange={(e) => setQ(e.target.value)} data-test="service-search" fit className="min-w-0 max-w-sm flex-1 basis-56" />
        <Select name="category" aria-label="Category" data-test="service-category-filter" value={filters.category} onChange={(e) => visit({ q, category: e.target.value })} fit className="min-w-0 max-w-full">
          <option value="">All categories</option>
          {categories.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
          <option value="none">No category</option>
        </Select>
      </div>
      <DataTable
        data-test="services-table"
        label="Services"
        rowTest="service"
        columns={columns}
        rows={services.data}
        rowKey={(s) => s.id}
        empty={empty}
        actions={(s) => (
          <>
            <ButtonLink href={route('services.edit', { service: s.id })} variant="secondary" data-test="service-edit" aria-label={`${manage ? 'Edit' : 'View'} ${s.name}`}>{manage ? 'Edit' : 'View'}</ButtonLink>
            {manage && <Button variant="ghost" destructive data-test="service-delete" aria-label={`Delete ${s.name}`} onClick={() => destroy(s)}>Delete</Button>}
          </>
        )}
      />
      <Pagination paginator={services} />
    </>
  );
}
