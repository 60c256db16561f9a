import { money, type Figures } from './RangeTables';

/**
 * The period's total in one compact box: the sales figures on the first
 * line, how they were paid on the second. Read at a glance above the tables.
 */
export default function SummaryStrip({ total, tenders }: { total: Figures; tenders: { key: string; label: string }[] }) {
  const sales = [
    { label: 'Tickets', value: String(total.tickets), test: 'tickets' },
    { label: 'Net sales', value: money(total.net_cents), test: 'net' },
    { label: 'Tax', value: money(total.tax_cents), test: 'tax' },
    { label: 'Tips', value: money(total.tips_cents), test: 'tips' },
    { label: `Refunds (${total.refunds})`, value: money(total.refunds_cents), test: 'refunds' },
  ];
  const paid = tenders.map((t) => ({ label: t.label, value: money(total.tenders[t.key] ?? 0), test: `tender-${t.key}` }));
  const row = 'grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-x-4 gap-y-2 px-4 py-3';
  const item = (h: { label: string; value: string; test: string }, big: boolean) => (
    <div key={h.test} className="min-w-0">
      <dt className="truncate text-xs font-semibold uppercase tracking-wide text-gray-600">{h.label}</dt>
      <dd data-test={`headline-${h.test}`} className={`tabular-nums text-gray-900 ${big ? 'text-lg font-semibold' : 'text-sm font-medium'}`}>{h.value}</dd>
    </div>
  );
  return (
    <div data-test="report-headline" className="mb-6 divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <dl aria-label="Period total" className={row}>{sales.map((h) => item(h, true))}</dl>
      <dl aria-label="Payments" className={row}>{paid.map((h) => item(h, false))}</dl>
    </div>
  );
}
