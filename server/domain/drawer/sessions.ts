import type { Db } from '../../../database/client';
import { onUniqueViolation } from '../../../database/errors';
import { getEmployee } from '../../../database/queries/employees';
import {
  findCountedDrawerSessionAt,
  findDrawerMovementByKey,
  findDrawerSessionByKey,
  getDrawerSession,
  getDrawerThreshold,
  insertDrawerMovement,
  insertDrawerSession,
  sumCashInWindow,
  sumDrawerMovements,
  updateDrawerSession,
  type DrawerSessionRow,
} from '../../../database/queries/drawer';
import type { DrawerMovementKind } from '../../../database/schema';
import { formatCurrency } from '../../../common/money';
import { storeToday } from '../../../common/storeTime';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import {
  expectedCash,
  movementTotals,
  needsApproval,
  varianceOf,
  type MovementTotals,
} from './cash';
import { clock } from '../../../common/clock';
import { say, type Said } from '../../../common/said';

/**
 * The drawer's operations, one transaction each, each safe to submit twice:
 * opening and movements carry the form's key (a repeat finds the first
 * record), a count repeated with the same amount answers as the first did,
 * and an approval of a session already approved is the same answer.
 */

export interface DrawerStore {
  id: number;
  timezone: string;
}

const byActor = (actor: Actor) => ({
  userId: actor.kind === 'user' ? actor.id : null,
  employeeId: actor.kind === 'employee' ? actor.id : null,
  name: actor.name,
});

const ALREADY_OPEN = say('validation.drawer.theDrawerIsAlreadyOpen');

/** Opens the store's drawer with its float. */
export async function openDrawer(
  db: Db,
  store: DrawerStore,
  actor: Actor,
  input: { floatCents: number; idempotencyKey: string },
  now = clock.now(),
) {
  const earlier = await findDrawerSessionByKey(db, store.id, input.idempotencyKey);
  if (earlier) return { sessionId: earlier.id, replayed: true };
  const by = byActor(actor);
  try {
    const sessionId = await onUniqueViolation(
      () =>
        insertDrawerSession(db, store.id, {
          businessDate: storeToday(store.timezone, now),
          openedAt: now,
          floatCents: input.floatCents,
          idempotencyKey: input.idempotencyKey,
          openedByUserId: by.userId,
          openedByEmployeeId: by.employeeId,
          openedByName: by.name,
        }),
      { drawer_sessions_store_id_open_unique: () => new DomainError(ALREADY_OPEN, 'float') },
    );
    return { sessionId, replayed: false };
  } catch (err) {
    // The same submit, twice at once: the one that committed is the answer.
    const winner = await findDrawerSessionByKey(db, store.id, input.idempotencyKey);
    if (winner) return { sessionId: winner.id, replayed: true };
    throw err;
  }
}

export interface MovementInput {
  kind: DrawerMovementKind;
  amountCents: number;
  reason: string;
  /** The technician, for a tip payout only. */
  employeeId: number | null;
  idempotencyKey: string;
}

/** The session must still take movements: open, and not counted yet. */
function assertTakesMovements(session: DrawerSessionRow) {
  if (session.status !== 'open')
    throw new DomainError(say('validation.drawer.thisDrawerIsClosedOpen'), 'amount');
  if (session.countedCents !== null)
    throw new DomainError(say('validation.drawer.thisDrawerHasBeenCounted'), 'amount');
}

/** Records a pay-in, pay-out, tip payout or drop on the open session. */
export async function recordMovement(
  db: Db,
  store: DrawerStore,
  actor: Actor,
  sessionId: number,
  input: MovementInput,
  now = clock.now(),
) {
  const earlier = await findDrawerMovementByKey(db, store.id, input.idempotencyKey);
  if (earlier) return { movementId: earlier.id, replayed: true };
  try {
    return await db.transaction(async (tx) => {
      const session = await getDrawerSession(tx, store.id, sessionId, true);
      if (!session) return null;
      assertTakesMovements(session);
      let employeeId: number | null = null;
      if (input.kind === 'tip_payout') {
        const employee =
          input.employeeId === null ? null : await getEmployee(tx, store.id, input.employeeId);
        if (!employee)
          throw new DomainError(say('validation.drawer.chooseTheTechnicianTheTip'), 'employee_id');
        employeeId = employee.id;
      }
      const by = byActor(actor);
      const movementId = await insertDrawerMovement(tx, store.id, {
        sessionId,
        kind: input.kind,
        amountCents: input.amountCents,
        reason: input.reason.trim(),
        employeeId,
        byUserId: by.userId,
        byEmployeeId: by.employeeId,
        byName: by.name,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
      });
      return { movementId, replayed: false };
    });
  } catch (err) {
    const winner = await findDrawerMovementByKey(db, store.id, input.idempotencyKey);
    if (winner) return { movementId: winner.id, replayed: true };
    throw err;
  }
}

