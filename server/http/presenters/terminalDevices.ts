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
import { parseTimeOfDay } from '../../../common/time';
import type {
  PaxSummary,
  TerminalDeviceRow,
} from '../../../common/pages/Admin/TerminalDevices/Index';
import { DEFAULT_PAX_SETTINGS, type PaxSettings } from '../../domain/terminals/paxSettings';

/** A terminal as its list and its form show it (host, port and mode apart: the page writes the address); its last check as an ISO instant, which the page shows in the store's zone. */
export function terminalRow(t: TerminalRow): TerminalDeviceRow {
  return {
    id: t.id,
    name: t.name,
    host: t.host,
    port: t.port,
    mode: t.mode,
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

/** Settings → PAX Credit as values, for the Terminal Devices page to say in one line. */
export const paxSummary = (s: PaxSettings): PaxSummary => ({
  tip_mode: s.tipMode,
  signature: s.signature,
  // A cut-off that does not read is the default, as Close Batches reads it (cutoffView).
  cutoff_minute: parseTimeOfDay(s.batchCutoff) ?? parseTimeOfDay(DEFAULT_PAX_SETTINGS.batchCutoff)!,
});

type Stations = Awaited<ReturnType<typeof listStations>>;

/** terminal-devices.index: the store's terminals with their last test, the PAX settings, and the stations still without one. */
export function terminalDevicesPage(
  terminals: TerminalRow[],
  stations: Stations,
  pax: PaxSettings,
) {
  const served = new Set(terminals.map((t) => t.stationId));
  return {
    terminals: terminals.map(terminalRow),
    pax: paxSummary(pax),
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
