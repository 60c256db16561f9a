import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { Client, createTestApp, signedIn, type TestApp } from '../support/app';
import { storeId } from '../support/lookups';
import { makeEmployee } from '../support/factories';
import { checkInSettings, stations, teams } from '../../database/schema';
import { routeUrl } from '../../server/http/urls';
import { stubLink } from '../../server/domain/payroll/payStubLinks';
import { reviewLink } from '../../server/domain/reviews/reviewRequests';
import { manageLink } from '../../server/domain/appointments/onlineBooking';
import type { LinkMaker } from '../../server/domain/security/signedLinks';
import { seedTeams } from '../../database/seeders/teams';

/**
 * The request log (one line per request, and the line of a request that failed) never holds a
 * link's secret: each kind of secret link is opened through the app, then the whole log is read.
 */
let t: TestApp;
let lotus: number;
let links: LinkMaker;

beforeAll(async () => {
  t = await createTestApp({}, { log: true });
  await seedTeams(t.db);
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  links = { appUrl: t.config.appUrl, sessionSecret: t.config.sessionSecret, routeUrl };
});
afterAll(() => t.close());

const requestLines = () =>
  t.log.filter((l) => l.msg === 'request') as { method: string; url: string; status: number }[];
/** The log lines since `from`, as one text to search. */
const logText = (from: number) => JSON.stringify(t.log.slice(from));
const pathOf = (link: string) => {
  const u = new URL(link, t.config.appUrl);
  return `${u.pathname}${u.search}`;
};

