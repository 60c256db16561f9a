import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) through the
 * `otpauth` package: HMAC-SHA1, 30-second steps, 6 digits, what every
 * authenticator app (Google Authenticator, 1Password, Authy) uses by default.
 * What is ours is the policy around it: the window, and that a step once used
 * never works again (verifyTotp).
 */
export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps either side of now that still count: a phone clock a little off, or a code typed as it changes. */
export const WINDOW = 1;
/** 160 bits, RFC 4226 §4's recommended length for HMAC-SHA1. */
export const SECRET_BYTES = 20;

/** RFC 4648 base32 without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** Base32 to bytes; spaces, dashes and padding are ignored, case too. Null for any other character. */
export function base32Decode(text: string): Buffer | null {
  try {
    return Buffer.from(Secret.fromBase32(text.replace(/[\s-]/g, '')).bytes);
  } catch {
    return null;
  }
}

export type HmacAlgorithm = 'sha1' | 'sha256' | 'sha512';

const secretOf = (key: Uint8Array) => new Secret({ buffer: Uint8Array.from(key).buffer });

/** RFC 4226 HOTP: `digits` decimal digits of the HMAC of the counter. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = DIGITS,
  algorithm: HmacAlgorithm = 'sha1',
): string {
  return HOTP.generate({ secret: secretOf(key), counter, digits, algorithm });
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
  return TOTP.generate({
    secret: secretOf(key),
    timestamp: unixSeconds * 1000,
    period: STEP_SECONDS,
    digits,
    algorithm,
  });
}

/** A new random secret, base32 (what the QR code and the "enter this key" text show). */
export function generateSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

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
  const otpSecret = secretOf(key);
  let matched: number | null = null;
  for (let s = now - WINDOW; s <= now + WINDOW; s++) {
    // Every candidate is compared (in constant time, by otpauth), so the time taken does not say which step matched.
    const same =
      HOTP.validate({ token: typed, secret: otpSecret, counter: s, digits: DIGITS, window: 0 }) ===
      0;
    if (same && (lastUsedStep === null || s > lastUsedStep) && matched === null) matched = s;
  }
  return matched;
}

/** The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: STEP_SECONDS,
  }).toString();
}
