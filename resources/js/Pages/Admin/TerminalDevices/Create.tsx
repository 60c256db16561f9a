import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import TerminalForm, { type TerminalFormData } from './Partials/TerminalForm';

export default function Create(props: PageProps<'Admin/TerminalDevices/Create'>) {
  const { t } = useT();
  // A new terminal goes to the first station that has none.
  const free = props.stations.find((s) => !s.terminal);
  const form = useForm<TerminalFormData>({
    name: '',
    host: '',
    port: String(props.defaults.port),
    mode: 'http',
    station_id: free ? String(free.id) : '',
    timeout_seconds: String(props.defaults.timeout_seconds),
  });
  return (
    <>
      <Head title={t('terminaldevices.new')} />
      <PageHeader
        title={t('terminaldevices.new')}
        description={t('terminaldevices.newDescription')}
        back={{ href: route('terminal-devices.index'), label: t('terminaldevices.title') }}
      />
      <TerminalForm
        {...props}
        form={form}
        submitLabel={t('terminaldevices.add')}
        onSubmit={() => form.post(route('terminal-devices.store'))}
      />
    </>
  );
}
