import type { Request, Response } from 'express';
import { getDraft } from '../../../database/queries/invoices';
import { findGiftCardByCode } from '../../../database/queries/giftCards';
import { createCustomer, findCustomerByPhone, getReceiptSettings, getTipRuleForPos, listMenuForPos, listPosTechnicians } from '../../../database/queries/pos';
import { listActiveTaxRates } from '../../../database/queries/ticketPricing';
import { getCustomer } from '../../../database/queries/customers';
import { findCheckIn } from '../../../database/queries/checkIns';
import { onUniqueViolation } from '../../../database/errors';
import { storeDayBounds, storeToday } from '../../../common/storeTime';
import { formatPhone } from '../../../common/phone';
import { checkout as payTicket } from '../../domain/tickets/checkout';
import { checkCoupon } from '../../domain/coupons/couponCheck';
import { priceTicket } from '../../domain/tickets/ticketPricing';
import { ThrottledError } from '../../domain/security/throttle';
import { id as idField } from '../validators/fields';
import { notFound, ValidationError } from '../errors';
import { validate } from '../validate';
import { routeUrl } from '../urls';
import { checkoutSchema, couponCheckSchema, customerLookupSchema, customerSchema, giftCardLookupSchema, ticketSchema, toCheckoutRequest, toTicketRequest } from '../validators/pos';

/** The point of sale (spec §2 "POS"): pick a technician, ring up, pay. */

async function technicians(req: Request) {
  const tz = req.store!.timezone;
  const { start, end } = storeDayBounds(tz, storeToday(tz));
  const rows = await listPosTechnicians(req.ctx.db, req.store!.id, start, end);
  return rows.map((t) => ({ id: t.id, name: t.name, employee_id: t.staffNumber, color: t.color, avatar_url: t.avatarUrl, clocked_in: t.clockedInAt !== null, tickets_today: t.ticketsToday }));
}

/** pos.select_technician: big tiles of who is clocked in (or everyone active), and "No technician". */
export async function selectTechnician(req: Request, res: Response) {
  await res.inertia('Admin/POS/SelectTechnician', { technicians: await technicians(req) });
}

/** An id from the query string, or null when absent or not an id (a bad one is ignored, never an error). */
const queryId = (value: unknown): number | null => {
  const parsed = idField().safeParse(value);
  return parsed.success ? parsed.data : null;
};

const customerProps = (c: { id: number; name: string; phone: string | null; email: string | null }) => ({
  id: c.id, name: c.name, phone: c.phone ?? '', phone_formatted: formatPhone(c.phone), email: c.email ?? '',
});

/** A saved ticket as the pay screen resumes it (lines with their keys, prices as charged, the tip as an amount with a hand-edited split). */
async function draftProps(req: Request, draftId: number) {
  const draft = await getDraft(req.ctx.db, req.store!.id, draftId);
  if (!draft) throw notFound();
  const customer = draft.customerId === null ? null : await getCustomer(req.ctx.db, req.store!.id, draft.customerId);
  return {
    id: draft.id,
    customer: customer ? customerProps(customer) : null,
    lines: draft.lines.map((l) => ({
      key: l.key, kind: l.kind, service_id: l.serviceId, name: l.name, technician_id: l.technicianId,
      unit_price: l.unitPriceCents, quantity: l.quantity, discount: l.discountCents,
    })),
    ticket_discount: draft.ticketDiscountType ? { type: draft.ticketDiscountType, value: draft.ticketDiscountValue } : null,
    tip: draft.tipCents > 0 ? { type: 'amount' as const, value: draft.tipCents } : null,
    // A split typed by hand (or under the "by hand" rule) comes back as it was saved; otherwise the rule splits again.
    tip_shares: draft.tipSplit === 'manual' && draft.tipCents > 0 ? draft.tips.map((s) => ({ technician_id: s.technicianId, cents: s.cents })) : [],
  };
}

/**
 * A check-in being rung up (from the POS customer check-in page): her, her
 * services as lines for her technician, and the visit's id for checkout.
 * Only an open visit; a paid or closed one is ignored.
 */
async function checkInProps(req: Request, checkInId: number, menu: { id: number; name: string; kind: string; priceCents: number }[]) {
  const checkIn = await findCheckIn(req.ctx.db, req.store!.id, checkInId);
  if (!checkIn || !['waiting', 'assigned', 'in_service'].includes(checkIn.status)) return null;
  const customer = await getCustomer(req.ctx.db, req.store!.id, checkIn.customerId);
  const technicianId = checkIn.assignedTechnicianId ?? checkIn.requestedTechnicianId;
  return {
    id: checkIn.id,
    customer: customer ? customerProps(customer) : null,
    requested_technician_id: checkIn.requestedTechnicianId,
    lines: checkIn.serviceIds.flatMap((id, i) => menu.filter((m) => m.id === id && m.kind === 'service').map((m) => ({
      key: `service-checkin${checkIn.id}-${i}`, kind: 'service' as const, service_id: m.id, name: m.name, technician_id: technicianId, unit_price: m.priceCents, quantity: 1, discount: 0,
    }))),
  };
}

