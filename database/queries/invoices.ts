import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  customers,
  employees,
  giftCards,
  invoiceLines,
  invoicePayments,
  invoiceTaxes,
  invoiceTips,
  invoices,
  ticketCounters,
} from '../schema';
import { clock } from '../../common/clock';

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
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      idempotencyKey: invoices.idempotencyKey,
    })
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
    .onConflictDoUpdate({
      target: ticketCounters.storeId,
      set: { lastNumber: sql`${ticketCounters.lastNumber} + 1` },
    })
    .returning({ number: ticketCounters.lastNumber });
  return row.number;
}

/** The insert of a new invoice returning its id, unsent: checkout sends it as a CTE of its pricing statement. */
export function insertInvoiceQuery(db: Db, storeId: number, values: InvoiceValues) {
  return db
    .insert(invoices)
    .values({ ...values, storeId })
    .returning({ id: invoices.id });
}

/** What a paid invoice records besides its lines: its numbers, the tenders' columns, and who took the payment. */
export interface PaidInvoiceValues {
  customerId: number | null;
  subtotalCents: number;
  discountCents: number;
  ticketDiscountType: 'amount' | 'percent' | null;
  ticketDiscountValue: number;
  taxCents: number;
  totalCents: number;
  tipCents: number;
  amountDueCents: number;
  tipBase: 'subtotal' | 'total';
  tipSplit: 'proportional' | 'even' | 'manual';
  paidAt: Date;
  cashAmount: number;
  creditCardAmount: number;
  giftCardAmount: number;
  couponAmount: number;
  checkAmount: number;
  changeCents: number;
  checkInId: number | null;
  /** How the store took coupons when this ticket was paid. */
  couponMode: 'tender' | 'discount';
}

/*
 * One fixed text for every ticket: the rows travel as four JSON parameters
 * (json_to_recordset), so there is nothing to build per call, and
 * node-postgres prepares it once per connection under its name. Lines and
 * taxes keep their JSON names (camelCase) as the record's column names.
 */
/** The ticket number, rows and paid invoice (see payInvoice). */
const PAY_INVOICE_HEAD = `with counter as (
  insert into ticket_counters (store_id, last_number) values ($1, 1)
  on conflict (store_id) do update set last_number = ticket_counters.last_number + 1
  returning last_number
), new_lines as (
  insert into invoice_lines (store_id, invoice_id, line_key, kind, service_id, name, technician_id, unit_price_cents, quantity, discount_cents,
    ticket_discount_cents, net_cents, tax_ids, turn_weight_halves, commission_rate_bp, gift_card_id, sort_order)
  select $1, $2, x."lineKey", x.kind, x."serviceId", x.name, x."technicianId", x."unitPriceCents", x.quantity, x."discountCents",
    x."ticketDiscountCents", x."netCents", coalesce(x."taxIds", '[]'::jsonb), coalesce(x."turnWeightHalves", 0), x."commissionRateBp", x."giftCardId", coalesce(x."sortOrder", 0)
  from json_to_recordset($3::text::json) as x("lineKey" text, kind text, "serviceId" int, name text, "technicianId" int, "unitPriceCents" int, quantity int,
    "discountCents" int, "ticketDiscountCents" int, "netCents" int, "taxIds" jsonb, "turnWeightHalves" int, "commissionRateBp" int, "giftCardId" int, "sortOrder" int)
  returning id
), new_taxes as (
  insert into invoice_taxes (store_id, invoice_id, tax_id, name, rate, base_cents, amount_cents)
  select $1, $2, x."taxId", x.name, x.rate, x."baseCents", x."amountCents"
  from json_to_recordset($4::text::json) as x("taxId" int, name text, rate int, "baseCents" int, "amountCents" int)
  returning id
), new_tips as (
  insert into invoice_tips (store_id, invoice_id, technician_id, cents)
  select $1, $2, x."technicianId", x.cents from json_to_recordset($5::text::json) as x("technicianId" int, cents int)
  returning technician_id
), new_payments as (
  insert into invoice_payments (store_id, invoice_id, type, amount_cents, tendered_cents, card_last4, auth_code, card_type, entry_mode, card_reference,
    card_transaction_id, check_number, gift_card_id, coupon_id)
  select $1, $2, x.type, x."amountCents", x."tenderedCents", x."cardLast4", x."authCode", x."cardType", x."entryMode", x."cardReference",
    x."cardTransactionId", x."checkNumber", x."giftCardId", x."couponId"
  from json_to_recordset($6::text::json) as x(type text, "amountCents" int, "tenderedCents" int, "cardLast4" text, "authCode" text, "cardType" text,
    "entryMode" text, "cardReference" text, "cardTransactionId" int, "checkNumber" text, "giftCardId" int, "couponId" int)
  returning id, card_transaction_id
), paid_cards as (
  -- A terminal sale on this ticket points at the ticket and its payment row (checkout locked it, unused, beforehand).
  update card_transactions c set invoice_id = $2, invoice_payment_id = p.id
  from new_payments p where c.store_id = $1 and c.id = p.card_transaction_id
  returning c.id
`;

