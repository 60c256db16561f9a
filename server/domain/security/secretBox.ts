import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (a two-factor key) are sealed with AES-256-GCM under a
 * key derived from the app secret (SESSION_SECRET) by HKDF for this purpose
 * only, so a leaked database dump does not hand out anyone's authenticator.
 * Format: v1.<iv>.<tag>.<ciphertext>, base64url.
 */
const keyFor = (appSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'chairside', `secret-box:${purpose}`, 32));

export function seal(appSecret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The plaintext, or null when the box was not sealed with this secret and purpose (or was altered). */
export function open(appSecret: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(appSecret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
