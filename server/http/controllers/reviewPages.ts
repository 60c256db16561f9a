import type { Request, Response } from 'express';
import {
  countGoogleClick,
  getReviewRequest,
  getReviewSettings,
  markReviewRequestOpened,
  type ReviewRequestRow,
} from '../../../database/queries/reviews';
import { reviewLinkState } from '../../domain/reviews/reviewRequests';
import { ReviewClosedError, submitReview } from '../../domain/reviews/reviews';
import { countAttempt, throttleKey, ThrottledError } from '../../domain/security/throttle';
import { DomainError } from '../../domain/errors';
import { routeUrl } from '../urls';
import { validate } from '../validate';
import { applyStoreLocale } from '../locale';
import { reviewSchema } from '../validators/reviews';
import {
  askReviewPage,
  REVIEW_LINK_PROBLEMS,
  reviewProblemPage,
  thankYouPage,
} from '../presenters/reviewPages';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

declare module 'express-session' {
  interface SessionData {
    /** Review requests this browser opened by their signed link ("store:request"). */
    reviewGrants?: string[];
  }
}

/**
 * The customer's review pages (customer side, no sign-in): ask review, and
 * thank you with the store's public Google link. The texted or emailed link
 * is signed; a good one lets this browser answer that request and goes on to
 * the plain address, so the signature does not stay in the address bar.
 * Every customer sees the same Google link, whatever she rated (domain.md
 * §3.8: no review gating).
 */

export const SUBMIT_LIMITS = {
  perSource: { max: 30, decaySeconds: 3600 },
  perRequest: { max: 10, decaySeconds: 3600 },
} as const;

const grantKey = (storeId: number, id: number) => `${storeId}:${id}`;
const secrets = (req: Request) => ({
  appUrl: req.ctx.config.appUrl,
  sessionSecret: req.ctx.config.sessionSecret,
});
const params = (req: Request) => ({
  store: Number(req.params.store),
  request: Number(req.params.request),
});

/** The friendly page for a link that cannot be answered (wrong, run out, or answered already). */
async function problem(
  req: Request,
  res: Response,
  kind: keyof typeof REVIEW_LINK_PROBLEMS,
  request: ReviewRequestRow | null,
) {
  const p = REVIEW_LINK_PROBLEMS[kind];
  const google = request && kind === 'answered' ? await googleUrl(req, request) : null;
  if (request) await applyStoreLocale(req, request.storeId);
  await res.inertia('Customer/ThankYou', reviewProblemPage(kind, request, google), {
    status: p.status,
    title: p.title,
  });
}

/** The counting redirect to the store's Google link (the same for everyone), or null when the store has none. */
async function googleUrl(req: Request, request: ReviewRequestRow) {
  const { googleReviewUrl } = await getReviewSettings(req.ctx.db, request.storeId);
  return googleReviewUrl
    ? routeUrl('reviews.google', { store: request.storeId, request: request.id })
    : null;
}

/** The request this browser holds a grant for, or null. */
async function granted(req: Request) {
  const { store, request: id } = params(req);
  if (!req.session.reviewGrants?.includes(grantKey(store, id))) return null;
  return getReviewRequest(req.ctx.db, store, id);
}

/** reviews.ask: by its signed link (then on to the plain address), or for a browser that opened it. */
export async function ask(req: Request, res: Response) {
  const { store, request: id } = params(req);
  if (req.query.signature !== undefined) {
    const request = await getReviewRequest(req.ctx.db, store, id);
    const nonce = typeof req.query.n === 'string' ? req.query.n : undefined;
    const state = reviewLinkState(secrets(req), req.originalUrl, nonce, request, clock.now());
    if (state === 'invalid' || state === 'expired' || !request)
      return problem(req, res, state === 'expired' ? 'expired' : 'invalid', request);
    req.session.reviewGrants = [
      ...(req.session.reviewGrants ?? []).filter((k) => k !== grantKey(store, id)).slice(-9),
      grantKey(store, id),
    ];
    if (state === 'valid') await markReviewRequestOpened(req.ctx.db, store, id, clock.now());
    return res.redirect(
      303,
      routeUrl(state === 'answered' ? 'reviews.thanks' : 'reviews.ask', { store, request: id }),
    );
  }
  const request = await granted(req);
  if (!request || request.status === 'cancelled' || request.status === 'queued')
    return problem(req, res, 'invalid', request);
  if (request.status === 'completed')
    return res.redirect(303, routeUrl('reviews.thanks', { store, request: id }));
  if (request.status === 'expired' || request.expiresAt.getTime() < clock.ms())
    return problem(req, res, 'expired', request);
  await applyStoreLocale(req, store);
  await res.inertia(
    'Customer/AskReview',
    askReviewPage(request, store, await googleUrl(req, request)),
    { title: `Review ${request.storeName}` },
  );
}

/** Counts a submit per device address and per request; over a limit the form says to wait. */
async function throttle(req: Request, store: number, id: number) {
  try {
    await countAttempt(
      req.ctx.throttle,
      [
        { key: throttleKey('review:source', req.ip ?? ''), ...SUBMIT_LIMITS.perSource },
        { key: throttleKey('review:request', store, id), ...SUBMIT_LIMITS.perRequest },
      ],
      'salon_rating',
    );
  } catch (err) {
    throw err instanceof ThrottledError
      ? new DomainError(
          say('validation.customers.tooManyTriesPleaseWait', {
            minutes: Math.ceil(err.retryAfter / 60),
          }),
          'salon_rating',
          429,
        )
      : err;
  }
}

/** reviews.submit: the review, once; then the thank-you page with the Google link. */
export async function submit(req: Request, res: Response) {
  const { store, request: id } = params(req);
  const request = await granted(req);
  if (!request) return problem(req, res, 'invalid', null);
  await throttle(req, store, id);
  const input = validate(reviewSchema, req.body);
  try {
    await submitReview(
      req.ctx.db,
      store,
      id,
      {
        salonRating: input.salon_rating,
        technicianRating: input.technician_rating,
        comment: input.comment,
      },
      clock.now(),
    );
  } catch (err) {
    if (!(err instanceof ReviewClosedError)) throw err;
    const now = await getReviewRequest(req.ctx.db, store, id);
    return problem(
      req,
      res,
      now?.status === 'completed'
        ? 'answered'
        : now?.status === 'expired' || (now && now.expiresAt.getTime() < clock.ms())
          ? 'expired'
          : 'invalid',
      now,
    );
  }
  res.redirect(303, routeUrl('reviews.thanks', { store, request: id }));
}

/** reviews.thanks: thank you, and the store's Google link (the same for every rating). */
export async function thanks(req: Request, res: Response) {
  const request = await granted(req);
  if (!request || request.status !== 'completed') return problem(req, res, 'invalid', request);
  await applyStoreLocale(req, request.storeId);
  await res.inertia('Customer/ThankYou', thankYouPage(request, await googleUrl(req, request)), {
    title: 'Thank you',
  });
}

/** reviews.google: counts the customer sent on, then redirects to the store's stored link and nowhere else. */
export async function google(req: Request, res: Response) {
  const request = await granted(req);
  if (!request) return problem(req, res, 'invalid', null);
  const { googleReviewUrl } = await getReviewSettings(req.ctx.db, request.storeId);
  if (!googleReviewUrl) return problem(req, res, 'invalid', request);
  await countGoogleClick(req.ctx.db, request.storeId, request.id, clock.now());
  res.redirect(303, googleReviewUrl);
}
