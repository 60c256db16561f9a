import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import TerminalForm, { type TerminalFormData } from './Partials/TerminalForm';

export default function Edit({ terminal, ...props }: PageProps<'Admin/TerminalDevices/Edit'>) {
  const form = useForm<TerminalFormData>({
    name: terminal.name, host: terminal.host, port: String(terminal.port), mode: terminal.mode,
    station_id: terminal.station_id === null ? '' : String(terminal.station_id), timeout_seconds: String(terminal.timeout_seconds),
  });
  const found = terminal.model && terminal.serial_number ? `${terminal.model}, serial ${terminal.serial_number}` : 'Not tested at this address yet';
  return (
    <>
      <Head title={`Terminal ${terminal.name}`} />
      <PageHeader title={terminal.name} description={found} back={{ href: route('terminal-devices.index'), label: 'Terminal Devices' }} />
      <TerminalForm {...props} form={form} submitLabel="Save terminal" onSubmit={() => form.put(route('terminal-devices.update', { terminal: terminal.id }))} />
    </>
  );
}
