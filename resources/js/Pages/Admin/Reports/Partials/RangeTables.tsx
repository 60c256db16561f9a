import type { ReactNode } from 'react';
import { buttonClass } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import { formatCurrency, formatLongDate } from '@/lib/format';
import { route } from '@/lib/route';
import ReportGrid, { type GridColumn } from './ReportGrid';
import type { Figures, Item, Category, Tax, Technician } from '@common/pages/Admin/Reports/Partials/RangeTables';
export type { Figures, Item, Category, Tax, Technician } from '@common/pages/Admin/Reports/Partials/RangeTables';

export const money = (cents: number) => formatCurrency(cents);
/** An amount taken off (discounts), shown as the daily report shows it: "−$4.50". */
const off = (cents: number) => formatCurrency(-cents);

/** A period's store days: one day, or the first over the last (the row's name stays narrow beside the figures). */
function Days({ f }: { f: Figures }) {
  if (f.from === f.to) return <span className="whitespace-nowrap">{formatLongDate(f.from, 'short')}</span>;
  return (
    <span className="block whitespace-nowrap leading-tight">
      {formatLongDate(f.from, 'short')}
      <span className="block text-xs font-normal text-gray-600">to {formatLongDate(f.to, 'short')}</span>
    </span>
  );
}

/**
 * One part of the range report: an anchor for the section bar, its heading,
 * its own CSV export (the page's query, this table) and what it holds.
 */
export function ReportSection({ id, title, table, name = table, exportQuery, tools, children }: {
  id: string; title: string; table: string; name?: string; exportQuery: Record<string, string | number>; tools?: ReactNode; children: ReactNode;
}) {
  return (
    <section id={id} data-test={`table-${name}`} aria-labelledby={`${id}-title`} className="mb-8 min-w-0 scroll-mt-32">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {tools}
          <a href={route('reports.export', { ...exportQuery, table })} className={buttonClass({ variant: 'secondary' })} data-test={`export-${name}`} download>Export CSV</a>
        </div>
      </div>
      {children}
    </section>
  );
}

const noSales = <EmptyState message="No sales in this period." hint="Paid tickets fill this table." />;
const totalOf = (columns: GridColumn<Figures>[], total: Figures) => columns.map((c, i) => (i === 0 ? 'Total' : c.render(total)));

/** Sales figures per day, week or month, with the period's total as the footer. */
export function PeriodTable({ rows, total }: { rows: Figures[]; total: Figures }) {
  const columns: GridColumn<Figures>[] = [
    { key: 'period', header: 'Period', render: (f) => <Days f={f} /> },
    { key: 'tickets', header: 'Tickets', numeric: true, render: (f) => f.tickets },
    { key: 'services', header: 'Services', numeric: true, render: (f) => money(f.services_cents) },
    { key: 'retail', header: 'Retail', numeric: true, render: (f) => money(f.retail_cents) },
    { key: 'discounts', header: 'Discounts', numeric: true, render: (f) => off(f.discounts_cents) },
    { key: 'net', header: 'Net sales', numeric: true, render: (f) => <span className="font-semibold text-gray-900">{money(f.net_cents)}</span> },
    { key: 'tax', header: 'Tax', numeric: true, render: (f) => money(f.tax_cents) },
    { key: 'tips', header: 'Tips', numeric: true, render: (f) => money(f.tips_cents) },
    { key: 'refunds', header: 'Refunds', numeric: true, render: (f) => `${money(f.refunds_cents)} (${f.refunds})` },
    { key: 'voids', header: 'Voids', numeric: true, render: (f) => `${money(f.voids_cents)} (${f.voids})` },
  ];
  return <ReportGrid data-test="report-periods" label="Sales by period" rowTest="period" columns={columns} rows={rows} rowKey={(f) => f.key} empty={noSales} total={{ 'data-test': 'periods-total', cells: totalOf(columns, total) }} />;
}

/** Payments per period: each tender and gift cards sold and redeemed. */
export function TenderTable({ rows, total, tenders }: { rows: Figures[]; total: Figures; tenders: { key: string; label: string }[] }) {
  const columns: GridColumn<Figures>[] = [
    { key: 'period', header: 'Period', render: (f) => <Days f={f} /> },
    ...tenders.map((t): GridColumn<Figures> => ({ key: t.key, header: t.label, numeric: true, render: (f) => money(f.tenders[t.key] ?? 0) })),
    { key: 'gc_sold', header: 'Gift cards sold', numeric: true, render: (f) => money(f.gift_cards_sold_cents) },
    { key: 'gc_redeemed', header: 'Gift cards redeemed', numeric: true, render: (f) => money(f.gift_cards_redeemed_cents) },
  ];
  return <ReportGrid data-test="report-tenders" label="Payments by period" rowTest="tenders" columns={columns} rows={rows} rowKey={(f) => f.key} empty={noSales} total={{ 'data-test': 'tenders-total', cells: totalOf(columns, total) }} />;
}

const rateLabel = (rate: number) => `${(rate / 1000).toFixed(3).replace(/\.?0+$/, '')}%`;

export const itemColumns: GridColumn<Item>[] = [
  { key: 'name', header: 'Item', render: (i) => i.name },
  { key: 'category', header: 'Category', render: (i) => i.category },
  { key: 'quantity', header: 'Sold', numeric: true, render: (i) => i.quantity },
  { key: 'gross', header: 'Gross', numeric: true, render: (i) => money(i.gross_cents) },
  { key: 'net', header: 'Net sales', numeric: true, render: (i) => money(i.net_cents) },
];
export const categoryColumns: GridColumn<Category>[] = [
  { key: 'name', header: 'Category', render: (c) => c.name },
  { key: 'quantity', header: 'Sold', numeric: true, render: (c) => c.quantity },
  { key: 'gross', header: 'Gross', numeric: true, render: (c) => money(c.gross_cents) },
  { key: 'net', header: 'Net sales', numeric: true, render: (c) => money(c.net_cents) },
];
export const taxColumns: GridColumn<Tax>[] = [
  { key: 'name', header: 'Tax', render: (t) => `${t.name} ${rateLabel(t.rate)}` },
  { key: 'base', header: 'Taxable', numeric: true, render: (t) => money(t.base_cents) },
  { key: 'amount', header: 'Collected', numeric: true, render: (t) => money(t.amount_cents) },
];
export const technicianColumns: GridColumn<Technician>[] = [
  { key: 'name', header: 'Technician', render: (t) => t.name },
  { key: 'tickets', header: 'Tickets', numeric: true, render: (t) => t.tickets },
  { key: 'service', header: 'Service sales', numeric: true, render: (t) => money(t.service_cents) },
  { key: 'average', header: 'Average ticket', numeric: true, render: (t) => money(t.average_cents) },
  { key: 'tips', header: 'Tips', numeric: true, render: (t) => money(t.tip_cents) },
];
