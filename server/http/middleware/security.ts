import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet with a CSP the app itself satisfies: scripts from this origin plus
 * the per-response nonce on the inline Ziggy config; styles allow inline
 * because sweetalert2 and React style attributes set them at run time.
 */
export function securityHeaders(opts: { dev: boolean; secure: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Development: Vite injects inline scripts (HMR, React refresh); a nonce would make browsers ignore 'unsafe-inline'.
        'script-src': opts.dev
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // Inertia shows non-Inertia answers in an iframe built from srcdoc.
        'frame-src': ["'self'"],
        'upgrade-insecure-requests': opts.secure ? [] : null,
      },
    },
    strictTransportSecurity: opts.secure,
    // Failed forms redirect back to the Referer; it must reach our own origin.
    referrerPolicy: { policy: 'same-origin' },
  });
  return [nonce, headers];
}
