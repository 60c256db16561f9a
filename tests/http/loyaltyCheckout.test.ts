import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signedIn, type TestApp } from '../support/app';
import { makeCustomer } from '../support/factories';
import { storeId } from '../support/lookups';
import { ticketKit, type TicketKit } from '../support/tickets';
import {
  invoiceLines,
  invoices,
  loyaltyEntries,
  loyaltyRewards,
  loyaltySettings,
} from '../../database/schema';
import { refundInvoice } from '../../server/domain/tickets/refunds';
import { voidInvoice } from '../../server/domain/tickets/voids';
import { customerPoints } from '../../server/domain/loyalty/ledger';
import { awardReviewBonus } from '../../server/domain/loyalty/bonuses';
import { FieldErrors } from '../../server/domain/errors';

/**
 * Loyalty points through the real checkout, refund and void (the kit's $40
 * service + $10 retail with $1 tax): earning, spending a reward under a lock,
 * giving back once.
 */
let t: TestApp;
let kit: TicketKit;
let lotus: number;
let rose: number;
let tenOff: number;
let freeService: number;
let roseReward: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  kit = await ticketKit(t.db);
  await t.db
    .insert(loyaltySettings)
    .values({
      storeId: lotus,
      enabled: true,
      earnMode: 'spend',
      pointsPerDollar: 2,
      availableAfterHours: 24,
      minimumRedeemPoints: 0,
      reviewBonus: 25,
    })
    .onConflictDoUpdate({
      target: loyaltySettings.storeId,
      set: {
        enabled: true,
        earnMode: 'spend',
        pointsPerDollar: 2,
        availableAfterHours: 24,
        minimumRedeemPoints: 0,
        expiryMonths: null,
        reviewBonus: 25,
      },
    });
  [{ id: tenOff }] = await t.db
    .insert(loyaltyRewards)
    .values({
      storeId: lotus,
      name: '$10 off',
      pointsCost: 50,
      kind: 'amount_off',
      amountCents: 1000,
    })
    .returning();
  [{ id: freeService }] = await t.db
    .insert(loyaltyRewards)
    .values({
      storeId: lotus,
      name: 'Free kit service',
      pointsCost: 80,
      kind: 'free_service',
      serviceId: kit.service,
    })
    .returning();
  [{ id: roseReward }] = await t.db
    .insert(loyaltyRewards)
    .values({
      storeId: rose,
      name: 'Rose $5 off',
      pointsCost: 1,
      kind: 'amount_off',
      amountCents: 500,
    })
    .returning();
});
afterAll(() => t.close());

const ledger = (customerId: number) =>
  t.db
    .select()
    .from(loyaltyEntries)
    .where(and(eq(loyaltyEntries.storeId, lotus), eq(loyaltyEntries.customerId, customerId)))
    .orderBy(loyaltyEntries.id);
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
/** A customer with `points` available: earned on $X of services long enough ago. */
async function customerWith(points: number) {
  const customerId = await makeCustomer(t.db, lotus);
  // 2 points per $1: $0.50 of service per point.
  await kit.pay(
    {
      customerId,
      lines: [
        {
          key: `s-${customerId}`,
          kind: 'service',
          serviceId: kit.service,
          technicianId: kit.techs[0],
          unitPriceCents: points * 50,
          quantity: 1,
          discountCents: 0,
        },
      ],
      tenders: [{ type: 'cash', amountCents: points * 50 }],
    },
    later(-48),
  );
  return customerId;
}

describe('earning on a paid ticket', () => {
  test('services earn per dollar (retail, tax, tip do not), pending for 24 hours', async () => {
    const customerId = await makeCustomer(t.db, lotus);
    const invoiceId = await kit.pay({
      customerId,
      tip: { type: 'amount', cents: 900 },
      tenders: [{ type: 'cash', amountCents: 6000 }],
    });
    const rows = await ledger(customerId);
    // $40.00 service × 2 = 80; the $10 item, $1 tax and $9 tip earn nothing.
    expect(rows).toMatchObject([{ kind: 'earn', points: 80, invoiceId }]);
    expect(rows[0].availableAt.getTime() - rows[0].createdAt.getTime()).toBeGreaterThan(
      23.9 * HOUR,
    );
    expect(await customerPoints(t.db, lotus, customerId, new Date())).toMatchObject({
      available: 0,
      pending: 80,
      lifetime: 80,
    });
    expect(await customerPoints(t.db, lotus, customerId, later(25))).toMatchObject({
      available: 80,
      pending: 0,
    });
  });

  test('a walk-in without a customer earns nothing; another store with Rewards off earns nothing', async () => {
    const before = await t.db.select().from(loyaltyEntries);
    await kit.pay();
    const roseKit = await ticketKit(t.db, 'Rose Nails', ['2001']);
    await roseKit.pay({ customerId: await makeCustomer(t.db, rose) });
    expect(await t.db.select().from(loyaltyEntries)).toHaveLength(before.length);
  });

  test('a review bonus is given once per review', async () => {
    const customerId = await makeCustomer(t.db, lotus);
    const now = new Date();
    expect(
      await t.db.transaction((tx) =>
        awardReviewBonus(tx, { storeId: lotus, customerId, reviewId: 77, now }),
      ),
    ).toBe(25);
    expect(
      await t.db.transaction((tx) =>
        awardReviewBonus(tx, { storeId: lotus, customerId, reviewId: 77, now }),
      ),
    ).toBe(0);
    expect(await ledger(customerId)).toMatchObject([
      { kind: 'bonus', points: 25, source: 'review:77' },
    ]);
  });
});

