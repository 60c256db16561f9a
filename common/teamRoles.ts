import { OWNER_ONLY_PERMISSIONS, PERMISSIONS, type Permission } from './permissions';

/** The roles a person holds across every store of a team. */
export const TEAM_ROLES = ['owner', 'manager', 'front desk'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const isTeamRole = (value: unknown): value is TeamRole =>
  typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

const FRONT_DESK: readonly Permission[] = [
  'manage pos',
  'view checkins',
  'view appointment calendars',
  'view customers',
  'view clock in clock outs',
];

/**
 * What each team role may do in a team store that is not the person's home
 * store. An owner runs every store like its own (though not its owner:
 * closing the store or granting owner-only permissions stays with the
 * store's own account); a manager everything but who may do what and the
 * settings; the front desk the counter's work.
 */
const PRESETS: Record<TeamRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => !OWNER_ONLY_PERMISSIONS.includes(p)),
  'front desk': FRONT_DESK,
};

export const teamRolePermissions = (role: TeamRole): readonly Permission[] => PRESETS[role];

export const TEAM_ROLE_LABELS: Record<TeamRole, { label: string; description: string }> = {
  owner: { label: 'Owner', description: 'Every screen of every location, and manages the team.' },
  manager: { label: 'Manager', description: 'Every screen except settings, employees and roles.' },
  'front desk': {
    label: 'Front desk',
    description: 'POS, check-ins, appointments, customers and the time clock.',
  },
};

/** Who may change the team itself (members, invitations, locations). */
export const managesTeam = (role: TeamRole | null | undefined): boolean => role === 'owner';
