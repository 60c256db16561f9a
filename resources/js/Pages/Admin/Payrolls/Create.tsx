import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import { useT } from '@/lib/i18n';
import { usePayFormat } from './Partials/format';
import type { PageProps } from '@common/pages';

/** Run payroll: pick a period that has no run yet; it opens with its live numbers. */
export default function Create({
  periods,
  selected,
  run_order,
}: PageProps<'Admin/Payrolls/Create'>) {
  const form = useForm({ period_start: selected });
  const errors = form.errors as Record<string, string | undefined>;
  const { t } = useT();
  const { period } = usePayFormat();
  return (
    <>
      <Head title={t('payrolls.create.title')} />
      <PageHeader
        title={t('payrolls.create.title')}
        back={{ href: route('payrolls.index'), label: t('payrolls.index.title') }}
      />
      <p className="mb-4 max-w-xl text-sm text-gray-700" data-test="run-order">
        {run_order}
      </p>
      {periods.length === 0 ? (
        <EmptyState message={t('payrolls.create.none')} />
      ) : (
        <Form
          onSubmit={() => form.post(route('payrolls.store'))}
          errors={errors}
          className="max-w-xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
        >
          <Field name="period_start" label={t('payrolls.payPeriod')} error={errors.period_start}>
            <Select
              name="period_start"
              value={form.data.period_start}
              onChange={(e) => form.setData('period_start', e.target.value)}
              data-test="create-period"
            >
              {periods.map((p) => (
                <option key={p.start} value={p.start}>
                  {p.ended
                    ? period(p.start, p.end)
                    : t('payrolls.create.notOver', { period: period(p.start, p.end) })}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" busy={form.processing} data-test="create-submit">
            {t('payrolls.create.submit')}
          </Button>
        </Form>
      )}
    </>
  );
}
