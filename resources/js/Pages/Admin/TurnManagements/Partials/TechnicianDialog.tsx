import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { boardPost, type TurnStatus, type TurnTechnician } from './board';

interface Props {
  technician: TurnTechnician;
  canAdjust: boolean;
  reasons: readonly string[];
  onClose: () => void;
}

const DELTAS = [
  { value: '-2', label: '−1' },
  { value: '-1', label: '−½' },
  { value: '1', label: '+½' },
  { value: '2', label: '+1' },
];

/** A technician's status in the page's language, by the code the server sends. */
export const STATUS_LABEL: Record<TurnStatus, string> = {
  available: 'turnmanagements.status.available',
  busy: 'turnmanagements.status.busy',
  small_service: 'turnmanagements.status.smallService',
  break: 'turnmanagements.status.break',
  out: 'turnmanagements.status.out',
};

/** The adjustment reasons are values the server checks (validators/turns.ts ADJUST_REASONS): shown in the page's language. */
const REASON_LABEL: Record<string, string> = {
  Appointment: 'turnmanagements.adjustReason.appointment',
  Request: 'turnmanagements.adjustReason.request',
  'Skip Turn': 'turnmanagements.adjustReason.skipTurn',
  Late: 'turnmanagements.adjustReason.late',
  Others: 'turnmanagements.adjustReason.others',
};

