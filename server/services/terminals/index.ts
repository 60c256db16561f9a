import type { TerminalDriver, TerminalEndpoint } from './driver';
import { TerminalError } from './driver';

export * from './driver';

/**
 * The driver for one terminal. The PAX driver (./pax) replaces this body when it lands; until
 * then every call reports the terminal unreachable, which the POS already handles.
 */
export function terminalDriverFor(endpoint: TerminalEndpoint): TerminalDriver {
  const fail = async (): Promise<never> => { throw new TerminalError('unreachable', `No terminal driver for ${endpoint.host}:${endpoint.port}.`); };
  return { initialize: fail, sale: fail, refund: fail, void: fail, adjustTip: fail, cancel: async () => false, localTotals: fail, localDetail: fail, batchClose: fail };
}