/** The paid invoice with its number. */
const PAY_INVOICE_UPDATE = `
update invoices set
  number = (select last_number from counter), status = 'paid', paid_at = $18::timestamptz, updated_at = now(),
  customer_id = $7::int, subtotal_cents = $8::int, discount_cents = $9::int, ticket_discount_type = $10::text, ticket_discount_value = $11::int,
  tax_cents = $12::int, total_cents = $13::int, tip_cents = $14::int, amount_due_cents = $15::int, tip_base = $16::text, tip_split = $17::text,
  cash_amount = $19::int, credit_card_amount = $20::int, gift_card_amount = $21::int, coupon_amount = $22::int, check_amount = $23::int,
  change_cents = $24::int, check_in_id = $25::int, coupon_mode = $26::text
where store_id = $1 and id = $2
returning number`;

const PAY_INVOICE_SQL = PAY_INVOICE_HEAD + ')' + PAY_INVOICE_UPDATE;

/**
 * The last statement of a checkout: takes the store's next ticket number,
 * writes the tenders (and the lines, taxes and tip shares of a new ticket)
 * and marks the invoice paid with that number, in one round trip. The
 * counter row stays locked until commit, so it is taken here, last: it is
 * then held for this statement and the commit, not for the whole checkout
 * (the ticket's participants, which may write more, run before it). A saved
 * ticket's or a visit's details are written beforehand by writeInvoiceDetails
 * (its old rows must be cleared, which a CTE of the same statement cannot do
 * for tip shares). Answers the ticket number.
 */
export async function payInvoice(
  db: Db,
  storeId: number,
  invoiceId: number,
  parts: {
    details: {
      lines: InvoiceLineValues[];
      taxes: InvoiceTaxValues[];
      tips: InvoiceTipValues[];
    } | null;
    payments: InvoicePaymentValues[];
    values: PaidInvoiceValues;
  },
): Promise<{ number: number }> {
  const { details, payments, values: v } = parts;
  const params = [
    storeId,
    invoiceId,
    JSON.stringify(details?.lines ?? []),
    JSON.stringify(details?.taxes ?? []),
    JSON.stringify(details?.tips ?? []),
    JSON.stringify(payments),
    v.customerId,
    v.subtotalCents,
    v.discountCents,
    v.ticketDiscountType,
    v.ticketDiscountValue,
    v.taxCents,
    v.totalCents,
    v.tipCents,
    v.amountDueCents,
    v.tipBase,
    v.tipSplit,
    v.paidAt.toISOString(),
    v.cashAmount,
    v.creditCardAmount,
    v.giftCardAmount,
    v.couponAmount,
    v.checkAmount,
    v.changeCents,
    v.checkInId,
    v.couponMode,
  ];
  // The transaction's own session runs it (a statement prepared on the pool would take another connection).
  const result = (await db._.session
    .prepareQuery({ sql: PAY_INVOICE_SQL, params }, undefined, 'pay_invoice', false)
    .execute()) as { rows: { number: number }[] };
  return { number: result.rows[0].number };
}

export async function insertInvoice(db: Db, storeId: number, values: InvoiceValues) {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, storeId })
    .returning({ id: invoices.id });
  return row.id;
}

export async function updateInvoice(
  db: Db,
  storeId: number,
  id: number,
  values: Partial<InvoiceValues>,
) {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(eq(invoices.storeId, storeId), eq(invoices.id, id)));
}

export type InvoiceLineValues = Omit<
  typeof invoiceLines.$inferInsert,
  'id' | 'storeId' | 'invoiceId'
>;
export type InvoiceTaxValues = Omit<
  typeof invoiceTaxes.$inferInsert,
  'id' | 'storeId' | 'invoiceId'
>;
export type InvoiceTipValues = Omit<typeof invoiceTips.$inferInsert, 'storeId' | 'invoiceId'>;
export type InvoicePaymentValues = Omit<
  typeof invoicePayments.$inferInsert,
  'id' | 'storeId' | 'invoiceId' | 'createdAt'
