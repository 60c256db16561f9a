import { describe, expect, test } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateSecret,
  hotp,
  otpauthUri,
  stepAt,
  totp,
  verifyTotp,
} from '../../server/domain/security/totp';
import { open, seal } from '../../server/domain/security/secretBox';

const rfcKey = Buffer.from('12345678901234567890');

describe('HOTP (RFC 4226 Appendix D)', () => {
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  test.each(expected.map((code, counter) => [counter, code]))(
    'counter %i gives %s',
    (counter, code) => {
      expect(hotp(rfcKey, counter)).toBe(code);
    },
  );
});

describe('TOTP (RFC 6238 Appendix B, SHA-1, 8 digits)', () => {
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  test.each(vectors)('at %i seconds the code is %s', (time, code) => {
    expect(totp(rfcKey, time, 8)).toBe(code);
  });
  test('the SHA-256 and SHA-512 variants match the appendix too (59 s)', () => {
    expect(totp(Buffer.from('12345678901234567890123456789012'), 59, 8, 'sha256')).toBe('46119246');
    expect(
      totp(
        Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
        59,
        8,
        'sha512',
      ),
    ).toBe('90693936');
  });
});

describe('base32', () => {
  test('RFC 4648 vectors, unpadded, and back', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI')!.toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi======')!.toString()).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeNull();
  });
  test('a new secret is 160 bits of base32 (32 characters)', () => {
    const s = generateSecret();
    expect(s).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(s)!.length).toBe(20);
    expect(generateSecret()).not.toBe(s);
  });
});

describe('verifying a typed code', () => {
  const secret = base32Encode(rfcKey);
  const now = 1111111111;
  const codeAt = (t: number) => totp(rfcKey, t);

  test('the current step, and one step either side, are accepted and answer their step', () => {
    expect(verifyTotp(secret, codeAt(now), now)).toBe(stepAt(now));
    expect(verifyTotp(secret, codeAt(now - 30), now)).toBe(stepAt(now) - 1);
    expect(verifyTotp(secret, codeAt(now + 30), now)).toBe(stepAt(now) + 1);
  });
  test('two steps away, a wrong code, or something not six digits are refused', () => {
    expect(verifyTotp(secret, codeAt(now - 60), now)).toBeNull();
    expect(verifyTotp(secret, codeAt(now + 60), now)).toBeNull();
    const wrong = String((Number(codeAt(now)) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(secret, wrong, now)).toBeNull();
    expect(verifyTotp(secret, '12345', now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', now)).toBeNull();
    expect(verifyTotp('not base32!', codeAt(now), now)).toBeNull();
  });
  test('spaces in the typed code are ignored (apps show "123 456")', () => {
    const c = codeAt(now);
    expect(verifyTotp(secret, `${c.slice(0, 3)} ${c.slice(3)}`, now)).toBe(stepAt(now));
  });
  test('a code already used in its step is refused, and so is any earlier step', () => {
    const used = verifyTotp(secret, codeAt(now), now)!;
    expect(verifyTotp(secret, codeAt(now), now, used)).toBeNull();
    expect(verifyTotp(secret, codeAt(now - 30), now, used)).toBeNull();
    expect(verifyTotp(secret, codeAt(now + 30), now, used)).toBe(used + 1);
  });
});

describe('otpauth URI and the sealed secret', () => {
  test('the URI names the issuer Chairside and the email as its label', () => {
    const uri = otpauthUri('Chairside', 'owner@example.com', 'JBSWY3DPEHPK3PXP');
    // Key Uri Format: the order of the parameters carries no meaning.
    const url = new URL(uri);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(
      'otpauth://totp/Chairside:owner%40example.com',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Chairside',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
  test('a sealed secret opens with the same app secret only, and an altered box does not open', () => {
    const box = seal('app-secret-one-0123456789abcdef', 'two-factor', 'JBSWY3DPEHPK3PXP');
    expect(box).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open('app-secret-one-0123456789abcdef', 'two-factor', box)).toBe('JBSWY3DPEHPK3PXP');
    expect(open('app-secret-two-0123456789abcdef', 'two-factor', box)).toBeNull();
    expect(open('app-secret-one-0123456789abcdef', 'other', box)).toBeNull();
    const parts = box.split('.');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAA').toString('base64url');
    expect(open('app-secret-one-0123456789abcdef', 'two-factor', parts.join('.'))).toBeNull();
  });
});
