import type { TerminalRecord } from '../../services/terminals';
import type { CardTransactionKind, CardTransactionStatus } from '../../../database/schema';

/**
 * The POS's open batch of a terminal against the terminal's own (R02), as a pure function
 * (docs/domain.md §3.4: show and resolve POS-vs-PAX differences before the batch closes).
 */

/** What reconciliation needs of a card transaction of the open batch. */
export interface PosCardRow {
  id: number;
  kind: CardTransactionKind;
  status: CardTransactionStatus;
  ecrRef: string;
  terminalRef: string | null;
  approvedCents: number;
  tipCents: number;
  voided: boolean;
  invoiceId: number | null;
}

export type DifferenceKind =
  | 'missing_on_terminal'
  | 'missing_on_pos'
  | 'amount_mismatch'
  | 'tip_not_adjusted'
  | 'unknown_result'
  | 'not_on_ticket';

export interface Difference {
  kind: DifferenceKind;
  /** The POS's card transaction, when the POS has one. */
  cardTransactionId: number | null;
  invoiceId: number | null;
  /** The terminal's record, when the terminal has one: its transaction number and our reference. */
  terminalRef: string | null;
  ecrRef: string | null;
  /** The amounts compared: the sale (missing_*), the tip (amount_mismatch on a tip, tip_not_adjusted). */
  posCents: number | null;
  terminalCents: number | null;
  /** amount_mismatch only: true when the tips differ (the fix takes the terminal's tip). */
  tipDiffers: boolean;
  /** The terminal record, for missing_on_pos (what "record" or "link" writes). */
  record: TerminalRecord | null;
}

export interface BatchTotals {
  /** Sales and returns counted (voided sales left out). */
  count: number;
  /** Sales less returns, tip excluded. */
  amountCents: number;
  tipCents: number;
}

const counted = (r: PosCardRow) =>
  (r.kind === 'sale' || r.kind === 'return') && r.status === 'approved' && !r.voided;

/** The POS side of the open batch: approved sales and returns, voided sales left out. */
export function posTotals(rows: readonly PosCardRow[]): BatchTotals {
  const t = { count: 0, amountCents: 0, tipCents: 0 };
  for (const r of rows.filter(counted)) {
    const sign = r.kind === 'return' ? -1 : 1;
    t.count += 1;
    t.amountCents += sign * r.approvedCents;
    t.tipCents += sign * r.tipCents;
  }
  return t;
}

/** The same totals from the terminal's records (what R00 should say). */
export function recordTotals(records: readonly TerminalRecord[]): BatchTotals {
  const t = { count: 0, amountCents: 0, tipCents: 0 };
  for (const r of records) {
    if (r.voided || (r.kind !== 'sale' && r.kind !== 'return')) continue;
    const sign = r.kind === 'return' ? -1 : 1;
    t.count += 1;
    t.amountCents += sign * r.amountCents;
    t.tipCents += sign * r.tipCents;
  }
  return t;
}

export interface ReconcileOptions {
  /** 'adjust': a sale authorised without a tip waits for one (or a "no tip") before the close. */
  tipMode: 'device' | 'adjust';
  /** Card transactions whose "no tip" was confirmed in this open batch. */
  noTipConfirmed: ReadonlySet<number>;
  /** Card transactions whose sale-amount difference was acknowledged with a reason. */
  amountAcknowledged: ReadonlySet<number>;
  /** Terminal sales the manager recorded as unmatched, with a reason: accepted on no ticket. */
  unmatchedAccepted?: ReadonlySet<number>;
}

/**
 * Every difference between the POS's open batch and the terminal's:
 * - unknown_result: a request of ours still without an answer;
 * - missing_on_terminal: an approved sale or return of ours the terminal does not hold;
 * - missing_on_pos: a terminal record the POS never saw;
 * - amount_mismatch: both hold it with a different tip (adjusted on the device) or amount;
 * - tip_not_adjusted (adjust mode): a sale on a ticket still without a tip on either side;
 * - not_on_ticket: a sale both sides hold that pays no ticket (the payment dialog was left, the page
 *   reloaded): the customer was charged for nothing the books show, so it is voided before the close.
 * Records are matched by our reference (ECRRefNum), else by the terminal's transaction number.
 */
