import type { InertiaFormProps } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { TerminalFormProps } from '@common/pages/Admin/TerminalDevices/Create';

/** One form for a new terminal and a change to one; numbers travel as typed digits, the station as its id or ''. */
export interface TerminalFormData {
  name: string;
  host: string;
  port: string;
  mode: 'http' | 'tcp';
  station_id: string;
  timeout_seconds: string;
}

interface Props extends TerminalFormProps {
  form: InertiaFormProps<TerminalFormData>;
  onSubmit: () => void;
  submitLabel: string;
}

const digits = (v: string) => v.replace(/\D/g, '');

export default function TerminalForm({ form, onSubmit, submitLabel, stations, limits }: Props) {
  const { data, errors, setData } = form;
  return (
    <Form onSubmit={onSubmit} errors={errors} data-test="terminal-form" className="max-w-3xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <Field name="name" label="Name" error={errors.name} help="What the POS and the batch report call it, like “Front Desk PAX”.">
        <TextInput name="name" data-test="name" maxLength={limits.name_max} value={data.name} onChange={(e) => setData('name', e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="host" label="IP address" error={errors.host} help="On the terminal: Menu → Communication → LAN (like 192.168.1.50)." className="sm:col-span-2">
          <TextInput name="host" data-test="host" inputMode="url" autoCapitalize="off" autoCorrect="off" spellCheck={false} maxLength={limits.host_max} placeholder="192.168.1.50" value={data.host} onChange={(e) => setData('host', e.target.value)} />
        </Field>
        <Field name="port" label="Port" error={errors.port} help="PAX uses 10009.">
          <TextInput name="port" data-test="port" inputMode="numeric" maxLength={5} value={data.port} onChange={(e) => setData('port', digits(e.target.value))} />
        </Field>
      </div>
      <RadioGroup name="mode" legend="Connection" columns={2} value={data.mode} error={errors.mode} onChange={(v) => setData('mode', v)}
        options={[
          { value: 'http', label: 'HTTP', hint: 'The terminal’s “HTTP GET” mode: the usual choice.' },
          { value: 'tcp', label: 'TCP', hint: 'Plain TCP/IP; a sale can be cancelled from the POS.' },
        ]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="station_id" label="Station" error={errors.station_id} help="The POS on this station sends its card payments here.">
          <Select name="station_id" data-test="station_id" value={data.station_id} onChange={(e) => setData('station_id', e.target.value)}>
            <option value="">No station yet</option>
            {stations.map((s) => (
              <option key={s.id} value={String(s.id)}>{s.name}{s.terminal ? ` (has ${s.terminal})` : ''}</option>
            ))}
          </Select>
        </Field>
        <Field name="timeout_seconds" label="Timeout (seconds)" error={errors.timeout_seconds} help={`How long a sale may wait for the card and signature (${limits.timeout_min}–${limits.timeout_max}).`}>
          <TextInput name="timeout_seconds" data-test="timeout_seconds" inputMode="numeric" maxLength={3} value={data.timeout_seconds} onChange={(e) => setData('timeout_seconds', digits(e.target.value))} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={route('terminal-devices.index')} variant="secondary">Cancel</ButtonLink>
        <Button type="submit" data-test="terminal-save" busy={form.processing} busyLabel="Saving...">{submitLabel}</Button>
      </div>
    </Form>
  );
}
