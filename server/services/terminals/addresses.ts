import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { TerminalError, type TerminalEndpoint } from './driver';
import { say } from '../../../common/said';

/**
 * Where a card terminal may be: the salon's own network, never the server itself or the internet.
 * A terminal's address is typed by whoever has "manage settings", and the server then connects to
 * it (Test connection, every card call), so an address that is not a terminal's would let that
 * person probe any service the server can reach: a local admin port, a cloud metadata service, a
 * host on the internet (docs/terminals.md, "Which addresses a terminal may have").
 *
 * Accepted: private ranges (10/8, 172.16/12, 192.168/16, IPv6 fc00::/7) and link-local ones
 * (169.254/16, fe80::/10), except the cloud metadata services that live there. A loopback address
 * (127/8, ::1) only at an address and port the environment names (TERMINAL_LOOPBACK, and the fake
 * terminal's own ports with FAKE_TERMINAL_PORT). Everything else is refused: public addresses, the
 * unspecified address (0.0.0.0 reaches this host), multicast, the reserved and translation ranges.
 * IPv4 written as an IPv6 address (::ffff:127.0.0.1) counts as that IPv4 address.
 */
export type AddressKind =
  'private' | 'link-local' | 'loopback' | 'metadata' | 'public' | 'reserved';

/** A loopback address and port the environment names as a terminal's (the demo's fake terminal). */
export interface LoopbackTerminal {
  address: string;
  port: number;
}

/** An address as 4 or 16 bytes; an IPv4-mapped IPv6 address as its IPv4 bytes. Null for anything but an IP literal. */
export function ipBytes(ip: string): number[] | null {
  const family = isIP(ip);
  if (family === 4) return ip.split('.').map(Number);
  if (family !== 6) return null;
  let text = ip.toLowerCase();
  // A dotted IPv4 tail (::ffff:1.2.3.4) as two groups of hex.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::');
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const left = groups(head);
  const right = groups(rest);
  const words = [
    ...left,
    ...Array<string>(rest === undefined ? 0 : 8 - left.length - right.length).fill('0'),
    ...right,
  ].map((g) => parseInt(g, 16));
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  const mapped =
    bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

/** The address in one spelling (IPv4 dotted, IPv6 as Node prints it), so named loopbacks compare as addresses. */
export function canonicalIp(ip: string): string | null {
  const bytes = ipBytes(ip);
  if (!bytes) return null;
  if (bytes.length === 4) return bytes.join('.');
  const words = Array.from({ length: 8 }, (_, i) =>
    ((bytes[2 * i] << 8) | bytes[2 * i + 1]).toString(16),
  );
  return new URL(`http://[${words.join(':')}]`).hostname.slice(1, -1);
}

const inV4 = (b: number[], base: number[], bits: number) =>
  base.every((octet, i) => {
    const keep = Math.max(0, Math.min(8, bits - 8 * i));
    const mask = (0xff << (8 - keep)) & 0xff;
    return (b[i] & mask) === (octet & mask);
  });

/** What kind of address an IP literal is (see the rules above); null when it is not one. */
export function addressKind(ip: string): AddressKind | null {
  const b = ipBytes(ip);
  if (!b) return null;
  if (b.length === 4) {
    if (inV4(b, [127, 0, 0, 0], 8)) return 'loopback';
    // AWS, Azure, GCP and OCI metadata (169.254.169.254), AWS's DNS and time (169.254.169.x), ECS task metadata (169.254.170.2).
    if (inV4(b, [169, 254, 169, 0], 24) || inV4(b, [169, 254, 170, 0], 24)) return 'metadata';
    if (inV4(b, [169, 254, 0, 0], 16)) return 'link-local';
    if (inV4(b, [10, 0, 0, 0], 8) || inV4(b, [172, 16, 0, 0], 12) || inV4(b, [192, 168, 0, 0], 16))
      return 'private';
    // This network (0/8: 0.0.0.0 connects to this host), shared carrier space, test nets, benchmarking, multicast, reserved.
    if (
      inV4(b, [0, 0, 0, 0], 8) ||
      inV4(b, [100, 64, 0, 0], 10) ||
      inV4(b, [192, 0, 0, 0], 24) ||
      inV4(b, [192, 0, 2, 0], 24) ||
      inV4(b, [198, 18, 0, 0], 15) ||
      inV4(b, [198, 51, 100, 0], 24) ||
      inV4(b, [203, 0, 113, 0], 24) ||
      inV4(b, [224, 0, 0, 0], 3)
    )
      return 'reserved';
    return 'public';
  }
  const zeroTo = (n: number) => b.slice(0, n).every((x) => x === 0);
  if (zeroTo(15) && b[15] === 1) return 'loopback';
  // AWS's IPv6 metadata service sits in the unique local range.
  if (canonicalIp(ip) === 'fd00:ec2::254') return 'metadata';
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0x80) return 'link-local';
  if ((b[0] & 0xfe) === 0xfc) return 'private';
  // The unspecified and IPv4-compatible addresses (::/96), site-local (fec0::/10), multicast (ff00::/8), NAT64 (64:ff9b::/96), 6to4 (2002::/16)…
  if (
    zeroTo(12) ||
    (b[0] === 0xfe && (b[1] & 0xc0) === 0xc0) ||
    b[0] === 0xff ||
    (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) ||
    (b[0] === 0x20 && b[1] === 0x02) ||
    (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8)
  )
    return 'reserved';
  return 'public';
}

