import { useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { PaxCreditSettings } from '@common/pages/Admin/Settings/types';

/** How card payments on the salon's PAX terminals take the tip and the signature, and when the day's batch must be closed. */
export default function PaxCreditTab({ settings, terminals }: { settings: PaxCreditSettings; terminals: number }) {
  const form = useForm<PaxCreditSettings>({ ...settings });
  const { data, errors, setData } = form;
  return (
    <div className="space-y-6" data-test="settings-pax">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-700">
        <span>{terminals === 0 ? 'No terminal is set up yet: the POS takes cards by hand.' : `${terminals} terminal${terminals === 1 ? '' : 's'} set up.`}</span>
        <ButtonLink href={route('terminal-devices.index')} variant="ghost" data-test="pax-terminals">Terminal Devices</ButtonLink>
      </p>
      <Form onSubmit={() => form.put(route('settings.pax.update'), { preserveScroll: true })} errors={errors} className="grid gap-5">
        <RadioGroup name="tip_mode" legend="Tips on cards" columns={2} value={data.tip_mode} onChange={(v) => setData('tip_mode', v)} error={errors.tip_mode} data-test="pax-tip_mode"
          options={[
            { value: 'device', label: 'Ask for the tip on the terminal', hint: 'The customer picks or types a tip before tapping; the tip is final.' },
            { value: 'adjust', label: 'Adjust the tip later, before closing the batch', hint: 'The card is charged for the ticket; the desk adds the tip from the signed slip.' },
          ]} />
        <Checkbox name="signature" data-test="pax-signature" label="Ask for a signature on the terminal" checked={data.signature} onChange={(e) => setData('signature', e.target.checked)} />
        <Field name="batch_cutoff" label="Batch cut-off" error={errors.batch_cutoff} help="Close the day's batch before this time; set it before your terminal's own auto-batch." className="max-w-xs">
          <TextInput type="time" name="batch_cutoff" data-test="pax-batch_cutoff" value={data.batch_cutoff} onChange={(e) => setData('batch_cutoff', e.target.value)} />
        </Field>
        <div>
          <Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="pax-save">Save PAX credit settings</Button>
        </div>
      </Form>
    </div>
  );
}
