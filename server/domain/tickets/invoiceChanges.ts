import type { Db } from '../../../database/client';
import {
  getPaidInvoice,
  insertInvoiceAudit,
  listInvoiceLines,
  listInvoiceTips,
  listPaymentDetails,
  replaceInvoiceTips,
  retypeCardPayment,
  setInvoiceColumns,
  setLineTechnician,
  writePaymentRows,
  type InvoiceLine,
  type NewPaymentRow,
  type PaidInvoice,
} from '../../../database/queries/invoiceChanges';
import { listActiveEmployees } from '../../../database/queries/employees';
import { allocateCents } from '../../../common/allocate';
import { formatCurrency } from '../../../common/money';
import {
  TENDER_LABELS,
  TENDER_LABEL_NAMES,
  tenderAmountsOf,
  tenderColumnsOf,
  type TenderAmountColumns,
  type TenderType,
} from '../../../common/tenders';
import { tipSharesProblem, type TipShare } from '../../../common/ticketTotals';
import { DomainError, FieldErrors } from '../errors';
import type { Actor } from '../access/permissions';
import { notifyStore } from '../../realtime/storeEvents';
import { say } from '../../../common/said';
import { sayLabel } from '../../../common/labels';

/**
 * What may change on a paid ticket: the tip and its split, the
 * technician of a line, and a tender recorded as the wrong one. Prices never
 * change after payment: that is a refund. Each change says why and is kept
 * in invoice_audits (who, when, before, after) in the same transaction.
 */

/** Tenders money can be moved between by hand; gift cards and coupons have ledgers and uses of their own. */
export const CORRECTABLE_TENDERS = ['cash', 'credit_card', 'check'] as const;
export type CorrectableTender = (typeof CORRECTABLE_TENDERS)[number];

export type InvoiceChange =
  | {
      change: 'tip';
      tipCents: number;
      shares: TipShare[];
      tender: CorrectableTender;
      reason: string;
      /** The terminal sale whose tip moved with the ticket's (tipAdjust.ts): its own payment row takes the difference. */
      cardSaleId?: number;
    }
  | { change: 'technician'; lineId: number; technicianId: number; reason: string }
  | {
      change: 'tender';
      from: CorrectableTender;
      to: CorrectableTender;
      amountCents: number;
      cardLast4: string | null;
      reason: string;
    };

export type TenderColumns = Record<TenderType, number>;

export const tenderColumns = (i: Pick<PaidInvoice, keyof TenderAmountColumns>): TenderColumns =>
  tenderAmountsOf(i);

const columnsOf = tenderColumnsOf;

export const TERMINAL_CARD_CORRECTION = say('validation.tickets.thisTicketSCardWas');

/** Moves `amount` from one tender to another; the total stays the same. */
export function moveTender(
  tenders: TenderColumns,
  from: CorrectableTender,
  to: CorrectableTender,
  amount: number,
): TenderColumns {
  if (from === to)
    throw new DomainError(say('validation.tickets.chooseTwoDifferentPaymentTypes'), 'to');
  if (amount <= 0)
    throw new DomainError(say('validation.announcements.theAmountMustBeMore'), 'amount');
  if (amount > tenders[from])
    throw new DomainError(
      say('validation.tickets.onlyWasRecordedAs', {
        amount: formatCurrency(tenders[from]),
        label: sayLabel(TENDER_LABEL_NAMES[from]),
      }),
      'amount',
    );
  return { ...tenders, [from]: tenders[from] - amount, [to]: tenders[to] + amount };
}

/** A new tip is paid by (or given back from) one tender: the tenders keep adding up to the amount due. */
export function retipTenders(
  tenders: TenderColumns,
  oldTip: number,
  newTip: number,
  tender: CorrectableTender,
): TenderColumns {
  const next = tenders[tender] + newTip - oldTip;
  if (next < 0)
    throw new DomainError(
      say('validation.tickets.onlyWasPaidByTake', {
        amount: formatCurrency(tenders[tender]),
        label: sayLabel(TENDER_LABEL_NAMES[tender]),
      }),
      'tender',
    );
  return { ...tenders, [tender]: next };
}

/** The tip split by the ticket's rule among the technicians of its service lines (proportional to their services, or evenly). */
export function splitTipByRule(
  tipCents: number,
  lines: readonly Pick<InvoiceLine, 'kind' | 'technicianId' | 'netCents'>[],
  rule: 'proportional' | 'even' | 'manual',
): TipShare[] {
  const byTech = new Map<number, number>();
  for (const l of lines)
    if (l.kind === 'service' && l.technicianId !== null)
      byTech.set(l.technicianId, (byTech.get(l.technicianId) ?? 0) + l.netCents);
  const techs = [...byTech.keys()];
  if (tipCents === 0 || techs.length === 0) return [];
  const cents = allocateCents(
    tipCents,
    rule === 'even' ? techs.map(() => 1) : techs.map((t) => byTech.get(t)!),
  );
  return techs.map((technicianId, i) => ({ technicianId, cents: cents[i] }));
}

