import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { listActiveEmployees } from './employees';
import { TENDER_TYPES } from '../../common/tenders';
import {
  categories,
  clockRecords,
  customers,
  invoiceLines,
  invoices,
  serviceTaxes,
  services,
  storeSettings,
  stores,
  tipRules,
} from '../schema';

/**
 * What the point of sale reads: the technicians to pick from, the menu, the
 * store's tip rule and tenders, and customers by phone. Pricing a ticket for
 * the server's own totals is in ticketPricing.ts.
 */

/**
 * Active technicians with whether each is clocked in now and how many paid
 * tickets carried them in [dayStart, dayEnd) (the store's day).
 */
export async function listPosTechnicians(db: Db, storeId: number, dayStart: Date, dayEnd: Date) {
  const staff = await listActiveEmployees(db, storeId, ['staffNumber', 'color', 'avatarUrl']);
  const [open, tickets] = await Promise.all([
    db
      .select({ employeeId: clockRecords.employeeId, clockIn: clockRecords.clockIn })
      .from(clockRecords)
      .where(and(eq(clockRecords.storeId, storeId), isNull(clockRecords.clockOut))),
    db
      .select({
        technicianId: invoiceLines.technicianId,
        n: sql<number>`count(distinct ${invoiceLines.invoiceId})::int`,
      })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          eq(invoiceLines.storeId, storeId),
          eq(invoices.storeId, storeId),
          eq(invoices.status, 'paid'),
          gte(invoices.paidAt, dayStart),
          lt(invoices.paidAt, dayEnd),
          isNotNull(invoiceLines.technicianId),
        ),
      )
      .groupBy(invoiceLines.technicianId),
  ]);
  const clockedIn = new Map(open.map((o) => [o.employeeId, o.clockIn]));
  const counts = new Map(tickets.map((t) => [t.technicianId, t.n]));
  return staff.map((s) => ({
    ...s,
    clockedInAt: clockedIn.get(s.id) ?? null,
    ticketsToday: counts.get(s.id) ?? 0,
  }));
}

/** The menu as the pay screen shows it: categories in order, then each active service with its taxes. */
export async function listMenuForPos(db: Db, storeId: number) {
  const [cats, items, links] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, color: categories.color })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({
        id: services.id,
        categoryId: services.categoryId,
        name: services.name,
        kind: services.kind,
        priceCents: services.priceCents,
      })
      .from(services)
      .where(and(eq(services.storeId, storeId), eq(services.isActive, true)))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    db
      .select({ serviceId: serviceTaxes.serviceId, taxId: serviceTaxes.taxId })
      .from(serviceTaxes)
      .where(eq(serviceTaxes.storeId, storeId)),
  ]);
  return {
    categories: cats,
    services: items.map((s) => ({
      ...s,
      taxIds: links.filter((l) => l.serviceId === s.id).map((l) => l.taxId),
    })),
  };
}

/** The tip rule with its suggested percentages (defaults until the store saves one). */
export async function getTipRuleForPos(db: Db, storeId: number) {
  const [row] = await db
    .select({
      suggestedPercents: tipRules.suggestedPercents,
      base: tipRules.base,
      split: tipRules.split,
    })
    .from(tipRules)
    .where(eq(tipRules.storeId, storeId));
  return (
    row ?? {
      suggestedPercents: [15, 18, 20, 25],
      base: 'subtotal' as const,
      split: 'proportional' as const,
    }
  );
}

/** The store's name, address and phone with its receipt settings (defaults until saved). */
export async function getReceiptSettings(db: Db, storeId: number) {
  const [row] = await db
    .select({
      name: stores.name,
      address: stores.address,
      phone: stores.phone,
      timezone: stores.timezone,
      region: stores.region,
      receiptLogoUrl: storeSettings.receiptLogoUrl,
      receiptHeader: storeSettings.receiptHeader,
      receiptFooter: storeSettings.receiptFooter,
      ticketPrefix: storeSettings.ticketPrefix,
      printTechnicianNames: storeSettings.printTechnicianNames,
      acceptedTenders: storeSettings.acceptedTenders,
    })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    timezone: row.timezone,
    region: row.region,
    receiptLogoUrl: row.receiptLogoUrl ?? null,
    receiptHeader: row.receiptHeader ?? '',
    receiptFooter: row.receiptFooter ?? 'Thank you! See you again soon.',
    ticketPrefix: row.ticketPrefix ?? '',
    printTechnicianNames: row.printTechnicianNames ?? true,
    acceptedTenders: row.acceptedTenders ?? [...TENDER_TYPES],
  };
}

/** A customer of the store by phone digits, or null. */
export async function findCustomerByPhone(db: Db, storeId: number, phone: string) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.phone, phone)));
  return row ?? null;
}

export async function createCustomer(
  db: Db,
  storeId: number,
  values: { name: string; phone: string | null; email: string | null },
) {
  const [row] = await db
    .insert(customers)
    .values({ storeId, ...values })
    .returning({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      email: customers.email,
    });
  return row;
}
