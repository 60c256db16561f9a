import { Head, router } from '@inertiajs/react';
import { route } from '@/lib/route';
import { formatLongDate } from '@/lib/format';
import Pagination from '@/Components/Pagination';
import Select from '@/Components/form/Select';
import Badge from '@/Components/ui/Badge';
import { ButtonLink, Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import type { PageProps } from '@common/pages';
import type { RecordRow, Filters } from '@common/pages/Admin/ClockInClockOuts/Index';

/** Query of the list for some filters; page 1 unless told (a new filter starts over). */
const query = (f: Filters) => ({ range: f.range, ...(f.employee ? { employee: f.employee } : {}) });

const columns: Column<RecordRow>[] = [
  {
    key: 'employee',
    header: 'Employee',
    primary: true,
    className: 'min-w-40',
    render: (r) => (
      <>
        <span className="block font-medium text-gray-900">{r.employee_name}</span>
        <span className="block text-sm text-gray-600">User ID {r.employee_number}</span>
      </>
    ),
  },
  { key: 'clock_in', header: 'Clock In', render: (r) => r.clock_in, className: 'whitespace-nowrap tabular-nums' },
  { key: 'clock_out', header: 'Clock Out', render: (r) => (r.is_open ? <Badge tone="primary">{r.clock_out}</Badge> : r.clock_out), className: 'whitespace-nowrap tabular-nums' },
  { key: 'hours', header: 'Hours', render: (r) => (r.hours ? <>{r.hours} <span className="text-gray-600">({r.hours_decimal})</span></> : '—'), className: 'whitespace-nowrap tabular-nums' },
  { key: 'tip', header: 'Tip', align: 'right', render: (r) => r.tip, className: 'tabular-nums' },
  { key: 'bonus', header: 'Bonus', align: 'right', render: (r) => r.bonus, className: 'tabular-nums' },
  { key: 'cash_out', header: 'Cash Out', align: 'right', render: (r) => r.cash_out, className: 'tabular-nums' },
];

export default function Index({ records, totals, filters, period, ranges, employees, can_manage }: PageProps<'Admin/ClockInClockOuts/Index'>) {
  const filter = (next: Partial<Filters>) =>
    router.get(route('clock-in-outs.index'), query({ ...filters, ...next }), { preserveState: true, preserveScroll: true, replace: true });
  const wider = ranges.find((r) => r.value === 'thisMonth' && r.value !== filters.range);

  return (
    <>
      <Head title="Clock In / Clock Out" />
      <PageHeader
        title="Clock In / Clock Out"
        actions={can_manage && <ButtonLink href={route('clock-in-outs.create')} data-test="clock-record-add">Add record</ButtonLink>}
      />

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Select name="range" aria-label="Range" data-test="filter-range" fit value={filters.range} onChange={(e) => filter({ range: e.target.value })}>
          {ranges.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
        </Select>
        <Select name="employee" aria-label="Employee" data-test="filter-employee" fit className="max-w-full" value={filters.employee ?? ''}
          onChange={(e) => filter({ employee: e.target.value ? Number(e.target.value) : null })}>
          <option value="">All employees</option>
          {employees.map((e) => <option key={e.id} value={e.id}>{e.name} (User ID {e.employee_id})</option>)}
        </Select>
        <span data-test="period" className="text-sm text-gray-700 tabular-nums">
          {formatLongDate(period.from, 'short')}{period.from !== period.to && ` – ${formatLongDate(period.to, 'short')}`}
        </span>
      </div>

      <DataTable
        data-test="clock-records"
        label="Clock records"
        rowTest="clock-record"
        columns={columns}
        rows={records.data}
        rowKey={(r) => r.id}
        actions={
          can_manage
            ? (r) => (
                <>
                  <ButtonLink href={route('clock-in-outs.edit', { clockRecord: r.id })} variant="secondary" data-test="clock-record-edit" aria-label={`Correct the record of ${r.employee_name}, ${r.clock_in}`}>Correct</ButtonLink>
                  {r.audits > 0 && (
                    <ButtonLink href={`${route('clock-in-outs.edit', { clockRecord: r.id })}#audits`} variant="ghost" data-test="clock-record-audits" aria-label={`History of the record of ${r.employee_name}, ${r.clock_in} (${r.audits})`}>
                      History ({r.audits})
                    </ButtonLink>
                  )}
                </>
              )
            : undefined
        }
        footer={{
          'data-test': 'clock-totals',
          cells: [
            { key: 'label', content: `Total (${records.total} records)`, colSpan: 3 },
            { key: 'hours', label: 'Hours', content: <>{totals.hours} <span className="font-normal text-gray-600">({totals.hours_decimal})</span></> },
            { key: 'tip', label: 'Tip', content: totals.tip, align: 'right' },
            { key: 'bonus', label: 'Bonus', content: totals.bonus, align: 'right' },
            { key: 'cash_out', label: 'Cash Out', content: totals.cash_out, align: 'right' },
          ],
        }}
        empty={
          <EmptyState
            message="No clock records in this period."
            hint={filters.employee ? 'Try all employees, or a longer range.' : 'Records appear when employees clock in on the dashboard.'}
            action={wider && <Button variant="secondary" onClick={() => filter({ range: wider.value })}>Show {wider.label.toLowerCase()}</Button>}
          />
        }
      />
      {records.total > 0 && <Pagination paginator={records} />}
    </>
  );
}
