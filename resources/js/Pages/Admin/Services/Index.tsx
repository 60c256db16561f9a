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
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import { turnLabel } from './Partials/ServiceForm';
import type { ServiceFilters, ServiceListItem } from '@common/pages/Admin/Services/types';
import type { PageProps } from '@common/pages';

export default function Index({
  services,
  filters,
  categories,
}: PageProps<'Admin/Services/Index'>) {
  const user = usePage().props.auth.user;
  const manage = can(user, 'manage settings');
  const confirm = useConfirm();
  const { t } = useT();
  const format = useFormat();
  const [q, setQ] = useState(filters.q);

  const visit = (next: ServiceFilters) =>
    visitWithFilters(route('services.index'), {
      ...(next.q ? { q: next.q } : {}),
      ...(next.category ? { category: next.category } : {}),
    });

  // Typing asks the server again after a short pause, keeping the category.
  useFilterVisit(q, () => visit({ q, category: filters.category }));

  const destroy = async (s: ServiceListItem) => {
    if (
      await confirm({
        title: t('services.deleteTitle'),
        message: t('services.deleteMessage', { name: s.name }),
        actionLabel: t('ui.delete'),
      })
    ) {
      router.delete(route('services.destroy', { service: s.id }), { preserveScroll: true });
    }
  };

  const columns: Column<ServiceListItem>[] = [
    {
      key: 'name',
      header: t('ui.name'),
      primary: true,
      render: (s) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-medium text-gray-900">{s.name}</span>
          {s.kind === 'retail' && <Badge>{t('services.retail')}</Badge>}
          {!s.is_active && (
            <Badge tone="danger" data-test="service-off">
              {t('services.switchedOff')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'category',
      header: t('services.category'),
      render: (s) =>
        s.category ? (
          <span className="inline-flex items-center gap-2">
            <span
              className="h-3 w-3 shrink-0 rounded-full ring-1 ring-black/10"
              style={{ backgroundColor: s.category.color ?? undefined }}
              aria-hidden="true"
            />
            {s.category.name}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'price',
      header: t('ui.price'),
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      render: (s) => format.money(s.price),
    },
    // Time and turns share a column, so a card on the tablet keeps its details on one line.
    {
      key: 'duration',
      header: t('services.timeAndTurns'),
      className: 'whitespace-nowrap tabular-nums',
      render: (s) =>
        s.kind === 'retail'
          ? '—'
          : t('services.minutesAndTurns', {
              minutes: s.duration,
              turns: turnLabel(t, s.turn_weight),
            }),
    },
    {
      key: 'taxes',
      header: t('services.taxes'),
      render: (s) => (s.taxes.length ? s.taxes.join(', ') : t('ui.none')),
    },
  ];

  const filtered = filters.q !== '' || filters.category !== '';
  const empty = filtered ? (
    <EmptyState
      message={t('services.noMatch')}
      action={
        <Button
          variant="secondary"
          onClick={() => {
            setQ('');
            visit({ q: '', category: '' });
          }}
        >
          {t('services.showAll')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      data-test="services-first-run"
      message={t('services.empty')}
      hint={t('services.emptyHint')}
      action={
        manage && (
          <ButtonLink href={route('services.create')} data-test="service-create-first">
            {t('services.addFirst')}
          </ButtonLink>
        )
      }
    />
  );

  return (
    <>
      <Head title={t('services.title')} />
      <PageHeader
        title={t('services.title')}
        description={t('services.description')}
        actions={
          <>
            {can(user, 'view categories') && (
              <ButtonLink
                href={route('categories.index')}
                variant="secondary"
                data-test="services-categories"
              >
                {t('services.categories')}
              </ButtonLink>
            )}
            {manage && (
              <ButtonLink href={route('services.create')} data-test="service-create">
                {t('services.new')}
              </ButtonLink>
            )}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <TextInput
          name="q"
          type="search"
          aria-label={t('ui.search')}
          placeholder={t('services.searchPlaceholder')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          data-test="service-search"
          fit
          className="min-w-0 max-w-sm flex-1 basis-56"
        />
        <Select
          name="category"
          aria-label={t('services.category')}
          data-test="service-category-filter"
          value={filters.category}
          onChange={(e) => visit({ q, category: e.target.value })}
          fit
          className="min-w-0 max-w-full"
        >
          <option value="">{t('services.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
          <option value="none">{t('services.noCategory')}</option>
        </Select>
      </div>
      <DataTable
        data-test="services-table"
        label={t('services.title')}
        rowTest="service"
        columns={columns}
        rows={services.data}
        rowKey={(s) => s.id}
        empty={empty}
        actions={(s) => (
          <>
            <ButtonLink
              href={route('services.edit', { service: s.id })}
              variant="secondary"
              data-test="service-edit"
              aria-label={
                manage
                  ? t('services.editName', { name: s.name })
                  : t('services.viewName', { name: s.name })
              }
            >
              {manage ? t('ui.edit') : t('ui.view')}
            </ButtonLink>
            {manage && (
              <Button
                variant="ghost"
                destructive
                data-test="service-delete"
                aria-label={t('services.deleteName', { name: s.name })}
                onClick={() => destroy(s)}
              >
                {t('ui.delete')}
              </Button>
            )}
          </>
        )}
      />
      <Pagination paginator={services} />
    </>
  );
}
