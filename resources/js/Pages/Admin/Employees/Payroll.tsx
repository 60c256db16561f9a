import { Head, usePage, useForm } from '@inertiajs/react';
import type { ReactNode } from 'react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { formatCurrency } from '@/lib/format';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import EmployeeHeader from './Partials/EmployeeHeader';
import type { PageProps } from '@common/pages';
import type { Settings } from '@common/pages/Admin/Employees/Payroll';

type FormData = Omit<Settings, 'cash_percent' | 'hourly_rate'> & { hourly_rate: number };

/** 100 − check %, shown beside it; blank while the check % is not a number from 0 to 100. */
function cashShare(check: string): string {
  const n = Number(check);
  if (check.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) return '';
  return String(Math.round((100 - n) * 100) / 100);
}

const card = 'max-w-3xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

function Choice({ name, value, current, onPick, children }: { name: string; value: string; current: string; onPick: (v: string) => void; children: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 p-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50">
      <input type="radio" name={name} value={value} checked={current === value} onChange={() => onPick(value)} data-test={`${name}-${value}`} className="mt-0.5 h-5 w-5 shrink-0 accent-primary-600" />
      <span className="text-sm text-gray-800">{children}</span>
    </label>
  );
}

function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? <p data-test={`error-${name}`} className="text-sm font-medium text-danger-700">{error}</p> : null;
}

const TIMING = {
  before: 'Before commission (off the top)',
  after: 'After commission (off the pay)',
};

/** What someone who may not change the settings sees: the same facts, as text. */
function PayrollDetails({ settings }: { settings: Settings }) {
  return (
    <div className={card} data-test="payroll-details">
      <DetailList>
        <Detail label="Commission rate">{settings.commission_rate}%</Detail>
        <Detail label="Hourly rate">{settings.hourly_rate ? formatCurrency(settings.hourly_rate) : 'None'}</Detail>
        <Detail label="Supply fee">{settings.supply_fee_type === 'flat' ? `${formatCurrency(settings.supply_fee_flat)} per service` : `${settings.supply_fee_percent}% of the service price`}</Detail>
        <Detail label="Supply fee taken">{TIMING[settings.supply_fee_timing]}</Detail>
        <Detail label="Guaranteed minimum per pay period">{formatCurrency(settings.guaranteed_minimum)}</Detail>
        <Detail label="Paid by check / in cash">{settings.check_percent}% / {settings.cash_percent}%</Detail>
      </DetailList>
    </div>
  );
}

