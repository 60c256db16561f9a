import type { Response } from 'express';
import type { ThrottledError } from '../domain/security/throttle';

/**
 * A refused attempt on a form page is answered 429 with Retry-After and the
 * page itself rendered again with the wait under the field (an Inertia visit
 * does not follow a 429 redirect). Sets the header; answers the errors prop.
 */
export function throttledErrors(
  res: Response,
  err: ThrottledError,
  field: string,
  message = err.message,
): Record<string, string> {
  res.set('Retry-After', String(err.retryAfter));
  return { [field]: message };
}
