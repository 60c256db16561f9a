import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import { DRAWER_REASON_MAX } from '@common/drawer';
import type { DrawerMovementKind } from '@common/pages/Admin/CashDrawer/Index';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { newFormKey } from './formKey';
import { MOVEMENT_KEYS } from './variance';

interface Props {
  sessionId: number;
  kind: DrawerMovementKind;
  technicians: { id: number; name: string }[];
  onClose: () => void;
}

const HELP: Record<DrawerMovementKind, string> = {
  pay_in: 'cashdrawer.help.payIn',
  pay_out: 'cashdrawer.help.payOut',
  tip_payout: 'cashdrawer.help.tipPayout',
  drop: 'cashdrawer.help.drop',
};

const PLACEHOLDER: Record<DrawerMovementKind, string> = {
  pay_in: 'cashdrawer.placeholder.payIn',
  pay_out: 'cashdrawer.placeholder.payOut',
  tip_payout: 'cashdrawer.placeholder.tipPayout',
  drop: 'cashdrawer.placeholder.drop',
};

const RECORD: Record<DrawerMovementKind, string> = {
  pay_in: 'cashdrawer.record.payIn',
  pay_out: 'cashdrawer.record.payOut',
  tip_payout: 'cashdrawer.record.tipPayout',
  drop: 'cashdrawer.record.drop',
};

/** One movement of the open drawer: amount on the amount keypad, the reason, and the technician for a tip payout. */
export default function MovementDialog({ sessionId, kind, technicians, onClose }: Props) {
  const [key] = useState(() => newFormKey(kind));
  const form = useForm({ kind, amount: 0, reason: '', employee_id: '', idempotency_key: key });
  const errors = form.errors as Record<string, string | undefined>;
  const { t } = useT();
  const label = t(MOVEMENT_KEYS[kind]);
  return (
    <Modal
      open
      onClose={onClose}
      title={label}
      data-test="movement-dialog"
      closeOnBackdrop={false}
      locked={form.processing}
      size="md"
      onSubmit={(e) => {
        e.preventDefault();
        form.post(route('cash-drawer.movements.store', { session: sessionId }), {
          preserveScroll: true,
          errorBag: 'movement',
          onSuccess: onClose,
        });
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button
            type="submit"
            data-test="movement-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
          >
            {t(RECORD[kind])}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <p className="text-sm text-gray-600">{t(HELP[kind])}</p>
        {kind === 'tip_payout' && (
          <Field name="employee_id" label={t('ui.technician')} error={errors.employee_id}>
            <Select
              name="employee_id"
              value={form.data.employee_id}
              onChange={(e) => form.setData('employee_id', e.target.value)}
              data-test="movement-employee"
            >
              <option value="">{t('cashdrawer.choose')}</option>
              {technicians.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field name="amount" label={t('ui.amount')} error={errors.amount ?? errors.idempotency_key}>
          <AmountInput
            name="amount"
            value={form.data.amount}
            onChange={(c) => form.setData('amount', c)}
            data-test="movement-amount"
            className="max-w-48"
            inputClassName="text-lg"
          />
        </Field>
        <Field
          name="reason"
          label={t('cashdrawer.reason')}
          error={errors.reason}
          help={t('cashdrawer.reasonHelp')}
        >
          <TextInput
            name="reason"
            maxLength={DRAWER_REASON_MAX}
            placeholder={t(PLACEHOLDER[kind])}
            value={form.data.reason}
            onChange={(e) => form.setData('reason', e.target.value)}
            data-test="movement-reason"
          />
        </Field>
      </div>
    </Modal>
  );
}
