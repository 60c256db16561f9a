import { createHash, randomBytes } from 'node:crypto';
import { clock } from '../../../common/clock';

/** An invitation is good for a week from when it was sent (or last resent). */
export const INVITATION_DAYS = 7;

/** 43 URL-safe characters (256 random bits): the only copy is in the emailed link. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** What a link's token may look like; anything else is not ours and is answered like an unknown token. */
export const INVITATION_TOKEN_PATTERN = '[A-Za-z0-9_-]{43}';

export const invitationExpiry = (now = clock.now()): Date =>
  new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

export type InvitationState = 'pending' | 'expired' | 'revoked' | 'accepted';

/** Where an invitation stands now: used and withdrawn first (whatever the date), then its week. */
export function invitationState(
  inv: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now = clock.now(),
): InvitationState {
  if (inv.acceptedAt) return 'accepted';
  if (inv.revokedAt) return 'revoked';
  return inv.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}
