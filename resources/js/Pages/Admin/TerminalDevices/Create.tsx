import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import TerminalForm, { type TerminalFormData } from './Partials/TerminalForm';

export default function Create(props: PageProps<'Admin/TerminalDevices/Create'>) {
  // A new terminal goes to the first station that has none.
  const free = props.stations.find((s) => !s.terminal);
  const form = useForm<TerminalFormData>({
    name: '', host: '', port: String(props.defaults.port), mode: 'http', station_id: free ? String(free.id) : '', timeout_seconds: String(props.defaults.timeout_seconds),
  });
  return (
    <>
      <Head title="New Terminal" />
      <PageHeader title="New Terminal" description="A PAX card terminal on the salon’s network." back={{ href: route('terminal-devices.index'), label: 'Terminal Devices' }} />
      <TerminalForm {...props} form={form} submitLabel="Add terminal" onSubmit={() => form.post(route('terminal-devices.store'))} />
    </>
  );
}
