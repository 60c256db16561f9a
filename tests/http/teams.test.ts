import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, signedIn, Client, type TestApp } from '../support/app';
import { storeDay } from '../support/days';
import { storeId } from '../support/lookups';
import { subscriptions, teamInvitations, teamMembers, teams, users } from '../../database/schema';
import { createPlan } from '../../database/queries/billing';
import { createUser } from '../../database/queries/users';
import { hashPassword } from '../../server/domain/access/passwords';
import { seedTeams, DEMO_SECOND_LOCATION } from '../../database/seeders/teams';
import { ACCEPT_LIMIT } from '../../server/http/controllers/teamInvitations';

/**
 * Teams: a team groups stores and people; an account switches the
 * store it works in from the header, and every store page then shows that
 * store only. Invitations by email with a role, accepted by link.
 */
let t: TestApp;
let owner: Client;
let lotus: number;
let midtown: number;
let rose: number;
let teamId: number;

const SWITCH = '/dashboard/teams/switch';
const tokenFrom = (text: string) => /\/team-invitations\/([A-Za-z0-9_-]{43})/.exec(text)![1];

beforeAll(async () => {
  t = await createTestApp();
  await seedTeams(t.db);
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  midtown = await storeId(t.db, DEMO_SECOND_LOCATION);
  rose = await storeId(t.db, 'Rose Nails');
  teamId = (await t.db.select().from(teams).where(eq(teams.storeId, lotus)))[0].id;
  owner = await signedIn(t.app, 'owner@example.com');
});
afterAll(() => t.close());
beforeEach(() => t.resetThrottles());

async function userAt(store: number, email: string) {
  const user = await createUser(t.db, {
    storeId: store,
    name: email.split('@')[0],
    email,
    passwordHash: await hashPassword('password'),
  });
  return { user, client: await signedIn(t.app, email) };
}

describe('switching store', () => {
  test('the header lists the team stores; switching makes every store page the other store, and back', async () => {
    const before = (await owner.visit('/dashboard')).body.props;
    expect(before.store.name).toBe('Lotus Nail Spa');
    expect(before.store_switcher).toEqual([
      { id: lotus, name: 'Lotus Nail Spa', current: true },
      { id: midtown, name: DEMO_SECOND_LOCATION, current: false },
    ]);
    const lotusStaff = (await owner.visit('/dashboard/employees')).body.props;
    expect(JSON.stringify(lotusStaff)).toContain('Anna Nguyen');

    const res = await owner.post(SWITCH, { store_id: midtown });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    const after = (await owner.visit('/dashboard')).body;
    expect(after.props.store.name).toBe(DEMO_SECOND_LOCATION);
    expect(after.flash).toEqual({ success: `You are working in ${DEMO_SECOND_LOCATION} now.` });
    // The cached actor is per acting store: the header follows the switch at once.
    expect(after.props.store_switcher.find((s: { current: boolean }) => s.current).id).toBe(
      midtown,
    );
    // Tenancy: the home store's records are not there.
    const staff = await owner.visit('/dashboard/employees');
    expect(staff.status).toBe(200);
    expect(JSON.stringify(staff.body.props)).not.toContain('Anna Nguyen');
    const lotusEmployee = JSON.parse(JSON.stringify(lotusStaff)).employees?.data?.[0]?.id ?? null;
    if (lotusEmployee)
      expect((await owner.visit(`/dashboard/employees/${lotusEmployee}/edit`)).status).toBe(404);
    // The owner runs the team's other store with every permission, but is not its owner account.
    expect(after.props.auth.user.roles).toEqual([]);
    expect(after.props.auth.user.permissions).toContain('manage settings');

    expect((await owner.post(SWITCH, { store_id: lotus })).status).toBe(303);
    expect((await owner.visit('/dashboard')).body.props.store.name).toBe('Lotus Nail Spa');
  });

  test('another team\u2019s store, a made-up id or a bad value is refused; an account with one store has no switcher', async () => {
    expect((await owner.post(SWITCH, { store_id: rose })).status).toBe(404);
    expect((await owner.post(SWITCH, { store_id: 999999 })).status).toBe(404);
    const bad = await owner.post(SWITCH, { store_id: 'x' }, { Referer: '/dashboard' });
    expect(bad.status).toBe(302);
    expect((await owner.visit('/dashboard')).body.props.errors.store_id).toMatch(
      /store is invalid/,
    );
    const owner2 = await signedIn(t.app, 'owner2@example.com');
    expect((await owner2.visit('/dashboard')).body.props.store_switcher).toEqual([]);
    expect((await owner2.post(SWITCH, { store_id: lotus })).status).toBe(404);
    expect((await new Client(t.app).post(SWITCH, { store_id: lotus })).status).toBe(302);
  });

  test('a removed member\u2019s next request falls back to their home store', async () => {
    const { user, client } = await userAt(rose, 'floater@example.com');
    const [member] = await t.db
      .insert(teamMembers)
      .values({ storeId: lotus, teamId, userId: user.id, role: 'front desk' })
      .returning();
    expect((await client.post(SWITCH, { store_id: midtown })).status).toBe(303);
    const there = (await client.visit('/dashboard')).body.props;
    expect(there.store.name).toBe(DEMO_SECOND_LOCATION);
    expect([...there.auth.user.permissions].sort()).toEqual([
      'manage pos',
      'view appointment calendars',
      'view checkins',
      'view clock in clock outs',
      'view customers',
    ]);
    // Front desk: no team page.
    expect((await client.visit(`/dashboard/teams/${teamId}`)).status).toBe(403);

    expect(
      (await owner.send('delete', `/dashboard/teams/${teamId}/members/${member.id}`)).status,
    ).toBe(303);
    const back = await client.visit('/dashboard');
    expect(back.status).toBe(200);
    expect(back.body.props.store.name).toBe('Rose Nails');
    expect(back.body.props.store_switcher).toEqual([]);
  });
});

