import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { DifferenceView } from '@common/pages/Admin/CloseBatches/Index';

/** The fixes that need words: "not charged", "accept the terminal's amount", "record" and "link to a ticket". */
export type DialogAction = 'not_charged' | 'accept_amount' | 'record' | 'link';

type PaidBy = 'cash' | 'credit_card' | 'check';

/** What paid a ticket whose terminal card was never charged. */
const PAID_BY: { value: PaidBy; key: string; hint: string }[] = [
  { value: 'cash', key: 'closebatches.paidBy.cash', hint: 'closebatches.paidBy.cashHint' },
  {
    value: 'credit_card',
    key: 'closebatches.paidBy.card',
    hint: 'closebatches.paidBy.cardHint',
  },
  { value: 'check', key: 'closebatches.paidBy.check', hint: 'closebatches.paidBy.checkHint' },
];

const TITLES: Record<DialogAction, string> = {
  not_charged: 'closebatches.dialog.not_charged',
  accept_amount: 'closebatches.dialog.accept_amount',
  record: 'closebatches.dialog.record',
  link: 'closebatches.dialog.link',
};

export default function ResolveDialog({
  terminalId,
  difference,
  title,
  action,
  onClose,
}: {
  terminalId: number;
  difference: DifferenceView;
  /** What is different, as the card says it. */
  title: string;
  action: DialogAction;
  onClose: () => void;
}) {
  const { t } = useT();
  const form = useForm({
    reason: '',
    invoice_number: '',
    paid_by: 'cash' as PaidBy,
    card_last4: '',
  });
  const { data, errors, setData } = form;
  // A sale on a ticket: the ticket records what paid it instead of the terminal.
  const paidInstead = action === 'not_charged' && difference.ticket !== null;
  const submit = () => {
    const body =
      action === 'record' || action === 'link'
        ? {
            action: 'record',
            terminal_ref: difference.terminal_ref,
            invoice_number: action === 'link' ? data.invoice_number : '',
            reason: data.reason,
          }
        : {
            action,
            transaction_id: difference.transaction_id,
            reason: data.reason,
            ...(paidInstead
              ? {
                  paid_by: data.paid_by,
                  card_last4: data.paid_by === 'credit_card' ? data.card_last4 : '',
                }
              : {}),
          };
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
        <p className="text-sm text-gray-700">{title}</p>
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
        {paidInstead && (
          <RadioGroup
            name="paid_by"
            data-test="resolve-paid-by"
            legend={t('closebatches.paidBy.legend', { ticket: difference.ticket!.number })}
            options={PAID_BY.map((o) => ({
              value: o.value,
              label: t(o.key),
              hint: t(o.hint),
            }))}
            value={data.paid_by}
            onChange={(v) => setData('paid_by', v)}
            error={errors.paid_by}
          />
        )}
        {paidInstead && data.paid_by === 'credit_card' && (
          <Field
            name="card_last4"
            id="resolve-last4"
            label={t('common.optional', { label: t('closebatches.paidBy.last4') })}
            error={errors.card_last4}
          >
            <TextInput
              name="card_last4"
              id="resolve-last4"
              data-test="resolve-last4"
              inputMode="numeric"
              maxLength={4}
              className="max-w-32"
              value={data.card_last4}
              onChange={(e) => setData('card_last4', e.target.value.replace(/\D/g, ''))}
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
