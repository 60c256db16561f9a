import type {
  listPendingInvitations,
  listTeamMembers,
  listTeamStores,
  TeamRow,
} from '../../../database/queries/teams';
import { TEAM_ROLE_LABELS, TEAM_ROLES } from '../../../common/teamRoles';
import type { Props as ShowProps } from '../../../common/pages/Teams/Show';
import { US_TIME_ZONES } from '../validators/settings';

/** teams.create: the store's owner names a team (a name offered from the store's); the store becomes its first location. */
export const teamCreatePage = (store: { name: string }) => ({
  store: { name: store.name },
  suggested_name: `${store.name} Group`.slice(0, 80),
});

/**
 * teams.show: the team's locations (the one worked in marked), members, pending invitations (their
 * instants, expired ones said so at `nowMs`), the roles to give and the plan's locations.
 */
export function teamShowPage(p: {
  team: TeamRow;
  current: { storeId: number; userId: number; timezone: string };
  stores: Awaited<ReturnType<typeof listTeamStores>>;
  members: Awaited<ReturnType<typeof listTeamMembers>>;
  invitations: Awaited<ReturnType<typeof listPendingInvitations>>;
  maxLocations: number | null;
  nowMs: number;
}): ShowProps {
  const { team, current } = p;
  return {
    team: { id: team.id, name: team.name },
    stores: p.stores.map((s) => ({
      id: s.id,
      name: s.name,
      timezone: s.timezone,
      address: s.address,
      current: s.id === current.storeId,
    })),
    members: p.members.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      role_label: TEAM_ROLE_LABELS[m.role].label,
      home_store: m.homeStore,
      is_owner: m.userId === team.ownerUserId,
      is_you: m.userId === current.userId,
    })),
    invitations: p.invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role_label: TEAM_ROLE_LABELS[i.role].label,
      store: i.store,
      sent: i.createdAt.toISOString(),
      expires: i.expiresAt.toISOString(),
      expired: i.expiresAt.getTime() <= p.nowMs,
    })),
    roles: TEAM_ROLES.map((r) => ({ value: r, ...TEAM_ROLE_LABELS[r] })),
    time_zones: US_TIME_ZONES,
    locations: { used: p.stores.length, max: p.maxLocations },
  };
}