describe('spending a reward at checkout', () => {
  test('$10 off comes off the service before tax, points go down, earning is on what was paid', async () => {
    const customerId = await customerWith(100);
    // $40 service − $10 reward = $30 + $10 item + $1 tax = $41.
    const invoiceId = await kit.pay({
      customerId,
      rewardId: tenOff,
      tenders: [{ type: 'cash', amountCents: 4100 }],
    });
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(inv.totalCents).toBe(4100);
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(invoiceLines.sortOrder);
    expect(lines.map((l) => [l.kind, l.discountCents, l.netCents])).toEqual([
      ['service', 1000, 3000],
      ['retail', 0, 1000],
    ]);
    const rows = (await ledger(customerId)).filter((r) => r.invoiceId === invoiceId);
    expect(rows).toMatchObject([
      { kind: 'redeem', points: -50, rewardId: tenOff, discountCents: 1000 },
      { kind: 'earn', points: 60 },
    ]);
    expect(await customerPoints(t.db, lotus, customerId, new Date())).toMatchObject({
      available: 50,
      pending: 60,
    });
  });

  test('the receipt shows the reward, the points earned and her points now', async () => {
    const customerId = await customerWith(100);
    const invoiceId = await kit.pay({
      customerId,
      rewardId: tenOff,
      tenders: [{ type: 'cash', amountCents: 4100 }],
    });
    const owner = await signedIn(t.app, 'owner@example.com');
    const page = await owner.visit(`/dashboard/invoices/${invoiceId}`);
    expect(page.body.props.receipt.points).toEqual({
      reward: { name: '$10 off', points: 50, discount: 1000 },
      earned: 60,
      available: 50,
      pending: 60,
    });
  });

  test('a free service takes that service off; pending points do not count', async () => {
    const customerId = await customerWith(80);
    const invoiceId = await kit.pay({
      customerId,
      rewardId: freeService,
      tenders: [{ type: 'cash', amountCents: 1100 }],
    });
    const lines = await t.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(invoiceLines.sortOrder);
    expect(lines[0]).toMatchObject({ kind: 'service', discountCents: 4000, netCents: 0 });
    // Nothing paid for services: nothing earned; her 80 were spent.
    expect(
      (await ledger(customerId)).filter((r) => r.invoiceId === invoiceId).map((r) => r.kind),
    ).toEqual(['redeem']);
    const fresh = await makeCustomer(t.db, lotus);
    await kit.pay({ customerId: fresh });
    await expect(
      kit.pay({
        customerId: fresh,
        rewardId: tenOff,
        tenders: [{ type: 'cash', amountCents: 4100 }],
      }),
    ).rejects.toThrowSaying(/needs 50 points; she has 0 available/);
  });

  test('more than she has, another store’s reward, a switched-off reward or no customer: refused beside reward_id, nothing written', async () => {
    const customerId = await customerWith(40);
    const before = await ledger(customerId);
    const refusal = async (over: Parameters<TicketKit['pay']>[0]) => {
      try {
        await kit.pay({ customerId, tenders: [{ type: 'cash', amountCents: 5100 }], ...over });
      } catch (err) {
        return err instanceof FieldErrors ? err.errors : err;
      }
      return null;
    };
    expect(await refusal({ rewardId: tenOff })).toEqual({
      reward_id: '$10 off needs 50 points; she has 40 available.',
    });
    expect(await refusal({ rewardId: roseReward })).toEqual({
      reward_id: 'That reward is not available.',
    });
    expect(await refusal({ rewardId: 999_999 })).toEqual({
      reward_id: 'That reward is not available.',
    });
    expect(await refusal({ rewardId: tenOff, customerId: null })).toEqual({
      reward_id: 'Add the customer to the ticket to use her points.',
    });
    expect(await ledger(customerId)).toEqual(before);
  });

  test('two desks spending her last 50 points at once: one pays, the other is refused, she never goes below zero', async () => {
    const customerId = await customerWith(50);
    const results = await Promise.allSettled(
      [0, 1, 2].map(() =>
        kit.pay({ customerId, rewardId: tenOff, tenders: [{ type: 'cash', amountCents: 4100 }] }),
      ),
    );
    // One look at everything, so that a failure shows which desks paid, why the others were refused and what the
    // ledger holds (a double spend, or a refusal that was not the one expected).
    const points = await customerPoints(t.db, lotus, customerId, later(100));
    expect({
      paid: results.filter((r) => r.status === 'fulfilled').length,
      refusals: results.flatMap((r) =>
        r.status === 'rejected' && r.reason instanceof FieldErrors ? [r.reason.errors] : [],
      ).length,
      available: points.available,
      redeemed: (await ledger(customerId)).filter((r) => r.kind === 'redeem').length,
      ledger: await ledger(customerId),
    }).toMatchObject({ paid: 1, refusals: 2, available: 60, redeemed: 1 });
  });

  test('the same payment submitted twice spends the reward once', async () => {
    const customerId = await customerWith(100);
    const req = {
      customerId,
      rewardId: tenOff,
      idempotencyKey: `loyal-twice-${customerId}`,
      tenders: [{ type: 'cash' as const, amountCents: 4100 }],
    };
    const [a, b] = await Promise.all([kit.pay(req), kit.pay(req)].map((p) => p.catch(() => 0)));
    expect(a === b || a === 0 || b === 0).toBe(true);
    expect((await ledger(customerId)).filter((r) => r.kind === 'redeem')).toHaveLength(1);
  });
});

