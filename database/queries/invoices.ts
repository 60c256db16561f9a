import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { invoiceLines, invoicePayments, invoiceTaxes, invoiceTips, invoices, ticketCounters } from '../schema';

export type InvoiceRow = typeof invoices.$inferInsert;
export type InvoiceValues = Omit<InvoiceRow, 'id' | 'storeId' | 'createdAt'>;

/** The invoice a checkout key already made, if any. */
export async function findInvoiceByIdempotencyKey(db: Db, storeId: number, key: string) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.idempotencyKey, key)));
  return row ?? null;
}

/** A saved ticket of the store, locked until the transaction ends so two stations cannot pay it twice. */
export async function lockDraft(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({ id: invoices.id, status: invoices.status, idempotencyKey: invoices.idempotencyKey })
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * The store's next ticket number, taken inside the checkout's transaction:
 * the counter row stays locked until commit, so numbers are never shared,
 * and a failed checkout gives its number back.
 */
export async function takeTicketNumber(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .insert(ticketCounters)
    .values({ storeId, lastNumber: 1 })
    .onConflictDoUpdate({ target: ticketCounters.storeId, set: { lastNumber: sql`${ticketCounters.lastNumber} + 1` } })
    .returning({ number: ticketCounters.lastNumber });
  return row.number;
}

export async function insertInvoice(db: Db, storeId: number, values: InvoiceValues) {
  const [row] = await db.insert(invoices).values({ ...values, storeId }).returning({ id: invoices.id });
  return row.id;
}

export async function updateInvoice(db: Db, storeId: number, id: number, values: Partial<InvoiceValues>) {
  await db.update(invoices).set({ ...values, updatedAt: new Date() }).where(and(eq(invoices.storeId, storeId), eq(invoices.id, id)));
}

export type InvoiceLineValues = Omit<typeof invoiceLines.$inferInsert, 'id' | 'storeId' | 'invoiceId'>;
export type InvoiceTaxValues = Omit<typeof invoiceTaxes.$inferInsert, 'id' | 'storeId' | 'invoiceId'>;
export type InvoiceTipValues = Omit<typeof invoiceTips.$inferInsert, 'storeId' | 'invoiceId'>;
export type InvoicePaymentValues = Omit<typeof invoicePayments.$inferInsert, 'id' | 'storeId' | 'invoiceId' | 'createdAt'>;

/**
 * Writes a ticket's lines, taxes and tip shares, replacing what a saved
 * ticket had: a draft is rewritten whole each time it is saved or paid.
 */
export async function writeInvoiceDetails(
  db: Db,
  storeId: number,
  invoiceId: number,
  details: { lines: InvoiceLineValues[]; taxes: InvoiceTaxValues[]; tips: InvoiceTipValues[] },
) {
  const scope = (table: typeof invoiceLines | typeof invoiceTaxes | typeof invoiceTips) => and(eq(table.storeId, storeId), eq(table.invoiceId, invoiceId));
  await db.delete(invoiceLines).where(scope(invoiceLines));
  await db.delete(invoiceTaxes).where(scope(invoiceTaxes));
  await db.delete(invoiceTips).where(scope(invoiceTips));
  if (details.lines.length) await db.insert(invoiceLines).values(details.lines.map((l) => ({ ...l, storeId, invoiceId })));
  if (details.taxes.length) await db.insert(invoiceTaxes).values(details.taxes.map((t) => ({ ...t, storeId, invoiceId })));
  if (details.tips.length) await db.insert(invoiceTips).values(details.tips.map((t) => ({ ...t, storeId, invoiceId })));
}

export async function insertInvoicePayments(db: Db, storeId: number, invoiceId: number, payments: InvoicePaymentValues[]) {
  if (payments.length) await db.insert(invoicePayments).values(payments.map((p) => ({ ...p, storeId, invoiceId })));
}

/** Links a gift card sold on a line to that line, once the card exists. */
export async function setLineGiftCard(db: Db, storeId: number, invoiceId: number, lineKey: string, giftCardId: number) {
  await db
    .update(invoiceLines)
    .set({ giftCardId })
    .where(and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.lineKey, lineKey)));
}
