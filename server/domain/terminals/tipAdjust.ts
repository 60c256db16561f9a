import { randomUUID } from 'node:crypto';
import type { Db } from '../../../database/client';
import { getPaidInvoice, type PaidInvoice } from '../../../database/queries/invoiceChanges';
import {
  batchClosing,
  findTicketCardSale,
  getTerminalAny,
} from '../../../database/queries/closeBatches';
import {
  findCardTransaction,
  updateCardTransaction,
  type CardTransactionRow,
} from '../../../database/queries/cardTransactions';
import { formatCurrency } from '../../../common/money';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import { changeInvoice, type InvoiceChange } from '../tickets/invoiceChanges';
import { sendToTerminal } from './cardTransactions';
import { clock } from '../../../common/clock';
import { BATCH_CLAIM_LAPSES_AFTER_MS, withTicketCardClaim } from './ticketClaims';
import { say } from '../../../common/said';

/**
 * Tip adjust (docs/domain.md §3.4): a ticket paid by a terminal card sale
 * carries its tip on that card until the card's batch closes. A new tip changes the card's tip by
 * the same amount (the card tender follows; cash and other tenders stay), and the terminal is told
 * first (T00 type 06 with the sale's new whole tip): a declined or unknown adjust changes nothing
 * here (an unknown one that did reach the terminal is listed in Close Batches).
 * Once the batch is closed the card's tip is settled: its amount can no longer change, though its
 * split among the technicians still can.
 *
 * The terminal and the ticket never keep two tips without Close Batches showing it: the change holds
 * the ticket's card claim (ticketClaims.ts) from its first read to its last write, so a second tip
 * change, a refund or a void waits its turn and a batch close of the terminal waits for it; and when
 * the ticket cannot be written after the terminal approved, the terminal is given back the tip the
 * ticket still has. Only if that is refused too do the two differ, and Close Batches then lists the
 * sale's tip as a difference ("take the terminal's tip"). A repeat is safe: an adjust sends the whole tip.
 */

export const SETTLED_MESSAGE = say('validation.terminals.thisCardPaymentHasBeen2');

export const BATCH_CLOSING = say('validation.terminals.theBatchOfThisCard');

export const TIP_NOT_SAVED = say('validation.terminals.theTerminalTookTheNew');

/** What a tip typed from the slip tells the person who typed it (said in the reader's language by matching the catalogue). */
export const tipAdjustedMessage = (tipCents: number) =>
  say('flash.cardTerminals.tipOfAdjusted', { amount: formatCurrency(tipCents) });

export type TipChange = Extract<InvoiceChange, { change: 'tip' }>;
type Guard = (tx: Db, invoice: PaidInvoice) => Promise<void>;

export interface TipChangeOptions {
  /** The terminal already holds this tip (adjusted on the device): record it without sending 06 again. */
  terminalHasTip?: boolean;
}

/** The card's new tip when the ticket's tip moves from `oldTip` to `newTip`, or a refusal. */
export function cardTipAfter(
  sale: Pick<CardTransactionRow, 'tipCents' | 'batchId'>,
  oldTip: number,
  newTip: number,
): number {
  if (newTip === oldTip) return sale.tipCents;
  if (sale.batchId !== null) throw new DomainError(SETTLED_MESSAGE, 'tip_amount');
  const next = sale.tipCents + newTip - oldTip;
  if (next < 0)
    throw new DomainError(
      say('validation.terminals.onlyOfTheTipIs', { amount: formatCurrency(sale.tipCents) }),
      'tip_amount',
    );
  return next;
}

/**
 * A paid ticket's tip (and split) changed, through the invoice edit's audited change. With a
 * terminal card sale on the ticket the tip goes on that card: adjusted on the terminal before the
 * database changes (outside any transaction: the call blocks), then the card's tip, the card
 * tender and the ticket change together, refused if the batch closed meanwhile. False: no ticket.
 */
export async function changeTicketTip(
  db: Db,
  storeId: number,
  invoiceId: number,
  change: TipChange,
  actor: Actor,
  guard?: Guard,
  options: TipChangeOptions = {},
): Promise<boolean> {
  const first = await getPaidInvoice(db, storeId, invoiceId);
  if (!first) return false;
  const onCard = first.status === 'paid' ? await findTicketCardSale(db, storeId, invoiceId) : null;
  if (!onCard || change.tipCents === first.tipCents)
    return changeInvoice(db, storeId, invoiceId, change, actor, guard);
  return withTicketCardClaim(
    db,
    storeId,
    invoiceId,
    `tip:${randomUUID()}`,
    'tip_amount',
    async () => {
      // Read again under the claim: nothing else moves this ticket's card until it is given back.
      const seen = await getPaidInvoice(db, storeId, invoiceId);
      if (!seen) return false;
      const sale = seen.status === 'paid' ? await findTicketCardSale(db, storeId, invoiceId) : null;
      if (!sale || change.tipCents === seen.tipCents)
        return changeInvoice(db, storeId, invoiceId, change, actor, guard);
      return adjustAndRecord(db, storeId, invoiceId, change, actor, seen, sale, guard, options);
    },
  );
}

