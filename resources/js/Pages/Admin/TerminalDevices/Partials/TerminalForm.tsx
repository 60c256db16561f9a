import type { InertiaFormProps } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import RadioGroup from '@/Components/form/RadioGroup';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
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
  const { t } = useT();
  const { data, errors, setData } = form;
  return (
    <Form
      onSubmit={onSubmit}
      errors={errors}
      data-test="terminal-form"
      className="max-w-3xl space-y-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <Field
        name="name"
        label={t('ui.name')}
        error={errors.name}
        help={t('terminaldevices.nameHelp')}
      >
        <TextInput
          name="name"
          data-test="name"
          maxLength={limits.name_max}
          value={data.name}
          onChange={(e) => setData('name', e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          name="host"
          label={t('terminaldevices.ip')}
          error={errors.host}
          help={t('terminaldevices.ipHelp')}
          className="sm:col-span-2"
        >
          <TextInput
            name="host"
            data-test="host"
            inputMode="url"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={limits.host_max}
            placeholder="192.168.1.50"
            value={data.host}
            onChange={(e) => setData('host', e.target.value)}
          />
        </Field>
        <Field
          name="port"
          label={t('terminaldevices.port')}
          error={errors.port}
          help={t('terminaldevices.portHelp')}
        >
          <TextInput
            name="port"
            data-test="port"
            inputMode="numeric"
            maxLength={5}
            value={data.port}
            onChange={(e) => setData('port', digits(e.target.value))}
          />
        </Field>
      </div>
      <RadioGroup
        name="mode"
        legend={t('terminaldevices.connection')}
        columns={2}
        value={data.mode}
        error={errors.mode}
        onChange={(v) => setData('mode', v)}
        options={[
          { value: 'http', label: 'HTTP', hint: t('terminaldevices.httpHint') },
          { value: 'tcp', label: 'TCP', hint: t('terminaldevices.tcpHint') },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="station_id"
          label={t('terminaldevices.station')}
          error={errors.station_id}
          help={t('terminaldevices.stationHelp')}
        >
          <Select
            name="station_id"
            data-test="station_id"
            value={data.station_id}
            onChange={(e) => setData('station_id', e.target.value)}
          >
            <option value="">{t('terminaldevices.noStation')}</option>
            {stations.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.terminal
                  ? t('terminaldevices.stationHas', { name: s.name, terminal: s.terminal })
                  : s.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          name="timeout_seconds"
          label={t('terminaldevices.timeout')}
          error={errors.timeout_seconds}
          help={t('terminaldevices.timeoutHelp', {
            min: limits.timeout_min,
            max: limits.timeout_max,
          })}
        >
          <TextInput
            name="timeout_seconds"
            data-test="timeout_seconds"
            inputMode="numeric"
            maxLength={3}
            value={data.timeout_seconds}
            onChange={(e) => setData('timeout_seconds', digits(e.target.value))}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ButtonLink href={route('terminal-devices.index')} variant="secondary">
          {t('ui.cancel')}
        </ButtonLink>
        <Button
          type="submit"
          data-test="terminal-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
