import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cardTransactions, stations, terminalDevices } from '../schema';
import type { TerminalMode } from '../schema/terminals';
import { clock } from '../../common/clock';

/** What every reader of a terminal gets: its settings, its station's name and its last "Test connection". */
const terminalColumns = {
  id: terminalDevices.id,
  name: terminalDevices.name,
  host: terminalDevices.host,
  port: terminalDevices.port,
  mode: terminalDevices.mode,
  stationId: terminalDevices.stationId,
  stationName: stations.name,
  timeoutSeconds: terminalDevices.timeoutSeconds,
  serialNumber: terminalDevices.serialNumber,
  model: terminalDevices.model,
  lastCheckedAt: terminalDevices.lastCheckedAt,
  lastCheckOk: terminalDevices.lastCheckOk,
  lastCheckMessage: terminalDevices.lastCheckMessage,
};

export interface TerminalRow {
  id: number;
  name: string;
  host: string;
  port: number;
  mode: TerminalMode;
  stationId: number | null;
  stationName: string | null;
  timeoutSeconds: number;
  serialNumber: string | null;
  model: string | null;
  lastCheckedAt: Date | null;
  lastCheckOk: boolean | null;
  lastCheckMessage: string | null;
}

export interface TerminalValues {
  name: string;
  host: string;
  port: number;
  mode: TerminalMode;
  stationId: number | null;
  timeoutSeconds: number;
}

/** At most this many terminals per store: a salon has one per station. */
export const MAX_TERMINALS = 50;

const live = (storeId: number) =>
  and(eq(terminalDevices.storeId, storeId), isNull(terminalDevices.deletedAt));

function selectTerminals(db: Db, storeId: number) {
  return db
    .select(terminalColumns)
    .from(terminalDevices)
    .leftJoin(
      stations,
      and(eq(stations.storeId, storeId), eq(stations.id, terminalDevices.stationId)),
    );
}

/** The store's live terminals, by name. */
export async function listTerminals(db: Db, storeId: number): Promise<TerminalRow[]> {
  return selectTerminals(db, storeId)
    .where(live(storeId))
    .orderBy(asc(sql`lower(${terminalDevices.name})`), asc(terminalDevices.id))
    .limit(MAX_TERMINALS);
}

/** One of the store's live terminals (a route's loader: null is a 404; a removed one is gone). */
export async function findTerminal(
  db: Db,
  storeId: number,
  id: number,
): Promise<TerminalRow | null> {
  const [row] = await selectTerminals(db, storeId).where(
    and(live(storeId), eq(terminalDevices.id, id)),
  );
  return row ?? null;
}

/** The live terminal serving a station, or null (that station's POS then takes cards by hand). */
export async function terminalForStation(
  db: Db,
  storeId: number,
  stationId: number,
): Promise<TerminalRow | null> {
  const [row] = await selectTerminals(db, storeId).where(
    and(live(storeId), eq(terminalDevices.stationId, stationId)),
  );
  return row ?? null;
}

export async function countTerminals(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(terminalDevices)
    .where(live(storeId));
  return row.n;
}

/** Another live terminal of the store with this name (case-insensitive), for the form's message. */
export async function findTerminalNamed(
  db: Db,
  storeId: number,
  name: string,
  exceptId: number | null,
) {
  const [row] = await db
    .select({ id: terminalDevices.id, name: terminalDevices.name })
    .from(terminalDevices)
    .where(
      and(
        live(storeId),
        sql`lower(${terminalDevices.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(terminalDevices.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The live terminal (other than `exceptId`) already serving this station, for the form's message. */
export async function findTerminalOnStation(
  db: Db,
  storeId: number,
  stationId: number,
  exceptId: number | null,
) {
  const [row] = await db
    .select({ id: terminalDevices.id, name: terminalDevices.name })
    .from(terminalDevices)
    .where(
      and(
        live(storeId),
        eq(terminalDevices.stationId, stationId),
        exceptId === null ? undefined : ne(terminalDevices.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function createTerminal(db: Db, storeId: number, values: TerminalValues) {
  const [row] = await db
    .insert(terminalDevices)
    .values({ storeId, ...values })
    .returning({ id: terminalDevices.id });
  return row;
}

/** Changing where the terminal is forgets what the last test found there. */
export async function updateTerminal(
  db: Db,
  storeId: number,
  id: number,
  values: TerminalValues,
  addressChanged: boolean,
) {
  const forget = addressChanged
    ? {
        serialNumber: null,
        model: null,
        lastCheckedAt: null,
        lastCheckOk: null,
        lastCheckMessage: null,
      }
    : {};
  await db
    .update(terminalDevices)
    .set({ ...values, ...forget, updatedAt: clock.now() })
    .where(and(live(storeId), eq(terminalDevices.id, id)));
}

/** Soft delete: card transactions and batches keep naming it. */
export async function trashTerminal(db: Db, storeId: number, id: number) {
  const rows = await db
    .update(terminalDevices)
    .set({ deletedAt: clock.now(), updatedAt: clock.now() })
    .where(and(live(storeId), eq(terminalDevices.id, id)))
    .returning({ id: terminalDevices.id });
  return rows.length > 0;
}

export interface TerminalCheck {
  at: Date;
  ok: boolean;
  message: string;
  /** What A00 answered; kept from the last good test when this one failed. */
  serialNumber?: string;
  model?: string;
}

export async function recordTerminalCheck(
  db: Db,
  storeId: number,
  id: number,
  check: TerminalCheck,
) {
  const found = check.ok
    ? { serialNumber: check.serialNumber ?? null, model: check.model ?? null }
    : {};
  await db
    .update(terminalDevices)
    .set({
      lastCheckedAt: check.at,
      lastCheckOk: check.ok,
      lastCheckMessage: check.message,
      ...found,
    })
    .where(and(eq(terminalDevices.storeId, storeId), eq(terminalDevices.id, id)));
}

/** Whether a card payment was ever taken at this station (its history names the station). */
export async function stationHasCardHistory(
  db: Db,
  storeId: number,
  stationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: cardTransactions.id })
    .from(cardTransactions)
    .where(and(eq(cardTransactions.storeId, storeId), eq(cardTransactions.stationId, stationId)))
    .limit(1);
  return !!row;
}

/** Removed terminals let go of a station about to be deleted (their own history names the terminal, not the station). */
export async function detachRemovedTerminals(db: Db, storeId: number, stationId: number) {
  await db
    .update(terminalDevices)
    .set({ stationId: null })
    .where(
      and(
        eq(terminalDevices.storeId, storeId),
        eq(terminalDevices.stationId, stationId),
        isNotNull(terminalDevices.deletedAt),
      ),
    );
}
