import { Head, Link, router } from '@inertiajs/react';
import { route } from '@/lib/route';
import { formatLongDate } from '@/lib/format';
import Pagination, { type Paginator } from '@/Components/Pagination';
import type { EmployeeOption } from './Partials/ClockRecordForm';

interface RecordRow {
  id: number;
  employee_name: string;
  employee_number: string;
  clock_in: string;
  /** "Clocked in" while open. */
  clock_out: string;
  is_open: boolean;
  hours: string | null;
  hours_decimal: string | null;
  tip: string;
  bonus: string;
  cash_out: string;
  audits: number;
}

interface Filters {
  range: string;
  employee: number | null;
}

interface Props {
  records: Paginator<RecordRow>;
  totals: { hours: string; hours_decimal: string; tip: string; bonus: string; cash_out: string };
  filters: Filters;
  period: { from: string; to: string };
  ranges: { value: string; label: string }[];
  employees: EmployeeOption[];
  can_manage: boolean;
}

const select = 'min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm shadow-sm focus:border-gray-500 focus:outline-none focus:ring-2 focus:ring-gray-200';
const cell = 'px-3 py-2 whitespace-nowrap';
const money = `${cell} text-right tabular-nums`;

/** Query of the list for some filters; page 1 unless told (a new filter starts over). */
const query = (f: Filters) => ({ range: f.range, ...(f.employee ? { employee: f.employee } : {}) });

export default function Index({ records, totals, filters, period, ranges, employees, can_manage }: Props) {
  const filter = (next: Partial<Filters>) =>
    router.get(route('clock-in-outs.index'), query({ ...filters, ...next }), { preserveState: true, preserveScroll: true, replace: true });
  const columns = can_manage ? 8 : 7;

  return (
    <>
      <Head title="Clock In / Clock Out" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 data-test="page-title" className="text-2xl font-semibold">Clock In / Clock Out</h1>
        {can_manage && (
          <Link href={route('clock-in-outs.create')} data-test="clock-record-add" className="inline-flex min-h-11 items-center rounded-lg bg-gray-800 px-5 text-sm font-semibold text-white hover:bg-gray-900">
            Add record
          </Link>
        )}
      </div>

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <select aria-label="Range" data-test="filter-range" className={select} value={filters.range} onChange={(e) => filter({ range: e.target.value })}>
          {ranges.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
        </select>
        <select aria-label="Employee" data-test="filter-employee" className={select} value={filters.employee ?? ''}
          onChange={(e) => filter({ employee: e.target.value ? Number(e.target.value) : null })}>
          <option value="">All employees</option>
          {employees.map((e) => <option key={e.id} value={e.id}>{e.name} (#{e.employee_id})</option>)}
        </select>
        <span data-test="period" className="text-sm text-gray-600">
          {formatLongDate(period.from, 'MM-DD-YYYY')}{period.from !== period.to && ` – ${formatLongDate(period.to, 'MM-DD-YYYY')}`}
        </span>
      </div>

      <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
        <table data-test="clock-records" className="min-w-full divide-y divide-gray-100 text-sm">
          <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-500">
            <tr>
              <th className={cell}>Employee</th><th className={cell}>Clock In</th><th className={cell}>Clock Out</th><th className={cell}>Hours</th>
              <th className={`${cell} text-right`}>Tip</th><th className={`${cell} text-right`}>Bonus</th><th className={`${cell} text-right`}>Cash Out</th>
              {can_manage && <th className={cell}><span className="sr-only">Actions</span></th>}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {records.data.length === 0 && (
              <tr><td colSpan={columns} className="px-3 py-6 text-center text-gray-500">No clock records in this period.</td></tr>
            )}
            {records.data.map((r) => (
              <tr key={r.id} data-test={`clock-record-${r.id}`}>
                <td className={cell}>{r.employee_name} <span className="text-gray-400">#{r.employee_number}</span></td>
                <td className={`${cell} tabular-nums`}>{r.clock_in}</td>
                <td className={`${cell} tabular-nums`}>
                  {r.is_open ? <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{r.clock_out}</span> : r.clock_out}
                </td>
                <td className={`${cell} tabular-nums`}>{r.hours ? <>{r.hours} <span className="text-gray-400">({r.hours_decimal})</span></> : '—'}</td>
                <td className={money}>{r.tip}</td><td className={money}>{r.bonus}</td><td className={money}>{r.cash_out}</td>
                {can_manage && (
                  <td className={`${cell} text-right`}>
                    <Link href={route('clock-in-outs.edit', { clockRecord: r.id })} className="font-medium text-blue-700 hover:underline" data-test="clock-record-edit">Correct</Link>
                    {r.audits > 0 && (
                      <Link href={`${route('clock-in-outs.edit', { clockRecord: r.id })}#audits`} className="ml-3 text-gray-600 hover:underline" data-test="clock-record-audits">
                        History ({r.audits})
                      </Link>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-gray-50 font-semibold">
            <tr data-test="clock-totals">
              <td className={cell} colSpan={3}>Total ({records.total} records)</td>
              <td className={`${cell} tabular-nums`}>{totals.hours} <span className="font-normal text-gray-500">({totals.hours_decimal})</span></td>
              <td className={money}>{totals.tip}</td><td className={money}>{totals.bonus}</td><td className={money}>{totals.cash_out}</td>
              {can_manage && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
      <Pagination paginator={records} />
    </>
  );
}
