import { Head, Link, router, useForm } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Textarea from '@/Components/form/Textarea';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { hasRoute, route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { Entry } from '@common/pages/Admin/Giftcards/Show';

/** The ledger's kinds (the server's GIFT_CARD_ENTRY_LABELS are their English). */
const KINDS: Record<string, string> = {
  issue: 'giftcards.kind.issue',
  redeem: 'giftcards.kind.redeem',
  refund: 'giftcards.kind.refund',
  adjust: 'giftcards.kind.adjust',
};

const columns = (t: Translate, format: ReturnType<typeof useStoreFormat>): Column<Entry>[] => [
  {
    key: 'at',
    header: t('giftcards.when'),
    primary: true,
    className: 'whitespace-nowrap tabular-nums',
    render: (e) => (
      <>
        <span className="font-medium text-gray-900">
          {KINDS[e.kind] ? t(KINDS[e.kind]) : e.label}
        </span>{' '}
        <span className="text-sm text-gray-600">{format.dateTime(e.at)}</span>
      </>
    ),
  },
  {
    key: 'amount',
    header: t('ui.amount'),
    align: 'right',
    className: 'tabular-nums',
    render: (e) => `${e.amount_cents < 0 ? '−' : '+'}${format.money(Math.abs(e.amount_cents))}`,
  },
  {
    key: 'balance_after',
    header: t('giftcards.balanceAfter'),
    align: 'right',
    className: 'tabular-nums',
    render: (e) => format.money(e.balance_after_cents),
  },
  {
    key: 'why',
    header: t('giftcards.ticketReason'),
    render: (e) => (
      <>
        {e.ticket &&
          (hasRoute('invoices.show') && e.invoice_id ? (
            <Link
              className="inline-flex min-h-11 min-w-11 items-center text-primary-700 underline"
              href={route('invoices.show', { invoice: e.invoice_id })}
            >
              #{e.ticket}
            </Link>
          ) : (
            `#${e.ticket}`
          ))}
        {e.ticket && e.reason && ' · '}
        {e.reason}
      </>
    ),
  },
  { key: 'by', header: t('giftcards.by'), render: (e) => e.by },
];

/** giftcards.show: one card's ledger, newest first, and (for who may) an adjustment with a reason and the on/off switch. */
export default function Show({ giftcard, entries, can_manage }: PageProps<'Admin/Giftcards/Show'>) {
  const confirm = useConfirm();
  const { t } = useT();
  const format = useStoreFormat();
  const balance = format.money(giftcard.balance_cents);
  const since = format.dateTime(giftcard.created_at);
  const form = useForm({ direction: 'add' as 'add' | 'remove', amount: 0, reason: '' });
  const adjust = () =>
    form.post(route('giftcards.adjust', { giftCard: giftcard.id }), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });
  const toggle = async () => {
    const off = giftcard.is_active;
    if (
      off &&
      !(await confirm({
        title: t('giftcards.switchOffTitle', { code: giftcard.code }),
        message: t('giftcards.switchOffMessage'),
        actionLabel: t('giftcards.switchOff'),
      }))
    )
      return;
    router.put(
      route('giftcards.toggle', { giftCard: giftcard.id }),
      { is_active: !off },
      { preserveScroll: true },
    );
  };
  return (
    <>
      <Head title={t('giftcards.cardTitle', { code: giftcard.code })} />
      <PageHeader
        title={
          <>
            <span className="font-mono">{giftcard.code}</span>{' '}
            <Badge tone={giftcard.is_active ? 'primary' : 'neutral'} data-test="giftcard-status">
              {giftcard.is_active ? t('giftcards.on') : t('giftcards.off')}
            </Badge>
          </>
        }
        description={
          giftcard.recipient
            ? t('giftcards.summaryFor', { balance, recipient: giftcard.recipient, since })
            : t('giftcards.summary', { balance, since })
        }
        back={{ href: route('giftcards.index'), label: t('giftcards.title') }}
        actions={
          can_manage && (
            <Button
              variant="secondary"
              destructive={giftcard.is_active}
              data-test="giftcard-toggle"
              onClick={toggle}
            >
              {giftcard.is_active ? t('giftcards.switchOff') : t('giftcards.switchOn')}
            </Button>
          )
        }
      />
      <div className="grid max-w-5xl gap-6">
        {can_manage && giftcard.is_active && (
          <Form
            onSubmit={adjust}
            errors={form.errors}
            data-test="adjust-form"
            className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
          >
            <h2 className="text-lg font-semibold text-gray-900">{t('giftcards.adjust.title')}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <RadioGroup
                name="direction"
                legend={t('giftcards.adjust.change')}
                columns={2}
                value={form.data.direction}
                error={form.errors.direction}
                onChange={(v) => form.setData('direction', v)}
                options={[
                  { value: 'add', label: t('ui.add') },
                  { value: 'remove', label: t('giftcards.adjust.takeOff') },
                ]}
              />
              <Field name="amount" label={t('ui.amount')} error={form.errors.amount}>
                <AmountInput
                  name="amount"
                  data-test="amount"
                  value={form.data.amount}
                  onChange={(v) => form.setData('amount', v)}
                />
              </Field>
            </div>
            <Field
              name="reason"
              label={t('giftcards.adjust.reason')}
              error={form.errors.reason}
              help={t('giftcards.adjust.reasonHelp')}
            >
              <Textarea
                name="reason"
                data-test="reason"
                rows={2}
                maxLength={500}
                value={form.data.reason}
                onChange={(e) => form.setData('reason', e.target.value)}
              />
            </Field>
            <div className="flex justify-end">
              <Button
                type="submit"
                data-test="adjust-save"
                busy={form.processing}
                busyLabel={t('common.saving')}
              >
                {t('giftcards.adjust.save')}
              </Button>
            </div>
          </Form>
        )}
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="mb-3 text-lg font-semibold text-gray-900">
            {t('giftcards.history')}
          </h2>
          <DataTable
            data-test="giftcard-entries"
            label={t('giftcards.historyLabel')}
            rowTest="entry"
            columns={columns(t, format)}
            rows={entries}
            rowKey={(e) => e.id}
            empty={<EmptyState message={t('giftcards.historyEmpty')} />}
          />
        </section>
      </div>
    </>
  );
}
