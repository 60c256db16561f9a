import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  couponUses,
  coupons,
  customers,
  employees,
  giftCardEntries,
  giftCards,
  invoiceLines,
  invoicePayments,
  invoiceTaxes,
  invoiceTips,
  invoices,
  ticketCounters,
  users,
} from '../schema';
import { listInvoiceLines, listInvoiceTaxes } from '../queries/invoiceChanges';
import { listActiveTaxRates } from '../queries/ticketPricing';
import { getTipRules } from '../queries/tipRules';
import { services, serviceTaxes } from '../schema';
import {
  computeTicket,
  type TicketLineInput,
  type TipInput,
  type TicketDiscount,
} from '../../common/ticketTotals';
import { settle, type TenderType } from '../../common/tenders';
import { evaluateCoupon, type CouponTerms } from '../../server/domain/coupons/couponRules';
import { lineTaxShares, refundInvoice, taxForPart } from '../../server/domain/tickets/refunds';
import { voidInvoice } from '../../server/domain/tickets/voids';
import type { Actor } from '../../server/domain/access/permissions';
import { dayjs, storeLocalToUtc, storeToday } from '../../common/storeTime';
import { clock } from '../../common/clock';

/**
 * About 60 days of paid tickets: one or several
 * technicians, retail items, tips, cash with change, cards, checks, coupons,
 * three gift cards sold and then spent, a few refunds and one void.
 *
 * Ringing ~600 tickets through checkout() one by one took ~50 s on PGlite,
 * so the tickets are priced in memory by the same pure functions checkout
 * uses (computeTicket for the totals, evaluateCoupon for coupons, settle for
 * the tender columns and change) and written in a few multi-row inserts;
 * the refunds and the void go through the real domain operations. The
 * generator is seeded, so every fresh demo database has the same history.
 */

interface SeedStore {
  id: number;
  timezone: string;
}

function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

const FIRST = [
  'Amy',
  'Beth',
  'Carla',
  'Dana',
  'Eva',
  'Fiona',
  'Gina',
  'Hana',
  'Iris',
  'Jade',
  'Kara',
  'Lena',
  'Mia',
  'Nora',
  'Olga',
  'Pia',
  'Quinn',
  'Rita',
  'Sara',
  'Tara',
];
const LAST = [
  'Smith',
  'Garcia',
  'Chen',
  'Johnson',
  'Kim',
  'Lopez',
  'Brown',
  'Patel',
  'Nguyen',
  'Rossi',
];

interface History {
  days: number;
  /** Tickets on a quiet day; Fridays and Saturdays get half as many again. */
  perDay: number;
  customers: number;
  phoneBase: number;
  withCoupons: boolean;
  giftCards: { code: string; cents: number; recipient: string }[];
  refunds: number;
  void: boolean;
}

const LOTUS: History = {
  days: 60,
  perDay: 9,
  customers: 40,
  phoneBase: 2125550200,
  withCoupons: true,
  giftCards: [
    { code: 'LOTUS-GIFT-0001', cents: 5000, recipient: 'Mom' },
    { code: 'LOTUS-GIFT-0002', cents: 10000, recipient: 'Jenny' },
    { code: 'LOTUS-GIFT-0003', cents: 2500, recipient: 'Sam' },
  ],
  refunds: 3,
  void: true,
};
const ROSE: History = {
  days: 10,
  perDay: 1,
  customers: 4,
  phoneBase: 4155550200,
  withCoupons: false,
  giftCards: [],
  refunds: 0,
  void: false,
};

const DEMO_COUPONS: (CouponTerms & { code: string })[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    minimumSpendCents: 3000,
    validFrom: null,
    validTo: null,
    usageLimit: null,
    perCustomerLimit: 1,
    isActive: true,
  },
  {
    code: 'SAVE5',
    kind: 'amount',
    value: 500,
    minimumSpendCents: 2500,
    validFrom: null,
    validTo: null,
    usageLimit: 500,
    perCustomerLimit: null,
    isActive: true,
  },
];

async function ownerActor(db: Db, storeId: number): Promise<Actor> {
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.isReferal, false)))
    .orderBy(asc(users.id))
    .limit(1);
  return {
    kind: 'user',
    id: owner.id,
    storeId,
    name: owner.name,
    email: null,
    avatarUrl: null,
    roles: ['store user'],
    permissions: [],
    isReferal: false,
  };
}

