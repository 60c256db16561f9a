/**
 * How the POS talks to a card terminal. The PAX driver speaks POSLink/BroadPOS ECR
 * (docs/integrations.md §1) over HTTP or TCP; the fake PAX terminal shipped with the
 * project answers the same protocol, so the demo and the tests run the real driver.
 *
 * Amounts are integer cents. Nothing here ever sees or returns a full card number.
 */
export type TerminalMode = 'http' | 'tcp';

export interface TerminalEndpoint {
  host: string;
  port: number;
  mode: TerminalMode;
  /** How long one call may block (card entry, signature): PAX's samples use 120 s. */
  timeoutMs: number;
}

/** A sale the POS already holds, for a void, a return against it, or a tip adjust. */
export interface OriginalSale {
  /** The terminal's own transaction number (Trace.TransactionNumber). */
  terminalRef: string | null;
  /** The gateway's reference (ExtData HREF). */
  hostRef: string | null;
  authCode: string | null;
  /** The original ECRRefNum (ours). */
  ecrRef: string;
}

export interface SaleRequest {
  /** Our reference (ECRRefNum), unique per store: the key an unknown result is looked up by. */
  ecrRef: string;
  amountCents: number;
  /** Ask the customer for a tip on the terminal (ExtData TIPREQ=1). */
  tipRequest?: boolean;
  /** Ask for a signature on the terminal (ExtData SIGN=1). */
  signature?: boolean;
  /** The ticket number, when the POS has one (Trace.InvoiceNo). */
  invoiceNo?: string | null;
}

export interface ReturnRequest {
  ecrRef: string;
  amountCents: number;
  original?: OriginalSale;
}

export interface VoidRequest {
  ecrRef: string;
  original: OriginalSale;
}

export interface AdjustRequest {
  ecrRef: string;
  /** The sale's new tip (the whole tip, not a difference). */
  tipCents: number;
  original: OriginalSale;
}

/** Card brands by the terminal's CardType codes (01 Visa … 99 other). */
export type CardBrand = 'Visa' | 'Mastercard' | 'Amex' | 'Discover' | 'Diners' | 'JCB' | 'Other';
/** EntryMode 0 manual, 1 swipe, 2 contactless, 3 scanner, 4 chip, 5 fallback swipe. */
export type EntryMode = 'manual' | 'swipe' | 'contactless' | 'scanner' | 'chip' | 'fallback';

/** The terminal's answer to a T00 request (sale, return, void or adjust). */
export interface CardResult {
  /** 'approved' with `amountDueCents` > 0 is a partial approval: the rest needs another tender. */
  outcome: 'approved' | 'declined';
  /** The terminal's ResultCode ("000000" approved, "000100" decline, "100002" aborted …). */
  resultCode: string;
  resultText: string;
  /** One sentence for the clerk ("The card was declined.", "Cancelled on the terminal."). */
  message: string;
  ecrRef: string;
  approvedCents: number;
  /** What is left to pay after a partial approval (0 when fully approved). */
  amountDueCents: number;
  tipCents: number;
  last4: string | null;
  cardType: CardBrand | null;
  entryMode: EntryMode | null;
  authCode: string | null;
  hostRef: string | null;
  terminalRef: string | null;
  batchNo: string | null;
}

/** One record of the terminal's open batch (R02 LocalDetail). */
export interface TerminalRecord {
  kind: 'sale' | 'return' | 'void' | 'adjust';
  ecrRef: string | null;
  terminalRef: string | null;
  hostRef: string | null;
  authCode: string | null;
  amountCents: number;
  tipCents: number;
  last4: string | null;
  cardType: CardBrand | null;
  /** A sale voided since (it no longer counts in the totals). */
  voided: boolean;
}

/** R00 LocalTotal: what the terminal holds in its open batch. */
export interface TerminalTotals {
  /** Sales less returns, voided sales left out. */
  count: number;
  amountCents: number;
  tipCents: number;
}

/** B00 BatchClose: what the host settled. */
export interface BatchCloseResult {
  outcome: 'approved' | 'declined';
  resultCode: string;
  resultText: string;
  message: string;
  count: number;
  amountCents: number;
  hostRef: string | null;
  batchNo: string | null;
}

/** A00 Initialize. */
export interface TerminalInfo {
  serialNumber: string;
  model: string;
}

/**
 * Why a call did not produce an answer:
 * - 'unreachable': the request never reached the terminal (refused, no route, bad address):
 *   nothing happened on the card, it is safe to try again;
 * - 'unknown': the request may have reached it (a timeout while waiting, a dropped connection,
 *   a garbled reply after three NAKs): the card may have been charged, so the caller must look it
 *   up or ask the clerk; never treated as a decline;
 * - 'protocol': the terminal answered something that is not a valid reply.
 */
export class TerminalError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'unknown' | 'protocol',
    message: string,
  ) {
    super(message);
  }
}

export interface TerminalDriver {
  initialize(): Promise<TerminalInfo>;
  sale(request: SaleRequest, signal?: AbortSignal): Promise<CardResult>;
  refund(request: ReturnRequest, signal?: AbortSignal): Promise<CardResult>;
  void(request: VoidRequest): Promise<CardResult>;
  adjustTip(request: AdjustRequest): Promise<CardResult>;
  /** A14 Cancel: stops what the terminal is waiting for (TCP only: HTTP mode has no cancel, returns false). */
  cancel(): Promise<boolean>;
  localTotals(): Promise<TerminalTotals>;
  /** Every record of the open batch (R02), to reconcile and to look up an unknown result by its ECRRefNum. */
  localDetail(): Promise<TerminalRecord[]>;
  batchClose(): Promise<BatchCloseResult>;
}
