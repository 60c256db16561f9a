import { Head, Link, router } from '@inertiajs/react';
import { useState } from 'react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink, textLinkClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { TerminalDeviceRow } from '@common/pages/Admin/TerminalDevices/Index';

const columns: Column<TerminalDeviceRow>[] = [
  {
    key: 'name', header: 'Terminal', primary: true,
    render: (t) => <><span className="font-semibold text-gray-900">{t.name}</span>{t.model && <span className="block text-sm text-gray-600" data-test="terminal-device">{t.model} · serial {t.serial_number}</span>}</>,
  },
  // The mode on its own line: a long host name may break anywhere, "HTTP" never.
  { key: 'address', header: 'Address', render: (t) => <><span className="break-all tabular-nums">{t.host}:{t.port}</span><span className="block text-sm text-gray-600">{t.mode.toUpperCase()}</span></> },
  { key: 'station', header: 'Station', render: (t) => t.station_name ?? <span className="text-gray-600">None</span> },
  {
    key: 'last_check', header: 'Last test',
    render: (t) => t.last_check ? (
      <span data-test="terminal-last-check">
        <Badge tone={t.last_check.ok ? 'primary' : 'danger'}>{t.last_check.ok ? 'OK' : 'Failed'}</Badge>
        <span className="ml-2 text-sm text-gray-700">{t.last_check.at}</span>
        {!t.last_check.ok && <span className="block text-sm text-danger-700">{t.last_check.message}</span>}
      </span>
    ) : <span className="text-gray-600" data-test="terminal-last-check">Not tested</span>,
  },
];

/** terminal-devices.index: the salon's PAX terminals, the station each serves, and whether the last test reached it. */
export default function Index({ terminals, pax_summary, stations_without_terminal }: PageProps<'Admin/TerminalDevices/Index'>) {
  const confirm = useConfirm();
  const [testing, setTesting] = useState<number | null>(null);
  const test = (t: TerminalDeviceRow) =>
    router.post(route('terminal-devices.test', { terminal: t.id }), {}, { preserveScroll: true, onStart: () => setTesting(t.id), onFinish: () => setTesting(null) });
  const remove = async (t: TerminalDeviceRow) => {
    const message = `${t.station_name ? `${t.station_name} will take cards by hand until another terminal serves it. ` : ''}Its past card payments and batches are kept.`;
    if (await confirm({ title: `Remove ${t.name}?`, message, actionLabel: 'Remove' })) router.delete(route('terminal-devices.destroy', { terminal: t.id }), { preserveScroll: true });
  };
  const add = <ButtonLink href={route('terminal-devices.create')} data-test="terminal-create">Add terminal</ButtonLink>;
  return (
    <>
      <Head title="Terminal Devices" />
      <PageHeader title="Terminal Devices" description="PAX card terminals on the salon’s network: the POS sends a station’s card payments to its terminal." actions={add} />
      <div className="mb-4 flex flex-wrap items-center gap-x-3 rounded-xl bg-white px-4 py-2 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200" data-test="terminal-pax-summary">
        <span className="py-2">{pax_summary}</span>
        <Link href={route('settings.index', { tab: 'pax' })} className={textLinkClass} data-test="terminal-pax-settings">Settings → PAX credit</Link>
      </div>
      {terminals.length > 0 && stations_without_terminal.length > 0 && (
        <p className="mb-4 text-sm text-gray-700" data-test="terminal-unserved">Without a terminal (cards typed by hand): {stations_without_terminal.join(', ')}.</p>
      )}
      <DataTable
        data-test="terminals"
        label="Terminal devices"
        rowTest="terminal"
        columns={columns}
        rows={terminals}
        rowKey={(t) => t.id}
        actions={(t) => (
          <>
            <Button variant="secondary" data-test="terminal-test" busy={testing === t.id} busyLabel="Testing..." disabled={testing !== null && testing !== t.id} onClick={() => test(t)} aria-label={`Test connection to ${t.name}`}>Test connection</Button>
            <ButtonLink href={route('terminal-devices.edit', { terminal: t.id })} variant="secondary" data-test="terminal-edit" aria-label={`Edit ${t.name}`}>Edit</ButtonLink>
            <Button variant="secondary" destructive data-test="terminal-remove" onClick={() => remove(t)} aria-label={`Remove ${t.name}`}>Remove</Button>
          </>
        )}
        empty={
          <EmptyState
            message="No card terminals yet."
            hint="Add each PAX terminal with the IP address it shows under Menu → Communication, choose the station it serves, then test the connection. Until then the POS takes cards by hand."
            action={add}
          />
        }
      />
    </>
  );
}
