import type { ReactNode } from 'react';
import { buttonClass } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import { useReportFormat } from './RangeFilters';
import ReportGrid, { type GridColumn } from './ReportGrid';
import type {
  Figures,
  Item,
  Category,
  Tax,
  Technician,
} from '@common/pages/Admin/Reports/Partials/RangeTables';
export type {
  Figures,
  Item,
  Category,
  Tax,
  Technician,
} from '@common/pages/Admin/Reports/Partials/RangeTables';

export type ReportFormat = ReturnType<typeof useReportFormat>;

/** The tenders the server lists, by key (their labels are its English). */
export const TENDER_LABELS: Record<string, string> = {
  cash: 'reports.tender.cash',
  credit_card: 'reports.tender.credit_card',
  gift_card: 'reports.tender.gift_card',
  coupon: 'reports.tender.coupon',
  check: 'reports.tender.check',
};
export const tenderLabel = (t: Translate, tender: { key: string; label: string }) =>
  TENDER_LABELS[tender.key] ? t(TENDER_LABELS[tender.key]) : tender.label;

/** A period's store days: one day, or the first over the last (the row's name stays narrow beside the figures). */
function Days({ f }: { f: Figures }) {
  const { t } = useT();
  const { shortDate } = useReportFormat();
  if (f.from === f.to) return <span className="whitespace-nowrap">{shortDate(f.from)}</span>;
  return (
    <span className="block whitespace-nowrap leading-tight">
      {shortDate(f.from)}
      <span className="block text-xs font-normal text-gray-600">
        {t('reports.table.toDate', { date: shortDate(f.to) })}
      </span>
    </span>
  );
}

/**
 * One part of the range report: an anchor for the section bar, its heading,
 * its own CSV export (the page's query, this table) and what it holds.
 */
export function ReportSection({
  id,
  title,
  table,
  name = table,
  exportQuery,
  tools,
  children,
}: {
  id: string;
  title: string;
  table: string;
  name?: string;
  exportQuery: Record<string, string | number>;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <section
      id={id}
      data-test={`table-${name}`}
      aria-labelledby={`${id}-title`}
      className="mb-8 min-w-0 scroll-mt-32"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {tools}
          <a
            href={route('reports.export', { ...exportQuery, table })}
            className={buttonClass({ variant: 'secondary' })}
            data-test={`export-${name}`}
            download
          >
            {t('reports.exportCsv')}
          </a>
        </div>
      </div>
      {children}
    </section>
  );
}

const noSales = (t: Translate) => (
  <EmptyState message={t('reports.index.noSales')} hint={t('reports.table.noSalesHint')} />
);
const totalOf = (t: Translate, columns: GridColumn<Figures>[], total: Figures) =>
  columns.map((c, i) => (i === 0 ? t('reports.total') : c.render(total)));

/** Sales figures per day, week or month, with the period's total as the footer. */
export function PeriodTable({ rows, total }: { rows: Figures[]; total: Figures }) {
  const { t } = useT();
  const { money, minus, count } = useReportFormat();
  const columns: GridColumn<Figures>[] = [
    { key: 'period', header: t('reports.table.period'), render: (f) => <Days f={f} /> },
    {
      key: 'tickets',
      header: t('reports.tickets'),
      numeric: true,
      render: (f) => count(f.tickets),
    },
    {
      key: 'services',
      header: t('reports.table.services'),
      numeric: true,
      render: (f) => money(f.services_cents),
    },
    {
      key: 'retail',
      header: t('reports.table.retail'),
      numeric: true,
      render: (f) => money(f.retail_cents),
    },
    {
      key: 'discounts',
      header: t('reports.table.discounts'),
      numeric: true,
      render: (f) => minus(f.discounts_cents),
    },
    {
      key: 'net',
      header: t('reports.netSales'),
      numeric: true,
      render: (f) => <span className="font-semibold text-gray-900">{money(f.net_cents)}</span>,
    },
    { key: 'tax', header: t('ui.tax'), numeric: true, render: (f) => money(f.tax_cents) },
    { key: 'tips', header: t('reports.tips'), numeric: true, render: (f) => money(f.tips_cents) },
    {
      key: 'refunds',
      header: t('reports.table.refunds'),
      numeric: true,
      render: (f) => `${money(f.refunds_cents)} (${count(f.refunds)})`,
    },
    {
      key: 'voids',
      header: t('reports.table.voids'),
      numeric: true,
      render: (f) => `${money(f.voids_cents)} (${count(f.voids)})`,
    },
  ];
  return (
    <ReportGrid
      data-test="report-periods"
      label={t('reports.table.salesByPeriod')}
      rowTest="period"
      columns={columns}
      rows={rows}
      rowKey={(f) => f.key}
      empty={noSales(t)}
      total={{ 'data-test': 'periods-total', cells: totalOf(t, columns, total) }}
    />
  );
}

