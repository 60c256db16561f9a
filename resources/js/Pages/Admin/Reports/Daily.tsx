import { Head, router } from '@inertiajs/react';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink, buttonClass } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { ReactNode } from 'react';
import { useReportFormat } from './Partials/RangeFilters';
import { tenderLabel } from './Partials/RangeTables';
import { ReportCard, ReportRow } from './Partials/ReportCard';
import ReportGrid, { type GridColumn } from './Partials/ReportGrid';
import PromotionDiscounts from './Partials/PromotionDiscounts';
import { varianceText } from './Partials/variance';
import type { PageProps } from '@common/pages';
import type { DrawerDaySession, Technician } from '@common/pages/Admin/Reports/Daily';

/**
 * On paper only the report prints (no sidebar, header or buttons), on Letter
 * with small margins; cards keep together. (A style element: the app's
 * stylesheet knows no page, as on the receipt.)
 */
// i18n-ignore-next-line: a style sheet, no words
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

/** The day's sales lines and the refunds' tenders, by the key the server sends with its English label. */
const SALES_LABELS: Record<string, string> = {
  services: 'reports.daily.sales.services',
  retail: 'reports.daily.sales.retail',
  gross: 'reports.daily.sales.gross',
  discounts: 'reports.daily.sales.discounts',
  net: 'reports.daily.sales.net',
  tax: 'reports.daily.sales.tax',
  tips: 'reports.daily.sales.tips',
  giftcards: 'reports.daily.sales.giftcards',
  taken: 'reports.daily.sales.taken',
};
const REFUND_TENDER_LABELS: Record<string, string> = {
  cash: 'reports.daily.refundTender.cash',
  credit_card: 'reports.daily.refundTender.credit_card',
  gift_card: 'reports.daily.refundTender.gift_card',
  check: 'reports.daily.refundTender.check',
};

/** A message with an element in it (a bold amount): the message is written with a marker where the element goes, so each language keeps its own word order. */
const SLOT = '\u0000';
function withSlot(text: string, node: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  return at < 0 ? (
    text
  ) : (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + SLOT.length)}
    </>
  );
}

