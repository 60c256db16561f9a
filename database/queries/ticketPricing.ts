import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { employees, serviceTaxes, services, taxes } from '../schema';

/** What pricing a ticket needs from the menu: each service's price, kind, taxes, turn weight and commission override. */
export async function listServicesForTicket(db: Db, storeId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      kind: services.kind,
      priceCents: services.priceCents,
      turnWeightHalves: services.turnWeightHalves,
      commissionRateBp: services.commissionRateBp,
      isActive: services.isActive,
    })
    .from(services)
    .where(and(eq(services.storeId, storeId), inArray(services.id, ids)));
  const links = await db
    .select({ serviceId: serviceTaxes.serviceId, taxId: serviceTaxes.taxId })
    .from(serviceTaxes)
    .where(and(eq(serviceTaxes.storeId, storeId), inArray(serviceTaxes.serviceId, ids)));
  return rows.map((r) => ({ ...r, taxIds: links.filter((l) => l.serviceId === r.id).map((l) => l.taxId) }));
}

/** The store's taxes that are switched on, as the ticket function takes them. */
export function listActiveTaxRates(db: Db, storeId: number) {
  return db
    .select({ id: taxes.id, name: taxes.name, rate: taxes.rate })
    .from(taxes)
    .where(and(eq(taxes.storeId, storeId), eq(taxes.isActive, true)))
    .orderBy(taxes.id);
}

/** The technicians named on a ticket that really work here (active, not trashed). */
export async function listTicketTechnicians(db: Db, storeId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.storeId, storeId), inArray(employees.id, ids), isNull(employees.deletedAt), eq(employees.isActive, true)));
}
