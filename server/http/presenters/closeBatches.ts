import type { CardTransactionRow } from '../../../database/queries/cardTransactions';
import type {
  listBatchTransactions,
  listClosedBatches,
  findClosedBatch,
} from '../../../database/queries/closeBatches';
import type { BatchDifference } from '../../../database/schema';
import { parseTimeOfDay } from '../../../common/time';
import { storeMinuteToUtc, storeToday } from '../../../common/storeTime';
import type {
  BatchHistoryRow,
  BatchTotalsView,
  DifferenceKind,
  DifferenceView,
  TerminalBatchView,
  TipEntryRow,
} from '../../../common/pages/Admin/CloseBatches/Index';
import type { Props as ShowProps } from '../../../common/pages/Admin/CloseBatches/Show';
import type { TerminalRow } from '../../../database/queries/terminalDevices';
import type { OpenBatch } from '../../domain/terminals/closeBatches';
import { recordTotals, type BatchTotals, type Difference } from '../../domain/terminals/reconcile';
import { ticketLabel } from '../../domain/tickets/invoiceList';
import { routeUrl } from '../urls';
import { clock } from '../../../common/clock';

export const DIFFERENCE_LABELS: Record<DifferenceKind, string> = {
  missing_on_terminal: 'At the POS, not on the terminal',
  missing_on_pos: 'On the terminal, not at the POS',
  amount_mismatch: 'Amounts differ',
  tip_not_adjusted: 'Tip not entered',
  unknown_result: 'Answer unknown',
  not_on_ticket: 'Charged, on no ticket',
};

/** A side's totals in cents; the page formats money (docs/features/languages-and-offline.md). */
const totalsView = (
  t: BatchTotals | { count: number; amountCents: number; tipCents: number },
): BatchTotalsView => ({
  count: t.count,
  amount_cents: t.amountCents,
  tip_cents: t.tipCents,
});

const cardOf = (r: { cardType: string | null; cardLast4: string | null }) =>
  [r.cardType, r.cardLast4 ? `•••• ${r.cardLast4}` : null].filter(Boolean).join(' ') || 'Card';

export interface TicketRef {
  id: number;
  number: number | null;
}
const ticketLink = (prefix: string, t: TicketRef | undefined) =>
  t && t.number !== null
    ? { number: ticketLabel(prefix, t.number), href: routeUrl('invoices.edit', { invoice: t.id }) }
    : null;

/** A difference as values: the page says what it is and what to do from its kind and amounts. */
function differenceView(
  d: Difference,
  rows: Map<number, CardTransactionRow>,
  ticket: (id: number | null) => ReturnType<typeof ticketLink>,
): DifferenceView {
  const row = d.cardTransactionId !== null ? rows.get(d.cardTransactionId) : undefined;
  return {
    key: `${d.kind}-${d.cardTransactionId ?? d.terminalRef}`,
    kind: d.kind,
    transaction_id: d.cardTransactionId,
    terminal_ref: d.terminalRef,
    ticket: ticket(d.invoiceId),
    card: row
      ? cardOf(row)
      : d.record
        ? cardOf({ cardType: d.record.cardType, cardLast4: d.record.last4 })
        : null,
    pos_cents: d.posCents,
    terminal_cents: d.terminalCents,
    tip_differs: d.tipDiffers,
  };
}

