import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink, buttonClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { CustomerRow } from '@common/pages/Admin/Customers/Index';

const columnsFor = (t: Translate, date: (ymd: string) => string): Column<CustomerRow>[] => [
  {
    key: 'name',
    header: t('ui.customer'),
    primary: true,
    render: (c) => (
      <Link
        href={route('customers.show', { customer: c.id })}
        className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline-offset-2 hover:underline"
        data-test="customer-link"
      >
        {c.name}
      </Link>
    ),
  },
  {
    key: 'phone',
    header: t('ui.phone'),
    className: 'whitespace-nowrap tabular-nums',
    render: (c) => c.phone,
  },
  {
    key: 'visits',
    header: t('customers.visits'),
    align: 'right',
    className: 'tabular-nums',
    render: (c) => c.visits,
  },
  {
    key: 'last_visit',
    header: t('customers.lastVisit'),
    className: 'whitespace-nowrap tabular-nums',
    render: (c) => (c.last_visit ? date(c.last_visit) : '—'),
  },
  {
    key: 'tags',
    header: t('customers.tags'),
    wide: true,
    render: (c) => (
      <span className="flex flex-wrap gap-1">
        {c.sms_consent && <Badge tone="primary">{t('customers.index.smsOk')}</Badge>}
        {c.tags.map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
        {!c.sms_consent && c.tags.length === 0 && '—'}
      </span>
    ),
  },
];

/** customers.index: search by phone digits or name; the server pages and filters, and the export takes the same search. */
export default function Index({
  customers,
  filters,
  export_query,
}: PageProps<'Admin/Customers/Index'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const [q, setQ] = useState(filters.q);
  useStoreEvents(['CustomerChanged'], ['customers']);
  useFilterVisit(q, () => visitWithFilters(route('customers.index'), q ? { q } : {}));

  return (
    <>
      <Head title={t('customers.title')} />
      <PageHeader
        title={t('customers.title')}
        description={t(filters.q ? 'customers.index.countFound' : 'customers.index.count', {
          count: customers.total,
        })}
        actions={
          <>
            <a
              href={route('customers.export', export_query)}
              className={buttonClass({ variant: 'secondary' })}
              data-test="customers-export"
              download
            >
              {t('customers.index.exportCsv')}
            </a>
            <ButtonLink
              href={route('customers.import')}
              variant="secondary"
              data-test="customers-import"
            >
              {t('customers.index.importCsv')}
            </ButtonLink>
            <ButtonLink href={route('customers.create')} data-test="customer-create">
              {t('customers.new')}
            </ButtonLink>
          </>
        }
      />
      <div className="mb-4">
        <TextInput
          type="search"
          name="q"
          data-test="customer-search"
          aria-label={t('customers.index.searchLabel')}
          placeholder={t('customers.index.searchPlaceholder')}
          fit
          className="w-80 max-w-full"
          maxLength={40}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <DataTable
        data-test="customers"
        label={t('customers.title')}
        rowTest="customer"
        columns={columnsFor(t, format.date)}
        rows={customers.data}
        rowKey={(c) => c.id}
        actions={(c) => (
          <ButtonLink
            href={route('customers.edit', { customer: c.id })}
            variant="secondary"
            data-test="customer-edit"
            aria-label={t('customers.edit.title', { name: c.name })}
          >
            {t('ui.edit')}
          </ButtonLink>
        )}
        empty={
          filters.q ? (
            <EmptyState
              message={t('customers.index.noMatch')}
              action={
                <Button variant="secondary" onClick={() => setQ('')}>
                  {t('customers.index.showAll')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              message={t('customers.index.empty')}
              hint={t('customers.index.emptyHint')}
              action={
                <ButtonLink href={route('customers.create')}>
                  {t('customers.index.addFirst')}
                </ButtonLink>
              }
            />
          )
        }
      />
      {customers.total > 0 && <Pagination paginator={customers} />}
    </>
  );
}