/** "Why is Cindy #3?": what counted today, and the actions that need a reason (skip, adjust). */
export default function TechnicianDialog({ technician: tech, canAdjust, reasons, onClose }: Props) {
  const { t } = useT();
  const format = useStoreFormat();
  const [mode, setMode] = useState<'why' | 'adjust' | 'skip'>('why');
  const adjust = useForm({ delta_halves: '2', reason: '', note: '' });
  const skip = useForm({ reason: '' });
  const done = () => onClose();
  const onBoard = tech.status !== 'out';

  if (mode === 'adjust') {
    return (
      <Modal
        open
        onClose={onClose}
        title={t('turnmanagements.adjustTitle', { name: tech.name })}
        data-test="adjust-dialog"
        closeOnBackdrop={false}
        locked={adjust.processing}
        onSubmit={(e) => {
          e.preventDefault();
          adjust.post(route('turn_managements.adjust', { employee: tech.id }), {
            preserveScroll: true,
            preserveState: true,
            onSuccess: done,
          });
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setMode('why')}>
              {t('ui.back')}
            </Button>
            <Button
              type="submit"
              data-test="adjust-save"
              busy={adjust.processing}
              busyLabel={t('common.saving')}
            >
              {t('turnmanagements.saveAdjustment')}
            </Button>
          </>
        }
      >
        <div className="space-y-5">
          <RadioGroup
            name="delta_halves"
            legend={t('turnmanagements.turnsLegend')}
            columns={4}
            value={adjust.data.delta_halves}
            error={adjust.errors.delta_halves}
            onChange={(v) => adjust.setData('delta_halves', v)}
            options={DELTAS}
            data-test="adjust-delta"
          />
          <RadioGroup
            name="reason"
            legend={t('turnmanagements.reason')}
            columns={3}
            value={adjust.data.reason}
            error={adjust.errors.reason}
            onChange={(v) => adjust.setData('reason', v)}
            options={reasons.map((r) => ({
              value: r,
              label: REASON_LABEL[r] ? t(REASON_LABEL[r]) : r,
            }))}
            data-test="adjust-reason"
          />
          <Field
            name="note"
            label={
              adjust.data.reason === 'Others'
                ? t('turnmanagements.why')
                : t('common.optional', { label: t('turnmanagements.note') })
            }
            error={adjust.errors.note}
          >
            <TextInput
              name="note"
              data-test="adjust-note"
              maxLength={200}
              value={adjust.data.note}
              onChange={(e) => adjust.setData('note', e.target.value)}
            />
          </Field>
        </div>
      </Modal>
    );
  }

  if (mode === 'skip') {
    return (
      <Modal
        open
        onClose={onClose}
        title={t('turnmanagements.skipTitle', { name: tech.name })}
        data-test="skip-dialog"
        closeOnBackdrop={false}
        locked={skip.processing}
        onSubmit={(e) => {
          e.preventDefault();
          skip.post(route('turn_managements.skip', { employee: tech.id }), {
            preserveScroll: true,
            preserveState: true,
            onSuccess: done,
          });
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setMode('why')}>
              {t('ui.back')}
            </Button>
            <Button
              type="submit"
              data-test="skip-save"
              busy={skip.processing}
              busyLabel={t('common.saving')}
            >
              {t('turnmanagements.skipSave')}
            </Button>
          </>
        }
      >
        <Field name="reason" label={t('turnmanagements.reason')} error={skip.errors.reason}>
          <TextInput
            name="reason"
            data-test="skip-reason"
            maxLength={200}
            value={skip.data.reason}
            onChange={(e) => skip.setData('reason', e.target.value)}
          />
        </Field>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      data-test="tech-dialog"
      title={
        tech.position
          ? t('turnmanagements.whyTitle', { name: tech.name, position: tech.position })
          : t('turnmanagements.clockedOutTitle', { name: tech.name })
      }
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p className="mb-3 text-gray-700">
        <strong className="text-2xl">{tech.turns_label}</strong>{' '}
        {t('turnmanagements.turnsToday', { count: tech.turns })} · {t(STATUS_LABEL[tech.status])}
        {tech.last_turn_at
          ? ` · ${t('turnmanagements.lastTurn', { time: format.time(tech.last_turn_at) })}`
          : ''}
      </p>
      {tech.reasons.length === 0 ? (
        <p className="rounded-lg bg-gray-50 p-4 text-gray-700">
          {t('turnmanagements.nothingYet', { time: format.time(tech.clocked_in_at) })}
        </p>
      ) : (
        <ul
          className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200"
          data-test="tech-reasons"
        >
          {tech.reasons.map((r, i) => (
            <li key={i} className="flex items-start gap-3 px-3 py-2">
              <span className="w-20 shrink-0 text-sm tabular-nums text-gray-600">
                {format.time(r.at)}
              </span>
              <span className="min-w-0 flex-1">{r.label}</span>
              <span
                className={`shrink-0 text-right font-semibold ${r.counted ? 'text-gray-900' : 'text-gray-600'}`}
              >
                {r.effect}
              </span>
            </li>
          ))}
        </ul>
      )}
      {onBoard && (
        <div className="mt-5 grid gap-3 sm:grid-cols-3">
          {tech.next_walk_in !== null && tech.status !== 'break' && (
            <Button
              size="lg"
              data-test="tech-assign"
              onClick={() => boardPost('turn_managements.assign', tech.id, {}, done)}
            >
              {t('turnmanagements.giveWalkIn', { walkIn: tech.next_walk_in })}
            </Button>
          )}
          {tech.status !== 'small_service' && tech.status !== 'break' && (
            <Button
              size="lg"
              variant="secondary"
              data-test="tech-small"
              onClick={() =>
                boardPost('turn_managements.status', tech.id, { status: 'small_service' }, done)
              }
            >
              {t('turnmanagements.smallService')}
            </Button>
          )}
          {canAdjust && (
            <Button
              size="lg"
              variant="secondary"
              data-test="tech-skip"
              onClick={() => setMode('skip')}
            >
              {t('turnmanagements.skip')}
            </Button>
          )}
          {canAdjust && (
            <Button
              size="lg"
              variant="secondary"
              data-test="tech-adjust"
              onClick={() => setMode('adjust')}
            >
              {t('turnmanagements.adjustTurns')}
            </Button>
          )}
        </div>
      )}
    </Modal>
  );
}
