import {
  getOfflineSubmission,
  listOfflineSubmissions,
} from '../../../database/queries/offlineSubmissions';
import {
  acceptOfflineTicket,
  resolveOfflineTicket,
  type StoredOfflineTicket,
} from '../../domain/tickets/offlineTickets';
import { storeAction } from '../action';
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

/** A stored payload back as the domain's ticket: it was this schema's output when it arrived, so it parses again. */
function stored(payload: Record<string, unknown>): StoredOfflineTicket {
  const parsed = offlineTicketSchema.safeParse(payload);
  if (!parsed.success)
    throw new DomainError(
      'The ticket as recorded cannot be read any more: discard it and enter it by hand.',
      'resolution',
    );
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

/** offline-tickets.index: what waits for a manager, then the last ones resolved. */
export const index = storeAction({}, async ({ db, store, res }) => {
  const { waiting, resolved } = await listOfflineSubmissions(db, store.id, { resolvedLimit: 50 });
  await res.inertia('Admin/OfflineTickets/Index', {
    waiting: waiting.map((r) => offlineTicketItem(r, store.timezone)),
    resolved: resolved.map((r) => offlineTicketItem(r, store.timezone)),
  });
});

const RESOLVED_FLASH = {
  accepted_today: 'Ticket accepted at today’s prices.',
  accepted_recorded: 'Ticket accepted as recorded.',
  discarded: 'Discarded.',
} as const;

/** offline-tickets.resolve: a manager takes a waiting ticket (today's prices or as recorded) or discards it with a reason. */
export const resolve = storeAction(
  { load: { offlineTicket: getOfflineSubmission }, input: offlineResolutionSchema },
  async ({ db, store, actor, bound, input, req, res }) => {
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
