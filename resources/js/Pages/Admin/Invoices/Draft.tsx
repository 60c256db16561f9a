import { Head, router } from '@inertiajs/react';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import { Button, ButtonLink } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import type { Translate } from '@common/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { SavedTicket } from '@common/pages/Admin/Invoices/Draft';

const age = (t: Translate, minutes: number) =>
  minutes < 1
    ? t('invoices.draft.justNow')
    : minutes < 60
      ? t('invoices.draft.minutesAgo', { minutes })
      : minutes < 60 * 24
        ? t('invoices.draft.hoursAgo', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
        : t('invoices.draft.daysAgo', { days: Math.floor(minutes / 1440) });

/** Saved Ticket (invoices.draft): tickets saved unpaid, resumed on the pay screen or deleted. */
export default function Draft({ drafts }: PageProps<'Admin/Invoices/Draft'>) {
  const confirm = useConfirm();
  const { t } = useT();
  const format = useStoreFormat();
  const remove = async (d: SavedTicket) => {
    const message = d.customer
      ? t('invoices.draft.deleteMessageFor', {
          customer: d.customer,
          amount: format.money(d.amount_due),
        })
      : t('invoices.draft.deleteMessage', { amount: format.money(d.amount_due) });
    if (
      await confirm({
        title: t('invoices.draft.deleteTitle'),
        message,
        actionLabel: t('ui.delete'),
      })
    ) {
      router.delete(route('invoices.draft.destroy', { draft: d.id }), { preserveScroll: true });
    }
  };
  const columns: Column<SavedTicket>[] = [
    {
      key: 'customer',
      header: t('ui.customer'),
      primary: true,
      render: (d) =>
        d.customer ? (
          <span className="font-medium text-gray-900">
            {d.customer} <span className="font-normal text-gray-600">{d.customer_phone}</span>
          </span>
        ) : (
          <span className="text-gray-600">{t('invoices.walkIn')}</span>
        ),
    },
    {
      key: 'technicians',
      header: t('invoices.technicians'),
      render: (d) => d.technicians.join(', ') || '—',
    },
    {
      key: 'total',
      header: t('pos.amountDue'),
      render: (d) => format.money(d.amount_due),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'age',
      header: t('invoices.draft.saved'),
      render: (d) => <span title={format.dateTime(d.saved_at)}>{age(t, d.age_minutes)}</span>,
      className: 'whitespace-nowrap',
    },
  ];
  return (
    <>
      <Head title={t('invoices.draft.headTitle')} />
      <PageHeader
        title={t('invoices.draft.title')}
        description={t('invoices.draft.description')}
        actions={
          <ButtonLink href={route('pos.select_technician')}>{t('pos.newTicket')}</ButtonLink>
        }
      />
      <DataTable
        data-test="drafts-table"
        label={t('invoices.draft.title')}
        rowTest="draft"
        columns={columns}
        rows={drafts}
        rowKey={(d) => d.id}
        empty={
          <EmptyState
            message={t('invoices.draft.empty')}
            hint={t('invoices.draft.emptyHint')}
            action={
              <ButtonLink href={route('pos.select_technician')}>
                {t('invoices.draft.start')}
              </ButtonLink>
            }
          />
        }
        actions={(d) => (
          <>
            <ButtonLink
              href={route('pos.pay', { draft: d.id })}
              data-test="resume-draft"
              aria-label={
                d.customer
                  ? t('invoices.draft.resumeOf', { customer: d.customer })
                  : t('invoices.draft.resumeWalkIn')
              }
            >
              {t('invoices.draft.resume')}
            </ButtonLink>
            <Button
              variant="ghost"
              destructive
              onClick={() => remove(d)}
              data-test="delete-draft"
              aria-label={
                d.customer
                  ? t('invoices.draft.deleteOf', { customer: d.customer })
                  : t('invoices.draft.deleteWalkIn')
              }
            >
              {t('ui.delete')}
            </Button>
          </>
        )}
      />
    </>
  );
}
