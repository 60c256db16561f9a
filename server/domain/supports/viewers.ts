import type { SupportScope } from '../../../database/queries/supports';
import { isSuperAdmin, type Actor } from '../access/permissions';

/** Who is looking at support tickets, and which ones they may see. */
export interface SupportViewer {
  scope: SupportScope;
  userId: number;
  storeId: number | null;
  /** The super admin: sees every store's tickets and answers them. */
  staff: boolean;
}

/**
 * Who may see which tickets (docs/requirements.md §6): the super admin every one;
 * a referral partner only their own; a store's signed-in people their
 * store's. A station's employee sign-in has no account to write as: null.
 */
export function supportViewer(
  actor: Actor | null | undefined,
  store: { id: number } | null | undefined,
): SupportViewer | null {
  if (!actor || actor.kind !== 'user') return null;
  if (isSuperAdmin(actor))
    return { scope: { kind: 'admin' }, userId: actor.id, storeId: null, staff: true };
  if (actor.isReferal)
    return {
      scope: { kind: 'partner', userId: actor.id },
      userId: actor.id,
      storeId: null,
      staff: false,
    };
  if (store)
    return {
      scope: { kind: 'store', storeId: store.id },
      userId: actor.id,
      storeId: store.id,
      staff: false,
    };
  return null;
}
