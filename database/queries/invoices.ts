import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { customers, employees, giftCards, invoiceLines, invoicePayments, invoiceTaxes, invoiceTips, invoices, ticketCounters } from '../schema';

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
    .select({ id: invoices.id, number: invoices.number, status: invoices.status, idempotencyKey: invoices.idempotencyKey })
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

/** The insert of a new invoice returning its id, unsent: checkout sends it as a CTE of its pricing statement. */
export function insertInvoiceQuery(db: Db, storeId: number, values: InvoiceValues) {
  return db.insert(invoices).values({ ...values, storeId }).returning({ id: invoices.id });
}

/**
 * The last statement of a checkout: takes the store's next ticket number,
 * writes the tenders (and the lines, taxes and tip shares of a new ticket)
 * and marks the invoice paid with that number, all in one round trip. The
 * counter row stays locked until commit, so it is taken here, last: it is
 * then held for this statement and the commit, not for the whole checkout.
 * A saved ticket's details are written beforehand by writeInvoiceDetails
 * (its old rows must be cleared, which a CTE of the same statement cannot do
 * for tip shares). Answers the ticket number.
 */
export async function payInvoice(
  db: Db,
  storeId: number,
  invoiceId: number,
  parts: {
    details: { lines: InvoiceLineValues[]; taxes: InvoiceTaxValues[]; tips: InvoiceTipValues[] } | null;
    payments: InvoicePaymentValues[];
    values: Partial<InvoiceValues>;
  },
): Promise<number> {
  const ctes = [];
  const counter = db
    .$with('counter')
    .as(
      db
        .insert(ticketCounters)
        .values({ storeId, lastNumber: 1 })
        .onConflictDoUpdate({ target: ticketCounters.storeId, set: { lastNumber: sql`${ticketCounters.lastNumber} + 1` } })
        .returning({ number: ticketCounters.lastNumber }),
    );
  ctes.push(counter);
  const { details, payments } = parts;
  if (details?.lines.length) ctes.push(db.$with('new_lines').as(db.insert(invoiceLines).values(details.lines.map((l) => ({ ...l, storeId, invoiceId }))).returning({ id: invoiceLines.id })));
  if (details?.taxes.length) ctes.push(db.$with('new_taxes').as(db.insert(invoiceTaxes).values(details.taxes.map((t) => ({ ...t, storeId, invoiceId }))).returning({ id: invoiceTaxes.id })));
  if (details?.tips.length) ctes.push(db.$with('new_tips').as(db.insert(invoiceTips).values(details.tips.map((t) => ({ ...t, storeId, invoiceId }))).returning({ id: invoiceTips.technicianId })));
  if (payments.length) ctes.push(db.$with('new_payments').as(db.insert(invoicePayments).values(payments.map((p) => ({ ...p, storeId, invoiceId }))).returning({ id: invoicePayments.id })));
  const [row] = await db
    .with(...ctes)
    .update(invoices)
    .set({ ...parts.values, number: sql`(select ${counter.number} from ${counter})`, updatedAt: new Date() })
    .where(and(eq(invoices.storeId, storeId), eq(invoices.id, invoiceId)))
    .returning({ number: invoices.number });
  return row.number!;
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
 * Checkout calls this while it holds the store's ticket counter, so every
 * round trip here delays every other checkout of the store: the three
 * deletes ride on the lines' insert as data-modifying CTEs (one statement;
 * lines have no key a deleted row could clash with). Tip shares keep their
 * own statement: their primary key would clash with a share deleted by the
 * same statement, whose CTEs all see one snapshot.
 */
export async function writeInvoiceDetails(
  db: Db,
  storeId: number,
  invoiceId: number,
  details: { lines: InvoiceLineValues[]; taxes: InvoiceTaxValues[]; tips: InvoiceTipValues[] },
) {
  const scope = (table: typeof invoiceLines | typeof invoiceTaxes | typeof invoiceTips) => sql`${table.storeId} = ${storeId} and ${table.invoiceId} = ${invoiceId}`;
  const clearTaxes = db.$with('clear_taxes', {}).as(sql`delete from ${invoiceTaxes} where ${scope(invoiceTaxes)}`);
  const clearTips = db.$with('clear_tips', {}).as(sql`delete from ${invoiceTips} where ${scope(invoiceTips)}`);
  if (details.lines.length) {
    const clearLines = db.$with('clear_lines', {}).as(sql`delete from ${invoiceLines} where ${scope(invoiceLines)}`);
    await db.with(clearTaxes, clearTips, clearLines).insert(invoiceLines).values(details.lines.map((l) => ({ ...l, storeId, invoiceId })));
  } else {
    await db.with(clearTaxes, clearTips).delete(invoiceLines).where(and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoiceId)));
  }
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

/** Saved tickets, newest first, with customer, the technicians on them and their amount due. */
export async function listDrafts(db: Db, storeId: number) {
  const rows = await db
    .select({
      id: invoices.id,
      customerName: customers.name,
      customerPhone: customers.phone,
      amountDueCents: invoices.amountDueCents,
      createdAt: invoices.createdAt,
      updatedAt: invoices.updatedAt,
      createdByName: invoices.createdByName,
    })
    .from(invoices)
    .leftJoin(customers, and(eq(customers.id, invoices.customerId), eq(customers.storeId, storeId)))
    .where(and(eq(invoices.storeId, storeId), eq(invoices.status, 'draft'), sql`${invoices.idempotencyKey} is null`))
    .orderBy(desc(invoices.updatedAt), desc(invoices.id))
    .limit(200);
  if (rows.length === 0) return [];
  const techs = await db
    .selectDistinct({ invoiceId: invoiceLines.invoiceId, name: employees.name })
    .from(invoiceLines)
    .innerJoin(employees, eq(employees.id, invoiceLines.technicianId))
    .where(and(eq(invoiceLines.storeId, storeId), inArray(invoiceLines.invoiceId, rows.map((r) => r.id))))
    .orderBy(asc(employees.name));
  return rows.map((r) => ({ ...r, technicians: techs.filter((t) => t.invoiceId === r.id).map((t) => t.name) }));
}

