import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import BookingBlockForm, { type BookingBlockFormData } from './Partials/BookingBlockForm';
import type { PageProps } from '@common/pages';

/** booking-blocks.create: a lunch hour today for the whole salon is the usual start. */
export default function Create({
  employees,
  today,
  whole_salon,
}: PageProps<'Admin/BookingBlocks/Create'>) {
  const { t } = useT();
  const form = useForm<BookingBlockFormData>({
    title: '',
    technician_id: '',
    date: today,
    start: '12:00',
    end: '13:00',
    repeat: 'none',
    repeat_until: '',
  });
  return (
    <>
      <Head title={t('bookingblocks.new.title')} />
      <PageHeader
        title={t('bookingblocks.new.title')}
        description={t('bookingblocks.new.description')}
        back={{ href: route('booking-blocks.index'), label: t('bookingblocks.title') }}
      />
      <BookingBlockForm
        form={form}
        employees={employees}
        wholeSalon={whole_salon}
        today={today}
        submitLabel={t('bookingblocks.create')}
        onSubmit={() => form.post(route('booking-blocks.store'))}
      />
    </>
  );
}
