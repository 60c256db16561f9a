import type { Db } from '../../../database/client';
import { afterCommit } from '../../../database/afterCommit';
import { scheduleJob } from '../../../database/queries/jobs';
import type { Actor } from '../access/permissions';
import { clock } from '../../../common/clock';

/**
 * The three moments of a ticket's life that other parts of the product react
 * to: it is paid, part of it is refunded, or it is voided. Each capability
 * that cares (gift cards, coupons, the check-in queue, the calendar, the
 * screens that show sales; later loyalty points, card terminals, review
 * requests, SMS receipts) is a participant with a hook per moment. The
 * ticket's operation (checkout, refund, void) runs the participants in
 * order inside its own transaction, so a refusal by any of them rolls the
 * whole ticket back and nothing is half-written.
 *
 * What must happen outside the transaction and at most once (an email, an
 * SMS, a review request) is queued with `queueEffect`: a jobs row written in
 * the same transaction, run by the job runner right after the commit and
 * again after a crash until it is done. Live screen updates are not such an
 * effect: they go after the commit through `notifyStore`, and a lost one is
 * made good by the next visit.
 */

export interface TicketStore {
  id: number;
  timezone: string;
}

interface TicketMoment {
  store: TicketStore;
  actor: Actor;
  invoiceId: number;
  now: Date;
}

/** A line of a ticket being paid, as the participants see it: read-only. */
export interface PaidLine {
  readonly key: string;
  readonly kind: string;
  /** What the customer pays for the line after every discount (cents). */
  readonly netCents: number;
  readonly giftCardCode?: string | null;
  readonly recipientName?: string | null;
}

/**
 * The ticket is being paid: priced, its tenders taken, its lines written when
 * it is a saved ticket or a visit's. What is left is its last statement (the
 * ticket number, the rows of a new ticket, the paid invoice), which comes
 * after every participant so the store's ticket counter stays locked only
 * for that statement and the commit.
 */
export interface PaidTicket extends TicketMoment {
  readonly lines: readonly PaidLine[];
  /** A saved ticket's or a visit's lines are written before the participants run; a new walk-in's go with the last statement. */
  readonly linesWritten: boolean;
  readonly customerId: number | null;
  readonly checkInId: number | null;
  /** The ticket's coupon uses, valued at checkout. */
  readonly couponUses: readonly { couponId: number; amountCents: number }[];
}

/** What a participant adds to the ticket's last statement: the gift card each line sold, by line key. */
export interface PaidContribution {
  lineGiftCards?: Readonly<Record<string, number>>;
}

/** A refund has been written for the ticket in this transaction. */
export interface RefundedTicket extends TicketMoment {
  readonly refundId: number;
  readonly reason: string;
  readonly lines: readonly RefundedLine[];
  readonly tipCents: number;
  readonly payouts: readonly { type: string; amountCents: number; giftCardId: number | null }[];
}

/** The part of a line a refund gives back, with what the line was and what earlier refunds took. */
export interface RefundedLine {
  readonly invoiceLineId: number;
  readonly kind: string;
  readonly giftCardId: number | null;
  /** Given back now (cents before tax). */
  readonly netCents: number;
  readonly lineNetCents: number;
  readonly refundedBeforeCents: number;
  /** The form field a refusal about this line is shown beside. */
  readonly field: string;
}

/** The ticket has been marked voided in this transaction. */
export interface VoidedTicket extends TicketMoment {
  readonly reason: string;
  readonly lines: readonly { id: number; kind: string; giftCardId: number | null }[];
  readonly payments: readonly {
    type: string;
    amountCents: number;
    giftCardId: number | null;
    giftCardCode: string | null;
  }[];
}

export interface TicketParticipant {
  /** For logs and tests: which capability this is. */
  readonly name: string;
  onPaid?(tx: Db, ticket: PaidTicket): Promise<PaidContribution | void>;
  onRefunded?(tx: Db, refund: RefundedTicket): Promise<void>;
  onVoided?(tx: Db, ticket: VoidedTicket): Promise<void>;
}

/** Runs each participant's hook for the moment, in order, in the ticket's transaction; a paid ticket gathers what they add to its last statement. */
export async function ticketPaid(
  tx: Db,
  participants: readonly TicketParticipant[],
  ticket: PaidTicket,
): Promise<Required<PaidContribution>> {
  const lineGiftCards: Record<string, number> = {};
  for (const p of participants) {
    const added = p.onPaid ? await p.onPaid(tx, ticket) : undefined;
    if (added?.lineGiftCards) Object.assign(lineGiftCards, added.lineGiftCards);
  }
  return { lineGiftCards };
}

export async function ticketRefunded(
  tx: Db,
  participants: readonly TicketParticipant[],
  refund: RefundedTicket,
) {
  for (const p of participants) if (p.onRefunded) await p.onRefunded(tx, refund);
}

export async function ticketVoided(
  tx: Db,
  participants: readonly TicketParticipant[],
  ticket: VoidedTicket,
) {
  for (const p of participants) if (p.onVoided) await p.onVoided(tx, ticket);
}

/** Starts the job runner once a queued effect has committed; set by the server at start-up (no-op where this process runs no jobs). */
let runSoon: () => void = () => {};
export function setEffectRunner(kick: () => void) {
  runSoon = kick;
}

/**
 * An effect of a ticket's moment that must leave the process (mail, SMS, a
 * review request): stored as a job in the ticket's transaction, so it exists
 * exactly when the ticket's change does; `key` makes a repeat of the same
 * moment store it once. The runner takes it straight after the commit.
 */
export async function queueEffect(
  tx: Db,
  effect: {
    kind: string;
    key: string;
    storeId: number;
    payload: Record<string, unknown>;
    runAt?: Date;
  },
) {
  const stored = await scheduleJob(tx, {
    kind: effect.kind,
    key: effect.key,
    storeId: effect.storeId,
    payload: effect.payload,
    runAt: effect.runAt ?? clock.now(),
  });
  if (stored) await afterCommit(tx, async () => runSoon());
}
