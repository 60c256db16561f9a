import { describe, expect, test } from 'vitest';
import {
  browserSession,
  deviceLabel,
  lastActiveLabel,
} from '../../../server/http/presenters/profile';
import { hashRecoveryCode, newRecoveryCodes } from '../../../server/domain/access/twoFactor';
import { imageTypeOf } from '../../../server/http/imageUploads';

describe('the device a session was signed in from', () => {
  test.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iPad',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'Safari on Mac',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
      'Firefox on Linux',
    ],
    ['curl/8.5.0', 'Unknown device'],
    ['', 'Unknown device'],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });
});

describe('last active', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  test.each([
    [30, 'Active now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [3600, '1 hour ago'],
    [3 * 3600 + 59, '3 hours ago'],
    [2 * 86_400, '2 days ago'],
  ])('%i seconds ago reads %s', (seconds, label) => {
    expect(lastActiveLabel(new Date(now.getTime() - seconds * 1000), now)).toBe(label);
  });
  test('this browser says so, and no session id reaches the page', () => {
    const row = browserSession(
      { id: 'secret-session-id', ua: null, ip: '10.0.0.7', lastActiveAt: now },
      'secret-session-id',
      now,
    );
    expect(row).toMatchObject({
      is_current_device: true,
      last_active: 'This device',
      ip: '10.0.0.7',
      device: 'Unknown device',
    });
    expect(JSON.stringify(row)).not.toContain('secret-session-id');
    expect(
      browserSession(
        { id: 'other', ua: null, ip: '', lastActiveAt: now },
        'secret-session-id',
        now,
      ),
    ).toMatchObject({ is_current_device: false, ip: 'Unknown' });
  });
});

describe('recovery codes and avatar bytes', () => {
  test('eight codes of ten characters without look-alikes; typed with or without the dash, in any case, they hash alike', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(hashRecoveryCode('ABCDE-FGHJK')).toBe(hashRecoveryCode('abcdefghjk'));
    expect(hashRecoveryCode('abcde-fghjk')).toMatch(/^[0-9a-f]{64}$/);
  });
  test('the image type comes from the magic bytes only', () => {
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'png',
    );
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(imageTypeOf(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
