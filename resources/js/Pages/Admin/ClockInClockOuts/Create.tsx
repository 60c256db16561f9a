import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { INTL_LOCALES } from '@common/i18n';
import { route } from '@/lib/route';
import ClockRecordForm, { type ClockRecordFormData } from './Partials/ClockRecordForm';
import type { PageProps } from '@common/pages';

export default function Create({
  employees,
  now,
  finalised_through,
}: PageProps<'Admin/ClockInClockOuts/Create'>) {
  const { t, locale } = useT();
  const format = useStoreFormat();
  // The spec's MM-DD-YYYY in English; the month's name in the page's language otherwise.
  const through =
    finalised_through &&
    (locale === 'en'
      ? format.date(finalised_through)
      : new Intl.DateTimeFormat(INTL_LOCALES[locale], {
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${finalised_through}T12:00:00Z`)));
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
        {through && (
          <p className="text-sm text-gray-700" data-test="finalised-through">
            {t('clockinclockouts.note.finalisedThrough', { through })}
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
