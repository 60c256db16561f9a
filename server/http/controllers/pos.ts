import { getDraft } from '../../../database/queries/invoices';
import { findGiftCardByCode } from '../../../database/queries/giftCards';
import {
  createCustomer,
  findCustomerByPhone,
  getReceiptSettings,
  getTipRuleForPos,
  listMenuForPos,
  listPosTechnicians,
} from '../../../database/queries/pos';
import { listActiveTaxRates } from '../../../database/queries/ticketPricing';
import { getCustomer } from '../../../database/queries/customers';
import { findCheckIn } from '../../../database/queries/checkIns';
import { onUniqueViolation } from '../../../database/errors';
import { storeDayBounds, storeToday } from '../../../common/storeTime';
import { checkout as payTicket } from '../../domain/tickets/checkout';
import { terminalForStation } from '../../../database/queries/terminalDevices';
import { paxSettingsFor } from '../../domain/terminals/paxSettings';
import { checkCoupon } from '../../domain/coupons/couponCheck';
import { priceTicket } from '../../domain/tickets/ticketPricing';
import { ThrottledError } from '../../domain/security/throttle';
import { id as idField } from '../validators/fields';
import { notFound, ValidationError } from '../errors';
import { storeAction, type StoreContext } from '../action';
import {
  posCheckIn,
  posCustomer,
  posDraft,
  posPayPage,
  posTechnicianTile,
} from '../presenters/pos';
import { linePromotion } from '../presenters/promotions';
import { routeUrl } from '../urls';
import {
  checkoutSchema,
  couponCheckSchema,
  customerLookupSchema,
  customerSchema,
  giftCardLookupSchema,
  ticketSchema,
  toCheckoutRequest,
  toTicketRequest,
} from '../validators/pos';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/** The point of sale (docs/requirements.md §2 "POS"): pick a technician, ring up, pay. */

async function technicians({ db, store }: StoreContext) {
  const { start, end } = storeDayBounds(store.timezone, storeToday(store.timezone));
  return (await listPosTechnicians(db, store.id, start, end)).map(posTechnicianTile);
}

/** pos.select_technician: big tiles of who is clocked in (or everyone active), and "No technician". */
export const selectTechnician = storeAction({}, async (a) => {
  await a.res.inertia('Admin/POS/SelectTechnician', { technicians: await technicians(a) });
});

