/** An HTTP answer that is not a crash: 403, 404, 419, 429 … rendered as an error page. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message ?? defaultMessage(status));
  }
}

/** Field errors, shown next to each field: `{ field: "first message" }`. */
export class ValidationError extends Error {
  constructor(
    readonly errors: Record<string, string>,
    readonly status = 422,
  ) {
    super(Object.values(errors)[0] ?? 'The given data was invalid.');
  }
}

export function defaultMessage(status: number): string {
  return (
    (
      {
        400: 'Bad request.',
        403: 'You do not have permission to do that.',
        404: 'The page you are looking for could not be found.',
        405: 'Method not allowed.',
        406: 'Not acceptable.',
        413: 'The request is too large.',
        415: 'Unsupported request format.',
        419: 'This page has expired. Please refresh and try again.',
        429: 'Too many requests. Please slow down.',
        500: 'Something went wrong on our end.',
        503: 'The service is unavailable. Please try again shortly.',
      } as Record<number, string>
    )[status] ?? 'Something went wrong.'
  );
}

export const notFound = () => new HttpError(404);
export const forbidden = () => new HttpError(403);
