import { Head, router } from '@inertiajs/react';
import StatusBadge from '@/Components/appointments/StatusBadge';
import Pagination from '@/Components/Pagination';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Row, Filters } from '@common/pages/Admin/Appointments/Index';

const columns: Column<Row>[] = [
  { key: 'start', header: 'Start', primary: true, className: 'whitespace-nowrap tabular-nums', render: (r) => <>{r.start_time}<span className="block text-sm text-gray-600">to {r.end_time}</span></> },
  { key: 'customer', header: 'Customer', render: (r) => <><span className="block font-medium text-gray-900">{r.customer}</span><span className="block text-sm text-gray-600">{r.phone}</span></> },
  { key: 'technician', header: 'Technician', render: (r) => r.technician },
  { key: 'services', header: 'Services', render: (r) => r.services || '—' },
  { key: 'status', header: 'Status', render: (r) => <><StatusBadge status={r.status} label={r.status_label} /><span className="block text-xs text-gray-600">{r.source}</span></> },
];

/** Appointments by range (spec §9, or from/to days), technician and status, paged by the server. */
export default function Index({ appointments, filters, ranges, statuses, technicians }: PageProps<'Admin/Appointments/Index'>) {
  const visit = (next: Partial<Filters>) => {
    const f = { ...filters, ...next };
    const period = next.range ? { range: next.range } : f.range && !('from' in next) && !('to' in next) ? { range: f.range } : { from: f.from, to: f.to };
    router.get(route('appointments.index'), { ...period, ...(f.employee ? { employee: f.employee } : {}), ...(f.status ? { status: f.status } : {}) }, { preserveState: true, preserveScroll: true, replace: true });
  };
  return (
    <>
      <Head title="Appointments" />
      <PageHeader title="Appointments" actions={<ButtonLink href={route('appointments.calendars')} variant="secondary" data-test="appointments-calendar">Calendar</ButtonLink>} />
      <div className="mb-4 flex flex-wrap items-center gap-3" data-test="appointment-filters">
        <Select name="range" aria-label="Range" fit value={filters.range ?? ''} onChange={(e) => e.target.value && visit({ range: e.target.value })} data-test="filter-range">
          {filters.range === null && <option value="">Dates below</option>}
          {ranges.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
        </Select>
        <TextInput type="date" name="from" aria-label="From" fit value={filters.from} onChange={(e) => e.target.value && visit({ from: e.target.value, range: null })} data-test="filter-from" />
        <TextInput type="date" name="to" aria-label="To" fit value={filters.to} onChange={(e) => e.target.value && visit({ to: e.target.value, range: null })} data-test="filter-to" />
        <Select name="employee" aria-label="Technician" fit value={filters.employee ?? ''} onChange={(e) => visit({ employee: e.target.value ? Number(e.target.value) : null })} data-test="filter-employee">
          <option value="">All technicians</option>
          {technicians.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </Select>
        <Select name="status" aria-label="Status" fit value={filters.status ?? ''} onChange={(e) => visit({ status: e.target.value || null })} data-test="filter-status">
          <option value="">Every status</option>
          {statuses.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </Select>
      </div>
      <DataTable data-test="appointments" label="Appointments" rowTest="appointment-row" columns={columns} rows={appointments.data} rowKey={(r) => r.id}
        actions={(r) => <ButtonLink href={route('appointments.show', { appointment: r.id })} variant="secondary" aria-label={`Open ${r.customer}, ${r.start_time}`} data-test="appointment-open">Open</ButtonLink>}
        empty={<EmptyState message="No appointments match these filters." hint="Try a wider range or another status." />} />
      <Pagination paginator={appointments} />
    </>
  );
}
