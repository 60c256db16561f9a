import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const SECRET_LENGTH = 40;
/** `cs_<id>_<40 base62>`: the id finds the row in one lookup, the secret is checked against its hash. */
const TOKEN = /^cs_([1-9][0-9]{0,9})_([0-9A-Za-z]{40})$/;

/** 40 uniformly random base62 characters (~238 bits): bytes ≥ 248 are dropped so no character is likelier than another. */
export function newSecret(): string {
  let out = '';
  while (out.length < SECRET_LENGTH) {
    for (const b of randomBytes(64)) {
      if (b < 248 && out.length < SECRET_LENGTH) out += BASE62[b % 62];
    }
  }
  return out;
}

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

export const formatToken = (id: number, secret: string): string => `cs_${id}_${secret}`;

/** The id and secret of a well-formed token, else null (an id past int4 is not one of ours either). */
export function parseToken(token: string): { id: number; secret: string } | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  if (id > 2147483647) return null;
  return { id, secret: m[2] };
}

/** The token from `Authorization: Bearer <token>`, else null. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1] : null;
}

/** Compares a secret with the stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