export default function Daily({
  store,
  day,
  tickets,
  sales,
  tenders,
  taxes,
  gift_cards,
  refunds,
  voids,
  cash_overrides = [],
  technicians,
  drawer,
  promotions = [],
  drawer_sessions = [],
  tip_payouts = [],
}: PageProps<'Admin/Reports/Daily'>) {
  const { t } = useT();
  const f = useReportFormat();
  const { money, minus, count } = f;
  const { dateTime } = useStoreFormat();
  const columns: GridColumn<Technician>[] = [
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
      key: 'tips',
      header: t('reports.tips'),
      numeric: true,
      render: (tech) => money(tech.tip_cents),
    },
    {
      key: 'turns',
      header: t('reports.daily.turns'),
      numeric: true,
      render: (tech) => tech.turns ?? '—',
    },
  ];
  const go = (date: string) =>
    router.get(route('reports.daily'), { date }, { preserveScroll: true });
  const figure = (key: string) => sales.find((s) => s.key === key)?.cents ?? 0;
  const tenderTotal = tenders.reduce((a, tender) => a + tender.cents, 0);
  const sum = (pick: (tech: Technician) => number) =>
    technicians.reduce((a, tech) => a + pick(tech), 0);
  const headline = [
    { label: t('reports.tickets'), value: count(tickets), test: 'tickets' },
    { label: t('reports.netSales'), value: money(figure('net')), test: 'net' },
    { label: t('reports.tips'), value: money(figure('tips')), test: 'tips' },
    { label: t('reports.daily.totalTaken'), value: money(figure('taken')), test: 'taken' },
    {
      label: t('reports.daily.expectedCash'),
      value: money(
        drawer_sessions.length
          ? drawer_sessions.reduce((a, d) => a + d.expected_cents, 0)
          : drawer.expected_cents,
      ),
      test: 'expected',
    },
  ];

  return (
    <>
      <Head title={t('reports.daily.title')} />
      <style>{PRINT_CSS}</style>
      <div data-report>
        <PageHeader
          title={t('reports.daily.title')}
          description={
            <span data-test="report-day">
              {store.name} · {f.longDate(day.date)}
            </span>
          }
          actions={
            <div data-screen-only className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => window.print()} data-test="report-print">
                {t('ui.print')}
              </Button>
              <a
                href={route('reports.daily_export', { date: day.date })}
                className={buttonClass({ variant: 'secondary' })}
                data-test="report-export"
                download
              >
                {t('reports.exportCsv')}
              </a>
            </div>
          }
        />

        <nav
          data-screen-only
          aria-label={t('reports.daily.chooseDay')}
          className="mb-4 flex flex-wrap items-center gap-2"
        >
          <ButtonLink
            href={route('reports.daily', { date: day.previous })}
            variant="secondary"
            data-test="day-previous"
            preserveScroll
          >
            {t('reports.daily.previousDay')}
          </ButtonLink>
          <TextInput
            type="date"
            name="date"
            aria-label={t('reports.daily.day')}
            data-test="day-picker"
            fit
            value={day.date}
            onChange={(e) => e.target.value && go(e.target.value)}
          />
          <ButtonLink
            href={route('reports.daily', { date: day.next })}
            variant="secondary"
            data-test="day-next"
            preserveScroll
          >
            {t('reports.daily.nextDay')}
          </ButtonLink>
          {day.date !== day.today && (
            <ButtonLink href={route('reports.daily')} variant="ghost" data-test="day-today">
              {t('ui.today')}
            </ButtonLink>
          )}
        </nav>

        <dl
          data-test="report-headline"
          className="mb-4 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3"
        >
          {headline.map((h) => (
            <div
              key={h.test}
              className="report-card rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
            >
              <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">
                {h.label}
              </dt>
              <dd
                data-test={`headline-${h.test}`}
                className="text-lg font-semibold text-gray-900 tabular-nums"
              >
                {h.value}
              </dd>
            </div>
          ))}
        </dl>

        <div className="report-grid mb-4 grid gap-4 lg:grid-cols-2">
          <ReportCard title={t('reports.sales')} test="report-sales">
            <dl>
              <ReportRow label={t('reports.tickets')} value={count(tickets)} test="sales-tickets" />
              {sales.map((s) => (
                <ReportRow
                  key={s.key}
                  label={SALES_LABELS[s.key] ? t(SALES_LABELS[s.key]) : s.label}
                  value={s.key === 'discounts' ? minus(s.cents) : money(s.cents)}
                  test={`sales-${s.key}`}
                  strong={s.key === 'net' || s.key === 'taken'}
                />
              ))}
            </dl>
          </ReportCard>

          <ReportCard title={t('reports.payments')} test="report-tenders">
            <dl>
              {tenders.map((tender) => (
                <ReportRow
                  key={tender.key}
                  label={tenderLabel(t, tender)}
                  value={money(tender.cents)}
                  test={`tender-${tender.key}`}
                />
              ))}
              <ReportRow
                label={t('reports.total')}
                value={money(tenderTotal)}
                test="tender-total"
                strong
              />
            </dl>
          </ReportCard>

          <ReportCard title={t('reports.daily.cashDrawer')} test="report-drawer">
            {drawer_sessions.length > 0 ? (
              <>
                {drawer_sessions.map((d) => (
                  <DrawerSession key={d.id} d={d} />
                ))}
                {tip_payouts.length > 0 && (
                  <div data-test="drawer-tip-payouts" className="mt-2">
                    <h3 className="text-sm font-semibold text-gray-900">
                      {t('reports.daily.tipsPaidOut')}
                    </h3>
                    <dl>
                      {tip_payouts.map((p) => (
                        <ReportRow
                          key={p.id}
                          label={p.name}
                          value={money(p.cents)}
                          test={`drawer-tip-payout-${p.id}`}
                          sub
                        />
                      ))}
                    </dl>
                  </div>
                )}
                <dl className="mt-2">
                  <ReportRow
                    label={t('reports.daily.clockOutCash')}
                    value={money(drawer.clock_out_cash_cents)}
                    test="drawer-clock-out"
                  />
                </dl>
              </>
            ) : (
              <dl>
                <ReportRow
                  label={t('reports.daily.cashTaken')}
                  value={money(drawer.cash_taken_cents)}
                  test="drawer-taken"
                />
                <ReportRow
                  label={t('reports.daily.changeGiven')}
                  value={minus(drawer.change_cents)}
                  test="drawer-change"
                />
                <ReportRow
                  label={t('reports.daily.cashRefunds')}
                  value={minus(drawer.cash_refund_cents)}
                  test="drawer-refunds"
                />
                <ReportRow
                  label={t('reports.daily.expectedInDrawer')}
                  value={money(drawer.expected_cents)}
                  test="drawer-expected"
                  strong
                />
                <ReportRow
                  label={t('reports.daily.clockOutCash')}
                  value={money(drawer.clock_out_cash_cents)}
                  test="drawer-clock-out"
                  sub
                />
              </dl>
            )}
            <p data-test="drawer-note" className="mt-2 text-sm text-gray-600">
              {t(
                drawer_sessions.length
                  ? 'reports.daily.drawerSessionNote'
                  : 'reports.daily.drawerNote',
              )}
            </p>
            {cash_overrides.length > 0 && (
              <div data-test="drawer-overrides" className="mt-3">
                <h3 className="text-sm font-semibold text-gray-900">
                  {t('reports.daily.overrides')}
                </h3>
                <ul className="mt-1 space-y-1 text-sm text-gray-700">
                  {cash_overrides.map((o) => (
                    <li key={o.refund_id} data-test={`drawer-override-${o.refund_id}`}>
                      {withSlot(
                        t('reports.daily.override', {
                          at: dateTime(o.at),
                          number: o.number ?? '—',
                          amount: SLOT,
                          by: o.by,
                          reason: o.reason,
                        }),
                        <span className="font-semibold tabular-nums">{money(o.cents)}</span>,
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </ReportCard>

          <ReportCard title={t('reports.daily.refundsAndVoids')} test="report-refunds">
            <dl>
              <ReportRow
                label={t('reports.refundsCount', { count: count(refunds.count) })}
                value={money(refunds.total_cents)}
                test="refunds-total"
              />
              {refunds.by_tender
                .filter((r) => r.cents > 0)
                .map((r) => (
                  <ReportRow
                    key={r.key}
                    label={t('reports.daily.refundTo', {
                      tender: REFUND_TENDER_LABELS[r.key]
                        ? t(REFUND_TENDER_LABELS[r.key])
                        : r.label,
                    })}
                    value={money(r.cents)}
                    test={`refunds-${r.key}`}
                    sub
                  />
                ))}
              {refunds.tip_cents > 0 && (
                <ReportRow
                  label={t('reports.daily.refundTips')}
                  value={money(refunds.tip_cents)}
                  test="refunds-tips"
                  sub
                />
              )}
              <ReportRow
                label={t('reports.daily.voidsCount', { count: count(voids.count) })}
                value={money(voids.amount_cents)}
                test="voids-total"
              />
            </dl>
            <p className="mt-2 text-sm text-gray-600">{t('reports.daily.refundsNote')}</p>
          </ReportCard>

          <ReportCard title={t('reports.daily.giftCards')} test="report-giftcards">
            <dl>
              <ReportRow
                label={t('reports.daily.sold')}
                value={money(gift_cards.sold_cents)}
                test="giftcards-sold"
              />
              <ReportRow
                label={t('reports.daily.redeemed')}
                value={money(gift_cards.redeemed_cents)}
                test="giftcards-redeemed"
              />
            </dl>
          </ReportCard>

          <ReportCard title={t('ui.tax')} test="report-taxes">
            {taxes.length === 0 ? (
              <p className="text-sm text-gray-600">{t('reports.daily.noTax')}</p>
            ) : (
              <dl>
                {taxes.map((tax) => (
                  <ReportRow
                    key={`${tax.name}-${tax.rate}`}
                    label={t('reports.daily.taxLine', {
                      name: tax.name,
                      rate: f.rate(tax.rate),
                      base: money(tax.base_cents),
                    })}
                    value={money(tax.amount_cents)}
                    test="tax-line"
                  />
                ))}
              </dl>
            )}
          </ReportCard>
        </div>

        <h2 className="mb-2 text-lg font-semibold text-gray-900">
          {t('reports.discountByPromotion')}
        </h2>
        <div className="mb-6">
          <PromotionDiscounts rows={promotions} />
        </div>

        <h2 className="mb-2 text-lg font-semibold text-gray-900">{t('reports.technicians')}</h2>
        <ReportGrid
          data-test="report-technicians"
          label={t('reports.technicians')}
          rowTest="technician"
          columns={columns}
          rows={technicians}
          rowKey={(t) => t.id}
          total={{
            'data-test': 'technicians-total',
            cells: [
              t('reports.total'),
              count(sum((tech) => tech.tickets)),
              money(sum((tech) => tech.service_cents)),
              money(sum((tech) => tech.tip_cents)),
              '',
            ],
          }}
          empty={
            <EmptyState
              message={t('reports.daily.noTechnicians')}
              hint={t('reports.daily.noTechniciansHint')}
            />
          }
        />
        <p className="mt-2 text-sm text-gray-600">
          {t('reports.daily.footnote', { zone: store.timezone })}
        </p>
      </div>
    </>
  );
}

/** One drawer session of the day: how its expected cash is made, its blind count and any manager's approval. */
function DrawerSession({ d }: { d: DrawerDaySession }) {
  const { t } = useT();
  const { money, minus } = useReportFormat();
  const { dateTime } = useStoreFormat();
  const variance = varianceText(t, money, d.variance_cents);
  return (
    <div data-test={`drawer-session-${d.id}`} className="mb-3">
      <h3 className="text-sm font-semibold text-gray-900">
        {dateTime(d.opened_at)} –{' '}
        {d.closed_at
          ? dateTime(d.closed_at)
          : d.counted_cents === null
            ? t('reports.daily.openNow')
            : t('reports.daily.awaitingApproval')}{' '}
        · {d.opened_by}
      </h3>
      <dl>
        <ReportRow
          label={t('reports.daily.float')}
          value={money(d.float_cents)}
          test="session-float"
        />
        <ReportRow
          label={t('reports.daily.cashSales')}
          value={money(d.cash_sales_cents)}
          test="session-sales"
        />
        <ReportRow
          label={t('reports.daily.cashRefunds')}
          value={minus(d.cash_refund_cents)}
          test="session-refunds"
        />
        <ReportRow
          label={t('reports.daily.payIns')}
          value={money(d.pay_in_cents)}
          test="session-pay-in"
        />
        <ReportRow
          label={t('reports.daily.payOuts')}
          value={minus(d.pay_out_cents)}
          test="session-pay-out"
        />
        <ReportRow
          label={t('reports.daily.tipPayouts')}
          value={minus(d.tip_payout_cents)}
          test="session-tip-payout"
        />
        <ReportRow
          label={t('reports.daily.drops')}
          value={minus(d.drop_cents)}
          test="session-drop"
        />
        <ReportRow
          label={
            d.counted_cents === null ? t('reports.daily.expectedNow') : t('reports.daily.expected')
          }
          value={money(d.expected_cents)}
          test="session-expected"
          strong
        />
        <ReportRow
          label={t('reports.daily.counted')}
          value={d.counted_cents === null ? '—' : money(d.counted_cents)}
          test="session-counted"
          strong
        />
        <ReportRow
          label={t('reports.daily.difference')}
          value={variance ?? '—'}
          test="session-variance"
          strong
        />
      </dl>
      {d.approved_by && (
        <p data-test="session-approval" className="mt-1 text-sm text-gray-700">
          {t('reports.daily.approvedBy', { name: d.approved_by, reason: d.approval_reason })}
        </p>
      )}
    </div>
  );
}
