import { Head, router, useForm } from '@inertiajs/react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import BookingBlockForm, { type BookingBlockFormData } from './Partials/BookingBlockForm';
import type { PageProps } from '@common/pages';

/** booking-blocks.edit: change or delete one block. */
export default function Edit({
  block,
  employees,
  today,
  whole_salon,
}: PageProps<'Admin/BookingBlocks/Edit'>) {
  const form = useForm<BookingBlockFormData>({
    title: block.title,
    technician_id: block.technician_id === null ? '' : String(block.technician_id),
    date: block.date,
    start: block.start,
    end: block.end,
    repeat: block.repeat,
    repeat_until: block.repeat_until,
  });
  const { t } = useT();
  const confirm = useConfirm();
  const remove = async () => {
    if (
      await confirm({
        title: t('bookingblocks.deleteTitle'),
        message: t('bookingblocks.deleteMessage', { title: block.title }),
        actionLabel: t('ui.delete'),
      })
    ) {
      router.delete(route('booking-blocks.destroy', { block: block.id }));
    }
  };
  return (
    <>
      <Head title={t('bookingblocks.pageTitle', { title: block.title })} />
      <PageHeader
        title={block.title}
        description={t('bookingblocks.one')}
        back={{ href: route('booking-blocks.index'), label: t('bookingblocks.title') }}
        actions={
          <Button variant="secondary" destructive onClick={remove} data-test="block-delete">
            {t('ui.delete')}
          </Button>
        }
      />
      <BookingBlockForm
        form={form}
        employees={employees}
        wholeSalon={whole_salon}
        today={today}
        submitLabel={t('bookingblocks.save')}
        onSubmit={() => form.put(route('booking-blocks.update', { block: block.id }))}
      />
    </>
  );
}
