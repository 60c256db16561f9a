import { cancelJob } from '../../../database/queries/jobs';
import {
  cancelReviewRequests,
  createReviewRequest,
  getReviewContact,
  getReviewSettings,
  invoiceFullyRefunded,
} from '../../../database/queries/reviews';
import type { Db } from '../../../database/client';
import { queueEffect, type TicketParticipant } from '../tickets/lifecycle';
import {
  newNonce,
  requestTimes,
  REVIEW_REQUEST_JOB,
  reviewChannel,
  reviewJobKey,
} from './reviewRequests';

/** A voided or fully refunded ticket takes its unanswered request back: its job and its link. */
async function withdraw(tx: Db, storeId: number, invoiceId: number, now: Date) {
  const cancelled = await cancelReviewRequests(tx, storeId, invoiceId, now);
  if (cancelled.length) await cancelJob(tx, reviewJobKey(storeId, invoiceId));
}

/**
 * Reviews in a ticket's life: a paid ticket with a customer who can be
 * reached by the store's channel gets one request, sent by a job after the
 * store's delay (so the message arrives after she has left, not at the
 * counter). The job key and the unique (store, invoice) row make a replayed
 * payment ask once.
 */
export const reviewParticipant: TicketParticipant = {
  name: 'reviews',
  async onPaid(tx, t) {
    if (t.customerId === null) return;
    const settings = await getReviewSettings(tx, t.store.id);
    if (settings.mode === 'off') return;
    const channel = reviewChannel(
      settings.mode,
      await getReviewContact(tx, t.store.id, t.customerId),
    );
    if (!channel) return;
    const { sendAt, expiresAt } = requestTimes(t.now, settings.delayMinutes);
    const id = await createReviewRequest(tx, t.store.id, {
      customerId: t.customerId,
      invoiceId: t.invoiceId,
      channel,
      nonce: newNonce(),
      sendAt,
      expiresAt,
    });
    if (id === null) return;
    await queueEffect(tx, {
      kind: REVIEW_REQUEST_JOB,
      key: reviewJobKey(t.store.id, t.invoiceId),
      storeId: t.store.id,
      payload: { storeId: t.store.id, requestId: id },
      runAt: sendAt,
    });
  },
  async onRefunded(tx, r) {
    if (await invoiceFullyRefunded(tx, r.store.id, r.invoiceId))
      await withdraw(tx, r.store.id, r.invoiceId, r.now);
  },
  async onVoided(tx, v) {
    await withdraw(tx, v.store.id, v.invoiceId, v.now);
  },
};