const by = (actor: Actor) => ({
  byUserId: actor.kind === 'user' ? actor.id : null,
  byEmployeeId: actor.kind === 'employee' ? actor.id : null,
  byName: actor.name,
});

/**
 * The cash the customer handed over and the change she got, once the cash
 * kept on a ticket moves from `before` to `after`. Two different facts stay
 * true: a tip taken in cash comes out of the change ("keep the change"), so
 * what she handed over stays; a payment recorded as the wrong tender changes
 * what the cash paid for, not the change counted back, so the change stays.
 * No cash left: nothing handed over, no change.
 */
export function cashAfterChange(
  before: { keptCents: number; tenderedCents: number | null; changeCents: number },
  afterKeptCents: number,
  keep: 'tendered' | 'change',
): { tenderedCents: number | null; changeCents: number } {
  if (afterKeptCents <= 0) return { tenderedCents: null, changeCents: 0 };
  const tendered = before.tenderedCents ?? before.keptCents + before.changeCents;
  const changeCents =
    keep === 'change' ? before.changeCents : Math.max(0, tendered - afterKeptCents);
  return { tenderedCents: afterKeptCents + changeCents, changeCents };
}

/** What the row planner needs of a ticket's payment row. */
export interface PaymentRowFacts {
  id: number;
  type: string;
  amountCents: number;
  tenderedCents: number | null;
  cardTransactionId: number | null;
}

export interface PaymentRowWrites {
  updates: { id: number; amountCents: number; tenderedCents?: number | null }[];
  deletes: number[];
  inserts: NewPaymentRow[];
}

/**
 * The writes that bring a ticket's cash, card and check rows to the columns `next`, in place. A
 * row a terminal sale paid (its card transaction points at it) is never deleted, merged or
 * shrunk by another tender's change: only its own sale's tip moves it (`cardRowId`), so the sale
 * keeps pointing at the payment it is. Cash is one row, its tendered amount `cashTenderedCents`
 * (cashAfterChange); a card or check row typed by hand takes a rise on its first row (a new one,
 * with `cardLast4`, when there is none) and gives back from its last rows first.
 */
export function planPaymentRows(
  rows: readonly PaymentRowFacts[],
  next: TenderColumns,
  opts: { cardRowId: number | null; cashTenderedCents: number | null; cardLast4: string | null },
): PaymentRowWrites {
  const out: PaymentRowWrites = { updates: [], deletes: [], inserts: [] };
  for (const type of CORRECTABLE_TENDERS) {
    const typed = rows.filter((r) => r.type === type);
    const delta = next[type] - typed.reduce((a, r) => a + r.amountCents, 0);
    if (delta === 0) continue;
    if (type === 'cash') {
      const [first, ...rest] = typed;
      out.deletes.push(...rest.map((r) => r.id));
      if (next.cash <= 0) {
        if (first) out.deletes.push(first.id);
      } else if (first) {
        out.updates.push({
          id: first.id,
          amountCents: next.cash,
          tenderedCents: opts.cashTenderedCents,
        });
      } else {
        out.inserts.push({
          type: 'cash',
          amountCents: next.cash,
          tenderedCents: opts.cashTenderedCents,
        });
      }
      continue;
    }
    const own = type === 'credit_card' ? typed.find((r) => r.id === opts.cardRowId) : undefined;
    if (own) {
      if (own.amountCents + delta <= 0) throw new DomainError(TERMINAL_CARD_CORRECTION, 'tender');
      out.updates.push({ id: own.id, amountCents: own.amountCents + delta });
      continue;
    }
    // A terminal sale's row is what the card was charged: a correction never reaches it.
    const byHand = typed.filter((r) => r.cardTransactionId === null);
    if (delta > 0) {
      const [first] = byHand;
      if (first) out.updates.push({ id: first.id, amountCents: first.amountCents + delta });
      else
        out.inserts.push({
          type,
          amountCents: delta,
          cardLast4: type === 'credit_card' ? opts.cardLast4 : null,
        });
      continue;
    }
    let take = -delta;
    for (const r of [...byHand].reverse()) {
      if (take === 0) break;
      const part = Math.min(take, r.amountCents);
      take -= part;
      if (part === r.amountCents) out.deletes.push(r.id);
      else out.updates.push({ id: r.id, amountCents: r.amountCents - part });
    }
    if (take > 0) throw new DomainError(TERMINAL_CARD_CORRECTION, 'tender');
  }
  return out;
}

