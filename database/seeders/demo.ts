import { count, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import {
  clockRecords,
  employeePayrollSettings,
  employeeWorkingHours,
  employees,
  permissions,
  rolePermissions,
  roles,
  stations,
  stores,
} from '../schema';
import { createUser, assignUserRole } from '../queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { PERMISSIONS, STORE_USER, SUPER_ADMIN } from '../../server/domain/access/permissions';
import { addDays, storeMinuteToUtc, storeToday, weekdayOf } from '../../common/storeTime';
import { seedCatalog } from './catalog';
import { seedTickets } from './tickets';
import { seedTurns } from './turns';
import { seedCheckIns } from './checkIns';
import { seedCustomers } from './customers';
import { seedOpeningHours } from './openingHours';
import { seedBookingBlocks } from './bookingBlocks';
import { seedAppointments } from './appointments';
import { seedReviews } from './reviews';
import { seedAnnouncements } from './announcements';
import { seedSmsLog } from './smsLog';
import { seedPromotions } from './promotions';
import { seedLoyalty } from './loyalty';
import { seedDrawer } from './drawer';
import { seedTerminals } from './terminals';
import { seedBilling } from './billing';
import { seedSupports } from './supports';
import { seedTeams } from './teams';
import { clock } from '../../common/clock';

export const DEMO_PASSWORD = 'password';
export const DEMO_EMPLOYEE_PASSWORD = '1234';

export const MANAGER_PERMISSIONS = [
  'manage pos',
  'view checkins',
  'view employees',
  'view turn management',
  'view clock in clock outs',
  'view daily reports',
  'view customers',
];
const TECHNICIAN_PERMISSIONS = [
  'view checkins',
  'view turn management',
  'view clock in clock outs',
];

const LOTUS_STAFF = [
  ['Anna Nguyen', '#e11d48'],
  ['Bao Tran', '#2563eb'],
  ['Cindy Le', '#16a34a'],
  ['David Pham', '#9333ea'],
  ['Emily Vo', '#ea580c'],
  ['Frank Hoang', '#0891b2'],
  ['Grace Dang', '#ca8a04'],
  ['Helen Bui', '#db2777'],
] as const;
const ROSE_STAFF = ['Ivy Ho', 'Jack Do', 'Kim Ly'] as const;

/** A small deterministic generator, so every fresh demo database has the same history. */
function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

async function createRole(
  db: Db,
  storeId: number | null,
  name: string,
  granted: readonly string[],
) {
  const [role] = await db.insert(roles).values({ storeId, name }).returning({ id: roles.id });
  if (granted.length) {
    const rows = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...granted]));
    await db
      .insert(rolePermissions)
      .values(rows.map((p) => ({ roleId: role.id, permissionId: p.id })));
  }
  return role.id;
}

async function createStaff(
  db: Db,
  storeId: number,
  people: readonly (readonly [string, string])[],
  firstNumber: number,
  passwordHash: string,
  roleIdFor: (index: number) => number | null,
) {
  const created: { id: number; index: number }[] = [];
  for (const [index, [name, color]] of people.entries()) {
    const number = firstNumber + index;
    const [row] = await db
      .insert(employees)
      .values({
        storeId,
        name,
        staffNumber: String(number),
        phone: `555${String(number).padStart(7, '0')}`,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        calendarColor: color,
        roleId: roleIdFor(index),
        passwordHash,
        cardSwipeId: `CARD${number}`,
      })
      .returning({ id: employees.id });
    await db.insert(employeePayrollSettings).values({
      employeeId: row.id,
      storeId,
      commissionRateBp: 6000,
      supplyFeeType: 'flat',
      supplyFeeValue: 300,
      supplyFeeTiming: 'before',
      guaranteedMinimumCents: 60000,
      checkPercentBp: 7000,
    });
    // Tuesday–Sunday 9:00–19:00 (Mondays off), a common nail-salon week.
    await db.insert(employeeWorkingHours).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        storeId,
        employeeId: row.id,
        weekday,
        startMinute: weekday === 1 ? null : 9 * 60,
        endMinute: weekday === 1 ? null : 19 * 60,
      })),
    );
    created.push({ id: row.id, index });
  }
  return created;
}

