import { Head, router } from '@inertiajs/react';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink, buttonClass } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatCurrency, formatLongDate } from '@/lib/format';
import { route } from '@/lib/route';
import { ReportCard, ReportRow } from './Partials/ReportCard';
import ReportGrid, { type GridColumn } from './Partials/ReportGrid';
import PromotionDiscounts from './Partials/PromotionDiscounts';
import type { PageProps } from '@common/pages';
import type { DrawerDaySession, Technician } from '@common/pages/Admin/Reports/Daily';

/**
 * On paper only the report prints (no sidebar, header or buttons), on Letter
 * with small margins; cards keep together. (A style element: the app's
 * stylesheet knows no page, as on the receipt.)
 */
const PRINT_CSS = `
@media print {
  @page { size: letter; margin: 12mm; }
  html, body { background: #fff !important; }
  body *:not([data-report], [data-report] *) { visibility: hidden !important; background: transparent !important; box-shadow: none !important; border-color: transparent !important; }
  [data-report], [data-report] * { visibility: visible !important; }
  [data-report] { position: absolute; left: 0; top: 0; width: 100%; font-size: 12px; color: #000; }
  [data-report] .text-sm, [data-report] .text-xs { font-size: 10px !important; }
  [data-report] .text-lg { font-size: 14px !important; }
  [data-report] h1 { font-size: 18px !important; }
  [data-report] .report-card { box-shadow: none !important; border: 1px solid #999; border-radius: 4px; padding: 8px; }
  [data-report] .table-frame { box-shadow: none !important; border: 1px solid #999; border-radius: 4px; overflow: visible !important; }
  [data-report] .report-grid { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
  [data-report] th, [data-report] td { padding-top: 3px !important; padding-bottom: 3px !important; }
  [data-report] [data-screen-only] { display: none !important; }
}`;

const money = (cents: number) => formatCurrency(cents);
/** An amount taken off (discounts, change, cash refunds): "−$4.50" with the shared formatter's minus sign, "$0.00" for none. */
const minus = (cents: number) => formatCurrency(-cents);
const rateLabel = (rate: number) => `${(rate / 1000).toFixed(3).replace(/\.?0+$/, '')}%`;

const columns: GridColumn<Technician>[] = [
  { key: 'name', header: 'Technician', render: (t) => t.name },
  { key: 'tickets', header: 'Tickets', numeric: true, render: (t) => t.tickets },
  { key: 'service', header: 'Service sales', numeric: true, render: (t) => money(t.service_cents) },
  { key: 'tips', header: 'Tips', numeric: true, render: (t) => money(t.tip_cents) },
  { key: 'turns', header: 'Turns', numeric: true, render: (t) => t.turns ?? '—' },
];

