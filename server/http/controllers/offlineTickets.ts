import {
  getOfflineSubmission,
  listOfflineSubmissions,
} from '../../../database/queries/offlineSubmissions';
import {
  acceptOfflineTicket,
  resolveOfflineTicket,
  type StoredOfflineTicket,
} from '../../domain/tickets/offlineTickets';
import { resolveOfflineClock } from '../../domain/staff/offlineClock';
import { can } from '../../domain/access/permissions';
import { storeAction } from '../action';
import { forbidden } from '../errors';
import { offlineTicketItem } from '../presenters/offlineTickets';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { DomainError } from '../../domain/errors';
import {
  offlineResolutionSchema,
  offlineTicketSchema,
  type OfflineTicketInput,
} from '../validators/offlineQueue';
import { toTicketRequest } from '../validators/pos';
import { say } from '../../../common/said';

/** A stored payload back as the domain's ticket: it was this schema's output when it arrived, so it parses again. */
function stored(payload: Record<string, unknown>): StoredOfflineTicket {
  const parsed = offlineTicketSchema.safeParse(payload);
  if (!parsed.success)
    throw new DomainError(say('validation.tickets.theTicketAsRecordedCannot'), 'resolution');
  const input = parsed.data;
  return {
    ticket: toTicketRequest(input),
    cashTenderedCents: cashOf(input),
    shownDueCents: input.total,
  };
}

const cashOf = (input: OfflineTicketInput) => input.tenders.reduce((s, t) => s + t.amount, 0);

/**
 * pos.offline.store (JSON): a ticket the station rang up offline. 200 with
 * the invoice when it is paid (a repeat of the key answers the same one), 202
 * when it waits for a manager in the offline tickets list.
 */
export const store = storeAction(
  { input: offlineTicketSchema },
  async ({ db, store, actor, input, res }) => {
    const payload = { ...input, recorded_at: input.recorded_at.toISOString() };
    const answer = await acceptOfflineTicket(db, store, actor, {
      key: input.idempotency_key,
      recordedAt: input.recorded_at,
      ticket: toTicketRequest(input),
      shownDueCents: input.total,
      cashTenderedCents: cashOf(input),
      payload,
    });
    if (answer.status === 'accepted')
      res.json({
        status: 'accepted',
        invoice_id: answer.invoiceId,
        number: answer.number,
        replayed: answer.replayed,
      });
    else res.status(202).json({ status: answer.status, reason: answer.reason });
  },
);

/** A clock event's decision writes a clock record: the Clock In/Out permission, on top of the page's "manage invoices". */
const CLOCK_PERMISSION = 'manage employees';

/** offline-tickets.index: what waits for a manager (sales and clock events), then the last ones resolved. */
export const index = storeAction({}, async ({ db, store, actor, res }) => {
  const { waiting, resolved } = await listOfflineSubmissions(db, store.id, { resolvedLimit: 50 });
  const item = (r: (typeof waiting)[number]) => offlineTicketItem(r);
  await res.inertia('Admin/OfflineTickets/Index', {
    waiting: waiting.map(item),
    resolved: resolved.map(item),
    can_resolve_clock: can(actor, CLOCK_PERMISSION),
  });
});

const RESOLVED_FLASH = {
  accepted_today: say('flash.invoices.ticketAcceptedAtTodayS'),
  accepted_recorded: say('flash.invoices.ticketAcceptedAsRecorded'),
  discarded: say('flash.invoices.discarded'),
} as const;
const CLOCK_RESOLVED_FLASH = {
  accepted_today: say('flash.invoices.clockEventAcceptedItIs'),
  accepted_recorded: say('flash.invoices.clockEventAcceptedItIs'),
  discarded: say('flash.invoices.clockEventRejectedNoClock'),
} as const;

/**
 * offline-tickets.resolve: a manager takes a waiting ticket (today's prices or
 * as recorded) or discards it with a reason; a waiting clock event is accepted
 * as recorded or rejected with a reason.
 */
export const resolve = storeAction(
  { load: { offlineTicket: getOfflineSubmission }, input: offlineResolutionSchema },
  async ({ db, store, actor, bound, input, req, res }) => {
    if (bound.offlineTicket.kind !== 'ticket') {
      if (!can(actor, CLOCK_PERMISSION)) throw forbidden();
      await resolveOfflineClock(db, store, actor, bound.offlineTicket.id, {
        resolution: input.resolution,
        note: input.note ?? null,
      });
      flash(req, 'success', CLOCK_RESOLVED_FLASH[input.resolution]);
      res.redirect(303, routeUrl('offline-tickets.index'));
      return;
    }
    await resolveOfflineTicket(
      db,
      store,
      actor,
      bound.offlineTicket.id,
      { resolution: input.resolution, note: input.note ?? null },
      stored,
    );
    flash(req, 'success', RESOLVED_FLASH[input.resolution]);
    res.redirect(303, routeUrl('offline-tickets.index'));
  },
);
