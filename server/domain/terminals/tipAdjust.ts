import { randomUUID } from 'node:crypto';
import type { Db } from '../../../database/client';
import { getPaidInvoice, type PaidInvoice } from '../../../database/queries/invoiceChanges';
import { findTicketCardSale, getTerminalAny } from '../../../database/queries/cardBatches';
import {
  updateCardTransaction,
  type CardTransactionRow,
} from '../../../database/queries/cardTransactions';
import { formatCurrency } from '../../../common/money';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import { changeInvoice, type InvoiceChange } from '../tickets/invoiceChanges';
import { sendToTerminal } from './cardTransactions';

/**
 * Tip adjust (issue 19, docs/domain.md §3.4): a ticket paid by a terminal card sale
 * carries its tip on that card until the card's batch closes. A new tip changes the card's tip by
 * the same amount (the card tender follows; cash and other tenders stay), and the terminal is told
 * first (T00 type 06 with the sale's new whole tip): a declined or unknown adjust changes nothing.
 * Once the batch is closed the card's tip is settled: its amount can no longer change, though its
 * split among the technicians still can.
 */

export const SETTLED_MESSAGE = 'This card payment has been settled: its tip can no longer change.';

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
      `Only ${formatCurrency(sale.tipCents)} of the tip is on the card: the tip can go down by that much at most.`,
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
  const seen = await getPaidInvoice(db, storeId, invoiceId);
  if (!seen) return false;
  const sale = seen.status === 'paid' ? await findTicketCardSale(db, storeId, invoiceId) : null;
  if (!sale || change.tipCents === seen.tipCents)
    return changeInvoice(db, storeId, invoiceId, change, actor, guard);

  const cardTip = cardTipAfter(sale, seen.tipCents, change.tipCents);
  // Refusals the database can tell now (a finalised payroll) come before the terminal is asked.
  if (guard) await db.transaction((tx) => guard(tx, seen));
  if (!options.terminalHasTip) await adjustOnTerminal(db, storeId, actor, sale, cardTip);

  return changeInvoice(
    db,
    storeId,
    invoiceId,
    { ...change, tender: 'credit_card' },
    actor,
    async (tx, invoice) => {
      if (guard) await guard(tx, invoice);
      if (invoice.tipCents !== seen.tipCents)
        throw new DomainError(
          'The tip on this ticket has just changed: open it again.',
          'tip_amount',
        );
      const locked = await findTicketCardSale(tx, storeId, invoiceId, true);
      if (!locked || locked.id !== sale.id)
        throw new DomainError(
          'The card payment on this ticket has just changed: open it again.',
          'tip_amount',
        );
      if (locked.batchId !== null) throw new DomainError(SETTLED_MESSAGE, 'tip_amount');
      await updateCardTransaction(tx, storeId, sale.id, { tipCents: cardTip });
    },
  );
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
    throw new DomainError('The terminal that took this card is not set up here.', 'tip_amount');
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
