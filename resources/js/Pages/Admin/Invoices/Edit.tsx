import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Textarea from '@/Components/form/Textarea';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { tenderKey } from '@/Components/pos/words';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { hasRoute, route } from '@/lib/route';
import AuditTrail from './Partials/AuditTrail';
import { TechnicianForm, TenderForm, TipForm } from './Partials/ChangeForms';
import RefundForm from './Partials/RefundForm';
import { panel, statusLabel } from './Partials/ui';
import type { EditableInvoice } from '@common/pages/Admin/Invoices/types';
import type { PageProps } from '@common/pages';

/** In place of the tip and technician forms once payroll has paid from them: read-only, with what to do instead. */
function PayrollLocked({ message }: { message: string }) {
  const { t } = useT();
  return (
    <section className={panel} aria-labelledby="payroll-locked-title" data-test="payroll-locked">
      <h2 id="payroll-locked-title" className="text-lg font-semibold text-gray-900">
        {t('invoices.edit.lockedTitle')}
      </h2>
      <p className="text-sm text-gray-700" data-test="payroll-locked-message">
        {message}
      </p>
      <p className="text-sm text-gray-600">{t('invoices.edit.lockedHint')}</p>
    </section>
  );
}

function VoidForm({ invoice }: { invoice: EditableInvoice }) {
  const confirm = useConfirm();
  const form = useForm({ reason: '' });
  const { t } = useT();
  const submit = async () => {
    if (
      await confirm({
        title: t('invoices.void.confirmTitle', { number: invoice.number }),
        message: t('invoices.void.confirmMessage'),
        actionLabel: t('invoices.void.save'),
      })
    ) {
      form.post(route('invoices.void', { invoice: invoice.id }), {
        preserveScroll: true,
        errorBag: 'void',
      });
    }
  };
  return (
    <Form onSubmit={submit} errors={form.errors} data-test="void-form" className={panel}>
      <h2 className="text-lg font-semibold text-gray-900">{t('invoices.void.title')}</h2>
      <Field
        name="reason"
        id="void-reason"
        label={t('invoices.reason')}
        error={form.errors.reason}
        help={t('invoices.void.help')}
      >
        <Textarea
          name="reason"
          id="void-reason"
          data-test="void-reason"
          rows={2}
          maxLength={500}
          value={form.data.reason}
          onChange={(e) => form.setData('reason', e.target.value)}
        />
      </Field>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="danger"
          data-test="void-save"
          busy={form.processing}
          busyLabel={t('invoices.void.voiding')}
        >
          {t('invoices.void.save')}
        </Button>
      </div>
    </Form>
  );
}