/** A saved ticket of the store with what the pay screen needs to resume it, or null. */
export async function getDraft(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      customerId: invoices.customerId,
      ticketDiscountType: invoices.ticketDiscountType,
      ticketDiscountValue: invoices.ticketDiscountValue,
      tipCents: invoices.tipCents,
    })
    .from(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.id, id), eq(invoices.status, 'draft'), sql`${invoices.idempotencyKey} is null`));
  if (!row) return null;
  const [lines, tips] = await Promise.all([
    db
      .select({
        key: invoiceLines.lineKey, kind: invoiceLines.kind, serviceId: invoiceLines.serviceId, name: invoiceLines.name, technicianId: invoiceLines.technicianId,
        unitPriceCents: invoiceLines.unitPriceCents, quantity: invoiceLines.quantity, discountCents: invoiceLines.discountCents,
      })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, id)))
      .orderBy(asc(invoiceLines.sortOrder), asc(invoiceLines.id)),
    db.select({ technicianId: invoiceTips.technicianId, cents: invoiceTips.cents }).from(invoiceTips).where(and(eq(invoiceTips.storeId, storeId), eq(invoiceTips.invoiceId, id))),
  ]);
  return { ...row, lines, tips };
}

/** Deletes a saved ticket (never a paid one); answers whether one was deleted. */
export async function deleteDraft(db: Db, storeId: number, id: number) {
  const rows = await db
    .delete(invoices)
    .where(and(eq(invoices.storeId, storeId), eq(invoices.id, id), eq(invoices.status, 'draft'), sql`${invoices.idempotencyKey} is null`))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** A paid or voided invoice of the store with everything its receipt prints, or null. */
export async function getInvoiceReceipt(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: invoices.id, number: invoices.number, status: invoices.status, paidAt: invoices.paidAt, voidedAt: invoices.voidedAt,
      subtotalCents: invoices.subtotalCents, discountCents: invoices.discountCents, taxCents: invoices.taxCents, totalCents: invoices.totalCents,
      tipCents: invoices.tipCents, amountDueCents: invoices.amountDueCents, changeCents: invoices.changeCents, createdByName: invoices.createdByName,
      customerId: customers.id, customerName: customers.name, customerPhone: customers.phone, customerEmail: customers.email,
    })
    .from(invoices)
    .leftJoin(customers, and(eq(customers.id, invoices.customerId), eq(customers.storeId, storeId)))
    .where(and(eq(invoices.storeId, storeId), eq(invoices.id, id), sql`${invoices.status} <> 'draft'`));
  if (!row) return null;
  const scope = <T extends typeof invoiceLines | typeof invoiceTaxes | typeof invoiceTips | typeof invoicePayments>(t: T) => and(eq(t.storeId, storeId), eq(t.invoiceId, id));
  const [lines, taxes, tips, payments] = await Promise.all([
    db
      .select({
        id: invoiceLines.id, kind: invoiceLines.kind, name: invoiceLines.name, technicianName: employees.name, unitPriceCents: invoiceLines.unitPriceCents,
        quantity: invoiceLines.quantity, discountCents: invoiceLines.discountCents, ticketDiscountCents: invoiceLines.ticketDiscountCents, netCents: invoiceLines.netCents,
        giftCardCode: giftCards.code,
      })
      .from(invoiceLines)
      .leftJoin(employees, eq(employees.id, invoiceLines.technicianId))
      .leftJoin(giftCards, and(eq(giftCards.id, invoiceLines.giftCardId), eq(giftCards.storeId, storeId)))
      .where(scope(invoiceLines))
      .orderBy(asc(invoiceLines.sortOrder), asc(invoiceLines.id)),
    db.select({ name: invoiceTaxes.name, rate: invoiceTaxes.rate, amountCents: invoiceTaxes.amountCents }).from(invoiceTaxes).where(scope(invoiceTaxes)).orderBy(asc(invoiceTaxes.id)),
    db
      .select({ technicianName: employees.name, cents: invoiceTips.cents })
      .from(invoiceTips)
      .innerJoin(employees, eq(employees.id, invoiceTips.technicianId))
      .where(scope(invoiceTips))
      .orderBy(asc(employees.name)),
    db
      .select({
        type: invoicePayments.type, amountCents: invoicePayments.amountCents, tenderedCents: invoicePayments.tenderedCents, cardLast4: invoicePayments.cardLast4,
        authCode: invoicePayments.authCode, checkNumber: invoicePayments.checkNumber, giftCardCode: giftCards.code,
      })
      .from(invoicePayments)
      .leftJoin(giftCards, and(eq(giftCards.id, invoicePayments.giftCardId), eq(giftCards.storeId, storeId)))
      .where(scope(invoicePayments))
      .orderBy(asc(invoicePayments.id)),
  ]);
  return { ...row, lines, taxes, tips, payments };
}
