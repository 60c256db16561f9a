import { describe, expect, test } from 'vitest';
import { endpointOf, isTerminalHost } from '../../server/domain/terminals/devices';
import { paxSummary, terminalRow } from '../../server/http/presenters/terminalDevices';
import { formatDateTime } from '../../resources/js/lib/format';

describe('endpointOf', () => {
  test('takes the address and mode as they are and turns the timeout into milliseconds', () => {
    expect(
      endpointOf({ host: '192.168.1.50', port: 10009, mode: 'tcp', timeoutSeconds: 120 }),
    ).toEqual({
      host: '192.168.1.50',
      port: 10009,
      mode: 'tcp',
      timeoutMs: 120_000,
    });
    expect(
      endpointOf({ host: 'pax-front.local', port: 80, mode: 'http', timeoutSeconds: 5 }).timeoutMs,
    ).toBe(5_000);
  });
});

describe('isTerminalHost', () => {
  test.each([
    '192.168.1.50',
    '10.0.0.1',
    '127.0.0.1',
    '255.255.255.255',
    'pax-front',
    'pax-front.local',
    'PAX1.salon.lan',
    'a',
    'fd00::50',
    'fe80::1',
    '::ffff:127.0.0.1',
    'pax1.0x-lan',
  ])('accepts %s', (host) => {
    expect(isTerminalHost(host)).toBe(true);
  });
  test.each([
    '',
    'http://192.168.1.50',
    '192.168.1.50:10009',
    '192.168.1.50/pos',
    'front desk',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4x y',
    '-pax',
    'pax-',
    'pax..local',
    'pax_front',
    `${'a'.repeat(64)}.local`,
    `${'a.'.repeat(127)}ab`,
    // Spellings a resolver reads as IPv4 (all of them 127.0.0.1): only four decimal numbers are an address.
    '2130706433',
    '0x7f.1',
    '0x7f000001',
    '127.1',
    '0177.0.0.1',
    '017700000001',
    'pax.0x1',
    'pax.123',
    // An IPv6 zone, brackets or a port.
    'fe80::1%eth0',
    '[fd00::50]',
    'fd00::50:10009:1:2:3:4:5',
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

describe('terminal presenter', () => {
  const row = {
    id: 7,
    name: 'Front Desk PAX',
    host: '192.168.1.50',
    port: 10009,
    mode: 'tcp' as const,
    stationId: 3,
    stationName: 'Front Desk',
    timeoutSeconds: 120,
    serialNumber: 'FAKE0001',
    model: 'A920',
    lastCheckedAt: new Date('2026-07-01T01:30:00Z'),
    lastCheckOk: true,
    lastCheckMessage: 'Connected: A920, serial FAKE0001.',
  };
  test('the last test goes as its instant, which the page shows in the store’s zone (01:30 UTC is 9:30 PM the day before in New York, 6:30 PM in Los Angeles)', () => {
    expect(terminalRow(row)).toMatchObject({
      host: '192.168.1.50',
      port: 10009,
      mode: 'tcp',
      last_check: { at: '2026-07-01T01:30:00.000Z', ok: true },
    });
    // Host, port and mode apart: the page writes the address, no words glued into it.
    expect(terminalRow(row)).not.toHaveProperty('address');
    const at = terminalRow(row).last_check!.at;
    expect(formatDateTime(at, 'America/New_York')).toBe('06-30-2026 09:30 PM');
    expect(formatDateTime(at, 'America/Los_Angeles')).toBe('06-30-2026 06:30 PM');
    expect(terminalRow({ ...row, lastCheckedAt: null }).last_check).toBeNull();
  });
  test('Settings → PAX credit as values (the page says them in one line); a cut-off that does not read is the default 9:00 PM', () => {
    expect(paxSummary({ tipMode: 'adjust', signature: false, batchCutoff: '21:00' })).toEqual({
      tip_mode: 'adjust',
      signature: false,
      cutoff_minute: 21 * 60,
    });
    expect(paxSummary({ tipMode: 'device', signature: true, batchCutoff: '00:30' })).toEqual({
      tip_mode: 'device',
      signature: true,
      cutoff_minute: 30,
    });
    expect(paxSummary({ tipMode: 'adjust', signature: false, batchCutoff: 'late' })).toEqual({
      tip_mode: 'adjust',
      signature: false,
      cutoff_minute: 21 * 60,
    });
  });
});
