import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { PLAN_FEATURES, stations, stores, type PlanFeature } from '../schema';
import {
  createPlan,
  createSubscription,
  supersedePlan,
  updateSubscription,
  type PlanRow,
  type SubscriptionRow,
} from '../queries/billing';
import { createUser, findUserByEmail } from '../queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { STORE_USER } from '../../server/domain/access/permissions';
import { addDays, storeDayBounds, storeToday } from '../../common/storeTime';
import {
  createPeriodInvoice,
  markUncollectible,
  recordPayment,
  voidInvoice,
} from '../../server/domain/billing/invoices';
import { periodBefore, periodFrom } from '../../server/domain/billing/periods';
import { clock } from '../../common/clock';

const ALL_FEATURES: PlanFeature[] = [...PLAN_FEATURES];

/** The platform's plans: Starter (its $25 first version superseded by $29), Salon, Multi-location monthly and yearly. */
export async function seedPlans(db: Db) {
  const starterV1 = await createPlan(db, {
    code: 'starter',
    name: 'Starter',
    interval: 'month',
    priceCents: 2500,
    maxEmployees: 5,
    maxStations: 1,
    smsPerMonth: 500,
    maxLocations: 1,
    features: ['appointments', 'reviews'],
  });
  const starter = await supersedePlan(db, starterV1, {
    code: 'starter',
    name: 'Starter',
    interval: 'month',
    priceCents: 2900,
    maxEmployees: 5,
    maxStations: 1,
    smsPerMonth: 500,
    maxLocations: 1,
    features: ['appointments', 'reviews'],
  });
  const salon = await createPlan(db, {
    code: 'salon',
    name: 'Salon',
    interval: 'month',
    priceCents: 6900,
    maxEmployees: 15,
    maxStations: 4,
    smsPerMonth: 2000,
    maxLocations: 1,
    features: ALL_FEATURES,
  });
  const multi = await createPlan(db, {
    code: 'multi',
    name: 'Multi-location',
    interval: 'month',
    priceCents: 14900,
    maxEmployees: null,
    maxStations: null,
    smsPerMonth: 5000,
    maxLocations: 5,
    features: ALL_FEATURES,
  });
  const multiYearly = await createPlan(db, {
    code: 'multi-yearly',
    name: 'Multi-location yearly',
    interval: 'year',
    priceCents: 149000,
    maxEmployees: null,
    maxStations: null,
    smsPerMonth: 5000,
    maxLocations: 5,
    features: ALL_FEATURES,
  });
  return { starter, salon, multi, multiYearly };
}

/** An instant in the morning of a store day: when the demo's back-dated invoices were issued. */
const morningOf = (tz: string, day: string) =>
  new Date(storeDayBounds(tz, day).start.getTime() + 10 * 3_600_000);

async function invoiceFor(db: Db, sub: SubscriptionRow, plan: PlanRow, tz: string, start: string) {
  const period = periodFrom(start, plan.interval);
  return (await createPeriodInvoice(db, sub, plan, tz, period, morningOf(tz, start)))!;
}

async function storeNamed(db: Db, name: string) {
  const [row] = await db.select().from(stores).where(eq(stores.name, name));
  return row;
}

/**
 * The SaaS demo: plans; Lotus on Salon, paid up with this
 * period's invoice open and not yet due; Rose on Starter, past due (an
 * uncollectible invoice, one void and reissued then paid by check, and the
 * current one overdue); a third store, Jade Nail Bar (owner3@example.com),
 * trialing. Every invoice state but draft (a draft lives only inside the
 * job's transaction). Runs after the demo seed.
 */
export async function seedBilling(db: Db, now = clock.now()): Promise<void> {
  const plans = await seedPlans(db);
  const lotus = await storeNamed(db, 'Lotus Nail Spa');
  const rose = await storeNamed(db, 'Rose Nails');
  const jade = await seedJadeStore(db);
  const admin = await findUserByEmail(db, 'admin@example.com');
  // Referrals: referral@example.com brought Rose and Jade; each paid invoice of theirs earns its commission (recordPayment writes it).
  const partner = await findUserByEmail(db, 'referral@example.com');
  await billLotus(db, lotus, plans, admin?.id ?? 1, now);
  await billRose(db, rose, plans, admin?.id ?? 1, partner?.id ?? null, now);
  // Jade: a 30-day trial on Multi-location, twenty days in.
  const jadeToday = storeToday(jade.timezone, now);
  await createSubscription(db, {
    storeId: jade.id,
    planId: plans.multi.id,
    referredByUserId: partner?.id ?? null,
    status: 'trialing',
    currentPeriodStart: addDays(jadeToday, -20),
    currentPeriodEnd: addDays(jadeToday, 9),
    trialEndsOn: addDays(jadeToday, 9),
    createdAt: now,
  });
}

type Plans = Awaited<ReturnType<typeof seedPlans>>;
type BilledStore = Awaited<ReturnType<typeof storeNamed>>;

