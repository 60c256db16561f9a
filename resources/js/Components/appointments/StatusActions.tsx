import { router } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { AppointmentSource, AppointmentStatus, ManualStatus } from '@common/appointments';

/** Each button's words, by the status it sets. */
const LABELS: Record<ManualStatus, string> = {
  confirmed: 'appointments.do.confirm',
  arrived: 'appointments.do.arrived',
  in_service: 'appointments.do.startService',
  no_show: 'appointments.do.noShow',
  cancelled: 'appointments.do.cancel',
};

/** An appointment's status in the page's language, by the code the server sends. */
export const STATUS_LABEL_KEYS: Record<AppointmentStatus, string> = {
  booked: 'appointments.status.booked',
  confirmed: 'appointments.status.confirmed',
  arrived: 'appointments.status.arrived',
  in_service: 'appointments.status.inService',
  completed: 'appointments.status.completed',
  cancelled: 'appointments.status.cancelled',
  no_show: 'appointments.status.noShow',
};
/** Where it was booked, by the code the server sends. */
export const SOURCE_KEYS: Record<AppointmentSource, string> = {
  online: 'appointments.source.online',
  front_desk: 'appointments.source.frontDesk',
};

interface Props {
  appointmentId: number;
  customer: string;
  /** The statuses the server allows next (manualActions). */
  actions: ManualStatus[];
  /** Start service opens the POS: only for those who may use it. */
  canPos: boolean;
  onDone?: () => void;
}

/** The next steps of an appointment as buttons; cancelling asks for the reason first. */
export default function StatusActions({ appointmentId, customer, actions, canPos, onDone }: Props) {
  const { t } = useT();
  const [busy, setBusy] = useState<ManualStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = (status: ManualStatus, extra: Record<string, string> = {}) =>
    router.post(
      route('appointments.status', { appointment: appointmentId }),
      { status, ...extra },
      {
        preserveScroll: true,
        onStart: () => setBusy(status),
        onFinish: () => setBusy(null),
        onError: setErrors,
        onSuccess: () => {
          setCancelling(false);
          onDone?.();
        },
      },
    );
  const shown = actions.filter((a) => a !== 'in_service' || canPos);
  if (!shown.length) return null;
  return (
    <div>
      <div className="flex flex-wrap gap-2" data-test="status-actions">
        {shown
          .filter((a) => a !== 'cancelled')
          .map((a) => (
            <Button
              key={a}
              variant={a === 'no_show' ? 'secondary' : 'primary'}
              busy={busy === a}
              disabled={busy !== null}
              onClick={() => send(a)}
              data-test={`status-${a}`}
            >
              {t(LABELS[a])}
            </Button>
          ))}
        {shown.includes('cancelled') && (
          <Button
            variant="secondary"
            destructive
            disabled={busy !== null}
            onClick={() => setCancelling(true)}
            data-test="status-cancelled"
          >
            {t(LABELS.cancelled)}
          </Button>
        )}
      </div>
      {errors.status && (
        <p className="mt-2 text-sm font-medium text-danger-700" data-test="error-status">
          {errors.status}
        </p>
      )}
      {cancelling && (
        <Modal
          open
          onClose={() => setCancelling(false)}
          role="alertdialog"
          size="md"
          locked={busy !== null}
          title={t('appointments.cancelTitle', { customer })}
          data-test="cancel-modal"
          footer={
            <>
              <Button variant="secondary" onClick={() => setCancelling(false)}>
                {t('appointments.keep')}
              </Button>
              <Button
                variant="danger"
                busy={busy === 'cancelled'}
                onClick={() => send('cancelled', { reason })}
                data-test="cancel-confirm"
              >
                {t(LABELS.cancelled)}
              </Button>
            </>
          }
        >
          <Field name="reason" label={t('appointments.reason')} error={errors.reason}>
            <Textarea
              name="reason"
              rows={2}
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              data-test="cancel-reason"
            />
          </Field>
        </Modal>
      )}
    </div>
  );
}
