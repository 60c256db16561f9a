import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../../database/client';
import {
  claimTwoFactorStep,
  confirmTwoFactor,
  disableTwoFactor,
  replaceRecoveryCodes,
  saveTwoFactorSecret,
  useRecoveryCode,
} from '../../../database/queries/profiles';
import { DomainError } from '../errors';
import { open, seal } from '../security/secretBox';
import { countAttempt, throttleKey, type Throttle } from '../security/throttle';
import { generateSecret, otpauthUri, verifyTotp } from '../security/totp';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * Two-factor authentication for accounts (owners, managers, super admins,
 * referral partners): a TOTP secret sealed at rest, confirmed with a first
 * code before it counts, and eight single-use recovery codes kept as SHA-256
 * hashes. Employee login at a station (staff number, card swipe) is not
 * affected: stations are shared devices, already limited to a set-up salon.
 */

const PURPOSE = 'two-factor';
export const ISSUER = 'Chairside';
export const RECOVERY_CODES = 8;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const CODE_MAX_ATTEMPTS = 5;
export const CODE_DECAY_SECONDS = 60;

/** What the two-factor operations read of an account row. */
export interface TwoFactorUser {
  id: number;
  email: string;
  twoFactorSecret: string | null;
  twoFactorConfirmedAt: Date | null;
  twoFactorLastStep: number | null;
  twoFactorRecoveryCodes: string[] | null;
}

export const hasTwoFactor = (
  user: Pick<TwoFactorUser, 'twoFactorSecret' | 'twoFactorConfirmedAt'>,
) => !!user.twoFactorSecret && !!user.twoFactorConfirmedAt;

/** A recovery code as typed: lower case, without spaces or dashes (the page shows "abcde-fghjk"). */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecovery(code)).digest('hex');

/** Eight codes of ten characters (no look-alikes such as 0/o, 1/l/i), shown as "abcde-fghjk". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const nowSeconds = () => Math.floor(clock.ms() / 1000);

/** Starts (or restarts) setting up: a new secret, not yet in force. */
export async function beginTwoFactor(
  db: Db,
  appSecret: string,
  user: { id: number },
): Promise<void> {
  await saveTwoFactorSecret(db, user.id, seal(appSecret, PURPOSE, generateSecret()));
}

/** While setting up: the secret (for typing in by hand) and the otpauth:// URI the QR code carries. */
export function pendingSetup(
  appSecret: string,
  user: TwoFactorUser,
): { secret: string; uri: string } | null {
  if (!user.twoFactorSecret || user.twoFactorConfirmedAt) return null;
  const secret = open(appSecret, PURPOSE, user.twoFactorSecret);
  return secret ? { secret, uri: otpauthUri(ISSUER, user.email, secret) } : null;
}

/** The first code from the app turns two-factor on; answers the recovery codes, in plain text this once. */
export async function confirmTwoFactorSetup(
  db: Db,
  appSecret: string,
  user: TwoFactorUser,
  code: string,
): Promise<string[]> {
  const secret =
    user.twoFactorSecret && !user.twoFactorConfirmedAt
      ? open(appSecret, PURPOSE, user.twoFactorSecret)
      : null;
  if (!secret) throw new DomainError(say('validation.access.startSettingUpTwoFactor'), 'code');
  const step = verifyTotp(secret, code, nowSeconds());
  if (step === null)
    throw new DomainError(say('validation.access.theProvidedTwoFactorAuthentication'), 'code');
  const codes = newRecoveryCodes();
  if (!(await confirmTwoFactor(db, user.id, step, codes.map(hashRecoveryCode))))
    throw new DomainError(say('validation.access.twoFactorAuthenticationIsAlready'), 'code');
  return codes;
}

export async function turnOffTwoFactor(db: Db, user: { id: number }): Promise<void> {
  await disableTwoFactor(db, user.id);
}

/** New recovery codes replace every old one; answers them in plain text this once. */
export async function regenerateRecoveryCodes(db: Db, user: TwoFactorUser): Promise<string[]> {
  if (!hasTwoFactor(user))
    throw new DomainError(say('validation.access.twoFactorAuthenticationIsNot'), 'password');
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, user.id, codes.map(hashRecoveryCode));
  return codes;
}

/**
 * The sign-in challenge: a code from the app, or a recovery code, counted
 * first under the account's limit and the address's (5 a minute each, in one
 * atomic step per counter on the database or Redis), so a burst cannot try
 * more than five codes. A code's step is claimed atomically (used once), a
 * recovery code is taken out of the list atomically (used once). A success
 * clears the account's counter and gives the address its attempt back.
 */
export async function passChallenge(
  db: Db,
  throttle: Throttle,
  appSecret: string,
  user: TwoFactorUser,
  input: { code?: string; recovery_code?: string; ip: string },
): Promise<void> {
  const field = input.recovery_code ? 'recovery_code' : 'code';
  const account = {
    key: throttleKey('two-factor', user.id),
    max: CODE_MAX_ATTEMPTS,
    decaySeconds: CODE_DECAY_SECONDS,
  };
  const source = {
    key: throttleKey('two-factor-source', input.ip),
    max: CODE_MAX_ATTEMPTS,
    decaySeconds: CODE_DECAY_SECONDS,
  };
  await countAttempt(throttle, [account, source], field);
  let ok = false;
  if (input.recovery_code) {
    ok = await useRecoveryCode(db, user.id, hashRecoveryCode(input.recovery_code));
  } else if (input.code) {
    const secret = user.twoFactorSecret ? open(appSecret, PURPOSE, user.twoFactorSecret) : null;
    const step = secret
      ? verifyTotp(secret, input.code, nowSeconds(), user.twoFactorLastStep)
      : null;
    ok = step !== null && (await claimTwoFactorStep(db, user.id, step));
  }
  if (!ok) {
    throw new DomainError(
      field === 'code'
        ? say('validation.access.theProvidedTwoFactorAuthentication')
        : say('validation.access.theProvidedTwoFactorRecovery'),
      field,
    );
  }
  await Promise.all([throttle.clear(account.key), throttle.release(source.key)]);
}
