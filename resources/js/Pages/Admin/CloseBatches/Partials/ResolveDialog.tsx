import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { DifferenceView } from '@common/pages/Admin/CloseBatches/Index';

/** The fixes that need words: "not charged", "accept the terminal's amount", "record" and "link to a ticket". */
export type DialogAction = 'not_charged' | 'accept_amount' | 'record' | 'link';

const TITLES: Record<DialogAction, string> = {
  not_charged: 'closebatches.dialog.not_charged',
  accept_amount: 'closebatches.dialog.accept_amount',
  record: 'closebatches.dialog.record',
  link: 'closebatches.dialog.link',
};

export default function ResolveDialog({
  terminalId,
  difference,
  action,
  onClose,
}: {
  terminalId: number;
  difference: DifferenceView;
  action: DialogAction;
  onClose: () => void;
}) {
  const { t } = useT();
  const form = useForm({ reason: '', invoice_number: '' });
  const { data, errors, setData } = form;
  const submit = () => {
    const body =
      action === 'record' || action === 'link'
        ? {
            action: 'record',
            terminal_ref: difference.terminal_ref,
            invoice_number: action === 'link' ? data.invoice_number : '',
            reason: data.reason,
          }
        : { action, transaction_id: difference.transaction_id, reason: data.reason };
    form.transform(() => body);
    form.post(route('close-batches.resolve', { terminal: terminalId }), {
      preserveScroll: true,
      onSuccess: onClose,
    });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t(TITLES[action])}
      data-test="resolve-dialog"
      closeOnBackdrop={false}
      locked={form.processing}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            data-test="resolve-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
          >
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-700">{difference.title}</p>
        {action === 'link' && (
          <Field
            name="invoice_number"
            id="resolve-ticket"
            label={t('closebatches.dialog.ticketNumber')}
            error={errors.invoice_number}
            help={t('closebatches.dialog.ticketHelp')}
          >
            <TextInput
              name="invoice_number"
              id="resolve-ticket"
              data-test="resolve-ticket"
              inputMode="numeric"
              maxLength={20}
              value={data.invoice_number}
              onChange={(e) => setData('invoice_number', e.target.value)}
            />
          </Field>
        )}
        <Field
          name="reason"
          id="resolve-reason"
          label={
            action === 'link'
              ? t('common.optional', { label: t('closebatches.dialog.note') })
              : t('closebatches.dialog.reason')
          }
          error={errors.reason}
          help={t('closebatches.dialog.reasonHelp')}
        >
          <Textarea
            name="reason"
            id="resolve-reason"
            data-test="resolve-reason"
            rows={2}
            maxLength={500}
            value={data.reason}
            onChange={(e) => setData('reason', e.target.value)}
          />
        </Field>
      </div>
    </Modal>
  );
}
