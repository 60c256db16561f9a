import { Head, router } from '@inertiajs/react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { BlockRow } from '@common/pages/Admin/BookingBlocks/Index';
export type { BlockRow } from '@common/pages/Admin/BookingBlocks/Index';

const columns: Column<BlockRow>[] = [
  { key: 'title', header: 'Title', primary: true, render: (b) => <span className="font-semibold text-gray-900">{b.title}</span> },
  { key: 'who', header: 'Who', render: (b) => (b.whole_salon ? <Badge tone="primary">{b.who}</Badge> : b.who) },
  { key: 'when', header: 'When', render: (b) => b.when },
];

/** booking-blocks.index ("Appointment Blocks"): what is blocked from today on, the next first. */
export default function Index({ blocks }: PageProps<'Admin/BookingBlocks/Index'>) {
  const confirm = useConfirm();
  const remove = async (b: BlockRow) => {
    if (await confirm({ title: 'Delete this block?', message: `“${b.title}” (${b.when}) is removed and that time can be booked again.`, actionLabel: 'Delete' })) {
      router.delete(route('booking-blocks.destroy', { block: b.id }), { preserveScroll: true });
    }
  };
  return (
    <>
      <Head title="Appointment Blocks" />
      <PageHeader
        title="Appointment Blocks"
        description="Time nobody can book, for one technician or the whole salon."
        actions={<ButtonLink href={route('booking-blocks.create')} data-test="block-create">New block</ButtonLink>}
      />
      <DataTable
        data-test="blocks"
        label="Appointment blocks"
        rowTest="block"
        columns={columns}
        rows={blocks}
        rowKey={(b) => b.id}
        actions={(b) => (
          <>
            <ButtonLink href={route('booking-blocks.edit', { block: b.id })} variant="secondary" data-test="block-edit" aria-label={`Edit ${b.title}, ${b.who}`}>Edit</ButtonLink>
            <Button variant="ghost" destructive onClick={() => remove(b)} data-test="block-remove" aria-label={`Delete ${b.title}, ${b.who}`}>Delete</Button>
          </>
        )}
        empty={
          <EmptyState
            data-test="blocks-empty"
            message="No appointment blocks coming up."
            hint="Block the salon’s lunch hour every week, or a technician’s training day, so nobody is booked then. Opening hours and each technician’s working hours already limit bookings."
            action={<ButtonLink href={route('booking-blocks.create')}>Block some time</ButtonLink>}
          />
        }
      />
    </>
  );
}
