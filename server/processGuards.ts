import type { Logger } from 'pino';

/**
 * Node 15+ ends the process on an unhandled rejection. In this server one
 * comes from a single request's bug (a query started beside one that threw
 * and nobody awaited it); ending the process for it would drop every salon's
 * requests and sockets with it, so it is logged with pino and survived. An
 * uncaught exception still ends the process: after one, state is unknown.
 */
export function logUnhandledRejections(
  logger: Pick<Logger, 'error'>,
  target: NodeJS.EventEmitter = process,
): () => void {
  const handler = (reason: unknown) =>
    logger.error({ err: reason }, 'unhandled promise rejection; the process keeps running');
  target.on('unhandledRejection', handler);
  return () => target.off('unhandledRejection', handler);
}