>;

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
  const scope = (table: typeof invoiceLines | typeof invoiceTaxes | typeof invoiceTips) =>
    sql`${table.storeId} = ${storeId} and ${table.invoiceId} = ${invoiceId}`;
  const clearTaxes = db
    .$with('clear_taxes', {})
    .as(sql`delete from ${invoiceTaxes} where ${scope(invoiceTaxes)}`);
  const clearTips = db
    .$with('clear_tips', {})
    .as(sql`delete from ${invoiceTips} where ${scope(invoiceTips)}`);
  if (details.lines.length) {
    const clearLines = db
      .$with('clear_lines', {})
      .as(sql`delete from ${invoiceLines} where ${scope(invoiceLines)}`);
    await db
      .with(clearTaxes, clearTips, clearLines)
      .insert(invoiceLines)
      .values(details.lines.map((l) => ({ ...l, storeId, invoiceId })));
  } else {
    await db
      .with(clearTaxes, clearTips)
      .delete(invoiceLines)
      .where(and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, invoiceId)));
  }
  if (details.taxes.length)
    await db.insert(invoiceTaxes).values(details.taxes.map((t) => ({ ...t, storeId, invoiceId })));
  if (details.tips.length)
    await db.insert(invoiceTips).values(details.tips.map((t) => ({ ...t, storeId, invoiceId })));
}

export async function insertInvoicePayments(
  db: Db,
  storeId: number,
  invoiceId: number,
  payments: InvoicePaymentValues[],
) {
  if (payments.length)
    await db.insert(invoicePayments).values(payments.map((p) => ({ ...p, storeId, invoiceId })));
}

/** Links a gift card sold on a line to that line, once the card exists. */
export async function setLineGiftCard(
  db: Db,
  storeId: number,
  invoiceId: number,
  lineKey: string,
  giftCardId: number,
) {
  await db
    .update(invoiceLines)
    .set({ giftCardId })
    .where(
      and(
        eq(invoiceLines.storeId, storeId),
        eq(invoiceLines.invoiceId, invoiceId),
        eq(invoiceLines.lineKey, lineKey),
      ),
    );
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
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.status, 'draft'),
        sql`${invoices.idempotencyKey} is null`,
      ),
    )
    .orderBy(desc(invoices.updatedAt), desc(invoices.id))
    .limit(200);
  if (rows.length === 0) return [];
  const techs = await db
    .selectDistinct({ invoiceId: invoiceLines.invoiceId, name: employees.name })
    .from(invoiceLines)
    .innerJoin(employees, eq(employees.id, invoiceLines.technicianId))
    .where(
      and(
        eq(invoiceLines.storeId, storeId),
        inArray(
          invoiceLines.invoiceId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(employees.name));
  return rows.map((r) => ({
    ...r,
    technicians: techs.filter((t) => t.invoiceId === r.id).map((t) => t.name),
  }));
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
      tipSplit: invoices.tipSplit,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.id, id),
        eq(invoices.status, 'draft'),
        sql`${invoices.idempotencyKey} is null`,
      ),
    );
  if (!row) return null;
  const [lines, tips] = await Promise.all([
    db
      .select({
        key: invoiceLines.lineKey,
        kind: invoiceLines.kind,
        serviceId: invoiceLines.serviceId,
        name: invoiceLines.name,
        technicianId: invoiceLines.technicianId,
        unitPriceCents: invoiceLines.unitPriceCents,
        quantity: invoiceLines.quantity,
        discountCents: invoiceLines.discountCents,
      })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.storeId, storeId), eq(invoiceLines.invoiceId, id)))
      .orderBy(asc(invoiceLines.sortOrder), asc(invoiceLines.id)),
    db
      .select({ technicianId: invoiceTips.technicianId, cents: invoiceTips.cents })
      .from(invoiceTips)
      .where(and(eq(invoiceTips.storeId, storeId), eq(invoiceTips.invoiceId, id))),
  ]);
  return { ...row, lines, tips };
}

