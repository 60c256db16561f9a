import { Head, usePage } from '@inertiajs/react';
import { useState } from 'react';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import RangeFilters, { groupingKey, useReportFormat } from './Partials/RangeFilters';
import {
  PeriodTable,
  ReportSection,
  TenderTable,
  categoryColumns,
  itemColumns,
  taxColumns,
  technicianColumns,
} from './Partials/RangeTables';
import ReportGrid from './Partials/ReportGrid';
import PromotionDiscounts from './Partials/PromotionDiscounts';
import PointsSummary from './Partials/PointsSummary';
import SectionNav from './Partials/SectionNav';
import SummaryStrip from './Partials/SummaryStrip';
import type { PageProps } from '@common/pages';

const SECTIONS = [
  { id: 'periods', label: 'reports.group.period' },
  { id: 'categories', label: 'reports.index.categories' },
  { id: 'taxes', label: 'ui.tax' },
  { id: 'services', label: 'reports.index.services' },
  { id: 'technicians', label: 'reports.technicians' },
  { id: 'promotions', label: 'reports.index.promotions' },
];
const POINTS_SECTION = { id: 'points', label: 'reports.index.points' };

/** Sales or payments per period: one table at a time, both from the same rows and the same export. */
function PeriodSwitch({
  view,
  onChange,
}: {
  view: 'sales' | 'payments';
  onChange: (v: 'sales' | 'payments') => void;
}) {
  const { t } = useT();
  const option = (v: 'sales' | 'payments', label: string) => (
    <button
      type="button"
      aria-pressed={view === v}
      data-test={`view-${v}`}
      onClick={() => onChange(v)}
      className={`min-h-11 rounded-md px-4 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${view === v ? 'bg-primary-600 text-white shadow-sm' : 'text-gray-700 hover:bg-gray-200 hover:text-gray-900'}`}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('reports.index.view')}
      className="inline-flex gap-0.5 rounded-lg bg-white p-0.5 ring-1 ring-gray-300"
    >
      {option('sales', t('reports.sales'))}
      {option('payments', t('reports.payments'))}
    </div>
  );
}

export default function Index({
  store,
  filters,
  period,
  ranges,
  groupings,
  tenders,
  rows,
  total,
  items,
  categories,
  taxes,
  technicians,
  export_query,
  promotions = [],
  points = null,
}: PageProps<'Admin/Reports/Index'>) {
  const { t } = useT();
  const f = useReportFormat();
  const none = (key: string) => <EmptyState message={t(key)} />;
  const errors = usePage().props.errors as Record<string, string | undefined>;
  const [view, setView] = useState<'sales' | 'payments'>('sales');
  const q = export_query;
  return (
    <>
      <Head title={t('reports.title')} />
      <PageHeader
        title={t('reports.title')}
        description={
          <span data-test="report-store">
            {t('reports.storeDays', { store: store.name, zone: store.timezone })}
          </span>
        }
      />
      <div className="mb-4 flow-root rounded-xl bg-white px-4 pt-3 shadow-sm ring-1 ring-gray-200">
        <RangeFilters
          routeName="reports.index"
          filters={filters}
          ranges={ranges}
          groupings={groupings}
          period={period}
        />
      </div>
      {(errors.from || errors.to) && (
        <p data-test="range-invalid" className="mb-4 text-sm font-medium text-danger-700">
          {t('reports.index.rangeInvalid')}
        </p>
      )}
      <SummaryStrip total={total} tenders={tenders} />
      <SectionNav
        sections={(points ? [...SECTIONS, POINTS_SECTION] : SECTIONS).map((s) => ({
          id: s.id,
          label: t(s.label),
        }))}
      />

      <ReportSection
        id="periods"
        title={t(groupingKey(filters.group))}
        table="periods"
        exportQuery={q}
        tools={<PeriodSwitch view={view} onChange={setView} />}
      >
        {view === 'sales' ? (
          <PeriodTable rows={rows} total={total} />
        ) : (
          <TenderTable rows={rows} total={total} tenders={tenders} />
        )}
      </ReportSection>
      <div className="grid gap-x-6 xl:grid-cols-2">
        <ReportSection
          id="categories"
          title={t('reports.index.salesByCategory')}
          table="categories"
          exportQuery={q}
        >
          <ReportGrid
            data-test="report-categories"
            label={t('reports.index.salesByCategory')}
            rowTest="category"
            columns={categoryColumns(t, f)}
            rows={categories}
            rowKey={(c) => c.id ?? 0}
            empty={none('reports.index.noSales')}
          />
        </ReportSection>
        <ReportSection
          id="taxes"
          title={t('reports.index.taxCollected')}
          table="taxes"
          exportQuery={q}
        >
          <ReportGrid
            data-test="report-taxes"
            label={t('reports.index.taxCollected')}
            rowTest="tax"
            columns={taxColumns(t, f)}
            rows={taxes}
            rowKey={(tax) => `${tax.name}-${tax.rate}`}
            empty={none('reports.index.noTax')}
          />
        </ReportSection>
      </div>
      <ReportSection
        id="services"
        title={t('reports.index.salesByService')}
        table="services"
        exportQuery={q}
      >
        <ReportGrid
          data-test="report-services"
          label={t('reports.index.salesByService')}
          rowTest="item"
          columns={itemColumns(t, f)}
          rows={items}
          rowKey={(i) => `${i.service_id}-${i.name}-${i.category}-${i.kind}`}
          empty={none('reports.index.noSales')}
        />
      </ReportSection>
      <ReportSection
        id="technicians"
        title={t('reports.technicians')}
        table="technicians"
        exportQuery={q}
      >
        <ReportGrid
          data-test="report-technicians"
          label={t('reports.technicians')}
          rowTest="technician"
          columns={technicianColumns(t, f)}
          rows={technicians}
          rowKey={(tech) => tech.id}
          empty={none('reports.index.noTechnicianSales')}
        />
      </ReportSection>
      <section
        id="promotions"
        data-test="table-promotions"
        aria-labelledby="promotions-title"
        className="mb-8 min-w-0 scroll-mt-32"
      >
        <h2 id="promotions-title" className="mb-2 text-lg font-semibold text-gray-900">
          {t('reports.discountByPromotion')}
        </h2>
        <PromotionDiscounts rows={promotions} />
      </section>
      {points && (
        <section id="points" aria-labelledby="points-title" className="mb-8 min-w-0 scroll-mt-32">
          <h2 id="points-title" className="mb-2 text-lg font-semibold text-gray-900">
            {t('reports.index.rewardsPoints')}
          </h2>
          <PointsSummary points={points} />
        </section>
      )}
      <p className="text-sm text-gray-600">{t('reports.index.footnote')}</p>
    </>
  );
}