let named: LoopbackTerminal[] = [];

/** The loopback addresses and ports a terminal may have, from the configuration (app.ts); none until set. */
export function setLoopbackTerminals(list: readonly LoopbackTerminal[]): void {
  named = list.map((l) => ({ address: canonicalIp(l.address) ?? l.address, port: l.port }));
}

export const loopbackTerminals = (): readonly LoopbackTerminal[] => named;

/** Why the server will not connect to `ip`:`port` for a terminal, or null when it may. */
export function refusal(
  ip: string,
  port: number,
  loopback: readonly LoopbackTerminal[] = named,
): 'outside' | 'loopback' | null {
  const kind = addressKind(ip);
  if (kind === 'private' || kind === 'link-local') return null;
  if (kind === 'loopback') {
    const address = canonicalIp(ip);
    return loopback.some((l) => l.address === address && l.port === port) ? null : 'loopback';
  }
  return 'outside';
}

export type AddressCheck =
  | { ok: true; address: string }
  | { ok: false; why: 'outside' | 'loopback'; address: string }
  | { ok: false; why: 'unresolved'; code: string };

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Where to connect for a terminal at `host`:`port`: the IP literal itself, or every address a name
 * resolves to, each of which must be allowed (a name that also resolves to a public or loopback
 * address is refused, since which one a connection would take is not ours to choose). The caller
 * connects to the address returned, never to the name again, so a second lookup cannot answer
 * differently (DNS rebinding). Resolution that fails or takes longer than `timeoutMs` is
 * 'unresolved'.
 */
export async function checkTerminalAddress(
  host: string,
  port: number,
  opts: { loopback?: readonly LoopbackTerminal[]; lookup?: Lookup; timeoutMs?: number } = {},
): Promise<AddressCheck> {
  const loopback = opts.loopback ?? named;
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const found = await Promise.race([
        (opts.lookup ?? systemLookup)(host),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(Object.assign(new Error('timed out'), { code: 'ETIMEOUT' })),
            opts.timeoutMs ?? 5_000,
          );
        }),
      ]);
      addresses = found.map((f) => f.address);
    } catch (err) {
      return { ok: false, why: 'unresolved', code: (err as { code?: string }).code ?? 'ENOTFOUND' };
    } finally {
      clearTimeout(timer);
    }
    if (!addresses.length) return { ok: false, why: 'unresolved', code: 'ENOTFOUND' };
  }
  for (const address of addresses) {
    const why = refusal(address, port, loopback);
    if (why) return { ok: false, why, address: canonicalIp(address) ?? address };
  }
  return { ok: true, address: addresses[0] };
}

/** The sentence a refused address gets where the driver would have connected (Test connection, a card call). */
export const refusedMessage = (host: string, address: string) =>
  canonicalIp(host) === address
    ? say('validation.terminals.theTerminalSAddressIs', { host })
    : say('validation.terminals.theTerminalSAddressLeads', { host, address });

/**
 * The address the driver connects to for `endpoint` (checked as above), or the reason it does not
 * connect at all: 'unreachable', since nothing was sent and nothing can have been charged.
 */
export async function connectableAddress(endpoint: TerminalEndpoint): Promise<string> {
  const check = await checkTerminalAddress(endpoint.host, endpoint.port, {
    timeoutMs: Math.min(endpoint.timeoutMs, 5_000),
  });
  if (check.ok) return check.address;
  if (check.why === 'unresolved')
    throw new TerminalError(
      'unreachable',
      `The terminal at ${endpoint.host}:${endpoint.port} could not be reached (${check.code}).`,
    );
  throw new TerminalError('unreachable', refusedMessage(endpoint.host, check.address));
}
