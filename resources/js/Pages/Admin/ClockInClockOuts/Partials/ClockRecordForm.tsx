import type { FormEvent } from 'react';
import { Link, type InertiaFormProps } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import PrimaryButton from '@/Components/form/PrimaryButton';
import { AmountInput } from '@/Components/form/AmountInput';
import { route } from '@/lib/route';

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

export interface EmployeeOption {
  id: number;
  name: string;
  employee_id: string;
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

const select = 'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-sm focus:border-gray-500 focus:outline-none focus:ring-2 focus:ring-gray-200 sm:text-sm';

export default function ClockRecordForm({ form, onSubmit, submitLabel, now, employees, employeeName }: Props) {
  const { data, errors, setData } = form;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate data-test="clock-record-form" className="space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      {employees ? (
        <Field name="employee_id" label="Employee" error={errors.employee_id}>
          <select id="employee_id" name="employee_id" data-test="employee_id" className={select} value={data.employee_id}
            onChange={(e) => setData('employee_id', e.target.value === '' ? '' : Number(e.target.value))}>
            <option value="">Choose an employee</option>
            {employees.map((e) => <option key={e.id} value={e.id}>{e.name} (#{e.employee_id})</option>)}
          </select>
        </Field>
      ) : (
        <p className="text-sm text-gray-600">Employee: <span data-test="record-employee" className="font-medium text-gray-900">{employeeName}</span></p>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="clock_in" label="Clock In" error={errors.clock_in}>
          <TextInput type="datetime-local" name="clock_in" data-test="clock_in" max={now} required value={data.clock_in} invalid={!!errors.clock_in}
            onChange={(e) => setData('clock_in', e.target.value)} />
        </Field>
        <Field name="clock_out" label="Clock Out" error={errors.clock_out} hint="Leave empty while the employee is still clocked in.">
          <TextInput type="datetime-local" name="clock_out" data-test="clock_out" max={now} value={data.clock_out} invalid={!!errors.clock_out}
            onChange={(e) => setData('clock_out', e.target.value)} />
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <AmountInput label="Tip Amount" name="tip_amount" data-test="tip_amount" value={data.tip_amount} error={errors.tip_amount} onChange={(v) => setData('tip_amount', v)} />
        <AmountInput label="Bonus Amount" name="bonus_tip" data-test="bonus_tip" value={data.bonus_tip} error={errors.bonus_tip} onChange={(v) => setData('bonus_tip', v)} />
        <AmountInput label="Cash Out" name="cash_out" data-test="cash_out" value={data.cash_out} error={errors.cash_out} onChange={(v) => setData('cash_out', v)} />
      </div>

      <Field name="reason" label="Reason" error={errors.reason} hint="Required: kept in the record's audit trail.">
        <textarea id="reason" name="reason" data-test="reason" rows={3} maxLength={500} required value={data.reason}
          aria-invalid={errors.reason ? true : undefined}
          onChange={(e) => setData('reason', e.target.value)}
          className={`block w-full rounded-lg border bg-white px-3 py-2 text-base shadow-sm focus:outline-none focus:ring-2 sm:text-sm ${errors.reason ? 'border-red-400 focus:ring-red-200' : 'border-gray-300 focus:ring-gray-200'}`} />
      </Field>

      <div className="flex items-center justify-end gap-3">
        <Link href={route('clock-in-outs.index')} className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-700 hover:bg-gray-50">
          Cancel
        </Link>
        <PrimaryButton data-test="clock-record-save" busy={form.processing}>{submitLabel}</PrimaryButton>
      </div>
    </form>
  );
}
