import { Head, usePage } from '@inertiajs/react';
import { useState } from 'react';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import RangeFilters from './Partials/RangeFilters';
import { PeriodTable, ReportSection, TenderTable, categoryColumns, itemColumns, taxColumns, technicianColumns } from './Partials/RangeTables';
import ReportGrid from './Partials/ReportGrid';
import PromotionDiscounts from './Partials/PromotionDiscounts';
import PointsSummary from './Partials/PointsSummary';
import SectionNav from './Partials/SectionNav';
import SummaryStrip from './Partials/SummaryStrip';
import type { PageProps } from '@common/pages';

const none = (what: string) => <EmptyState message={`No ${what} in this period.`} />;
const GROUP_TITLES: Record<string, string> = { day: 'By day', week: 'By week', month: 'By month' };
const SECTIONS = [
  { id: 'periods', label: 'By period' },
  { id: 'categories', label: 'Categories' },
  { id: 'taxes', label: 'Tax' },
  { id: 'services', label: 'Services' },
  { id: 'technicians', label: 'Technicians' },
  { id: 'promotions', label: 'Promotions' },
];
const POINTS_SECTION = { id: 'points', label: 'Points' };

/** Sales or payments per period: one table at a time, both from the same rows and the same export. */
function PeriodSwitch({ view, onChange }: { view: 'sales' | 'payments'; onChange: (v: 'sales' | 'payments') => void }) {
  const option = (v: 'sales' | 'payments', label: string) => (
    <button type="button" aria-pressed={view === v} data-test={`view-${v}`} onClick={() => onChange(v)}
      className={`min-h-11 rounded-md px-4 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${view === v ? 'bg-primary-600 text-white shadow-sm' : 'text-gray-700 hover:bg-gray-200 hover:text-gray-900'}`}>
      {label}
    </button>
  );
  return <div role="group" aria-label="Show" className="inline-flex gap-0.5 rounded-lg bg-white p-0.5 ring-1 ring-gray-300">{option('sales', 'Sales')}{option('payments', 'Payments')}</div>;
}

export default function Index({ store, filters, period, ranges, groupings, tenders, rows, total, items, categories, taxes, technicians, export_query, promotions = [], points = null }: PageProps<'Admin/Reports/Index'>) {
  const errors = usePage().props.errors as Record<string, string | undefined>;
  const [view, setView] = useState<'sales' | 'payments'>('sales');
  const q = export_query;
  return (
    <>
      <Head title="Reports" />
      <PageHeader title="Reports" description={<span data-test="report-store">{store.name} · days in {store.timezone}</span>} />
      <div className="mb-4 flow-root rounded-xl bg-white px-4 pt-3 shadow-sm ring-1 ring-gray-200">
        <RangeFilters routeName="reports.index" filters={filters} ranges={ranges} groupings={groupings} period={period} />
      </div>
      {(errors.from || errors.to) && <p data-test="range-invalid" className="mb-4 text-sm font-medium text-danger-700">Those dates cannot be shown: today’s figures are below until they are fixed.</p>}
      <SummaryStrip total={total} tenders={tenders} />
      <SectionNav sections={points ? [...SECTIONS, POINTS_SECTION] : SECTIONS} />

      <ReportSection id="periods" title={GROUP_TITLES[filters.group ?? ''] ?? 'By period'} table="periods" exportQuery={q} tools={<PeriodSwitch view={view} onChange={setView} />}>
        {view === 'sales' ? <PeriodTable rows={rows} total={total} /> : <TenderTable rows={rows} total={total} tenders={tenders} />}
      </ReportSection>
      <div className="grid gap-x-6 xl:grid-cols-2">
        <ReportSection id="categories" title="Sales by category" table="categories" exportQuery={q}>
          <ReportGrid data-test="report-categories" label="Sales by category" rowTest="category" columns={categoryColumns} rows={categories} rowKey={(c) => c.id ?? 0} empty={none('sales')} />
        </ReportSection>
        <ReportSection id="taxes" title="Tax collected" table="taxes" exportQuery={q}>
          <ReportGrid data-test="report-taxes" label="Tax collected" rowTest="tax" columns={taxColumns} rows={taxes} rowKey={(t) => `${t.name}-${t.rate}`} empty={none('tax charged')} />
        </ReportSection>
      </div>
      <ReportSection id="services" title="Sales by service" table="services" exportQuery={q}>
        <ReportGrid data-test="report-services" label="Sales by service" rowTest="item" columns={itemColumns} rows={items} rowKey={(i) => `${i.service_id}-${i.name}-${i.category}-${i.kind}`} empty={none('sales')} />
      </ReportSection>
      <ReportSection id="technicians" title="Technicians" table="technicians" exportQuery={q}>
        <ReportGrid data-test="report-technicians" label="Technicians" rowTest="technician" columns={technicianColumns} rows={technicians} rowKey={(t) => t.id} empty={none('technician sales')} />
      </ReportSection>
      <section id="promotions" data-test="table-promotions" aria-labelledby="promotions-title" className="mb-8 min-w-0 scroll-mt-32">
        <h2 id="promotions-title" className="mb-2 text-lg font-semibold text-gray-900">Discount by promotion</h2>
        <PromotionDiscounts rows={promotions} />
      </section>
      {points && (
        <section id="points" aria-labelledby="points-title" className="mb-8 min-w-0 scroll-mt-32">
          <h2 id="points-title" className="mb-2 text-lg font-semibold text-gray-900">Rewards points</h2>
          <PointsSummary points={points} />
        </section>
      )}
      <p className="text-sm text-gray-600">A ticket belongs to the store day it was paid; refunds to the day they were given; voids are listed, never counted. A ticket with two technicians counts once for each.</p>
    </>
  );
}
