import { say } from '../../common/said';
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
    super(Object.values(errors)[0] ?? say('validation.tickets.theGivenDataWasInvalid'));
  }
}

export function defaultMessage(status: number): string {
  return (
    (
      {
        400: say('flash.errorPage.badRequest'),
        403: say('flash.errorPage.youDoNotHavePermission'),
        404: say('flash.errorPage.thePageYouAreLooking'),
        405: say('flash.errorPage.methodNotAllowed'),
        406: say('flash.errorPage.notAcceptable'),
        413: say('flash.errorPage.theRequestIsTooLarge'),
        415: say('flash.errorPage.unsupportedRequestFormat'),
        419: say('flash.errorPage.thisPageHasExpiredPlease'),
        429: say('flash.errorPage.tooManyRequestsPleaseSlow'),
        500: say('flash.errorPage.somethingWentWrongOnOur'),
        503: say('flash.errorPage.theServiceIsUnavailablePlease'),
      } as Record<number, string>
    )[status] ?? say('flash.errorPage.somethingWentWrong')
  );
}

export const notFound = () => new HttpError(404);
export const forbidden = () => new HttpError(403);
