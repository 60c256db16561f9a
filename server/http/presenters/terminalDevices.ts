import type { TerminalRow } from '../../../database/queries/terminalDevices';
import { formatStoreDateTime } from '../../../common/storeTime';
import { formatTimeOfDay, parseTimeOfDay } from '../../../common/time';
import type { TerminalDeviceRow } from '../../../common/pages/Admin/TerminalDevices/Index';
import type { PaxSettings } from '../../domain/terminals/paxSettings';

export const MODE_LABELS = { http: 'HTTP', tcp: 'TCP' } as const;

/** A terminal as its list and its form show it, times in the store's zone. */
export function terminalRow(tz: string) {
  return (t: TerminalRow): TerminalDeviceRow => ({
    id: t.id,
    name: t.name,
    host: t.host,
    port: t.port,
    mode: t.mode,
    address: `${t.host}:${t.port} · ${MODE_LABELS[t.mode]}`,
    station_id: t.stationId,
    station_name: t.stationName,
    timeout_seconds: t.timeoutSeconds,
    serial_number: t.serialNumber,
    model: t.model,
    last_check: t.lastCheckedAt
      ? {
          at: formatStoreDateTime(t.lastCheckedAt, tz),
          ok: !!t.lastCheckOk,
          message: t.lastCheckMessage ?? '',
        }
      : null,
  });
}

/** Settings → PAX Credit in one line, for the Terminal Devices page. */
export function paxSummary(s: PaxSettings): string {
  const minutes = parseTimeOfDay(s.batchCutoff);
  return [
    s.tipMode === 'device' ? 'Tip asked on the terminal' : 'Tip adjusted later',
    s.signature ? 'signature on the terminal' : 'no signature',
    `batch closed before ${minutes === null ? s.batchCutoff : formatTimeOfDay(minutes)}`,
  ].join(' · ');
}
