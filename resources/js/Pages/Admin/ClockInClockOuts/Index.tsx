import { Head, router, useForm } from '@inertiajs/react';
import { route } from '@/lib/route';
import { formatLongDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { INTL_LOCALES, type Locale, type Translate } from '@common/i18n';
import Pagination from '@/Components/Pagination';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { ButtonLink, Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import type { PageProps } from '@common/pages';
import type { Props, RecordRow, Filters } from '@common/pages/Admin/ClockInClockOuts/Index';
import { SHIFT_LIMIT_HOURS } from '@common/clockSettings';
import type { ReportRange } from '@common/reportRanges';

type StoreFormat = ReturnType<typeof useStoreFormat>;

/** Query of the list for some filters; page 1 unless told (a new filter starts over). */
const query = (f: Filters) => ({ range: f.range, ...(f.employee ? { employee: f.employee } : {}) });

/** The report ranges, by the code the server sends. */
const RANGES: Record<ReportRange, string> = {
  today: 'clockinclockouts.range.today',
  thisMonth: 'clockinclockouts.range.thisMonth',
  '3months': 'clockinclockouts.range.3months',
  '6months': 'clockinclockouts.range.6months',
  thisYear: 'clockinclockouts.range.thisYear',
};

/** A day of the period: the spec's MM-DD-YYYY in English, Intl's short date in the others. */
const shortDate = (locale: Locale, ymd: string) =>
  locale === 'en'
    ? formatLongDate(ymd, 'short')
    : new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }).format(new Date(`${ymd}T12:00:00Z`));

const columnsFor = (t: Translate, format: StoreFormat): Column<RecordRow>[] => [
  {
    key: 'employee',
    header: t('ui.employee'),
    primary: true,
    className: 'min-w-40',
    render: (r) => (
      <>
        <span className="block font-medium text-gray-900">{r.employee_name}</span>
        <span className="block text-sm text-gray-600">
          {t('clock.userIdOf', { id: r.employee_number })}
        </span>
      </>
    ),
  },
  {
    key: 'clock_in',
    header: t('clock.in'),
    render: (r) => format.dateTime(r.clock_in),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    key: 'clock_out',
    header: t('clock.out'),
    render: (r) =>
      r.is_open ? (
        <Badge tone="primary">{t('clockinclockouts.clockedIn')}</Badge>
      ) : (
        format.dateTime(r.clock_out)
      ),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    key: 'hours',
    header: t('clockinclockouts.hours'),
    render: (r) =>
      r.hours ? (
        <>
          {r.hours} <span className="text-gray-600">({r.hours_decimal})</span>
        </>
      ) : (
        '—'
      ),
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    key: 'tip',
    header: t('ui.tip'),
    align: 'right',
    render: (r) => format.money(r.tip_cents),
    className: 'tabular-nums',
  },
  {
    key: 'bonus',
    header: t('clockinclockouts.bonus'),
    align: 'right',
    render: (r) => format.money(r.bonus_cents),
    className: 'tabular-nums',
  },
  {
    key: 'cash_out',
    header: t('clock.cashOut'),
    align: 'right',
    render: (r) => format.money(r.cash_out_cents),
    className: 'tabular-nums',
  },
];

/**
 * What waits for a manager among the clock events a station recorded offline
 * (server/domain/staff/offlineClockRule.ts): the store's shift limit, which
 * "manage settings" may change, and the fixed window after a tap.
 */
function ShiftLimit({ limit }: { limit: Props['shift_limit'] }) {
  const { t } = useT();
  const form = useForm({ max_shift_hours: String(limit.hours) });
  return (
    <section
      aria-labelledby="shift-limit-title"
      data-test="shift-limit"
      className="mt-8 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="shift-limit-title" className="mb-2 text-lg font-semibold text-gray-900">
        {t('clockinclockouts.shiftLimit.title')}
      </h2>
      {limit.can_edit ? (
        <Form
          onSubmit={() =>
            form.put(route('clock-in-outs.settings.update'), { preserveScroll: true })
          }
          errors={form.errors}
          data-test="shift-limit-form"
          className="flex flex-wrap items-end gap-3"
        >
          <Field
            name="max_shift_hours"
            label={t('clockinclockouts.shiftLimit.label')}
            error={form.errors.max_shift_hours}
            help={t('clockinclockouts.shiftLimit.help', { window: limit.window_hours })}
            className="min-w-0 flex-1 basis-72"
          >
            <TextInput
              name="max_shift_hours"
              inputMode="numeric"
              maxLength={String(SHIFT_LIMIT_HOURS.max).length}
              className="max-w-32"
              value={form.data.max_shift_hours}
              onChange={(e) => form.setData('max_shift_hours', e.target.value.replace(/\D/g, ''))}
              data-test="shift-limit-input"
            />
          </Field>
          <Button
            type="submit"
            variant="secondary"
            data-test="shift-limit-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
          >
            {t('clockinclockouts.shiftLimit.save')}
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-gray-700" data-test="shift-limit-note">
          {t('clockinclockouts.shiftLimit.note', {
            hours: limit.hours,
            window: limit.window_hours,
          })}
        </p>
      )}
    </section>
  );
}

