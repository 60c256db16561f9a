import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import { DRAWER_MOVEMENT_LABELS, DRAWER_REASON_MAX } from '@common/drawer';
import type { DrawerMovementKind } from '@common/pages/Admin/CashDrawer/Index';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { route } from '@/lib/route';
import { newFormKey } from './formKey';

interface Props {
  sessionId: number;
  kind: DrawerMovementKind;
  technicians: { id: number; name: string }[];
  onClose: () => void;
}

const HELP: Record<DrawerMovementKind, string> = {
  pay_in: 'Cash put into the drawer (more change from the bank).',
  pay_out: 'Cash taken out to pay for something (supplies, a delivery).',
  tip_payout: 'A card tip paid to a technician in cash from the drawer.',
  drop: 'Cash taken out to the safe or the bank, to keep the drawer light.',
};

const PLACEHOLDER: Record<DrawerMovementKind, string> = {
  pay_in: 'Change from the bank', pay_out: 'Cotton pads from the pharmacy', tip_payout: 'Card tips of the day', drop: 'To the safe',
};

/** One movement of the open drawer: amount on the amount keypad, the reason, and the technician for a tip payout. */
export default function MovementDialog({ sessionId, kind, technicians, onClose }: Props) {
  const [key] = useState(() => newFormKey(kind));
  const form = useForm({ kind, amount: 0, reason: '', employee_id: '', idempotency_key: key });
  const errors = form.errors as Record<string, string | undefined>;
  const label = DRAWER_MOVEMENT_LABELS[kind];
  return (
    <Modal open onClose={onClose} title={label} data-test="movement-dialog" closeOnBackdrop={false} locked={form.processing} size="md"
      onSubmit={(e) => { e.preventDefault(); form.post(route('cash-drawer.movements.store', { session: sessionId }), { preserveScroll: true, errorBag: 'movement', onSuccess: onClose }); }}
      footer={<>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit" data-test="movement-save" busy={form.processing} busyLabel="Saving...">Record {label.toLowerCase()}</Button>
      </>}>
      <div className="space-y-5">
        <p className="text-sm text-gray-600">{HELP[kind]}</p>
        {kind === 'tip_payout' && (
          <Field name="employee_id" label="Technician" error={errors.employee_id}>
            <Select name="employee_id" value={form.data.employee_id} onChange={(e) => form.setData('employee_id', e.target.value)} data-test="movement-employee">
              <option value="">Choose…</option>
              {technicians.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
            </Select>
          </Field>
        )}
        <Field name="amount" label="Amount" error={errors.amount ?? errors.idempotency_key}>
          <AmountInput name="amount" value={form.data.amount} onChange={(c) => form.setData('amount', c)} data-test="movement-amount" className="max-w-48" inputClassName="text-lg" />
        </Field>
        <Field name="reason" label="Reason" error={errors.reason} help="Required: kept with the movement.">
          <TextInput name="reason" maxLength={DRAWER_REASON_MAX} placeholder={PLACEHOLDER[kind]} value={form.data.reason} onChange={(e) => form.setData('reason', e.target.value)} data-test="movement-reason" />
        </Field>
      </div>
    </Modal>
  );
}