/**
 * Brings the cash, card and check rows to the new columns in place (planPaymentRows), the cash
 * row's tendered amount and the ticket's change kept consistent with the new cash (cashAfterChange).
 */
async function rewritePayments(
  tx: Db,
  storeId: number,
  invoice: PaidInvoice,
  next: TenderColumns,
  keep: 'tendered' | 'change',
  opts: { cardLast4?: string | null; cardSaleId?: number } = {},
) {
  const invoiceId = invoice.id;
  const rows = await listPaymentDetails(tx, storeId, invoiceId);
  // Everything handed over in cash, over every cash row (one taken for exactly its amount has no tendered figure of its own).
  const cashRows = rows.filter((r) => r.type === 'cash');
  const cash = cashAfterChange(
    {
      keptCents: invoice.cashAmount,
      tenderedCents: cashRows.some((r) => r.tenderedCents !== null)
        ? cashRows.reduce((a, r) => a + (r.tenderedCents ?? r.amountCents), 0)
        : null,
      changeCents: invoice.changeCents,
    },
    next.cash,
    keep,
  );
  if (cash.changeCents !== invoice.changeCents)
    await setInvoiceColumns(tx, storeId, invoiceId, { changeCents: cash.changeCents });
  const cardRow =
    opts.cardSaleId === undefined
      ? undefined
      : rows.find((r) => r.type === 'credit_card' && r.cardTransactionId === opts.cardSaleId);
  await writePaymentRows(
    tx,
    storeId,
    invoiceId,
    planPaymentRows(rows, next, {
      cardRowId: cardRow?.id ?? null,
      cashTenderedCents: cash.tenderedCents,
      cardLast4: opts.cardLast4 ?? null,
    }),
  );
}

/** A paid ticket being changed, locked in the change's transaction, as it was before the change. */
interface Changing {
  tx: Db;
  storeId: number;
  invoice: PaidInvoice;
  lines: InvoiceLine[];
  tips: Awaited<ReturnType<typeof listInvoiceTips>>;
  tenders: TenderColumns;
  actor: Actor;
}

/** The tip and its split as the audit row keeps them. */
const tipState = (tipCents: number, shares: { technicianId: number; cents: number }[]) => ({
  tip_cents: tipCents,
  shares: shares.map((s) => ({ technician_id: s.technicianId, cents: s.cents })),
});

/**
 * Applies one change to a paid ticket of the store, with its audit row; false
 * when there is no such ticket. `guard` runs once the ticket is locked, in the
 * same transaction, and throws to refuse (tip management: a finalised payroll).
 */
export async function changeInvoice(
  db: Db,
  storeId: number,
  invoiceId: number,
  change: InvoiceChange,
  actor: Actor,
  guard?: (tx: Db, invoice: PaidInvoice) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const invoice = await getPaidInvoice(tx, storeId, invoiceId, true);
    if (!invoice) return false;
    if (invoice.status !== 'paid')
      throw new DomainError(say('validation.tickets.aVoidedTicketCannotBe'));
    if (guard) await guard(tx, invoice);
    const lines = await listInvoiceLines(tx, storeId, invoiceId);
    const tips = await listInvoiceTips(tx, storeId, invoiceId);
    const c: Changing = {
      tx,
      storeId,
      invoice,
      lines,
      tips,
      tenders: tenderColumns(invoice),
      actor,
    };
    if (change.change === 'tip') await changeTip(c, change);
    else if (change.change === 'technician') await changeTechnician(c, change);
    else await changeTender(c, change);
    // The ticket's tip, its split or its tenders moved: the dashboard's headline
    // (cached under 'sales') and every screen that reloads on TicketPaid follow
    // at the commit, as after a payment, void or refund (tip management comes through here too).
    await notifyStore(tx, storeId, 'TicketPaid', {
      invoice_id: invoiceId,
      status: 'changed',
      change: change.change,
    });
    return true;
  });
}

/**
 * A new tip: split by hand (the shares must add up among the ticket's technicians) or by the
 * ticket's rule, the tender it is paid by growing or shrinking with it.
 */
