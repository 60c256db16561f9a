import { eq } from 'drizzle-orm';
import type { Db } from '../../database/client';
import { categories, serviceTaxes, services, taxes, users } from '../../database/schema';
import {
  checkout,
  type CheckoutRequest,
  type StoreContext,
} from '../../server/domain/tickets/checkout';
import type { Actor } from '../../server/domain/access/permissions';
import { employeeByNumber, storeId } from './lookups';

/**
 * Paid tickets for the invoice, refund and gift card tests, made through the
 * real checkout on a small menu of the test's own ($40 service, $10 retail
 * item with 10 % tax), so the numbers do not depend on the demo catalogue.
 */
export interface TicketKit {
  store: StoreContext;
  actor: Actor;
  service: number;
  retail: number;
  techs: number[];
  pay(over?: Partial<CheckoutRequest>, now?: Date): Promise<number>;
}

let seq = 0;

export async function ticketKit(
  db: Db,
  storeName = 'Lotus Nail Spa',
  staff = ['1003', '1004'],
): Promise<TicketKit> {
  const id = await storeId(db, storeName);
  const store = {
    id,
    timezone: storeName === 'Rose Nails' ? 'America/Los_Angeles' : 'America/New_York',
  };
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.storeId, id));
  const actor: Actor = {
    kind: 'user',
    id: owner.id,
    storeId: id,
    name: owner.name,
    email: null,
    avatarUrl: null,
    roles: ['store user'],
    permissions: [],
    isReferal: false,
  };
  const tag = `${Date.now()}-${seq++}`;
  const [cat] = await db
    .insert(categories)
    .values({ storeId: id, name: `Kit ${tag}` })
    .returning();
  const [tax] = await db
    .insert(taxes)
    .values({ storeId: id, name: `Kit tax ${tag}`, rate: 10000 })
    .returning();
  const [svc] = await db
    .insert(services)
    .values({ storeId: id, categoryId: cat.id, name: `Kit service ${tag}`, priceCents: 4000 })
    .returning();
  const [item] = await db
    .insert(services)
    .values({
      storeId: id,
      categoryId: cat.id,
      name: `Kit item ${tag}`,
      kind: 'retail',
      priceCents: 1000,
    })
    .returning();
  await db.insert(serviceTaxes).values({ storeId: id, serviceId: item.id, taxId: tax.id });
  const techs = await Promise.all(staff.map(async (n) => (await employeeByNumber(db, id, n))!.id));
  return {
    store,
    actor,
    service: svc.id,
    retail: item.id,
    techs,
    /** Default: the service (first tech) + the item = $40 + $10 + $1 tax = $51, paid in cash. */
    async pay(over = {}, now = new Date()) {
      const result = await checkout(
        db,
        store,
        actor,
        {
          idempotencyKey: `kit-${tag}-${seq++}`,
          draftId: null,
          customerId: null,
          lines: [
            {
              key: `service-${seq++}`,
              kind: 'service',
              serviceId: svc.id,
              technicianId: techs[0],
              unitPriceCents: null,
              quantity: 1,
              discountCents: 0,
            },
            {
              key: `service-${seq++}`,
              kind: 'retail',
              serviceId: item.id,
              technicianId: null,
              unitPriceCents: null,
              quantity: 1,
              discountCents: 0,
            },
          ],
          ticketDiscount: null,
          tip: null,
          tipShares: [],
          tenders: [{ type: 'cash', amountCents: 5100 }],
          ...over,
        },
        now,
      );
      return result.invoiceId;
    },
  };
}
