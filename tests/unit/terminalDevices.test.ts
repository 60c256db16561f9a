import { describe, expect, test } from 'vitest';
import { endpointOf, isTerminalHost } from '../../server/domain/terminals/devices';

describe('endpointOf', () => {
  test('takes the address and mode as they are and turns the timeout into milliseconds', () => {
    expect(endpointOf({ host: '192.168.1.50', port: 10009, mode: 'tcp', timeoutSeconds: 120 })).toEqual({
      host: '192.168.1.50', port: 10009, mode: 'tcp', timeoutMs: 120_000,
    });
    expect(endpointOf({ host: 'pax-front.local', port: 80, mode: 'http', timeoutSeconds: 5 }).timeoutMs).toBe(5_000);
  });
});

describe('isTerminalHost', () => {
  test.each(['192.168.1.50', '10.0.0.1', '127.0.0.1', '255.255.255.255', 'pax-front', 'pax-front.local', 'PAX1.salon.lan', 'a'])('accepts %s', (host) => {
    expect(isTerminalHost(host)).toBe(true);
  });
  test.each([
    '', 'http://192.168.1.50', '192.168.1.50:10009', '192.168.1.50/pos', 'front desk', '256.1.1.1', '1.2.3', '01.2.3.4x y',
    '-pax', 'pax-', 'pax..local', 'pax_front', `${'a'.repeat(64)}.local`, `${'a.'.repeat(127)}ab`,
  ])('refuses %j', (host) => {
    expect(isTerminalHost(host)).toBe(false);
  });
  test('a name of 253 characters is the longest allowed', () => {
    const name = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(name).toHaveLength(253);
    expect(isTerminalHost(name)).toBe(true);
    expect(isTerminalHost(`${name}e`)).toBe(false);
  });
});