async function changeTip(
  { tx, storeId, invoice, lines, tips, tenders, actor }: Changing,
  change: Extract<InvoiceChange, { change: 'tip' }>,
): Promise<void> {
  const invoiceId = invoice.id;
  const techs = [
    ...new Set(
      lines.flatMap((l) =>
        l.kind === 'service' && l.technicianId !== null ? [l.technicianId] : [],
      ),
    ),
  ];
  if (change.tipCents > 0 && techs.length === 0)
    throw new DomainError(say('validation.tickets.aTipNeedsATechnician'), 'tip_amount');
  const shares = change.shares.length
    ? change.shares.filter((s) => s.cents > 0)
    : splitTipByRule(change.tipCents, lines, invoice.tipSplit);
  const problem = change.shares.length
    ? tipSharesProblem(change.tipCents, change.shares, techs)
    : null;
  if (problem) throw new FieldErrors({ shares: problem });
  const next = retipTenders(tenders, invoice.tipCents, change.tipCents, change.tender);
  await setInvoiceColumns(tx, storeId, invoiceId, {
    tipCents: change.tipCents,
    amountDueCents: invoice.totalCents + change.tipCents,
    ...columnsOf(next),
    ...(change.shares.length ? { tipSplit: 'manual' as const } : {}),
  });
  await replaceInvoiceTips(tx, storeId, invoiceId, shares);
  await rewritePayments(tx, storeId, invoice, next, 'tendered', {
    cardSaleId: change.cardSaleId,
  });
  await insertInvoiceAudit(tx, storeId, {
    invoiceId,
    action: 'tip',
    reason: change.reason,
    ...by(actor),
    before: { ...tipState(invoice.tipCents, tips), tenders },
    after: { ...tipState(change.tipCents, shares), tenders: next },
  });
}

/**
 * A service line given to another technician who works here; the tip follows the services,
 * re-split by the ticket's rule (a hand-made split by the proportional one).
 */
async function changeTechnician(
  { tx, storeId, invoice, lines, tips, actor }: Changing,
  change: Extract<InvoiceChange, { change: 'technician' }>,
): Promise<void> {
  const invoiceId = invoice.id;
  const line = lines.find((l) => l.id === change.lineId);
  if (!line) throw new DomainError(say('validation.tickets.thatLineIsNotOn'), 'line_id');
  if (line.kind !== 'service')
    throw new DomainError(say('validation.tickets.onlyAServiceLineHas'), 'line_id');
  const staff = await listActiveEmployees(tx, storeId);
  const technician = staff.find((s) => s.id === change.technicianId);
  if (!technician)
    throw new DomainError(say('validation.tickets.thatTechnicianIsNotWorking'), 'technician_id');
  if (line.technicianId === technician.id)
    throw new DomainError(
      say('validation.tickets.isAlreadyOnThisLine', { name: technician.name }),
      'technician_id',
    );
  await setLineTechnician(tx, storeId, invoiceId, line.id, technician.id);
  const moved = lines.map((l) => (l.id === line.id ? { ...l, technicianId: technician.id } : l));
  const shares = splitTipByRule(
    invoice.tipCents,
    moved,
    invoice.tipSplit === 'even' ? 'even' : 'proportional',
  );
  await replaceInvoiceTips(tx, storeId, invoiceId, shares);
  await setInvoiceColumns(tx, storeId, invoiceId, {});
  await insertInvoiceAudit(tx, storeId, {
    invoiceId,
    action: 'technician',
    reason: change.reason,
    ...by(actor),
    before: {
      line_id: line.id,
      line: line.name,
      technician_id: line.technicianId,
      technician: line.technicianName,
      ...tipState(invoice.tipCents, tips),
    },
    after: {
      line_id: line.id,
      line: line.name,
      technician_id: technician.id,
      technician: technician.name,
      ...tipState(invoice.tipCents, shares),
    },
  });
}

/**
 * Money moved from one tender to another. A card charged on the terminal is money the terminal
 * holds: moving it to another tender here would leave the charge standing (or dress a hand-typed
 * amount in its approval). It is voided or refunded there.
 */
async function changeTender(
  { tx, storeId, invoice, tenders, actor }: Changing,
  change: Extract<InvoiceChange, { change: 'tender' }>,
): Promise<void> {
  const invoiceId = invoice.id;
  if (
    (change.from === 'credit_card' || change.to === 'credit_card') &&
    (await listPaymentDetails(tx, storeId, invoiceId)).some((p) => p.cardTransactionId !== null)
  ) {
    throw new DomainError(TERMINAL_CARD_CORRECTION, 'from');
  }
  const next = moveTender(tenders, change.from, change.to, change.amountCents);
  await setInvoiceColumns(tx, storeId, invoiceId, columnsOf(next));
  await rewritePayments(tx, storeId, invoice, next, 'change', { cardLast4: change.cardLast4 });
  await insertInvoiceAudit(tx, storeId, {
    invoiceId,
    action: 'tender',
    reason: change.reason,
    ...by(actor),
    before: { tenders },
    after: { tenders: next },
  });
}

