import { findCardTransaction } from '../../../database/queries/cardTransactions';
import {
  cancelCard,
  chargeCard,
  resolveCard,
  voidUnusedSale,
} from '../../domain/terminals/cardSales';
import { notFound } from '../errors';
import { storeAction, type StoreContext } from '../action';
import { cardTransactionJson } from '../presenters/cardPayments';
import {
  cardChargeSchema,
  cardResolveSchema,
  cardTransactionSchema,
} from '../validators/cardPayments';

/**
 * The pay screen's card terminal, as JSON like pos.coupons.check:
 * charge the station's terminal, cancel it, settle an unknown answer, void a
 * sale no ticket took. The terminal is the device's station's; a device that
 * is no station, or a station without a terminal, types cards in by hand.
 */

/** One of the store's card transactions by the body's id (another store's is a 404, like a route's record). */
async function transactionOf({ db, store }: StoreContext, id: number) {
  const t = await findCardTransaction(db, store.id, id);
  if (!t) throw notFound();
  return t;
}

/** pos.card.charge: the amount to the station's terminal; answers when the customer is done (or the terminal gives up). */
export const charge = storeAction(
  { input: cardChargeSchema },
  async ({ db, store, actor, req, input, res }) => {
    const outcome = await chargeCard(db, store.id, actor, req.station?.id ?? null, {
      amountCents: input.amount,
      attemptKey: input.attempt_key,
    });
    res.json({ transaction: cardTransactionJson(outcome), replayed: outcome.replayed });
  },
);

/** pos.card.cancel: stops the waiting charge (TCP); over HTTP the clerk presses Cancel on the terminal. */
export const cancel = storeAction({}, async ({ db, store, req, res }) => {
  res.json(await cancelCard(db, store.id, req.station?.id ?? null));
});

/** pos.card.resolve: an unknown answer looked up on the terminal, or as the clerk saw it. */
export const resolve = storeAction({ input: cardResolveSchema }, async (a) => {
  const outcome = await resolveCard(
    a.db,
    a.store.id,
    await transactionOf(a, a.input.transaction),
    a.input.by,
  );
  a.res.json({ transaction: cardTransactionJson(outcome) });
});

/** pos.card.void: an approved sale on no ticket, voided on its terminal. */
export const voidSale = storeAction({ input: cardTransactionSchema }, async (a) => {
  const outcome = await voidUnusedSale(
    a.db,
    a.store.id,
    a.actor,
    await transactionOf(a, a.input.transaction),
  );
  a.res.json({
    transaction: cardTransactionJson(outcome),
    voided: outcome.transaction.status === 'approved',
  });
});
