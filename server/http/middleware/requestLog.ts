import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from '../logRedaction';

/**
 * One line per request: method, URL, status and duration in ms. Never headers
 * (cookies, tokens), and the URL with its secrets redacted (a reset or
 * invitation token, a link's signature: logRedaction.ts). When the level hides
 * it, nothing is installed at all: pino-http cost ~70 µs a request even when
 * silent.
 */
export function requestLog(
  logger: Logger,
  skip: (path: string) => boolean = () => false,
): RequestHandler | null {
  if (!logger.isLevelEnabled('info')) return null;
  return (req, res, next) => {
    if (skip(req.path)) return next();
    const started = performance.now();
    res.once('finish', () => {
      const line = {
        method: req.method,
        url: redactUrl(req.originalUrl).url,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (res.statusCode >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
    next();
  };
}
