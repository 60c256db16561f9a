import type { Db } from '../../../database/client';
import { getActor } from '../../../database/queries/actors';
import { DRAWER_APPROVAL_PERMISSION } from '../../../common/drawer';
import { attemptLogin } from '../access/authenticate';
import { can, type Actor } from '../access/permissions';
import { DomainError } from '../errors';
import { ThrottledError, type Throttle } from '../security/throttle';
import { verifyEmployeeCredentials, type CredentialSource } from '../staff/credentials';
import { say } from '../../../common/said';

export interface ApproverCredentials {
  /** A staff number (an employee manager at the counter) or an email address (the owner's or a manager's account). */
  login: string;
  password: string;
}

export const APPROVER_FIELD = 'approver_id';

/**
 * The manager approving a drawer count: the person signed in when they may
 * manage settings (and typed nobody else), or whoever the typed credentials
 * prove, checked by the same functions and under the same throttles as
 * employee login (staff number + password; never a card swipe alone) and
 * sign-in (email + password). They must belong to this store and may manage
 * settings, the precedent of a refund's cash override.
 */
export async function drawerApprover(
  db: Db,
  throttle: Throttle,
  storeId: number,
  signedIn: Actor,
  typed: ApproverCredentials | null,
  source: CredentialSource,
): Promise<Actor> {
  if (!typed) {
    if (can(signedIn, DRAWER_APPROVAL_PERMISSION)) return signedIn;
    throw new DomainError(say('validation.drawer.aManagerMustApproveType'), APPROVER_FIELD);
  }
  let approver: Actor | null;
  try {
    if (typed.login.includes('@')) {
      const user = await attemptLogin(db, throttle, {
        email: typed.login,
        password: typed.password,
        ip: source.ip,
      });
      approver = await getActor(db, { kind: 'user', id: user.id });
    } else {
      const employee = await verifyEmployeeCredentials(
        db,
        throttle,
        storeId,
        { userId: typed.login, password: typed.password, cardSwipeId: '' },
        source,
      );
      approver = await getActor(db, { kind: 'employee', id: employee.id });
    }
  } catch (err) {
    if (err instanceof ThrottledError) throw new ThrottledError(err.retryAfter, APPROVER_FIELD);
    if (err instanceof DomainError)
      throw new DomainError(say('validation.drawer.thatStaffNumberOrEmail'), APPROVER_FIELD);
    throw err;
  }
  if (!approver || approver.storeId !== storeId)
    throw new DomainError(say('validation.drawer.thatStaffNumberOrEmail'), APPROVER_FIELD);
  if (!can(approver, DRAWER_APPROVAL_PERMISSION))
    throw new DomainError(
      say('validation.drawer.mayNotApproveADrawer', { name: approver.name }),
      APPROVER_FIELD,
    );
  return approver;
}
