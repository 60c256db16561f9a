import { useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

export interface MoveValues {
  technician_id: number;
  date: string;
  /** HH:mm, the store's wall clock. */
  start: string;
  end: string;
}

/** Minutes after midnight → "HH:mm" (what time inputs and the server read). */
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Another technician, day or time for an appointment, typed instead of dragged; the server checks it as it checks a drag. */
export default function MoveForm({
  appointmentId,
  initial,
  technicians,
  onDone,
}: {
  appointmentId: number;
  initial: MoveValues;
  technicians: { id: number; name: string }[];
  onDone?: () => void;
}) {
  const { t } = useT();
  const form = useForm<MoveValues & { reason: string }>({ ...initial, reason: '' });
  const { data, setData, errors } = form;
  const submit = () =>
    form.put(route('appointments.update', { appointment: appointmentId }), {
      preserveScroll: true,
      onSuccess: () => onDone?.(),
    });
  const unchanged =
    data.technician_id === initial.technician_id &&
    data.date === initial.date &&
    data.start === initial.start &&
    data.end === initial.end;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      className="space-y-3"
      data-test="move-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="technician_id"
          id="move-employee"
          label={t('ui.technician')}
          error={errors.technician_id}
        >
          <Select
            name="technician_id"
            value={data.technician_id}
            onChange={(e) => setData('technician_id', Number(e.target.value))}
            data-test="move-employee"
          >
            {technicians.map((tech) => (
              <option key={tech.id} value={tech.id}>
                {tech.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="date" id="move-date" label={t('ui.date')} error={errors.date}>
          <TextInput
            name="date"
            type="date"
            value={data.date}
            onChange={(e) => setData('date', e.target.value)}
            data-test="move-date"
          />
        </Field>
        <Field name="start" id="move-start" label={t('appointments.start')} error={errors.start}>
          <TextInput
            name="start"
            type="time"
            step={300}
            value={data.start}
            onChange={(e) => setData('start', e.target.value)}
            data-test="move-start"
          />
        </Field>
        <Field name="end" id="move-end" label={t('appointments.end')} error={errors.end}>
          <TextInput
            name="end"
            type="time"
            step={300}
            value={data.end}
            onChange={(e) => setData('end', e.target.value)}
            data-test="move-end"
          />
        </Field>
      </div>
      <Button
        type="submit"
        variant="secondary"
        busy={form.processing}
        disabled={unchanged}
        data-test="move-save"
      >
        {t('ui.saveChanges')}
      </Button>
    </form>
  );
}
