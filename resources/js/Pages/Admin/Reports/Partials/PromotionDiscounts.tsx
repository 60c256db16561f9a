import EmptyState from '@/Components/ui/EmptyState';
import { formatCurrency } from '@/lib/format';
import ReportGrid, { type GridColumn } from './ReportGrid';
import type { PromotionDiscountRow } from '@common/pages/Admin/Promotions/Index';

const columns: GridColumn<PromotionDiscountRow>[] = [
  { key: 'name', header: 'Promotion', render: (p) => p.name },
  { key: 'uses', header: 'Tickets', numeric: true, render: (p) => p.uses },
  { key: 'given', header: 'Discount', numeric: true, render: (p) => formatCurrency(p.amount_cents) },
  { key: 'refunded', header: 'Refunded', numeric: true, render: (p) => formatCurrency(p.reversed_cents) },
  { key: 'net', header: 'Net discount', numeric: true, render: (p) => formatCurrency(p.net_cents) },
];

/** Discount by promotion (the daily and range reports): one row per promotion the period's paid tickets took. */
export default function PromotionDiscounts({ rows }: { rows: PromotionDiscountRow[] }) {
  const sum = (f: (p: PromotionDiscountRow) => number) => rows.reduce((s, p) => s + f(p), 0);
  return (
    <ReportGrid
      data-test="report-promotions"
      label="Discount by promotion"
      rowTest="promotion"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.promotion_id}
      total={rows.length > 1 ? { 'data-test': 'promotions-total', cells: ['Total', sum((p) => p.uses), formatCurrency(sum((p) => p.amount_cents)), formatCurrency(sum((p) => p.reversed_cents)), formatCurrency(sum((p) => p.net_cents))] } : undefined}
      empty={<EmptyState message="No promotion was applied in this period." />}
    />
  );
}