describe('team pages', () => {
  test('the owner sees the team: locations, members, the pending invitation', async () => {
    const index = await owner.visit('/dashboard/teams');
    expect(index.status).toBe(200);
    expect(index.body.component).toBe('Teams/Show');
    const res = await owner.visit(`/dashboard/teams/${teamId}`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Teams/Show');
    const p = res.body.props;
    expect(p.team).toEqual({ id: teamId, name: 'Lotus Group' });
    expect(p.stores.map((s: { name: string }) => s.name)).toEqual([
      'Lotus Nail Spa',
      DEMO_SECOND_LOCATION,
    ]);
    expect(
      p.members.map((m: { email: string; role: string; is_owner: boolean }) => [
        m.email,
        m.role,
        m.is_owner,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['owner@example.com', 'owner', true],
        ['mai@example.com', 'manager', false],
      ]),
    );
    expect(p.invitations.map((i: { email: string }) => i.email)).toEqual(['frontdesk@example.com']);
    // Instants go as ISO strings; the page writes them in the store's zone (docs/features/languages-and-offline.md).
    const [sent] = await t.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.email, 'frontdesk@example.com'));
    expect(p.invitations[0]).toMatchObject({
      sent: sent.createdAt.toISOString(),
      expires: sent.expiresAt.toISOString(),
    });
    expect(JSON.stringify(p)).not.toMatch(/token|password/i);
    // Renaming: a blank name beside the field, then the new name.
    await owner.send(
      'put',
      `/dashboard/teams/${teamId}`,
      { name: ' ' },
      { Referer: `/dashboard/teams/${teamId}` },
    );
    expect((await owner.visit(`/dashboard/teams/${teamId}`)).body.props.errors.name).toBe(
      'The name field is required.',
    );
    expect(
      (await owner.send('put', `/dashboard/teams/${teamId}`, { name: 'Lotus Group NYC' })).status,
    ).toBe(303);
    expect((await owner.visit(`/dashboard/teams/${teamId}`)).body.props.team.name).toBe(
      'Lotus Group NYC',
    );
    await owner.send('put', `/dashboard/teams/${teamId}`, { name: 'Lotus Group' });
  });

  test('403 by role, 404 from another store, the menu entry only for owners', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.visit(`/dashboard/teams/${teamId}`)).status).toBe(403);
    expect((await manager.visit('/dashboard/teams')).status).toBe(403);
    expect((await manager.visit('/dashboard/teams/create')).status).toBe(403);
    expect((await manager.post('/dashboard/teams', { name: 'Mine' })).status).toBe(403);
    expect(JSON.stringify((await manager.visit('/dashboard')).body.props.menu)).not.toContain(
      'teams.index',
    );
    expect(JSON.stringify((await owner.visit('/dashboard')).body.props.menu)).toContain(
      'teams.index',
    );
    // Mai, the team's manager, does not manage the team.
    const mai = await signedIn(t.app, 'mai@example.com');
    expect((await mai.visit(`/dashboard/teams/${teamId}`)).status).toBe(403);
    expect(
      (
        await mai.post(`/dashboard/teams/${teamId}/invitations`, {
          email: 'x@example.com',
          role: 'owner',
          store_id: lotus,
        })
      ).status,
    ).toBe(403);
    // Every write of the team, as its manager and as the home store's manager role: 403 (the ids exist).
    const [pending] = await t.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.teamId, teamId));
    const [someone] = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId));
    const base = `/dashboard/teams/${teamId}`;
    const writes: ['post' | 'put' | 'delete', string, object][] = [
      ['put', base, { name: 'Renamed' }],
      ['post', `${base}/locations`, { name: 'X', timezone: 'America/New_York' }],
      ['post', `${base}/invitations/${pending.id}/resend`, {}],
      ['delete', `${base}/invitations/${pending.id}`, {}],
      ['put', `${base}/members/${someone.id}`, { role: 'manager' }],
      ['delete', `${base}/members/${someone.id}`, {}],
    ];
    for (const [method, path, body] of writes) {
      expect((await mai.send(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await manager.send(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    // Another store's owner: the team is not there at all.
    const owner2 = await signedIn(t.app, 'owner2@example.com');
    expect((await owner2.visit(`/dashboard/teams/${teamId}`)).status).toBe(404);
    expect(
      (
        await owner2.post(`/dashboard/teams/${teamId}/invitations`, {
          email: 'x@example.com',
          role: 'owner',
          store_id: rose,
        })
      ).status,
    ).toBe(404);
    expect((await owner2.send('delete', `/dashboard/teams/${teamId}/members/1`)).status).toBe(404);
    const [inv] = await t.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.teamId, teamId));
    expect(
      (await owner2.send('delete', `/dashboard/teams/${teamId}/invitations/${inv.id}`)).status,
    ).toBe(404);
    expect(
      (await owner.send('delete', `/dashboard/teams/${teamId}/invitations/2147483647`)).status,
    ).toBe(404);
    expect(
      (await owner.send('delete', `/dashboard/teams/${teamId}/members/2147483647`)).status,
    ).toBe(404);
  });

  test('a store owner without a team creates one (once); its store is the first location', async () => {
    const owner2 = await signedIn(t.app, 'owner2@example.com');
    expect((await owner2.visit('/dashboard/teams')).body.component).toBe('Teams/Create');
    const page = await owner2.visit('/dashboard/teams/create');
    expect(page.body.component).toBe('Teams/Create');
    const blank = await owner2.post(
      '/dashboard/teams',
      { name: '' },
      { Referer: '/dashboard/teams/create' },
    );
    expect(blank.status).toBe(302);
    expect((await owner2.visit('/dashboard/teams/create')).body.props.errors.name).toBe(
      'The name field is required.',
    );
    const made = await owner2.post('/dashboard/teams', { name: 'Rose Group' });
    const again = await owner2.post('/dashboard/teams', { name: 'Rose Group' });
    expect(again.headers.location).toBe(made.headers.location);
    expect(await t.db.select().from(teams).where(eq(teams.storeId, rose))).toHaveLength(1);
    const show = (await owner2.visit(made.headers.location)).body.props;
    expect(show.stores).toEqual([
      {
        id: rose,
        name: 'Rose Nails',
        timezone: 'America/Los_Angeles',
        address: expect.anything(),
        current: true,
      },
    ]);
  });

  test('adding a location: bad input beside the field, then a new store inside the team', async () => {
    const show = `/dashboard/teams/${teamId}`;
    await owner.post(`${show}/locations`, { name: '', timezone: 'Mars/Base' }, { Referer: show });
    const errors = (await owner.visit(show)).body.props.errors;
    expect(errors.name).toBe('The name field is required.');
    expect(errors.timezone).toMatch(/time zone/);
    const res = await owner.post(`${show}/locations`, {
      name: 'Lotus Nail Spa Queens',
      timezone: 'America/New_York',
      address: '1 Queens Blvd',
    });
    expect(res.status).toBe(302);
    const p = (await owner.visit(show)).body.props;
    expect(p.stores.map((s: { name: string }) => s.name)).toContain('Lotus Nail Spa Queens');
    expect(p.locations.used).toBe(3);
  });

  test('a location beyond the plan’s limit is refused beside the name; the most generous plan among the stores counts', async () => {
    const show = `/dashboard/teams/${teamId}`;
    const stores = (await owner.visit(show)).body.props.stores as { id: number }[];
    const small = await createPlan(t.db, {
      code: 'teams-small',
      name: 'Small',
      interval: 'month',
      priceCents: 1000,
      maxEmployees: null,
      maxStations: null,
      smsPerMonth: null,
      maxLocations: 1,
      features: [],
    });
    const sized = await createPlan(t.db, {
      code: 'teams-sized',
      name: 'Sized',
      interval: 'month',
      priceCents: 2000,
      maxEmployees: null,
      maxStations: null,
      smsPerMonth: null,
      maxLocations: stores.length,
      features: [],
    });
    const today = storeDay();
    for (const [i, s] of stores.entries()) {
      await t.db.insert(subscriptions).values({
        storeId: s.id,
        planId: i === 0 ? small.id : sized.id,
        status: 'active',
        currentPeriodStart: today,
        currentPeriodEnd: today,
      });
    }
    await owner.post(
      `${show}/locations`,
      { name: 'One Too Many', timezone: 'America/New_York' },
      { Referer: show },
    );
    const page = (await owner.visit(show)).body.props;
    expect(page.errors.name).toBe(
      `Your plan includes ${stores.length} locations. Change to a plan with more locations to add another.`,
    );
    expect(page.locations).toEqual({ used: stores.length, max: stores.length });
    expect(page.stores.map((x: { name: string }) => x.name)).not.toContain('One Too Many');
    await t.db.delete(subscriptions).where(
      inArray(
        subscriptions.storeId,
        stores.map((x) => x.id),
      ),
    );
  });

  test('changing a role and refusing to demote or remove the owner', async () => {
    const show = `/dashboard/teams/${teamId}`;
    const members = (await owner.visit(show)).body.props.members as {
      id: number;
      email: string;
      is_owner: boolean;
    }[];
    const mai = members.find((m) => m.email === 'mai@example.com')!;
    const me = members.find((m) => m.is_owner)!;
    expect(
      (await owner.send('put', `${show}/members/${mai.id}`, { role: 'front desk' })).status,
    ).toBe(303);
    expect((await t.db.select().from(teamMembers).where(eq(teamMembers.id, mai.id)))[0].role).toBe(
      'front desk',
    );
    await owner.send('put', `${show}/members/${mai.id}`, { role: 'boss' }, { Referer: show });
    expect((await owner.visit(show)).body.props.errors.role).toMatch(/Choose a role/);
    await owner.send('put', `${show}/members/${me.id}`, { role: 'manager' }, { Referer: show });
    expect((await owner.visit(show)).body.props.errors.role).toMatch(/stays its owner/);
    await owner.send('delete', `${show}/members/${me.id}`, {}, { Referer: show });
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.id, me.id))).toHaveLength(1);
    await owner.send('put', `${show}/members/${mai.id}`, { role: 'manager' });
  });
});