/** Deletes a saved ticket (never a paid one); answers whether one was deleted. */
export async function deleteDraft(db: Db, storeId: number, id: number) {
  const rows = await db
    .delete(invoices)
    .where(
      and(
        eq(invoices.storeId, storeId),
        eq(invoices.id, id),
        eq(invoices.status, 'draft'),
        sql`${invoices.idempotencyKey} is null`,
      ),
    )
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** A paid or voided invoice of the store with everything its receipt prints, or null. */
export async function getInvoiceReceipt(db: Db, storeId: number, id: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      paidAt: invoices.paidAt,
      voidedAt: invoices.voidedAt,
      subtotalCents: invoices.subtotalCents,
      discountCents: invoices.discountCents,
      taxCents: invoices.taxCents,
      totalCents: invoices.totalCents,
      tipCents: invoices.tipCents,
      amountDueCents: invoices.amountDueCents,
      changeCents: invoices.changeCents,
      createdByName: invoices.createdByName,
      cashAmount: invoices.cashAmount,
      creditCardAmount: invoices.creditCardAmount,
      giftCardAmount: invoices.giftCardAmount,
      couponAmount: invoices.couponAmount,
      checkAmount: invoices.checkAmount,
      customerId: customers.id,
      customerName: customers.name,
      customerPhone: customers.phone,
      customerEmail: customers.email,
    })
    .from(invoices)
    .leftJoin(customers, and(eq(customers.id, invoices.customerId), eq(customers.storeId, storeId)))
    .where(
      and(eq(invoices.storeId, storeId), eq(invoices.id, id), sql`${invoices.status} <> 'draft'`),
    );
  if (!row) return null;
  const [lines, taxes, tips, payments] = await Promise.all([
    listReceiptLines(db, storeId, id),
    listReceiptTaxes(db, storeId, id),
    listReceiptTips(db, storeId, id),
    listReceiptPayments(db, storeId, id),
  ]);
  return { ...row, lines, taxes, tips, payments };
}

/** One invoice's rows of a table, in the store. */
const ofInvoice = (
  t: typeof invoiceLines | typeof invoiceTaxes | typeof invoiceTips | typeof invoicePayments,
  storeId: number,
  invoiceId: number,
) => and(eq(t.storeId, storeId), eq(t.invoiceId, invoiceId));

/** A receipt's lines in their order, with the technician's name and a gift card line's code. */
function listReceiptLines(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      id: invoiceLines.id,
      kind: invoiceLines.kind,
      name: invoiceLines.name,
      technicianName: employees.name,
      unitPriceCents: invoiceLines.unitPriceCents,
      quantity: invoiceLines.quantity,
      discountCents: invoiceLines.discountCents,
      ticketDiscountCents: invoiceLines.ticketDiscountCents,
      netCents: invoiceLines.netCents,
      giftCardCode: giftCards.code,
    })
    .from(invoiceLines)
    .leftJoin(employees, eq(employees.id, invoiceLines.technicianId))
    .leftJoin(
      giftCards,
      and(eq(giftCards.id, invoiceLines.giftCardId), eq(giftCards.storeId, storeId)),
    )
    .where(ofInvoice(invoiceLines, storeId, invoiceId))
    .orderBy(asc(invoiceLines.sortOrder), asc(invoiceLines.id));
}

/** A receipt's taxes, as charged. */
function listReceiptTaxes(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      name: invoiceTaxes.name,
      rate: invoiceTaxes.rate,
      amountCents: invoiceTaxes.amountCents,
    })
    .from(invoiceTaxes)
    .where(ofInvoice(invoiceTaxes, storeId, invoiceId))
    .orderBy(asc(invoiceTaxes.id));
}

/** A receipt's tip shares, by technician name. */
function listReceiptTips(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({ technicianName: employees.name, cents: invoiceTips.cents })
    .from(invoiceTips)
    .innerJoin(employees, eq(employees.id, invoiceTips.technicianId))
    .where(ofInvoice(invoiceTips, storeId, invoiceId))
    .orderBy(asc(employees.name));
}

/** A receipt's payments, in the order taken, with a gift card's code and a card's details. */
function listReceiptPayments(db: Db, storeId: number, invoiceId: number) {
  return db
    .select({
      type: invoicePayments.type,
      amountCents: invoicePayments.amountCents,
      tenderedCents: invoicePayments.tenderedCents,
      cardLast4: invoicePayments.cardLast4,
      authCode: invoicePayments.authCode,
      checkNumber: invoicePayments.checkNumber,
      giftCardCode: giftCards.code,
      cardType: invoicePayments.cardType,
      entryMode: invoicePayments.entryMode,
      cardReference: invoicePayments.cardReference,
    })
    .from(invoicePayments)
    .leftJoin(
      giftCards,
      and(eq(giftCards.id, invoicePayments.giftCardId), eq(giftCards.storeId, storeId)),
    )
    .where(ofInvoice(invoicePayments, storeId, invoiceId))
    .orderBy(asc(invoicePayments.id));
}
