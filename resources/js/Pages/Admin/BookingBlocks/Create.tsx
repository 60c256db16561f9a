import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import BookingBlockForm, { type BookingBlockFormData } from './Partials/BookingBlockForm';
import type { PageProps } from '@common/pages';

/** booking-blocks.create: a lunch hour today for the whole salon is the usual start. */
export default function Create({ employees, today, whole_salon }: PageProps<'Admin/BookingBlocks/Create'>) {
  const form = useForm<BookingBlockFormData>({ title: '', technician_id: '', date: today, start: '12:00', end: '13:00', repeat: 'none', repeat_until: '' });
  return (
    <>
      <Head title="New Appointment Block" />
      <PageHeader title="New Appointment Block" description="Time nobody can book: lunch, training, a meeting." back={{ href: route('booking-blocks.index'), label: 'Appointment Blocks' }} />
      <BookingBlockForm form={form} employees={employees} wholeSalon={whole_salon} today={today} submitLabel="Create block" onSubmit={() => form.post(route('booking-blocks.store'))} />
    </>
  );
}
