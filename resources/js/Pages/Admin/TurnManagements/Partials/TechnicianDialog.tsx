import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { Modal } from '@/Components/ui/Modal';
import { route } from '@/lib/route';
import { boardPost, type TurnTechnician } from './board';

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

/** "Why is Cindy #3?": what counted today, and the actions that need a reason (skip, adjust). */
export default function TechnicianDialog({ technician: t, canAdjust, reasons, onClose }: Props) {
  const [mode, setMode] = useState<'why' | 'adjust' | 'skip'>('why');
  const adjust = useForm({ delta_halves: '2', reason: '', note: '' });
  const skip = useForm({ reason: '' });
  const done = () => onClose();
  const onBoard = t.status !== 'out';

  if (mode === 'adjust') {
    return (
      <Modal open onClose={onClose} title={`Adjust ${t.name}'s turns`} data-test="adjust-dialog" closeOnBackdrop={false} locked={adjust.processing}
        onSubmit={(e) => { e.preventDefault(); adjust.post(route('turn_managements.adjust', { employee: t.id }), { preserveScroll: true, preserveState: true, onSuccess: done }); }}
        footer={<>
          <Button variant="secondary" onClick={() => setMode('why')}>Back</Button>
          <Button type="submit" data-test="adjust-save" busy={adjust.processing} busyLabel="Saving...">Save adjustment</Button>
        </>}>
        <div className="space-y-5">
          <RadioGroup name="delta_halves" legend="Turns" columns={4} value={adjust.data.delta_halves} error={adjust.errors.delta_halves}
            onChange={(v) => adjust.setData('delta_halves', v)} options={DELTAS} data-test="adjust-delta" />
          <RadioGroup name="reason" legend="Reason" columns={3} value={adjust.data.reason} error={adjust.errors.reason}
            onChange={(v) => adjust.setData('reason', v)} options={reasons.map((r) => ({ value: r, label: r }))} data-test="adjust-reason" />
          <Field name="note" label={adjust.data.reason === 'Others' ? 'Why' : 'Note (optional)'} error={adjust.errors.note}>
            <TextInput name="note" data-test="adjust-note" maxLength={200} value={adjust.data.note} onChange={(e) => adjust.setData('note', e.target.value)} />
          </Field>
        </div>
      </Modal>
    );
  }

  if (mode === 'skip') {
    return (
      <Modal open onClose={onClose} title={`Skip ${t.name} for the next walk-in`} data-test="skip-dialog" closeOnBackdrop={false} locked={skip.processing}
        onSubmit={(e) => { e.preventDefault(); skip.post(route('turn_managements.skip', { employee: t.id }), { preserveScroll: true, preserveState: true, onSuccess: done }); }}
        footer={<>
          <Button variant="secondary" onClick={() => setMode('why')}>Back</Button>
          <Button type="submit" data-test="skip-save" busy={skip.processing} busyLabel="Saving...">Skip her turn</Button>
        </>}>
        <Field name="reason" label="Reason" error={skip.errors.reason}>
          <TextInput name="reason" data-test="skip-reason" maxLength={200} value={skip.data.reason} onChange={(e) => skip.setData('reason', e.target.value)} />
        </Field>
      </Modal>
    );
  }

  return (
    <Modal open onClose={onClose} size="xl" data-test="tech-dialog"
      title={t.position ? `Why is ${t.name} #${t.position}?` : `${t.name} (clocked out)`}
      footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      <p className="mb-3 text-gray-700">
        <strong className="text-2xl">{t.turns_label}</strong> {t.turns === 1 ? 'turn' : 'turns'} today · {t.status_label}{t.last_turn_at ? ` · last turn ${t.last_turn_at}` : ''}
      </p>
      {t.reasons.length === 0 ? (
        <p className="rounded-lg bg-gray-50 p-4 text-gray-700">Nothing counted yet today: she is in line by her clock-in at {t.clocked_in_at}.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200" data-test="tech-reasons">
          {t.reasons.map((r, i) => (
            <li key={i} className="flex items-start gap-3 px-3 py-2">
              <span className="w-20 shrink-0 text-sm tabular-nums text-gray-600">{r.at}</span>
              <span className="min-w-0 flex-1">{r.label}</span>
              <span className={`shrink-0 text-right font-semibold ${r.counted ? 'text-gray-900' : 'text-gray-600'}`}>{r.effect}</span>
            </li>
          ))}
        </ul>
      )}
      {onBoard && (
        <div className="mt-5 grid gap-3 sm:grid-cols-3">
          {t.next_walk_in !== null && t.status !== 'break' && (
            <Button size="lg" data-test="tech-assign" onClick={() => boardPost('turn_managements.assign', t.id, {}, done)}>
              Give {t.next_walk_in}
            </Button>
          )}
          {t.status !== 'small_service' && t.status !== 'break' && (
            <Button size="lg" variant="secondary" data-test="tech-small" onClick={() => boardPost('turn_managements.status', t.id, { status: 'small_service' }, done)}>Small service</Button>
          )}
          {canAdjust && <Button size="lg" variant="secondary" data-test="tech-skip" onClick={() => setMode('skip')}>Skip</Button>}
          {canAdjust && <Button size="lg" variant="secondary" data-test="tech-adjust" onClick={() => setMode('adjust')}>Adjust turns</Button>}
        </div>
      )}
    </Modal>
  );
}
