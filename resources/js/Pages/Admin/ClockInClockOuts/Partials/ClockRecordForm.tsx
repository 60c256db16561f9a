import type { InertiaFormProps } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import Textarea from '@/Components/form/Textarea';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { EmployeeOption } from '@common/pages/Admin/ClockInClockOuts/Partials/ClockRecordForm';
export type { EmployeeOption } from '@common/pages/Admin/ClockInClockOuts/Partials/ClockRecordForm';

/** One form for adding and correcting: times are the store's wall clock (datetime-local), amounts cents. */
export interface ClockRecordFormData {
  /** Chosen when adding; a correction keeps the record's employee (the server ignores it). */
  employee_id: number | '';
  clock_in: string;
  /** '' while the employee is still clocked in. */
  clock_out: string;
  tip_amount: number;
  bonus_tip: number;
  cash_out: number;
  reason: string;
}

interface Props {
  form: InertiaFormProps<ClockRecordFormData>;
  onSubmit: () => void;
  submitLabel: string;
  /** The store's "now" as YYYY-MM-DDTHH:mm: neither time may be later. */
  now: string;
  /** Adding: the employees to choose from. */
  employees?: EmployeeOption[];
  /** Correcting: who the record belongs to. */
  employeeName?: string;
}

export default function ClockRecordForm({
  form,
  onSubmit,
  submitLabel,
  now,
  employees,
  employeeName,
}: Props) {
  const { data, errors, setData } = form;
  const { t } = useT();

  return (
    <Form
      onSubmit={onSubmit}
      errors={errors}
      data-test="clock-record-form"
      className="space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      {employees ? (
        <Field name="employee_id" label={t('ui.employee')} error={errors.employee_id}>
          <Select
            name="employee_id"
            data-test="employee_id"
            value={data.employee_id}
            onChange={(e) =>
              setData('employee_id', e.target.value === '' ? '' : Number(e.target.value))
            }
          >
            <option value="">{t('clockinclockouts.form.chooseEmployee')}</option>
            {employees.map((e) => (
              <option key={e.id} value={e.id}>
                {t('clockinclockouts.employeeWithId', { name: e.name, id: e.employee_id })}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        <p className="text-sm text-gray-700">
          {t('clockinclockouts.form.employee')}{' '}
          <span data-test="record-employee" className="font-medium text-gray-900">
            {employeeName}
          </span>
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="clock_in" label={t('clock.in')} error={errors.clock_in}>
          <TextInput
            type="datetime-local"
            name="clock_in"
            data-test="clock_in"
            max={now}
            value={data.clock_in}
            onChange={(e) => setData('clock_in', e.target.value)}
          />
        </Field>
        <Field
          name="clock_out"
          label={t('clock.out')}
          error={errors.clock_out}
          help={t('clockinclockouts.form.clockOutHelp')}
        >
          <TextInput
            type="datetime-local"
            name="clock_out"
            data-test="clock_out"
            max={now}
            value={data.clock_out}
            onChange={(e) => setData('clock_out', e.target.value)}
          />
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="tip_amount" label={t('clock.tipAmount')} error={errors.tip_amount}>
          <AmountInput
            name="tip_amount"
            data-test="tip_amount"
            value={data.tip_amount}
            onChange={(v) => setData('tip_amount', v)}
          />
        </Field>
        <Field name="bonus_tip" label={t('clock.bonusAmount')} error={errors.bonus_tip}>
          <AmountInput
            name="bonus_tip"
            data-test="bonus_tip"
            value={data.bonus_tip}
            onChange={(v) => setData('bonus_tip', v)}
          />
        </Field>
        <Field name="cash_out" label={t('clock.cashOut')} error={errors.cash_out}>
          <AmountInput
            name="cash_out"
            data-test="cash_out"
            value={data.cash_out}
            onChange={(v) => setData('cash_out', v)}
          />
        </Field>
      </div>

      <Field
        name="reason"
        label={t('clockinclockouts.form.reason')}
        error={errors.reason}
        help={t('clockinclockouts.form.reasonHelp')}
      >
        <Textarea
          name="reason"
          data-test="reason"
          rows={3}
          maxLength={500}
          value={data.reason}
          onChange={(e) => setData('reason', e.target.value)}
        />
      </Field>

      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={route('clock-in-outs.index')} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
        <Button
          type="submit"
          data-test="clock-record-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
