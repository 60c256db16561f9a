import type { listStations } from '../../../database/queries/stations';
import type { TerminalRow } from '../../../database/queries/terminalDevices';
import {
  DEFAULT_TERMINAL_PORT,
  DEFAULT_TERMINAL_TIMEOUT,
  TERMINAL_HOST_MAX,
  TERMINAL_NAME_MAX,
  TERMINAL_TIMEOUT_MAX,
  TERMINAL_TIMEOUT_MIN,
} from '../../domain/terminals/devices';
import { formatTimeOfDay, parseTimeOfDay } from '../../../common/time';
import type { TerminalDeviceRow } from '../../../common/pages/Admin/TerminalDevices/Index';
import type { PaxSettings } from '../../domain/terminals/paxSettings';

export const MODE_LABELS = { http: 'HTTP', tcp: 'TCP' } as const;

/** A terminal as its list and its form show it; its last check as an ISO instant, which the page shows in the store's zone. */
export function terminalRow(t: TerminalRow): TerminalDeviceRow {
  return {
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
          at: t.lastCheckedAt.toISOString(),
          ok: !!t.lastCheckOk,
          message: t.lastCheckMessage ?? '',
        }
      : null,
  };
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

type Stations = Awaited<ReturnType<typeof listStations>>;

/** terminal-devices.index: the store's terminals with their last test, the PAX settings in words, and the stations still without one. */
export function terminalDevicesPage(
  terminals: TerminalRow[],
  stations: Stations,
  pax: PaxSettings,
) {
  const served = new Set(terminals.map((t) => t.stationId));
  return {
    terminals: terminals.map(terminalRow),
    pax_summary: paxSummary(pax),
    stations_without_terminal: stations.filter((s) => !served.has(s.id)).map((s) => s.name),
  };
}

/** What the create and edit forms offer: each station with the terminal it has already (other than `exceptId`), the defaults and the limits. */
export const terminalFormChoices = (
  stations: Stations,
  terminals: TerminalRow[],
  exceptId: number | null,
) => ({
  stations: stations.map((s) => ({
    id: s.id,
    name: s.name,
    terminal: terminals.find((t) => t.stationId === s.id && t.id !== exceptId)?.name ?? null,
  })),
  defaults: { port: DEFAULT_TERMINAL_PORT, timeout_seconds: DEFAULT_TERMINAL_TIMEOUT },
  limits: {
    name_max: TERMINAL_NAME_MAX,
    host_max: TERMINAL_HOST_MAX,
    timeout_min: TERMINAL_TIMEOUT_MIN,
    timeout_max: TERMINAL_TIMEOUT_MAX,
  },
});
