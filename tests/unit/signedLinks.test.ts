import { beforeAll, describe, expect, test } from 'vitest';
import { checkSignedUrl, signedRouteUrl } from '../../server/domain/security/signedLinks';
import { registerRouteTable, routeUrl } from '../../server/http/urls';
import { get } from '../../server/http/router';
import type { RouteName } from '../../common/routes';

const secrets = {
  appUrl: 'https://salon.example',
  sessionSecret: 'test-secret-test-secret',
  routeUrl,
};
const noop = async () => {};

beforeAll(() =>
  registerRouteTable([
    get('/things/{thing}', 'things.show', noop),
    get('/other/{thing}', 'other.show', noop),
  ]),
);

const pathOf = (url: string) => url.slice(secrets.appUrl.length);

describe('signed links', () => {
  const later = new Date(Date.now() + 3600_000);

  test('a link is absolute from APP_URL and checks as valid for its purpose', () => {
    const url = signedRouteUrl(secrets, 'stub', 'things.show' as RouteName, { thing: 7 }, later, {
      v: 2,
    });
    expect(url.startsWith('https://salon.example/things/7?')).toBe(true);
    expect(checkSignedUrl(secrets, 'stub', pathOf(url))).toBe('valid');
  });

  test('a changed id, query, expiry, purpose or secret is invalid', () => {
    const url = pathOf(
      signedRouteUrl(secrets, 'stub', 'things.show' as RouteName, { thing: 7 }, later, { v: 2 }),
    );
    expect(checkSignedUrl(secrets, 'stub', url.replace('/things/7', '/things/8'))).toBe('invalid');
    expect(checkSignedUrl(secrets, 'stub', url.replace('v=2', 'v=3'))).toBe('invalid');
    expect(checkSignedUrl(secrets, 'stub', url.replace(/expires=\d+/, 'expires=99999999999'))).toBe(
      'invalid',
    );
    expect(checkSignedUrl(secrets, 'appointment', url)).toBe('invalid');
    expect(
      checkSignedUrl({ ...secrets, sessionSecret: 'another-secret-entirely' }, 'stub', url),
    ).toBe('invalid');
    expect(checkSignedUrl(secrets, 'stub', url.replace(/signature=.*/, ''))).toBe('invalid');
    expect(checkSignedUrl(secrets, 'stub', url + '&more=1')).toBe('invalid');
  });

  test('a link past its expiry is expired; one without expiry never is', () => {
    const past = pathOf(
      signedRouteUrl(
        secrets,
        'stub',
        'things.show' as RouteName,
        { thing: 7 },
        new Date(Date.now() - 1000),
      ),
    );
    expect(checkSignedUrl(secrets, 'stub', past)).toBe('expired');
    const forever = pathOf(
      signedRouteUrl(secrets, 'stub', 'things.show' as RouteName, { thing: 7 }, null),
    );
    expect(forever).toMatch(/^\/things\/7\?signature=[0-9a-f]{64}$/);
    expect(checkSignedUrl(secrets, 'stub', forever, new Date('2100-01-01'))).toBe('valid');
  });
});
