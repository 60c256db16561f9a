import { describe, expect, it } from 'vitest';
import {
  bearerToken,
  formatToken,
  hashSecret,
  newSecret,
  parseToken,
  secretMatches,
} from '../../server/domain/apiTokens/tokens';
import { grantableAbilities } from '../../common/apiTokens';

describe('personal access tokens', () => {
  it('makes a 40-character base62 secret, different every time', () => {
    const a = newSecret();
    expect(a).toMatch(/^[0-9A-Za-z]{40}$/);
    expect(newSecret()).not.toBe(a);
  });

  it('formats cs_<id>_<secret> and parses it back', () => {
    const secret = newSecret();
    const token = formatToken(42, secret);
    expect(token).toBe(`cs_42_${secret}`);
    expect(parseToken(token)).toEqual({ id: 42, secret });
  });

  it('refuses malformed tokens', () => {
    const s = newSecret();
    for (const bad of [
      '',
      'cs__' + s,
      `cs_0_${s}`,
      `cs_01_${s}`,
      `cs_2147483648_${s}`,
      `cs_1_${s.slice(1)}`,
      `cs_1_${s}x`,
      `xx_1_${s}`,
      `cs_1_${s.slice(1)}!`,
      ` cs_1_${s}`,
    ]) {
      expect(parseToken(bad)).toBeNull();
    }
    expect(parseToken(`cs_2147483647_${s}`)).toEqual({ id: 2147483647, secret: s });
  });

  it('hashes with SHA-256 and compares the secret with the stored hash', () => {
    expect(hashSecret('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const s = newSecret();
    expect(secretMatches(s, hashSecret(s))).toBe(true);
    expect(secretMatches(newSecret(), hashSecret(s))).toBe(false);
    expect(secretMatches(s, 'not-hex')).toBe(false);
  });

  it('reads the bearer token from the Authorization header', () => {
    expect(bearerToken('Bearer cs_1_abc')).toBe('cs_1_abc');
    expect(bearerToken('bearer  cs_1_abc ')).toBe('cs_1_abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('grants only the abilities the permissions allow', () => {
    expect(
      grantableAbilities({ roles: ['store user'], isReferal: false, permissions: [] }),
    ).toEqual(['invoices:read', 'customers:read', 'customers:write', 'reports:read']);
    expect(
      grantableAbilities({ roles: [], isReferal: false, permissions: ['view customers'] }),
    ).toEqual(['customers:read', 'customers:write']);
    expect(grantableAbilities({ roles: ['store user'], isReferal: true, permissions: [] })).toEqual(
      [],
    );
  });
});
