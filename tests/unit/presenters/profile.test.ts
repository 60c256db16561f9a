import { describe, expect, test } from 'vitest';
import { browserSession, deviceOf } from '../../../server/http/presenters/profile';
import { hashRecoveryCode, newRecoveryCodes } from '../../../server/domain/access/twoFactor';
import { imageTypeOf } from '../../../server/http/imageUploads';

describe('the device a session was signed in from', () => {
  test.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPad',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      'Safari',
      'Mac',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
      'Firefox',
      'Linux',
    ],
    ['curl/8.5.0', null, null],
    ['', null, null],
  ])('%s → %s on %s', (ua, browser, platform) => {
    expect(deviceOf(ua)).toEqual({ browser, platform });
  });
});

describe('a session in the list', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  test('this browser is flagged, no session id reaches the page, and no word is sent', () => {
    const row = browserSession(
      { id: 'secret-session-id', ua: null, ip: '10.0.0.7', lastActiveAt: now },
      'secret-session-id',
      now,
    );
    expect(row).toEqual({
      key: expect.any(String),
      browser: null,
      platform: null,
      ip: '10.0.0.7',
      is_current_device: true,
      idle_seconds: 0,
    });
    expect(JSON.stringify(row)).not.toContain('secret-session-id');
    expect(JSON.stringify(row)).not.toMatch(/This device|Unknown|ago|Active now/);
  });
  test('another browser: how long ago on the server’s clock, and no address as null', () => {
    expect(
      browserSession(
        { id: 'other', ua: null, ip: '', lastActiveAt: new Date(now.getTime() - 3 * 3600_000) },
        'secret-session-id',
        now,
      ),
    ).toMatchObject({ is_current_device: false, ip: null, idle_seconds: 3 * 3600 });
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
