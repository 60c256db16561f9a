import { useForm } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

interface Props {
  runId: number;
  employeeId: number;
  staff: { id: number; name: string }[];
  onClose: () => void;
}

/** A labelled bonus or deduction, with the reason, for one technician of an open payroll. */
export default function AdjustmentDialog({ runId, employeeId, staff, onClose }: Props) {
  const form = useForm({
    technician_id: String(employeeId),
    kind: 'bonus',
    label: '',
    amount: 0,
    reason: '',
  });
  const errors = form.errors as Record<string, string | undefined>;
  const { t } = useT();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('payrolls.adjustment.title')}
      data-test="adjustment-dialog"
      closeOnBackdrop={false}
      locked={form.processing}
      onSubmit={(e) => {
        e.preventDefault();
        form.post(route('payrolls.adjustments.store', { payroll: runId }), {
          preserveScroll: true,
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
            data-test="adjustment-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
          >
            {t('payrolls.adjustment.add')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <Field name="technician_id" label={t('ui.technician')} error={errors.technician_id}>
          <Select
            name="technician_id"
            value={form.data.technician_id}
            onChange={(e) => form.setData('technician_id', e.target.value)}
            data-test="adjustment-employee"
          >
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </Field>
        <RadioGroup
          name="kind"
          legend={t('payrolls.adjustment.kind')}
          columns={2}
          value={form.data.kind}
          error={errors.kind}
          onChange={(v) => form.setData('kind', v)}
          options={[
            { value: 'bonus', label: t('payrolls.adjustment.bonus') },
            { value: 'deduction', label: t('payrolls.adjustment.deduction') },
          ]}
          data-test="adjustment-kind"
        />
        <Field name="label" label={t('payrolls.adjustment.label')} error={errors.label}>
          <TextInput
            name="label"
            maxLength={60}
            value={form.data.label}
            onChange={(e) => form.setData('label', e.target.value)}
            data-test="adjustment-label"
          />
        </Field>
        <Field name="amount" label={t('ui.amount')} error={errors.amount}>
          <AmountInput
            name="amount"
            value={form.data.amount}
            onChange={(c) => form.setData('amount', c)}
            data-test="adjustment-amount"
            className="max-w-40"
          />
        </Field>
        <Field name="reason" label={t('payrolls.adjustment.reason')} error={errors.reason}>
          <TextInput
            name="reason"
            maxLength={255}
            value={form.data.reason}
            onChange={(e) => form.setData('reason', e.target.value)}
            data-test="adjustment-reason"
          />
        </Field>
      </div>
    </Modal>
  );
}
