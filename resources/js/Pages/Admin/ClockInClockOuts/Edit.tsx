import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import ClockRecordForm, { type ClockRecordFormData } from './Partials/ClockRecordForm';
import AuditTrail, { type AuditRow } from './Partials/AuditTrail';

interface Props {
  record: {
    id: number;
    employee: { name: string; employee_id: string };
    clock_in: string;
    clock_out: string;
    tip_amount: number;
    bonus_tip: number;
    cash_out: number;
  };
  audits: AuditRow[];
  now: string;
}

export default function Edit({ record, audits, now }: Props) {
  const form = useForm<ClockRecordFormData>({
    employee_id: '', clock_in: record.clock_in, clock_out: record.clock_out,
    tip_amount: record.tip_amount, bonus_tip: record.bonus_tip, cash_out: record.cash_out, reason: '',
  });
  // A saved correction comes back here with the new trail; the next one needs its own reason.
  const save = () => form.put(route('clock-in-outs.update', { clockRecord: record.id }), { preserveScroll: true, onSuccess: () => form.setData('reason', '') });

  return (
    <>
      <Head title="Correct Clock Record" />
      <PageHeader title="Correct Clock Record" back={{ href: route('clock-in-outs.index'), label: 'Clock In / Clock Out' }} />
      <div className="max-w-3xl space-y-6">
        <ClockRecordForm form={form} employeeName={`${record.employee.name} (User ID ${record.employee.employee_id})`} now={now} submitLabel="Save correction" onSubmit={save} />
        <AuditTrail audits={audits} />
      </div>
    </>
  );
}