export interface DrawerFigures extends MovementTotals {
  floatCents: number;
  cashSalesCents: number;
  cashRefundCents: number;
  expectedCents: number;
}

/** What the session's drawer should hold at `end`: its float, the tickets' cash in [opened_at, end) and its movements. */
export async function drawerFigures(
  db: Db,
  storeId: number,
  session: Pick<DrawerSessionRow, 'id' | 'floatCents' | 'openedAt'>,
  end: Date,
): Promise<DrawerFigures> {
  const cash = await sumCashInWindow(db, storeId, { start: session.openedAt, end });
  const moved = movementTotals(await sumDrawerMovements(db, storeId, [session.id]));
  const figures = {
    floatCents: session.floatCents,
    cashSalesCents: cash.cashSalesCents,
    cashRefundCents: cash.cashRefundCents,
    ...moved,
  };
  return { ...figures, expectedCents: expectedCash(figures) };
}

export interface CountResult {
  closed: boolean;
  replayed: boolean;
  countedCents: number;
  expectedCents: number;
  varianceCents: number;
  thresholdCents: number;
}

/**
 * The blind count: the person closing types what they counted, and only
 * then is the expected cash worked out (over [opened_at, now)) and kept with
 * the count. Within the store's threshold the drawer closes; beyond it the
 * count stands (it cannot be typed again to match) and the session waits
 * for a manager's approval with a reason, taking no more movements.
 */
export async function countDrawer(
  db: Db,
  store: DrawerStore,
  actor: Actor,
  sessionId: number,
  countedCents: number,
  now = clock.now(),
): Promise<CountResult | null> {
  return db.transaction(async (tx) => {
    const session = await getDrawerSession(tx, store.id, sessionId, true);
    if (!session) return null;
    if (session.countedCents !== null) {
      const result = {
        closed: session.status === 'closed',
        replayed: true,
        countedCents: session.countedCents,
        expectedCents: session.expectedCents!,
        varianceCents: session.varianceCents!,
        thresholdCents: session.thresholdCents!,
      };
      // The same count sent twice is one count; a different one is a recount, which a blind count does not allow.
      if (session.countedCents === countedCents) return result;
      throw new DomainError(
        session.status === 'open'
          ? say('validation.drawer.thisDrawerWasAlreadyCounted', {
              amount: formatCurrency(session.countedCents),
            })
          : say('validation.drawer.thisDrawerWasAlreadyCounted2', {
              amount: formatCurrency(session.countedCents),
            }),
        'counted',
      );
    }
    if (session.status !== 'open')
      throw new DomainError(say('validation.drawer.thisDrawerIsClosed'), 'counted');
    const figures = await drawerFigures(tx, store.id, session, now);
    const thresholdCents = await getDrawerThreshold(tx, store.id);
    const varianceCents = varianceOf(countedCents, figures.expectedCents);
    const closed = !needsApproval(varianceCents, thresholdCents);
    const by = byActor(actor);
    await updateDrawerSession(tx, store.id, session.id, {
      countedAt: now,
      countedCents,
      countedByUserId: by.userId,
      countedByEmployeeId: by.employeeId,
      countedByName: by.name,
      cashSalesCents: figures.cashSalesCents,
      cashRefundCents: figures.cashRefundCents,
      expectedCents: figures.expectedCents,
      varianceCents,
      thresholdCents,
      ...(closed ? { status: 'closed' as const, closedAt: now } : {}),
    });
    return {
      closed,
      replayed: false,
      countedCents,
      expectedCents: figures.expectedCents,
      varianceCents,
      thresholdCents,
    };
  });
}

