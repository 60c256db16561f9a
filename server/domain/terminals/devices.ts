import type { Said } from '../../../common/said';
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
import { isIP } from 'node:net';
import type { TerminalEndpoint } from '../../services/terminals/driver';
import { checkTerminalAddress } from '../../services/terminals/addresses';
import { FieldErrors } from '../errors';
import { say } from '../../../common/said';

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
// A last label of digits, or of hex after 0x: the resolver reads such a "name" as an IPv4 address (0x7f.1 is 127.0.0.1).
const NUMERIC_LABEL = /^(\d+|0x[\da-f]*)$/i;

/**
 * A terminal's address as the form takes it: an IPv4 address ("192.168.1.50"), an IPv6 one
 * without a zone ("fd00::50"), or a host name on the LAN ("pax-front.local"). No scheme, port, path
 * or spaces: the port is its own field, and the driver picks http:// or a TCP socket by the mode.
 * IPv4 is written only as four decimal numbers without leading zeros: the other spellings the
 * resolver accepts (2130706433, 0x7f.1, 127.1, 0177.0.0.1) are refused here. Which addresses are
 * allowed at all is terminalAddressProblem's.
 */
export function isTerminalHost(host: string): boolean {
  if (host.length === 0 || host.length > TERMINAL_HOST_MAX) return false;
  // Node takes a zone (fe80::1%eth0) as part of an IPv6 address; the form does not.
  if (host.includes(':')) return !host.includes('%') && isIP(host) === 6;
  if (/^[\d.]+$/.test(host)) return IPV4.test(host);
  const labels = host.split('.');
  return labels.every((label) => LABEL.test(label)) && !NUMERIC_LABEL.test(labels.at(-1)!);
}

export const ADDRESS_OUTSIDE = say('validation.terminals.thisAddressIsNotOn');
export const ADDRESS_IS_SERVER = say('validation.terminals.thisAddressIsTheServer');
export const nameLeadsOutside = (host: string, address: string) =>
  say('validation.terminals.leadsToWhichIsNot', { host, address });
export const nameLeadsToServer = (host: string, address: string) =>
  say('validation.terminals.leadsToTheServerItself', { host, address });

/**
 * Why a terminal may not have this address (services/terminals/addresses.ts says which it may), or
 * null. A name is resolved, and refused when any address it leads to is refused; a name that does
 * not resolve now is saved (the terminal may be off, or not on the network yet): the driver checks
 * it again before every connection.
 */
export async function terminalAddressProblem(host: string, port: number): Promise<string | null> {
  const check = await checkTerminalAddress(host, port, { timeoutMs: 3_000 });
  if (check.ok || check.why === 'unresolved') return null;
  const literal = isIP(host) !== 0;
  if (check.why === 'loopback')
    return literal ? ADDRESS_IS_SERVER : nameLeadsToServer(host, check.address);
  return literal ? ADDRESS_OUTSIDE : nameLeadsOutside(host, check.address);
}

export const nameTaken = say('validation.terminals.anotherTerminalAlreadyHasThis');
export const stationTaken = (station: string, terminal: string) =>
  say('validation.terminals.alreadyHasATerminal', { station, terminal });
export const NOT_A_STATION = say('validation.terminals.chooseOneOfThisSalon');
export const TOO_MANY_TERMINALS = say('validation.terminals.aSalonCanHaveAt', {
  max: MAX_TERMINALS,
});

/**
 * The checks a terminal form needs beyond its own fields, every one at once: the address is one a
 * terminal may have, the name is the store's only live terminal with it, the station is the
 * store's, and no other live terminal serves it.
 */
export async function terminalProblems(
  db: Db,
  storeId: number,
  exceptId: number | null,
  values: Partial<TerminalValues>,
): Promise<Record<string, string>> {
  const [address, stored] = await Promise.all([
    values.host && values.port ? terminalAddressProblem(values.host, values.port) : null,
    storedProblems(db, storeId, exceptId, values),
  ]);
  return address ? { host: address, ...stored } : stored;
}

/** The checks against what is stored: the name, the station and who else serves it. */
async function storedProblems(
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
 * Creates (`before` null) or updates a terminal after its checks (its address first), in one transaction; the unique
 * indexes close the race two managers saving at once would open. Moving it to another address
 * forgets what the last test found. Returns its id.
 */
export async function saveTerminal(
  db: Db,
  storeId: number,
  before: TerminalRow | null,
  values: TerminalValues,
): Promise<number> {
  // Resolved before the transaction: a name's lookup may take seconds, and holds no row meanwhile.
  const address = await terminalAddressProblem(values.host, values.port);
  return db.transaction(async (tx) => {
    const problems = await storedProblems(tx, storeId, before?.id ?? null, values);
    if (address) problems.host = address;
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
          new FieldErrors({ station_id: say('validation.terminals.thisStationAlreadyHasA') }),
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
): Promise<Said | null> {
  const live = await terminalForStation(db, storeId, station.id);
  if (live)
    return say('validation.terminals.isServedByRemoveThat', {
      station: station.name,
      terminal: live.name,
    });
  if (await stationHasCardHistory(db, storeId, station.id))
    return say('validation.terminals.hasCardPaymentsOnRecord', { station: station.name });
  await detachRemovedTerminals(db, storeId, station.id);
  return null;
}