export const CHOOSE_PAID_INSTEAD = say('validation.terminals.chooseHowTheTicketWas');

/**
 * A terminal sale that paid a ticket was never charged (Close Batches' "not charged"): its card
 * row becomes what did pay it, in the caller's transaction, with the ticket's tender columns and an
 * audit row; cash and check take the same amount off the card, a card typed in by hand keeps the
 * card's amount without the terminal's approval. The sale's own link to the row is the caller's to
 * clear. Null when the ticket recorded no payment of the sale (nothing to move, and `paidBy` is not
 * needed); the amount moved otherwise.
 */
export async function cardNotCharged(
  tx: Db,
  storeId: number,
  sale: { id: number; invoiceId: number; invoicePaymentId: number | null },
  paidBy: CorrectableTender | null,
  cardLast4: string | null,
  reason: string,
  actor: Actor,
): Promise<{ amountCents: number } | null> {
  const invoice = await getPaidInvoice(tx, storeId, sale.invoiceId, true);
  // A voided ticket keeps nothing of what it was paid with.
  if (!invoice || invoice.status !== 'paid') return null;
  const row = (await listPaymentDetails(tx, storeId, invoice.id)).find(
    (p) =>
      p.type === 'credit_card' &&
      (p.cardTransactionId === sale.id || p.id === sale.invoicePaymentId),
  );
  if (!row) return null;
  if (!paidBy) throw new DomainError(CHOOSE_PAID_INSTEAD, 'paid_by');
  const tenders = tenderColumns(invoice);
  const next =
    paidBy === 'credit_card'
      ? tenders
      : moveTender(tenders, 'credit_card', paidBy, row.amountCents);
  await retypeCardPayment(tx, storeId, invoice.id, row.id, {
    type: paidBy,
    cardLast4: paidBy === 'credit_card' ? cardLast4 : null,
    // Cash handed over for exactly what the card was to pay: no change on this row.
    tenderedCents: paidBy === 'cash' ? row.amountCents : null,
  });
  await setInvoiceColumns(tx, storeId, invoice.id, columnsOf(next));
  await insertInvoiceAudit(tx, storeId, {
    invoiceId: invoice.id,
    action: 'tender',
    reason,
    ...by(actor),
    before: { tenders, card_transaction_id: sale.id },
    after: { tenders: next, card_transaction_id: null, paid_by: paidBy },
  });
  await notifyStore(tx, storeId, 'TicketPaid', {
    invoice_id: invoice.id,
    status: 'changed',
    change: 'tender',
  });
  return { amountCents: row.amountCents };
}

interface AuditSnapshot {
  tip_cents?: number;
  shares?: { technician_id: number; cents: number }[];
  tenders?: TenderColumns;
  line?: string;
  technician?: string | null;
}

/** An audit row as lines of "what: before → after", names looked up in `names` (technician id → name). */
export function describeInvoiceAudit(
  action: string,
  before: AuditSnapshot | null,
  after: AuditSnapshot | null,
  names: Map<number, string>,
): { field: string; before: string; after: string }[] {
  const out: { field: string; before: string; after: string }[] = [];
  const b = before ?? {};
  const a = after ?? {};
  if (action === 'technician')
    out.push({
      field: `Technician of ${a.line ?? 'a line'}`,
      before: b.technician ?? 'None',
      after: a.technician ?? 'None',
    });
  if (b.tip_cents !== undefined && a.tip_cents !== undefined && b.tip_cents !== a.tip_cents)
    out.push({
      field: 'Tip',
      before: formatCurrency(b.tip_cents),
      after: formatCurrency(a.tip_cents),
    });
  const split = (s: AuditSnapshot['shares']) =>
    (s ?? [])
      .map((x) => `${names.get(x.technician_id) ?? 'Someone'} ${formatCurrency(x.cents)}`)
      .join(', ') || 'None';
  if (b.shares && a.shares && split(b.shares) !== split(a.shares))
    out.push({ field: 'Tip split', before: split(b.shares), after: split(a.shares) });
  if (b.tenders && a.tenders) {
    for (const type of Object.keys(TENDER_LABELS) as TenderType[]) {
      if (b.tenders[type] !== a.tenders[type])
        out.push({
          field: TENDER_LABELS[type],
          before: formatCurrency(b.tenders[type]),
          after: formatCurrency(a.tenders[type]),
        });
    }
  }
  return out;
}