export function reconcile(
  pos: readonly PosCardRow[],
  records: readonly TerminalRecord[],
  options: ReconcileOptions,
): Difference[] {
  const out: Difference[] = pos.filter((r) => r.status === 'unknown').map(unknownResult);
  const live = records.filter((r) => !r.voided && (r.kind === 'sale' || r.kind === 'return'));
  const used = answersToUnknowns(pos, live);
  for (const row of pos.filter(counted)) {
    const rec = findRecord(row, live, used);
    if (!rec) {
      out.push({
        ...mineOf(row),
        kind: 'missing_on_terminal',
        posCents: row.approvedCents + row.tipCents,
      });
      continue;
    }
    used.add(rec);
    const d = matchedDifference(row, rec, options);
    if (d) out.push(d);
  }
  for (const rec of live) {
    if (used.has(rec)) continue;
    out.push({
      ...NONE,
      kind: 'missing_on_pos',
      terminalRef: rec.terminalRef,
      ecrRef: rec.ecrRef,
      terminalCents: rec.amountCents + rec.tipCents,
      record: rec,
    });
  }
  return out;
}

/** A difference's fields before its kind says which it has. */
const NONE = {
  cardTransactionId: null,
  invoiceId: null,
  terminalRef: null,
  ecrRef: null,
  posCents: null,
  terminalCents: null,
  tipDiffers: false,
  record: null,
} as const;

/** A difference about one of our rows: it names the row, its ticket and references. */
const mineOf = (row: PosCardRow) => ({
  ...NONE,
  cardTransactionId: row.id,
  invoiceId: row.invoiceId,
  ecrRef: row.ecrRef,
  terminalRef: row.terminalRef,
});

/** A request of ours still without an answer. */
const unknownResult = (r: PosCardRow): Difference => ({
  ...NONE,
  kind: 'unknown_result',
  cardTransactionId: r.id,
  invoiceId: r.invoiceId,
  ecrRef: r.ecrRef,
  posCents: r.approvedCents || null,
});

/** A record answering one of our unknown requests is that request's answer, not a sale the POS never saw. */
function answersToUnknowns(
  pos: readonly PosCardRow[],
  live: readonly TerminalRecord[],
): Set<TerminalRecord> {
  const used = new Set<TerminalRecord>();
  for (const r of pos) {
    if (r.status !== 'unknown') continue;
    const rec = live.find((x) => x.ecrRef !== null && x.ecrRef === r.ecrRef);
    if (rec) used.add(rec);
  }
  return used;
}

/** The terminal's record of one of our rows not matched yet: by our reference, else by the terminal's transaction number. */
function findRecord(
  row: PosCardRow,
  live: readonly TerminalRecord[],
  used: ReadonlySet<TerminalRecord>,
): TerminalRecord | undefined {
  return (
    live.find(
      (rec) =>
        !used.has(rec) && rec.kind === row.kind && rec.ecrRef !== null && rec.ecrRef === row.ecrRef,
    ) ??
    live.find(
      (rec) =>
        !used.has(rec) &&
        rec.kind === row.kind &&
        row.terminalRef !== null &&
        rec.terminalRef === row.terminalRef,
    )
  );
}

/** What is wrong with a sale both sides hold, if anything: it pays no ticket, its tip or amount differs, or its tip waits to be adjusted. */
function matchedDifference(
  row: PosCardRow,
  rec: TerminalRecord,
  options: ReconcileOptions,
): Difference | null {
  const mine = mineOf(row);
  if (row.kind === 'sale' && row.invoiceId === null && !options.unmatchedAccepted?.has(row.id)) {
    return {
      ...mine,
      kind: 'not_on_ticket',
      terminalRef: rec.terminalRef,
      posCents: row.approvedCents + row.tipCents,
      terminalCents: rec.amountCents + rec.tipCents,
      record: rec,
    };
  }
  const tipDiffers = rec.tipCents !== row.tipCents;
  const amountDiffers =
    rec.amountCents !== row.approvedCents && !options.amountAcknowledged.has(row.id);
  if (tipDiffers || amountDiffers) {
    return {
      ...mine,
      kind: 'amount_mismatch',
      terminalRef: rec.terminalRef,
      tipDiffers,
      posCents: tipDiffers ? row.tipCents : row.approvedCents,
      terminalCents: tipDiffers ? rec.tipCents : rec.amountCents,
      record: rec,
    };
  }
  if (
    options.tipMode === 'adjust' &&
    row.kind === 'sale' &&
    row.tipCents === 0 &&
    row.invoiceId !== null &&
    !options.noTipConfirmed.has(row.id)
  ) {
    return {
      ...mine,
      kind: 'tip_not_adjusted',
      terminalRef: rec.terminalRef,
      posCents: 0,
      terminalCents: 0,
    };
  }
  return null;
}