describe('invitations', () => {
  const show = () => `/dashboard/teams/${teamId}`;

  test('bad input beside the field; another team\u2019s store is refused as a landing store', async () => {
    await owner.post(
      `${show()}/invitations`,
      { email: 'not-an-email', role: 'chief', store_id: rose },
      { Referer: show() },
    );
    const errors = (await owner.visit(show())).body.props.errors;
    expect(errors.email).toMatch(/valid email/);
    expect(errors.role).toMatch(/Choose a role/);
    await owner.post(
      `${show()}/invitations`,
      { email: 'ok@example.com', role: 'manager', store_id: rose },
      { Referer: show() },
    );
    expect((await owner.visit(show())).body.props.errors.store_id).toMatch(/locations/);
    await owner.post(
      `${show()}/invitations`,
      { email: 'mai@example.com', role: 'manager', store_id: midtown },
      { Referer: show() },
    );
    expect((await owner.visit(show())).body.props.errors.email).toMatch(/already on the team/);
  });

  test('a new person: the emailed link, an account made from it, landing in the team store; twice is once', async () => {
    t.mail.length = 0;
    expect(
      (
        await owner.post(`${show()}/invitations`, {
          email: 'Nora@Example.com',
          role: 'front desk',
          store_id: midtown,
        })
      ).status,
    ).toBe(302);
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0].to).toBe('Nora@Example.com');
    const token = tokenFrom(t.mail[0].text);
    // Only the hash is stored.
    expect(JSON.stringify(await t.db.select().from(teamInvitations))).not.toContain(token);

    const guest = new Client(t.app);
    const page = await guest.visit(`/team-invitations/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.component).toBe('TeamInvitations/Show');
    expect(page.body.props).toMatchObject({
      state: 'pending',
      action: 'register',
      invitation: { team: 'Lotus Group', store: DEMO_SECOND_LOCATION, role: 'front desk' },
    });

    await guest.post(
      `/team-invitations/${token}`,
      { name: 'Nora', password: 'short', password_confirmation: 'short' },
      { Referer: `/team-invitations/${token}` },
    );
    expect((await guest.visit(`/team-invitations/${token}`)).body.props.errors.password).toMatch(
      /at least 8/,
    );

    const made = await guest.post(`/team-invitations/${token}`, {
      name: 'Nora Lam',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    expect(made.status).toBe(302);
    expect(made.headers.location).toBe('/dashboard');
    const dash = (await guest.visit('/dashboard')).body.props;
    expect(dash.store.name).toBe(DEMO_SECOND_LOCATION);
    const [nora] = await t.db.select().from(users).where(eq(users.email, 'Nora@Example.com'));
    expect(nora.storeId).toBe(midtown);

    // The same submit again (another tab): one member, no second account, no 500.
    const again = await guest.post(`/team-invitations/${token}`, {});
    expect(again.status).toBe(302);
    expect(
      await t.db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, nora.id))),
    ).toHaveLength(1);
    const used = await new Client(t.app).visit(`/team-invitations/${token}`);
    expect(used.body.props).toMatchObject({ state: 'accepted', action: null });
  });

  test('an existing account signs in, comes back, accepts; resend replaces the link; revoked and expired links say so', async () => {
    await userAt(rose, 'tess@example.com');
    t.mail.length = 0;
    await owner.post(`${show()}/invitations`, {
      email: 'tess@example.com',
      role: 'manager',
      store_id: lotus,
    });
    const first = tokenFrom(t.mail[0].text);
    const [inv] = await t.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.email, 'tess@example.com'));
    expect((await owner.post(`${show()}/invitations/${inv.id}/resend`)).status).toBe(302);
    const second = tokenFrom(t.mail[1].text);
    expect(second).not.toBe(first);
    expect((await new Client(t.app).visit(`/team-invitations/${first}`)).status).toBe(404);

    const guest = new Client(t.app);
    const page = (await guest.visit(`/team-invitations/${second}`)).body.props;
    expect(page.action).toBe('login');
    expect(page.login_url).toBe(
      `/login?redirect=${encodeURIComponent(`/team-invitations/${second}`)}`,
    );
    // Someone else signed in cannot accept it.
    const other = (await owner.visit(`/team-invitations/${second}`)).body.props;
    expect(other.action).toBe('wrong_account');
    expect((await owner.post(`/team-invitations/${second}`)).status).toBe(302);
    expect(
      await t.db.select().from(teamMembers).where(eq(teamMembers.userId, inv.invitedByUserId!)),
    ).toHaveLength(1);

    const login = await guest.post('/login', {
      email: 'tess@example.com',
      password: 'password',
      redirect: `/team-invitations/${second}`,
    });
    expect(login.headers.location).toBe(`/team-invitations/${second}`);
    expect((await guest.visit(`/team-invitations/${second}`)).body.props.action).toBe('accept');
    expect((await guest.post(`/team-invitations/${second}`)).headers.location).toBe('/dashboard');
    expect((await guest.visit('/dashboard')).body.props.store.name).toBe('Lotus Nail Spa');

    // Revoked, expired.
    t.mail.length = 0;
    await owner.post(`${show()}/invitations`, {
      email: 'gone@example.com',
      role: 'manager',
      store_id: lotus,
    });
    const revokedToken = tokenFrom(t.mail[0].text);
    const [gone] = await t.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.email, 'gone@example.com'));
    expect((await owner.send('delete', `${show()}/invitations/${gone.id}`)).status).toBe(303);
    expect(
      (await new Client(t.app).visit(`/team-invitations/${revokedToken}`)).body.props,
    ).toMatchObject({ state: 'revoked', message: 'This invitation was withdrawn.' });

    await owner.post(`${show()}/invitations`, {
      email: 'late@example.com',
      role: 'manager',
      store_id: lotus,
    });
    const lateToken = tokenFrom(t.mail[1].text);
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.email, 'late@example.com'));
    const expired = await new Client(t.app).visit(`/team-invitations/${lateToken}`);
    expect(expired.status).toBe(200);
    expect(expired.body.props).toMatchObject({
      state: 'expired',
      message: 'This invitation has expired. Ask for a new one.',
    });
    const late = new Client(t.app);
    await late.post(
      `/team-invitations/${lateToken}`,
      { name: 'Late', password: 'a-long-password', password_confirmation: 'a-long-password' },
      { Referer: `/team-invitations/${lateToken}` },
    );
    expect(await t.db.select().from(users).where(eq(users.email, 'late@example.com'))).toHaveLength(
      0,
    );
    // A token that is not one of ours.
    expect((await new Client(t.app).visit(`/team-invitations/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await new Client(t.app).visit('/team-invitations/short')).status).toBe(404);
  });

  test('accepting is throttled per address', async () => {
    const guest = new Client(t.app);
    const fake = 'b'.repeat(43);
    for (let i = 0; i < ACCEPT_LIMIT.max; i++)
      expect((await guest.post(`/team-invitations/${fake}`, {})).status).toBe(404);
    // Refused before the token is looked up: back to the form with the wait beside the first field.
    const refused = await guest.post(
      `/team-invitations/${fake}`,
      {},
      { Referer: `/team-invitations/${fake}` },
    );
    expect(refused.status).toBe(302);
    expect((await guest.visit(`/team-invitations/${fake}`)).body.props.errors.name).toMatch(
      /Too many/,
    );
  });
});