describe('the request log redacts every secret a link carries', () => {
  test('a password reset link: its token in the path, the e-mail address in the query', async () => {
    const guest = new Client(t.app);
    await guest.post('/forgot-password', { email: 'owner@example.com' });
    await t.runJobs();
    const mail = t.mail.find((m) => m.to === 'owner@example.com')!;
    const link = pathOf(/http\S+/.exec(mail.text)![0]);
    const token = link.split('?')[0].split('/').pop()!;
    expect(token.length).toBeGreaterThan(20);
    const from = t.log.length;
    expect((await guest.visit(link)).status).toBe(200);
    expect(logText(from)).not.toContain(token);
    expect(logText(from)).not.toContain('owner%40example.com');
    expect(requestLines().at(-1)).toMatchObject({
      method: 'GET',
      url: '/reset-password/[redacted]?email=[redacted]',
      status: 200,
    });
  });

  test('a team invitation: shown and accepted, and the sign-in page it sends a guest to', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    const [team] = await t.db.select().from(teams).where(eq(teams.storeId, lotus));
    t.mail.length = 0;
    await owner.post(`/dashboard/teams/${team.id}/invitations`, {
      email: 'logged-invite@example.com',
      role: 'front desk',
      store_id: lotus,
    });
    const token = /\/team-invitations\/([A-Za-z0-9_-]{43})/.exec(t.mail[0].text)![1];
    const from = t.log.length;
    const guest = new Client(t.app);
    expect((await guest.visit(`/team-invitations/${token}`)).status).toBe(200);
    await guest.post(`/team-invitations/${token}`, { name: 'Logged', password: 'x' });
    // Where sign-in returns to is logged with its own secret taken out.
    await guest.get(`/login?redirect=${encodeURIComponent(`/team-invitations/${token}`)}`);
    expect(logText(from)).not.toContain(token);
    expect(requestLines().slice(-3)).toEqual([
      expect.objectContaining({ method: 'GET', url: '/team-invitations/[redacted]' }),
      expect.objectContaining({ method: 'POST', url: '/team-invitations/[redacted]' }),
      expect.objectContaining({
        method: 'GET',
        url: '/login?redirect=/team-invitations/[redacted]',
      }),
    ]);
  });

  test('the customer display’s link, its socket authorisation and its tip', async () => {
    const [station] = await t.db.select().from(stations).where(eq(stations.storeId, lotus));
    const owner = await signedIn(t.app, 'owner@example.com');
    await owner.post(`/dashboard/stations/${station.id}/display/rotate`);
    const [{ token }] = await t.db
      .select({ token: stations.displayToken })
      .from(stations)
      .where(eq(stations.id, station.id));
    const from = t.log.length;
    const guest = new Client(t.app);
    expect((await guest.visit(`/display/${token}`)).status).toBe(200);
    await guest.json(`/display/${token}/auth`, { socket_id: '1.1', channel_name: 'x' });
    await guest.json(`/display/${token}/tip`, { tip_cents: 100 });
    expect(logText(from)).not.toContain(token!);
    expect(
      requestLines()
        .slice(-3)
        .map((l) => l.url),
    ).toEqual(['/display/[redacted]', '/display/[redacted]/auth', '/display/[redacted]/tip']);
  });

  test('the kiosk: the pad, a phone typed on it, and the pages after', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    await owner.visit('/dashboard/settings?tab=checkins');
    const [{ token }] = await t.db
      .select({ token: checkInSettings.kioskToken })
      .from(checkInSettings)
      .where(eq(checkInSettings.storeId, lotus));
    const from = t.log.length;
    const guest = new Client(t.app);
    expect((await guest.visit(`/kiosk/${token}`)).status).toBe(200);
    await guest.post(`/kiosk/${token}`, { phone: '5550109999' });
    await guest.visit(`/kiosk/${token}/customer`);
    expect(logText(from)).not.toContain(token!);
    expect(logText(from)).not.toContain('5550109999');
    expect(
      requestLines()
        .slice(-3)
        .map((l) => l.url),
    ).toEqual(['/kiosk/[redacted]', '/kiosk/[redacted]', '/kiosk/[redacted]/customer']);
  });

  test('signed links: a pay stub, a review request, an appointment, each with its signature, expiry and nonce', async () => {
    const employee = await makeEmployee(t.db, lotus);
    const expiresAt = new Date(Date.now() + 86_400_000);
    const signed = [
      stubLink(links, lotus, 1, employee),
      reviewLink(links, lotus, { id: 1, nonce: 'n0nce-0f-the-review-link', expiresAt }),
      manageLink(links, lotus, { id: 1, version: 3, endsAt: expiresAt }),
    ].map(pathOf);
    const from = t.log.length;
    const guest = new Client(t.app);
    for (const link of signed) await guest.visit(link);
    const text = logText(from);
    for (const link of signed) {
      const query = new URL(link, t.config.appUrl).searchParams;
      expect(text).not.toContain(query.get('signature')!);
      if (query.get('n')) expect(text).not.toContain(query.get('n')!);
    }
    expect(
      requestLines()
        .slice(-3)
        .map((l) => l.url),
    ).toEqual([
      `/pay-stubs/${lotus}/1/${employee}?expires=[redacted]&signature=[redacted]`,
      `/review/${lotus}/1?n=[redacted]&expires=[redacted]&signature=[redacted]`,
      `/book/${lotus}/appointments/1?v=[redacted]&expires=[redacted]&signature=[redacted]`,
    ]);
  });

  test('a request that fails logs its error and URL without the secret, though the failed query quoted it', async () => {
    const own = await createTestApp({}, { log: true });
    const owner = await signedIn(own.app, 'owner@example.com');
    await owner.visit('/dashboard/settings?tab=checkins');
    const [{ token }] = await own.db
      .select({ token: checkInSettings.kioskToken })
      .from(checkInSettings)
      .where(eq(checkInSettings.storeId, await storeId(own.db, 'Lotus Nail Spa')));
    // The database goes away under the app: the kiosk's lookup by its token fails.
    await own.close();
    const from = own.log.length;
    expect((await request(own.app).get(`/kiosk/${token}`)).status).toBe(500);
    const failed = own.log.slice(from).find((l) => l.msg === 'request failed')!;
    expect(failed).toMatchObject({ method: 'GET', url: '/kiosk/[redacted]' });
    expect(JSON.stringify(failed.err)).toContain('[redacted]');
    expect(JSON.stringify(own.log.slice(from))).not.toContain(token!);
  });

  test('what the log keeps: paths of ids and the harmless query values (page, range, status)', async () => {
    const owner = await signedIn(t.app, 'owner@example.com');
    await owner.visit('/dashboard/invoices?range=thisMonth&page=2&q=Jane%20Doe&phone=2125550123');
    expect(requestLines().at(-1)!.url).toBe(
      '/dashboard/invoices?range=thisMonth&page=2&q=[redacted]&phone=[redacted]',
    );
  });
});
