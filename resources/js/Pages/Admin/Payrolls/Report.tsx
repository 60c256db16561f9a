import { Head, router } from '@inertiajs/react';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink, buttonClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import PayStub from './Partials/PayStub';
import { useT } from '@/lib/i18n';
import { hours, STATE_KEYS, usePayFormat } from './Partials/format';
import type { PageProps } from '@common/pages';
import type { Type, SalaryRow, CommissionRow, TipRow } from '@common/pages/Admin/Payrolls/Report';

/** On paper: the salary type prints one pay stub per page; the other types print their table. */
const PRINT_CSS = /* i18n-ignore: CSS */ `
@media print {
  @page { size: letter; margin: 12mm; }
  html, body { background: #fff !important; }
  body *:not([data-print], [data-print] *) { visibility: hidden !important; }
  [data-print], [data-print] * { visibility: visible !important; }
  [data-print] { position: absolute; left: 0; top: 0; width: 100%; color: #000; }
  [data-print] .pay-stub { break-after: page; }
  [data-print] [data-screen-only] { display: none !important; }
}
@media screen { [data-print-only] { display: none; } }`;

const TYPES: { key: Type; label: string }[] = [
  { key: 'salary', label: 'payrolls.report.salary' },
  { key: 'commission', label: 'customer.payStub.commission' },
  { key: 'tips', label: 'customer.payStub.tips' },
];