/** Inserts in slices, so no statement passes PostgreSQL's 65,535 parameters. */
async function insertAll<T>(rows: T[], size: number, insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedHistory(db: Db, store: SeedStore, plan: History, now: Date) {
  const rand = random(store.id * 104729);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const actor = await ownerActor(db, store.id);
  // One query after another: the seeder runs in one transaction, one connection (node-postgres deprecates queuing on a client).
  const menuRows = await db
    .select({
      id: services.id,
      name: services.name,
      kind: services.kind,
      priceCents: services.priceCents,
      turnWeightHalves: services.turnWeightHalves,
      commissionRateBp: services.commissionRateBp,
    })
    .from(services)
    .where(and(eq(services.storeId, store.id), eq(services.isActive, true)))
    .orderBy(asc(services.id));
  const taxLinks = await db
    .select({ serviceId: serviceTaxes.serviceId, taxId: serviceTaxes.taxId })
    .from(serviceTaxes)
    .where(eq(serviceTaxes.storeId, store.id));
  const taxRates = await listActiveTaxRates(db, store.id);
  const tipRule = await getTipRules(db, store.id);
  const staffRows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, store.id),
        isNull(employees.deletedAt),
        eq(employees.isActive, true),
      ),
    )
    .orderBy(asc(employees.id));
  const menu = menuRows.map((s) => ({
    ...s,
    taxIds: taxLinks.filter((l) => l.serviceId === s.id).map((l) => l.taxId),
  }));
  const menuServices = menu.filter((s) => s.kind === 'service');
  const retail = menu.filter((s) => s.kind === 'retail');
  const staff = staffRows.map((e) => e.id);
  if (menuServices.length === 0 || staff.length === 0) return;

  const people = await db
    .insert(customers)
    .values(
      Array.from({ length: plan.customers }, (_, i) => ({
        storeId: store.id,
        name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
        phone: String(plan.phoneBase + i),
      })),
    )
    .returning({ id: customers.id });
  const couponRows = plan.withCoupons
    ? await db
        .insert(coupons)
        .values(DEMO_COUPONS.map((c) => ({ storeId: store.id, ...c })))
        .returning({ id: coupons.id, code: coupons.code })
    : [];
  const cards = plan.giftCards.length
    ? await db
        .insert(giftCards)
        .values(
          plan.giftCards.map((c) => ({
            storeId: store.id,
            code: c.code,
            recipientName: c.recipient,
          })),
        )
        .returning({ id: giftCards.id, code: giftCards.code })
    : [];
  const cardState = cards.map((c, i) => ({
    id: c.id,
    code: c.code,
    balance: 0,
    sold: false,
    soldAt: now,
    cents: plan.giftCards[i].cents,
  }));

  type InvoiceInsert = typeof invoices.$inferInsert;
  const tickets: {
    invoice: InvoiceInsert;
    lines: Omit<typeof invoiceLines.$inferInsert, 'storeId' | 'invoiceId'>[];
    taxes: Omit<typeof invoiceTaxes.$inferInsert, 'storeId' | 'invoiceId'>[];
    tips: Omit<typeof invoiceTips.$inferInsert, 'storeId' | 'invoiceId'>[];
    payments: Omit<typeof invoicePayments.$inferInsert, 'storeId' | 'invoiceId'>[];
    couponUse: { couponId: number; amountCents: number; customerId: number | null } | null;
    ledger: {
      giftCardId: number;
      kind: 'issue' | 'redeem';
      amountCents: number;
      balanceAfterCents: number;
    }[];
  }[] = [];
  const couponUseCount = new Map<number, number>();
  const couponUseByCustomer = new Map<string, number>();

  const today = storeToday(store.timezone, now);
  let number = 0;
  for (let daysAgo = plan.days; daysAgo >= 0; daysAgo--) {
    const day = dayjs.utc(today).subtract(daysAgo, 'day');
    if (day.day() === 1) continue; // closed on Mondays, as the staff's working hours say
    const busy = day.day() === 5 || day.day() === 6 ? 1.5 : 1;
    const count = Math.round(plan.perDay * busy * (0.7 + rand() * 0.6));
    for (let k = 0; k < count; k++) {
      // Open 9:00–19:00: tickets are paid between 9:30 and 18:50, in order through the day.
      const minute = 570 + Math.floor(((k + rand()) / count) * 560);
      const at = storeLocalToUtc(
        `${day.format('YYYY-MM-DD')}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        store.timezone,
      );
      if (!at || at > now) continue;
      const ticket = ringUp(number + 1, at, day.format('YYYY-MM-DD'));
      if (ticket) {
        number += 1;
        tickets.push(ticket);
      }
    }
  }

  /** One ticket, priced and settled as checkout would (the same functions), or null when its coupon would be refused. */
  function ringUp(n: number, at: Date, storeDay: string) {
    const tech = pick(staff);
    const customerId = rand() < 0.7 ? pick(people).id : null;
    const chosen: {
      service: (typeof menu)[number] | null;
      technicianId: number | null;
      giftCard?: (typeof cardState)[number];
    }[] = [{ service: pick(menuServices), technicianId: tech }];
    if (rand() < 0.35)
      chosen.push({
        service: pick(menuServices),
        technicianId: rand() < 0.6 ? (pick(staff.filter((s) => s !== tech)) ?? tech) : tech,
      });
    if (retail.length && rand() < 0.15) chosen.push({ service: pick(retail), technicianId: null });
    // The demo gift cards are sold on early tickets, one each, then spent over the weeks.
    const selling = cardState.find((c) => !c.sold);
    if (selling && n === 4 + cardState.filter((c) => c.sold).length * 6) {
      chosen.push({ service: null, technicianId: null, giftCard: selling });
      selling.sold = true;
    }
    const inputs: TicketLineInput[] = chosen.map((c, i) => ({
      key: `service-${at.getTime()}-${i}`,
      kind: c.giftCard ? 'giftcard' : c.service!.kind,
      unitPriceCents: c.giftCard ? c.giftCard.cents : c.service!.priceCents,
      quantity: 1,
      discountCents: 0,
      taxIds: c.giftCard ? [] : c.service!.taxIds,
      technicianId: c.service?.kind === 'service' ? c.technicianId : null,
    }));
    const discount: TicketDiscount = rand() < 0.05 ? { type: 'percent', percent: 10 } : null;
    const tip: TipInput =
      rand() < 0.65 ? { type: 'percent', percent: pick([15, 18, 20, 20, 25]) } : null;
    const totals = computeTicket({
      lines: inputs,
      ticketDiscount: discount,
      taxes: taxRates,
      tip,
      tipRule,
    });
    const due = totals.amountDueCents;
    const sellsCard = chosen.some((c) => c.giftCard);
    const spend =
      totals.netCents -
      totals.lines.filter((l) => l.kind === 'giftcard').reduce((a, l) => a + l.netCents, 0);

    // Tenders: maybe a coupon, maybe a gift card, then cash (rounded up to $5), a check, card and cash, or a card.
    const tenders: { type: TenderType; amountCents: number }[] = [];
    const payments: Omit<typeof invoicePayments.$inferInsert, 'storeId' | 'invoiceId'>[] = [];
    let couponUse: (typeof tickets)[number]['couponUse'] = null;
    const ledger: (typeof tickets)[number]['ledger'] = [];
    let left = due;
    const r = rand();
    const coupon =
      !sellsCard && couponRows.length && r < 0.09
        ? couponRows[r < 0.05 && customerId !== null ? 0 : 1]
        : null;
    if (coupon) {
      const terms = DEMO_COUPONS.find((c) => c.code === coupon.code)!;
      const verdict = evaluateCoupon(terms, {
        today: storeDay,
        spendCents: spend,
        amountDueCents: due,
        usesSoFar: couponUseCount.get(coupon.id) ?? 0,
        usesByCustomer:
          customerId === null ? null : (couponUseByCustomer.get(`${coupon.id}:${customerId}`) ?? 0),
      });
      if (verdict.ok) {
        tenders.push({ type: 'coupon', amountCents: verdict.valueCents });
        payments.push({
          type: 'coupon',
          amountCents: verdict.valueCents,
          couponId: coupon.id,
          createdAt: at,
        });
        couponUse = { couponId: coupon.id, amountCents: verdict.valueCents, customerId };
        couponUseCount.set(coupon.id, (couponUseCount.get(coupon.id) ?? 0) + 1);
        if (customerId !== null)
          couponUseByCustomer.set(
            `${coupon.id}:${customerId}`,
            (couponUseByCustomer.get(`${coupon.id}:${customerId}`) ?? 0) + 1,
          );
        left -= verdict.valueCents;
      }
    }
    const card = cardState.find((c) => c.sold && c.balance >= 1500);
    if (!sellsCard && card && left >= 1500 && rand() < 0.25) {
      card.balance -= 1500;
      tenders.push({ type: 'gift_card', amountCents: 1500 });
      payments.push({ type: 'gift_card', amountCents: 1500, giftCardId: card.id, createdAt: at });
      ledger.push({
        giftCardId: card.id,
        kind: 'redeem',
        amountCents: -1500,
        balanceAfterCents: card.balance,
      });
      left -= 1500;
    }
    const last4 = () => String(1000 + Math.floor(rand() * 9000));
    const how = rand();
    if (left > 0) {
      if (how < 0.4) {
        const handed = Math.ceil(left / 500) * 500;
        tenders.push({ type: 'cash', amountCents: handed });
        payments.push({ type: 'cash', amountCents: left, tenderedCents: handed, createdAt: at });
      } else if (how < 0.46) {
        tenders.push({ type: 'check', amountCents: left });
        payments.push({
          type: 'check',
          amountCents: left,
          checkNumber: String(1000 + n),
          createdAt: at,
        });
      } else if (how < 0.58 && left > 2000) {
        tenders.push(
          { type: 'cash', amountCents: 2000 },
          { type: 'credit_card', amountCents: left - 2000 },
        );
        payments.push(
          { type: 'cash', amountCents: 2000, tenderedCents: 2000, createdAt: at },
          {
            type: 'credit_card',
            amountCents: left - 2000,
            cardLast4: last4(),
            authCode: `A${1000 + n}`,
            createdAt: at,
          },
        );
      } else {
        tenders.push({ type: 'credit_card', amountCents: left });
        payments.push({
          type: 'credit_card',
          amountCents: left,
          cardLast4: last4(),
          authCode: `A${1000 + n}`,
          createdAt: at,
        });
      }
    }
    const settlement = settle(due, tenders);
    if (!settlement.paid) return null;
    const sold = chosen.find((c) => c.giftCard)?.giftCard;
    if (sold) {
      sold.balance += sold.cents;
      sold.soldAt = at;
      ledger.unshift({
        giftCardId: sold.id,
        kind: 'issue',
        amountCents: sold.cents,
        balanceAfterCents: sold.balance,
      });
    }
    return {
      invoice: {
        storeId: store.id,
        number: n,
        status: 'paid' as const,
        customerId,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        ticketDiscountType: discount?.type ?? null,
        ticketDiscountValue: discount?.type === 'percent' ? discount.percent : 0,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        tipCents: totals.tipCents,
        amountDueCents: due,
        cashAmount: settlement.byType.cash,
        creditCardAmount: settlement.byType.credit_card,
        giftCardAmount: settlement.byType.gift_card,
        couponAmount: settlement.byType.coupon,
        checkAmount: settlement.byType.check,
        changeCents: settlement.changeCents,
        tipBase: tipRule.base,
        tipSplit: tipRule.split,
        idempotencyKey: `demo-${store.id}-${n}`,
        createdByUserId: actor.id,
        createdByName: actor.name,
        paidAt: at,
        createdAt: at,
        updatedAt: at,
      },
      lines: chosen.map((c, i) => ({
        lineKey: inputs[i].key,
        kind: inputs[i].kind,
        serviceId: c.service?.id ?? null,
        name: c.giftCard ? 'Gift card' : c.service!.name,
        technicianId: inputs[i].technicianId,
        unitPriceCents: inputs[i].unitPriceCents,
        quantity: 1,
        discountCents: totals.lines[i].lineDiscountCents,
        ticketDiscountCents: totals.lines[i].ticketDiscountCents,
        netCents: totals.lines[i].netCents,
        taxIds: inputs[i].taxIds as number[],
        turnWeightHalves: inputs[i].kind === 'service' ? c.service!.turnWeightHalves : 0,
        commissionRateBp: c.service?.commissionRateBp ?? null,
        giftCardId: c.giftCard?.id ?? null,
        sortOrder: i,
      })),
      taxes: totals.taxes.map((t) => ({
        taxId: t.taxId,
        name: t.name,
        rate: t.rate,
        baseCents: t.baseCents,
        amountCents: t.amountCents,
      })),
      tips: totals.tipShares.map((s) => ({ technicianId: s.technicianId, cents: s.cents })),
      payments,
      couponUse,
      ledger,
    };
  }

  // Ticket numbers are unique per store: they map the returned ids back to the tickets.
  const idByNumber = new Map<number, number>();
  await insertAll(tickets, 400, async (slice) => {
    const rows = await db
      .insert(invoices)
      .values(slice.map((t) => t.invoice))
      .returning({ id: invoices.id, number: invoices.number });
    for (const row of rows) idByNumber.set(row.number!, row.id);
  });
  const withId = tickets.map((t) => ({
    ...t,
    id: idByNumber.get(t.invoice.number!)!,
    at: t.invoice.paidAt as Date,
  }));
  const scoped = <T>(pick: (t: (typeof withId)[number]) => T[]) =>
    withId.flatMap((t) => pick(t).map((row) => ({ ...row, storeId: store.id, invoiceId: t.id })));
  await insertAll(
    scoped((t) => t.lines),
    500,
    (s) => db.insert(invoiceLines).values(s),
  );
  await insertAll(
    scoped((t) => t.taxes),
    1000,
    (s) => db.insert(invoiceTaxes).values(s),
  );
  await insertAll(
    scoped((t) => t.tips),
    1000,
    (s) => db.insert(invoiceTips).values(s),
  );
  await insertAll(
    scoped((t) => t.payments),
    800,
    (s) => db.insert(invoicePayments).values(s),
  );
  await insertAll(
    scoped((t) => (t.couponUse ? [{ ...t.couponUse, createdAt: t.at }] : [])),
    1000,
    (s) => db.insert(couponUses).values(s),
  );
  await insertAll(
    scoped((t) => t.ledger.map((e) => ({ ...e, byName: actor.name, createdAt: t.at }))),
    1000,
    (s) => db.insert(giftCardEntries).values(s),
  );
  for (const c of cardState)
    await db
      .update(giftCards)
      .set({ balanceCents: c.balance, createdAt: c.soldAt })
      .where(and(eq(giftCards.storeId, store.id), eq(giftCards.id, c.id)));
  if (number > 0) await db.insert(ticketCounters).values({ storeId: store.id, lastNumber: number });

  await refundsAndVoid(
    db,
    store,
    plan,
    actor,
    withId
      .filter((t) => t.ledger.length === 0 && !t.couponUse)
      .map((t) => ({ id: t.id, at: t.at })),
    rand,
  );
}

/** A few partial refunds (up to $10 of a line with its tax share) and one void on the day it was paid, through the real operations. */
async function refundsAndVoid(
  db: Db,
  store: SeedStore,
  plan: History,
  actor: Actor,
  plain: { id: number; at: Date }[],
  rand: () => number,
) {
  const reasons = [
    'Chipped the next day',
    'Customer unhappy with the colour',
    'Charged for the wrong service',
  ];
  for (let r = 0; r < plan.refunds && plain.length > 40; r++) {
    const { id } = plain[Math.floor(plain.length * (0.3 + r * 0.2)) + Math.floor(rand() * 5)];
    const lines = await listInvoiceLines(db, store.id, id);
    const taxes = await listInvoiceTaxes(db, store.id, id);
    const line = lines.find((l) => l.kind !== 'giftcard')!;
    const [inv] = await db
      .select({ card: invoices.creditCardAmount, cash: invoices.cashAmount })
      .from(invoices)
      .where(eq(invoices.id, id));
    const amount = Math.min(line.netCents, 1000);
    const tax = taxForPart(amount, line.netCents, lineTaxShares(lines, taxes).get(line.id) ?? 0);
    await refundInvoice(
      db,
      store,
      id,
      {
        idempotencyKey: `demo-refund-${store.id}-${r}`,
        reason: reasons[r % reasons.length],
        lines: [{ lineId: line.id, amountCents: amount }],
        tipCents: 0,
        // Back on a tender that paid at least as much (a refund goes back the way the ticket was paid).
        payouts: [
          {
            type:
              inv.card >= amount + tax
                ? 'credit_card'
                : inv.cash >= amount + tax
                  ? 'cash'
                  : 'check',
            amountCents: amount + tax,
            giftCardCode: null,
          },
        ],
        overrideReason: null,
      },
      actor,
    );
  }
  if (plan.void && plain.length > 10) {
    const ticket = plain[plain.length - 8];
    await voidInvoice(
      db,
      store,
      ticket.id,
      'Rung up twice by mistake',
      actor,
      new Date(ticket.at.getTime() + 10 * 60_000),
    );
  }
}

/** Seeds the ticket history of both demo stores, unless a store already has tickets. */
export async function seedTickets(
  db: Db,
  stores: { lotus: SeedStore; rose: SeedStore },
  now = clock.now(),
) {
  for (const [store, plan] of [
    [stores.lotus, LOTUS],
    [stores.rose, ROSE],
  ] as const) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(invoices)
      .where(eq(invoices.storeId, store.id));
    if (n === 0) await seedHistory(db, store, plan, now);
  }
}
