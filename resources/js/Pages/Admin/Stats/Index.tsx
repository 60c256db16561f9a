import { Head } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { formatCurrency, formatLongDate } from '@/lib/format';
import RangeFilters from '../Reports/Partials/RangeFilters';
import { BarList, ChartCard, HourHeatmap } from './Partials/Charts';
import { RevenueChart } from './Partials/RevenueChart';
import type { PageProps } from '@common/pages';

const d = (ymd: string) => formatLongDate(ymd, 'short');
const th = 'py-1 pr-3 text-left font-semibold text-gray-700';
const td = 'py-1 pr-3 tabular-nums text-gray-800';

export default function Index({ store, filters, period, previous, ranges, revenue, totals, mix, by_sales, by_average, customers, hours }: PageProps<'Admin/Stats/Index'>) {
  const change = totals.previous_cents ? Math.round(((totals.cents - totals.previous_cents) / totals.previous_cents) * 100) : null;
  const people = customers.new + customers.returning;
  return (
    <>
      <Head title="Stats" />
      <PageHeader title="Stats" description={<span data-test="stats-store">{store.name} · days in {store.timezone}</span>} />
      <RangeFilters routeName="stats.index" filters={filters} ranges={ranges} period={period} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard title="Revenue by day" test="stats-revenue" table={
          <table className="text-sm"><thead><tr><th className={th}>Day</th><th className={th}>Net sales</th><th className={th}>Day before</th><th className={th}>Net sales</th></tr></thead>
            <tbody>{revenue.map((p) => <tr key={p.date}><td className={td}>{d(p.date)}</td><td className={td}>{formatCurrency(p.cents)}</td><td className={td}>{d(p.previous_date)}</td><td className={td}>{formatCurrency(p.previous_cents)}</td></tr>)}</tbody></table>
        }>
          <p className="mb-2 text-sm text-gray-700">
            <span data-test="stats-total" className="text-lg font-semibold text-gray-900 tabular-nums">{formatCurrency(totals.cents)}</span> net sales from {totals.tickets} tickets
            {change !== null && <> · <span className="tabular-nums">{change >= 0 ? '+' : '−'}{Math.abs(change)}%</span></>} against {formatCurrency(totals.previous_cents)} ({d(previous.from)} – {d(previous.to)}, dashed)
          </p>
          <RevenueChart points={revenue} />
        </ChartCard>
        <ChartCard title="Services by category" test="stats-mix">
          <BarList test="mix" label="Service sales by category" bars={mix.map((c) => ({ key: c.id ?? 0, label: c.name, value: c.net_cents, display: formatCurrency(c.net_cents), note: `${c.quantity} sold` }))} />
        </ChartCard>
        <ChartCard title="Technicians by sales" test="stats-by-sales">
          <BarList test="by-sales" label="Technicians ranked by service sales" bars={by_sales.map((t) => ({ key: t.id, label: t.name, value: t.service_cents, display: formatCurrency(t.service_cents), note: `${t.tickets} tickets` }))} />
        </ChartCard>
        <ChartCard title="Technicians by average ticket" test="stats-by-average">
          <BarList test="by-average" label="Technicians ranked by average ticket" bars={by_average.map((t) => ({ key: t.id, label: t.name, value: t.average_cents, display: formatCurrency(t.average_cents) }))} />
        </ChartCard>
        <ChartCard title="New and returning customers" test="stats-customers">
          <BarList test="customers" label="New and returning customers" bars={[
            { key: 'new', label: 'New (first visit in this period)', value: customers.new, display: String(customers.new), note: people ? `${Math.round((customers.new / people) * 100)}%` : undefined },
            { key: 'returning', label: 'Returning', value: customers.returning, display: String(customers.returning), note: people ? `${Math.round((customers.returning / people) * 100)}%` : undefined },
          ]} />
          <p className="mt-2 text-sm text-gray-600">Plus {customers.walk_in_tickets} tickets with no customer recorded.</p>
        </ChartCard>
        <ChartCard title="Busiest hours" test="stats-hours" table={
          <table className="text-sm"><thead><tr><th className={th}>Day</th>{hours.hours.map((h) => <th key={h} className={th}>{h}:00</th>)}</tr></thead>
            <tbody>{hours.rows.map((r) => <tr key={r.weekday}><td className={td}>{['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][r.weekday - 1]}</td>{r.tickets.map((n, i) => <td key={i} className={td}>{n}</td>)}</tr>)}</tbody></table>
        }>
          <HourHeatmap hours={hours.hours} rows={hours.rows} />
        </ChartCard>
      </div>
    </>
  );
}
