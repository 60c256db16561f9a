import { Head, router } from '@inertiajs/react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { BlockRow } from '@common/pages/Admin/BookingBlocks/Index';
export type { BlockRow } from '@common/pages/Admin/BookingBlocks/Index';

/** A row's who: the whole salon in the page's language (the server's word is English). */
const whoOf = (b: BlockRow, t: ReturnType<typeof useT>['t']) =>
  b.whole_salon ? t('bookingblocks.wholeSalon') : b.who;

const columnsFor = (t: ReturnType<typeof useT>['t']): Column<BlockRow>[] => [
  {
    key: 'title',
    header: t('bookingblocks.col.title'),
    primary: true,
    render: (b) => <span className="font-semibold text-gray-900">{b.title}</span>,
  },
  {
    key: 'who',
    header: t('bookingblocks.col.who'),
    render: (b) => (b.whole_salon ? <Badge tone="primary">{whoOf(b, t)}</Badge> : b.who),
  },
  { key: 'when', header: t('bookingblocks.col.when'), render: (b) => b.when },
];

/** booking-blocks.index ("Appointment Blocks"): what is blocked from today on, the next first. */
export default function Index({ blocks }: PageProps<'Admin/BookingBlocks/Index'>) {
  const { t } = useT();
  const columns = columnsFor(t);
  const confirm = useConfirm();
  const remove = async (b: BlockRow) => {
    if (
      await confirm({
        title: t('bookingblocks.deleteTitle'),
        message: t('bookingblocks.deleteMessageWhen', { title: b.title, when: b.when }),
        actionLabel: t('ui.delete'),
      })
    ) {
      router.delete(route('booking-blocks.destroy', { block: b.id }), { preserveScroll: true });
    }
  };
  return (
    <>
      <Head title={t('bookingblocks.title')} />
      <PageHeader
        title={t('bookingblocks.title')}
        description={t('bookingblocks.description')}
        actions={
          <ButtonLink href={route('booking-blocks.create')} data-test="block-create">
            {t('bookingblocks.newBlock')}
          </ButtonLink>
        }
      />
      <DataTable
        data-test="blocks"
        label={t('bookingblocks.tableLabel')}
        rowTest="block"
        columns={columns}
        rows={blocks}
        rowKey={(b) => b.id}
        actions={(b) => (
          <>
            <ButtonLink
              href={route('booking-blocks.edit', { block: b.id })}
              variant="secondary"
              data-test="block-edit"
              aria-label={t('bookingblocks.editAria', { title: b.title, who: whoOf(b, t) })}
            >
              {t('ui.edit')}
            </ButtonLink>
            <Button
              variant="ghost"
              destructive
              onClick={() => remove(b)}
              data-test="block-remove"
              aria-label={t('bookingblocks.deleteAria', { title: b.title, who: whoOf(b, t) })}
            >
              {t('ui.delete')}
            </Button>
          </>
        )}
        empty={
          <EmptyState
            data-test="blocks-empty"
            message={t('bookingblocks.empty')}
            hint={t('bookingblocks.emptyHint')}
            action={
              <ButtonLink href={route('booking-blocks.create')}>
                {t('bookingblocks.blockSome')}
              </ButtonLink>
            }
          />
        }
      />
    </>
  );
}
