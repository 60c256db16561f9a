import type { listDrafts } from '../../../database/queries/invoices';
import { formatPhone } from '../../../common/phone';
import { formatStoreDateTime } from '../../../common/storeTime';

type DraftRow = Awaited<ReturnType<typeof listDrafts>>[number];

/** A saved ticket of invoices.draft: whose, how much, saved when (and how long ago at `nowMs`), by whom. */
export const draftListItem = (tz: string, nowMs: number) => (d: DraftRow) => ({
  id: d.id,
  customer: d.customerName ?? null,
  customer_phone: formatPhone(d.customerPhone),
  technicians: d.technicians,
  amount_due: d.amountDueCents,
  saved_at: formatStoreDateTime(d.updatedAt, tz),
  age_minutes: Math.max(0, Math.floor((nowMs - d.updatedAt.getTime()) / 60_000)),
  saved_by: d.createdByName,
});