export default function Payroll({ employee, settings }: PageProps<'Admin/Employees/Payroll'>) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const form = useForm<FormData>({
    commission_rate: settings.commission_rate, supply_fee_type: settings.supply_fee_type, supply_fee_flat: settings.supply_fee_flat,
    supply_fee_percent: settings.supply_fee_percent, supply_fee_timing: settings.supply_fee_timing, guaranteed_minimum: settings.guaranteed_minimum,
    check_percent: settings.check_percent, hourly_rate: settings.hourly_rate ?? 0,
  });
  const { data, setData } = form;
  const errors = form.errors as Record<string, string | undefined>;

  const submit = () => {
    // The server reads one supply fee value by its type; an hourly rate of 0.00 means none.
    form.transform((d) => ({
      commission_rate: d.commission_rate, supply_fee_type: d.supply_fee_type, supply_fee_timing: d.supply_fee_timing,
      supply_fee_value: d.supply_fee_type === 'flat' ? d.supply_fee_flat : d.supply_fee_percent,
      guaranteed_minimum: d.guaranteed_minimum, check_percent: d.check_percent, hourly_rate: d.hourly_rate > 0 ? d.hourly_rate : null,
    }));
    form.put(route('employees.payroll.update', { employee: employee.id }), { preserveScroll: true });
  };

  const percent = (name: 'commission_rate' | 'check_percent' | 'supply_fee_percent', label: string, errorKey: string = name) => (
    <Field name={errorKey} id={name} label={label} error={errors[errorKey]}>
      <div className="relative max-w-40">
        <TextInput name={name} inputMode="decimal" value={data[name]} onChange={(e) => setData(name, e.target.value)} data-test={`payroll-${name}`} className="pr-8 text-right tabular-nums" />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-gray-600" aria-hidden="true">%</span>
      </div>
    </Field>
  );

  return (
    <>
      <Head title={`Payroll settings: ${employee.name}`} />
      <EmployeeHeader employee={employee} title="Payroll settings" />
      {!manage ? (
        <PayrollDetails settings={settings} />
      ) : (
        <Form onSubmit={submit} errors={errors} className={`${card} space-y-6`}>
          <section className="grid gap-5 sm:grid-cols-2">
            {percent('commission_rate', 'Commission rate')}
            <Field name="hourly_rate" label="Hourly rate (optional)" error={errors.hourly_rate} help="Leave at 0.00 when this person is paid by commission only.">
              <AmountInput name="hourly_rate" value={data.hourly_rate} onChange={(c) => setData('hourly_rate', c)} data-test="payroll-hourly_rate" className="max-w-40" />
            </Field>
          </section>

          <section className="space-y-3 border-t border-gray-100 pt-6">
            <h2 className="font-semibold text-gray-900">Supply fee</h2>
            <div className="grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label="Supply fee type">
              <Choice name="supply_fee_type" value="flat" current={data.supply_fee_type} onPick={(v) => setData('supply_fee_type', v as FormData['supply_fee_type'])}>A flat amount per service</Choice>
              <Choice name="supply_fee_type" value="percent" current={data.supply_fee_type} onPick={(v) => setData('supply_fee_type', v as FormData['supply_fee_type'])}>A percent of the service price</Choice>
            </div>
            <FieldError name="supply_fee_type" error={errors.supply_fee_type} />
            {data.supply_fee_type === 'flat' ? (
              <Field name="supply_fee_value" id="supply_fee_flat" label="Fee per service" error={errors.supply_fee_value}>
                <AmountInput name="supply_fee_flat" value={data.supply_fee_flat} onChange={(c) => setData('supply_fee_flat', c)} data-test="payroll-supply_fee_flat" className="max-w-40" />
              </Field>
            ) : (
              percent('supply_fee_percent', 'Fee percent', 'supply_fee_value')
            )}
            <div className="grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label="When the supply fee is taken">
              <Choice name="supply_fee_timing" value="before" current={data.supply_fee_timing} onPick={(v) => setData('supply_fee_timing', v as FormData['supply_fee_timing'])}>
                <strong>Before commission</strong> (off the top): ($100 − $5) × 50% = $47.50
              </Choice>
              <Choice name="supply_fee_timing" value="after" current={data.supply_fee_timing} onPick={(v) => setData('supply_fee_timing', v as FormData['supply_fee_timing'])}>
                <strong>After commission</strong> (off the pay): $100 × 50% − $5 = $45.00
              </Choice>
            </div>
            <FieldError name="supply_fee_timing" error={errors.supply_fee_timing} />
            <p className="text-sm text-gray-600">Example: a $100 service, a $5 supply fee and a 50% commission.</p>
          </section>

          <section className="grid gap-5 border-t border-gray-100 pt-6 sm:grid-cols-2">
            <Field name="guaranteed_minimum" label="Guaranteed minimum per pay period" error={errors.guaranteed_minimum} help="Paid when commission comes to less.">
              <AmountInput name="guaranteed_minimum" value={data.guaranteed_minimum} onChange={(c) => setData('guaranteed_minimum', c)} data-test="payroll-guaranteed_minimum" className="max-w-40" />
            </Field>
            <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
              {percent('check_percent', 'Paid by check')}
              <div className="pb-3 text-sm text-gray-700">
                Paid in cash: <strong data-test="payroll-cash_percent">{cashShare(data.check_percent) || '—'}%</strong>
              </div>
            </div>
          </section>
          <Button type="submit" data-test="payroll-save" busy={form.processing} busyLabel="Saving...">Save payroll settings</Button>
        </Form>
      )}
    </>
  );
}
