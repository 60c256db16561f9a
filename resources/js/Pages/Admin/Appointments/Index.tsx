import { Head, router } from '@inertiajs/react';
import { SOURCE_KEYS, STATUS_LABEL_KEYS } from '@/Components/appointments/StatusActions';
import StatusBadge from '@/Components/appointments/StatusBadge';
import Pagination from '@/Components/Pagination';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Row, Filters } from '@common/pages/Admin/Appointments/Index';
import type { ReportRange } from '@common/reportRanges';

const RANGE_KEYS = {
  today: 'appointments.range.today',
  thisMonth: 'appointments.range.thisMonth',
  '3months': 'appointments.range.3months',
  '6months': 'appointments.range.6months',
  thisYear: 'appointments.range.thisYear',
} as const satisfies Record<ReportRange, string>;

const columnsFor = (
  t: ReturnType<typeof useT>['t'],
  format: ReturnType<typeof useStoreFormat>,
): Column<Row>[] => [
  {
    key: 'start',
    header: t('appointments.start'),
    primary: true,
    className: 'whitespace-nowrap tabular-nums',
    render: (r) => (
      <>
        {format.dateTime(r.start_time)}
        <span className="block text-sm text-gray-600">
          {t('appointments.toTime', { time: format.time(r.end_time) })}
        </span>
      </>
    ),
  },
  {
    key: 'customer',
    header: t('ui.customer'),
    render: (r) => (
      <>
        <span className="block font-medium text-gray-900">{r.customer}</span>
        <span className="block text-sm text-gray-600">{r.phone}</span>
      </>
    ),
  },
  { key: 'technician', header: t('ui.technician'), render: (r) => r.technician },
  { key: 'services', header: t('appointments.services'), render: (r) => r.services || '—' },
  {
    key: 'status',
    header: t('ui.status'),
    render: (r) => (
      <>
        <StatusBadge status={r.status} label={t(STATUS_LABEL_KEYS[r.status])} />
        <span className="block text-xs text-gray-600">{t(SOURCE_KEYS[r.source])}</span>
      </>
    ),
  },
];

/** Appointments by range (docs/requirements.md §9, or from/to days), technician and status, paged by the server. */
export default function Index({
  appointments,
  filters,
  ranges,
  statuses,
  technicians,
}: PageProps<'Admin/Appointments/Index'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const columns = columnsFor(t, format);
  const visit = (next: Partial<Filters>) => {
    const f = { ...filters, ...next };
    const period = next.range
      ? { range: next.range }
      : f.range && !('from' in next) && !('to' in next)
        ? { range: f.range }
        : { from: f.from, to: f.to };
    router.get(
      route('appointments.index'),
      {
        ...period,
        ...(f.employee ? { employee: f.employee } : {}),
        ...(f.status ? { status: f.status } : {}),
      },
      { preserveState: true, preserveScroll: true, replace: true },
    );
  };
  return (
    <>
      <Head title={t('appointments.title')} />
      <PageHeader
        title={t('appointments.title')}
        actions={
          <ButtonLink
            href={route('appointments.calendars')}
            variant="secondary"
            data-test="appointments-calendar"
          >
            {t('appointments.calendar')}
          </ButtonLink>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3" data-test="appointment-filters">
        <Select
          name="range"
          aria-label={t('appointments.rangeLabel')}
          fit
          value={filters.range ?? ''}
          onChange={(e) => e.target.value && visit({ range: e.target.value as ReportRange })}
          data-test="filter-range"
        >
          {filters.range === null && <option value="">{t('appointments.datesBelow')}</option>}
          {ranges.map((r) => (
            <option key={r} value={r}>
              {t(RANGE_KEYS[r])}
            </option>
          ))}
        </Select>
        <TextInput
          type="date"
          name="from"
          aria-label={t('ui.from')}
          fit
          value={filters.from}
          onChange={(e) => e.target.value && visit({ from: e.target.value, range: null })}
          data-test="filter-from"
        />
        <TextInput
          type="date"
          name="to"
          aria-label={t('ui.to')}
          fit
          value={filters.to}
          onChange={(e) => e.target.value && visit({ to: e.target.value, range: null })}
          data-test="filter-to"
        />
        <Select
          name="employee"
          aria-label={t('ui.technician')}
          fit
          value={filters.employee ?? ''}
          onChange={(e) => visit({ employee: e.target.value ? Number(e.target.value) : null })}
          data-test="filter-employee"
        >
          <option value="">{t('appointments.allTechnicians')}</option>
          {technicians.map((tech) => (
            <option key={tech.id} value={tech.id}>
              {tech.name}
            </option>
          ))}
        </Select>
        <Select
          name="status"
          aria-label={t('ui.status')}
          fit
          value={filters.status ?? ''}
          onChange={(e) => visit({ status: (e.target.value || null) as Filters['status'] })}
          data-test="filter-status"
        >
          <option value="">{t('appointments.everyStatus')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABEL_KEYS[s])}
            </option>
          ))}
        </Select>
      </div>
      <DataTable
        data-test="appointments"
        label={t('appointments.title')}
        rowTest="appointment-row"
        columns={columns}
        rows={appointments.data}
        rowKey={(r) => r.id}
        actions={(r) => (
          <ButtonLink
            href={route('appointments.show', { appointment: r.id })}
            variant="secondary"
            aria-label={t('appointments.openAria', {
              customer: r.customer,
              time: format.dateTime(r.start_time),
            })}
            data-test="appointment-open"
          >
            {t('appointments.open')}
          </ButtonLink>
        )}
        empty={<EmptyState message={t('appointments.empty')} hint={t('appointments.emptyHint')} />}
      />
      <Pagination paginator={appointments} />
    </>
  );
}
