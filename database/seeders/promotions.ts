import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, employees, services, stores, users } from '../schema';
import { createPromotion } from '../queries/promotions';
import { addDays, storeMinuteToUtc, storeToday, weekdayOf } from '../../common/storeTime';
import { checkout } from '../../server/domain/tickets/checkout';
import type { Actor } from '../../server/domain/access/permissions';
import { clock } from '../../common/clock';

/**
 * The demo's promotions (Lotus Nail Spa): Gel Tuesday (20% off the
 * Gel menu, Tuesdays 10 AM–2 PM), $10 off in the customer's birthday month,
 * 15% off a first visit, and polish bottles three for two. Two tickets of
 * last Tuesday morning are rung up through the real checkout, so the
 * promotions list and the reports show a promotion used.
 */
export async function seedPromotions(db: Db, now = clock.now()): Promise<void> {
  const [lotus] = await db.select().from(stores).where(eq(stores.name, 'Lotus Nail Spa'));
  if (!lotus) return;
  const [gel] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, lotus.id), eq(categories.name, 'Gel')));
  const menu = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.storeId, lotus.id));
  const bottle = menu.find((s) => s.name === 'Polish Bottle');
  const gelManicure = menu.find((s) => s.name === 'Gel Manicure');

  await createDemoPromotions(db, lotus.id, gel?.id ?? null, bottle?.id ?? null);
  if (!gelManicure || !bottle) return;
  await ringUpPromotionTickets(db, lotus, now, gelManicure.id, bottle.id);
}

/** Gel Tuesday (when the Gel category is there), the birthday month, the first visit, and polish three for two (when the bottle is on the menu). */
async function createDemoPromotions(
  db: Db,
  lotusId: number,
  gelCategoryId: number | null,
  bottleId: number | null,
) {
  const base = {
    buyQuantity: null,
    getQuantity: null,
    serviceIds: [],
    categoryIds: [],
    daysOfWeek: [],
    startMinute: null,
    endMinute: null,
    firstVisit: false,
    birthdayMonth: false,
    startsOn: null,
    endsOn: null,
    priority: 0,
    isActive: true,
  };
  if (gelCategoryId !== null) {
    await createPromotion(db, lotusId, {
      ...base,
      name: 'Gel Tuesday',
      kind: 'percent',
      value: 20,
      target: 'categories',
      categoryIds: [gelCategoryId],
      daysOfWeek: [2],
      startMinute: 600,
      endMinute: 840,
      priority: 10,
    });
  }
  await createPromotion(db, lotusId, {
    ...base,
    name: 'Birthday month',
    kind: 'amount',
    value: 1000,
    target: 'all',
    birthdayMonth: true,
    priority: 5,
  });
  await createPromotion(db, lotusId, {
    ...base,
    name: 'Welcome: first visit',
    kind: 'percent',
    value: 15,
    target: 'all',
    firstVisit: true,
  });
  if (bottleId !== null) {
    await createPromotion(db, lotusId, {
      ...base,
      name: 'Polish 3 for 2',
      kind: 'buy_x_get_y',
      value: 100,
      buyQuantity: 2,
      getQuantity: 1,
      target: 'services',
      serviceIds: [bottleId],
    });
  }
}

/** Two tickets of last Tuesday morning through the real checkout: a gel manicure in Gel Tuesday's hours, three polish bottles. */
async function ringUpPromotionTickets(
  db: Db,
  lotus: { id: number; timezone: string },
  now: Date,
  gelManicureId: number,
  bottleId: number,
) {
  // Last Tuesday (at least a day back), 11 AM and 11:30 in the salon.
  const today = storeToday(lotus.timezone, now);
  let tuesday = addDays(today, -1);
  while (weekdayOf(tuesday) !== 2) tuesday = addDays(tuesday, -1);
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.storeId, lotus.id))
    .orderBy(asc(users.id))
    .limit(1);
  const [tech] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, lotus.id),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(employees.id))
    .limit(1);
  if (!owner || !tech) return;
  const actor: Actor = {
    kind: 'user',
    id: owner.id,
    storeId: lotus.id,
    name: owner.name,
    email: null,
    avatarUrl: null,
    roles: ['store user'],
    permissions: [],
    isReferal: false,
  };
  const store = { id: lotus.id, timezone: lotus.timezone };
  await checkout(
    db,
    store,
    actor,
    promotionTicket('gel', [
      {
        key: 'service-demo-gel',
        kind: 'service',
        serviceId: gelManicureId,
        technicianId: tech.id,
        quantity: 1,
      },
    ]),
    storeMinuteToUtc(tuesday, 11 * 60, lotus.timezone).at,
  );
  await checkout(
    db,
    store,
    actor,
    promotionTicket('polish', [
      {
        key: 'service-demo-polish',
        kind: 'retail',
        serviceId: bottleId,
        technicianId: null,
        quantity: 3,
      },
    ]),
    storeMinuteToUtc(tuesday, 11 * 60 + 30, lotus.timezone).at,
  );
}

/** A cash ticket of the demo at the menu's prices, its key made from `key`. */
function promotionTicket(
  key: string,
  lines: {
    key: string;
    kind: 'service' | 'retail';
    serviceId: number;
    technicianId: number | null;
    quantity: number;
  }[],
) {
  return {
    idempotencyKey: `demo-promotion-${key}`,
    draftId: null,
    customerId: null,
    ticketDiscount: null,
    tip: null,
    tipShares: [],
    lines: lines.map((l) => ({ ...l, unitPriceCents: null, discountCents: 0 })),
    tenders: [{ type: 'cash' as const, amountCents: 20_000 }],
  };
}
