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

/** The store's active menu (with each item's taxes), taxes, tip rule and active staff, as checkout would price with them. */
async function loadShop(db: Db, storeId: number) {
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
    .where(and(eq(services.storeId, storeId), eq(services.isActive, true)))
    .orderBy(asc(services.id));
  const taxLinks = await db
    .select({ serviceId: serviceTaxes.serviceId, taxId: serviceTaxes.taxId })
    .from(serviceTaxes)
    .where(eq(serviceTaxes.storeId, storeId));
  const taxRates = await listActiveTaxRates(db, storeId);
  const tipRule = await getTipRules(db, storeId);
  const staffRows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        isNull(employees.deletedAt),
        eq(employees.isActive, true),
      ),
    )
    .orderBy(asc(employees.id));
  const menu = menuRows.map((s) => ({
    ...s,
    taxIds: taxLinks.filter((l) => l.serviceId === s.id).map((l) => l.taxId),
  }));
  return {
    menuServices: menu.filter((s) => s.kind === 'service'),
    retail: menu.filter((s) => s.kind === 'retail'),
    staff: staffRows.map((e) => e.id),
    taxRates,
    tipRule,
  };
}

type Shop = Awaited<ReturnType<typeof loadShop>>;
type MenuItem = Shop['menuServices'][number];

/** A demo gift card as the history sells and spends it. */
interface CardState {
  id: number;
  code: string;
  balance: number;
  sold: boolean;
  soldAt: Date;
  cents: number;
}

/** The customers the tickets are for, the demo coupons and the gift cards (not sold yet). */
async function seedCustomersCouponsCards(db: Db, store: SeedStore, plan: History, now: Date) {
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
  const cardState: CardState[] = cards.map((c, i) => ({
    id: c.id,
    code: c.code,
    balance: 0,
    sold: false,
    soldAt: now,
    cents: plan.giftCards[i].cents,
  }));
  return { people, couponRows, cardState };
}

/** One ticket rung up: the rows its checkout would write. */
interface DemoTicket {
  invoice: typeof invoices.$inferInsert;
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
}

/**
 * The register the history rings up on: the seeded random numbers (drawn in one fixed order, so
 * every fresh demo has the same history), the shop, the people, coupons and cards, and the
 * coupon uses so far (a coupon's limits count them).
 */
interface Register {
  rand: () => number;
  pick: <T>(items: readonly T[]) => T;
  store: SeedStore;
  actor: Actor;
  shop: Shop;
  people: { id: number }[];
  couponRows: { id: number; code: string }[];
  cardState: CardState[];
  couponUseCount: Map<number, number>;
  couponUseByCustomer: Map<string, number>;
}

async function seedHistory(db: Db, store: SeedStore, plan: History, now: Date) {
  const rand = random(store.id * 104729);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const actor = await ownerActor(db, store.id);
  const shop = await loadShop(db, store.id);
  if (shop.menuServices.length === 0 || shop.staff.length === 0) return;
  const { people, couponRows, cardState } = await seedCustomersCouponsCards(db, store, plan, now);
  const register: Register = {
    rand,
    pick,
    store,
    actor,
    shop,
    people,
    couponRows,
    cardState,
    couponUseCount: new Map(),
    couponUseByCustomer: new Map(),
  };
  const tickets = ringUpDays(register, plan, now);
  const withId = await insertTickets(db, store.id, tickets, actor);
  for (const c of cardState)
    await db
      .update(giftCards)
      .set({ balanceCents: c.balance, createdAt: c.soldAt })
      .where(and(eq(giftCards.storeId, store.id), eq(giftCards.id, c.id)));
  if (tickets.length > 0)
    await db.insert(ticketCounters).values({ storeId: store.id, lastNumber: tickets.length });
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

/** Every open day of the plan (closed on Mondays), busier on Fridays and Saturdays, its tickets in order through the day. */
function ringUpDays(register: Register, plan: History, now: Date): DemoTicket[] {
  const { rand, store } = register;
  const tickets: DemoTicket[] = [];
  const today = storeToday(store.timezone, now);
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
      const ticket = ringUp(register, tickets.length + 1, at, day.format('YYYY-MM-DD'));
      if (ticket) tickets.push(ticket);
    }
  }
  return tickets;
}

