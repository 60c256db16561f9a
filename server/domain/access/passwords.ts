import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

// scrypt from Node's own crypto: no native addon to build (npm here runs no install scripts).
// N = 2^14 is the cost of every real run. The test suites hash and check thousands of passwords (every
// signed-in client logs in), and at 2^14 that was about a third of the HTTP suite's time; with
// NODE_ENV=test and TEST_CHEAP_PASSWORDS=1 (set by vitest.config.ts and playwright.config.ts) new hashes
// cost 2^10, as Laravel's test setup lowers bcrypt's rounds. A hash keeps its own N, so checking one
// always costs what it was made with (docs/testing.md).
const CHEAP = process.env.NODE_ENV === 'test' && process.env.TEST_CHEAP_PASSWORDS === '1';
const PARAMS = { N: CHEAP ? 1024 : 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEYLEN = 32;

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(key, expected);
}

/** A valid hash of a random secret: comparing against it costs the same time as a real one. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString('hex')));
}
