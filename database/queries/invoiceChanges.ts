import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  couponUses,
  customers,
  employees,
  giftCardEntries,
  giftCards,
  invoiceAudits,
  invoiceLines,
  invoicePayments,
  invoiceTaxes,
  invoiceTips,
  invoices,
} from '../schema';
import { clock } from '../../common/clock';

/**
 * What changes after payment read and write: a paid ticket with its lines,
 * taxes, tip shares and tenders; its audit trail; the writes of a tip,
 * technician or tender correction and of a void. Refunds are in refunds.ts.
 */

/** A paid or voided ticket of the store (never a draft), locked when `lock` so two corrections queue up. */
export async function getPaidInvoice(db: Db, storeId: number, id: number, lock = false) {
  const query = db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      customerId: invoices.customerId,
      paidAt: invoices.paidAt,
      subtotalCents: invoices.subtotalCents,
      discountCents: invoices.discountCents,
      taxCents: invoices.taxCents,
      totalCents: invoices.totalCents,
      tipCents: invoices.tipCents,
      amountDueCents: invoices.amountDueCents,
      tipSplit: invoices.tipSplit,
      cashAmount: invoices.cashAmount,
      creditCardAmount: invoices.creditCardAmount,
      giftCardAmount: invoices.giftCardAmount,
      couponAmount: invoices.couponAmount,
      checkAmount: invoices.checkAmount,
      changeCents: invoices.changeCents,
      voidedAt: invoices.voidedAt,
      voidReason: invoices.voidReason,
    })
    .from(invoices)
    .where(
      and(eq(invoices.storeId, storeId), eq(invoices.id, id), sql`${invoices.status} <> 'draft'`),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
export type PaidInvoice = NonNullable<Awaited<ReturnType<typeof getPaidInvoice>>>;

export async function getInvoiceCustomer(db: Db, storeId: number, customerId: number | null) {
  if (customerId === null) return null;
  const [row] = await db
    .select({ name: customers.name, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), eq(customers.id, customerId)));
  return row ?? null;
}

export async function listInvoiceLines(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      id: invoiceLines.id,
      kind: invoiceLines.kind,
      name: invoiceLines.name,
      technicianId: invoiceLines.technicianId,
      technicianName: employees.name,
      unitPriceCents: invoiceLines.unitPriceCents,
      quantity: invoiceLines.quantity,
      netCents: invoiceLines.netCents,
      taxIds: invoiceLines.taxIds,
      giftCardId: invoiceLines.giftCardId,
    })
    .from(invoiceLines)
    .leftJoin(employees, eq(employees.id, invoiceLines.technicianId))
    .where(and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.sortOrder), asc(invoiceLines.id));
}
export type InvoiceLine = Awaited<ReturnType<typeof listInvoiceLines>>[number];

export async function listInvoiceTaxes(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      taxId: invoiceTaxes.taxId,
      name: invoiceTaxes.name,
      amountCents: invoiceTaxes.amountCents,
    })
    .from(invoiceTaxes)
    .where(and(eq(invoiceTaxes.storeId, storeId), eq(invoiceTaxes.invoiceId, invoiceId)))
    .orderBy(asc(invoiceTaxes.id));
}

export async function listInvoiceTips(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      technicianId: invoiceTips.technicianId,
      name: employees.name,
      cents: invoiceTips.cents,
    })
    .from(invoiceTips)
    .innerJoin(employees, eq(employees.id, invoiceTips.technicianId))
    .where(and(eq(invoiceTips.storeId, storeId), eq(invoiceTips.invoiceId, invoiceId)))
    .orderBy(asc(employees.name));
}

export async function listInvoicePayments(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      id: invoicePayments.id,
      type: invoicePayments.type,
      amountCents: invoicePayments.amountCents,
      giftCardId: invoicePayments.giftCardId,
      giftCardCode: giftCards.code,
      cardLast4: invoicePayments.cardLast4,
    })
    .from(invoicePayments)
    .leftJoin(giftCards, eq(giftCards.id, invoicePayments.giftCardId))
    .where(and(eq(invoicePayments.storeId, storeId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.id));
}

export async function listInvoiceAudits(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      id: invoiceAudits.id,
      action: invoiceAudits.action,
      reason: invoiceAudits.reason,
      before: invoiceAudits.before,
      after: invoiceAudits.after,
      byName: invoiceAudits.byName,
      createdAt: invoiceAudits.createdAt,
    })
    .from(invoiceAudits)
    .where(and(eq(invoiceAudits.storeId, storeId), eq(invoiceAudits.invoiceId, invoiceId)))
    .orderBy(desc(invoiceAudits.createdAt), desc(invoiceAudits.id));
}

export async function insertInvoiceAudit(
  db: Db,
  storeId: number,
  values: Omit<typeof invoiceAudits.$inferInsert, 'id' | 'storeId' | 'createdAt'>,
) {
  await db.insert(invoiceAudits).values({ ...values, storeId });
}

export async function setInvoiceColumns(
  db: Db,
  storeId: number,
  id: number,
  values: Partial<typeof invoices.$inferInsert>,
) {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(invoices.storeId, storeId), eq(invoices.id, id)));
}

