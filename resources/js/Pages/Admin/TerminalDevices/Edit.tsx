import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import TerminalForm, { type TerminalFormData } from './Partials/TerminalForm';

export default function Edit({ terminal, ...props }: PageProps<'Admin/TerminalDevices/Edit'>) {
  const { t } = useT();
  const form = useForm<TerminalFormData>({
    name: terminal.name,
    host: terminal.host,
    port: String(terminal.port),
    mode: terminal.mode,
    station_id: terminal.station_id === null ? '' : String(terminal.station_id),
    timeout_seconds: String(terminal.timeout_seconds),
  });
  const found =
    terminal.model && terminal.serial_number
      ? t('terminaldevices.found', { model: terminal.model, serial: terminal.serial_number })
      : t('terminaldevices.notTestedHere');
  return (
    <>
      <Head title={t('terminaldevices.editTitle', { name: terminal.name })} />
      <PageHeader
        title={terminal.name}
        description={found}
        back={{ href: route('terminal-devices.index'), label: t('terminaldevices.title') }}
      />
      <TerminalForm
        {...props}
        form={form}
        submitLabel={t('terminaldevices.save')}
        onSubmit={() => form.put(route('terminal-devices.update', { terminal: terminal.id }))}
      />
    </>
  );
}
