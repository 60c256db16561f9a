import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  couponUses,
  customerConsentEvents,
  customers,
  employees,
  invoices,
  users,
} from '../schema';
import { DEFAULT_CONSENT_TEXT } from '../queries/customerConsent';
import { clock } from '../../common/clock';

/**
 * About 120 customers for Lotus Nail Spa: the 40 the
 * ticket history already rings up get the rest of a profile (email,
 * birthday, tags, a preferred technician, SMS consent with its log), 80 more
 * join them, and the history's walk-in tickets (no customer, no coupon) are
 * spread over the newcomers, so most profiles have visits to show. Seeded
 * and written in a few statements, like the tickets.
 */

function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

const FIRST = [
  'Alice',
  'Bella',
  'Chloe',
  'Daisy',
  'Ella',
  'Faith',
  'Grace',
  'Holly',
  'Ivy',
  'Julia',
  'Kelly',
  'Lily',
  'Maya',
  'Nina',
  'Olivia',
  'Paige',
  'Rachel',
  'Sophie',
  'Tina',
  'Uma',
  'Vera',
  'Wendy',
  'Xena',
  'Yara',
  'Zoe',
  'Linh',
  'Thu',
  'Mai',
  'Hoa',
  'Ngoc',
];
const LAST = [
  'Adams',
  'Baker',
  'Clark',
  'Davis',
  'Evans',
  'Flores',
  'Gomez',
  'Hill',
  'Tran',
  'Le',
  'Pham',
  'Wong',
  'Young',
  'Reed',
  'Scott',
  'Ward',
];
const TAGS = [
  'VIP',
  'Gel only',
  'Sensitive skin',
  'Regular',
  'Pedicure',
  'Nail art',
  'Prefers quiet',
  'Student',
  'Bridal',
  'Dip powder',
];
const NOTES = [
  'Likes a short square shape.',
  'Allergic to acetone-heavy removers: use the gentle one.',
  'Usually books on Saturdays.',
  'Prefers the chair by the window.',
  null,
];
const NEW_CUSTOMERS = 80;
const PHONE_BASE = 2125550300;

export async function seedCustomers(
  db: Db,
  store: { id: number },
  now = clock.now(),
): Promise<void> {
  const rand = random(store.id * 7919);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  // One query after another: the demo seeds in one transaction, one connection (node-postgres deprecates queuing on a client).
  const staff = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, store.id),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    )
    .orderBy(asc(employees.id));
  const existing = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.storeId, store.id))
    .orderBy(asc(customers.id));
  const owner = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.storeId, store.id), eq(users.isReferal, false)))
    .orderBy(asc(users.id))
    .limit(1);
  const profile = (name: string, i: number) => randomProfile(rand, pick, staff, now, name, i);
  // The history's customers: a fuller profile.
  const enriched = existing.map((c, i) => ({ id: c.id, ...profile(c.name, i) }));
  // The newcomers.
  const fresh = Array.from({ length: NEW_CUSTOMERS }, (_, i) => {
    const name = `${FIRST[(i * 7) % FIRST.length]} ${LAST[(i * 5 + Math.floor(i / FIRST.length)) % LAST.length]}`;
    return { name, phone: String(PHONE_BASE + i), ...profile(name, i + 100) };
  });
  for (const p of [...enriched, ...fresh]) p.birthdayDay = p.birthdayMonth ? p.day : null;
  const inserted = await writeProfiles(db, store.id, enriched, fresh);
  await seedConsentLog(db, store.id, owner[0], [
    ...enriched.map((p) => ({ ...p, id: p.id })),
    ...fresh.map((p, i) => ({ ...p, id: inserted[i].id })),
  ]);
  await giveWalkInsToNewcomers(db, store.id, inserted, rand, pick);
}

type Profile = ReturnType<typeof randomProfile>;

const consentAt = (p: { createdAt: Date }) => new Date(p.createdAt.getTime() + 3_600_000);

/** A customer's profile, drawn from the seeded numbers: birthday, tags, email, notes, a preferred technician, SMS consent and when she was first seen. */
function randomProfile(
  rand: () => number,
  pick: <T>(items: readonly T[]) => T,
  staff: readonly { id: number }[],
  now: Date,
  name: string,
  i: number,
) {
  const month = 1 + Math.floor(rand() * 12);
  const day = 1 + Math.floor(rand() * (month === 2 ? 29 : [4, 6, 9, 11].includes(month) ? 30 : 31));
  const tags =
    rand() < 0.55 ? [...new Set([pick(TAGS), ...(rand() < 0.35 ? [pick(TAGS)] : [])])] : [];
  return {
    email: rand() < 0.55 ? `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.com` : null,
    birthdayMonth: rand() < 0.6 ? month : null,
    birthdayDay: null as number | null,
    day,
    notes: rand() < 0.25 ? pick(NOTES) : null,
    preferredTechnicianId: staff.length && rand() < 0.3 ? pick(staff).id : null,
    tags,
    consent: rand() < 0.45,
    consentSource: rand() < 0.6 ? ('kiosk' as const) : ('front_desk' as const),
    createdAt: new Date(now.getTime() - (70 + Math.floor(rand() * 300)) * 86_400_000),
  };
}

