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
import { money, periodLabel, STATE_LABEL } from './Partials/format';
import type { PageProps } from '@common/pages';
import type { Period, Props } from '@common/pages/Admin/Payrolls/Index';

const FREQUENCIES = { weekly: 'Every week', biweekly: 'Every two weeks', semimonthly: 'Twice a month (1st–15th, 16th–end)' };

/** Payroll Control: the pay periods with their state and totals, and how often the salon pays. */
export default function Index({ schedule, periods, run_order }: PageProps<'Admin/Payrolls/Index'>) {
  const form = useForm({ ...schedule });
  const errors = form.errors as Record<string, string | undefined>;
  // "Run payroll" posts outside the schedule form: a refusal comes back in the page's own errors.
  const refused = (usePage().props.errors as Record<string, string | undefined>).period_start;
  const open = (p: Period) => router.post(route('payrolls.store'), { period_start: p.start });

  const columns: Column<Period>[] = [
    {
      key: 'period', header: 'Pay period', primary: true,
      render: (p) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-semibold text-gray-900">{periodLabel(p.start, p.end)}</span>
          {p.current && <Badge>Current</Badge>}
        </span>
      ),
    },
    { key: 'state', header: 'State', render: (p) => <Badge tone={p.state === 'finalised' ? 'primary' : 'neutral'} data-test="period-state">{STATE_LABEL[p.state]}</Badge> },
    { key: 'technicians', header: 'Technicians', align: 'right', className: 'tabular-nums', render: (p) => p.technicians },
    { key: 'sales', header: 'Service sales', align: 'right', className: 'tabular-nums', render: (p) => money(p.service_sales) },
    { key: 'tips', header: 'Tips', align: 'right', className: 'tabular-nums', render: (p) => money(p.tips) },
    { key: 'net', header: 'Net pay', align: 'right', className: 'tabular-nums', render: (p) => <span data-test="period-net">{money(p.net)}</span> },
  ];

  return (
    <>
      <Head title="Payroll Control" />
      <PageHeader
        title="Payroll Control"
        description="Each pay period from the paid tickets, clock records and adjustments. Open a period to check it, then finalise it to lock the numbers."
        actions={<ButtonLink href={route('payrolls.report', { type: 'salary' })} variant="secondary" data-test="payroll-reports">Payroll Reports</ButtonLink>}
      />
      <p className="mb-3 max-w-3xl text-sm text-gray-700" data-test="run-order">{run_order}</p>
      {refused && <p role="alert" className="mb-3 max-w-3xl text-sm font-medium text-danger-700" data-test="error-period_start">{refused}</p>}
      <DataTable
        data-test="payroll-periods"
        label="Pay periods"
        rowTest="payroll-period"
        columns={columns}
        rows={periods}
        rowKey={(p) => p.start}
        actions={(p) => p.run_id
          ? <ButtonLink href={route('payrolls.edit', { payroll: p.run_id })} variant="secondary" data-test="period-open">{p.state === 'finalised' ? 'View' : 'Open'}</ButtonLink>
          : p.can_run ? <Button variant="secondary" onClick={() => open(p)} data-test="period-run">Run payroll</Button>
            : p.not_offered ? <span className="text-sm text-gray-600" data-test="period-not-offered">{p.not_offered}</span> : null}
        empty={<EmptyState message="No pay periods yet." />}
      />
      <p className="mt-2 text-sm text-gray-600">Open and not-started periods show live totals; finalised ones show what was paid. A correction after finalising goes in as an adjustment in the next open period.</p>

      <h2 className="mb-2 mt-8 text-lg font-semibold text-gray-900">Pay schedule</h2>
      <Form
        onSubmit={() => form.put(route('payrolls.schedule'), { preserveScroll: true })}
        errors={errors}
        className="grid max-w-3xl gap-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-3 sm:p-6"
        data-test="payroll-schedule"
      >
        <Field name="frequency" label="How often" error={errors.frequency}>
          <Select name="frequency" value={form.data.frequency} onChange={(e) => form.setData('frequency', e.target.value as Props['schedule']['frequency'])} data-test="schedule-frequency">
            {Object.entries(FREQUENCIES).map(([v, label]) => <option key={v} value={v}>{label}</option>)}
          </Select>
        </Field>
        <Field name="anchor_date" label="A period starts on" error={errors.anchor_date} help="Any first day of a pay period (weekly and every two weeks).">
          <TextInput type="date" name="anchor_date" value={form.data.anchor_date} onChange={(e) => form.setData('anchor_date', e.target.value)} data-test="schedule-anchor" />
        </Field>
        <Field name="card_tip_fee" label="Card fee taken off card tips (%)" error={errors.card_tip_fee} help="Blank for none. Never more than your processor really charges.">
          <TextInput name="card_tip_fee" inputMode="decimal" maxLength={6} value={form.data.card_tip_fee} onChange={(e) => form.setData('card_tip_fee', e.target.value)} data-test="schedule-card-fee" />
        </Field>
        <div className="sm:col-span-3">
          <Button type="submit" busy={form.processing} data-test="schedule-save">Save schedule</Button>
        </div>
      </Form>
    </>
  );
}
