import type { Logger } from 'pino';

/**
 * Runs `pass` now and then every `everyMs`, never two at once (a slow pass
 * skips the ticks it overlaps), on a timer that never keeps the process
 * alive. A pass that throws is logged as `what` and the next tick tries
 * again. Returns a stop function.
 */
export function poll(
  pass: () => Promise<unknown>,
  everyMs: number,
  logger: Logger,
  what: string,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await pass();
    } catch (err) {
      logger.error({ err }, `${what} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
