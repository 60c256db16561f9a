import { Head, usePage, useForm } from '@inertiajs/react';
import type { ReactNode } from 'react';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
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

function Choice({
  name,
  value,
  current,
  onPick,
  children,
}: {
  name: string;
  value: string;
  current: string;
  onPick: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-300 p-3 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50">
      <input
        type="radio"
        name={name}
        value={value}
        checked={current === value}
        onChange={() => onPick(value)}
        data-test={`${name}-${value}`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-primary-600"
      />
      <span className="text-sm text-gray-800">{children}</span>
    </label>
  );
}

function FieldError({ name, error }: { name: string; error?: string }) {
  return error ? (
    <p data-test={`error-${name}`} className="text-sm font-medium text-danger-700">
      {error}
    </p>
  ) : null;
}

const TIMING = {
  before: 'employees.payroll.timingBefore',
  after: 'employees.payroll.timingAfter',
} as const;

/** What someone who may not change the settings sees: the same facts, as text. */
function PayrollDetails({ settings }: { settings: Settings }) {
  const { t } = useT();
  const { money } = useFormat();
  return (
    <div className={card} data-test="payroll-details">
      <DetailList>
        <Detail label={t('employees.payroll.commissionRate')}>{settings.commission_rate}%</Detail>
        <Detail label={t('employees.payroll.hourlyRate')}>
          {settings.hourly_rate ? money(settings.hourly_rate) : t('ui.none')}
        </Detail>
        <Detail label={t('employees.payroll.supplyFee')}>
          {settings.supply_fee_type === 'flat'
            ? t('employees.payroll.flatFee', { amount: money(settings.supply_fee_flat) })
            : t('employees.payroll.percentFee', { percent: settings.supply_fee_percent })}
        </Detail>
        <Detail label={t('employees.payroll.supplyFeeTaken')}>
          {t(TIMING[settings.supply_fee_timing])}
        </Detail>
        <Detail label={t('employees.payroll.guaranteedMinimum')}>
          {money(settings.guaranteed_minimum)}
        </Detail>
        <Detail label={t('employees.payroll.checkCash')}>
          {settings.check_percent}% / {settings.cash_percent}%
        </Detail>
      </DetailList>
    </div>
  );
}

export default function Payroll({ employee, settings }: PageProps<'Admin/Employees/Payroll'>) {
  const manage = can(usePage().props.auth.user, 'manage employees');
  const { t } = useT();
  const form = useForm<FormData>({
    commission_rate: settings.commission_rate,
    supply_fee_type: settings.supply_fee_type,
    supply_fee_flat: settings.supply_fee_flat,
    supply_fee_percent: settings.supply_fee_percent,
    supply_fee_timing: settings.supply_fee_timing,
    guaranteed_minimum: settings.guaranteed_minimum,
    check_percent: settings.check_percent,
    hourly_rate: settings.hourly_rate ?? 0,
  });
  const { data, setData } = form;
  const errors = form.errors as Record<string, string | undefined>;

  const submit = () => {
    // The server reads one supply fee value by its type; an hourly rate of 0.00 means none.
    form.transform((d) => ({
      commission_rate: d.commission_rate,
      supply_fee_type: d.supply_fee_type,
      supply_fee_timing: d.supply_fee_timing,
      supply_fee_value: d.supply_fee_type === 'flat' ? d.supply_fee_flat : d.supply_fee_percent,
      guaranteed_minimum: d.guaranteed_minimum,
      check_percent: d.check_percent,
      hourly_rate: d.hourly_rate > 0 ? d.hourly_rate : null,
    }));
    form.put(route('employees.payroll.update', { employee: employee.id }), {
      preserveScroll: true,
    });
  };

  const percent = (
    name: 'commission_rate' | 'check_percent' | 'supply_fee_percent',
    label: string,
    errorKey: string = name,
  ) => (
    <Field name={errorKey} id={name} label={label} error={errors[errorKey]}>
      <div className="relative max-w-40">
        <TextInput
          name={name}
          inputMode="decimal"
          value={data[name]}
          onChange={(e) => setData(name, e.target.value)}
          data-test={`payroll-${name}`}
          className="pr-8 text-right tabular-nums"
        />
        <span
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-gray-600"
          aria-hidden="true"
        >
          %
        </span>
      </div>
    </Field>
  );

  return (
    <>
      <Head title={t('employees.payroll.pageTitle', { name: employee.name })} />
      <EmployeeHeader employee={employee} title={t('employees.payroll.title')} />
      {!manage ? (
        <PayrollDetails settings={settings} />
      ) : (
        <Form onSubmit={submit} errors={errors} className={`${card} space-y-6`}>
          <section className="grid gap-5 sm:grid-cols-2">
            {percent('commission_rate', t('employees.payroll.commissionRate'))}
            <Field
              name="hourly_rate"
              label={t('common.optional', { label: t('employees.payroll.hourlyRate') })}
              error={errors.hourly_rate}
              help={t('employees.payroll.hourlyHelp')}
            >
              <AmountInput
                name="hourly_rate"
                value={data.hourly_rate}
                onChange={(c) => setData('hourly_rate', c)}
                data-test="payroll-hourly_rate"
                className="max-w-40"
              />
            </Field>
          </section>

          <section className="space-y-3 border-t border-gray-100 pt-6">
            <h2 className="font-semibold text-gray-900">{t('employees.payroll.supplyFee')}</h2>
            <div
              className="grid gap-3 sm:grid-cols-2"
              role="radiogroup"
              aria-label={t('employees.payroll.supplyFeeType')}
            >
              <Choice
                name="supply_fee_type"
                value="flat"
                current={data.supply_fee_type}
                onPick={(v) => setData('supply_fee_type', v as FormData['supply_fee_type'])}
              >
                {t('employees.payroll.flat')}
              </Choice>
              <Choice
                name="supply_fee_type"
                value="percent"
                current={data.supply_fee_type}
                onPick={(v) => setData('supply_fee_type', v as FormData['supply_fee_type'])}
              >
                {t('employees.payroll.percent')}
              </Choice>
            </div>
            <FieldError name="supply_fee_type" error={errors.supply_fee_type} />
            {data.supply_fee_type === 'flat' ? (
              <Field
                name="supply_fee_value"
                id="supply_fee_flat"
                label={t('employees.payroll.feePerService')}
                error={errors.supply_fee_value}
              >
                <AmountInput
                  name="supply_fee_flat"
                  value={data.supply_fee_flat}
                  onChange={(c) => setData('supply_fee_flat', c)}
                  data-test="payroll-supply_fee_flat"
                  className="max-w-40"
                />
              </Field>
            ) : (
              percent('supply_fee_percent', t('employees.payroll.feePercent'), 'supply_fee_value')
            )}
            <div
              className="grid gap-3 sm:grid-cols-2"
              role="radiogroup"
              aria-label={t('employees.payroll.timing')}
            >
              <Choice
                name="supply_fee_timing"
                value="before"
                current={data.supply_fee_timing}
                onPick={(v) => setData('supply_fee_timing', v as FormData['supply_fee_timing'])}
              >
                <strong>{t('employees.payroll.before')}</strong>{' '}
                {t('employees.payroll.beforeExample')}
              </Choice>
              <Choice
                name="supply_fee_timing"
                value="after"
                current={data.supply_fee_timing}
                onPick={(v) => setData('supply_fee_timing', v as FormData['supply_fee_timing'])}
              >
                <strong>{t('employees.payroll.after')}</strong>{' '}
                {t('employees.payroll.afterExample')}
              </Choice>
            </div>
            <FieldError name="supply_fee_timing" error={errors.supply_fee_timing} />
            <p className="text-sm text-gray-600">{t('employees.payroll.example')}</p>
          </section>

          <section className="grid gap-5 border-t border-gray-100 pt-6 sm:grid-cols-2">
            <Field
              name="guaranteed_minimum"
              label={t('employees.payroll.guaranteedMinimum')}
              error={errors.guaranteed_minimum}
              help={t('employees.payroll.guaranteedHelp')}
            >
              <AmountInput
                name="guaranteed_minimum"
                value={data.guaranteed_minimum}
                onChange={(c) => setData('guaranteed_minimum', c)}
                data-test="payroll-guaranteed_minimum"
                className="max-w-40"
              />
            </Field>
            <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
              {percent('check_percent', t('employees.payroll.paidByCheck'))}
              <div className="pb-3 text-sm text-gray-700">
                {t('employees.payroll.paidInCash')}{' '}
                <strong data-test="payroll-cash_percent">
                  {cashShare(data.check_percent) || '—'}%
                </strong>
              </div>
            </div>
          </section>
          <Button
            type="submit"
            data-test="payroll-save"
            busy={form.processing}
            busyLabel={t('common.saving')}
          >
            {t('employees.payroll.save')}
          </Button>
        </Form>
      )}
    </>
  );
}
