import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../client';
import {
  customers,
  employees,
  serviceTaxes,
  services,
  storeSettings,
  taxes,
  tipRules,
} from '../schema';
import { DEFAULT_STORE_SETTINGS } from './storeSettings';
import { DEFAULT_TIP_RULES, type TipRulesValues } from './tipRules';

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
  return rows.map((r) => ({
    ...r,
    taxIds: links.filter((l) => l.serviceId === r.id).map((l) => l.taxId),
  }));
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
    .where(
      and(
        eq(employees.storeId, storeId),
        inArray(employees.id, ids),
        isNull(employees.deletedAt),
        eq(employees.isActive, true),
      ),
    );
}

type TicketService = Awaited<ReturnType<typeof listServicesForTicket>>[number];

/**
 * What checkout reads or writes in the same round trip as the pricing: an
 * insert returning `id` (the invoice claiming the idempotency key) and the
 * store's accepted tenders. Embedded as a query builder, the claim comes in parentheses.
 */
export interface PricingExtras {
  claim?: SQLWrapper;
  acceptedTenders?: boolean;
}

/**
 * Everything pricing a ticket reads, in one statement: the services named
 * (with their taxes), the technicians named that work here, the taxes
 * switched on, the tip rule, and whether the customer is the store's.
 * Checkout prices inside its transaction, where every round trip counts:
 * this is one instead of six, each part scoped by the store.
 *
 * Kept whole: one SQL statement, its sub-selects written beside the select that embeds them.
 */
export async function getTicketPricingContext(
  db: Db,
  storeId: number,
  serviceIds: number[],
  technicianIds: number[],
  customerId: number | null,
  extras: PricingExtras = {},
) {
  const none = sql`false`;
  const serviceRows = db
    .select({
      json: sql`coalesce(json_agg(json_build_object('id', ${services.id}, 'name', ${services.name}, 'kind', ${services.kind}, 'priceCents', ${services.priceCents},
        'turnWeightHalves', ${services.turnWeightHalves}, 'commissionRateBp', ${services.commissionRateBp}, 'isActive', ${services.isActive},
        'taxIds', coalesce((select json_agg(${serviceTaxes.taxId} order by ${serviceTaxes.taxId}) from ${serviceTaxes} where ${serviceTaxes.storeId} = ${storeId} and ${serviceTaxes.serviceId} = ${services.id}), '[]'::json))), '[]'::json)`,
    })
    .from(services)
    .where(
      and(
        eq(services.storeId, storeId),
        serviceIds.length ? inArray(services.id, serviceIds) : none,
      ),
    );
  const technicianRows = db
    .select({
      json: sql`coalesce(json_agg(json_build_object('id', ${employees.id}, 'name', ${employees.name})), '[]'::json)`,
    })
    .from(employees)
    .where(
      and(
        eq(employees.storeId, storeId),
        technicianIds.length ? inArray(employees.id, technicianIds) : none,
        isNull(employees.deletedAt),
        eq(employees.isActive, true),
      ),
    );
  const taxRows = db
    .select({
      json: sql`coalesce(json_agg(json_build_object('id', ${taxes.id}, 'name', ${taxes.name}, 'rate', ${taxes.rate}) order by ${taxes.id}), '[]'::json)`,
    })
    .from(taxes)
    .where(and(eq(taxes.storeId, storeId), eq(taxes.isActive, true)));
  const tipRule = db
    .select({
      json: sql`json_build_object('suggestedPercents', ${tipRules.suggestedPercents}, 'base', ${tipRules.base}, 'split', ${tipRules.split})`,
    })
    .from(tipRules)
    .where(eq(tipRules.storeId, storeId));
  const customer = db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId ?? 0)));
  const tenders = db
    .select({ json: storeSettings.acceptedTenders })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  const couponMode = db
    .select({ mode: storeSettings.couponMode })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  const result = await db.execute(
    sql`${extras.claim ? sql`with claim as ${extras.claim} ` : sql``}select (${serviceRows}) as services, (${technicianRows}) as technicians, (${taxRows}) as taxes, (${tipRule}) as tip_rule, exists (${customer}) as customer, (${couponMode}) as coupon_mode${
      extras.acceptedTenders ? sql`, (${tenders}) as accepted_tenders` : sql``
    }${extras.claim ? sql`, (select id from claim) as claimed_id` : sql``}`,
  );
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return {
    services: row.services as TicketService[],
    technicians: row.technicians as { id: number; name: string }[],
    taxRates: row.taxes as { id: number; name: string; rate: number }[],
    tipRule: (row.tip_rule as TipRulesValues | null) ?? {
      ...DEFAULT_TIP_RULES,
      suggestedPercents: [...DEFAULT_TIP_RULES.suggestedPercents],
    },
    customerFound: customerId !== null && row.customer === true,
    couponMode:
      (row.coupon_mode as 'tender' | 'discount' | null) ?? DEFAULT_STORE_SETTINGS.couponMode,
    acceptedTenders: extras.acceptedTenders
      ? ((row.accepted_tenders as string[] | null) ?? [...DEFAULT_STORE_SETTINGS.acceptedTenders])
      : null,
    claimedId: extras.claim ? Number(row.claimed_id) : null,
  };
}