/** 30 past days of clock records on working days, closed, with a few tips and cash-outs. */
async function seedClockHistory(
  db: Db,
  storeId: number,
  timezone: string,
  staff: { id: number }[],
  now: Date,
) {
  const rand = random(storeId * 7919);
  const today = storeToday(timezone, now);
  // A wall-clock minute of a store day: the day's own offset, also across a daylight-saving change.
  const at = (day: string, minute: number) => storeMinuteToUtc(day, minute, timezone).at;
  const rows: (typeof clockRecords.$inferInsert)[] = [];
  for (let daysAgo = 30; daysAgo >= 1; daysAgo--) {
    const day = addDays(today, -daysAgo);
    if (weekdayOf(day) === 1) continue;
    for (const person of staff) {
      if (rand() < 0.15) continue; // a day off now and then
      const clockIn = at(day, 9 * 60 + Math.floor(rand() * 40) - 10);
      const clockOut = at(day, 18 * 60 + 30 + Math.floor(rand() * 60));
      const tip = Math.round(rand() * 80) * 100;
      rows.push({
        storeId,
        employeeId: person.id,
        clockIn,
        clockOut,
        tipCents: tip,
        bonusCents: rand() < 0.1 ? 1000 : 0,
        cashOutCents: rand() < 0.3 ? Math.min(tip, 2000) : 0,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200)
    await db.insert(clockRecords).values(rows.slice(i, i + 200));
}

/** The demo salon (README "Demo logins", docs/testing.md "The demo salon"): logins, stores, stations, staff and history. One transaction. */
export async function seedDemo(db: Db, now = clock.now()): Promise<void> {
  const [passwordHash, employeeHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_EMPLOYEE_PASSWORD),
  ]);
  await db.transaction(async (tx) => {
    await tx.insert(permissions).values(PERMISSIONS.map((name) => ({ name })));
    await createRole(tx, null, SUPER_ADMIN, []);
    await createRole(tx, null, STORE_USER, []);
    const { lotus, rose } = await seedStoresAndLogins(tx, passwordHash);
    const { lotusStaff, roseStaff } = await seedRolesAndStaff(
      tx,
      lotus.id,
      rose.id,
      passwordHash,
      employeeHash,
    );
    await seedClockHistory(tx, lotus.id, lotus.timezone, lotusStaff, now);
    await seedClockHistory(tx, rose.id, rose.timezone, roseStaff, now);
    await seedCatalog(tx, { lotusId: lotus.id, roseId: rose.id });
    await seedOpeningHours(tx, { lotusId: lotus.id, roseId: rose.id });
    await seedBookingBlocks(
      tx,
      { id: lotus.id, timezone: lotus.timezone, technicianId: lotusStaff[2].id },
      now,
    );
    await seedTickets(tx, { lotus, rose }, now);
    await seedCustomers(tx, lotus, now);
  });
}

/** The two demo stores with their stations, and the logins of README "Demo logins" (the super admin, each store's owner, the referral partner). */
async function seedStoresAndLogins(tx: Db, passwordHash: string) {
  const [lotus] = await tx
    .insert(stores)
    .values({
      name: 'Lotus Nail Spa',
      timezone: 'America/New_York',
      phone: '2125550100',
      address: '12 Main St, New York, NY',
    })
    .returning();
  const [rose] = await tx
    .insert(stores)
    .values({
      name: 'Rose Nails',
      timezone: 'America/Los_Angeles',
      phone: '4155550100',
      address: '80 Market St, San Francisco, CA',
    })
    .returning();
  await tx.insert(stations).values([
    { storeId: lotus.id, name: 'Front Desk' },
    { storeId: lotus.id, name: 'Station 2' },
    { storeId: rose.id, name: 'Front Desk' },
  ]);

  await createUser(tx, {
    storeId: null,
    name: 'Super Admin',
    email: 'admin@example.com',
    passwordHash,
    roleNames: [SUPER_ADMIN],
  });
  await createUser(tx, {
    storeId: lotus.id,
    name: 'Linh Owner',
    email: 'owner@example.com',
    passwordHash,
    roleNames: [STORE_USER],
  });
  await createUser(tx, {
    storeId: rose.id,
    name: 'Rosa Owner',
    email: 'owner2@example.com',
    passwordHash,
    roleNames: [STORE_USER],
  });
  await createUser(tx, {
    storeId: lotus.id,
    name: 'Riley Referral',
    email: 'referral@example.com',
    passwordHash,
    isReferal: true,
    roleNames: [STORE_USER],
  });
  return { lotus, rose };
}

/** Each store's roles (Lotus: Manager, Technician; Rose: Technician), Lotus's manager login, and the staff. */
async function seedRolesAndStaff(
  tx: Db,
  lotusId: number,
  roseId: number,
  passwordHash: string,
  employeeHash: string,
) {
  const managerRole = await createRole(tx, lotusId, 'Manager', MANAGER_PERMISSIONS);
  const technicianRole = await createRole(tx, lotusId, 'Technician', TECHNICIAN_PERMISSIONS);
  const roseTechnician = await createRole(tx, roseId, 'Technician', TECHNICIAN_PERMISSIONS);
  const manager = await createUser(tx, {
    storeId: lotusId,
    name: 'Mai Manager',
    email: 'manager@example.com',
    passwordHash,
  });
  await assignUserRole(tx, manager.id, managerRole);

  const lotusStaff = await createStaff(tx, lotusId, LOTUS_STAFF, 1001, employeeHash, (i) =>
    i === 0 ? managerRole : technicianRole,
  );
  const roseStaff = await createStaff(
    tx,
    roseId,
    ROSE_STAFF.map((n) => [n, '#6b7280'] as const),
    2001,
    employeeHash,
    () => roseTechnician,
  );
  return { lotusStaff, roseStaff };
}

/**
 * Seeds only a database that has no stores yet; answers whether it did. `terminals`: where the
 * demo's card terminals point (the config's demoTerminals); `now`: the one instant every part is
 * seeded at.
 */
export async function seedIfEmpty(
  db: Db,
  options: { terminals?: { httpPort: number; tcpPort: number }; now?: Date } = {},
): Promise<boolean> {
  const now = options.now ?? clock.now();
  const [{ n }] = await db.select({ n: count() }).from(stores);
  if (n > 0) return false;
  // One instant for every part: seeded one after another, each asking the clock, they could fall on two store days around midnight.
  await seedDemo(db, now);
  // Today's clock-ins and board story: not in seedDemo, whose tests start with nobody clocked in.
  await seedTurns(db, now);
  // Today's queue at the desk, in every state (after the turns: its technicians are the ones clocked in).
  await seedCheckIns(db, now);
  // The appointment book, past and ahead (after the queue: a couple of today's visits join it as they arrive).
  await seedAppointments(db, now);
  // Reviews on the demo tickets (asked by SMS), averages by technician, one open follow-up.
  await seedReviews(db, now);
  // Announcements: one sent nine days ago (its texts go out through the log driver once the app runs its jobs), one scheduled.
  await seedAnnouncements(db, now);
  // The SMS log's last three weeks (receipts, a STOP, a HELP) and each store's texting number.
  await seedSmsLog(db, now);
  // Promotions (Gel Tuesday, birthday month, first visit, polish 3 for 2), two of last Tuesday's tickets taking them.
  await seedPromotions(db, now);
  // Rewards on: points earned on the demo tickets (by checkout's own earning function), three rewards.
  await seedLoyalty(db);
  // Lotus's PAX terminals (the fake terminal's ports) and its PAX credit settings; Rose keeps typing cards by hand.
  await seedTerminals(db, options.terminals);
  // The SaaS side: plans, the three stores' subscriptions (Jade Nail Bar, owner3@example.com, is made here) and invoices in every state.
  await seedBilling(db, now);
  // Yesterday's cash drawer at Lotus (float, movements, a count approved by the owner); today's is left for the demo to open.
  await seedDrawer(db, now);
  // Supports: a Lotus ticket the super admin answered.
  await seedSupports(db, now);
  // Teams: the Lotus owner's group with a second location, a manager and a pending invitation.
  await seedTeams(db, now);
  return true;
}
