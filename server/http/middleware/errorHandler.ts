import type { ErrorRequestHandler, Request, Response, RequestHandler } from 'express';
import { HttpError, ValidationError, defaultMessage } from '../errors';
import { DomainError, FieldErrors } from '../../domain/errors';
import { back, wantsJson } from '../validate';
import { loggableError, redactUrl } from '../logRedaction';
import { speak } from '../../../common/said';
import { translator } from '../../services/i18n';
import { readerLocale } from '../speak';

/**
 * Renders an error page with its real status: an Inertia page for visits, JSON for JSON callers.
 * Both say the message in their reader's language (a sentence by key: server/http/speak.ts).
 */
export async function renderError(
  req: Request,
  res: Response,
  status: number,
  message: string = defaultMessage(status),
) {
  if (wantsJson(req) || !res.inertia) {
    res.status(status).json({ message });
    return;
  }
  try {
    await res.inertia('Error', { status, message }, { status, title: String(status) });
  } catch {
    // The page itself could not be built (the database is down, say): a plain answer still says what happened.
    if (!res.headersSent)
      res
        .status(status)
        .type('text')
        .send(`${status} ${speak(message, translator(readerLocale(req)))}`);
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
    // The domain says its refusals by key; pages hear them in their reader's language (the flash and the errors
    // bag when the page is rendered, a JSON answer as it is sent), the read API in English.
    if (err.field) err = new ValidationError({ [err.field]: err.message }, err.status);
    else if (wantsJson(req)) {
      res.status(err.status).json({ message: err.message });
      return;
    } else {
      if (req.session) req.session.flash = { error: err.message };
      res.redirect(back(req));
      return;
    }
  }
  if (err instanceof ValidationError) {
    if (wantsJson(req)) {
      res.status(err.status).json({ message: err.message, errors: err.errors });
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