/** The history's customers get their profiles in one update, the newcomers are inserted; the newcomers' ids. */
async function writeProfiles(
  db: Db,
  storeId: number,
  enriched: (Profile & { id: number })[],
  fresh: (Profile & { name: string; phone: string })[],
) {
  if (enriched.length) {
    const values = enriched.map(
      (p) =>
        sql`(${p.id}::int, ${p.email}::text, ${p.birthdayMonth}::int, ${p.birthdayDay}::int, ${p.notes}::text, ${p.preferredTechnicianId}::int, ${JSON.stringify(p.tags)}::jsonb, ${p.consent ? consentAt(p) : null}::timestamptz, ${p.consent ? p.consentSource : null}::text, ${p.consent ? DEFAULT_CONSENT_TEXT : null}::text, ${p.createdAt}::timestamptz)`,
    );
    await db.execute(sql`
      update ${customers} set email = v.email, birthday_month = v.bm, birthday_day = v.bd, notes = v.notes, preferred_technician_id = v.pe, tags = v.tags,
        sms_consent_at = v.ca, sms_consent_source = v.cs, sms_consent_text = v.ct, created_at = v.created, updated_at = v.created
      from (values ${sql.join(values, sql`, `)}) as v(id, email, bm, bd, notes, pe, tags, ca, cs, ct, created)
      where ${customers.storeId} = ${storeId} and ${customers.id} = v.id`);
  }
  return db
    .insert(customers)
    .values(
      fresh.map((p) => ({
        storeId,
        name: p.name,
        phone: p.phone,
        email: p.email,
        birthdayMonth: p.birthdayMonth,
        birthdayDay: p.birthdayDay,
        notes: p.notes,
        preferredTechnicianId: p.preferredTechnicianId,
        tags: p.tags,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
        ...(p.consent
          ? {
              smsConsentAt: consentAt(p),
              smsConsentSource: p.consentSource,
              smsConsentText: DEFAULT_CONSENT_TEXT,
            }
          : {}),
      })),
    )
    .returning({ id: customers.id });
}

/** The consent log: every grant, and a few who later changed their mind (withdrawn, then the columns cleared). */
async function seedConsentLog(
  db: Db,
  storeId: number,
  ownerRow: { id: number; name: string },
  all: (Profile & { id: number })[],
) {
  const events: (typeof customerConsentEvents.$inferInsert)[] = [];
  const withdrawn: number[] = [];
  for (const [i, p] of all.entries()) {
    if (!p.consent) continue;
    const at = consentAt(p);
    const staffMade = p.consentSource === 'front_desk';
    events.push({
      storeId,
      customerId: p.id,
      granted: true,
      source: p.consentSource,
      consentText: DEFAULT_CONSENT_TEXT,
      byUserId: staffMade ? ownerRow.id : null,
      byName: staffMade ? ownerRow.name : 'Customer',
      createdAt: at,
    });
    if (i % 9 === 4) {
      events.push({
        storeId,
        customerId: p.id,
        granted: false,
        source: 'front_desk',
        consentText: '',
        byUserId: ownerRow.id,
        byName: ownerRow.name,
        createdAt: new Date(at.getTime() + 20 * 86_400_000),
      });
      withdrawn.push(p.id);
    }
  }
  if (events.length) await db.insert(customerConsentEvents).values(events);
  for (const id of withdrawn) {
    await db
      .update(customers)
      .set({ smsConsentAt: null, smsConsentSource: null, smsConsentText: null })
      .where(and(eq(customers.storeId, storeId), eq(customers.id, id)));
  }
}

/** Walk-in tickets of the history go to the newcomers: a few regulars with many visits, most with a handful, some never seen since. */
async function giveWalkInsToNewcomers(
  db: Db,
  storeId: number,
  inserted: { id: number }[],
  rand: () => number,
  pick: <T>(items: readonly T[]) => T,
) {
  const walkIns = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        isNull(invoices.customerId),
        sql`${invoices.status} <> 'draft'`,
        sql`not exists (select 1 from ${couponUses} where ${couponUses.storeId} = ${storeId} and ${couponUses.invoiceId} = ${invoices.id})`,
      ),
    )
    .orderBy(asc(invoices.id));
  const regulars = inserted.slice(0, Math.floor(inserted.length * 0.85));
  if (walkIns.length === 0 || regulars.length === 0) return;
  const links = walkIns.map(
    (t, i) => sql`(${t.id}::int, ${(rand() < 0.3 ? regulars[i % 8] : pick(regulars)).id}::int)`,
  );
  await db.execute(sql`
    update ${invoices} set customer_id = v.customer_id
    from (values ${sql.join(links, sql`, `)}) as v(id, customer_id)
    where ${invoices.storeId} = ${storeId} and ${invoices.id} = v.id`);
}
