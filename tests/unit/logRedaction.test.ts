import { describe, expect, test } from 'vitest';
import { routes } from '../../routes/index';
import { ID_PATTERN, type RouteDef } from '../../server/http/router';
import {
  createUrlRedactor,
  loggableError,
  REDACTED,
  secretParams,
} from '../../server/http/logRedaction';

const redact = createUrlRedactor(routes);
const SECRET = 'S3cr3t-t0ken_value-0123456789abcdefghijklmn';
const urlOf = (route: RouteDef, value: (param: string) => string) =>
  route.path.replace(/\{(\w+)\??\}/g, (_m, p: string) => value(p));

describe('what the request log redacts comes from the route table', () => {
  test('every parameter that is not an id is a secret: the links opened without signing in', () => {
    const secret = routes.flatMap((r) => secretParams(r).map((p) => `${r.name} {${p}}`));
    expect(secret).toEqual(
      expect.arrayContaining([
        'password.reset {token}',
        'kiosk.show {token}',
        'team-invitations.accept {token}',
        'display.show {display}',
        'display.tip {display}',
        'verification.verify {hash}',
      ]),
    );
    for (const r of routes)
      for (const p of secretParams(r)) expect(r.wheres[p], r.name).not.toBe(ID_PATTERN);
  });

  test('on every route, a secret parameter never reaches the log, an id always does', () => {
    for (const route of routes) {
      const secrets = new Set(secretParams(route));
      const url = urlOf(route, (p) => (secrets.has(p) ? SECRET : '12345'));
      const logged = redact(url).url;
      if (secrets.size) {
        expect(logged, route.name).not.toContain(SECRET);
        expect(logged, route.name).toContain(REDACTED);
        expect(redact(url).secrets, route.name).toContain(SECRET);
      } else expect(logged, route.name).toBe(url);
    }
  });

  test('a secret is redacted in any case, with a slash after it, or under a path no route has', () => {
    expect(redact(`/KIOSK/${SECRET}/`).url).toBe(`/KIOSK/${REDACTED}/`);
    expect(redact(`/display/${SECRET}/nothing-here`).url).toBe(`/display/${REDACTED}/nothing-here`);
    expect(redact(`/reset-password/${encodeURIComponent('a b+c')}`).url).toBe(
      `/reset-password/${REDACTED}`,
    );
    expect(redact('/dashboard/employees/7/edit').url).toBe('/dashboard/employees/7/edit');
  });

  test('query values: only the harmless ones are kept; a return path keeps its shape without its secrets', () => {
    expect(
      redact(
        `/dashboard/customers?page=2&range=today&q=Jane&email=a%40b.c&token=${SECRET}&signature=abc&expires=1&x[y]=z`,
      ).url,
    ).toBe(
      `/dashboard/customers?page=2&range=today&q=${REDACTED}&email=${REDACTED}&token=${REDACTED}&signature=${REDACTED}&expires=${REDACTED}&x[y]=${REDACTED}`,
    );
    expect(
      redact(`/login?redirect=${encodeURIComponent(`/team-invitations/${SECRET}?email=a@b.c`)}`)
        .url,
    ).toBe(`/login?redirect=/team-invitations/${REDACTED}%3Femail%3D${REDACTED}`);
    expect(redact('/apps/chairside/events?auth_key=k&auth_signature=deadbeef').url).toBe(
      `/apps/chairside/events?auth_key=${REDACTED}&auth_signature=${REDACTED}`,
    );
  });

  test('an error logged with the request loses the secrets its URL carried, wherever they are in it', () => {
    const err = new Error(`Failed query: select … where kiosk_token = $1\nparams: ${SECRET}`);
    (err as Error & { input?: string }).input = `https://x.test/kiosk/${SECRET}`;
    const { secrets } = redact(`/kiosk/${SECRET}`);
    const logged = JSON.stringify(loggableError(err, secrets));
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain(`params: ${REDACTED}`);
    expect(logged).toContain(`/kiosk/${REDACTED}`);
    // Nothing to take out: the error is logged as it is.
    expect(loggableError(err, [])).toBe(err);
  });
});
