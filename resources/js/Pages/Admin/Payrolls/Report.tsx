import { Head, router } from '@inertiajs/react';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink, buttonClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import PayStub from './Partials/PayStub';
import { hours, money, periodLabel, signed, STATE_LABEL } from './Partials/format';
import type { PageProps } from '@common/pages';
import type { Type, SalaryRow, CommissionRow, TipRow } from '@common/pages/Admin/Payrolls/Report';

/** On paper: the salary type prints one pay stub per page; the other types print their table. */
const PRINT_CSS = `
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

const TYPES: { key: Type; label: string }[] = [{ key: 'salary', label: 'Salary' }, { key: 'commission', label: 'Commission' }, { key: 'tips', label: 'Tips' }];

const sum = <T,>(rows: T[], pick: (r: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

export default function Report({ store, type, filters, covering, periods, technicians, salary, commission, tips }: PageProps<'Admin/Payrolls/Report'>) {
  const query = { type, ...(filters.period ? { period: filters.period } : { from: filters.from, to: filters.to }), ...(filters.technician ? { technician: filters.technician } : {}) };
  const go = (changes: Record<string, string | number | null>) => {
    const next: Record<string, string | number> = {};
    for (const [k, v] of Object.entries({ ...query, ...changes })) if (v !== null && v !== '' && v !== undefined) next[k] = v;
    router.get(route('payrolls.report'), next, { preserveScroll: true });
  };

  const salaryColumns: Column<SalaryRow>[] = [
    { key: 'name', header: 'Technician', primary: true, render: (r) => <span className="font-semibold text-gray-900">{r.name}</span> },
    { key: 'sales', header: 'Service sales', align: 'right', className: 'tabular-nums', render: (r) => money(r.service_sales - r.refunded_sales) },
    { key: 'commission', header: 'Commission', align: 'right', className: 'tabular-nums', render: (r) => money(r.commission) },
    { key: 'hourly', header: 'Hourly', align: 'right', className: 'tabular-nums', render: (r) => (r.hourly ? `${money(r.hourly)} (${hours(r.worked_minutes)})` : '—') },
    { key: 'tips', header: 'Tips', align: 'right', className: 'tabular-nums', render: (r) => money(r.tips - r.card_tip_fee) },
    { key: 'other', header: 'Bonus / adj. / cash out', align: 'right', className: 'tabular-nums', render: (r) => signed(r.guarantee_top_up + r.bonus + r.adjustments - r.cash_out) },
    { key: 'net', header: 'Net', align: 'right', className: 'tabular-nums font-semibold', render: (r) => <span data-test="salary-net">{signed(r.net)}</span> },
    { key: 'split', header: 'Check / cash', align: 'right', className: 'tabular-nums', render: (r) => `${money(r.check)} / ${money(r.cash)}` },
  ];
  const commissionColumns: Column<CommissionRow>[] = [
    { key: 'technician', header: 'Technician', primary: true, render: (r) => r.technician },
    { key: 'ticket', header: 'Ticket', render: (r) => (r.ticket ? `#${r.ticket}` : '—') },
    { key: 'paid', header: 'Paid', render: (r) => r.paid_at },
    { key: 'service', header: 'Service', render: (r) => r.name },
    { key: 'amount', header: 'Amount', align: 'right', className: 'tabular-nums', render: (r) => signed(r.amount) },
    { key: 'rate', header: 'Rate', align: 'right', className: 'tabular-nums', render: (r) => `${r.rate}%` },
    { key: 'fee', header: 'Supply fee', align: 'right', className: 'tabular-nums', render: (r) => signed(r.supply_fee) },
    { key: 'commission', header: 'Commission', align: 'right', className: 'tabular-nums', render: (r) => signed(r.commission) },
  ];
  const tipColumns: Column<TipRow>[] = [
    { key: 'technician', header: 'Technician', primary: true, render: (r) => r.technician },
    { key: 'ticket', header: 'Ticket', render: (r) => (r.ticket ? `#${r.ticket}` : '—') },
    { key: 'paid', header: 'Paid', render: (r) => r.paid_at },
    { key: 'tip', header: 'Tip', align: 'right', className: 'tabular-nums', render: (r) => money(r.tip) },
    { key: 'card', header: 'Ticket paid by card', align: 'right', className: 'tabular-nums', render: (r) => `${money(r.card_paid)} of ${money(r.total_paid)}` },
  ];
  const empty = <EmptyState message="Nothing in this period." hint="Paid tickets, tips and clock records fill this report." />;
  const draft = covering.state !== 'finalised';

  return (
    <>
      <Head title="Payroll Reports" />
      <style>{PRINT_CSS}</style>
      <div data-print>
        <PageHeader
          title="Payroll Reports"
          description={<span data-test="report-covering">{store.name} · {periodLabel(covering.start, covering.end)} · {STATE_LABEL[covering.state] ?? covering.state}{draft ? ' (live numbers, not final)' : ''}</span>}
          actions={
            <div data-screen-only className="flex flex-wrap gap-2">
              <ButtonLink href={route('payrolls.index')} variant="ghost">Payroll Control</ButtonLink>
              <Button variant="secondary" onClick={() => window.print()} data-test="report-print">{type === 'salary' ? 'Print pay stubs' : 'Print'}</Button>
              <a href={route('payrolls.report_export', query)} className={buttonClass({ variant: 'secondary' })} data-test="report-export" download>Export CSV</a>
            </div>
          }
        />
        <div data-screen-only className="mb-4 flex flex-wrap items-end gap-3">
          <nav aria-label="Report type" className="flex gap-1 rounded-lg bg-gray-100 p-1">
            {TYPES.map((t) => (
              <ButtonLink key={t.key} href={route('payrolls.report', { ...query, type: t.key })} variant={t.key === type ? 'primary' : 'ghost'} data-test={`type-${t.key}`} aria-current={t.key === type ? 'page' : undefined} preserveScroll>{t.label}</ButtonLink>
            ))}
          </nav>
          <label className="text-sm font-medium text-gray-700">Pay period
            <Select name="period" fit value={filters.period ?? ''} onChange={(e) => go({ period: e.target.value || null, from: null, to: null })} data-test="filter-period">
              <option value="">Date range</option>
              {periods.map((p) => <option key={p.id} value={p.id}>{periodLabel(p.start, p.end)} ({STATE_LABEL[p.state]})</option>)}
            </Select>
          </label>
          <label className="text-sm font-medium text-gray-700">From
            <TextInput type="date" name="from" fit value={covering.start} onChange={(e) => e.target.value && go({ period: null, from: e.target.value, to: covering.end < e.target.value ? e.target.value : covering.end })} data-test="filter-from" />
          </label>
          <label className="text-sm font-medium text-gray-700">To
            <TextInput type="date" name="to" fit value={covering.end} onChange={(e) => e.target.value && go({ period: null, from: covering.start, to: e.target.value })} data-test="filter-to" />
          </label>
          <label className="text-sm font-medium text-gray-700">Technician
            <Select name="technician" fit value={filters.technician ?? ''} onChange={(e) => go({ technician: e.target.value || null })} data-test="filter-technician">
              <option value="">Everyone</option>
              {technicians.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
            </Select>
          </label>
        </div>

        <div data-screen-only={type === 'salary' ? '' : undefined}>
          {type === 'salary' && (
            <DataTable data-test="report-salary" label="Pay summary" rowTest="salary-row" columns={salaryColumns} rows={salary} rowKey={(r) => r.technician_id} empty={empty}
              footer={{ 'data-test': 'salary-total', cells: [
                { key: 'label', content: 'Total' },
                { key: 'sales', label: 'Service sales', align: 'right', content: money(sum(salary, (r) => r.service_sales - r.refunded_sales)) },
                { key: 'commission', label: 'Commission', align: 'right', content: money(sum(salary, (r) => r.commission)) },
                { key: 'hourly', label: 'Hourly', align: 'right', content: money(sum(salary, (r) => r.hourly)) },
                { key: 'tips', label: 'Tips', align: 'right', content: money(sum(salary, (r) => r.tips - r.card_tip_fee)) },
                { key: 'other', label: 'Other', align: 'right', content: '' },
                { key: 'net', label: 'Net', align: 'right', content: signed(sum(salary, (r) => r.net)) },
                { key: 'split', label: 'Check / cash', align: 'right', content: `${money(sum(salary, (r) => r.check))} / ${money(sum(salary, (r) => r.cash))}` },
              ] }} />
          )}
          {type === 'commission' && (
            <DataTable data-test="report-commission" label="Commission per service" rowTest="commission-row" columns={commissionColumns} rows={commission} rowKey={(r) => `${r.technician_id}-${r.ticket}-${r.name}-${r.amount}-${r.paid_at}`} empty={empty}
              footer={{ 'data-test': 'commission-total', cells: [
                { key: 'label', content: 'Total', colSpan: 4 },
                { key: 'amount', label: 'Amount', align: 'right', content: signed(sum(commission, (r) => r.amount)) },
                { key: 'rate', label: 'Rate', content: '' },
                { key: 'fee', label: 'Supply fee', align: 'right', content: signed(sum(commission, (r) => r.supply_fee)) },
                { key: 'commission', label: 'Commission', align: 'right', content: signed(sum(commission, (r) => r.commission)) },
              ] }} />
          )}
          {type === 'tips' && (
            <DataTable data-test="report-tips" label="Tips per ticket" rowTest="tip-row" columns={tipColumns} rows={tips} rowKey={(r) => `${r.technician_id}-${r.ticket}-${r.paid_at}`} empty={empty}
              footer={{ 'data-test': 'tips-total', cells: [
                { key: 'label', content: 'Total', colSpan: 3 },
                { key: 'tip', label: 'Tip', align: 'right', content: money(sum(tips, (r) => r.tip)) },
                { key: 'card', label: 'Card', content: '' },
              ] }} />
          )}
          <p className="mt-2 text-sm text-gray-600">Times are {store.timezone}. A refund reverses commission in the period it is given, whenever the sale was.</p>
        </div>

        {type === 'salary' && (
          <div data-print-only data-test="pay-stubs">
            {salary.map((r) => <PayStub key={r.technician_id} storeName={store.name} period={covering} pay={r} adjustments={r.adjustment_lines} draft={draft} />)}
          </div>
        )}
      </div>
    </>
  );
}