/** One terminal's open batch, for the page. */
export function terminalBatchView(
  terminal: TerminalRow,
  batch: OpenBatch,
  prefix: string,
  tickets: Map<number, TicketRef>,
): TerminalBatchView {
  const rows = new Map(batch.rows.map((r) => [r.id, r]));
  const ticket = (id: number | null) => (id === null ? null : ticketLink(prefix, tickets.get(id)));
  const fromRecords = recordTotals(batch.records);
  const tips: TipEntryRow[] = batch.rows
    .filter((r) => r.kind === 'sale' && r.status === 'approved' && r.voidedAt === null)
    .map((r) => ({
      transaction_id: r.id,
      ticket: ticket(r.invoiceId),
      card: cardOf(r),
      amount_cents: r.approvedCents,
      tip_cents: r.tipCents,
      at: r.createdAt.toISOString(),
      editable: r.invoiceId !== null,
    }));
  const agree =
    batch.terminal !== null &&
    batch.terminal.amountCents === batch.pos.amountCents &&
    batch.terminal.tipCents === batch.pos.tipCents &&
    fromRecords.amountCents === batch.pos.amountCents;
  const empty =
    batch.pos.count === 0 && fromRecords.count === 0 && (batch.terminal?.count ?? 0) === 0;
  return {
    id: terminal.id,
    name: terminal.name,
    station: terminal.stationName,
    error: batch.terminalError,
    pos: totalsView(batch.pos),
    terminal: batch.terminal ? totalsView(batch.terminal) : null,
    agree,
    differences: batch.differences.map((d) => differenceView(d, rows, ticket)),
    tips,
    resolved: batch.resolutions.map((r) => ({
      kind: r.kind,
      resolution: r.resolution,
      by: r.byName,
    })),
    can_close: batch.terminalError === null && batch.differences.length === 0 && !empty,
  };
}

/** The cut-off as minutes after the store's midnight (the page writes "Close before 9:00 PM"), and whether that is past now in the store's zone. */
export function cutoffView(batchCutoff: string, tz: string, now = clock.now()) {
  const minute = parseTimeOfDay(batchCutoff) ?? 21 * 60;
  const at = storeMinuteToUtc(storeToday(tz, now), minute, tz).at;
  return { minute, past: now.getTime() >= at.getTime() };
}

type ClosedBatch = NonNullable<Awaited<ReturnType<typeof findClosedBatch>>>;

export const batchHistoryRow = (
  b: Awaited<ReturnType<typeof listClosedBatches>>['rows'][number],
): BatchHistoryRow => ({
  id: b.id,
  terminal: b.terminalName,
  closed_at: b.closedAt.toISOString(),
  count: b.count,
  amount_cents: b.amountCents,
  tip_cents: b.tipCents,
  host_ref: b.hostRef,
  differences: b.differences.length,
  by: b.byName,
  href: routeUrl('close-batches.show', { batch: b.id }),
});

export function batchShowProps(
  b: ClosedBatch,
  transactions: Awaited<ReturnType<typeof listBatchTransactions>>,
  prefix: string,
): ShowProps {
  return {
    batch: {
      id: b.id,
      terminal: b.terminalName,
      closed_at: b.closedAt.toISOString(),
      by: b.byName,
      host_ref: b.hostRef,
      batch_no: b.batchNo,
      host: { count: b.count, amount_cents: b.amountCents },
      pos: { count: b.posCount, amount_cents: b.posAmountCents, tip_cents: b.tipCents },
      terminal_side: { count: b.terminalCount, amount_cents: b.terminalAmountCents },
      message: b.resultText,
    },
    differences: b.differences.map((d: BatchDifference) => ({
      kind: d.kind,
      label: DIFFERENCE_LABELS[d.kind],
      terminal_ref: d.terminalRef,
      pos_cents: d.posCents,
      terminal_cents: d.terminalCents,
      resolution: d.resolution,
    })),
    transactions: transactions.map((t) => ({
      id: t.id,
      kind: t.kind === 'return' ? 'return' : 'sale',
      ticket:
        t.invoiceId !== null
          ? ticketLink(prefix, { id: t.invoiceId, number: t.invoiceNumber })
          : null,
      card: cardOf(t),
      // A return is money back: negative.
      amount_cents: t.kind === 'return' ? -t.approvedCents : t.approvedCents,
      tip_cents: t.tipCents,
      by: t.byName,
      at: t.createdAt.toISOString(),
    })),
    back_href: routeUrl('close-batches.index'),
  };
}
