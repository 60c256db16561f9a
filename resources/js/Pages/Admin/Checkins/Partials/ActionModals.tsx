import { router } from '@inertiajs/react';
import { useState } from 'react';
import TechnicianChoice from '@/Components/checkins/TechnicianChoice';
import Field from '@/Components/form/Field';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import type { CheckInRow, Technician } from '@common/pages/Admin/Checkins/types';
import { staffName } from './CheckInCard';

const MARK = '\u241F';

/** "Next up on the turn board: <strong>Kim</strong>. She asked for Lan.": one sentence per language, the name in bold wherever it falls. */
function nextUp(t: Translate, name: string, requested: string | null) {
  const text =
    requested === null
      ? t('checkins.assign.nextUp', { name: MARK })
      : t('checkins.assign.nextUpAsked', { name: MARK, requested });
  const [before, after = ''] = text.split(MARK);
  return (
    <>
      {before}
      <strong>{name}</strong>
      {after}
    </>
  );
}

/** Assign: the turn board's next up is chosen unless she asked for someone (then that someone). */
export function AssignModal({
  row,
  technicians,
  suggested,
  onClose,
}: {
  row: CheckInRow;
  technicians: Technician[];
  suggested: number | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const [employee, setEmployee] = useState<number | null>(
    row.assigned?.id ?? row.requested?.id ?? suggested,
  );
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const working = technicians.filter((t) => t.clocked_in);
  const shown = working.length ? working : technicians;
  const submit = () =>
    router.post(
      route('checkins.assign', { checkIn: row.id }),
      { technician_id: employee },
      {
        preserveScroll: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
        onSuccess: onClose,
        onError: setErrors,
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      title={t('checkins.assign.title', { name: row.customer.name })}
      size="xl"
      locked={busy}
      data-test="assign-modal"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            onClick={submit}
            busy={busy}
            disabled={employee === null}
            data-test="assign-confirm"
          >
            {t('checkins.assign.action')}
          </Button>
        </>
      }
    >
      {suggested !== null && (
        <p className="mb-3 text-sm text-gray-700">
          {nextUp(
            t,
            technicians.find((p) => p.id === suggested)?.name ?? '',
            row.requested ? staffName(row.requested, t) : null,
          )}
        </p>
      )}
      <TechnicianChoice
        technicians={shown}
        value={employee}
        onChange={setEmployee}
        anyoneLabel={null}
        label={t('ui.technician')}
        error={errors.technician_id}
        name="technician_id"
      />
    </Modal>
  );
}

/** Cancel or no-show, with the reason the desk gives. */
export function CloseModal({
  row,
  kind,
  onClose,
}: {
  row: CheckInRow;
  kind: 'cancel' | 'no_show';
  onClose: () => void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    router.post(
      route(kind === 'cancel' ? 'checkins.cancel' : 'checkins.no_show', { checkIn: row.id }),
      { reason },
      {
        preserveScroll: true,
        onStart: () => setBusy(true),
        onFinish: () => setBusy(false),
        onSuccess: onClose,
        onError: setErrors,
      },
    );
  return (
    <Modal
      open
      onClose={onClose}
      role="alertdialog"
      size="md"
      locked={busy}
      data-test="close-modal"
      title={
        kind === 'cancel'
          ? t('checkins.close.cancelTitle', { name: row.customer.name })
          : t('checkins.close.noShowTitle', { name: row.customer.name })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('checkins.close.keep')}
          </Button>
          <Button variant="danger" onClick={submit} busy={busy} data-test="close-confirm">
            {kind === 'cancel'
              ? t('checkins.close.cancelAction')
              : t('checkins.close.noShowAction')}
          </Button>
        </>
      }
    >
      <Field name="reason" label={t('checkins.reason')} error={errors.reason}>
        <Textarea
          name="reason"
          rows={2}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-test="close-reason"
        />
      </Field>
    </Modal>
  );
}
