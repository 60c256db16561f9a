import { Head } from '@inertiajs/react';
import { Fragment, type ReactNode } from 'react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import RangeFilters, { useReportFormat } from '../Reports/Partials/RangeFilters';
import { BarList, ChartCard, HourHeatmap, useWeekdays } from './Partials/Charts';
import { RevenueChart } from './Partials/RevenueChart';
import type { PageProps } from '@common/pages';

const th = 'py-1 pr-3 text-left font-semibold text-gray-700';
const td = 'py-1 pr-3 tabular-nums text-gray-800';

/** Where an element goes in a message (a bold amount): each language keeps its own word order around it. */
const TOTAL = '\uE000';
const CHANGE = '\uE001';
function withSlots(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text
    .split(/([\uE000\uE001])/)
    .map((part, i) => (
      <Fragment key={i}>{part === TOTAL || part === CHANGE ? nodes[part] : part}</Fragment>
    ));
}

export default function Index({
  store,
  filters,
  period,
  previous,
  ranges,
  revenue,
  totals,
  mix,
  by_sales,
  by_average,
  customers,
  hours,
}: PageProps<'Admin/Stats/Index'>) {
  const { t } = useT();
  const f = useReportFormat();
  const weekdays = useWeekdays();
  const d = f.shortDate;
  const tickets = (n: number) => t('stats.tickets', { count: n, tickets: f.count(n) });
  const change = totals.previous_cents
    ? Math.round(((totals.cents - totals.previous_cents) / totals.previous_cents) * 100)
    : null;
  const people = customers.new + customers.returning;
  const summary = {
    total: TOTAL,
    count: totals.tickets,
    tickets: f.count(totals.tickets),
    previous: f.money(totals.previous_cents),
    from: d(previous.from),
    to: d(previous.to),
  };
  return (
    <>
      <Head title={t('stats.title')} />
      <PageHeader
        title={t('stats.title')}
        description={
          <span data-test="stats-store">
            {t('reports.storeDays', { store: store.name, zone: store.timezone })}
          </span>
        }
      />
      <RangeFilters routeName="stats.index" filters={filters} ranges={ranges} period={period} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartCard
          title={t('stats.revenue')}
          test="stats-revenue"
          table={
            <table className="text-sm">
              <thead>
                <tr>
                  <th className={th}>{t('stats.day')}</th>
                  <th className={th}>{t('reports.netSales')}</th>
                  <th className={th}>{t('stats.dayBefore')}</th>
                  <th className={th}>{t('reports.netSales')}</th>
                </tr>
              </thead>
              <tbody>
                {revenue.map((p) => (
                  <tr key={p.date}>
                    <td className={td}>{d(p.date)}</td>
                    <td className={td}>{f.money(p.cents)}</td>
                    <td className={td}>{d(p.previous_date)}</td>
                    <td className={td}>{f.money(p.previous_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          <p className="mb-2 text-sm text-gray-700">
            {withSlots(
              change === null
                ? t('stats.summary', summary)
                : t('stats.summaryChange', { ...summary, change: CHANGE }),
              {
                [TOTAL]: (
                  <span
                    data-test="stats-total"
                    className="text-lg font-semibold text-gray-900 tabular-nums"
                  >
                    {f.money(totals.cents)}
                  </span>
                ),
                [CHANGE]: change !== null && (
                  <span className="tabular-nums">
                    {change >= 0 ? '+' : '−'}
                    {Math.abs(change)}%
                  </span>
                ),
              },
            )}
          </p>
          <RevenueChart points={revenue} />
        </ChartCard>
        <ChartCard title={t('stats.mix')} test="stats-mix">
          <BarList
            test="mix"
            label={t('stats.mixLabel')}
            bars={mix.map((c) => ({
              key: c.id ?? 0,
              label: c.name,
              value: c.net_cents,
              display: f.money(c.net_cents),
              note: t('stats.sold', { count: f.count(c.quantity) }),
            }))}
          />
        </ChartCard>
        <ChartCard title={t('stats.bySales')} test="stats-by-sales">
          <BarList
            test="by-sales"
            label={t('stats.bySalesLabel')}
            bars={by_sales.map((tech) => ({
              key: tech.id,
              label: tech.name,
              value: tech.service_cents,
              display: f.money(tech.service_cents),
              note: tickets(tech.tickets),
            }))}
          />
        </ChartCard>
        <ChartCard title={t('stats.byAverage')} test="stats-by-average">
          <BarList
            test="by-average"
            label={t('stats.byAverageLabel')}
            bars={by_average.map((tech) => ({
              key: tech.id,
              label: tech.name,
              value: tech.average_cents,
              display: f.money(tech.average_cents),
            }))}
          />
        </ChartCard>
        <ChartCard title={t('stats.customers')} test="stats-customers">
          <BarList
            test="customers"
            label={t('stats.customers')}
            bars={[
              {
                key: 'new',
                label: t('stats.newCustomers'),
                value: customers.new,
                display: f.count(customers.new),
                note: people ? `${Math.round((customers.new / people) * 100)}%` : undefined,
              },
              {
                key: 'returning',
                label: t('stats.returning'),
                value: customers.returning,
                display: f.count(customers.returning),
                note: people ? `${Math.round((customers.returning / people) * 100)}%` : undefined,
              },
            ]}
          />
          <p className="mt-2 text-sm text-gray-600">
            {t('stats.walkIns', {
              count: customers.walk_in_tickets,
              tickets: f.count(customers.walk_in_tickets),
            })}
          </p>
        </ChartCard>
        <ChartCard
          title={t('stats.hours')}
          test="stats-hours"
          table={
            <table className="text-sm">
              <thead>
                <tr>
                  <th className={th}>{t('stats.day')}</th>
                  {hours.hours.map((h) => (
                    <th key={h} className={th}>
                      {h}:00
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {hours.rows.map((r) => (
                  <tr key={r.weekday}>
                    <td className={td}>{weekdays[r.weekday - 1]}</td>
                    {r.tickets.map((n, i) => (
                      <td key={i} className={td}>
                        {n}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          <HourHeatmap hours={hours.hours} rows={hours.rows} />
        </ChartCard>
      </div>
    </>
  );
}
