import { Head, useForm } from '@inertiajs/react';
import { route } from '@/lib/route';
import ClockRecordForm, { type ClockRecordFormData, type EmployeeOption } from './Partials/ClockRecordForm';

interface Props {
  employees: EmployeeOption[];
  now: string;
}

export default function Create({ employees, now }: Props) {
  const form = useForm<ClockRecordFormData>({ employee_id: '', clock_in: '', clock_out: '', tip_amount: 0, bonus_tip: 0, cash_out: 0, reason: '' });
  return (
    <>
      <Head title="Add Clock Record" />
      <h1 data-test="page-title" className="mb-6 text-2xl font-semibold">Add Clock Record</h1>
      <div className="max-w-3xl">
        <ClockRecordForm form={form} employees={employees} now={now} submitLabel="Add record" onSubmit={() => form.post(route('clock-in-outs.store'))} />
      </div>
    </>
  );
}
