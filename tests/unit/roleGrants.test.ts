import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import {
  holderChangeRefusal,
  isStoreOwner,
  OWNER_ONLY_MESSAGE,
  roleAssignmentRefusal,
  roleChangeRefusal,
} from '../../server/domain/access/roleGrants';

const owner = { roles: ['store user'], isReferal: false, permissions: [] };
const referral = { roles: ['store user'], isReferal: true, permissions: [] };
/** A manager the owner trusted with staff: "manage employees" and a few views. */
const manager = {
  roles: ['Manager'],
  isReferal: false,
  permissions: ['manage employees', 'view employees', 'view checkins', 'view customers'],
};

describe('who is the store owner', () => {
  test('the store user role, but not a referral partner who carries it too', () => {
    expect(isStoreOwner(owner)).toBe(true);
    expect(isStoreOwner(referral)).toBe(false);
    expect(isStoreOwner(manager)).toBe(false);
  });
});

describe('creating or changing a role', () => {
  test('the owner may put any permission into a role', () => {
    expect(
      roleChangeRefusal(owner, ['manage employees', 'manage settings', 'view stats']),
    ).toBeNull();
  });
  test('a manager may create a role with permissions they hold', () => {
    expect(roleChangeRefusal(manager, ['view checkins', 'view customers'])).toBeNull();
  });
  test('a manager may not create a role with a permission they lack, and is told which', () => {
    expect(english(roleChangeRefusal(manager, ['view checkins', 'view stats', 'view taxes']))).toBe(
      'You cannot grant permissions you do not have yourself: “See stats”, “See taxes”.',
    );
  });
  test('"manage employees" and "manage settings" are the owner’s alone, even for a manager who holds one', () => {
    expect(roleChangeRefusal(manager, ['manage employees'])).toBe(OWNER_ONLY_MESSAGE);
    expect(roleChangeRefusal(manager, ['manage settings'])).toBe(OWNER_ONLY_MESSAGE);
    expect(english(OWNER_ONLY_MESSAGE)).toBe(
      'Only the store owner may create, change or give a role that includes “Manage employees, pay rates and roles” or “Manage settings”.',
    );
  });
  test('a role that already includes an owner-only permission cannot be changed by a manager, not even to drop it', () => {
    expect(
      roleChangeRefusal(manager, ['view employees'], ['view employees', 'manage settings']),
    ).toBe(OWNER_ONLY_MESSAGE);
  });
  test('only what a change adds must be held: keeping or removing a permission the manager lacks is allowed', () => {
    expect(roleChangeRefusal(manager, ['view stats', 'view checkins'], ['view stats'])).toBeNull();
    expect(roleChangeRefusal(manager, [], ['view stats'])).toBeNull();
    expect(
      english(roleChangeRefusal(manager, ['view stats', 'view taxes'], ['view stats'])),
    ).toMatch(/“See taxes”\.$/);
  });
});

describe('giving a role to someone', () => {
  test('the owner may give any role', () => {
    expect(roleAssignmentRefusal(owner, ['manage employees', 'view stats'])).toBeNull();
  });
  test('a manager may give a role whose permissions they all hold', () => {
    expect(roleAssignmentRefusal(manager, ['view checkins'])).toBeNull();
    expect(roleAssignmentRefusal(manager, [])).toBeNull();
  });
  test('a manager may not give a role with a permission they lack, nor one with an owner-only permission', () => {
    expect(english(roleAssignmentRefusal(manager, ['view checkins', 'view stats']))).toBe(
      'You cannot give this role: it has permissions you do not have yourself (“See stats”).',
    );
    expect(roleAssignmentRefusal(manager, ['manage employees', 'view employees'])).toBe(
      OWNER_ONLY_MESSAGE,
    );
  });
});

describe('changing someone who holds a role', () => {
  test('a manager may change a holder of less than they have, not one of more or of an owner-only permission', () => {
    expect(holderChangeRefusal(manager, ['view checkins'])).toBeNull();
    expect(english(holderChangeRefusal(manager, ['view stats']))).toMatch(
      /^Only the store owner may change this employee/,
    );
    expect(english(holderChangeRefusal(manager, ['manage employees']))).toMatch(
      /^Only the store owner may change this employee/,
    );
    expect(holderChangeRefusal(owner, ['manage employees', 'manage settings'])).toBeNull();
  });
});
