import { Head, Link, router } from '@inertiajs/react';
import { useState } from 'react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink, textLinkClass } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { formatMinuteOfDay, useStoreFormat } from '@/lib/localeFormat';
import type { Locale, Translate } from '@common/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { PaxSummary, TerminalDeviceRow } from '@common/pages/Admin/TerminalDevices/Index';

/** Settings → PAX Credit in one line: "Tip adjusted later · no signature · batch closed before 9:00 PM". */
function paxLine(t: Translate, locale: Locale, pax: PaxSummary): string {
  return [
    t(
      pax.tip_mode === 'device' ? 'terminaldevices.pax.tipDevice' : 'terminaldevices.pax.tipAdjust',
    ),
    t(pax.signature ? 'terminaldevices.pax.signature' : 'terminaldevices.pax.noSignature'),
    t('terminaldevices.pax.cutoff', { time: formatMinuteOfDay(locale, pax.cutoff_minute) }),
  ].join(' · ');
}

const columns = (
  t: Translate,
  format: ReturnType<typeof useStoreFormat>,
): Column<TerminalDeviceRow>[] => [
  {
    key: 'name',
    header: t('terminaldevices.terminal'),
    primary: true,
    render: (row) => (
      <>
        <span className="font-semibold text-gray-900">{row.name}</span>
        {row.model && (
          <span className="block text-sm text-gray-600" data-test="terminal-device">
            {t('terminaldevices.modelSerial', { model: row.model, serial: row.serial_number })}
          </span>
        )}
      </>
    ),
  },
  // The mode on its own line: a long host name may break anywhere, "HTTP" never.
  {
    key: 'address',
    header: t('terminaldevices.address'),
    render: (row) => (
      <>
        <span className="break-all tabular-nums">
          {row.host}:{row.port}
        </span>
        <span className="block text-sm text-gray-600">{row.mode.toUpperCase()}</span>
      </>
    ),
  },
  {
    key: 'station',
    header: t('terminaldevices.station'),
    render: (row) => row.station_name ?? <span className="text-gray-600">{t('ui.none')}</span>,
  },
  {
    key: 'last_check',
    header: t('terminaldevices.lastTest'),
    render: (row) =>
      row.last_check ? (
        <span data-test="terminal-last-check">
          <Badge tone={row.last_check.ok ? 'primary' : 'danger'}>
            {row.last_check.ok ? t('common.ok') : t('terminaldevices.failed')}
          </Badge>
          <span className="ml-2 text-sm text-gray-700">{format.dateTime(row.last_check.at)}</span>
          {!row.last_check.ok && (
            <span className="block text-sm text-danger-700">{row.last_check.message}</span>
          )}
        </span>
      ) : (
        <span className="text-gray-600" data-test="terminal-last-check">
          {t('terminaldevices.notTested')}
        </span>
      ),
  },
];

/** terminal-devices.index: the salon's PAX terminals, the station each serves, and whether the last test reached it. */
export default function Index({
  terminals,
  pax,
  stations_without_terminal,
}: PageProps<'Admin/TerminalDevices/Index'>) {
  const { t, locale } = useT();
  const format = useStoreFormat();
  const confirm = useConfirm();
  const [testing, setTesting] = useState<number | null>(null);
  const test = (row: TerminalDeviceRow) =>
    router.post(
      route('terminal-devices.test', { terminal: row.id }),
      {},
      { preserveScroll: true, onStart: () => setTesting(row.id), onFinish: () => setTesting(null) },
    );
  const remove = async (row: TerminalDeviceRow) => {
    const message = row.station_name
      ? t('terminaldevices.removeMessageStation', { station: row.station_name })
      : t('terminaldevices.removeMessage');
    if (
      await confirm({
        title: t('terminaldevices.removeTitle', { name: row.name }),
        message,
        actionLabel: t('ui.remove'),
      })
    )
      router.delete(route('terminal-devices.destroy', { terminal: row.id }), {
        preserveScroll: true,
      });
  };
  const add = (
    <ButtonLink href={route('terminal-devices.create')} data-test="terminal-create">
      {t('terminaldevices.add')}
    </ButtonLink>
  );
  return (
    <>
      <Head title={t('terminaldevices.title')} />
      <PageHeader
        title={t('terminaldevices.title')}
        description={t('terminaldevices.description')}
        actions={add}
      />
      <div
        className="mb-4 flex flex-wrap items-center gap-x-3 rounded-xl bg-white px-4 py-2 text-sm text-gray-700 shadow-sm ring-1 ring-gray-200"
        data-test="terminal-pax-summary"
      >
        <span className="py-2">{paxLine(t, locale, pax)}</span>
        <Link
          href={route('settings.index', { tab: 'pax' })}
          className={textLinkClass}
          data-test="terminal-pax-settings"
        >
          {t('terminaldevices.paxSettings')}
        </Link>
      </div>
      {terminals.length > 0 && stations_without_terminal.length > 0 && (
        <p className="mb-4 text-sm text-gray-700" data-test="terminal-unserved">
          {t('terminaldevices.unserved', { stations: stations_without_terminal.join(', ') })}
        </p>
      )}
      <DataTable
        data-test="terminals"
        label={t('terminaldevices.tableLabel')}
        rowTest="terminal"
        columns={columns(t, format)}
        rows={terminals}
        rowKey={(t) => t.id}
        actions={(row) => (
          <>
            <Button
              variant="secondary"
              data-test="terminal-test"
              busy={testing === row.id}
              busyLabel={t('terminaldevices.testing')}
              disabled={testing !== null && testing !== row.id}
              onClick={() => test(row)}
              aria-label={t('terminaldevices.testName', { name: row.name })}
            >
              {t('terminaldevices.test')}
            </Button>
            <ButtonLink
              href={route('terminal-devices.edit', { terminal: row.id })}
              variant="secondary"
              data-test="terminal-edit"
              aria-label={t('terminaldevices.editName', { name: row.name })}
            >
              {t('ui.edit')}
            </ButtonLink>
            <Button
              variant="secondary"
              destructive
              data-test="terminal-remove"
              onClick={() => remove(row)}
              aria-label={t('terminaldevices.removeName', { name: row.name })}
            >
              {t('ui.remove')}
            </Button>
          </>
        )}
        empty={
          <EmptyState
            message={t('terminaldevices.empty')}
            hint={t('terminaldevices.emptyHint')}
            action={add}
          />
        }
      />
    </>
  );
}