describe('refunds and voids', () => {
  test('a refund takes back points in proportion and gives the reward back, once', async () => {
    const customerId = await customerWith(100);
    const invoiceId = await kit.pay({
      customerId,
      rewardId: tenOff,
      tenders: [{ type: 'cash', amountCents: 4100 }],
    });
    const [service] = await t.db
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.kind, 'service')));
    const refund = (cents: number, n: number) =>
      refundInvoice(
        t.db,
        kit.store,
        invoiceId,
        {
          idempotencyKey: `loyal-refund-${invoiceId}-${n}`,
          reason: 'Chipped',
          lines: [{ lineId: service.id, amountCents: cents }],
          tipCents: 0,
          payouts: [{ type: 'cash', amountCents: cents, giftCardCode: null }],
        },
        kit.actor,
      );
    // $10 of the $30 paid for services: 60 earned × 1/3 = 20 back; 50 spent × 1/3 = 16.7 → 17 given back.
    await refund(1000, 1);
    let rows = (await ledger(customerId)).filter(
      (r) => r.invoiceId === invoiceId && r.kind === 'reverse',
    );
    expect(rows.map((r) => r.points).sort((a, b) => a - b)).toEqual([-20, 17]);
    // The rest ($20): 60 and 50 in all, never more.
    await refund(2000, 2);
    rows = (await ledger(customerId)).filter(
      (r) => r.invoiceId === invoiceId && r.kind === 'reverse',
    );
    expect(rows.reduce((a, r) => a + (r.points < 0 ? r.points : 0), 0)).toBe(-60);
    expect(rows.reduce((a, r) => a + (r.points > 0 ? r.points : 0), 0)).toBe(50);
    // Back where she was before the ticket: 100.
    expect((await customerPoints(t.db, lotus, customerId, later(100))).available).toBe(100);
  });

  test('a void takes back every point earned and gives back the reward, and cannot happen twice', async () => {
    const customerId = await customerWith(100);
    const invoiceId = await kit.pay({
      customerId,
      rewardId: tenOff,
      tenders: [{ type: 'cash', amountCents: 4100 }],
    });
    expect(await voidInvoice(t.db, kit.store, invoiceId, 'Rung up twice', kit.actor)).toBe(true);
    await expect(voidInvoice(t.db, kit.store, invoiceId, 'Again', kit.actor)).rejects.toThrowSaying(
      /already voided/,
    );
    const rows = (await ledger(customerId)).filter((r) => r.invoiceId === invoiceId);
    expect(rows.map((r) => [r.kind, r.points])).toEqual([
      ['redeem', -50],
      ['earn', 60],
      ['reverse', 50],
      ['reverse', -60],
    ]);
    // The reversal of pending points stays pending with them: nothing pending is left over, nothing taken from what was available.
    expect(await customerPoints(t.db, lotus, customerId, new Date())).toMatchObject({
      available: 100,
      pending: 0,
    });
  });
});

describe('points on the range report', () => {
  test('today’s points given and spent move by what one ticket earned and redeemed; the liability follows at the best reward’s value', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const today = async () => {
      const res = await owner.visit('/dashboard/reports?range=today');
      expect(res.body.component).toBe('Admin/Reports/Index');
      return res.body.props.points as {
        given: number;
        spent: number;
        outstanding: number;
        worth_cents: number;
        basis: { cents_per_point: number; reward_name: string } | null;
      };
    };
    const customerId = await customerWith(100);
    const before = await today();
    // $40 service, $10 off with 50 points: $30 of services earn 60.
    await kit.pay({ customerId, rewardId: tenOff, tenders: [{ type: 'cash', amountCents: 4100 }] });
    const after = await today();
    expect(after.given - before.given).toBe(60);
    expect(after.spent - before.spent).toBe(50);
    expect(after.outstanding - before.outstanding).toBe(10);
    // The free service ($40 for 80 points) gives the most per point: 50¢.
    expect(after.basis?.cents_per_point).toBe(50);
    expect(after.worth_cents).toBe(after.outstanding * 50);
  });

  test('a store that never used Rewards shows no points section', async () => {
    const roseOwner = await signedIn(t.app, 'owner2@example.com');
    const res = await roseOwner.visit('/dashboard/reports?range=today');
    expect(res.status).toBe(200);
    expect(res.body.props.points).toBeNull();
  });
});
