import type { getDraft } from '../../../database/queries/invoices';
import type {
  getReceiptSettings,
  getTipRuleForPos,
  listMenuForPos,
  listPosTechnicians,
} from '../../../database/queries/pos';
import type { CheckInRow } from '../../../database/queries/checkIns';
import { formatPhone } from '../../../common/phone';
import { tipRuleProps } from './tipRules';

type Draft = NonNullable<Awaited<ReturnType<typeof getDraft>>>;
type PosTechnician = Awaited<ReturnType<typeof listPosTechnicians>>[number];
interface PosCustomer {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
}
interface MenuItem {
  id: number;
  name: string;
  kind: string;
  priceCents: number;
}

/** A technician tile: `employee_id` is the staff number ("User ID"), as on every employee screen. */
export const posTechnicianTile = (t: PosTechnician) => ({
  id: t.id,
  name: t.name,
  employee_id: t.staffNumber,
  color: t.color,
  avatar_url: t.avatarUrl,
  clocked_in: t.clockedInAt !== null,
  tickets_today: t.ticketsToday,
});

export const posCustomer = (c: PosCustomer) => ({
  id: c.id,
  name: c.name,
  phone: c.phone ?? '',
  phone_formatted: formatPhone(c.phone),
  email: c.email ?? '',
});

/** A saved ticket as the pay screen resumes it (lines with their keys, prices as charged, the tip as an amount with a hand-edited split). */
export const posDraft = (draft: Draft, customer: PosCustomer | null | undefined) => ({
  id: draft.id,
  customer: customer ? posCustomer(customer) : null,
  lines: draft.lines.map((l) => ({
    key: l.key,
    kind: l.kind,
    service_id: l.serviceId,
    name: l.name,
    technician_id: l.technicianId,
    unit_price: l.unitPriceCents,
    quantity: l.quantity,
    discount: l.discountCents,
  })),
  ticket_discount: draft.ticketDiscountType
    ? { type: draft.ticketDiscountType, value: draft.ticketDiscountValue }
    : null,
  tip: draft.tipCents > 0 ? { type: 'amount' as const, value: draft.tipCents } : null,
  // A split typed by hand (or under the "by hand" rule) comes back as it was saved; otherwise the rule splits again.
  tip_shares:
    draft.tipSplit === 'manual' && draft.tipCents > 0
      ? draft.tips.map((s) => ({ technician_id: s.technicianId, cents: s.cents }))
      : [],
});

/**
 * A check-in being rung up: her, her services as lines for her technician
 * (the one assigned, else the one she asked for), and the visit's id for
 * checkout. A service gone from the menu, or not a service, is left out.
 */
export const posCheckIn = (
  checkIn: CheckInRow,
  customer: PosCustomer | null | undefined,
  menu: MenuItem[],
) => {
  const technicianId = checkIn.assignedTechnicianId ?? checkIn.requestedTechnicianId;
  return {
    id: checkIn.id,
    customer: customer ? posCustomer(customer) : null,
    requested_technician_id: checkIn.requestedTechnicianId,
    lines: checkIn.serviceIds.flatMap((id, i) =>
      menu
        .filter((m) => m.id === id && m.kind === 'service')
        .map((m) => ({
          key: `service-checkin${checkIn.id}-${i}`,
          kind: 'service' as const,
          service_id: m.id,
          name: m.name,
          technician_id: technicianId,
          unit_price: m.priceCents,
          quantity: 1,
          discount: 0,
        })),
    ),
  };
};

/**
 * pos.pay: the menu, taxes and tip rule the screen prices with (the same function as the
 * server's), the tenders the store takes, the technicians (the one asked for preselected), and a
 * saved ticket or a check-in to ring up.
 */
export function posPayPage<Tax, Draft, CheckIn, Terminal>(p: {
  menu: Awaited<ReturnType<typeof listMenuForPos>>;
  taxes: Tax;
  tipRule: Awaited<ReturnType<typeof getTipRuleForPos>>;
  settings: Awaited<ReturnType<typeof getReceiptSettings>>;
  staff: ReturnType<typeof posTechnicianTile>[];
  wanted: number | null;
  draft: Draft;
  checkIn: CheckIn;
  terminal: Terminal;
}) {
  const { menu, tipRule, staff, wanted } = p;
  return {
    categories: menu.categories,
    services: menu.services.map((s) => ({
      id: s.id,
      category_id: s.categoryId,
      name: s.name,
      kind: s.kind,
      price: s.priceCents,
      tax_ids: s.taxIds,
    })),
    taxes: p.taxes,
    tip_rule: tipRuleProps(tipRule),
    accepted_tenders: p.settings.acceptedTenders,
    technicians: staff,
    technician_id: staff.some((t) => t.id === wanted) ? wanted : null,
    draft: p.draft,
    check_in: p.checkIn,
    card_terminal: p.terminal,
  };
}