/** Payments per period: each tender and gift cards sold and redeemed. */
export function TenderTable({
  rows,
  total,
  tenders,
}: {
  rows: Figures[];
  total: Figures;
  tenders: { key: string; label: string }[];
}) {
  const { t } = useT();
  const { money } = useReportFormat();
  const columns: GridColumn<Figures>[] = [
    { key: 'period', header: t('reports.table.period'), render: (f) => <Days f={f} /> },
    ...tenders.map((tender): GridColumn<Figures> => ({
      key: tender.key,
      header: tenderLabel(t, tender),
      numeric: true,
      render: (f) => money(f.tenders[tender.key] ?? 0),
    })),
    {
      key: 'gc_sold',
      header: t('reports.table.giftCardsSold'),
      numeric: true,
      render: (f) => money(f.gift_cards_sold_cents),
    },
    {
      key: 'gc_redeemed',
      header: t('reports.table.giftCardsRedeemed'),
      numeric: true,
      render: (f) => money(f.gift_cards_redeemed_cents),
    },
  ];
  return (
    <ReportGrid
      data-test="report-tenders"
      label={t('reports.table.paymentsByPeriod')}
      rowTest="tenders"
      columns={columns}
      rows={rows}
      rowKey={(f) => f.key}
      empty={noSales(t)}
      total={{ 'data-test': 'tenders-total', cells: totalOf(t, columns, total) }}
    />
  );
}

/** The server's name for sales of no category ("No category"), in the page's language. */
const categoryName = (t: Translate, name: string) =>
  name === 'No category' ? t('reports.table.noCategory') : name;

export const itemColumns = (t: Translate, { money, count }: ReportFormat): GridColumn<Item>[] => [
  { key: 'name', header: t('reports.table.item'), render: (i) => i.name },
  {
    key: 'category',
    header: t('reports.table.category'),
    render: (i) => categoryName(t, i.category),
  },
  {
    key: 'quantity',
    header: t('reports.table.sold'),
    numeric: true,
    render: (i) => count(i.quantity),
  },
  {
    key: 'gross',
    header: t('reports.table.gross'),
    numeric: true,
    render: (i) => money(i.gross_cents),
  },
  { key: 'net', header: t('reports.netSales'), numeric: true, render: (i) => money(i.net_cents) },
];
export const categoryColumns = (
  t: Translate,
  { money, count }: ReportFormat,
): GridColumn<Category>[] => [
  { key: 'name', header: t('reports.table.category'), render: (c) => c.name },
  {
    key: 'quantity',
    header: t('reports.table.sold'),
    numeric: true,
    render: (c) => count(c.quantity),
  },
  {
    key: 'gross',
    header: t('reports.table.gross'),
    numeric: true,
    render: (c) => money(c.gross_cents),
  },
  { key: 'net', header: t('reports.netSales'), numeric: true, render: (c) => money(c.net_cents) },
];
export const taxColumns = (t: Translate, { money, rate }: ReportFormat): GridColumn<Tax>[] => [
  { key: 'name', header: t('ui.tax'), render: (tax) => `${tax.name} ${rate(tax.rate)}` },
  {
    key: 'base',
    header: t('reports.table.taxable'),
    numeric: true,
    render: (tax) => money(tax.base_cents),
  },
  {
    key: 'amount',
    header: t('reports.table.collected'),
    numeric: true,
    render: (tax) => money(tax.amount_cents),
  },
];
export const technicianColumns = (
  t: Translate,
  { money, count }: ReportFormat,
): GridColumn<Technician>[] => [
  { key: 'name', header: t('ui.technician'), render: (tech) => tech.name },
  {
    key: 'tickets',
    header: t('reports.tickets'),
    numeric: true,
    render: (tech) => count(tech.tickets),
  },
  {
    key: 'service',
    header: t('reports.serviceSales'),
    numeric: true,
    render: (tech) => money(tech.service_cents),
  },
  {
    key: 'average',
    header: t('reports.table.averageTicket'),
    numeric: true,
    render: (tech) => money(tech.average_cents),
  },
  {
    key: 'tips',
    header: t('reports.tips'),
    numeric: true,
    render: (tech) => money(tech.tip_cents),
  },
];
