/**
 * What the turn board's buttons do. Each action is one transaction that logs
 * a turn_events row (who, when, why) and tells the store's screens; the
 * counts themselves are never stored (turnRules.ts derives them).
 */
import type { Db } from '../../../database/client';
import {
  addTurnEvent,
  getLastTurnEvent,
  listWaitingCheckIns,
  loadTurnInput,
} from '../../../database/queries/turns';
import { storeToday } from '../../../common/storeTime';
import { notifyStore } from '../../realtime/storeEvents';
import { assignCheckIn } from '../checkins/checkIns';
import { DomainError } from '../errors';
import { computeTurnQueue, type TurnQueueEntry, type TurnStatus } from './turnRules';
import { clock } from '../../../common/clock';
import { say, type Said } from '../../../common/said';

export interface TurnActor {
  kind: 'user' | 'employee';
  id: number;
  name: string;
}

export interface BoardContext {
  store: { id: number; timezone: string };
  employee: { id: number; name: string };
  actor: TurnActor;
  now?: Date;
}

export type BoardAction =
  | { kind: 'status'; status: Exclude<TurnStatus, 'out'> }
  | { kind: 'skip'; reason: string }
  | { kind: 'adjust'; deltaHalves: number; reason: string };

/** The store day's turn queue, in order, with reasons (an empty board for an unknown store). */
export async function loadTurnBoard(
  db: Db,
  storeId: number,
  businessDate: string,
): Promise<TurnQueueEntry[]> {
  const input = await loadTurnInput(db, storeId, businessDate);
  return input ? computeTurnQueue(input) : [];
}

export const NOBODY_WAITING = say('validation.turns.noOneIsWaitingFor');

/** A second tap of the same button within this long is the same tap (a double submit). */
const REPEAT_MS = 10_000;

const by = (actor: TurnActor) => ({
  byUserId: actor.kind === 'user' ? actor.id : null,
  byEmployeeId: actor.kind === 'employee' ? actor.id : null,
  byName: actor.name,
});

/** Why the board refuses an action for her now, or null. */
export function boardRefusal(
  entry: TurnQueueEntry | undefined,
  name: string,
  action: BoardAction | { kind: 'assign' },
): Said | null {
  if (!entry || entry.status === 'out')
    return say('validation.turns.isNotClockedInToday', { name });
  if (action.kind === 'assign' && entry.status === 'break')
    return say('flash.turns.isOnABreak', { name });
  return null;
}

async function onBoard(
  tx: Db,
  ctx: BoardContext,
  date: string,
  action: BoardAction | { kind: 'assign' },
) {
  const queue = await loadTurnBoard(tx, ctx.store.id, date);
  const entry = queue.find((e) => e.technicianId === ctx.employee.id);
  const refusal = boardRefusal(entry, ctx.employee.name, action);
  if (refusal) throw new DomainError(refusal);
  return entry!;
}

/** Busy, available, break and back, skip, or an adjustment by hand. */
export async function changeTurns(db: Db, ctx: BoardContext, action: BoardAction): Promise<void> {
  const now = ctx.now ?? clock.now();
  const date = storeToday(ctx.store.timezone, now);
  await db.transaction(async (tx) => {
    const entry = await onBoard(tx, ctx, date, action);
    if (action.kind === 'status' && entry.status === action.status) return;
    const last = await getLastTurnEvent(tx, ctx.store.id, ctx.employee.id, date);
    const reason = action.kind === 'status' ? null : action.reason;
    const deltaHalves = action.kind === 'adjust' ? action.deltaHalves : 0;
    const status = action.kind === 'status' ? action.status : null;
    if (
      last &&
      last.kind === action.kind &&
      last.byName === ctx.actor.name &&
      last.reason === reason &&
      last.deltaHalves === deltaHalves &&
      last.status === status &&
      now.getTime() - last.createdAt.getTime() < REPEAT_MS
    )
      return;
    await addTurnEvent(tx, {
      storeId: ctx.store.id,
      technicianId: ctx.employee.id,
      businessDate: date,
      kind: action.kind,
      deltaHalves,
      status,
      reason,
      createdAt: now,
      ...by(ctx.actor),
    });
    await notifyStore(tx, ctx.store.id, 'TurnsChanged', {
      employeeId: ctx.employee.id,
      kind: action.kind,
    });
  });
}

/**
 * "Give the next walk-in": the oldest waiting check-in of the day that asked
 * for nobody or for her goes to her (a customer who asked for someone else
 * waits for that technician: given away, she would earn a walk-in turn). The
 * check-ins module logs the assign row and tells the desk and the board. A
 * second tap within seconds gives nobody else.
 */
export async function giveNextWalkIn(
  db: Db,
  ctx: BoardContext,
): Promise<{ checkInId: number; customerName: string } | null> {
  const now = ctx.now ?? clock.now();
  const date = storeToday(ctx.store.timezone, now);
  return db.transaction(async (tx) => {
    await onBoard(tx, ctx, date, { kind: 'assign' });
    const last = await getLastTurnEvent(tx, ctx.store.id, ctx.employee.id, date);
    if (
      last &&
      last.kind === 'assign' &&
      last.byName === ctx.actor.name &&
      now.getTime() - last.createdAt.getTime() < REPEAT_MS
    )
      return null;
    const [next] = await listWaitingCheckIns(tx, ctx.store.id, date, ctx.employee.id);
    if (!next) throw new DomainError(NOBODY_WAITING);
    await assignCheckIn(tx, {
      storeId: ctx.store.id,
      checkInId: next.id,
      technicianId: ctx.employee.id,
      actor: ctx.actor,
      now,
    });
    return { checkInId: next.id, customerName: next.customerName };
  });
}
