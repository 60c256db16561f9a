import type { Db } from '../../database/client';
import { REVIEW_REQUEST_JOB } from '../domain/reviews/reviewRequests';
import { sendReviewRequest, type ReviewSenders } from '../domain/reviews/reviews';
import { queueSms } from '../domain/sms/outbox';
import type { LinkSecrets } from '../domain/security/signedLinks';
import type { RouteUrl } from '../domain/urls';
import type { Mailer } from '../services/mail';
import type { JobHandler } from './runner';
import { clock } from '../../common/clock';

/** 'review.request': the ask, after the store's delay (server/domain/reviews/reviews.ts says how it sends once). */
export const reviewRequestJobHandlers = (deps: {
  db: Db;
  mailer: Mailer;
  secrets: LinkSecrets;
  routeUrl: RouteUrl;
}): Record<string, JobHandler> => {
  const senders: ReviewSenders = {
    sendMail: (m) => deps.mailer.send(m),
    // A review request is marketing, not a receipt: it needs her SMS consent and waits out quiet hours (domain.md §3.8); the outbox enforces both.
    queueSms: (tx, s) =>
      queueSms(tx, {
        storeId: s.storeId,
        customerId: s.customerId,
        to: s.to,
        body: s.body,
        purpose: 'marketing',
        source: { type: 'review_request', id: s.requestId },
      }),
  };
  return {
    [REVIEW_REQUEST_JOB]: async (job) => {
      const { storeId, requestId } = job.payload as { storeId?: unknown; requestId?: unknown };
      if (typeof storeId !== 'number' || typeof requestId !== 'number')
        throw new Error(`${REVIEW_REQUEST_JOB}: bad payload`);
      await sendReviewRequest(
        deps.db,
        { ...deps.secrets, routeUrl: deps.routeUrl },
        senders,
        storeId,
        requestId,
        clock.now(),
      );
    },
  };
};
