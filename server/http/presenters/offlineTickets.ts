import { formatCurrency } from '../../../common/money';
import { formatStoreDateTime } from '../../../common/storeTime';
import type { OfflineTicketItem } from '../../../common/pages/Admin/OfflineTickets/Index';
import type { OfflineSubmissionRow } from '../../../database/queries/offlineSubmissions';
import type { OfflineResolution } from '../../../database/schema';

const KIND_LABELS = { ticket: 'Ticket', clock_in: 'Clock in', clock_out: 'Clock out' } as const;
const RESOLUTION_LABELS: Record<OfflineResolution, string> = {
  accepted_today: 'Accepted at today’s prices',
  accepted_recorded: 'Accepted as recorded',
  discarded: 'Discarded',
};

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) ? v : null;

/** What the station recorded, read from the stored payload for display only (it was parsed when it arrived). */
function recordedLines(row: OfflineSubmissionRow): string[] {
  const p = row.payload;
  if (row.kind !== 'ticket') {
    const amounts = [
      ['Tip', p.tip_amount],
      ['Bonus', p.bonus_tip],
      ['Cash out', p.cash_out],
    ].filter(([, v]) => num(v));
    return [
      typeof p.employee_name === 'string'
        ? p.employee_name
        : `Employee #${num(p.employee_id) ?? '?'}`,
      ...amounts.map(([k, v]) => `${k} ${formatCurrency(num(v)!)}`),
    ];
  }
  const labels = Array.isArray(p.labels) ? p.labels : [];
  const lines = Array.isArray(p.lines) ? (p.lines as Record<string, unknown>[]) : [];
  return lines.map((l, i) => {
    const label =
      typeof labels[i] === 'string' && labels[i]
        ? labels[i]
        : `Service #${num(l.service_id) ?? '?'}`;
    const qty = num(l.quantity) ?? 1;
    return `${label}${qty > 1 ? ` × ${qty}` : ''} · ${formatCurrency((num(l.unit_price) ?? 0) * qty)}`;
  });
}

export function offlineTicketItem(row: OfflineSubmissionRow, timezone: string): OfflineTicketItem {
  const p = row.payload;
  const tenders =
    row.kind === 'ticket' && Array.isArray(p.tenders)
      ? (p.tenders as { amount?: unknown }[])
      : null;
  return {
    id: row.id,
    kind: row.kind,
    kind_label: KIND_LABELS[row.kind],
    recorded_at: formatStoreDateTime(row.recordedAt, timezone),
    reason: row.reason,
    lines: recordedLines(row),
    shown_total: row.kind === 'ticket' ? num(p.total) : null,
    cash_taken: tenders ? tenders.reduce((s, t) => s + (num(t.amount) ?? 0), 0) : null,
    resolution_label: row.resolution ? RESOLUTION_LABELS[row.resolution] : null,
    resolution_note: row.resolutionNote,
    resolved_by: row.resolvedByName,
    resolved_at: row.resolvedAt ? formatStoreDateTime(row.resolvedAt, timezone) : null,
    invoice_id: row.invoiceId,
  };
}
