import type { Db } from '../../database/client';
import { REVIEW_REQUEST_JOB } from '../domain/reviews/reviewRequests';
import { sendReviewRequest, type ReviewSenders } from '../domain/reviews/reviews';
import type { LinkSecrets } from '../domain/security/signedLinks';
import { routeUrl } from '../http/urls';
import type { Mailer } from '../services/mail';
import type { JobHandler } from './runner';

/** 'review.request': the ask, after the store's delay (server/domain/reviews/reviews.ts says how it sends once). */
export const reviewRequestJobHandlers = (deps: { db: Db; mailer: Mailer; secrets: LinkSecrets }): Record<string, JobHandler> => {
  // SMS joins when the outbox (server/domain/sms/outbox.ts) is in; until then an SMS request is dropped at send time.
  const senders: ReviewSenders = { sendMail: (m) => deps.mailer.send(m) };
  return {
    [REVIEW_REQUEST_JOB]: async (job) => {
      const { storeId, requestId } = job.payload as { storeId?: unknown; requestId?: unknown };
      if (typeof storeId !== 'number' || typeof requestId !== 'number') throw new Error(`${REVIEW_REQUEST_JOB}: bad payload`);
      await sendReviewRequest(deps.db, { ...deps.secrets, routeUrl }, senders, storeId, requestId, new Date());
    },
  };
};
