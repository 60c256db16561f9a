import { router } from '@inertiajs/react';
import { useState } from 'react';
import TechnicianChoice from '@/Components/checkins/TechnicianChoice';
import Field from '@/Components/form/Field';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { route } from '@/lib/route';
import type { CheckInRow, Technician } from '@common/pages/Admin/Checkins/types';

/** Assign: the turn board's next up is chosen unless she asked for someone (then that someone). */
export function AssignModal({ row, technicians, suggested, onClose }: { row: CheckInRow; technicians: Technician[]; suggested: number | null; onClose: () => void }) {
  const [employee, setEmployee] = useState<number | null>(row.assigned?.id ?? row.requested?.id ?? suggested);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const working = technicians.filter((t) => t.clocked_in);
  const shown = working.length ? working : technicians;
  const submit = () =>
    router.post(route('checkins.assign', { checkIn: row.id }), { technician_id: employee }, {
      preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false), onSuccess: onClose, onError: setErrors,
    });
  return (
    <Modal open onClose={onClose} title={`Assign ${row.customer.name}`} size="xl" locked={busy} data-test="assign-modal"
      footer={<><Button variant="secondary" onClick={onClose}>Close</Button><Button onClick={submit} busy={busy} disabled={employee === null} data-test="assign-confirm">Assign</Button></>}>
      {suggested !== null && <p className="mb-3 text-sm text-gray-700">Next up on the turn board: <strong>{technicians.find((t) => t.id === suggested)?.name}</strong>{row.requested ? `. She asked for ${row.requested.name}.` : '.'}</p>}
      <TechnicianChoice technicians={shown} value={employee} onChange={setEmployee} anyoneLabel={null} error={errors.technician_id} name="technician_id" />
    </Modal>
  );
}

/** Cancel or no-show, with the reason the desk gives. */
export function CloseModal({ row, kind, onClose }: { row: CheckInRow; kind: 'cancel' | 'no_show'; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    router.post(route(kind === 'cancel' ? 'checkins.cancel' : 'checkins.no_show', { checkIn: row.id }), { reason }, {
      preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false), onSuccess: onClose, onError: setErrors,
    });
  return (
    <Modal open onClose={onClose} role="alertdialog" size="md" locked={busy} data-test="close-modal"
      title={kind === 'cancel' ? `Cancel ${row.customer.name}’s check-in` : `${row.customer.name} is a no-show`}
      footer={<><Button variant="secondary" onClick={onClose}>Keep</Button><Button variant="danger" onClick={submit} busy={busy} data-test="close-confirm">{kind === 'cancel' ? 'Cancel check-in' : 'Mark no-show'}</Button></>}>
      <Field name="reason" label="Reason" error={errors.reason}>
        <Textarea name="reason" rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} data-test="close-reason" />
      </Field>
    </Modal>
  );
}
