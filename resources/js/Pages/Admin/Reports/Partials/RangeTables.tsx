import type { ReactNode } from 'react';
import { buttonClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import { formatCurrency, formatLongDate } from '@/lib/format';
import { route } from '@/lib/route';

export interface Figures {
  key: string; from: string; to: string; tickets: number; services_cents: number; retail_cents: number; discounts_cents: number; net_cents: number;
  tax_cents: number; tips_cents: number; tenders: Record<string, number>; gift_cards_sold_cents: number; gift_cards_redeemed_cents: number;
  refunds: number; refunds_cents: number; voids: number; voids_cents: number;
}

export const money = (cents: number) => formatCurrency(cents);
const num = 'tabular-nums';
const days = (f: Figures) => (f.from === f.to ? formatLongDate(f.from, 'short') : `${formatLongDate(f.from, 'short')} – ${formatLongDate(f.to, 'short')}`);

/** A table of the range report with its heading and its own CSV export (same query as the page). */
export function ReportTable({ title, table, name = table, exportQuery, children }: { title: string; table: string; name?: string; exportQuery: Record<string, string | number>; children: ReactNode }) {
  return (
    <section data-test={`table-${name}`} aria-label={title} className="mb-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        <a href={route('reports.export', { ...exportQuery, table })} className={buttonClass({ variant: 'ghost' })} data-test={`export-${name}`} download>Export CSV</a>
      </div>
      {children}
    </section>
  );
}

const noSales = <EmptyState message="No sales in this period." hint="Paid tickets fill this table." />;

/** Sales figures per day, week or month, with the period's total as the footer. */
export function PeriodTable({ rows, total }: { rows: Figures[]; total: Figures }) {
  const columns: Column<Figures>[] = [
    { key: 'period', header: 'Period', primary: true, render: (f) => <span className="font-semibold text-gray-900">{days(f)}</span> },
    { key: 'tickets', header: 'Tickets', align: 'right', className: num, render: (f) => f.tickets },
    { key: 'services', header: 'Services', align: 'right', className: num, render: (f) => money(f.services_cents) },
    { key: 'retail', header: 'Retail', align: 'right', className: num, render: (f) => money(f.retail_cents) },
    { key: 'discounts', header: 'Discounts', align: 'right', className: num, render: (f) => money(f.discounts_cents) },
    { key: 'net', header: 'Net sales', align: 'right', className: num, render: (f) => money(f.net_cents) },
    { key: 'tax', header: 'Tax', align: 'right', className: num, render: (f) => money(f.tax_cents) },
    { key: 'tips', header: 'Tips', align: 'right', className: num, render: (f) => money(f.tips_cents) },
    { key: 'refunds', header: 'Refunds', align: 'right', className: num, render: (f) => `${money(f.refunds_cents)} (${f.refunds})` },
    { key: 'voids', header: 'Voids', align: 'right', className: num, render: (f) => `${money(f.voids_cents)} (${f.voids})` },
  ];
  return (
    <DataTable data-test="report-periods" label="Sales by period" rowTest="period" columns={columns} rows={rows} rowKey={(f) => f.key} empty={noSales}
      footer={{ 'data-test': 'periods-total', cells: columns.map((c, i) => ({ key: c.key, label: c.header, align: c.align, content: i === 0 ? 'Total' : c.render(total) })) }} />
  );
}

/** Payments per period: each tender and gift cards sold and redeemed. */
export function TenderTable({ rows, total, tenders }: { rows: Figures[]; total: Figures; tenders: { key: string; label: string }[] }) {
  const columns: Column<Figures>[] = [
    { key: 'period', header: 'Period', primary: true, render: (f) => <span className="font-semibold text-gray-900">{days(f)}</span> },
    ...tenders.map((t): Column<Figures> => ({ key: t.key, header: t.label, align: 'right', className: num, render: (f) => money(f.tenders[t.key] ?? 0) })),
    { key: 'gc_sold', header: 'Gift cards sold', align: 'right', className: num, render: (f) => money(f.gift_cards_sold_cents) },
    { key: 'gc_redeemed', header: 'Gift cards redeemed', align: 'right', className: num, render: (f) => money(f.gift_cards_redeemed_cents) },
  ];
  return (
    <DataTable data-test="report-tenders" label="Payments by period" rowTest="tenders" columns={columns} rows={rows} rowKey={(f) => f.key} empty={noSales}
      footer={{ 'data-test': 'tenders-total', cells: columns.map((c, i) => ({ key: c.key, label: c.header, align: c.align, content: i === 0 ? 'Total' : c.render(total) })) }} />
  );
}

export interface Item { service_id: number | null; name: string; category: string; kind: string; quantity: number; gross_cents: number; net_cents: number }
export interface Category { id: number | null; name: string; quantity: number; gross_cents: number; net_cents: number }
export interface Tax { name: string; rate: number; base_cents: number; amount_cents: number }
export interface Technician { id: number; name: string; tickets: number; service_cents: number; average_cents: number; tip_cents: number }

const rateLabel = (rate: number) => `${(rate / 1000).toFixed(3).replace(/\.?0+$/, '')}%`;

export const itemColumns: Column<Item>[] = [
  { key: 'name', header: 'Item', primary: true, render: (i) => <span className="font-semibold text-gray-900">{i.name}</span> },
  { key: 'category', header: 'Category', render: (i) => i.category },
  { key: 'quantity', header: 'Sold', align: 'right', className: num, render: (i) => i.quantity },
  { key: 'gross', header: 'Gross', align: 'right', className: num, render: (i) => money(i.gross_cents) },
  { key: 'net', header: 'Net sales', align: 'right', className: num, render: (i) => money(i.net_cents) },
];
export const categoryColumns: Column<Category>[] = [
  { key: 'name', header: 'Category', primary: true, render: (c) => <span className="font-semibold text-gray-900">{c.name}</span> },
  { key: 'quantity', header: 'Sold', align: 'right', className: num, render: (c) => c.quantity },
  { key: 'gross', header: 'Gross', align: 'right', className: num, render: (c) => money(c.gross_cents) },
  { key: 'net', header: 'Net sales', align: 'right', className: num, render: (c) => money(c.net_cents) },
];
export const taxColumns: Column<Tax>[] = [
  { key: 'name', header: 'Tax', primary: true, render: (t) => <span className="font-semibold text-gray-900">{t.name} {rateLabel(t.rate)}</span> },
  { key: 'base', header: 'Taxable', align: 'right', className: num, render: (t) => money(t.base_cents) },
  { key: 'amount', header: 'Collected', align: 'right', className: num, render: (t) => money(t.amount_cents) },
];
export const technicianColumns: Column<Technician>[] = [
  { key: 'name', header: 'Technician', primary: true, render: (t) => <span className="font-semibold text-gray-900">{t.name}</span> },
  { key: 'tickets', header: 'Tickets', align: 'right', className: num, render: (t) => t.tickets },
  { key: 'service', header: 'Service sales', align: 'right', className: num, render: (t) => money(t.service_cents) },
  { key: 'average', header: 'Average ticket', align: 'right', className: num, render: (t) => money(t.average_cents) },
  { key: 'tips', header: 'Tips', align: 'right', className: num, render: (t) => money(t.tip_cents) },
];