/** Why an offline sale dated into a drawer already counted waits for a manager (offline tickets). */
export const COUNTED_DRAWER_WAITS = say('validation.tickets.countedDrawerWaits');

/** Whether `at` falls in a drawer session already counted: then cash taken at that time was in that count but not in its expected cash. */
export async function countedDrawerAt(db: Db, storeId: number, at: Date): Promise<boolean> {
  return (await findCountedDrawerSessionAt(db, storeId, at)) !== null;
}

/**
 * A sale taken late into the counted session of its time (an offline ticket a
 * manager accepted after the count): that session's cash, expected cash and
 * variance are worked out again over the same window. The count itself, and
 * its approval, stand: the cash was in the drawer when it was counted.
 */
export async function refigureCountedDrawer(tx: Db, storeId: number, at: Date): Promise<void> {
  const session = await findCountedDrawerSessionAt(tx, storeId, at, true);
  if (!session) return;
  const figures = await drawerFigures(tx, storeId, session, session.countedAt!);
  await updateDrawerSession(tx, storeId, session.id, {
    cashSalesCents: figures.cashSalesCents,
    cashRefundCents: figures.cashRefundCents,
    expectedCents: figures.expectedCents,
    varianceCents: varianceOf(session.countedCents!, figures.expectedCents),
  });
}

/**
 * What the drawer's actions tell the person who did them: the product's English sentences with
 * the amounts as the store's region writes them, said in the reader's language by matching the
 * catalogue (docs/features/languages-and-offline.md "What is translated").
 */
export const drawerOpenedMessage = (floatCents: number) =>
  say('flash.drawer.drawerOpenedWithAFloat', { amount: formatCurrency(floatCents) });

export const thresholdSavedMessage = (thresholdCents: number) =>
  say('flash.drawer.countsOffByMoreThan', { amount: formatCurrency(thresholdCents) });

/** What a count came to, one sentence per case (each said whole in every language); the variance worded as the pages word it from common/drawer.ts varianceSide. */
export function countMessage(
  done: Pick<CountResult, 'countedCents' | 'expectedCents' | 'varianceCents' | 'closed'>,
): Said {
  const counted = formatCurrency(done.countedCents);
  const expected = formatCurrency(done.expectedCents);
  const { varianceCents } = done;
  const by = formatCurrency(Math.abs(varianceCents));
  if (done.closed) {
    if (varianceCents === 0)
      return say('flash.drawer.drawerClosedCountedExpectedEven', { counted, expected });
    return varianceCents > 0
      ? say('flash.drawer.drawerClosedCountedExpectedOver', { counted, expected, difference: by })
      : say('flash.drawer.drawerClosedCountedExpectedShort', { counted, expected, difference: by });
  }
  if (varianceCents === 0)
    return say('flash.drawer.countedExpectedEvenAManager', { counted, expected });
  return varianceCents > 0
    ? say('flash.drawer.countedExpectedOverByA', { counted, expected, difference: by })
    : say('flash.drawer.countedExpectedShortByA', { counted, expected, difference: by });
}

/** A manager's approval of a count beyond the threshold, with the reason: the drawer closes. `approver` is already proven (approval.ts). */
export async function approveCount(
  db: Db,
  store: DrawerStore,
  approver: Actor,
  sessionId: number,
  reason: string,
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const session = await getDrawerSession(tx, store.id, sessionId, true);
    if (!session) return null;
    if (session.countedCents === null)
      throw new DomainError(say('validation.drawer.countTheDrawerFirst'), 'approval_reason');
    if (session.status === 'closed') {
      if (session.approvedByName !== null) return { replayed: true };
      throw new DomainError(
        say('validation.drawer.thisDrawerClosedWithoutNeeding'),
        'approval_reason',
      );
    }
    const by = byActor(approver);
    await updateDrawerSession(tx, store.id, session.id, {
      status: 'closed',
      closedAt: now,
      approvedAt: now,
      approvalReason: reason.trim(),
      approvedByUserId: by.userId,
      approvedByEmployeeId: by.employeeId,
      approvedByName: by.name,
    });
    return { replayed: false };
  });
}
