import { router } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { route } from '@/lib/route';

const LABELS: Record<string, string> = {
  confirmed: 'Confirm',
  arrived: 'Arrived',
  in_service: 'Start service',
  no_show: 'No-show',
  cancelled: 'Cancel appointment',
};

interface Props {
  appointmentId: number;
  customer: string;
  /** The statuses the server allows next (manualActions). */
  actions: string[];
  /** Start service opens the POS: only for those who may use it. */
  canPos: boolean;
  onDone?: () => void;
}

/** The next steps of an appointment as buttons; cancelling asks for the reason first. */
export default function StatusActions({ appointmentId, customer, actions, canPos, onDone }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = (status: string, extra: Record<string, string> = {}) =>
    router.post(route('appointments.status', { appointment: appointmentId }), { status, ...extra }, {
      preserveScroll: true,
      onStart: () => setBusy(status),
      onFinish: () => setBusy(null),
      onError: setErrors,
      onSuccess: () => { setCancelling(false); onDone?.(); },
    });
  const shown = actions.filter((a) => a !== 'in_service' || canPos);
  if (!shown.length) return null;
  return (
    <div>
      <div className="flex flex-wrap gap-2" data-test="status-actions">
        {shown.filter((a) => a !== 'cancelled').map((a) => (
          <Button key={a} variant={a === 'no_show' ? 'secondary' : 'primary'} busy={busy === a} disabled={busy !== null} onClick={() => send(a)} data-test={`status-${a}`}>
            {LABELS[a] ?? a}
          </Button>
        ))}
        {shown.includes('cancelled') && (
          <Button variant="secondary" destructive disabled={busy !== null} onClick={() => setCancelling(true)} data-test="status-cancelled">{LABELS.cancelled}</Button>
        )}
      </div>
      {errors.status && <p className="mt-2 text-sm font-medium text-danger-700" data-test="error-status">{errors.status}</p>}
      {cancelling && (
        <Modal open onClose={() => setCancelling(false)} role="alertdialog" size="md" locked={busy !== null} title={`Cancel ${customer}’s appointment`} data-test="cancel-modal"
          footer={<><Button variant="secondary" onClick={() => setCancelling(false)}>Keep</Button><Button variant="danger" busy={busy === 'cancelled'} onClick={() => send('cancelled', { reason })} data-test="cancel-confirm">Cancel appointment</Button></>}>
          <Field name="reason" label="Reason" error={errors.reason}>
            <Textarea name="reason" rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} data-test="cancel-reason" />
          </Field>
        </Modal>
      )}
    </div>
  );
}
