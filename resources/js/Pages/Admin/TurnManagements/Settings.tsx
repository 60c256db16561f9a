import { Head, useForm } from '@inertiajs/react';
import AmountInput from '@/Components/form/AmountInput';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import { Button, ButtonLink } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { TurnSettingsData } from '@common/pages/Admin/TurnManagements/Settings';

/** The "Turns" settings area: how the board orders technicians and what a paid service counts. */
export default function Settings({ settings }: PageProps<'Admin/TurnManagements/Settings'>) {
  const form = useForm<TurnSettingsData>(settings);
  const { data, errors, setData } = form;
  return (
    <>
      <Head title="Turn Settings" />
      <PageHeader
        title="Turn Settings"
        description="Turns are counted from paid tickets and logged adjustments; a change here reorders today's board at once."
        back={{ href: route('turn_managements.index'), label: 'Turn Management' }}
      />
      <Form onSubmit={() => form.put(route('turn_settings.update'))} errors={errors} data-test="turn-settings-form" className="max-w-3xl space-y-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
        <RadioGroup name="mode" legend="Mode" columns={2} value={data.mode} error={errors.mode} onChange={(v) => setData('mode', v)} options={[
          { value: 'auto', label: 'Automatic', hint: 'Paid tickets count turns; people can still adjust.' },
          { value: 'manual', label: 'Manual', hint: 'Only adjustments on the board count.' },
        ]} />
        <RadioGroup name="ordering" legend="Order of the line" columns={2} value={data.ordering} error={errors.ordering} onChange={(v) => setData('ordering', v)} options={[
          { value: 'fewest_turns', label: 'Fewest turns first', hint: 'Ties go to the earliest clock-in.' },
          { value: 'rotation', label: 'Rotation', hint: 'Whoever finishes goes to the back.' },
        ]} />
        <RadioGroup name="basis" legend="What a service counts" columns={2} value={data.basis} error={errors.basis} onChange={(v) => setData('basis', v)} options={[
          { value: 'service_weight', label: "The service's turn weight", hint: '0, ½, 1 or 1½, set on each service.' },
          { value: 'price', label: 'By price', hint: 'A full turn from the threshold up, half a turn below it.' },
        ]} />
        {data.basis === 'price' && (
          <Field name="small_service_threshold" label="Small service threshold" error={errors.small_service_threshold} help="Below this, a ticket is half a turn and the technician keeps her place.">
            <AmountInput name="small_service_threshold" data-test="small_service_threshold" value={data.small_service_threshold} onChange={(v) => setData('small_service_threshold', v)} />
          </Field>
        )}
        <div className="flex flex-col items-start gap-3">
          <Checkbox name="count_requested" data-test="count_requested" label="Requested services count as turns" checked={data.count_requested} onChange={(e) => setData('count_requested', e.target.checked)} />
          <Checkbox name="count_appointments" data-test="count_appointments" label="Appointment services count as turns" checked={data.count_appointments} onChange={(e) => setData('count_appointments', e.target.checked)} />
        </div>
        <RadioGroup name="break_return" legend="Back from a break" columns={2} value={data.break_return} error={errors.break_return} onChange={(v) => setData('break_return', v)} options={[
          { value: 'back', label: 'Back of the line' },
          { value: 'keep', label: 'Keeps her place' },
        ]} />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <ButtonLink href={route('turn_managements.index')} variant="secondary">Cancel</ButtonLink>
          <Button type="submit" data-test="turn-settings-save" busy={form.processing} busyLabel="Saving...">Save settings</Button>
        </div>
      </Form>
    </>
  );
}
