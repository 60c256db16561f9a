import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { route } from '@/lib/route';
import type { DifferenceView } from '@common/pages/Admin/CloseBatches/Index';

/** The fixes that need words: "not charged", "accept the terminal's amount", "record" and "link to a ticket". */
export type DialogAction = 'not_charged' | 'accept_amount' | 'record' | 'link';

const TITLES: Record<DialogAction, string> = {
  not_charged: 'Mark as not charged',
  accept_amount: 'Accept the terminal’s amount',
  record: 'Record as an unmatched sale',
  link: 'Link to a ticket',
};

export default function ResolveDialog({ terminalId, difference, action, onClose }: { terminalId: number; difference: DifferenceView; action: DialogAction; onClose: () => void }) {
  const form = useForm({ reason: '', invoice_number: '' });
  const { data, errors, setData } = form;
  const submit = () => {
    const body = action === 'record' || action === 'link'
      ? { action: 'record', terminal_ref: difference.terminal_ref, invoice_number: action === 'link' ? data.invoice_number : '', reason: data.reason }
      : { action, transaction_id: difference.transaction_id, reason: data.reason };
    form.transform(() => body);
    form.post(route('close-batches.resolve', { terminal: terminalId }), { preserveScroll: true, onSuccess: onClose });
  };
  return (
    <Modal open onClose={onClose} title={TITLES[action]} data-test="resolve-dialog" closeOnBackdrop={false} locked={form.processing}
      onSubmit={(e) => { e.preventDefault(); submit(); }}
      footer={<>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit" data-test="resolve-save" busy={form.processing} busyLabel="Saving...">Save</Button>
      </>}>
      <div className="space-y-4">
        <p className="text-sm text-gray-700">{difference.title}</p>
        {action === 'link' && (
          <Field name="invoice_number" id="resolve-ticket" label="Ticket number" error={errors.invoice_number} help="The ticket this card paid, with or without its letters (L-1042 or 1042).">
            <TextInput name="invoice_number" id="resolve-ticket" data-test="resolve-ticket" inputMode="numeric" maxLength={20} value={data.invoice_number} onChange={(e) => setData('invoice_number', e.target.value)} />
          </Field>
        )}
        <Field name="reason" id="resolve-reason" label={action === 'link' ? 'Note (optional)' : 'Reason'} error={errors.reason} help="Kept with the closed batch.">
          <Textarea name="reason" id="resolve-reason" data-test="resolve-reason" rows={2} maxLength={500} value={data.reason} onChange={(e) => setData('reason', e.target.value)} />
        </Field>
      </div>
    </Modal>
  );
}