export async function replaceInvoiceTips(
  db: Db,
  storeId: number,
  invoiceId: number,
  shares: { technicianId: number; cents: number }[],
) {
  await db
    .delete(invoiceTips)
    .where(and(eq(invoiceTips.storeId, storeId), eq(invoiceTips.invoiceId, invoiceId)));
  const rows = shares.filter((s) => s.cents > 0);
  if (rows.length)
    await db.insert(invoiceTips).values(rows.map((s) => ({ ...s, storeId, invoiceId })));
}

export async function setLineTechnician(
  db: Db,
  storeId: number,
  invoiceId: number,
  lineId: number,
  technicianId: number,
) {
  await db
    .update(invoiceLines)
    .set({ technicianId })
    .where(
      and(
        eq(invoiceLines.storeId, storeId),
        eq(invoiceLines.invoiceId, invoiceId),
        eq(invoiceLines.id, lineId),
      ),
    );
}

/** A new cash, card or check row of a paid ticket (a tender correction's, or the first of its type). */
export interface NewPaymentRow {
  type: 'cash' | 'credit_card' | 'check';
  amountCents: number;
  cardLast4?: string | null;
  tenderedCents?: number | null;
}

/**
 * Changes a paid ticket's cash, card and check rows in place: amounts (and a cash row's tendered
 * amount) updated, emptied rows deleted, new ones inserted. A row a terminal sale points at
 * (card_transactions.invoice_payment_id) is only ever updated: its foreign key refuses a delete.
 */
export async function writePaymentRows(
  db: Db,
  storeId: number,
  invoiceId: number,
  writes: {
    updates: { id: number; amountCents: number; tenderedCents?: number | null }[];
    deletes: number[];
    inserts: NewPaymentRow[];
  },
) {
  const mine = (id: number) =>
    and(
      eq(invoicePayments.storeId, storeId),
      eq(invoicePayments.invoiceId, invoiceId),
      eq(invoicePayments.id, id),
    );
  // Sequential: a transaction is one connection.
  for (const u of writes.updates)
    await db
      .update(invoicePayments)
      .set({
        amountCents: u.amountCents,
        ...(u.tenderedCents !== undefined ? { tenderedCents: u.tenderedCents } : {}),
      })
      .where(mine(u.id));
  if (writes.deletes.length)
    await db
      .delete(invoicePayments)
      .where(
        and(
          eq(invoicePayments.storeId, storeId),
          eq(invoicePayments.invoiceId, invoiceId),
          inArray(invoicePayments.id, writes.deletes),
        ),
      );
  if (writes.inserts.length)
    await db
      .insert(invoicePayments)
      .values(writes.inserts.map((r) => ({ ...r, storeId, invoiceId })));
}

/**
 * A card row of a paid ticket that no terminal sale paid after all, rewritten as what did pay it:
 * cash or a check (the same amount), or a card typed in by hand. Nothing of the terminal's
 * approval stays on it; the sale's own link to the row is cleared by the caller.
 */
export async function retypeCardPayment(
  db: Db,
  storeId: number,
  invoiceId: number,
  id: number,
  values: {
    type: 'cash' | 'credit_card' | 'check';
    cardLast4: string | null;
    tenderedCents: number | null;
  },
) {
  await db
    .update(invoicePayments)
    .set({
      ...values,
      authCode: null,
      cardType: null,
      entryMode: null,
      cardReference: null,
      cardTransactionId: null,
    })
    .where(
      and(
        eq(invoicePayments.storeId, storeId),
        eq(invoicePayments.invoiceId, invoiceId),
        eq(invoicePayments.id, id),
        eq(invoicePayments.type, 'credit_card'),
      ),
    );
}

export async function listPaymentDetails(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      id: invoicePayments.id,
      type: invoicePayments.type,
      amountCents: invoicePayments.amountCents,
      cardLast4: invoicePayments.cardLast4,
      authCode: invoicePayments.authCode,
      checkNumber: invoicePayments.checkNumber,
      tenderedCents: invoicePayments.tenderedCents,
      cardType: invoicePayments.cardType,
      entryMode: invoicePayments.entryMode,
      cardReference: invoicePayments.cardReference,
      cardTransactionId: invoicePayments.cardTransactionId,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.storeId, storeId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.id));
}

/** A void gives the ticket's coupon uses back: they stop counting against the coupon's limits. */
export async function releaseCouponUses(db: Db, storeId: number, invoiceId: number, at: Date) {
  await db
    .update(couponUses)
    .set({ releasedAt: at })
    .where(
      and(
        eq(couponUses.storeId, storeId),
        eq(couponUses.invoiceId, invoiceId),
        isNull(couponUses.releasedAt),
      ),
    );
}

/** Ledger rows of a card other than its issue by this ticket: any means the card has been used. */
export async function countGiftCardUses(
  db: Db,
  storeId: number,
  giftCardId: number,
  issuedBy: number,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCardEntries)
    .where(
      and(
        eq(giftCardEntries.storeId, storeId),
        eq(giftCardEntries.giftCardId, giftCardId),
        sql`not (${giftCardEntries.kind} = 'issue' and ${giftCardEntries.invoiceId} = ${issuedBy})`,
      ),
    );
  return row.n;
}
