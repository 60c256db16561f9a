// The props of resources/js/Pages/Teams/Show.tsx (and its MemberManager partial), as the server sends them.
import type { TeamRole } from '../../teamRoles';

export interface TeamRoleOption {
  value: TeamRole;
  label: string;
  description: string;
}

export interface TeamStoreRow {
  id: number;
  name: string;
  timezone: string;
  address: string | null;
  /** The store this account works in now. */
  current: boolean;
}

export interface TeamMemberRow {
  id: number;
  name: string;
  email: string;
  role: TeamRole;
  role_label: string;
  /** The member's own store (where a new account landed). */
  home_store: string | null;
  /** The team's owner: its role is fixed and it cannot be removed. */
  is_owner: boolean;
  is_you: boolean;
}

export interface TeamInvitationRow {
  id: number;
  email: string;
  role_label: string;
  store: string;
  /** ISO instants; the page shows them in the store's zone. */
  sent: string;
  expires: string;
  expired: boolean;
}

export interface Props {
  team: { id: number; name: string };
  stores: TeamStoreRow[];
  members: TeamMemberRow[];
  invitations: TeamInvitationRow[];
  roles: TeamRoleOption[];
  time_zones: { zone: string; label: string }[];
  /** Locations used and the plan's limit (null: no limit). */
  locations: { used: number; max: number | null };
}
