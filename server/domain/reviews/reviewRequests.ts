import { randomBytes } from 'node:crypto';
import type { ReviewMode } from '../../../database/schema';
import type { ReviewRequestRow } from '../../../database/queries/reviews';
import {
  checkSignedUrl,
  signedRouteUrl,
  type LinkMaker,
  type LinkSecrets,
} from '../security/signedLinks';

/**
 * Asking a paid customer for a review (domain.md §3.8). Only a paid ticket
 * with a customer asks; the link is signed and carries the request's nonce,
 * lasts LINK_DAYS, may be opened any number of times, and takes one review.
 * Everyone who answers is shown the same public Google link, whatever she
 * rated: review gating is prohibited.
 */

export const REVIEW_REQUEST_JOB = 'review.request';
export const LINK_PURPOSE = 'review';
export const LINK_DAYS = 30;

export const reviewJobKey = (storeId: number, invoiceId: number) =>
  `review-request:${storeId}:${invoiceId}`;

export interface ReviewContact {
  phone: string | null;
  email: string | null;
}

/**
 * Whether a paid ticket's customer is asked, and by which channel: the
 * store's setting, and an address for it (a phone for SMS, an email for
 * email). No customer on the ticket, or no address: nobody is asked.
 */
export function reviewChannel(
  mode: ReviewMode,
  contact: ReviewContact | null,
): 'sms' | 'email' | null {
  if (!contact || mode === 'off') return null;
  if (mode === 'sms') return contact.phone ? 'sms' : null;
  return contact.email ? 'email' : null;
}

export const newNonce = () => randomBytes(9).toString('base64url');

/** When the message goes and when its link stops working. */
export function requestTimes(paidAt: Date, delayMinutes: number) {
  const sendAt = new Date(paidAt.getTime() + delayMinutes * 60_000);
  return { sendAt, expiresAt: new Date(sendAt.getTime() + LINK_DAYS * 86_400_000) };
}

/** The absolute, signed link of a request (APP_URL, never the request's Host). */
export function reviewLink(
  secrets: LinkMaker,
  storeId: number,
  request: { id: number; nonce: string; expiresAt: Date },
) {
  return signedRouteUrl(
    secrets,
    LINK_PURPOSE,
    'reviews.ask',
    { store: storeId, request: request.id },
    request.expiresAt,
    { n: request.nonce },
  );
}

/** The message with its placeholders filled: {link} (required by the settings form) and {salon}. */
export function reviewMessage(template: string, values: { link: string; salon: string }) {
  return template.replaceAll('{salon}', values.salon).replaceAll('{link}', values.link);
}

export type LinkState = 'valid' | 'invalid' | 'expired' | 'answered';

/**
 * What the customer's link opens: a tampered or foreign link (bad signature,
 * another nonce, a request never sent or cancelled with its ticket) is
 * invalid; one past its days is expired; an answered one is thanked again.
 */
export function reviewLinkState(
  secrets: LinkSecrets,
  originalUrl: string,
  nonce: string | undefined,
  request: Pick<ReviewRequestRow, 'status' | 'nonce' | 'expiresAt'> | null,
  now: Date,
): LinkState {
  const signed = checkSignedUrl(secrets, LINK_PURPOSE, originalUrl, now);
  if (signed === 'invalid' || !request || nonce !== request.nonce) return 'invalid';
  if (request.status === 'completed') return 'answered';
  if (request.status === 'queued' || request.status === 'cancelled') return 'invalid';
  if (
    signed === 'expired' ||
    request.status === 'expired' ||
    request.expiresAt.getTime() < now.getTime()
  )
    return 'expired';
  return 'valid';
}

/** A rating at or below the store's threshold (salon or technician) opens a follow-up for the owner. */
export function needsFollowUp(
  ratings: { salon: number; technician: number | null },
  threshold: number,
): boolean {
  return (
    ratings.salon <= threshold || (ratings.technician !== null && ratings.technician <= threshold)
  );
}

/** An average rating to one decimal, or null when there is nothing to average. */
export function ratingAverage(value: number | null | undefined, count: number): number | null {
  if (!count || value === null || value === undefined || Number.isNaN(value)) return null;
  return Math.round(value * 10) / 10;
}
