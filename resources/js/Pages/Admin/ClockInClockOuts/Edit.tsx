import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { Detail, DetailList } from '@/Components/ui/ReadOnly';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import ClockRecordForm, { type ClockRecordFormData } from './Partials/ClockRecordForm';
import AuditTrail from './Partials/AuditTrail';
import type { PageProps } from '@common/pages';
import type { Props } from '@common/pages/Admin/ClockInClockOuts/Edit';

/** The server's word on a record a finalised payroll paid (server/domain/payroll/payrollLocks.ts), by its shape. */

/** A record a finalised payroll paid from: plain text, and what to do instead of correcting it. */
function PaidRecord({ record, message }: { record: Props['record']; message: string }) {
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <section
      data-test="payroll-locked"
      aria-labelledby="paid-title"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="paid-title" className="text-lg font-semibold text-gray-900">
        {t('clockinclockouts.employeeWithId', {
          name: record.employee.name,
          id: record.employee.employee_id,
        })}
      </h2>
      <p
        className="rounded-lg bg-gray-50 p-3 text-sm text-gray-800 ring-1 ring-gray-200"
        data-test="payroll-locked-message"
      >
        {message}
      </p>
      <DetailList>
        <Detail label={t('clock.in')}>{format.dateTime(record.shown.clock_in)}</Detail>
        <Detail label={t('clock.out')}>
          {record.shown.clock_out
            ? format.dateTime(record.shown.clock_out)
            : t('clockinclockouts.clockedIn')}
        </Detail>
        <Detail label={t('clock.tipAmount')}>{format.money(record.tip_amount)}</Detail>
        <Detail label={t('clock.bonusAmount')}>{format.money(record.bonus_tip)}</Detail>
        <Detail label={t('clock.cashOut')}>{format.money(record.cash_out)}</Detail>
      </DetailList>
    </section>
  );
}

export default function Edit({
  record,
  audits,
  now,
  payroll_lock,
}: PageProps<'Admin/ClockInClockOuts/Edit'>) {
  const { t } = useT();
  const form = useForm<ClockRecordFormData>({
    employee_id: '',
    clock_in: record.clock_in,
    clock_out: record.clock_out,
    tip_amount: record.tip_amount,
    bonus_tip: record.bonus_tip,
    cash_out: record.cash_out,
    reason: '',
  });
  // A saved correction comes back here with the new trail; the next one needs its own reason.
  const save = () =>
    form.put(route('clock-in-outs.update', { clockRecord: record.id }), {
      preserveScroll: true,
      onSuccess: () => form.setData('reason', ''),
    });

  return (
    <>
      <Head title={t('clockinclockouts.edit.title')} />
      <PageHeader
        title={
          payroll_lock ? t('clockinclockouts.edit.paidTitle') : t('clockinclockouts.edit.title')
        }
        back={{ href: route('clock-in-outs.index'), label: t('clockinclockouts.index.title') }}
      />
      <div className="max-w-3xl space-y-6">
        {payroll_lock ? (
          <PaidRecord record={record} message={payroll_lock} />
        ) : (
          <ClockRecordForm
            form={form}
            employeeName={t('clockinclockouts.employeeWithId', {
              name: record.employee.name,
              id: record.employee.employee_id,
            })}
            now={now}
            submitLabel={t('clockinclockouts.edit.save')}
            onSubmit={save}
          />
        )}
        <AuditTrail audits={audits} />
      </div>
    </>
  );
}
