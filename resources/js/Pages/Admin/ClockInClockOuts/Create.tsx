import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import ClockRecordForm, { type ClockRecordFormData } from './Partials/ClockRecordForm';
import type { PageProps } from '@common/pages';

export default function Create({ employees, now, finalised_through }: PageProps<'Admin/ClockInClockOuts/Create'>) {
  const { t } = useT();
  const form = useForm<ClockRecordFormData>({ employee_id: '', clock_in: '', clock_out: '', tip_amount: 0, bonus_tip: 0, cash_out: 0, reason: '' });
  return (
    <>
      <Head title={t('clockinclockouts.create.title')} />
      <PageHeader title={t('clockinclockouts.create.title')} back={{ href: route('clock-in-outs.index'), label: t('clockinclockouts.index.title') }} />
      <div className="max-w-3xl space-y-4">
        {finalised_through && <p className="text-sm text-gray-700" data-test="finalised-through">{finalised_through}</p>}
        <ClockRecordForm form={form} employees={employees} now={now} submitLabel={t('clockinclockouts.addRecord')} onSubmit={() => form.post(route('clock-in-outs.store'))} />
      </div>
    </>
  );
}
