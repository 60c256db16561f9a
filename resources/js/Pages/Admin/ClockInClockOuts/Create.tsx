import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { NOTE_DAY, sayNote } from '../Payrolls/Partials/serverNotes';
import ClockRecordForm, { type ClockRecordFormData } from './Partials/ClockRecordForm';
import type { PageProps } from '@common/pages';

/** The server's note on the last finalised payroll (server/http/presenters/clockRecords.ts), by its shape. */
const FINALISED = [
  [
    new RegExp(`^Payroll is finalised through ${NOTE_DAY}: `),
    'clockinclockouts.note.finalisedThrough',
    ['through'],
  ],
] as const;

export default function Create({
  employees,
  now,
  finalised_through,
}: PageProps<'Admin/ClockInClockOuts/Create'>) {
  const { t, locale } = useT();
  const form = useForm<ClockRecordFormData>({
    employee_id: '',
    clock_in: '',
    clock_out: '',
    tip_amount: 0,
    bonus_tip: 0,
    cash_out: 0,
    reason: '',
  });
  return (
    <>
      <Head title={t('clockinclockouts.create.title')} />
      <PageHeader
        title={t('clockinclockouts.create.title')}
        back={{ href: route('clock-in-outs.index'), label: t('clockinclockouts.index.title') }}
      />
      <div className="max-w-3xl space-y-4">
        {finalised_through && (
          <p className="text-sm text-gray-700" data-test="finalised-through">
            {sayNote(t, locale, finalised_through, FINALISED)}
          </p>
        )}
        <ClockRecordForm
          form={form}
          employees={employees}
          now={now}
          submitLabel={t('clockinclockouts.addRecord')}
          onSubmit={() => form.post(route('clock-in-outs.store'))}
        />
      </div>
    </>
  );
}
