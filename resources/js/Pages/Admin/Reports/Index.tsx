import { Head, usePage } from '@inertiajs/react';
import DataTable from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import RangeFilters, { type Option, type RangeFilterValues } from './Partials/RangeFilters';
import {
  PeriodTable, ReportTable, TenderTable, categoryColumns, itemColumns, money, taxColumns, technicianColumns,
  type Category, type Figures, type Item, type Tax, type Technician,
} from './Partials/RangeTables';

interface Props {
  store: { name: string; timezone: string };
  filters: RangeFilterValues;
  period: { range: string; from: string; to: string; days: number; max_days: number };
  ranges: Option[];
  groupings: Option[];
  tenders: { key: string; label: string }[];
  rows: Figures[];
  total: Figures;
  items: Item[];
  categories: Category[];
  taxes: Tax[];
  technicians: Technician[];
  export_query: Record<string, string | number>;
}

const none = (what: string) => <EmptyState message={`No ${what} in this period.`} />;

export default function Index({ store, filters, period, ranges, groupings, tenders, rows, total, items, categories, taxes, technicians, export_query }: Props) {
  const errors = usePage().props.errors as Record<string, string | undefined>;
  const headline = [
    { label: 'Tickets', value: String(total.tickets), test: 'tickets' },
    { label: 'Net sales', value: money(total.net_cents), test: 'net' },
    { label: 'Tax', value: money(total.tax_cents), test: 'tax' },
    { label: 'Tips', value: money(total.tips_cents), test: 'tips' },
    { label: 'Refunds', value: money(total.refunds_cents), test: 'refunds' },
  ];
  return (
    <>
      <Head title="Reports" />
      <PageHeader title="Reports" description={<span data-test="report-store">{store.name} · days in {store.timezone}</span>} />
      <RangeFilters routeName="reports.index" filters={filters} ranges={ranges} groupings={groupings} period={period} />
      {(errors.from || errors.to) && <p data-test="range-invalid" className="mb-4 text-sm font-medium text-danger-700">Those dates cannot be shown: today’s figures are below until they are fixed.</p>}

      <dl data-test="report-headline" className="mb-6 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
        {headline.map((h) => (
          <div key={h.test} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
            <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{h.label}</dt>
            <dd data-test={`headline-${h.test}`} className="text-lg font-semibold text-gray-900 tabular-nums">{h.value}</dd>
          </div>
        ))}
      </dl>

      <ReportTable title="Sales" table="periods" exportQuery={export_query}><PeriodTable rows={rows} total={total} /></ReportTable>
      <ReportTable title="Payments" table="periods" name="payments" exportQuery={export_query}><TenderTable rows={rows} total={total} tenders={tenders} /></ReportTable>
      <div className="grid gap-x-6 xl:grid-cols-2">
        <ReportTable title="Sales by category" table="categories" exportQuery={export_query}>
          <DataTable data-test="report-categories" label="Sales by category" rowTest="category" columns={categoryColumns} rows={categories} rowKey={(c) => c.id ?? 0} empty={none('sales')} />
        </ReportTable>
        <ReportTable title="Tax collected" table="taxes" exportQuery={export_query}>
          <DataTable data-test="report-taxes" label="Tax collected" rowTest="tax" columns={taxColumns} rows={taxes} rowKey={(t) => `${t.name}-${t.rate}`} empty={none('tax charged')} />
        </ReportTable>
      </div>
      <ReportTable title="Sales by service" table="services" exportQuery={export_query}>
        <DataTable data-test="report-services" label="Sales by service" rowTest="item" columns={itemColumns} rows={items} rowKey={(i) => `${i.service_id}-${i.name}-${i.category}-${i.kind}`} empty={none('sales')} />
      </ReportTable>
      <ReportTable title="Technicians" table="technicians" exportQuery={export_query}>
        <DataTable data-test="report-technicians" label="Technicians" rowTest="technician" columns={technicianColumns} rows={technicians} rowKey={(t) => t.id} empty={none('technician sales')} />
      </ReportTable>
      <p className="text-sm text-gray-600">A ticket belongs to the store day it was paid; refunds to the day they were given; voids are listed, never counted. A ticket with two technicians counts once for each.</p>
    </>
  );
}