export default function Index({
  records,
  totals,
  filters,
  period,
  ranges,
  employees,
  can_manage,
  shift_limit,
}: PageProps<'Admin/ClockInClockOuts/Index'>) {
  const { t, locale } = useT();
  const format = useStoreFormat();
  const columns = columnsFor(t, format);
  const filter = (next: Partial<Filters>) =>
    router.get(route('clock-in-outs.index'), query({ ...filters, ...next }), {
      preserveState: true,
      preserveScroll: true,
      replace: true,
    });
  const wider = ranges.find((r) => r === 'thisMonth' && r !== filters.range);

  return (
    <>
      <Head title={t('clockinclockouts.index.title')} />
      <PageHeader
        title={t('clockinclockouts.index.title')}
        actions={
          can_manage && (
            <ButtonLink href={route('clock-in-outs.create')} data-test="clock-record-add">
              {t('clockinclockouts.addRecord')}
            </ButtonLink>
          )
        }
      />

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Select
          name="range"
          aria-label={t('clockinclockouts.index.range')}
          data-test="filter-range"
          fit
          value={filters.range}
          onChange={(e) => filter({ range: e.target.value })}
        >
          {ranges.map((r) => (
            <option key={r} value={r}>
              {t(RANGES[r])}
            </option>
          ))}
        </Select>
        <Select
          name="employee"
          aria-label={t('ui.employee')}
          data-test="filter-employee"
          fit
          className="max-w-full"
          value={filters.employee ?? ''}
          onChange={(e) => filter({ employee: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('clockinclockouts.index.allEmployees')}</option>
          {employees.map((e) => (
            <option key={e.id} value={e.id}>
              {t('clockinclockouts.employeeWithId', { name: e.name, id: e.employee_id })}
            </option>
          ))}
        </Select>
        <span data-test="period" className="text-sm text-gray-700 tabular-nums">
          {shortDate(locale, period.from)}
          {period.from !== period.to && ` – ${shortDate(locale, period.to)}`}
        </span>
      </div>

      <DataTable
        data-test="clock-records"
        label={t('clockinclockouts.index.records')}
        rowTest="clock-record"
        columns={columns}
        rows={records.data}
        rowKey={(r) => r.id}
        actions={
          can_manage
            ? (r) => (
                <>
                  <ButtonLink
                    href={route('clock-in-outs.edit', { clockRecord: r.id })}
                    variant="secondary"
                    data-test="clock-record-edit"
                    aria-label={t('clockinclockouts.index.correctLabel', {
                      name: r.employee_name,
                      time: format.dateTime(r.clock_in),
                    })}
                  >
                    {t('clockinclockouts.index.correct')}
                  </ButtonLink>
                  {r.audits > 0 && (
                    <ButtonLink
                      href={`${route('clock-in-outs.edit', { clockRecord: r.id })}#audits`}
                      variant="ghost"
                      data-test="clock-record-audits"
                      aria-label={t('clockinclockouts.index.historyLabel', {
                        name: r.employee_name,
                        time: format.dateTime(r.clock_in),
                        count: r.audits,
                      })}
                    >
                      {t('clockinclockouts.index.history', { count: r.audits })}
                    </ButtonLink>
                  )}
                </>
              )
            : undefined
        }
        footer={{
          'data-test': 'clock-totals',
          cells: [
            {
              key: 'label',
              content: t('clockinclockouts.index.total', { count: records.total }),
              colSpan: 3,
            },
            {
              key: 'hours',
              label: t('clockinclockouts.hours'),
              content: (
                <>
                  {totals.hours}{' '}
                  <span className="font-normal text-gray-600">({totals.hours_decimal})</span>
                </>
              ),
            },
            {
              key: 'tip',
              label: t('ui.tip'),
              content: format.money(totals.tip_cents),
              align: 'right',
            },
            {
              key: 'bonus',
              label: t('clockinclockouts.bonus'),
              content: format.money(totals.bonus_cents),
              align: 'right',
            },
            {
              key: 'cash_out',
              label: t('clock.cashOut'),
              content: format.money(totals.cash_out_cents),
              align: 'right',
            },
          ],
        }}
        empty={
          <EmptyState
            message={t('clockinclockouts.index.empty')}
            hint={
              filters.employee
                ? t('clockinclockouts.index.emptyFiltered')
                : t('clockinclockouts.index.emptyHint')
            }
            action={
              wider && (
                <Button variant="secondary" onClick={() => filter({ range: wider })}>
                  {t('clockinclockouts.index.showThisMonth')}
                </Button>
              )
            }
          />
        }
      />
      {records.total > 0 && <Pagination paginator={records} />}
      <ShiftLimit limit={shift_limit} />
    </>
  );
}
