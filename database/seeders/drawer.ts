import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { employees, stores, users } from '../schema';
import {
  insertDrawerMovement,
  insertDrawerSession,
  listDrawerSessionsOn,
  updateDrawerSession,
} from '../queries/drawer';
import { drawerFigures } from '../../server/domain/drawer/sessions';
import { addDays, storeMinuteToUtc, storeToday } from '../../common/storeTime';
import { clock } from '../../common/clock';

/**
 * The demo's cash drawer: Lotus's drawer of yesterday, opened by
 * Anna at 9:00 AM with a $200 float, supplies paid out, a drop to the safe
 * (when the day took enough cash) and a tip paid out to Bao, counted at 7:30 PM $12.00 short and approved
 * by the owner with a reason. Its expected cash comes from yesterday's demo
 * tickets by the same function the close uses. Today's drawer is left
 * unopened, for the demo to open. Rose Nails has none.
 */
export async function seedDrawer(db: Db, now = clock.now()): Promise<void> {
  const [lotus] = await db.select().from(stores).where(eq(stores.name, 'Lotus Nail Spa'));
  if (!lotus) return;
  const day = addDays(storeToday(lotus.timezone, now), -1);
  if ((await listDrawerSessionsOn(db, lotus.id, day)).length) return;
  const staff = await db
    .select({ id: employees.id, name: employees.name, number: employees.staffNumber })
    .from(employees)
    .where(eq(employees.storeId, lotus.id))
    .orderBy(asc(employees.staffNumber));
  const anna = staff.find((e) => e.number === '1001');
  const bao = staff.find((e) => e.number === '1002');
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.storeId, lotus.id), eq(users.email, 'owner@example.com')));
  if (!anna || !bao || !owner) return;
  const at = (hour: number, minute = 0) =>
    storeMinuteToUtc(day, hour * 60 + minute, lotus.timezone).at;

  await db.transaction((tx) => drawerDay(tx, lotus.id, day, at, { anna, bao, owner }));
}

type Person = { id: number; name: string };

/**
 * Yesterday's drawer in one transaction: opened at 9:00 with the float, its movements, the drop
 * (when the day took enough cash), then counted $12.00 short and approved with a reason.
 */
async function drawerDay(
  tx: Db,
  storeId: number,
  day: string,
  at: (hour: number, minute?: number) => Date,
  { anna, bao, owner }: { anna: Person; bao: Person; owner: Person },
) {
  const openedAt = at(9);
  const sessionId = await insertDrawerSession(tx, storeId, {
    businessDate: day,
    openedAt,
    floatCents: 20000,
    openedByEmployeeId: anna.id,
    openedByName: anna.name,
  });
  const moves = [
    {
      kind: 'pay_out' as const,
      amountCents: 1450,
      reason: 'Cotton pads and acetone from the pharmacy',
      employeeId: null,
      createdAt: at(11, 15),
    },
    {
      kind: 'tip_payout' as const,
      amountCents: 2500,
      reason: 'Card tips of the day, paid in cash',
      employeeId: bao.id,
      createdAt: at(18, 45),
    },
  ];
  for (const m of moves)
    await insertDrawerMovement(tx, storeId, {
      sessionId,
      ...m,
      byEmployeeId: anna.id,
      byName: anna.name,
    });
  const countedAt = at(19, 30);
  const session = { id: sessionId, floatCents: 20000, openedAt };
  // A drop to the safe of what is beyond about $150, in $50s, when the day took that much cash.
  const before = await drawerFigures(tx, storeId, session, countedAt);
  const drop = Math.floor((before.expectedCents - 15000) / 5000) * 5000;
  if (drop > 0)
    await insertDrawerMovement(tx, storeId, {
      sessionId,
      kind: 'drop',
      amountCents: drop,
      reason: 'Drop to the safe',
      employeeId: null,
      createdAt: at(15),
      byEmployeeId: anna.id,
      byName: anna.name,
    });
  const figures = await drawerFigures(tx, storeId, session, countedAt);
  const countedCents = Math.max(0, figures.expectedCents - 1200);
  await updateDrawerSession(tx, storeId, sessionId, {
    status: 'closed',
    countedAt,
    countedCents,
    countedByEmployeeId: anna.id,
    countedByName: anna.name,
    cashSalesCents: figures.cashSalesCents,
    cashRefundCents: figures.cashRefundCents,
    expectedCents: figures.expectedCents,
    varianceCents: countedCents - figures.expectedCents,
    thresholdCents: 500,
    approvedByUserId: owner.id,
    approvedByName: owner.name,
    approvalReason: 'Counted twice; change given wrong during the evening rush',
    approvedAt: at(19, 40),
    closedAt: at(19, 40),
  });
}
