import { clock } from '../../common/clock';
import type { Request } from 'express';

/**
 * "You typed your password just now": a sensitive action that follows
 * another (the first code after a new two-factor secret, a new QR code) asks
 * for the password once, not at every step, for this long, in this session
 * only. A stolen session never has it: it would need the password.
 */
export const PASSWORD_CONFIRMATION_MINUTES = 10;

/** The password was right just now (password.confirm.store, or a form that sent it). */
export function markPasswordConfirmed(req: Request): void {
  req.session.passwordConfirmedAt = clock.ms();
}

/** Whether this session's password was confirmed within the last PASSWORD_CONFIRMATION_MINUTES. */
export function passwordRecentlyConfirmed(req: Request): boolean {
  const at = req.session.passwordConfirmedAt;
  if (typeof at !== 'number') return false;
  const age = clock.ms() - at;
  return age >= 0 && age <= PASSWORD_CONFIRMATION_MINUTES * 60_000;
}
