import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import { getStation } from '../../../database/queries/stations';
import {
  countTerminals,
  createTerminal,
  detachRemovedTerminals,
  findTerminalNamed,
  findTerminalOnStation,
  MAX_TERMINALS,
  stationHasCardHistory,
  terminalForStation,
  updateTerminal,
  type TerminalRow,
  type TerminalValues,
} from '../../../database/queries/terminalDevices';
import type { TerminalEndpoint } from '../../services/terminals/driver';
import { FieldErrors } from '../errors';

export const TERMINAL_NAME_MAX = 60;
export const TERMINAL_HOST_MAX = 253;
export const DEFAULT_TERMINAL_PORT = 10009;
export const TERMINAL_TIMEOUT_MIN = 5;
export const TERMINAL_TIMEOUT_MAX = 300;
export const DEFAULT_TERMINAL_TIMEOUT = 120;

/** Where the driver reaches a terminal, and how long one call (the customer tapping, signing) may take. */
export function endpointOf(
  terminal: Pick<TerminalRow, 'host' | 'port' | 'mode' | 'timeoutSeconds'>,
): TerminalEndpoint {
  return {
    host: terminal.host,
    port: terminal.port,
    mode: terminal.mode,
    timeoutMs: terminal.timeoutSeconds * 1000,
  };
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
// RFC 1123 labels: letters, digits and inner hyphens, 1–63 characters each.
const LABEL = /^[a-z\d]([a-z\d-]{0,61}[a-z\d])?$/i;

/**
 * A terminal's address as the form takes it: an IPv4 address ("192.168.1.50") or a host name on
 * the LAN ("pax-front.local"). No scheme, port, path or spaces: the port is its own field, and the
 * driver picks http:// or a TCP socket by the mode. A dotted all-digit name must be a valid IPv4.
 */
export function isTerminalHost(host: string): boolean {
  if (host.length === 0 || host.length > TERMINAL_HOST_MAX) return false;
  if (/^[\d.]+$/.test(host)) return IPV4.test(host);
  return host.split('.').every((label) => LABEL.test(label));
}

export const nameTaken = 'Another terminal already has this name.';
export const stationTaken = (station: string, terminal: string) =>
  `${station} already has a terminal: ${terminal}.`;
export const NOT_A_STATION = 'Choose one of this salon\u2019s stations.';
export const TOO_MANY_TERMINALS = `A salon can have at most ${MAX_TERMINALS} terminals.`;

/**
 * The checks a terminal form needs the database for, every one at once: the name is the store's
 * only live terminal with it, the station is the store's, and no other live terminal serves it.
 */
export async function terminalProblems(
  db: Db,
  storeId: number,
  exceptId: number | null,
  values: Partial<TerminalValues>,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  if (values.name && (await findTerminalNamed(db, storeId, values.name, exceptId)))
    problems.name = nameTaken;
  if (values.stationId !== null && values.stationId !== undefined) {
    const station = await getStation(db, storeId, values.stationId);
    if (!station) problems.station_id = NOT_A_STATION;
    else {
      const other = await findTerminalOnStation(db, storeId, station.id, exceptId);
      if (other) problems.station_id = stationTaken(station.name, other.name);
    }
  }
  return problems;
}

/**
 * Creates (`before` null) or updates a terminal after its checks, in one transaction; the unique
 * indexes close the race two managers saving at once would open. Moving it to another address
 * forgets what the last test found. Returns its id.
 */
export async function saveTerminal(
  db: Db,
  storeId: number,
  before: TerminalRow | null,
  values: TerminalValues,
): Promise<number> {
  return db.transaction(async (tx) => {
    const problems = await terminalProblems(tx, storeId, before?.id ?? null, values);
    if (!before && !problems.name && (await countTerminals(tx, storeId)) >= MAX_TERMINALS)
      problems.name = TOO_MANY_TERMINALS;
    if (Object.keys(problems).length) throw new FieldErrors(problems);
    return onUniqueViolation(
      async () => {
        if (!before) return (await createTerminal(tx, storeId, values)).id;
        const moved =
          before.host !== values.host || before.port !== values.port || before.mode !== values.mode;
        await updateTerminal(tx, storeId, before.id, values, moved);
        return before.id;
      },
      {
        terminal_devices_store_id_name_unique: () => new FieldErrors({ name: nameTaken }),
        terminal_devices_store_id_station_id_unique: () =>
          new FieldErrors({ station_id: 'This station already has a terminal.' }),
      },
    );
  });
}

/**
 * Before a station is deleted: why it cannot be (a live terminal serves it, or card payments were
 * taken there), or null once removed terminals have let go of it. The database's foreign keys
 * would refuse the delete otherwise.
 */
export async function releaseStation(
  db: Db,
  storeId: number,
  station: { id: number; name: string },
): Promise<string | null> {
  const live = await terminalForStation(db, storeId, station.id);
  if (live)
    return `${station.name} is served by ${live.name}: remove that terminal or give it another station first.`;
  if (await stationHasCardHistory(db, storeId, station.id))
    return `${station.name} has card payments on record, so it is kept: rename it instead.`;
  await detachRemovedTerminals(db, storeId, station.id);
  return null;
}