/** invoices.edit: a paid ticket as it stands, what may still change (each with a reason), refunds, and the audit trail. */
export default function Edit({
  invoice,
  lines,
  tips,
  payments,
  refunds,
  refundable,
  audits,
  technicians,
  void_problem,
  payroll_lock,
  card_tip,
}: PageProps<'Admin/Invoices/Edit'>) {
  const paid = invoice.status === 'paid';
  const { t } = useT();
  const format = useStoreFormat();
  const tender = (type: string, label: string) => {
    const key = tenderKey(type);
    return key ? t(key) : label;
  };
  return (
    <>
      <Head title={t('invoices.edit.title', { number: invoice.number })} />
      <PageHeader
        title={
          <>
            {t('invoices.edit.title', { number: invoice.number })}{' '}
            <Badge tone={paid ? 'primary' : 'danger'} data-test="invoice-status">
              {statusLabel(t, invoice)}
            </Badge>
          </>
        }
        description={t('invoices.edit.paidAt', { time: format.dateTime(invoice.paid_at) })}
        back={{ href: route('invoices.index'), label: t('invoices.title') }}
        actions={
          hasRoute('invoices.show') && (
            <ButtonLink href={route('invoices.show', { invoice: invoice.id })} variant="secondary">
              {t('invoices.receiptLink')}
            </ButtonLink>
          )
        }
      />
      <div className="grid max-w-5xl items-start gap-6 xl:grid-cols-2">
        <section className={panel} aria-labelledby="ticket-title">
          <h2 id="ticket-title" className="text-lg font-semibold text-gray-900">
            {t('invoices.ticket')}
          </h2>
          <ul className="divide-y divide-gray-100 text-sm" data-test="invoice-lines">
            {lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-3 py-2">
                <span>
                  {l.quantity > 1 && `${l.quantity} × `}
                  {l.name}
                  {l.technician && <span className="block text-gray-600">{l.technician}</span>}
                </span>
                <span className="tabular-nums">{format.money(l.net_cents)}</span>
              </li>
            ))}
          </ul>
          <DetailList>
            <Detail label={t('ui.customer')}>
              {invoice.customer
                ? `${invoice.customer.name}${invoice.customer.phone ? ` · ${invoice.customer.phone}` : ''}`
                : t('invoices.walkIn')}
            </Detail>
            <Detail label={t('invoices.edit.subtotalDiscount')}>
              {format.money(invoice.subtotal_cents)} · {format.money(invoice.discount_cents)}
            </Detail>
            <Detail label={t('ui.tax')}>{format.money(invoice.tax_cents)}</Detail>
            <Detail label={t('ui.tip')} data-test="invoice-tip">
              {format.money(invoice.tip_cents)}
              {tips.length > 0 &&
                ` (${tips.map((x) => `${x.name} ${format.money(x.cents)}`).join(', ')})`}
            </Detail>
            <Detail label={t('invoices.edit.totalPaid')} data-test="invoice-amount-due">
              {format.money(invoice.amount_due_cents)}
            </Detail>
            <Detail label={t('invoices.paidBy')}>
              {payments
                .map(
                  (p) =>
                    `${tender(p.type, p.label)} ${format.money(p.amount_cents)}${p.card ? ` (${p.card})` : ''}${p.gift_card ? ` (${p.gift_card})` : ''}`,
                )
                .join(', ') || '—'}
            </Detail>
            {invoice.voided_at && (
              <Detail label={t('ui.voided')}>
                {format.dateTime(invoice.voided_at)}: {invoice.void_reason}
              </Detail>
            )}
          </DetailList>
          {refunds.length > 0 && (
            <div data-test="refunds">
              <h3 className="mb-1 text-sm font-semibold text-gray-900">
                {t('invoices.edit.refunds')}
              </h3>
              <ul className="space-y-1 text-sm text-gray-700">
                {refunds.map((r) => (
                  <li key={r.id}>
                    {t('invoices.edit.refundLine', {
                      at: format.dateTime(r.at),
                      total: format.money(r.total_cents),
                      payouts: r.payouts
                        .map(
                          (p) =>
                            `${tender(p.type, p.label)}${p.gift_card_code ? ` ${p.gift_card_code}` : ''} ${format.money(p.cents)}`,
                        )
                        .join(', '),
                      by: r.by,
                      reason: r.reason,
                    })}
                    {r.override && (
                      <span className="block text-danger-700" data-test={`refund-override-${r.id}`}>
                        {t('invoices.edit.refundOverride', {
                          amount: format.money(r.override.cents),
                          by: r.override.by,
                          reason: r.override.reason,
                        })}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
        <div className="space-y-6">
          {paid && payroll_lock && <PayrollLocked message={payroll_lock} />}
          {paid && card_tip && (
            <p
              data-test="card-tip"
              className="rounded-lg bg-gray-100 px-4 py-3 text-sm font-medium text-gray-800"
            >
              {card_tip.settled
                ? t('invoices.edit.cardTipSettled', { card: card_tip.card })
                : t('invoices.edit.cardTipOpen', { card: card_tip.card })}
            </p>
          )}
          {paid && !payroll_lock && <TipForm invoice={invoice} lines={lines} tips={tips} />}
          {paid && !payroll_lock && (
            <TechnicianForm invoice={invoice} lines={lines} technicians={technicians} />
          )}
          {paid && <TenderForm invoice={invoice} />}
          {paid && (
            <RefundForm invoice={invoice} lines={lines} tips={tips} refundable={refundable} />
          )}
          {paid &&
            (void_problem ? (
              <p className="text-sm text-gray-600" data-test="void-problem">
                {void_problem}
              </p>
            ) : (
              <VoidForm invoice={invoice} />
            ))}
        </div>
        <div className="xl:col-span-2">
          <AuditTrail audits={audits} />
        </div>
      </div>
    </>
  );
}
