import type { Db } from '../../../database/client';
import { findInvoiceByIdempotencyKey } from '../../../database/queries/invoices';
import {
  findOfflineSubmission,
  insertOfflineSubmission,
  lockOfflineSubmission,
  resolveOfflineSubmission,
  type OfflineSubmissionRow,
} from '../../../database/queries/offlineSubmissions';
import { formatCurrency } from '../../../common/money';
import { offlineTimeProblem } from '../../../common/offline';
import { storeToday } from '../../../common/storeTime';
import { refuseFinalisedDays } from '../payroll/payrollLocks';
import { COUNTED_DRAWER_WAITS, countedDrawerAt, refigureCountedDrawer } from '../drawer/sessions';
import type { OfflineResolution } from '../../../database/schema';
import type { Actor } from '../access/permissions';
import { DomainError } from '../errors';
import { checkout, type StoreContext } from './checkout';
import { priceTicket, type TicketLineRequest, type TicketRequest } from './ticketPricing';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * Tickets a station rang up while the network was down. Each is
 * paid through the same checkout as at the counter, under the station's
 * idempotency key and at the moment it was rung up, so it is taken once and
 * lands in that day's reports. The server prices it again: what the station
 * showed must still be the price, the technicians must still work here, and
 * the total must be what was shown; otherwise it waits for a manager in the
 * offline tickets list, who takes it at today's prices, as recorded, or
 * discards it. The cash recorded is always the ticket's total, never what
 * the station said it came to.
 */

/** A queued ticket as the station recorded it: prices as shown, cash only. */
export interface OfflineTicketRequest {
  key: string;
  recordedAt: Date;
  ticket: TicketRequest;
  /** The amount due the station showed. */
  shownDueCents: number;
  /** The cash handed over (change is worked out here). */
  cashTenderedCents: number;
  /** The ticket as it came, kept for the manager when it cannot be taken. */
  payload: Record<string, unknown>;
}

export type OfflineTicketAnswer =
  | { status: 'accepted'; invoiceId: number; number: number; replayed: boolean }
  | { status: 'to_resolve' | 'resolved'; id: number; reason: string | null };

function answerFor(row: OfflineSubmissionRow): OfflineTicketAnswer {
  return {
    status: row.status === 'accepted' ? 'resolved' : row.status,
    id: row.id,
    reason: row.reason,
  };
}

/** Takes a queued ticket: the invoice it is (a repeat answers the same), or the row it waits in for a manager. */
export async function acceptOfflineTicket(
  db: Db,
  store: StoreContext,
  actor: Actor,
  req: OfflineTicketRequest,
  now = clock.now(),
): Promise<OfflineTicketAnswer> {
  const paid = await findInvoiceByIdempotencyKey(db, store.id, req.key);
  if (paid && paid.status !== 'draft' && paid.number !== null)
    return { status: 'accepted', invoiceId: paid.id, number: paid.number, replayed: true };
  const waiting = await findOfflineSubmission(db, store.id, req.key);
  if (waiting) return answerFor(waiting);
  const late = offlineTimeProblem(req.recordedAt, now);
  if (late) throw new DomainError(late, 'recorded_at');

  const toResolve = async (reason: string) =>
    answerFor(
      await insertOfflineSubmission(db, store.id, {
        kind: 'ticket',
        key: req.key,
        payload: req.payload,
        recordedAt: req.recordedAt,
        status: 'to_resolve',
        reason,
      }),
    );
  const changed =
    (await finalisedPayroll(db, store, req.recordedAt)) ??
    ((await countedDrawerAt(db, store.id, req.recordedAt)) ? COUNTED_DRAWER_WAITS : null) ??
    (await priceChange(db, store, req));
  if (changed) return toResolve(changed);
  try {
    const result = await checkout(
      db,
      store,
      actor,
      {
        ...req.ticket,
        idempotencyKey: req.key,
        draftId: null,
        checkInId: null,
        rewardId: null,
        tenders: [{ type: 'cash', amountCents: req.cashTenderedCents }],
        expectedAmountDueCents: req.shownDueCents,
      },
      req.recordedAt,
    );
    return {
      status: 'accepted',
      invoiceId: result.invoiceId,
      number: result.number,
      replayed: result.replayed,
    };
  } catch (err) {
    // Any rule of checkout that says no (a customer removed, the cash short of a new total, the store no longer taking cash):
    // the sale happened, so it is kept for a manager rather than lost. "Still being processed" (409) is a repeat racing the first.
    if (err instanceof DomainError && err.status !== 409) return toResolve(err.message);
    throw err;
  }
}

