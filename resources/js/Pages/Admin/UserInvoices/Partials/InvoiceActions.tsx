import { router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { route } from '@/lib/route';
import type { Props } from '@common/pages/Admin/UserInvoices/Show';

type Invoice = Props['invoice'];

/** Print, email, mark paid, void (and reissue), mark uncollectible: each confirmed in a dialog where it asks for anything. */
export default function InvoiceActions({ invoice, today }: { invoice: Invoice; today: string }) {
  const [open, setOpen] = useState<'pay' | 'void' | 'uncollectible' | null>(null);
  const close = () => setOpen(null);
  const post = (name: 'user-invoices.email' | 'user-invoices.uncollectible') => router.post(route(name, { invoice: invoice.id }), {}, { preserveScroll: true, onSuccess: close });
  return (
    <div className="flex flex-wrap gap-2 print:hidden" data-test="invoice-actions">
      <Button variant="secondary" onClick={() => window.print()} data-test="invoice-print">Print</Button>
      {invoice.can.email && <Button variant="secondary" onClick={() => post('user-invoices.email')} data-test="invoice-email">Email to owner</Button>}
      {invoice.can.pay && <Button onClick={() => setOpen('pay')} data-test="invoice-pay">Mark paid</Button>}
      {invoice.can.uncollectible && <Button variant="secondary" onClick={() => setOpen('uncollectible')} data-test="invoice-uncollectible">Uncollectible</Button>}
      {invoice.can.void && <Button variant="secondary" destructive onClick={() => setOpen('void')} data-test="invoice-void">Void</Button>}
      {open === 'pay' && <PayDialog invoice={invoice} today={today} onClose={close} />}
      {open === 'void' && <VoidDialog invoice={invoice} onClose={close} />}
      {open === 'uncollectible' && (
        <Modal open onClose={close} role="alertdialog" title="Mark uncollectible?" data-test="uncollectible-dialog"
          footer={<><Button variant="secondary" onClick={close}>Cancel</Button><Button destructive onClick={() => post('user-invoices.uncollectible')} data-test="uncollectible-confirm">Mark uncollectible</Button></>}>
          <p className="text-sm text-gray-700">It stays payable and can still be voided; it no longer counts as overdue for dunning.</p>
        </Modal>
      )}
    </div>
  );
}

function PayDialog({ invoice, today, onClose }: { invoice: Invoice; today: string; onClose: () => void }) {
  const form = useForm({ amount: invoice.balance_cents, method: 'check', reference: '', received_on: today });
  const submit = () => form.post(route('user-invoices.pay', { invoice: invoice.id }), { errorBag: 'pay', preserveScroll: true, onSuccess: onClose });
  return (
    <Modal open onClose={onClose} title={`Payment for ${invoice.number}`} onSubmit={submit} closeOnBackdrop={false} data-test="pay-dialog"
      footer={<><Button variant="secondary" onClick={onClose}>Cancel</Button><Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="pay-confirm">Record payment</Button></>}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="amount" id="pay-amount" label="Amount" error={form.errors.amount} help={`${invoice.balance} left to pay.`}>
          <AmountInput name="amount" value={form.data.amount} onChange={(c) => form.setData('amount', c)} data-test="pay-amount" />
        </Field>
        <Field name="method" id="pay-method" label="Paid by" error={form.errors.method}>
          <Select name="method" value={form.data.method} onChange={(e) => form.setData('method', e.target.value)} data-test="pay-method">
            <option value="check">Check</option>
            <option value="transfer">Bank transfer</option>
          </Select>
        </Field>
        <Field name="reference" id="pay-reference" label="Check number or transfer reference" error={form.errors.reference}>
          <TextInput name="reference" maxLength={80} value={form.data.reference} onChange={(e) => form.setData('reference', e.target.value)} data-test="pay-reference" />
        </Field>
        <Field name="received_on" id="pay-received-on" label="Received on" error={form.errors.received_on}>
          <TextInput type="date" name="received_on" value={form.data.received_on} onChange={(e) => form.setData('received_on', e.target.value)} data-test="pay-date" />
        </Field>
      </div>
    </Modal>
  );
}

function VoidDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const form = useForm({ reason: '', reissue: true, credit_amount: 0, credit_description: '' });
  const submit = () => form.post(route('user-invoices.void', { invoice: invoice.id }), { errorBag: 'void', preserveScroll: true, onSuccess: onClose });
  return (
    <Modal open onClose={onClose} role="alertdialog" title={`Void ${invoice.number}?`} onSubmit={submit} closeOnBackdrop={false} data-test="void-dialog"
      footer={<><Button variant="secondary" onClick={onClose}>Cancel</Button><Button type="submit" destructive busy={form.processing} busyLabel="Voiding..." data-test="void-confirm">{form.data.reissue ? 'Void and reissue' : 'Void'}</Button></>}>
      <p className="mb-3 text-sm text-gray-700">An open invoice is never edited: it is voided, and a new one with the next number replaces it.</p>
      <Field name="reason" id="void-reason" label="Reason" error={form.errors.reason}>
        <Textarea name="reason" rows={2} maxLength={500} value={form.data.reason} onChange={(e) => form.setData('reason', e.target.value)} data-test="void-reason" />
      </Field>
      <Checkbox id="void-reissue" name="reissue" label="Reissue with the same lines" checked={form.data.reissue} onChange={(e) => form.setData('reissue', e.target.checked)} />
      {form.data.reissue && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="credit_amount" id="void-credit" label="Credit on the new invoice" error={form.errors.credit_amount} help="Optional.">
            <AmountInput name="credit_amount" value={form.data.credit_amount} onChange={(c) => form.setData('credit_amount', c)} data-test="void-credit" />
          </Field>
          <Field name="credit_description" id="void-credit-description" label="What the credit is for" error={form.errors.credit_description}>
            <TextInput name="credit_description" maxLength={120} value={form.data.credit_description} onChange={(e) => form.setData('credit_description', e.target.value)} data-test="void-credit-description" />
          </Field>
        </div>
      )}
    </Modal>
  );
}
