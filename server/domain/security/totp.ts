import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), on node:crypto
 * only: HMAC-SHA1, 30-second steps, 6 digits, what every authenticator app
 * (Google Authenticator, 1Password, Authy) uses by default.
 */
export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps either side of now that still count: a phone clock a little off, or a code typed as it changes. */
export const WINDOW = 1;
/** 160 bits, RFC 4226 §4's recommended length for HMAC-SHA1. */
export const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 to bytes; spaces, dashes and padding are ignored, case too. Null for any other character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = BASE32.indexOf(ch);
    if (i < 0) return null;
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type HmacAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 HOTP: the counter as 8 big-endian bytes, HMAC, dynamic truncation, `digits` decimal digits. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = DIGITS,
  algorithm: HmacAlgorithm = 'sha1',
): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary =
    ((mac[offset] & 0x7f) << 24) |
    (mac[offset + 1] << 16) |
    (mac[offset + 2] << 8) |
    mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step a moment falls in (seconds since the epoch / 30, floored). */
export const stepAt = (unixSeconds: number, step = STEP_SECONDS) => Math.floor(unixSeconds / step);

/** RFC 6238 TOTP at a moment (seconds since the epoch). */
export function totp(
  key: Uint8Array,
  unixSeconds: number,
  digits = DIGITS,
  algorithm: HmacAlgorithm = 'sha1',
): string {
  return hotp(key, stepAt(unixSeconds), digits, algorithm);
}

/** A new random secret, base32 (what the QR code and the "enter this key" text show). */
export function generateSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The step a typed code belongs to, within ±WINDOW steps of `unixSeconds`,
 * or null. A step at or before `lastUsedStep` never matches: a code seen
 * once (read over a shoulder, replayed from a proxy log) does not work again,
 * nor does any older one. The caller stores the step it gets back.
 */
export function verifyTotp(
  secret: string,
  code: string,
  unixSeconds: number,
  lastUsedStep: number | null = null,
): number | null {
  const key = base32Decode(secret);
  const typed = code.replace(/\s/g, '');
  if (!key || key.length === 0 || !new RegExp(`^\\d{${DIGITS}}$`).test(typed)) return null;
  const now = stepAt(unixSeconds);
  let matched: number | null = null;
  for (let s = now - WINDOW; s <= now + WINDOW; s++) {
    // Every candidate is computed, so the time taken does not say which step matched.
    if (
      sameCode(hotp(key, s), typed) &&
      (lastUsedStep === null || s > lastUsedStep) &&
      matched === null
    )
      matched = s;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