/** Jade Nail Bar (owner3@example.com): a third store, with its front desk and owner. */
async function seedJadeStore(db: Db) {
  const [jade] = await db
    .insert(stores)
    .values({
      name: 'Jade Nail Bar',
      timezone: 'America/Chicago',
      phone: '3125550100',
      address: '5 Wacker Dr, Chicago, IL',
    })
    .returning();
  await db.insert(stations).values({ storeId: jade.id, name: 'Front Desk' });
  await createUser(db, {
    storeId: jade.id,
    name: 'Jun Owner',
    email: 'owner3@example.com',
    passwordHash: await hashPassword('password'),
    roleNames: [STORE_USER],
  });
  return jade;
}

/** Lotus: its period started three days ago; the two before are paid. */
async function billLotus(db: Db, lotus: BilledStore, plans: Plans, adminId: number, now: Date) {
  const lotusToday = storeToday(lotus.timezone, now);
  const lotusPeriod = periodFrom(addDays(lotusToday, -3), 'month');
  const lotusSub = await createSubscription(db, {
    storeId: lotus.id,
    planId: plans.salon.id,
    status: 'active',
    currentPeriodStart: lotusPeriod.start,
    currentPeriodEnd: lotusPeriod.end,
    createdAt: now,
  });
  const lotusPrev = periodBefore(lotusPeriod.start, 'month');
  const lotusPrev2 = periodBefore(lotusPrev.start, 'month');
  const l1 = await invoiceFor(db, lotusSub, plans.salon, lotus.timezone, lotusPrev2.start);
  await recordPayment(
    db,
    l1.id,
    {
      amountCents: l1.totalCents,
      method: 'transfer',
      reference: 'ACH 240117',
      receivedOn: addDays(lotusPrev2.start, 4),
      by: adminId,
    },
    morningOf(lotus.timezone, addDays(lotusPrev2.start, 4)),
  );
  const l2 = await invoiceFor(db, lotusSub, plans.salon, lotus.timezone, lotusPrev.start);
  await recordPayment(
    db,
    l2.id,
    {
      amountCents: l2.totalCents,
      method: 'check',
      reference: 'Check #1042',
      receivedOn: addDays(lotusPrev.start, 6),
      by: adminId,
    },
    morningOf(lotus.timezone, addDays(lotusPrev.start, 6)),
  );
  await invoiceFor(db, lotusSub, plans.salon, lotus.timezone, lotusPeriod.start);
}

/**
 * Rose: its period started twelve days ago, so this period's invoice is five days overdue; before
 * it an invoice paid by wire, one void and reissued then paid by check, one uncollectible.
 */
async function billRose(
  db: Db,
  rose: BilledStore,
  plans: Plans,
  adminId: number,
  partnerId: number | null,
  now: Date,
) {
  const roseToday = storeToday(rose.timezone, now);
  const rosePeriod = periodFrom(addDays(roseToday, -12), 'month');
  const roseSub = await createSubscription(db, {
    storeId: rose.id,
    planId: plans.starter.id,
    referredByUserId: partnerId,
    status: 'past_due',
    currentPeriodStart: rosePeriod.start,
    currentPeriodEnd: rosePeriod.end,
    createdAt: now,
  });
  const roseP1 = periodBefore(rosePeriod.start, 'month');
  const roseP2 = periodBefore(roseP1.start, 'month');
  const roseP3 = periodBefore(roseP2.start, 'month');
  const r3 = await invoiceFor(db, roseSub, plans.starter, rose.timezone, roseP3.start);
  await markUncollectible(db, r3.id, morningOf(rose.timezone, addDays(roseP3.start, 40)));
  const r2 = await invoiceFor(db, roseSub, plans.starter, rose.timezone, roseP2.start);
  const { replacement } = await voidInvoice(
    db,
    r2.id,
    {
      reason: 'Billed at the old Starter price by mistake.',
      reissue: true,
      correction: { description: 'Goodwill credit for the billing error', amountCents: -500 },
    },
    morningOf(rose.timezone, addDays(roseP2.start, 2)),
  );
  await recordPayment(
    db,
    replacement!.id,
    {
      amountCents: replacement!.totalCents,
      method: 'check',
      reference: 'Check #311',
      receivedOn: addDays(roseP2.start, 9),
      by: adminId,
    },
    morningOf(rose.timezone, addDays(roseP2.start, 9)),
  );
  const r1 = await invoiceFor(db, roseSub, plans.starter, rose.timezone, roseP1.start);
  await recordPayment(
    db,
    r1.id,
    {
      amountCents: r1.totalCents,
      method: 'transfer',
      reference: 'Wire 88-1203',
      receivedOn: addDays(roseP1.start, 5),
      by: adminId,
    },
    morningOf(rose.timezone, addDays(roseP1.start, 5)),
  );
  await invoiceFor(db, roseSub, plans.starter, rose.timezone, rosePeriod.start);
  // The payments above made it current; its newest invoice is overdue.
  await updateSubscription(db, rose.id, { status: 'past_due' });
}
