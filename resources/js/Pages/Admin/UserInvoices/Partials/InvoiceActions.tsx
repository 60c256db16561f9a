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
import { useBillingText } from '@/Components/billing/InvoiceSheet';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { Props } from '@common/pages/Admin/UserInvoices/Show';

type Invoice = Props['invoice'];

/** Print, email, mark paid, void (and reissue), mark uncollectible: each confirmed in a dialog where it asks for anything. */
export default function InvoiceActions({ invoice, today }: { invoice: Invoice; today: string }) {
  const { t } = useT();
  const [open, setOpen] = useState<'pay' | 'void' | 'uncollectible' | null>(null);
  const close = () => setOpen(null);
  const post = (name: 'user-invoices.email' | 'user-invoices.uncollectible') =>
    router.post(
      route(name, { invoice: invoice.id }),
      {},
      { preserveScroll: true, onSuccess: close },
    );
  return (
    <div className="flex flex-wrap gap-2 print:hidden" data-test="invoice-actions">
      <Button variant="secondary" onClick={() => window.print()} data-test="invoice-print">
        {t('ui.print')}
      </Button>
      {invoice.can.email && (
        <Button
          variant="secondary"
          onClick={() => post('user-invoices.email')}
          data-test="invoice-email"
        >
          {t('userinvoices.actions.email')}
        </Button>
      )}
      {invoice.can.pay && (
        <Button onClick={() => setOpen('pay')} data-test="invoice-pay">
          {t('userinvoices.actions.pay')}
        </Button>
      )}
      {invoice.can.uncollectible && (
        <Button
          variant="secondary"
          onClick={() => setOpen('uncollectible')}
          data-test="invoice-uncollectible"
        >
          {t('billing.status.uncollectible')}
        </Button>
      )}
      {invoice.can.void && (
        <Button
          variant="secondary"
          destructive
          onClick={() => setOpen('void')}
          data-test="invoice-void"
        >
          {t('userinvoices.actions.void')}
        </Button>
      )}
      {open === 'pay' && <PayDialog invoice={invoice} today={today} onClose={close} />}
      {open === 'void' && <VoidDialog invoice={invoice} onClose={close} />}
      {open === 'uncollectible' && (
        <Modal
          open
          onClose={close}
          role="alertdialog"
          title={t('userinvoices.actions.uncollectibleTitle')}
          data-test="uncollectible-dialog"
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                {t('ui.cancel')}
              </Button>
              <Button
                destructive
                onClick={() => post('user-invoices.uncollectible')}
                data-test="uncollectible-confirm"
              >
                {t('userinvoices.actions.uncollectible')}
              </Button>
            </>
          }
        >
          <p className="text-sm text-gray-700">{t('userinvoices.actions.uncollectibleText')}</p>
        </Modal>
      )}
    </div>
  );
}

function PayDialog({
  invoice,
  today,
  onClose,
}: {
  invoice: Invoice;
  today: string;
  onClose: () => void;
}) {
  const { t, money } = useBillingText();
  const form = useForm({
    amount: invoice.balance_cents,
    method: 'check',
    reference: '',
    received_on: today,
  });
  const submit = () =>
    form.post(route('user-invoices.pay', { invoice: invoice.id }), {
      errorBag: 'pay',
      preserveScroll: true,
      onSuccess: onClose,
    });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('userinvoices.pay.title', { number: invoice.number })}
      onSubmit={submit}
      closeOnBackdrop={false}
      data-test="pay-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            busy={form.processing}
            busyLabel={t('common.saving')}
            data-test="pay-confirm"
          >
            {t('userinvoices.pay.submit')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="amount"
          id="pay-amount"
          label={t('ui.amount')}
          error={form.errors.amount}
          help={t('userinvoices.pay.left', { amount: money(invoice.balance_cents) })}
        >
          <AmountInput
            name="amount"
            value={form.data.amount}
            onChange={(c) => form.setData('amount', c)}
            data-test="pay-amount"
          />
        </Field>
        <Field
          name="method"
          id="pay-method"
          label={t('userinvoices.pay.method')}
          error={form.errors.method}
        >
          <Select
            name="method"
            value={form.data.method}
            onChange={(e) => form.setData('method', e.target.value)}
            data-test="pay-method"
          >
            <option value="check">{t('userinvoices.pay.check')}</option>
            <option value="transfer">{t('userinvoices.pay.transfer')}</option>
          </Select>
        </Field>
        <Field
          name="reference"
          id="pay-reference"
          label={t('userinvoices.pay.reference')}
          error={form.errors.reference}
        >
          <TextInput
            name="reference"
            maxLength={80}
            value={form.data.reference}
            onChange={(e) => form.setData('reference', e.target.value)}
            data-test="pay-reference"
          />
        </Field>
        <Field
          name="received_on"
          id="pay-received-on"
          label={t('userinvoices.pay.received')}
          error={form.errors.received_on}
        >
          <TextInput
            type="date"
            name="received_on"
            value={form.data.received_on}
            onChange={(e) => form.setData('received_on', e.target.value)}
            data-test="pay-date"
          />
        </Field>
      </div>
    </Modal>
  );
}

function VoidDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useT();
  const form = useForm({ reason: '', reissue: true, credit_amount: 0, credit_description: '' });
  const submit = () =>
    form.post(route('user-invoices.void', { invoice: invoice.id }), {
      errorBag: 'void',
      preserveScroll: true,
      onSuccess: onClose,
    });
  return (
    <Modal
      open
      onClose={onClose}
      role="alertdialog"
      title={t('userinvoices.void.title', { number: invoice.number })}
      onSubmit={submit}
      closeOnBackdrop={false}
      data-test="void-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            destructive
            busy={form.processing}
            busyLabel={t('userinvoices.void.busy')}
            data-test="void-confirm"
          >
            {form.data.reissue ? t('userinvoices.void.reissue') : t('userinvoices.actions.void')}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-gray-700">{t('userinvoices.void.text')}</p>
      <Field
        name="reason"
        id="void-reason"
        label={t('userinvoices.void.reason')}
        error={form.errors.reason}
      >
        <Textarea
          name="reason"
          rows={2}
          maxLength={500}
          value={form.data.reason}
          onChange={(e) => form.setData('reason', e.target.value)}
          data-test="void-reason"
        />
      </Field>
      <Checkbox
        id="void-reissue"
        name="reissue"
        label={t('userinvoices.void.sameLines')}
        checked={form.data.reissue}
        onChange={(e) => form.setData('reissue', e.target.checked)}
      />
      {form.data.reissue && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="credit_amount"
            id="void-credit"
            label={t('userinvoices.void.credit')}
            error={form.errors.credit_amount}
            help={t('userinvoices.void.optional')}
          >
            <AmountInput
              name="credit_amount"
              value={form.data.credit_amount}
              onChange={(c) => form.setData('credit_amount', c)}
              data-test="void-credit"
            />
          </Field>
          <Field
            name="credit_description"
            id="void-credit-description"
            label={t('userinvoices.void.creditFor')}
            error={form.errors.credit_description}
          >
            <TextInput
              name="credit_description"
              maxLength={120}
              value={form.data.credit_description}
              onChange={(e) => form.setData('credit_description', e.target.value)}
              data-test="void-credit-description"
            />
          </Field>
        </div>
      )}
    </Modal>
  );
}
