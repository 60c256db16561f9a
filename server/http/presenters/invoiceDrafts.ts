import type { listDrafts } from '../../../database/queries/invoices';
import { formatPhone } from '../../../common/phone';

type DraftRow = Awaited<ReturnType<typeof listDrafts>>[number];

/** A saved ticket of invoices.draft: whose, how much, saved when (an ISO instant, and how long ago at `nowMs`), by whom. */
export const draftListItem = (nowMs: number) => (d: DraftRow) => ({
  id: d.id,
  customer: d.customerName ?? null,
  customer_phone: formatPhone(d.customerPhone),
  technicians: d.technicians,
  amount_due: d.amountDueCents,
  saved_at: d.updatedAt.toISOString(),
  age_minutes: Math.max(0, Math.floor((nowMs - d.updatedAt.getTime()) / 60_000)),
  saved_by: d.createdByName,
});
