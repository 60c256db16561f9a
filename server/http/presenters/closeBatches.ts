import type { CardTransactionRow } from '../../../database/queries/cardTransactions';
import type {
  listBatchTransactions,
  listClosedBatches,
  findClosedBatch,
} from '../../../database/queries/closeBatches';
import type { BatchDifference } from '../../../database/schema';
import { formatCurrency } from '../../../common/money';
import { formatTimeOfDay, parseTimeOfDay } from '../../../common/time';
import { formatStoreDateTime, storeMinuteToUtc, storeToday } from '../../../common/storeTime';
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

const totalsView = (
  t: BatchTotals | { count: number; amountCents: number; tipCents: number },
): BatchTotalsView => ({
  count: t.count,
  amount: formatCurrency(t.amountCents),
  tips: formatCurrency(t.tipCents),
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

function differenceView(
  d: Difference,
  rows: Map<number, CardTransactionRow>,
  ticket: (id: number | null) => ReturnType<typeof ticketLink>,
): DifferenceView {
  const row = d.cardTransactionId !== null ? rows.get(d.cardTransactionId) : undefined;
  const money = (c: number | null) => (c === null ? null : formatCurrency(c));
  const base = {
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
    pos: money(d.posCents),
    terminal: money(d.terminalCents),
    tip_differs: d.tipDiffers,
  };
  switch (d.kind) {
    case 'missing_on_terminal':
      return {
        ...base,
        title: `A card payment of ${money(d.posCents)} is at the POS but not on the terminal.`,
        help: 'If the card was not charged, mark it "not charged" and say how its ticket was paid instead.',
      };
    case 'missing_on_pos':
      return {
        ...base,
        title: `The terminal has a sale of ${money(d.terminalCents)} (#${d.terminalRef}) the POS never recorded.`,
        help: 'Link it to the ticket it paid, or record it as an unmatched sale with a reason.',
      };
    case 'amount_mismatch':
      return d.tipDiffers
        ? {
            ...base,
            title: `The tip is ${money(d.terminalCents)} on the terminal and ${money(d.posCents)} at the POS.`,
            help: "The tip was changed on the terminal: take the terminal's tip onto the ticket.",
          }
        : {
            ...base,
            title: `The sale is ${money(d.terminalCents)} on the terminal and ${money(d.posCents)} at the POS.`,
            help: "Accept the terminal's amount with a reason, and correct the ticket if needed.",
          };
    case 'tip_not_adjusted':
      return {
        ...base,
        title: 'This card sale has no tip yet.',
        help: 'Enter the tip from the slip in the tip list, or confirm there is no tip.',
      };
    case 'unknown_result':
      return {
        ...base,
        title: 'The terminal never answered this card payment.',
        help: 'Look it up on the terminal, or answer what the terminal showed.',
      };
    case 'not_on_ticket':
      return {
        ...base,
        title: `A card was charged ${money(d.posCents)} but the payment is on no ticket.`,
        help: 'The ticket was never paid with it (the payment dialog was left or the page reloaded). Void it on the terminal, then ring the ticket up again if the customer is still paying.',
      };
  }
}

/** One terminal's open batch, for the page. */
export function terminalBatchView(
  terminal: TerminalRow,
  batch: OpenBatch,
  prefix: string,
  tickets: Map<number, TicketRef>,
  tz: string,
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
      amount: formatCurrency(r.approvedCents),
      tip_cents: r.tipCents,
      tip: formatCurrency(r.tipCents),
      at: formatStoreDateTime(r.createdAt, tz),
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

/** "Close before 9:00 PM", and whether that is past now in the store's zone. */
export function cutoffView(batchCutoff: string, tz: string, now = clock.now()) {
  const minute = parseTimeOfDay(batchCutoff) ?? 21 * 60;
  const at = storeMinuteToUtc(storeToday(tz, now), minute, tz).at;
  return { label: `Close before ${formatTimeOfDay(minute)}`, past: now.getTime() >= at.getTime() };
}

type ClosedBatch = NonNullable<Awaited<ReturnType<typeof findClosedBatch>>>;

export const batchHistoryRow =
  (tz: string) =>
  (b: Awaited<ReturnType<typeof listClosedBatches>>['rows'][number]): BatchHistoryRow => ({
    id: b.id,
    terminal: b.terminalName,
    closed_at: formatStoreDateTime(b.closedAt, tz),
    count: b.count,
    amount: formatCurrency(b.amountCents),
    tips: formatCurrency(b.tipCents),
    host_ref: b.hostRef,
    differences: b.differences.length,
    by: b.byName,
    href: routeUrl('close-batches.show', { batch: b.id }),
  });

export function batchShowProps(
  b: ClosedBatch,
  transactions: Awaited<ReturnType<typeof listBatchTransactions>>,
  prefix: string,
  tz: string,
): ShowProps {
  return {
    batch: {
      id: b.id,
      terminal: b.terminalName,
      closed_at: formatStoreDateTime(b.closedAt, tz),
      by: b.byName,
      host_ref: b.hostRef,
      batch_no: b.batchNo,
      host: { count: b.count, amount: formatCurrency(b.amountCents) },
      pos: {
        count: b.posCount,
        amount: formatCurrency(b.posAmountCents),
        tips: formatCurrency(b.tipCents),
      },
      terminal_side: { count: b.terminalCount, amount: formatCurrency(b.terminalAmountCents) },
      message: b.resultText,
    },
    differences: b.differences.map((d: BatchDifference) => ({
      kind: d.kind,
      label: DIFFERENCE_LABELS[d.kind],
      terminal_ref: d.terminalRef,
      pos: d.posCents === null ? null : formatCurrency(d.posCents),
      terminal: d.terminalCents === null ? null : formatCurrency(d.terminalCents),
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
      amount: formatCurrency(t.kind === 'return' ? -t.approvedCents : t.approvedCents),
      tip: formatCurrency(t.tipCents),
      by: t.byName,
      at: formatStoreDateTime(t.createdAt, tz),
    })),
    back_href: routeUrl('close-batches.index'),
  };
}
