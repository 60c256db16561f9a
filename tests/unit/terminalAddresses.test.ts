import { createServer, type AddressInfo } from 'node:net';
import { english } from '../support/saidEquality';
import { afterAll, describe, expect, test } from 'vitest';
import {
  addressKind,
  canonicalIp,
  checkTerminalAddress,
  refusal,
  setLoopbackTerminals,
  type Lookup,
} from '../../server/services/terminals/addresses';
import { terminalDriverFor, TerminalError } from '../../server/services/terminals';
import { ConfigError, loadConfig } from '../../server/config';
import {
  ADDRESS_IS_SERVER,
  ADDRESS_OUTSIDE,
  terminalAddressProblem,
} from '../../server/domain/terminals/devices';

/** Which addresses a card terminal may have (docs/terminals.md), where it is saved and where the driver connects. */
afterAll(() => setLoopbackTerminals([]));

describe('what kind of address', () => {
  test.each([
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.50', 'private'],
    ['169.254.1.2', 'link-local'],
    ['fd12:3456::1', 'private'],
    ['fc00::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    // IPv4 written as IPv6 is that IPv4 address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['::ffff:192.168.1.50', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['169.254.169.254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['192.169.0.1', 'public'],
    ['2606:4700::1111', 'public'],
    ['0.0.0.0', 'reserved'],
    ['0.1.2.3', 'reserved'],
    ['100.64.0.1', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['fec0::1', 'reserved'],
    ['ff02::1', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
  ])('%s is %s', (ip, kind) => {
    expect(addressKind(ip)).toBe(kind);
  });

  test('anything but an IP literal is no kind: the resolver’s other spellings are not read as addresses here', () => {
    for (const text of ['2130706433', '0x7f.1', '127.1', '0177.0.0.1', 'localhost', ''])
      expect(addressKind(text), text).toBeNull();
  });

  test('one spelling per address', () => {
    expect(canonicalIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalIp('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(canonicalIp('FD00:0EC2:0:0:0:0:0:0254')).toBe('fd00:ec2::254');
  });
});

describe('which addresses a terminal may have', () => {
  const named = [{ address: '127.0.0.1', port: 10009 }];
  test('the salon’s network, at any port', () => {
    for (const ip of ['192.168.1.50', '10.1.2.3', '169.254.7.7', 'fd00::50', 'fe80::1'])
      expect(refusal(ip, 10009, named), ip).toBeNull();
  });
  test('loopback only at an address and port the environment names, in any spelling of that address', () => {
    expect(refusal('127.0.0.1', 10009, named)).toBeNull();
    expect(refusal('::ffff:127.0.0.1', 10009, named)).toBeNull();
    expect(refusal('127.0.0.1', 10010, named)).toBe('loopback');
    expect(refusal('127.0.0.2', 10009, named)).toBe('loopback');
    expect(refusal('::1', 10009, named)).toBe('loopback');
    expect(refusal('127.0.0.1', 10009, [])).toBe('loopback');
  });
  test('never the internet, a metadata service or a reserved range', () => {
    for (const ip of ['8.8.8.8', '169.254.169.254', 'fd00:ec2::254', '0.0.0.0', '100.64.1.1', '::'])
      expect(refusal(ip, 80, named), ip).toBe('outside');
  });
});

describe('names are resolved, and every address a name leads to must be allowed', () => {
  const lookup =
    (addresses: string[]): Lookup =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  test('a LAN name leading to the salon’s network is connected to by the address it resolved to', async () => {
    expect(
      await checkTerminalAddress('pax-front.local', 10009, {
        lookup: lookup(['192.168.1.50']),
        loopback: [],
      }),
    ).toEqual({ ok: true, address: '192.168.1.50' });
  });

  test('a name that also leads to the internet or to the server is refused', async () => {
    expect(
      await checkTerminalAddress('pax.example', 10009, {
        lookup: lookup(['192.168.1.50', '93.184.216.34']),
        loopback: [],
      }),
    ).toEqual({ ok: false, why: 'outside', address: '93.184.216.34' });
    // How a resolver reads 0x7f.1 and its like: they lead to the server.
    expect(
      await checkTerminalAddress('0x7f.1', 10009, { lookup: lookup(['127.0.0.1']), loopback: [] }),
    ).toEqual({ ok: false, why: 'loopback', address: '127.0.0.1' });
    expect(
      await checkTerminalAddress('rebind.example', 10009, {
        lookup: lookup(['::ffff:127.0.0.1']),
        loopback: [],
      }),
    ).toEqual({ ok: false, why: 'loopback', address: '127.0.0.1' });
  });

  test('a name that does not resolve, or not in time, is unresolved', async () => {
    const fails: Lookup = async () => {
      throw Object.assign(new Error('nope'), { code: 'ENOTFOUND' });
    };
    expect(await checkTerminalAddress('gone.local', 1, { lookup: fails })).toEqual({
      ok: false,
      why: 'unresolved',
      code: 'ENOTFOUND',
    });
    const never: Lookup = () => new Promise(() => {});
    expect(await checkTerminalAddress('slow.local', 1, { lookup: never, timeoutMs: 20 })).toEqual({
      ok: false,
      why: 'unresolved',
      code: 'ETIMEOUT',
    });
  });

  test('saving: beside the field, with what a name leads to', async () => {
    setLoopbackTerminals([]);
    expect(await terminalAddressProblem('8.8.8.8', 10009)).toBe(ADDRESS_OUTSIDE);
    expect(await terminalAddressProblem('127.0.0.1', 10009)).toBe(ADDRESS_IS_SERVER);
    expect(english(await terminalAddressProblem('localhost', 10009))).toMatch(
      /^localhost leads to (127\.0\.0\.1|::1), the server itself/,
    );
    expect(await terminalAddressProblem('192.168.1.50', 10009)).toBeNull();
    setLoopbackTerminals([{ address: '127.0.0.1', port: 10009 }]);
    expect(await terminalAddressProblem('127.0.0.1', 10009)).toBeNull();
    setLoopbackTerminals([]);
  });
});

describe('the driver connects only where a terminal may be', () => {
  test.each(['http', 'tcp'] as const)(
    'over %s, a loopback port nobody named is never connected to: unreachable, nothing charged',
    async (mode) => {
      let connections = 0;
      const server = createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      const { port } = server.address() as AddressInfo;
      setLoopbackTerminals([]);
      try {
        for (const host of ['127.0.0.1', 'localhost', '::ffff:127.0.0.1']) {
          const err = await terminalDriverFor({ host, port, mode, timeoutMs: 2000 })
            .sale({ ecrRef: 'X1', amountCents: 100 })
            .then(
              () => null,
              (e: unknown) => e,
            );
          expect(err, host).toBeInstanceOf(TerminalError);
          expect((err as TerminalError).kind).toBe('unreachable');
          expect(english((err as TerminalError).message)).toMatch(/is not on the salon’s network/);
        }
        expect(connections).toBe(0);
      } finally {
        server.close();
      }
    },
  );
});

describe('TERMINAL_LOOPBACK', () => {
  const env = {
    SESSION_SECRET: 'x'.repeat(40),
    STORAGE_DIR: '/tmp/chairside-test-storage',
    NODE_ENV: 'test',
  };
  test('names loopback addresses with their ports; the fake terminal’s ports are named when it runs', () => {
    expect(loadConfig(env).terminalLoopback).toEqual([]);
    expect(
      loadConfig({ ...env, TERMINAL_LOOPBACK: '127.0.0.1:10011, [::1]:10012' }).terminalLoopback,
    ).toEqual([
      { address: '127.0.0.1', port: 10011 },
      { address: '::1', port: 10012 },
    ]);
    expect(loadConfig({ ...env, FAKE_TERMINAL_PORT: '11009' }).terminalLoopback).toEqual([
      { address: '127.0.0.1', port: 11009 },
      { address: '127.0.0.1', port: 11010 },
    ]);
  });
  test('anything but a loopback address with a port stops the start', () => {
    for (const bad of [
      '127.0.0.1',
      '127.0.0.1:*',
      '127.0.0.1:0',
      '127.0.0.1:70000',
      'localhost:10009',
      '192.168.1.50:10009',
      '8.8.8.8:80',
      '::1:10009',
      '[::ffff:8.8.8.8]:80',
    ])
      expect(() => loadConfig({ ...env, TERMINAL_LOOPBACK: bad }), bad).toThrow(ConfigError);
  });
});
