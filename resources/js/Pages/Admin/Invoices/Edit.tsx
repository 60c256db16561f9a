import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Textarea from '@/Components/form/Textarea';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { formatCurrency } from '@/lib/format';
import { hasRoute, route } from '@/lib/route';
import AuditTrail from './Partials/AuditTrail';
import { TechnicianForm, TenderForm, TipForm } from './Partials/ChangeForms';
import RefundForm from './Partials/RefundForm';
import { panel } from './Partials/ui';
import type { EditableInvoice } from '@common/pages/Admin/Invoices/types';
import type { PageProps } from '@common/pages';

/** In place of the tip and technician forms once payroll has paid from them: read-only, with what to do instead. */
function PayrollLocked({ message }: { message: string }) {
  return (
    <section className={panel} aria-labelledby="payroll-locked-title" data-test="payroll-locked">
      <h2 id="payroll-locked-title" className="text-lg font-semibold text-gray-900">Tip and technicians</h2>
      <p className="text-sm text-gray-700" data-test="payroll-locked-message">{message}</p>
      <p className="text-sm text-gray-600">A payment recorded as the wrong type can still be corrected below.</p>
    </section>
  );
}

function VoidForm({ invoice }: { invoice: EditableInvoice }) {
  const confirm = useConfirm();
  const form = useForm({ reason: '' });
  const submit = async () => {
    if (await confirm({ title: `Void ticket #${invoice.number}?`, message: 'Coupons are released, gift card payments go back on the cards and card payments taken on a terminal are voided there. This cannot be undone.', actionLabel: 'Void ticket' })) {
      form.post(route('invoices.void', { invoice: invoice.id }), { preserveScroll: true, errorBag: 'void' });
    }
  };
  return (
    <Form onSubmit={submit} errors={form.errors} data-test="void-form" className={panel}>
      <h2 className="text-lg font-semibold text-gray-900">Void</h2>
      <Field name="reason" id="void-reason" label="Reason" error={form.errors.reason} help="Only on the day the ticket was paid.">
        <Textarea name="reason" id="void-reason" data-test="void-reason" rows={2} maxLength={500} value={form.data.reason} onChange={(e) => form.setData('reason', e.target.value)} />
      </Field>
      <div className="flex justify-end"><Button type="submit" variant="danger" data-test="void-save" busy={form.processing} busyLabel="Voiding...">Void ticket</Button></div>
    </Form>
  );
}

/** invoices.edit: a paid ticket as it stands, what may still change (each with a reason), refunds, and the audit trail. */
export default function Edit({ invoice, lines, tips, payments, refunds, refundable, audits, technicians, void_problem, payroll_lock, card_tip }: PageProps<'Admin/Invoices/Edit'>) {
  const paid = invoice.status === 'paid';
  return (
    <>
      <Head title={`Ticket #${invoice.number}`} />
      <PageHeader
        title={<>Ticket #{invoice.number} <Badge tone={paid ? 'primary' : 'danger'} data-test="invoice-status">{invoice.status_label}</Badge></>}
        description={`Paid ${invoice.paid_at}`}
        back={{ href: route('invoices.index'), label: 'Invoice List' }}
        actions={hasRoute('invoices.show') && <ButtonLink href={route('invoices.show', { invoice: invoice.id })} variant="secondary">Receipt</ButtonLink>}
      />
      <div className="grid max-w-5xl items-start gap-6 xl:grid-cols-2">
        <section className={panel} aria-labelledby="ticket-title">
          <h2 id="ticket-title" className="text-lg font-semibold text-gray-900">Ticket</h2>
          <ul className="divide-y divide-gray-100 text-sm" data-test="invoice-lines">
            {lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-3 py-2">
                <span>{l.quantity > 1 && `${l.quantity} × `}{l.name}{l.technician && <span className="block text-gray-600">{l.technician}</span>}</span>
                <span className="tabular-nums">{l.net}</span>
              </li>
            ))}
          </ul>
          <DetailList>
            <Detail label="Customer">{invoice.customer ? `${invoice.customer.name}${invoice.customer.phone ? ` · ${invoice.customer.phone}` : ''}` : 'Walk-in'}</Detail>
            <Detail label="Subtotal · Discount">{invoice.subtotal} · {invoice.discount}</Detail>
            <Detail label="Tax">{invoice.tax}</Detail>
            <Detail label="Tip" data-test="invoice-tip">{formatCurrency(invoice.tip_cents)}{tips.length > 0 && ` (${tips.map((t) => `${t.name} ${formatCurrency(t.cents)}`).join(', ')})`}</Detail>
            <Detail label="Total paid" data-test="invoice-amount-due">{invoice.amount_due}</Detail>
            <Detail label="Paid by">{payments.map((p) => `${p.label} ${p.amount}${p.card ? ` (${p.card})` : ''}${p.gift_card ? ` (${p.gift_card})` : ''}`).join(', ') || '—'}</Detail>
            {invoice.voided_at && <Detail label="Voided">{invoice.voided_at}: {invoice.void_reason}</Detail>}
          </DetailList>
          {refunds.length > 0 && (
            <div data-test="refunds">
              <h3 className="mb-1 text-sm font-semibold text-gray-900">Refunds</h3>
              <ul className="space-y-1 text-sm text-gray-700">
                {refunds.map((r) => <li key={r.id}>{r.at} · {r.total} by {r.payouts} · {r.by}: {r.reason}{r.override && <span className="block text-danger-700" data-test={`refund-override-${r.id}`}>{r.override}</span>}</li>)}
              </ul>
            </div>
          )}
        </section>
        <div className="space-y-6">
          {paid && payroll_lock && <PayrollLocked message={payroll_lock} />}
          {paid && card_tip && (
            <p data-test="card-tip" className="rounded-lg bg-gray-100 px-4 py-3 text-sm font-medium text-gray-800">
              {card_tip.settled
                ? `The tip on ${card_tip.card} is settled (its batch is closed): the amount can no longer change, the split still can.`
                : `The tip is on ${card_tip.card}: a new tip is adjusted on the terminal until its batch closes.`}
            </p>
          )}
          {paid && !payroll_lock && <TipForm invoice={invoice} lines={lines} tips={tips} />}
          {paid && !payroll_lock && <TechnicianForm invoice={invoice} lines={lines} technicians={technicians} />}
          {paid && <TenderForm invoice={invoice} />}
          {paid && <RefundForm invoice={invoice} lines={lines} tips={tips} refundable={refundable} />}
          {paid && (void_problem ? <p className="text-sm text-gray-600" data-test="void-problem">{void_problem}</p> : <VoidForm invoice={invoice} />)}
        </div>
        <div className="xl:col-span-2"><AuditTrail audits={audits} /></div>
      </div>
    </>
  );
}