const sum = <T,>(rows: T[], pick: (r: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

export default function Report({
  store,
  type,
  filters,
  covering,
  periods,
  technicians,
  salary,
  commission,
  tips,
}: PageProps<'Admin/Payrolls/Report'>) {
  const { t } = useT();
  const { money, signed, period } = usePayFormat();
  const stateOf = (state: string) => t(STATE_KEYS[state] ?? state);
  const query = {
    type,
    ...(filters.period ? { period: filters.period } : { from: filters.from, to: filters.to }),
    ...(filters.technician ? { technician: filters.technician } : {}),
  };
  const go = (changes: Record<string, string | number | null>) => {
    const next: Record<string, string | number> = {};
    for (const [k, v] of Object.entries({ ...query, ...changes }))
      if (v !== null && v !== '' && v !== undefined) next[k] = v;
    router.get(route('payrolls.report'), next, { preserveScroll: true });
  };

  const salaryColumns: Column<SalaryRow>[] = [
    {
      key: 'name',
      header: t('ui.technician'),
      primary: true,
      render: (r) => <span className="font-semibold text-gray-900">{r.name}</span>,
    },
    {
      key: 'sales',
      header: t('customer.payStub.serviceSales'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => money(r.service_sales - r.refunded_sales),
    },
    {
      key: 'commission',
      header: t('customer.payStub.commission'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => money(r.commission),
    },
    {
      key: 'hourly',
      header: t('payrolls.report.hourly'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => (r.hourly ? `${money(r.hourly)} (${hours(r.worked_minutes)})` : '—'),
    },
    {
      key: 'tips',
      header: t('customer.payStub.tips'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => money(r.tips - r.card_tip_fee),
    },
    {
      key: 'other',
      header: t('payrolls.report.other'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => signed(r.guarantee_top_up + r.bonus + r.adjustments - r.cash_out),
    },
    {
      key: 'net',
      header: t('payrolls.report.net'),
      align: 'right',
      className: 'tabular-nums font-semibold',
      render: (r) => <span data-test="salary-net">{signed(r.net)}</span>,
    },
    {
      key: 'split',
      header: t('payrolls.report.split'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => `${money(r.check)} / ${money(r.cash)}`,
    },
  ];
  const commissionColumns: Column<CommissionRow>[] = [
    { key: 'technician', header: t('ui.technician'), primary: true, render: (r) => r.technician },
    {
      key: 'ticket',
      header: t('payrolls.report.ticket'),
      render: (r) => (r.ticket ? `#${r.ticket}` : '—'),
    },
    { key: 'paid', header: t('ui.paid'), render: (r) => r.paid_at },
    { key: 'service', header: t('ui.service'), render: (r) => r.name },
    {
      key: 'amount',
      header: t('ui.amount'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => signed(r.amount),
    },
    {
      key: 'rate',
      header: t('payrolls.report.rate'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => `${r.rate}%`,
    },
    {
      key: 'fee',
      header: t('customer.payStub.supplyFee'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => signed(r.supply_fee),
    },
    {
      key: 'commission',
      header: t('customer.payStub.commission'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => signed(r.commission),
    },
  ];
  const tipColumns: Column<TipRow>[] = [
    { key: 'technician', header: t('ui.technician'), primary: true, render: (r) => r.technician },
    {
      key: 'ticket',
      header: t('payrolls.report.ticket'),
      render: (r) => (r.ticket ? `#${r.ticket}` : '—'),
    },
    { key: 'paid', header: t('ui.paid'), render: (r) => r.paid_at },
    {
      key: 'tip',
      header: t('ui.tip'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) => money(r.tip),
    },
    {
      key: 'card',
      header: t('payrolls.report.cardPaid'),
      align: 'right',
      className: 'tabular-nums',
      render: (r) =>
        t('payrolls.report.cardOf', { card: money(r.card_paid), total: money(r.total_paid) }),
    },
  ];
  const empty = (
    <EmptyState message={t('payrolls.report.empty')} hint={t('payrolls.report.emptyHint')} />
  );
  const draft = covering.state !== 'finalised';

  return (
    <>
      <Head title={t('payrolls.report.title')} />
      <style>{PRINT_CSS}</style>
      <div data-print>
        <PageHeader
          title={t('payrolls.report.title')}
          description={
            <span data-test="report-covering">
              {store.name} · {period(covering.start, covering.end)} ·{' '}
              {draft
                ? t('payrolls.report.live', { state: stateOf(covering.state) })
                : stateOf(covering.state)}
            </span>
          }
          actions={
            <div data-screen-only className="flex flex-wrap gap-2">
              <ButtonLink href={route('payrolls.index')} variant="ghost">
                {t('payrolls.index.title')}
              </ButtonLink>
              <Button variant="secondary" onClick={() => window.print()} data-test="report-print">
                {type === 'salary' ? t('payrolls.report.printStubs') : t('ui.print')}
              </Button>
              <a
                href={route('payrolls.report_export', query)}
                className={buttonClass({ variant: 'secondary' })}
                data-test="report-export"
                download
              >
                {t('payrolls.report.export')}
              </a>
            </div>
          }
        />
        <div data-screen-only className="mb-4 flex flex-wrap items-end gap-3">
          <nav
            aria-label={t('payrolls.report.type')}
            className="flex gap-1 rounded-lg bg-gray-100 p-1"
          >
            {TYPES.map((kind) => (
              <ButtonLink
                key={kind.key}
                href={route('payrolls.report', { ...query, type: kind.key })}
                variant={kind.key === type ? 'primary' : 'ghost'}
                data-test={`type-${kind.key}`}
                aria-current={kind.key === type ? 'page' : undefined}
                preserveScroll
              >
                {t(kind.label)}
              </ButtonLink>
            ))}
          </nav>
          <label className="text-sm font-medium text-gray-700">
            {t('payrolls.payPeriod')}
            <Select
              name="period"
              fit
              value={filters.period ?? ''}
              onChange={(e) => go({ period: e.target.value || null, from: null, to: null })}
              data-test="filter-period"
            >
              <option value="">{stateOf('range')}</option>
              {periods.map((p) => (
                <option key={p.id} value={p.id}>
                  {t('payrolls.report.periodOption', {
                    period: period(p.start, p.end),
                    state: stateOf(p.state),
                  })}
                </option>
              ))}
            </Select>
          </label>
          <label className="text-sm font-medium text-gray-700">
            {t('ui.from')}
            <TextInput
              type="date"
              name="from"
              fit
              value={covering.start}
              onChange={(e) =>
                e.target.value &&
                go({
                  period: null,
                  from: e.target.value,
                  to: covering.end < e.target.value ? e.target.value : covering.end,
                })
              }
              data-test="filter-from"
            />
          </label>
          <label className="text-sm font-medium text-gray-700">
            {t('ui.to')}
            <TextInput
              type="date"
              name="to"
              fit
              value={covering.end}
              onChange={(e) =>
                e.target.value && go({ period: null, from: covering.start, to: e.target.value })
              }
              data-test="filter-to"
            />
          </label>
          <label className="text-sm font-medium text-gray-700">
            {t('ui.technician')}
            <Select
              name="technician"
              fit
              value={filters.technician ?? ''}
              onChange={(e) => go({ technician: e.target.value || null })}
              data-test="filter-technician"
            >
              <option value="">{t('payrolls.report.everyone')}</option>
              {technicians.map((tech) => (
                <option key={tech.id} value={tech.id}>
                  {tech.name}
                </option>
              ))}
            </Select>
          </label>
        </div>

        <div data-screen-only={type === 'salary' ? '' : undefined}>
          {type === 'salary' && (
            <DataTable
              data-test="report-salary"
              label={t('payrolls.report.salaryTable')}
              rowTest="salary-row"
              columns={salaryColumns}
              rows={salary}
              rowKey={(r) => r.technician_id}
              empty={empty}
              footer={{
                'data-test': 'salary-total',
                cells: [
                  { key: 'label', content: t('ui.total') },
                  {
                    key: 'sales',
                    label: t('customer.payStub.serviceSales'),
                    align: 'right',
                    content: money(sum(salary, (r) => r.service_sales - r.refunded_sales)),
                  },
                  {
                    key: 'commission',
                    label: t('customer.payStub.commission'),
                    align: 'right',
                    content: money(sum(salary, (r) => r.commission)),
                  },
                  {
                    key: 'hourly',
                    label: t('payrolls.report.hourly'),
                    align: 'right',
                    content: money(sum(salary, (r) => r.hourly)),
                  },
                  {
                    key: 'tips',
                    label: t('customer.payStub.tips'),
                    align: 'right',
                    content: money(sum(salary, (r) => r.tips - r.card_tip_fee)),
                  },
                  {
                    key: 'other',
                    label: t('payrolls.report.otherShort'),
                    align: 'right',
                    content: '',
                  },
                  {
                    key: 'net',
                    label: t('payrolls.report.net'),
                    align: 'right',
                    content: signed(sum(salary, (r) => r.net)),
                  },
                  {
                    key: 'split',
                    label: t('payrolls.report.split'),
                    align: 'right',
                    content: `${money(sum(salary, (r) => r.check))} / ${money(sum(salary, (r) => r.cash))}`,
                  },
                ],
              }}
            />
          )}
          {type === 'commission' && (
            <DataTable
              data-test="report-commission"
              label={t('payrolls.report.commissionTable')}
              rowTest="commission-row"
              columns={commissionColumns}
              rows={commission}
              rowKey={(r) => `${r.technician_id}-${r.ticket}-${r.name}-${r.amount}-${r.paid_at}`}
              empty={empty}
              footer={{
                'data-test': 'commission-total',
                cells: [
                  { key: 'label', content: t('ui.total'), colSpan: 4 },
                  {
                    key: 'amount',
                    label: t('ui.amount'),
                    align: 'right',
                    content: signed(sum(commission, (r) => r.amount)),
                  },
                  { key: 'rate', label: t('payrolls.report.rate'), content: '' },
                  {
                    key: 'fee',
                    label: t('customer.payStub.supplyFee'),
                    align: 'right',
                    content: signed(sum(commission, (r) => r.supply_fee)),
                  },
                  {
                    key: 'commission',
                    label: t('customer.payStub.commission'),
                    align: 'right',
                    content: signed(sum(commission, (r) => r.commission)),
                  },
                ],
              }}
            />
          )}
          {type === 'tips' && (
            <DataTable
              data-test="report-tips"
              label={t('payrolls.report.tipsTable')}
              rowTest="tip-row"
              columns={tipColumns}
              rows={tips}
              rowKey={(r) => `${r.technician_id}-${r.ticket}-${r.paid_at}`}
              empty={empty}
              footer={{
                'data-test': 'tips-total',
                cells: [
                  { key: 'label', content: t('ui.total'), colSpan: 3 },
                  {
                    key: 'tip',
                    label: t('ui.tip'),
                    align: 'right',
                    content: money(sum(tips, (r) => r.tip)),
                  },
                  { key: 'card', label: t('ui.card'), content: '' },
                ],
              }}
            />
          )}
          <p className="mt-2 text-sm text-gray-600">
            {t('payrolls.report.note', { zone: store.timezone })}
          </p>
        </div>

        {type === 'salary' && (
          <div data-print-only data-test="pay-stubs">
            {salary.map((r) => (
              <PayStub
                key={r.technician_id}
                storeName={store.name}
                period={covering}
                pay={r}
                adjustments={r.adjustment_lines}
                note={draft ? t('payrolls.report.draftStub') : undefined}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
