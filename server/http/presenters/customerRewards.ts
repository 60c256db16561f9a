import type {
  getLoyaltySettings,
  listLoyaltyCustomers,
  listLoyaltyEntries,
  listLoyaltyRowsFor,
  LoyaltyRewardRow,
} from '../../../database/queries/loyalty';
import type { listMenuForPos } from '../../../database/queries/pos';
import type { customerPoints } from '../../domain/loyalty/ledger';
import type { pointsLiability } from '../../domain/loyalty/liability';
import type { PointValueBasis } from '../../../common/pages/propShapes';
import { pointsBalance } from '../../domain/loyalty/points';
import { withLinks } from '../pagination';
import { LOYALTY_LIMITS } from '../validators/loyalty';

type Points = Awaited<ReturnType<typeof customerPoints>>;

/** A reward of the catalog: what it gives as values (cents off, or the service), which the pages say. */
export const rewardItem = (r: LoyaltyRewardRow) => ({
  id: r.id,
  name: r.name,
  points_cost: r.pointsCost,
  kind: r.kind,
  amount: r.amountCents,
  service_id: r.serviceId,
  service_name: r.serviceName,
  is_active: r.isActive,
});

/**
 * customer-rewards.index: the catalog and the services a free-service reward may name, one page
 * of customers with their points at `now` (from their ledger rows), and the points liability.
 */
/** What a point is worth, for a page (common/pages/propShapes.ts PointValueBasis). */
export const pointValueBasis = (
  basis: { centsPerPoint: number; rewardName: string } | null,
): PointValueBasis | null =>
  basis ? { cents_per_point: basis.centsPerPoint, reward_name: basis.rewardName } : null;

export function customerRewardsPage(p: {
  enabled: boolean;
  rewards: LoyaltyRewardRow[];
  menu: Awaited<ReturnType<typeof listMenuForPos>>;
  customers: Awaited<ReturnType<typeof listLoyaltyCustomers>>['rows'];
  ledgers: Awaited<ReturnType<typeof listLoyaltyRowsFor>>;
  page: { current: number; last: number; perPage: number; total: number };
  q: string;
  liability: Awaited<ReturnType<typeof pointsLiability>>;
  now: Date;
}) {
  return {
    enabled: p.enabled,
    rewards: p.rewards.map(rewardItem),
    services: p.menu.services
      .filter((s) => s.kind === 'service')
      .map((s) => ({ id: s.id, name: s.name, price: s.priceCents })),
    customers: withLinks(
      {
        data: p.customers.map((c) => ({
          id: c.id,
          name: c.name,
          phone: c.phone ?? '',
          ...pointsBalance(
            p.ledgers.filter((l) => l.customerId === c.id),
            p.now,
          ),
        })),
        current_page: p.page.current,
        last_page: p.page.last,
        per_page: p.page.perPage,
        total: p.page.total,
      },
      'customer-rewards.index',
      p.q ? { q: p.q } : {},
    ),
    filters: { q: p.q },
    liability: {
      points: p.liability.points,
      cents: p.liability.cents,
      basis: pointValueBasis(p.liability.basis),
    },
    limits: {
      name: LOYALTY_LIMITS.rewardName,
      cost: LOYALTY_LIMITS.cost,
      amount: LOYALTY_LIMITS.amountCents,
    },
  };
}

/** customer-rewards.customers.show: her points and her ledger, newest first, at ISO instants (the page shows the store's zone). */
export const customerRewardsShowPage = (
  customer: { id: number; name: string; phone: string | null },
  points: Points,
  entries: Awaited<ReturnType<typeof listLoyaltyEntries>>,
) => ({
  customer: { id: customer.id, name: customer.name, phone: customer.phone ?? '' },
  points,
  entries: entries.map((e) => ({
    id: e.id,
    kind: e.kind,
    points: e.points,
    invoice_id: e.invoiceId,
    what: e.rewardName ?? e.note ?? e.source ?? '',
    discount: e.discountCents,
    created_at: e.createdAt.toISOString(),
    available_at: e.availableAt > e.createdAt ? e.availableAt.toISOString() : null,
    expires_at: e.expiresAt?.toISOString() ?? null,
    by: e.byName,
  })),
});

/**
 * pos.customers.rewards (JSON): her points and the active rewards, each saying whether she can
 * afford it now (the store's minimum to redeem counts).
 */
export function posRewardsJson(
  settings: Awaited<ReturnType<typeof getLoyaltySettings>>,
  points: Points,
  rewards: LoyaltyRewardRow[],
) {
  const needed = (cost: number) => Math.max(cost, settings.minimumRedeemPoints);
  return {
    enabled: true,
    points: { available: points.available, pending: points.pending, lifetime: points.lifetime },
    minimum: settings.minimumRedeemPoints,
    rewards: rewards.map((r) => ({
      ...rewardItem(r),
      service_price: r.servicePriceCents,
      affordable: points.available >= needed(r.pointsCost),
    })),
  };
}