export default function Daily({ store, day, tickets, sales, tenders, taxes, gift_cards, refunds, voids, cash_overrides = [], technicians, drawer, promotions = [], drawer_sessions = [], tip_payouts = [] }: PageProps<'Admin/Reports/Daily'>) {
  const go = (date: string) => router.get(route('reports.daily'), { date }, { preserveScroll: true });
  const figure = (key: string) => sales.find((s) => s.key === key)?.cents ?? 0;
  const tenderTotal = tenders.reduce((a, t) => a + t.cents, 0);
  const sum = (pick: (t: Technician) => number) => technicians.reduce((a, t) => a + pick(t), 0);
  const headline = [
    { label: 'Tickets', value: String(tickets), test: 'tickets' },
    { label: 'Net sales', value: money(figure('net')), test: 'net' },
    { label: 'Tips', value: money(figure('tips')), test: 'tips' },
    { label: 'Total taken', value: money(figure('taken')), test: 'taken' },
    { label: 'Expected cash', value: money(drawer_sessions.length ? drawer_sessions.reduce((a, d) => a + d.expected_cents, 0) : drawer.expected_cents), test: 'expected' },
  ];

  return (
    <>
      <Head title="Daily Report" />
      <style>{PRINT_CSS}</style>
      <div data-report>
        <PageHeader
          title="Daily Report"
          description={<span data-test="report-day">{store.name} · {formatLongDate(day.date)}</span>}
          actions={
            <div data-screen-only className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => window.print()} data-test="report-print">Print</Button>
              <a href={route('reports.daily_export', { date: day.date })} className={buttonClass({ variant: 'secondary' })} data-test="report-export" download>Export CSV</a>
            </div>
          }
        />

        <nav data-screen-only aria-label="Choose the day" className="mb-4 flex flex-wrap items-center gap-2">
          <ButtonLink href={route('reports.daily', { date: day.previous })} variant="secondary" data-test="day-previous" preserveScroll>← Previous day</ButtonLink>
          <TextInput type="date" name="date" aria-label="Day" data-test="day-picker" fit value={day.date} onChange={(e) => e.target.value && go(e.target.value)} />
          <ButtonLink href={route('reports.daily', { date: day.next })} variant="secondary" data-test="day-next" preserveScroll>Next day →</ButtonLink>
          {day.date !== day.today && <ButtonLink href={route('reports.daily')} variant="ghost" data-test="day-today">Today</ButtonLink>}
        </nav>

        <dl data-test="report-headline" className="mb-4 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
          {headline.map((h) => (
            <div key={h.test} className="report-card rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
              <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{h.label}</dt>
              <dd data-test={`headline-${h.test}`} className="text-lg font-semibold text-gray-900 tabular-nums">{h.value}</dd>
            </div>
          ))}
        </dl>

        <div className="report-grid mb-4 grid gap-4 lg:grid-cols-2">
          <ReportCard title="Sales" test="report-sales">
            <dl>
              <ReportRow label="Tickets" value={tickets} test="sales-tickets" />
              {sales.map((s) => (
                <ReportRow key={s.key} label={s.label} value={s.key === 'discounts' ? minus(s.cents) : money(s.cents)} test={`sales-${s.key}`} strong={s.key === 'net' || s.key === 'taken'} />
              ))}
            </dl>
          </ReportCard>

          <ReportCard title="Payments" test="report-tenders">
            <dl>
              {tenders.map((t) => <ReportRow key={t.key} label={t.label} value={money(t.cents)} test={`tender-${t.key}`} />)}
              <ReportRow label="Total" value={money(tenderTotal)} test="tender-total" strong />
            </dl>
          </ReportCard>

          <ReportCard title="Cash drawer" test="report-drawer">
            {drawer_sessions.length > 0 ? (
              <>
                {drawer_sessions.map((d) => <DrawerSession key={d.id} d={d} />)}
                {tip_payouts.length > 0 && (
                  <div data-test="drawer-tip-payouts" className="mt-2">
                    <h3 className="text-sm font-semibold text-gray-900">Tips paid out in cash</h3>
                    <dl>{tip_payouts.map((t) => <ReportRow key={t.id} label={t.name} value={money(t.cents)} test={`drawer-tip-payout-${t.id}`} sub />)}</dl>
                  </div>
                )}
                <dl className="mt-2"><ReportRow label="Cash out at clock-out (not deducted)" value={money(drawer.clock_out_cash_cents)} test="drawer-clock-out" /></dl>
              </>
            ) : (
              <dl>
                <ReportRow label="Cash taken" value={money(drawer.cash_taken_cents)} test="drawer-taken" />
                <ReportRow label="Change given" value={minus(drawer.change_cents)} test="drawer-change" />
                <ReportRow label="Cash refunds" value={minus(drawer.cash_refund_cents)} test="drawer-refunds" />
                <ReportRow label="Expected in drawer" value={money(drawer.expected_cents)} test="drawer-expected" strong />
                <ReportRow label="Cash out at clock-out (not deducted)" value={money(drawer.clock_out_cash_cents)} test="drawer-clock-out" sub />
              </dl>
            )}
            <p data-test="drawer-note" className="mt-2 text-sm text-gray-600">{drawer.note}</p>
            {cash_overrides.length > 0 && (
              <div data-test="drawer-overrides" className="mt-3">
                <h3 className="text-sm font-semibold text-gray-900">Cash refunds beyond the cash paid (manager’s override)</h3>
                <ul className="mt-1 space-y-1 text-sm text-gray-700">
                  {cash_overrides.map((o) => (
                    <li key={o.refund_id} data-test={`drawer-override-${o.refund_id}`}>
                      {o.at} · ticket {o.number ?? '—'} · <span className="font-semibold tabular-nums">{money(o.cents)}</span> more by {o.by}: {o.reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </ReportCard>

          <ReportCard title="Refunds and voids" test="report-refunds">
            <dl>
              <ReportRow label={`Refunds (${refunds.count})`} value={money(refunds.total_cents)} test="refunds-total" />
              {refunds.by_tender.filter((t) => t.cents > 0).map((t) => <ReportRow key={t.key} label={`To ${t.label}`} value={money(t.cents)} test={`refunds-${t.key}`} sub />)}
              {refunds.tip_cents > 0 && <ReportRow label="of which tips given back" value={money(refunds.tip_cents)} test="refunds-tips" sub />}
              <ReportRow label={`Voids (${voids.count})`} value={money(voids.amount_cents)} test="voids-total" />
            </dl>
            <p className="mt-2 text-sm text-gray-600">Refunds given this day, whichever day the ticket was paid. Voided tickets are not in the sales.</p>
          </ReportCard>

          <ReportCard title="Gift cards" test="report-giftcards">
            <dl>
              <ReportRow label="Sold" value={money(gift_cards.sold_cents)} test="giftcards-sold" />
              <ReportRow label="Redeemed" value={money(gift_cards.redeemed_cents)} test="giftcards-redeemed" />
            </dl>
          </ReportCard>

          <ReportCard title="Tax" test="report-taxes">
            {taxes.length === 0 ? <p className="text-sm text-gray-600">No tax charged.</p> : (
              <dl>{taxes.map((t) => <ReportRow key={`${t.name}-${t.rate}`} label={`${t.name} ${rateLabel(t.rate)} on ${money(t.base_cents)}`} value={money(t.amount_cents)} test="tax-line" />)}</dl>
            )}
          </ReportCard>
        </div>

        <h2 className="mb-2 text-lg font-semibold text-gray-900">Discount by promotion</h2>
        <div className="mb-6"><PromotionDiscounts rows={promotions} /></div>

        <h2 className="mb-2 text-lg font-semibold text-gray-900">Technicians</h2>
        <ReportGrid
          data-test="report-technicians"
          label="Technicians"
          rowTest="technician"
          columns={columns}
          rows={technicians}
          rowKey={(t) => t.id}
          total={{ 'data-test': 'technicians-total', cells: ['Total', sum((t) => t.tickets), money(sum((t) => t.service_cents)), money(sum((t) => t.tip_cents)), ''] }}
          empty={<EmptyState message="No technician worked a ticket this day." hint="Paid tickets and the turn board fill this table." />}
        />
        <p className="mt-2 text-sm text-gray-600">A ticket with two technicians counts once for each of them. Times are {store.timezone}.</p>
      </div>
    </>
  );
}

/** One drawer session of the day: how its expected cash is made, its blind count and any manager's approval. */
function DrawerSession({ d }: { d: DrawerDaySession }) {
  return (
    <div data-test={`drawer-session-${d.id}`} className="mb-3">
      <h3 className="text-sm font-semibold text-gray-900">{d.opened_at} – {d.closed_at ?? (d.counted_cents === null ? 'open now' : 'counted, awaiting approval')} · {d.opened_by}</h3>
      <dl>
        <ReportRow label="Float" value={money(d.float_cents)} test="session-float" />
        <ReportRow label="Cash sales" value={money(d.cash_sales_cents)} test="session-sales" />
        <ReportRow label="Cash refunds" value={minus(d.cash_refund_cents)} test="session-refunds" />
        <ReportRow label="Pay-ins" value={money(d.pay_in_cents)} test="session-pay-in" />
        <ReportRow label="Pay-outs" value={minus(d.pay_out_cents)} test="session-pay-out" />
        <ReportRow label="Tip payouts" value={minus(d.tip_payout_cents)} test="session-tip-payout" />
        <ReportRow label="Drops" value={minus(d.drop_cents)} test="session-drop" />
        <ReportRow label={d.counted_cents === null ? 'Expected now' : 'Expected'} value={money(d.expected_cents)} test="session-expected" strong />
        <ReportRow label="Counted" value={d.counted_cents === null ? '—' : money(d.counted_cents)} test="session-counted" strong />
        <ReportRow label="Difference" value={d.variance_label ?? '—'} test="session-variance" strong />
      </dl>
      {d.approved_by && <p data-test="session-approval" className="mt-1 text-sm text-gray-700">Approved by {d.approved_by}: {d.approval_reason}</p>}
    </div>
  );
}