/** A line chosen for a ticket: a menu item and its technician, or a demo gift card sold. */
interface Chosen {
  service: MenuItem | null;
  technicianId: number | null;
  giftCard?: CardState;
}

/** What a ticket has on it: one or two services (the second maybe by another technician), sometimes retail, and the demo gift cards sold on early tickets, one each. */
function chooseLines(
  register: Register,
  n: number,
): { customerId: number | null; chosen: Chosen[] } {
  const { rand, pick, shop, people, cardState } = register;
  const tech = pick(shop.staff);
  const customerId = rand() < 0.7 ? pick(people).id : null;
  const chosen: Chosen[] = [{ service: pick(shop.menuServices), technicianId: tech }];
  if (rand() < 0.35)
    chosen.push({
      service: pick(shop.menuServices),
      technicianId: rand() < 0.6 ? (pick(shop.staff.filter((s) => s !== tech)) ?? tech) : tech,
    });
  if (shop.retail.length && rand() < 0.15)
    chosen.push({ service: pick(shop.retail), technicianId: null });
  const selling = cardState.find((c) => !c.sold);
  if (selling && n === 4 + cardState.filter((c) => c.sold).length * 6) {
    chosen.push({ service: null, technicianId: null, giftCard: selling });
    selling.sold = true;
  }
  return { customerId, chosen };
}

/** One ticket, priced and settled as checkout would (the same functions), or null when its coupon would be refused. */
function ringUp(register: Register, n: number, at: Date, storeDay: string): DemoTicket | null {
  const { rand, pick, shop } = register;
  const { customerId, chosen } = chooseLines(register, n);
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
    taxes: shop.taxRates,
    tip,
    tipRule: shop.tipRule,
  });
  const due = totals.amountDueCents;
  const sellsCard = chosen.some((c) => c.giftCard);
  const spend =
    totals.netCents -
    totals.lines.filter((l) => l.kind === 'giftcard').reduce((a, l) => a + l.netCents, 0);
  const paid = payDemoTicket(register, { n, at, storeDay, customerId, due, spend, sellsCard });
  const settlement = settle(due, paid.tenders);
  if (!settlement.paid) return null;
  const sold = chosen.find((c) => c.giftCard)?.giftCard;
  if (sold) {
    sold.balance += sold.cents;
    sold.soldAt = at;
    paid.ledger.unshift({
      giftCardId: sold.id,
      kind: 'issue',
      amountCents: sold.cents,
      balanceAfterCents: sold.balance,
    });
  }
  return {
    invoice: demoInvoice(register, { n, at, customerId, discount, totals, settlement }),
    lines: demoLines(chosen, inputs, totals),
    taxes: totals.taxes.map((t) => ({
      taxId: t.taxId,
      name: t.name,
      rate: t.rate,
      baseCents: t.baseCents,
      amountCents: t.amountCents,
    })),
    tips: totals.tipShares.map((s) => ({ technicianId: s.technicianId, cents: s.cents })),
    payments: paid.payments,
    couponUse: paid.couponUse,
    ledger: paid.ledger,
  };
}

