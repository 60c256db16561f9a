import type { TerminalDriver, TerminalEndpoint } from './driver';
import { PaxDriver } from './pax/driver';

export * from './driver';

/** The driver for one terminal: PAX POSLink over HTTP or TCP (./pax), which the fake PAX terminal answers too. */
export function terminalDriverFor(endpoint: TerminalEndpoint): TerminalDriver {
  return new PaxDriver(endpoint);
}