/** The pay screen: the menu, taxes and tip rule it prices with (the same function as the server), and a saved ticket to resume. */
export async function pay(req: Request, res: Response) {
  const storeId = req.store!.id;
  const draftId = queryId(req.query.draft);
  const [menu, taxes, tipRule, settings, staff, draft] = await Promise.all([
    listMenuForPos(req.ctx.db, storeId),
    listActiveTaxRates(req.ctx.db, storeId),
    getTipRuleForPos(req.ctx.db, storeId),
    getReceiptSettings(req.ctx.db, storeId),
    technicians(req),
    draftId === null ? null : draftProps(req, draftId),
  ]);
  const wanted = queryId(req.query.technician);
  const checkInId = draft ? null : queryId(req.query.check_in);
  const checkIn = checkInId === null ? null : await checkInProps(req, checkInId, menu.services);
  await res.inertia('Admin/POS/Pay', {
    categories: menu.categories,
    services: menu.services.map((s) => ({ id: s.id, category_id: s.categoryId, name: s.name, kind: s.kind, price: s.priceCents, tax_ids: s.taxIds })),
    taxes,
    tip_rule: { suggested_percents: tipRule.suggestedPercents, base: tipRule.base, split: tipRule.split },
    accepted_tenders: settings.acceptedTenders,
    technicians: staff,
    technician_id: staff.some((t) => t.id === wanted) ? wanted : null,
    draft,
    check_in: checkIn,
  });
}

/**
 * pos.checkout: pays the ticket in one transaction, then shows its receipt (a
 * repeat of the same key shows the same one). No flash: the pay screen says
 * Success! with the receipt's number when it lands there, so a checkout
 * writes no session row (nor does the receipt's visit, to clear one).
 */
export async function checkout(req: Request, res: Response) {
  const input = validate(checkoutSchema, req.body);
  const result = await payTicket(req.ctx.db, req.store!, req.actor!, toCheckoutRequest(input));
  res.redirect(303, routeUrl('invoices.show', { invoice: result.invoiceId }));
}

/** pos.customers.lookup (JSON): the customer with this phone, or null. */
export async function findCustomer(req: Request, res: Response) {
  const { phone } = validate(customerLookupSchema, req.query);
  const customer = await findCustomerByPhone(req.ctx.db, req.store!.id, phone);
  res.json({ customer: customer ? customerProps(customer) : null });
}

/** pos.customers.store (JSON): a customer made at the counter from a name and a phone. */
export async function storeCustomer(req: Request, res: Response) {
  const input = validate(customerSchema, req.body);
  const taken = () => new ValidationError({ phone: 'A customer already has this phone number.' });
  if (await findCustomerByPhone(req.ctx.db, req.store!.id, input.phone)) throw taken();
  const customer = await onUniqueViolation(
    () => createCustomer(req.ctx.db, req.store!.id, { name: input.name, phone: input.phone, email: input.email ?? null }),
    { customers_store_id_phone_unique: taken },
  );
  res.status(201).json({ customer: customerProps(customer) });
}

/** pos.giftcards.balance (JSON): a card's balance by code, before it is used as a tender. */
export async function giftCardBalance(req: Request, res: Response) {
  const { code } = validate(giftCardLookupSchema, req.query);
  const card = await findGiftCardByCode(req.ctx.db, req.store!.id, code);
  if (!card) throw new ValidationError({ code: 'No gift card has this code.' });
  if (!card.isActive) throw new ValidationError({ code: 'This gift card is switched off.' });
  res.json({ code: card.code, balance: card.balanceCents });
}

/** pos.coupons.check (JSON): a coupon's value on the ticket as it stands, or the reason it is refused. */
export async function couponCheck(req: Request, res: Response) {
  const input = validate(couponCheckSchema, req.body);
  try {
    const checked = await checkCoupon(req.ctx.db, req.ctx.throttle, req.store!, toTicketRequest(input), input.code, req.sessionID);
    res.json({ code: input.code, value: checked.valueCents, reduces_due: checked.reducesDueCents, coupon_mode: checked.mode });
  } catch (err) {
    // 429 with the wait under the code field (the error handler's JSON answer), and when to try again.
    if (err instanceof ThrottledError) res.set('Retry-After', String(err.retryAfter));
    throw err;
  }
}

/**
 * pos.promotions.preview (JSON): the promotions the ticket as it stands
 * takes now, worked out on the server with the store's clock and the
 * customer as the database knows her: what the pay screen shows beside each
 * line. Checkout works them out again when the ticket is paid.
 */
export async function promotionsPreview(req: Request, res: Response) {
  const input = validate(ticketSchema, req.body);
  const priced = await priceTicket(req.ctx.db, req.store!.id, toTicketRequest(input), {}, { timezone: req.store!.timezone, now: new Date() });
  res.json({
    promotions: priced.promotions.map((a) => ({ line_key: a.lineKey, promotion_id: a.promotionId, name: a.name, amount: a.amountCents, reason: a.reason })),
  });
}