/** The paid invoice of a demo ticket, its columns as checkout fills them. */
function demoInvoice(
  { store, actor, shop }: Register,
  t: {
    n: number;
    at: Date;
    customerId: number | null;
    discount: TicketDiscount;
    totals: ReturnType<typeof computeTicket>;
    settlement: ReturnType<typeof settle>;
  },
): DemoTicket['invoice'] {
  const { n, at, customerId, discount, totals, settlement } = t;
  const due = totals.amountDueCents;
  return {
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
    tipBase: shop.tipRule.base,
    tipSplit: shop.tipRule.split,
    idempotencyKey: `demo-${store.id}-${n}`,
    createdByUserId: actor.id,
    createdByName: actor.name,
    paidAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

/** A demo ticket's lines as the invoice keeps them, with what the totals worked out for each. */
function demoLines(
  chosen: Chosen[],
  inputs: TicketLineInput[],
  totals: ReturnType<typeof computeTicket>,
): DemoTicket['lines'] {
  return chosen.map((c, i) => ({
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
  }));
}

/**
 * How a demo ticket is paid: maybe a coupon (checked as checkout checks it), maybe $15 of a sold
 * gift card, then cash (rounded up to $5), a check, card and cash, or a card.
 */
function payDemoTicket(
  register: Register,
  t: {
    n: number;
    at: Date;
    storeDay: string;
    customerId: number | null;
    due: number;
    spend: number;
    sellsCard: boolean;
  },
): Pick<DemoTicket, 'payments' | 'couponUse' | 'ledger'> & {
  tenders: { type: TenderType; amountCents: number }[];
} {
  const { rand, cardState } = register;
  const { n, at, due, sellsCard } = t;
  const tenders: { type: TenderType; amountCents: number }[] = [];
  const payments: DemoTicket['payments'] = [];
  let couponUse: DemoTicket['couponUse'] = null;
  const ledger: DemoTicket['ledger'] = [];
  let left = due;
  const coupon = tryDemoCoupon(register, t);
  if (coupon) {
    tenders.push(coupon.tender);
    payments.push(coupon.payment);
    couponUse = coupon.use;
    left -= coupon.tender.amountCents;
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
  payTheRest(rand, n, at, left, tenders, payments);
  return { tenders, payments, couponUse, ledger };
}

/** Now and then a demo coupon, checked as checkout checks it (its limits count the uses so far); null when none is used. */
function tryDemoCoupon(
  register: Register,
  t: {
    at: Date;
    storeDay: string;
    customerId: number | null;
    due: number;
    spend: number;
    sellsCard: boolean;
  },
) {
  const { rand, couponRows, couponUseCount, couponUseByCustomer } = register;
  const { at, customerId, due, sellsCard } = t;
  const r = rand();
  const coupon =
    !sellsCard && couponRows.length && r < 0.09
      ? couponRows[r < 0.05 && customerId !== null ? 0 : 1]
      : null;
  if (!coupon) return null;
  const terms = DEMO_COUPONS.find((c) => c.code === coupon.code)!;
  const verdict = evaluateCoupon(terms, {
    today: t.storeDay,
    spendCents: t.spend,
    amountDueCents: due,
    usesSoFar: couponUseCount.get(coupon.id) ?? 0,
    usesByCustomer:
      customerId === null ? null : (couponUseByCustomer.get(`${coupon.id}:${customerId}`) ?? 0),
  });
  if (!verdict.ok) return null;
  couponUseCount.set(coupon.id, (couponUseCount.get(coupon.id) ?? 0) + 1);
  if (customerId !== null)
    couponUseByCustomer.set(
      `${coupon.id}:${customerId}`,
      (couponUseByCustomer.get(`${coupon.id}:${customerId}`) ?? 0) + 1,
    );
  return {
    tender: { type: 'coupon' as const, amountCents: verdict.valueCents },
    payment: {
      type: 'coupon' as const,
      amountCents: verdict.valueCents,
      couponId: coupon.id,
      createdAt: at,
    },
    use: { couponId: coupon.id, amountCents: verdict.valueCents, customerId },
  };
}

/** What is left: cash (rounded up to $5), a check, $20 cash and the rest on a card, or a card. */
function payTheRest(
  rand: () => number,
  n: number,
  at: Date,
  left: number,
  tenders: { type: TenderType; amountCents: number }[],
  payments: DemoTicket['payments'],
): void {
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
}

/** Writes the tickets in a few multi-row inserts (invoices, then their lines, taxes, tips, payments, coupon uses and gift card entries); the tickets with their ids. */
async function insertTickets(db: Db, storeId: number, tickets: DemoTicket[], actor: Actor) {
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
    withId.flatMap((t) => pick(t).map((row) => ({ ...row, storeId, invoiceId: t.id })));
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
  return withId;
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
