import type {
  OfflineClockFacts,
  OfflineLine,
  OfflineTicketItem,
} from '../../../common/pages/Admin/OfflineTickets/Index';
import type { OfflineSubmissionRow } from '../../../database/queries/offlineSubmissions';

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) ? v : null;

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/**
 * What the station recorded, read from the stored payload for display only (it was parsed when
 * it arrived): names as the station showed them, amounts in cents for the page to format
 * (docs/features/languages-and-offline.md).
 */
function recordedLines(row: OfflineSubmissionRow): OfflineLine[] {
  const p = row.payload;
  if (row.kind !== 'ticket') {
    const amounts = (['tip_amount', 'bonus_tip', 'cash_out'] as const).filter((field) =>
      num(p[field]),
    );
    return [
      // A payload without the name the station showed names her by id (the page says "Employee #12").
      { kind: 'employee', id: num(p.employee_id), name: text(p.employee_name) },
      ...amounts.map((field) => ({
        kind: 'amount' as const,
        field,
        amount_cents: num(p[field])!,
      })),
    ];
  }
  const labels = Array.isArray(p.labels) ? p.labels : [];
  const lines = Array.isArray(p.lines) ? (p.lines as Record<string, unknown>[]) : [];
  return lines.map((l, i) => {
    const quantity = num(l.quantity) ?? 1;
    return {
      kind: 'item' as const,
      // A line without the label the station showed names the service by id (the page says "Service #4").
      service_id: num(l.service_id),
      label: text(labels[i]),
      quantity,
      amount_cents: (num(l.unit_price) ?? 0) * quantity,
    };
  });
}

/** Who, from where, and the shift a clock-out closes (instants as ISO), from the stored payload (the demo's has fewer of them). */
function clockFacts(row: OfflineSubmissionRow): OfflineClockFacts {
  const p = row.payload;
  const began = text(p.shift_clock_in);
  // The payload was parsed when it arrived; a time that does not read is none.
  const beganAt = began && !Number.isNaN(Date.parse(began)) ? new Date(began) : null;
  return {
    employee: text(p.employee_name),
    station: text(p.station_name),
    received_at: row.createdAt.toISOString(),
    shift_began: beganAt ? beganAt.toISOString() : null,
    shift_minutes: beganAt
      ? Math.max(0, Math.floor((row.recordedAt.getTime() - beganAt.getTime()) / 60_000))
      : null,
  };
}

/**
 * One row of the offline tickets page: its kind and resolution as codes, which the page says (a
 * clock event's "accepted as recorded" reads "Accepted" there). Its reason is stored as said
 * (common/said.ts) and spoken in the reader's language when the page renders.
 */
export function offlineTicketItem(row: OfflineSubmissionRow): OfflineTicketItem {
  const p = row.payload;
  const tenders =
    row.kind === 'ticket' && Array.isArray(p.tenders)
      ? (p.tenders as { amount?: unknown }[])
      : null;
  return {
    id: row.id,
    kind: row.kind,
    recorded_at: row.recordedAt.toISOString(),
    reason: row.reason,
    reason_code: row.reasonCode,
    clock: row.kind === 'ticket' ? null : clockFacts(row),
    lines: recordedLines(row),
    shown_total: row.kind === 'ticket' ? num(p.total) : null,
    cash_taken: tenders ? tenders.reduce((s, t) => s + (num(t.amount) ?? 0), 0) : null,
    resolution: row.resolution,
    resolution_note: row.resolutionNote,
    resolved_by: row.resolvedByName,
    resolved_at: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    invoice_id: row.invoiceId,
  };
}
