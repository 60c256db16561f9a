import type { ErrorRequestHandler, Request, Response, RequestHandler } from 'express';
import { HttpError, ValidationError, defaultMessage } from '../errors';
import { DomainError, FieldErrors } from '../../domain/errors';
import { JSON_GROUPS, localizeMessage, localizeMessages } from '../../services/i18n';
import { requestLocale } from '../locale';
import { back, wantsJson } from '../validate';
import { DEFAULT_LOCALE } from '../../../common/i18n';
import { loggableError, redactUrl } from '../logRedaction';

/**
 * The language of a JSON answer to a call a page makes with fetch;
 * the read API (/api/…) keeps the English programs were written against. The
 * spec's `errors` texts stay English in JSON (JSON_GROUPS): the browser says them.
 */
const readerLocale = (req: Request) =>
  req.path.startsWith('/api/') ? DEFAULT_LOCALE : requestLocale(req);

/** Renders an error page with its real status: an Inertia page for visits, JSON for JSON callers. */
export async function renderError(
  req: Request,
  res: Response,
  status: number,
  english = defaultMessage(status),
) {
  if (wantsJson(req) || !res.inertia) {
    res.status(status).json({ message: localizeMessage(english, readerLocale(req), JSON_GROUPS) });
    return;
  }
  // The error page says it in its reader's language (the catalogue's flash.errorPage.*; other text as it came).
  const message = localizeMessage(english, requestLocale(req));
  try {
    await res.inertia('Error', { status, message }, { status, title: String(status) });
  } catch {
    // The page itself could not be built (the database is down, say): a plain answer still says what happened.
    if (!res.headersSent) res.status(status).type('text').send(`${status} ${message}`);
  }
}

/** What a failed request logs: the error and the request's method and URL, both without the secrets the URL carried. */
function errorLine(req: Request, err: unknown) {
  const { url, secrets } = redactUrl(req.originalUrl ?? req.url ?? '');
  return { err: loggableError(err, secrets), method: req.method, url };
}

export const notFoundHandler: RequestHandler = (req, res) => renderError(req, res, 404);

export const errorHandler: ErrorRequestHandler = async (err, req, res, _next) => {
  if (res.headersSent) {
    // Half a streamed export was sent: nothing can be said any more, and
    // leaving it open would hold the socket for ever. Cutting it off shows the
    // client a broken download rather than a complete-looking file.
    (req.log ?? console).error(errorLine(req, err), 'request failed after its response started');
    if (!res.writableEnded) res.destroy();
    return;
  }
  if (err instanceof FieldErrors) err = new ValidationError(err.errors, err.status);
  else if (err instanceof DomainError) {
    // The domain says the spec's messages in English; pages hear them in their reader's language (the flash and the
    // errors bag when the page is rendered, a JSON answer here), the read API as the spec writes them.
    if (err.field) err = new ValidationError({ [err.field]: err.message }, err.status);
    else if (wantsJson(req)) {
      res
        .status(err.status)
        .json({ message: localizeMessage(err.message, readerLocale(req), JSON_GROUPS) });
      return;
    } else {
      if (req.session) req.session.flash = { error: err.message };
      res.redirect(back(req));
      return;
    }
  }
  if (err instanceof ValidationError) {
    if (wantsJson(req)) {
      const locale = readerLocale(req);
      res.status(err.status).json({
        message: localizeMessage(err.message, locale, JSON_GROUPS),
        errors: localizeMessages(err.errors, locale, JSON_GROUPS),
      });
      return;
    }
    // Inertia never expects 422 for a page visit: redirect back with the errors flashed (said in the reader's language when the page renders).
    const bag = req.get('X-Inertia-Error-Bag') || 'default';
    if (req.session) req.session.errors = { [bag]: err.errors };
    res.redirect(back(req));
    return;
  }
  if (err instanceof HttpError) return renderError(req, res, err.status, err.message);
  const status =
    typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) (req.log ?? console).error(errorLine(req, err), 'request failed');
  return renderError(req, res, status);
};
