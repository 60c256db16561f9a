import { describe, expect, it } from 'vitest';
import { OWNER_ONLY_PERMISSIONS, PERMISSIONS, can } from '../../common/permissions';
import { isTeamRole, managesTeam, teamRolePermissions, TEAM_ROLES } from '../../common/teamRoles';
import {
  hashInvitationToken,
  INVITATION_DAYS,
  INVITATION_TOKEN_PATTERN,
  invitationExpiry,
  invitationState,
  newInvitationToken,
} from '../../server/domain/teams/invitationTokens';

const subject = (permissions: readonly string[]) => ({
  roles: [],
  isReferal: false,
  permissions: [...permissions],
});

describe('team role presets', () => {
  it('an owner may do everything a store permission opens', () => {
    expect([...teamRolePermissions('owner')].sort()).toEqual([...PERMISSIONS].sort());
  });
  it('a manager everything but who may do what and the settings', () => {
    const manager = teamRolePermissions('manager');
    for (const p of OWNER_ONLY_PERMISSIONS) expect(manager).not.toContain(p);
    expect(manager).toHaveLength(PERMISSIONS.length - OWNER_ONLY_PERMISSIONS.length);
    expect(can(subject(manager), 'view payrolls report')).toBe(true);
  });
  it('the front desk the counter: POS, check-ins, appointments, customers, the clock, and nothing of money or staff', () => {
    const desk = subject(teamRolePermissions('front desk'));
    for (const p of [
      'manage pos',
      'view checkins',
      'view appointment calendars',
      'view customers',
      'view clock in clock outs',
    ])
      expect(can(desk, p)).toBe(true);
    for (const p of [
      'manage invoices',
      'view payrolls report',
      'view reports',
      'manage employees',
      'manage settings',
    ])
      expect(can(desk, p)).toBe(false);
  });
  it('every preset names only real permissions; only owners manage the team', () => {
    for (const role of TEAM_ROLES)
      for (const p of teamRolePermissions(role)) expect(PERMISSIONS).toContain(p);
    expect(TEAM_ROLES.filter(managesTeam)).toEqual(['owner']);
    expect(isTeamRole('front desk')).toBe(true);
    expect(isTeamRole('store user')).toBe(false);
    expect(isTeamRole(['owner'])).toBe(false);
  });
});

describe('invitation tokens and expiry', () => {
  it('a token is 43 URL-safe characters, new each time, kept only as its SHA-256', () => {
    const a = newInvitationToken();
    const b = newInvitationToken();
    expect(a).toMatch(new RegExp(`^${INVITATION_TOKEN_PATTERN}$`));
    expect(a).not.toBe(b);
    expect(hashInvitationToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashInvitationToken(a)).toBe(hashInvitationToken(a));
    expect(hashInvitationToken(a)).not.toBe(hashInvitationToken(b));
  });
  it('expires a week after it is sent; used and withdrawn win over the date', () => {
    const sent = new Date('2026-11-26T12:00:00Z');
    const expiresAt = invitationExpiry(sent);
    expect(expiresAt.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect(INVITATION_DAYS).toBe(7);
    const pending = { acceptedAt: null, revokedAt: null, expiresAt };
    expect(invitationState(pending, new Date('2026-12-03T11:59:59Z'))).toBe('pending');
    expect(invitationState(pending, new Date('2026-12-03T12:00:00Z'))).toBe('expired');
    expect(invitationState({ ...pending, revokedAt: sent }, sent)).toBe('revoked');
    expect(
      invitationState(
        { ...pending, acceptedAt: sent, revokedAt: sent },
        new Date('2027-01-01T00:00:00Z'),
      ),
    ).toBe('accepted');
  });
});