async function adjustAndRecord(
  db: Db,
  storeId: number,
  invoiceId: number,
  change: TipChange,
  actor: Actor,
  seen: PaidInvoice,
  sale: CardTransactionRow,
  guard: Guard | undefined,
  options: TipChangeOptions,
): Promise<boolean> {
  const cardTip = cardTipAfter(sale, seen.tipCents, change.tipCents);
  // Refusals the database can tell now (a finalised payroll) come before the terminal is asked.
  if (guard) await db.transaction((tx) => guard(tx, seen));
  if (!options.terminalHasTip) {
    // The claim is written first: a close that starts after this check finds it and waits.
    if (
      await batchClosing(
        db,
        storeId,
        sale.terminalId,
        new Date(clock.ms() - BATCH_CLAIM_LAPSES_AFTER_MS),
      )
    )
      throw new DomainError(BATCH_CLOSING, 'tip_amount', 409);
    await adjustOnTerminal(db, storeId, actor, sale, cardTip);
  }
  try {
    return await changeInvoice(
      db,
      storeId,
      invoiceId,
      { ...change, tender: 'credit_card', cardSaleId: sale.id },
      actor,
      async (tx, invoice) => {
        if (guard) await guard(tx, invoice);
        if (invoice.tipCents !== seen.tipCents)
          throw new DomainError(say('validation.terminals.theTipOnThisTicket'), 'tip_amount');
        const locked = await findTicketCardSale(tx, storeId, invoiceId, true);
        if (!locked || locked.id !== sale.id)
          throw new DomainError(say('validation.terminals.theCardPaymentOnThis'), 'tip_amount');
        if (locked.batchId !== null) throw new DomainError(SETTLED_MESSAGE, 'tip_amount');
        await updateCardTransaction(tx, storeId, sale.id, { tipCents: cardTip });
      },
    );
  } catch (err) {
    // Nothing was written: the terminal holds a tip the ticket does not. Give it back the ticket's.
    if (options.terminalHasTip || (await putTipBack(db, storeId, actor, sale.id, cardTip)))
      throw err;
    throw Object.assign(new DomainError(TIP_NOT_SAVED, 'tip_amount', 409), { cause: err });
  }
}

/**
 * After a failed write, sends the terminal the tip the ticket still has for the sale (unless the
 * ticket has the terminal's after all). True when the two agree again; false when the terminal
 * would not take it or could not be asked: Close Batches then shows the difference.
 */
async function putTipBack(
  db: Db,
  storeId: number,
  actor: Actor,
  saleId: number,
  sentTip: number,
): Promise<boolean> {
  try {
    const sale = await findCardTransaction(db, storeId, saleId);
    if (!sale) return false;
    if (sale.tipCents === sentTip) return true;
    await adjustOnTerminal(db, storeId, actor, sale, sale.tipCents);
    return true;
  } catch {
    return false;
  }
}

/** T00 06 for the sale's new whole tip, recorded like every terminal request; anything but an approval refuses. */
async function adjustOnTerminal(
  db: Db,
  storeId: number,
  actor: Actor,
  sale: CardTransactionRow,
  tipCents: number,
): Promise<void> {
  const terminal = await getTerminalAny(db, storeId, sale.terminalId);
  if (!terminal)
    throw new DomainError(say('validation.terminals.theTerminalThatTookThis2'), 'tip_amount');
  const original = {
    terminalRef: sale.terminalRef,
    hostRef: sale.hostRef,
    authCode: sale.authCode,
    ecrRef: sale.ecrRef,
  };
  const outcome = await sendToTerminal(
    db,
    storeId,
    actor,
    terminal,
    {
      kind: 'adjust',
      ecrRef: `A${sale.id}-${randomUUID().slice(0, 8)}`,
      requestedCents: tipCents,
      originalId: sale.id,
      invoiceId: sale.invoiceId,
    },
    (driver, ecrRef) => driver.adjustTip({ ecrRef, tipCents, original }),
  );
  if (outcome.transaction.status !== 'approved')
    throw new DomainError(outcome.message, 'tip_amount');
}
