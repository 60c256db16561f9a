import { Head, router, useForm, usePage } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import { useT } from '@/lib/i18n';
import { STATE_KEYS, usePayFormat } from './Partials/format';
import type { PageProps } from '@common/pages';
import type { Period, Props } from '@common/pages/Admin/Payrolls/Index';

const FREQUENCIES = {
  weekly: 'payrolls.frequency.weekly',
  biweekly: 'payrolls.frequency.biweekly',
  semimonthly: 'payrolls.frequency.semimonthly',
} as const;

/** Payroll Control: the pay periods with their state and totals, and how often the salon pays. */
export default function Index({ schedule, periods, run_order }: PageProps<'Admin/Payrolls/Index'>) {
  const form = useForm({ ...schedule });
  const { t } = useT();
  const { money, period } = usePayFormat();
  const errors = form.errors as Record<string, string | undefined>;
  // "Run payroll" posts outside the schedule form: a refusal comes back in the page's own errors.
  const refused = (usePage().props.errors as Record<string, string | undefined>).period_start;
  const open = (p: Period) => router.post(route('payrolls.store'), { period_start: p.start });

  const columns: Column<Period>[] = [
    {
      key: 'period',
      header: t('payrolls.payPeriod'),
      primary: true,
      render: (p) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-semibold text-gray-900">{period(p.start, p.end)}</span>
          {p.current && <Badge>{t('payrolls.index.current')}</Badge>}
        </span>
      ),
    },
    {
      key: 'state',
      header: t('payrolls.index.state'),
      render: (p) => (
        <Badge tone={p.state === 'finalised' ? 'primary' : 'neutral'} data-test="period-state">
          {t(STATE_KEYS[p.state] ?? p.state)}
        </Badge>
      ),
    },
    {
      key: 'technicians',
      header: t('payrolls.technicians'),
      align: 'right',
      className: 'tabular-nums',
      render: (p) => p.technicians,
    },
    {
      key: 'sales',
      header: t('customer.payStub.serviceSales'),
      align: 'right',
      className: 'tabular-nums',
      render: (p) => money(p.service_sales),
    },
    {
      key: 'tips',
      header: t('customer.payStub.tips'),
      align: 'right',
      className: 'tabular-nums',
      render: (p) => money(p.tips),
    },
    {
      key: 'net',
      header: t('customer.payStub.net'),
      align: 'right',
      className: 'tabular-nums',
      render: (p) => <span data-test="period-net">{money(p.net)}</span>,
    },
  ];

  return (
    <>
      <Head title={t('payrolls.index.title')} />
      <PageHeader
        title={t('payrolls.index.title')}
        description={t('payrolls.index.description')}
        actions={
          <ButtonLink
            href={route('payrolls.report', { type: 'salary' })}
            variant="secondary"
            data-test="payroll-reports"
          >
            {t('payrolls.report.title')}
          </ButtonLink>
        }
      />
      <p className="mb-3 max-w-3xl text-sm text-gray-700" data-test="run-order">
        {run_order}
      </p>
      {refused && (
        <p
          role="alert"
          className="mb-3 max-w-3xl text-sm font-medium text-danger-700"
          data-test="error-period_start"
        >
          {refused}
        </p>
      )}
      <DataTable
        data-test="payroll-periods"
        label={t('payrolls.index.periods')}
        rowTest="payroll-period"
        columns={columns}
        rows={periods}
        rowKey={(p) => p.start}
        actions={(p) =>
          p.run_id ? (
            <ButtonLink
              href={route('payrolls.edit', { payroll: p.run_id })}
              variant="secondary"
              data-test="period-open"
            >
              {p.state === 'finalised' ? t('ui.view') : t('ui.open')}
            </ButtonLink>
          ) : p.can_run ? (
            <Button variant="secondary" onClick={() => open(p)} data-test="period-run">
              {t('payrolls.index.run')}
            </Button>
          ) : p.not_offered ? (
            <span className="text-sm text-gray-600" data-test="period-not-offered">
              {p.not_offered}
            </span>
          ) : null
        }
        empty={<EmptyState message={t('payrolls.index.empty')} />}
      />
      <p className="mt-2 text-sm text-gray-600">{t('payrolls.index.note')}</p>

      <h2 className="mb-2 mt-8 text-lg font-semibold text-gray-900">
        {t('payrolls.schedule.title')}
      </h2>
      <Form
        onSubmit={() => form.put(route('payrolls.schedule'), { preserveScroll: true })}
        errors={errors}
        className="grid max-w-3xl gap-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-3 sm:p-6"
        data-test="payroll-schedule"
      >
        <Field name="frequency" label={t('payrolls.schedule.frequency')} error={errors.frequency}>
          <Select
            name="frequency"
            value={form.data.frequency}
            onChange={(e) =>
              form.setData('frequency', e.target.value as Props['schedule']['frequency'])
            }
            data-test="schedule-frequency"
          >
            {Object.entries(FREQUENCIES).map(([v, key]) => (
              <option key={v} value={v}>
                {t(key)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          name="anchor_date"
          label={t('payrolls.schedule.anchor')}
          error={errors.anchor_date}
          help={t('payrolls.schedule.anchorHelp')}
        >
          <TextInput
            type="date"
            name="anchor_date"
            value={form.data.anchor_date}
            onChange={(e) => form.setData('anchor_date', e.target.value)}
            data-test="schedule-anchor"
          />
        </Field>
        <Field
          name="card_tip_fee"
          label={t('payrolls.schedule.cardFee')}
          error={errors.card_tip_fee}
          help={t('payrolls.schedule.cardFeeHelp')}
        >
          <TextInput
            name="card_tip_fee"
            inputMode="decimal"
            maxLength={6}
            value={form.data.card_tip_fee}
            onChange={(e) => form.setData('card_tip_fee', e.target.value)}
            data-test="schedule-card-fee"
          />
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit" busy={form.processing} data-test="schedule-save">
            {t('payrolls.schedule.save')}
          </Button>
        </div>
      </Form>
    </>
  );
}
