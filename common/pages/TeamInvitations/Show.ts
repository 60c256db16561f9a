// The props of resources/js/Pages/TeamInvitations/Show.tsx, as the server sends them.
import type { TeamRole } from '../../teamRoles';

export interface Props {
  /** Where the invitation stands; anything but 'pending' shows why it cannot be used. */
  state: 'pending' | 'expired' | 'revoked' | 'accepted' | 'invalid';
  message: string | null;
  invitation: {
    team: string;
    store: string;
    email: string;
    role: TeamRole;
    role_label: string;
  } | null;
  /**
   * What this visitor can do: accept (signed in as the invited address), create an account (no account has
   * the address), sign in (an account has it; the link comes back after), or nothing (signed in as someone else).
   */
  action: 'accept' | 'register' | 'login' | 'wrong_account' | null;
  /** Sign-in link that comes back here. */
  login_url: string | null;
  token: string;
}
