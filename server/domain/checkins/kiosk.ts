import { randomBytes } from 'node:crypto';
import { say } from '../../../common/said';

/** An unguessable kiosk link secret: 24 random bytes, URL-safe (32 characters). */
export const newKioskToken = (): string => randomBytes(24).toString('base64url');

/** What a route accepts as a token: anything else is a 404 before any query. */
export const KIOSK_TOKEN_PATTERN = '[A-Za-z0-9_-]{20,64}';

/** "Maria Lopez" → "Maria": the only thing a phone lookup may reveal. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** Public endpoints are counted per device address and per phone, so nobody can walk the phone book. */
export const KIOSK_LIMITS = {
  perSource: { max: 30, decaySeconds: 60 },
  perPhone: { max: 6, decaySeconds: 600 },
} as const;

export const kioskThrottleMessage = (seconds: number) =>
  say('validation.checkIns.tooManyTriesPleaseWait', { seconds });

/** How long a typed phone stays on the kiosk before it starts over (someone walked away mid-way). */
export const KIOSK_STEP_TTL_MS = 10 * 60 * 1000;
