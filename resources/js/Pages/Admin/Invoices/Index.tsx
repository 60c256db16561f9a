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
import { tenderKey } from '@/Components/pos/words';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import type { Translate } from '@common/i18n';
import { hasRoute, route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import { invoiceFilterQuery } from '@common/invoiceFilters';
import type { ReportRangeChoice } from '@common/reportRanges';
import type { PageProps } from '@common/pages';
import type { Row, Filters } from '@common/pages/Admin/Invoices/Index';
import { STATUS_FILTER_KEYS, statusLabel } from './Partials/ui';

/** The range choices, by the code the server sends (common/reportRanges.ts). */
const RANGES: Record<ReportRangeChoice, string> = {
  today: 'ui.today',
  thisMonth: 'invoices.range.thisMonth',
  '3months': 'invoices.range.last3Months',
  '6months': 'invoices.range.last6Months',
  thisYear: 'invoices.range.thisYear',
  custom: 'invoices.range.custom',
};

const tenderName = (t: Translate, type: string, label: string) => {
  const key = tenderKey(type);
  return key ? t(key) : label;
};

const columns = (t: Translate, format: ReturnType<typeof useStoreFormat>): Column<Row>[] => [
  {
    key: 'number',
    header: t('invoices.ticket'),
    primary: true,
    render: (r) => (
      <>
        <span className="font-semibold text-gray-900">#{r.number}</span>{' '}
        <span className="text-sm text-gray-600">{format.dateTime(r.paid_at)}</span>
      </>
    ),
  },
  {
    key: 'customer',
    header: t('ui.customer'),
    render: (r) =>
      r.customer ? (
        <>
          {r.customer}
          {r.phone && <span className="block text-sm text-gray-600">{r.phone}</span>}
        </>
      ) : (
        t('invoices.walkIn')
      ),
  },
  { key: 'technicians', header: t('invoices.technicians'), render: (r) => r.technicians ?? '—' },
  {
    key: 'tenders',
    header: t('invoices.paidBy'),
    render: (r) =>
      r.tenders
        .map((x) => `${tenderName(t, x.type, x.label)} ${format.money(x.cents)}`)
        .join(', ') || '—',
  },
  {
    key: 'amount_due',
    header: t('ui.total'),
    align: 'right',
    className: 'tabular-nums',
    render: (r) => (
      <>
        {format.money(r.amount_due_cents)}
        {r.refunded_cents !== null && (
          <span className="block text-sm text-danger-700">−{format.money(r.refunded_cents)}</span>
        )}
      </>
    ),
  },
  {
    key: 'status',
    header: t('ui.status'),
    render: (r) => (
      <Badge
        tone={r.status === 'voided' ? 'danger' : r.refunded_cents !== null ? 'neutral' : 'primary'}
        data-test="status"
      >
        {statusLabel(t, r)}
      </Badge>
    ),
  },
];

export default function Index({
  invoices,
  totals,
  filters,
  period,
  export_query,
  ranges,
  technicians,
  tenders,
  statuses,
}: PageProps<'Admin/Invoices/Index'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const [q, setQ] = useState(filters.q);
  const filter = (next: Partial<Filters>) =>
    visitWithFilters(route('invoices.index'), invoiceFilterQuery({ ...filters, ...next }), {
      preserveScroll: true,
    });

  // Typing asks the server again after a short pause.
  useFilterVisit(q, () => filter({ q }));

  const summary = [
    { label: t('invoices.totals.tickets'), value: String(totals.count), test: 'count' },
    { label: t('ui.subtotal'), value: format.money(totals.subtotal_cents), test: 'subtotal' },
    { label: t('ui.tax'), value: format.money(totals.tax_cents), test: 'tax' },
    { label: t('invoices.totals.tips'), value: format.money(totals.tip_cents), test: 'tip' },
    {
      label: t('invoices.totals.collected'),
      value: format.money(totals.amount_due_cents),
      test: 'amount_due',
    },
    ...totals.tenders
      .filter((x) => x.cents > 0)
      .map((x) => ({
        label: tenderName(t, x.type, x.label),
        value: format.money(x.cents),
        test: `tender-${x.type}`,
      })),
    ...(totals.refunded_cents !== 0
      ? [{ label: t('ui.refunded'), value: format.money(totals.refunded_cents), test: 'refunded' }]
      : []),
  ];

  return (
    <>
      <Head title={t('invoices.title')} />
      <PageHeader
        title={t('invoices.title')}
        actions={
          <a
            href={route('invoices.export', export_query)}
            className={buttonClass({ variant: 'secondary' })}
            data-test="invoices-export"
            download
          >
            {t('invoices.exportCsv')}
          </a>
        }
      />

      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Select
          name="range"
          aria-label={t('invoices.filter.range')}
          data-test="filter-range"
          fit
          value={filters.range}
          onChange={(e) => filter({ range: e.target.value })}
        >
          {ranges.map((r) => (
            <option key={r} value={r}>
              {t(RANGES[r])}
            </option>
          ))}
        </Select>
        {filters.range === 'custom' && (
          <>
            <TextInput
              type="date"
              name="from"
              aria-label={t('ui.from')}
              data-test="filter-from"
              fit
              value={filters.from}
              onChange={(e) => e.target.value && filter({ from: e.target.value })}
            />
            <TextInput
              type="date"
              name="to"
              aria-label={t('ui.to')}
              data-test="filter-to"
              fit
              value={filters.to}
              onChange={(e) => e.target.value && filter({ to: e.target.value })}
            />
          </>
        )}
        <Select
          name="technician"
          aria-label={t('ui.technician')}
          data-test="filter-technician"
          fit
          className="max-w-full"
          value={filters.technician ?? ''}
          onChange={(e) => filter({ technician: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('invoices.filter.allTechnicians')}</option>
          {technicians.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </Select>
        <Select
          name="tender"
          aria-label={t('invoices.paidBy')}
          data-test="filter-tender"
          fit
          value={filters.tender ?? ''}
          onChange={(e) => filter({ tender: e.target.value || null })}
        >
          <option value="">{t('invoices.filter.anyPayment')}</option>
          {tenders.map((x) => (
            <option key={x.value} value={x.value}>
              {tenderName(t, x.value, x.label)}
            </option>
          ))}
        </Select>
        <Select
          name="status"
          aria-label={t('ui.status')}
          data-test="filter-status"
          fit
          value={filters.status ?? ''}
          onChange={(e) => filter({ status: e.target.value || null })}
        >
          <option value="">{t('invoices.filter.anyStatus')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_FILTER_KEYS[s])}
            </option>
          ))}
        </Select>
        <TextInput
          type="search"
          name="q"
          aria-label={t('invoices.filter.q')}
          placeholder={t('invoices.filter.qPlaceholder')}
          data-test="filter-q"
          fit
          className="w-48"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <span data-test="period" className="self-center text-sm text-gray-700 tabular-nums">
          {format.date(period.from)}
          {period.from !== period.to && ` – ${format.date(period.to)}`}
        </span>
      </div>

      <dl
        data-test="invoice-totals"
        className="mb-4 grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3"
      >
        {summary.map((s) => (
          <div key={s.test} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">
              {s.label}
            </dt>
            <dd
              data-test={`total-${s.test}`}
              className="text-lg font-semibold text-gray-900 tabular-nums"
            >
              {s.value}
            </dd>
          </div>
        ))}
      </dl>

      <DataTable
        data-test="invoices"
        label={t('invoices.tableLabel')}
        rowTest="invoice"
        columns={columns(t, format)}
        rows={invoices.data}
        rowKey={(r) => r.id}
        actions={(r) => (
          <>
            {hasRoute('invoices.show') && (
              <ButtonLink
                href={route('invoices.show', { invoice: r.id })}
                variant="secondary"
                data-test="invoice-view"
                aria-label={t('invoices.receiptOf', { number: r.number })}
              >
                {t('invoices.receiptLink')}
              </ButtonLink>
            )}
            <ButtonLink
              href={route('invoices.edit', { invoice: r.id })}
              variant="ghost"
              data-test="invoice-edit"
              aria-label={t('invoices.changeOf', { number: r.number })}
            >
              {t('invoices.change')}
            </ButtonLink>
          </>
        )}
        empty={
          <EmptyState
            message={t('invoices.empty')}
            hint={t('invoices.emptyHint')}
            action={
              filters.range !== 'thisMonth' && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    filter({
                      range: 'thisMonth',
                      technician: null,
                      tender: null,
                      status: null,
                      q: '',
                    })
                  }
                >
                  {t('invoices.showThisMonth')}
                </Button>
              )
            }
          />
        }
      />
      {invoices.total > 0 && <Pagination paginator={invoices} />}
    </>
  );
}