/** An id from the query string, or null when absent or not an id (a bad one is ignored, never an error). */
const queryId = (value: unknown): number | null => {
  const parsed = idField().safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** A saved ticket to resume, named by ?draft= (another store's, or one already paid, is a 404). */
async function draftProps({ db, store }: StoreContext, draftId: number) {
  const draft = await getDraft(db, store.id, draftId);
  if (!draft) throw notFound();
  const customer =
    draft.customerId === null ? null : await getCustomer(db, store.id, draft.customerId);
  return posDraft(draft, customer);
}

/**
 * A check-in being rung up (from the POS customer check-in page): her, her
 * services as lines for her technician, and the visit's id for checkout.
 * Only an open visit; a paid or closed one is ignored.
 */
async function checkInProps(
  { db, store }: StoreContext,
  checkInId: number,
  menu: { id: number; name: string; kind: string; priceCents: number }[],
) {
  const checkIn = await findCheckIn(db, store.id, checkInId);
  if (!checkIn || !['waiting', 'assigned', 'in_service'].includes(checkIn.status)) return null;
  return posCheckIn(checkIn, await getCustomer(db, store.id, checkIn.customerId), menu);
}

/** The card terminal of this device's station, if it has one: Credit Card then charges it instead of taking the card by hand. */
async function cardTerminal({ db, store, req }: StoreContext) {
  const terminal = req.station ? await terminalForStation(db, store.id, req.station.id) : null;
  if (!terminal) return null;
  return { name: terminal.name, tip_mode: (await paxSettingsFor(db, store.id)).tipMode };
}

/** The pay screen: the menu, taxes and tip rule it prices with (the same function as the server), and a saved ticket to resume. */
// Its query (?draft=, ?technician=, ?check_in=) is read leniently by queryId, not by a schema: a bad id there is ignored, never an error.
export const pay = storeAction({}, async (a) => {
  const { db, store, req, res } = a;
  const draftId = queryId(req.query.draft);
  const [menu, taxes, tipRule, settings, staff, draft, terminal] = await Promise.all([
    listMenuForPos(db, store.id),
    listActiveTaxRates(db, store.id),
    getTipRuleForPos(db, store.id),
    getReceiptSettings(db, store.id),
    technicians(a),
    draftId === null ? null : draftProps(a, draftId),
    cardTerminal(a),
  ]);
  const wanted = queryId(req.query.technician);
  const checkInId = draft ? null : queryId(req.query.check_in);
  const checkIn = checkInId === null ? null : await checkInProps(a, checkInId, menu.services);
  await res.inertia(
    'Admin/POS/Pay',
    posPayPage({ menu, taxes, tipRule, settings, staff, wanted, draft, checkIn, terminal }),
  );
});

/**
 * pos.checkout: pays the ticket in one transaction, then shows its receipt (a
 * repeat of the same key shows the same one). No flash: the pay screen says
 * Success! with the receipt's number when it lands there, so a checkout
 * writes no session row (nor does the receipt's visit, to clear one).
 */
export const checkout = storeAction(
  { input: checkoutSchema },
  async ({ db, store, actor, input, res }) => {
    const result = await payTicket(db, store, actor, toCheckoutRequest(input));
    res.redirect(303, routeUrl('invoices.show', { invoice: result.invoiceId }));
  },
);

/** pos.customers.lookup (JSON): the customer with this phone, or null. */
export const findCustomer = storeAction(
  { input: customerLookupSchema },
  async ({ db, store, input: { phone }, res }) => {
    const customer = await findCustomerByPhone(db, store.id, phone);
    res.json({ customer: customer ? posCustomer(customer) : null });
  },
);

/** pos.customers.store (JSON): a customer made at the counter from a name and a phone. */
export const storeCustomer = storeAction(
  { input: customerSchema },
  async ({ db, store, input, res }) => {
    const taken = () =>
      new ValidationError({ phone: say('validation.customers.aCustomerAlreadyHasThis') });
    if (await findCustomerByPhone(db, store.id, input.phone)) throw taken();
    const customer = await onUniqueViolation(
      () =>
        createCustomer(db, store.id, {
          name: input.name,
          phone: input.phone,
          email: input.email ?? null,
        }),
      { customers_store_id_phone_unique: taken },
    );
    res.status(201).json({ customer: posCustomer(customer) });
  },
);

/** pos.giftcards.balance (JSON): a card's balance by code, before it is used as a tender. */
export const giftCardBalance = storeAction(
  { input: giftCardLookupSchema },
  async ({ db, store, input: { code }, res }) => {
    const card = await findGiftCardByCode(db, store.id, code);
    if (!card) throw new ValidationError({ code: say('validation.giftCards.noGiftCardHasThis') });
    if (!card.isActive)
      throw new ValidationError({ code: say('validation.giftCards.thisGiftCardIsSwitched2') });
    res.json({ code: card.code, balance: card.balanceCents });
  },
);

/** pos.coupons.check (JSON): a coupon's value on the ticket as it stands, or the reason it is refused. */
export const couponCheck = storeAction(
  { input: couponCheckSchema },
  async ({ db, store, input, req, res }) => {
    try {
      const checked = await checkCoupon(
        db,
        req.ctx.throttle,
        store,
        toTicketRequest(input),
        input.code,
        req.sessionID,
      );
      res.json({
        code: input.code,
        value: checked.valueCents,
        reduces_due: checked.reducesDueCents,
        coupon_mode: checked.mode,
      });
    } catch (err) {
      // 429 with the wait under the code field (the error handler's JSON answer), and when to try again.
      if (err instanceof ThrottledError) res.set('Retry-After', String(err.retryAfter));
      throw err;
    }
  },
);

/**
 * pos.promotions.preview (JSON): the promotions the ticket as it stands
 * takes now, worked out on the server with the store's clock and the
 * customer as the database knows her: what the pay screen shows beside each
 * line, with its terms as values. Checkout works them out again when the ticket is paid.
 */
export const promotionsPreview = storeAction(
  { input: ticketSchema },
  async ({ db, store, input, res }) => {
    const priced = await priceTicket(
      db,
      store.id,
      toTicketRequest(input),
      {},
      { timezone: store.timezone, now: clock.now() },
    );
    // Why each applies goes as its terms (codes and numbers); the page says them (common/promotions.ts LinePromotion).
    res.json({ promotions: priced.promotions.map(linePromotion) });
  },
);
