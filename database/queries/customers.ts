import { and, asc, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import {
  checkIns,
  customerConsentEvents,
  customers,
  employees,
  giftCardEntries,
  giftCards,
  invoiceLines,
  invoices,
  refunds,
} from '../schema';
import { clock } from '../../common/clock';

/** A customer of the store, or null (another store's id is as good as none). The POS picker's shape. */
export async function getCustomer(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)));
  return row ?? null;
}

export type CustomerValues = Pick<
  typeof customers.$inferInsert,
  | 'name'
  | 'phone'
  | 'email'
  | 'birthdayMonth'
  | 'birthdayDay'
  | 'notes'
  | 'preferredTechnicianId'
  | 'tags'
>;

const profileColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  email: customers.email,
  birthdayMonth: customers.birthdayMonth,
  birthdayDay: customers.birthdayDay,
  notes: customers.notes,
  preferredTechnicianId: customers.preferredTechnicianId,
  preferredTechnician: employees.name,
  tags: customers.tags,
  smsConsentAt: customers.smsConsentAt,
  smsConsentSource: customers.smsConsentSource,
  smsConsentText: customers.smsConsentText,
  createdAt: customers.createdAt,
};

/** Paid tickets only: a voided ticket was never a visit that cost anything. */
const paidVisits = sql<number>`(select count(*) from ${invoices} where ${invoices.storeId} = "customers"."store_id" and ${invoices.customerId} = "customers"."id" and ${invoices.status} = 'paid')::int`;
const lastPaidAt = sql<Date | null>`(select max(${invoices.paidAt}) from ${invoices} where ${invoices.storeId} = "customers"."store_id" and ${invoices.customerId} = "customers"."id" and ${invoices.status} = 'paid')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What the search box means: digits alone (with phone punctuation) search
 * phones, any part of them; anything with a letter searches names.
 */
export function customerSearch(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  if (/^[\d\s().+-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '').slice(0, 10);
    return digits ? sql`${customers.phone} like ${`%${digits}%`}` : undefined;
  }
  return sql`${customers.name} ilike ${`%${escapeLike(text)}%`}`;
}

/** A page of the store's customers by name, with their paid visits and last visit. */
export async function listCustomers(
  db: Db,
  storeId: number,
  q: string,
  page: { limit: number; offset: number },
) {
  const where = and(eq(customers.storeId, storeId), customerSearch(q));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: customers.name,
        phone: customers.phone,
        email: customers.email,
        tags: customers.tags,
        birthdayMonth: customers.birthdayMonth,
        birthdayDay: customers.birthdayDay,
        smsConsentAt: customers.smsConsentAt,
        visits: paidVisits,
        lastVisitAt: lastPaidAt,
      })
      .from(customers)
      .where(where)
      .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(where),
  ]);
  return { rows, total: n };
}

/** The filtered list for the export, a keyset page at a time (memory stays flat however many match). */
export async function* eachCustomer(db: Db, storeId: number, q: string, batch = 500) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(profileColumns)
      .from(customers)
      .leftJoin(
        employees,
        and(
          eq(employees.storeId, customers.storeId),
          eq(employees.id, customers.preferredTechnicianId),
        ),
      )
      .where(and(eq(customers.storeId, storeId), customerSearch(q), gt(customers.id, after)))
      .orderBy(asc(customers.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}

/** Everything the Show and Edit pages need of a customer, or null. */
export async function getCustomerProfile(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select(profileColumns)
    .from(customers)
    .leftJoin(
      employees,
      and(
        eq(employees.storeId, customers.storeId),
        eq(employees.id, customers.preferredTechnicianId),
      ),
    )
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)));
  return row ?? null;
}

/** Who else in the store has this phone (for the message), or null. */
export async function findCustomerWithPhone(
  db: Db,
  storeId: number,
  phone: string,
  exceptId: number | null = null,
) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(
      and(
        eq(customers.storeId, storeId),
        eq(customers.phone, phone),
        exceptId === null ? undefined : ne(customers.id, exceptId),
      ),
    );
  return row ?? null;
}

/** The store's customers holding any of these phones: digits → name. */
export async function customersWithPhones(
  db: Db,
  storeId: number,
  phones: string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < phones.length; i += 1000) {
    const rows = await db
      .select({ phone: customers.phone, name: customers.name })
      .from(customers)
      .where(
        and(eq(customers.storeId, storeId), inArray(customers.phone, phones.slice(i, i + 1000))),
      );
    for (const r of rows) out.set(r.phone!, r.name);
  }
  return out;
}

export async function insertCustomer(db: Db, storeId: number, values: CustomerValues) {
  const [row] = await db
    .insert(customers)
    .values({ ...values, storeId })
    .returning({ id: customers.id });
  return row.id;
}

/** Many customers in slices (PostgreSQL takes at most 65,535 parameters a statement); their ids by phone. */
export async function insertCustomers(
  db: Db,
  storeId: number,
  rows: (CustomerValues &
    Partial<
      Pick<typeof customers.$inferInsert, 'smsConsentAt' | 'smsConsentSource' | 'smsConsentText'>
    >)[],
) {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 400) {
    const out = await db
      .insert(customers)
      .values(rows.slice(i, i + 400).map((r) => ({ ...r, storeId })))
      .returning({ id: customers.id, phone: customers.phone });
    for (const r of out) ids.set(r.phone!, r.id);
  }
  return ids;
}

export async function insertConsentEvents(
  db: Db,
  rows: (typeof customerConsentEvents.$inferInsert)[],
) {
  for (let i = 0; i < rows.length; i += 500)
    await db.insert(customerConsentEvents).values(rows.slice(i, i + 500));
}

export async function updateCustomer(db: Db, storeId: number, id: number, values: CustomerValues) {
  const rows = await db
    .update(customers)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(customers.storeId, storeId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function isActiveTechnician(db: Db, storeId: number, technicianId: number) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        eq(employees.id, technicianId),
        eq(employees.isActive, true),
        isNull(employees.deletedAt),
      ),
    );
  return !!row;
}

// The outer row is named in full: Drizzle writes a single-table query's columns unqualified, and inside a subquery "id" would be the inner table's.
const refundedOf = sql<number>`coalesce((select sum(${refunds.amountCents} + ${refunds.taxCents}) from ${refunds} where ${refunds.storeId} = "invoices"."store_id" and ${refunds.invoiceId} = "invoices"."id"), 0)::int`;

/**
 * What she has spent: paid tickets' totals (after discounts, with tax,
 * without the tip, which is the technicians') less what was refunded.
 */
export async function getCustomerSpend(db: Db, storeId: number, customerId: number) {
  const [row] = await db
    .select({
      tickets: sql<number>`count(*)::int`,
      spentCents: sql<number>`coalesce(sum(${invoices.totalCents} - ${refundedOf}), 0)::int`,
      lastPaidAt: sql<Date | null>`max(${invoices.paidAt})`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.customerId, customerId),
        eq(invoices.status, 'paid'),
      ),
    );
  return {
    tickets: row.tickets,
    spentCents: row.spentCents,
    lastPaidAt: row.lastPaidAt ? new Date(row.lastPaidAt) : null,
  };
}

/** Her paid and voided tickets, newest first, with the technicians on each. */
export async function listCustomerTickets(
  db: Db,
  storeId: number,
  customerId: number,
  limit: number,
) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      paidAt: invoices.paidAt,
      totalCents: invoices.totalCents,
      amountDueCents: invoices.amountDueCents,
      refundedCents: refundedOf,
      // Aliased by hand: inside the subquery Drizzle's unqualified names would be ambiguous between lines and employees.
      technicians: sql<
        string | null
      >`(select string_agg(distinct e.name, ', ') from ${invoiceLines} l join ${employees} e on e.id = l.technician_id where l.store_id = "invoices"."store_id" and l.invoice_id = "invoices"."id")`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.customerId, customerId),
        inArray(invoices.status, ['paid', 'voided']),
      ),
    )
    .orderBy(desc(invoices.paidAt), desc(invoices.id))
    .limit(limit);
}

/** Her check-ins, newest first, with the technician who took her (or the one she asked for). */
export async function listCustomerCheckIns(
  db: Db,
  storeId: number,
  customerId: number,
  limit: number,
) {
  return db
    .select({
      id: checkIns.id,
      businessDate: checkIns.businessDate,
      status: checkIns.status,
      source: checkIns.source,
      checkedInAt: checkIns.checkedInAt,
      technician: sql<
        string | null
      >`(select ${employees.name} from ${employees} where ${employees.id} = coalesce("check_ins"."assigned_technician_id", "check_ins"."requested_technician_id"))`,
      cancelReason: checkIns.cancelReason,
    })
    .from(checkIns)
    .where(and(eq(checkIns.storeId, storeId), eq(checkIns.customerId, customerId)))
    .orderBy(desc(checkIns.checkedInAt), desc(checkIns.id))
    .limit(limit);
}

/**
 * Gift cards tied to her through her tickets (a card has no owner column):
 * the ones sold on her tickets and the ones she paid with.
 */
export async function listCustomerGiftCards(db: Db, storeId: number, customerId: number) {
  return db
    .select({
      id: giftCards.id,
      code: giftCards.code,
      balanceCents: giftCards.balanceCents,
      isActive: giftCards.isActive,
      bought: sql<boolean>`bool_or(${giftCardEntries.kind} = 'issue')`,
      used: sql<boolean>`bool_or(${giftCardEntries.kind} = 'redeem')`,
    })
    .from(giftCardEntries)
    .innerJoin(
      invoices,
      and(
        eq(invoices.storeId, giftCardEntries.storeId),
        eq(invoices.id, giftCardEntries.invoiceId),
      ),
    )
    .innerJoin(
      giftCards,
      and(
        eq(giftCards.storeId, giftCardEntries.storeId),
        eq(giftCards.id, giftCardEntries.giftCardId),
      ),
    )
    .where(
      and(
        eq(giftCardEntries.storeId, storeId),
        eq(invoices.customerId, customerId),
        inArray(giftCardEntries.kind, ['issue', 'redeem']),
      ),
    )
    .groupBy(giftCards.id)
    .orderBy(asc(giftCards.code));
}