/**
 * A sale dated into a payroll already finalised would change what its frozen pay stubs were computed from: it waits
 * for a manager, who cannot accept it either (payrollLocks.ts: a correction is an adjustment in the next payroll).
 */
async function finalisedPayroll(db: Db, store: StoreContext, at: Date): Promise<string | null> {
  try {
    await refuseFinalisedDays(db, store.id, [storeToday(store.timezone, at)], null);
    return null;
  } catch (err) {
    if (err instanceof DomainError) return err.message;
    throw err;
  }
}

/** Each line at today's menu price (a gift card keeps its amount): what "at today's prices" means. */
const atMenuPrices = (ticket: TicketRequest): TicketRequest => ({
  ...ticket,
  lines: ticket.lines.map((l): TicketLineRequest =>
    l.kind === 'giftcard' ? l : { ...l, unitPriceCents: null },
  ),
});

/** The first line whose menu price is not the price the station showed, said for the manager; or a refusal of the ticket by pricing. */
async function priceChange(
  db: Db,
  store: StoreContext,
  req: OfflineTicketRequest,
): Promise<string | null> {
  try {
    const today = await priceTicket(db, store.id, atMenuPrices(req.ticket), {}, null);
    for (const [i, line] of today.lines.entries()) {
      const shown = req.ticket.lines[i].unitPriceCents;
      if (shown !== null && shown !== line.unitPriceCents) {
        return say('validation.tickets.costsNowItWasRung', {
          name: line.name,
          now: formatCurrency(line.unitPriceCents),
          before: formatCurrency(shown),
        });
      }
    }
    return null;
  } catch (err) {
    if (err instanceof DomainError) return err.message;
    throw err;
  }
}

/** The stored ticket's parts, read back from its payload (written by the controller from a parsed request). */
export interface StoredOfflineTicket {
  ticket: TicketRequest;
  cashTenderedCents: number;
  shownDueCents: number;
}

export interface Resolution {
  resolution: OfflineResolution;
  note: string | null;
}

export const ALREADY_RESOLVED = say('validation.tickets.thisOfflineTicketHasAlready');

/**
 * A manager's decision on a waiting ticket, in one transaction with the
 * checkout it makes: at today's menu prices, or as the station recorded
 * them (the manager's approval is this action, by name); either way paid in
 * cash for exactly its total, at the time it was rung up. Or discarded, with
 * the reason. A refusal by checkout changes nothing and is said as the
 * resolution's error.
 */
export async function resolveOfflineTicket(
  db: Db,
  store: StoreContext,
  actor: Actor,
  id: number,
  decision: Resolution,
  read: (payload: Record<string, unknown>) => StoredOfflineTicket,
  now = clock.now(),
): Promise<{ invoiceId: number | null }> {
  return db.transaction(async (tx) => {
    const row = await lockOfflineSubmission(tx, store.id, id);
    // A clock event is decided by resolveOfflineClock (server/domain/staff/offlineClock.ts).
    if (!row || row.kind !== 'ticket')
      throw new DomainError(say('validation.tickets.thatOfflineTicketIsNot'), null, 404);
    if (row.status !== 'to_resolve') throw new DomainError(ALREADY_RESOLVED, 'resolution', 409);
    let invoiceId: number | null = null;
    if (decision.resolution !== 'discarded') {
      const stored = read(row.payload);
      const ticket =
        decision.resolution === 'accepted_today' ? atMenuPrices(stored.ticket) : stored.ticket;
      try {
        await refuseFinalisedDays(tx, store.id, [storeToday(store.timezone, row.recordedAt)], null);
        const at = { timezone: store.timezone, now: row.recordedAt };
        const due = (await priceTicket(tx, store.id, ticket, {}, at)).totals.amountDueCents;
        const paid = await checkout(
          tx,
          store,
          actor,
          {
            ...ticket,
            idempotencyKey: row.key,
            draftId: null,
            checkInId: null,
            rewardId: null,
            tenders: [{ type: 'cash', amountCents: due }],
          },
          row.recordedAt,
        );
        invoiceId = paid.invoiceId;
        // Its cash was in the drawer when that drawer was counted: the count's expected cash takes it in.
        await refigureCountedDrawer(tx, store.id, row.recordedAt);
      } catch (err) {
        if (err instanceof DomainError)
          throw new DomainError(
            say('validation.staff.cannotBeTaken', { reason: err.message }),
            'resolution',
          );
        throw err;
      }
    }
    const by = { byUserId: actor.kind === 'user' ? actor.id : null, byName: actor.name };
    await resolveOfflineSubmission(tx, store.id, id, {
      resolution: decision.resolution,
      note: decision.note,
      invoiceId,
      ...by,
      at: now,
    });
    return { invoiceId };
  });
}
