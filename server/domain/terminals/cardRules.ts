import { createHash } from 'node:crypto';

/**
 * Pure rules of card payments through a terminal, unit-tested in
 * tests/unit/cardPayments.test.ts: our references (ECRRefNum), which
 * reference a void or return sends, and how a card refund is spread over the
 * terminal sales that paid a ticket.
 */

/** ECRRefNum: at most 32 letters and digits (what terminals echo back and R02 can be searched by). */
export const ECR_REF_PATTERN = /^[A-Za-z0-9]{1,32}$/;

const digest = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * The reference of a charge, from the pay screen's attempt key (a UUID made per attempt and
 * reused when the same attempt is sent again): the same key always gives the same reference, so
 * a double tap or a retried request is recognised by the store's unique index and sent once.
 */
export function ecrRefForAttempt(attemptKey: string): string {
  return `S${digest(attemptKey, 31)}`;
}

/** The stem of the void of a sale (a sale is voided once). */
export const voidRefStem = (saleId: number): string => `V${saleId.toString(36)}`;

/** The stem of the return (or void) a refund sends for one sale: the refund's key makes a repeat of it send nothing new. */
export const refundRefStem = (refundKey: string, saleId: number): string =>
  `R${digest(refundKey, 16)}${saleId.toString(36)}`;

export interface EarlierAttempt {
  ecrRef: string;
  status: 'pending' | 'approved' | 'declined' | 'unknown' | 'failed';
}

/**
 * Which reference the next void or return of a stem sends:
 * - one already approved is the answer (`reuse`: nothing new goes to the terminal);
 * - one still pending or unknown must be resolved first (`wait`);
 * - otherwise every earlier attempt was declined or never sent, so a fresh reference (`send`):
 *   the stem, then stem + "x1", "x2" … (two desks retrying at once pick the same one and the
 *   store's unique index sends it once).
 */
export function nextReversalRef(
  stem: string,
  earlier: readonly EarlierAttempt[],
): { action: 'reuse' | 'wait' | 'send'; ecrRef: string } {
  const mine = earlier.filter((e) => e.ecrRef === stem || e.ecrRef.startsWith(`${stem}x`));
  const approved = mine.find((e) => e.status === 'approved');
  if (approved) return { action: 'reuse', ecrRef: approved.ecrRef };
  const open = mine.find((e) => e.status === 'pending' || e.status === 'unknown');
  if (open) return { action: 'wait', ecrRef: open.ecrRef };
  return { action: 'send', ecrRef: mine.length === 0 ? stem : `${stem}x${mine.length}` };
}

/** A terminal sale that paid a ticket, as a refund sees it. */
export interface PaidCardSale {
  id: number;
  /** What it paid on the ticket: approved + tip. */
  paidCents: number;
  /** Given back on it already (approved returns and voids of earlier refunds). */
  refundedCents: number;
  /** Its batch is closed (settled): only a RETURN can give money back. */
  settled: boolean;
}

export interface CardRefundPart {
  saleId: number;
  amountCents: number;
  /** A VOID when the batch is open and the part takes all of a sale not refunded before; a RETURN otherwise. */
  kind: 'void' | 'return';
}

/**
 * Spreads the credit-card part of a refund over the terminal sales that paid, in the order they
 * paid, each at most what it paid less earlier refunds. What is left (more than the terminal sales
 * can take) is `rest`: the part paid by cards typed in by hand, given back as before.
 */
export function splitCardRefund(
  amountCents: number,
  sales: readonly PaidCardSale[],
): { parts: CardRefundPart[]; restCents: number } {
  let left = Math.max(0, amountCents);
  const parts: CardRefundPart[] = [];
  for (const s of sales) {
    const room = Math.max(0, s.paidCents - s.refundedCents);
    const take = Math.min(room, left);
    if (take <= 0) continue;
    const whole = s.refundedCents === 0 && take === s.paidCents;
    parts.push({ saleId: s.id, amountCents: take, kind: whole && !s.settled ? 'void' : 'return' });
    left -= take;
  }
  return { parts, restCents: left };
}
