import type { Db } from '../../../database/client';
import {
  claimReviewRequest,
  completeReviewRequest,
  DEFAULT_REVIEW_MESSAGE,
  dropReviewRequest,
  getReviewContact,
  getReviewRequest,
  getReviewSettings,
  insertReview,
  releaseReviewRequest,
} from '../../../database/queries/reviews';
import { DomainError } from '../errors';
import { awardReviewBonus } from '../loyalty/bonuses';
import type { LinkMaker } from '../security/signedLinks';
import { translator } from '../../services/i18n';
import { storeLocale } from '../../services/messageLocale';
import { needsFollowUp, reviewLink, reviewMessage } from './reviewRequests';
import { say } from '../../../common/said';

export const ALREADY_ANSWERED = say('validation.customers.youAlreadySentYourReview');

/** The review was refused because the request was answered (or cancelled, or ran out) meanwhile: a second submit. */
export class ReviewClosedError extends DomainError {
  constructor() {
    super(ALREADY_ANSWERED, null, 410);
  }
}

export interface ReviewAnswer {
  salonRating: number;
  technicianRating: number | null;
  comment: string;
}

/**
 * The customer's review, in one transaction: the request completes with one
 * conditional UPDATE (a second submit, even at the same instant, finds it
 * done and is refused), the review row is written, a rating at or below
 * the store's threshold opens a follow-up for the owner, and Rewards' review
 * bonus is given. The public Google
 * link she is shown next does not depend on any of this.
 */
export async function submitReview(
  db: Db,
  storeId: number,
  requestId: number,
  answer: ReviewAnswer,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const request = await completeReviewRequest(tx, storeId, requestId, now);
    if (!request) throw new ReviewClosedError();
    const { lowRatingThreshold } = await getReviewSettings(tx, storeId);
    const technicianRating = request.technicianId === null ? null : answer.technicianRating;
    const low = needsFollowUp(
      { salon: answer.salonRating, technician: technicianRating },
      lowRatingThreshold,
    );
    const reviewId = await insertReview(tx, storeId, {
      requestId,
      customerId: request.customerId,
      invoiceId: request.invoiceId,
      technicianId: request.technicianId,
      salonRating: answer.salonRating,
      technicianRating,
      comment: answer.comment,
      followUp: low ? 'open' : null,
      createdAt: now,
    });
    // Rewards' review bonus, for any rating (a bonus only for good ones would be paying for praise); once per review, since a request takes one review.
    await awardReviewBonus(tx, { storeId, customerId: request.customerId, reviewId, now });
    return reviewId;
  });
}

export interface ReviewMail {
  to: string;
  subject: string;
  text: string;
}

/** What sends a request: a mail sender, and (when the store asks by SMS) the SMS outbox, handed in so this module knows neither transport. */
export interface ReviewSenders {
  sendMail(message: ReviewMail): Promise<void>;
  queueSms?(
    tx: Db,
    sms: { storeId: number; customerId: number; to: string; body: string; requestId: number },
  ): Promise<unknown>;
}

/**
 * The job's work: claim the queued request (one winner), then send it. By
 * SMS the claim and the outbox row are one transaction, so the message is
 * queued exactly once; by email a failed send gives the claim back and the
 * job's retry tries again. A store that turned asking off, or a customer
 * who lost her address meanwhile, is not asked.
 */
export async function sendReviewRequest(
  db: Db,
  link: LinkMaker,
  senders: ReviewSenders,
  storeId: number,
  requestId: number,
  now: Date,
) {
  const settings = await getReviewSettings(db, storeId);
  if (settings.mode === 'off') return dropReviewRequest(db, storeId, requestId, now);
  await db.transaction(async (tx) => {
    const claimed = await claimReviewRequest(tx, storeId, requestId, now);
    if (!claimed) return;
    const [contact, request] = await Promise.all([
      getReviewContact(tx, storeId, claimed.customerId),
      getReviewRequest(tx, storeId, requestId),
    ]);
    const to = claimed.channel === 'sms' ? contact?.phone : contact?.email;
    if (!to || !request || (claimed.channel === 'sms' && !senders.queueSms)) {
      await releaseReviewRequest(tx, storeId, requestId);
      await dropReviewRequest(tx, storeId, requestId, now);
      return;
    }
    // The owner's own words go as written; the untouched default speaks the store's language for its customers.
    const t = translator(await storeLocale(tx, storeId));
    const values = { link: reviewLink(link, storeId, claimed), salon: request.storeName };
    const body =
      settings.message === DEFAULT_REVIEW_MESSAGE
        ? t('mail.review.default', values)
        : reviewMessage(settings.message, values);
    if (claimed.channel === 'sms') {
      const queued = await senders.queueSms!(tx, {
        storeId,
        customerId: claimed.customerId,
        to,
        body,
        requestId,
      });
      // The outbox keeps a skipped text (no marketing consent, STOP, quota) in the log; the request was never sent, so it is not counted as sent.
      if (queued && typeof queued === 'object' && 'skipped' in queued) {
        await releaseReviewRequest(tx, storeId, requestId);
        await dropReviewRequest(tx, storeId, requestId, now);
      }
      return;
    }
    // The mail leaves before the commit: a failure rolls the claim back, and the job's retry sends it.
    await senders.sendMail({
      to,
      subject: t('mail.review.subject', { store: request.storeName }),
      text: `${body}\n`,
    });
  });
}
