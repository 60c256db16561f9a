import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { stations, stores } from '../../database/schema';
import { saveReviewSettings } from '../../database/queries/reviews';
import { saveTipRules } from '../../database/queries/tipRules';
import { createTestApp, signedIn, Client, type TestApp } from '../support/app';
import { makeCustomer } from '../support/factories';
import { storeId } from '../support/lookups';
import { listen, RawSocket, type Frame } from '../support/realtime';
import { ticketKit } from '../support/tickets';
import { authToken, channelStringToSign } from '../../server/realtime/signatures';
import { storeChannel } from '../../server/realtime/storeEvents';
import { displayChannel } from '../../server/domain/display/customerDisplay';
import { TIP_LIMITS } from '../../server/http/controllers/customerDisplay';

/**
 * The customer display: the page a station's secret link opens,
 * what the POS of a station sends it, the tip the customer chooses on it,
 * and its own private channel that nothing else may join.
 */

let t: TestApp;
let port: number;
let stop: () => Promise<void>;
let lotus: number;
let rose: number;
let frontDesk: number;
let station2: number;
let roseDesk: number;
/** The owner's POS on the Front Desk station device. */
let pos: Client;
const sockets: RawSocket[] = [];

const tokenOf = async (id: number) =>
  (await t.db.select({ token: stations.displayToken }).from(stations).where(eq(stations.id, id)))[0]
    .token;
const stationNamed = async (store: number, name: string) =>
  (
    await t.db
      .select({ id: stations.id })
      .from(stations)
      .where(and(eq(stations.storeId, store), eq(stations.name, name)))
  )[0].id;
const savedScreen = async (id: number) =>
  (
    await t.db.select({ screen: stations.displayScreen }).from(stations).where(eq(stations.id, id))
  )[0].screen as Record<string, unknown> | null;

beforeAll(async () => {
  t = await createTestApp();
  const listening = await listen(t.app);
  port = listening.port;
  stop = listening.close;
  lotus = await storeId(t.db, 'Lotus Nail Spa');
  rose = await storeId(t.db, 'Rose Nails');
  frontDesk = await stationNamed(lotus, 'Front Desk');
  station2 = await stationNamed(lotus, 'Station 2');
  roseDesk = await stationNamed(rose, 'Front Desk');
  pos = await signedIn(t.app, 'owner@example.com');
  expect((await pos.post(`/dashboard/stations/${frontDesk}/select`)).status).toBe(302);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await stop?.();
  await t?.close();
});
beforeEach(() => t.resetThrottles());

const ticket = (over: Record<string, unknown> = {}) => ({
  customer_id: null,
  lines: [
    {
      name: 'Gel manicure',
      quantity: 1,
      unit_price_cents: 4000,
      discount_cents: 500,
      amount_cents: 3500,
    },
  ],
  subtotal_cents: 4000,
  discount_cents: 500,
  tax_cents: 0,
  tip_cents: 0,
  total_cents: 3500,
  amount_due_cents: 3500,
  ...over,
});
const UPDATE = '/dashboard/pos/display';

/** A raw socket subscribed to a private channel with the given auth answer. */
async function subscribe(
  channel: string,
  auth: (socketId: string) => Promise<string | null>,
): Promise<RawSocket> {
  const socket = await RawSocket.open(
    port,
    `/app/${t.config.pusher.key}?protocol=7&client=js&version=8.4.0`,
  );
  sockets.push(socket);
  const socketId = await socket.established();
  socket.send('pusher:subscribe', { channel, auth: (await auth(socketId)) ?? '' });
  await socket.next(
    (f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel,
  );
  return socket;
}

/** The display page's own authorisation, as pusher-js posts it (a guest's browser: no session, the XSRF cookie). */
async function displayAuth(guest: Client, token: string, socketId: string, channel: string) {
  return guest.agent
    .post(`/display/${token}/auth`)
    .set({
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-XSRF-TOKEN': guest.xsrf,
    })
    .type('form')
    .send({ socket_id: socketId, channel_name: channel });
}

async function guestAt(token: string) {
  const guest = new Client(t.app);
  await guest.get(`/display/${token}`);
  return guest;
}

const noFrame = (socket: RawSocket, event: string, ms = 300) =>
  socket.next(event, ms).then(
    (f: Frame) => f,
    () => null,
  );

describe('the display page', () => {
  test('a station’s link opens its display without signing in: the store, the station and what it shows now', async () => {
    const guest = new Client(t.app);
    const token = await tokenOf(frontDesk);
    const res = await guest.visit(`/display/${token}`);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('Customer/Payment');
    expect(res.body.props).toMatchObject({
      salon: { name: 'Lotus Nail Spa' },
      station_name: 'Front Desk',
      token,
      channel: expect.stringMatching(new RegExp(`^display\\.${frontDesk}\\.[A-Za-z0-9_-]{22}$`)),
      socket: { key: t.config.pusher.key },
      thank_you_seconds: 20,
    });
    expect(res.body.props.screen).toEqual(expect.objectContaining({ screen: expect.any(String) }));
    expect(res.body.props.auth.user).toBeNull();
  });

  test('the display speaks the store’s customer language, and the visitor’s own choice over it', async () => {
    const token = await tokenOf(frontDesk);
    await t.db.update(stores).set({ locale: 'es' }).where(eq(stores.id, lotus));
    try {
      const guest = new Client(t.app);
      expect((await guest.visit(`/display/${token}`)).body.props.locale).toBe('es');
      await guest.post('/locale', { locale: 'vi' });
      expect((await guest.visit(`/display/${token}`)).body.props.locale).toBe('vi');
    } finally {
      await t.db.update(stores).set({ locale: 'en' }).where(eq(stores.id, lotus));
    }
  });

  test('an unknown or malformed link is a 404', async () => {
    const guest = new Client(t.app);
    expect((await guest.visit(`/display/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await guest.visit('/display/short')).status).toBe(404);
    expect((await guest.visit(`/display/${'a'.repeat(65)}`)).status).toBe(404);
    expect((await guest.json(`/display/${'x'.repeat(32)}/tip`, { type: 'none' })).status).toBe(404);
  });

  test('Settings → Stations shows each station’s display link and QR code', async () => {
    const res = await pos.visit('/dashboard/stations');
    const desk = res.body.props.stations.find((s: { id: number }) => s.id === frontDesk);
    expect(desk.display_url).toBe(`${t.config.appUrl}/display/${await tokenOf(frontDesk)}`);
    const qr = await pos.get(desk.display_qr_url);
    expect(qr.status).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
  });

  test('a new link cuts the old one off (404, and its screen is told) and the new one opens', async () => {
    const old = await tokenOf(station2);
    const guest = await guestAt(old);
    const channel = displayChannel(station2, old);
    const screen = await subscribe(
      channel,
      async (id) => (await displayAuth(guest, old, id, channel)).body.auth,
    );
    const res = await pos.post(`/dashboard/stations/${station2}/display/rotate`);
    expect(res.status).toBe(303);
    expect(
      (await screen.next((f) => f.event === 'DisplayRevoked' && f.channel === channel)).channel,
    ).toBe(channel);
    const fresh = await tokenOf(station2);
    expect(fresh).not.toBe(old);
    expect((await guest.visit(`/display/${old}`)).status).toBe(404);
    expect((await displayAuth(guest, old, '1.2', channel)).status).toBe(404);
    expect((await guest.visit(`/display/${fresh}`)).status).toBe(200);
  });

  test('the link is managed with "manage settings", and only for the store’s own stations', async () => {
    const manager = await signedIn(t.app, 'manager@example.com');
    expect((await manager.post(`/dashboard/stations/${frontDesk}/display/rotate`)).status).toBe(
      403,
    );
    expect((await manager.get(`/dashboard/stations/${frontDesk}/display/qr`)).status).toBe(403);
    const before = await tokenOf(roseDesk);
    expect((await pos.post(`/dashboard/stations/${roseDesk}/display/rotate`)).status).toBe(404);
    expect((await pos.get(`/dashboard/stations/${roseDesk}/display/qr`)).status).toBe(404);
    expect(await tokenOf(roseDesk)).toBe(before);
  });
});

describe('the display’s channel', () => {
  test('the display may join its own channel, signed with the app secret', async () => {
    const token = await tokenOf(frontDesk);
    const guest = await guestAt(token);
    const channel = displayChannel(frontDesk, token);
    const res = await displayAuth(guest, token, '123.456', channel);
    expect(res.status).toBe(200);
    expect(res.body.auth).toBe(
      authToken(
        t.config.pusher.key,
        t.config.pusher.secret,
        channelStringToSign('123.456', channel),
      ),
    );
  });

  test('but not another station’s display, the store channel, or a presence channel', async () => {
    const token = await tokenOf(frontDesk);
    const guest = await guestAt(token);
    for (const channel of [
      displayChannel(station2, await tokenOf(station2)),
      `private-display.${frontDesk}.${'A'.repeat(22)}`,
      storeChannel(lotus),
      `presence-store.${lotus}`,
      displayChannel(roseDesk, await tokenOf(roseDesk)),
    ]) {
      expect((await displayAuth(guest, token, '123.456', channel)).status, channel).toBe(403);
    }
    expect(
      (await displayAuth(guest, token, 'abc', displayChannel(frontDesk, token))).body.errors,
    ).toEqual({ socket_id: 'The socket id is not valid.' });
  });

  test('staff cannot join a display channel through /broadcasting/auth', async () => {
    const res = await pos.agent
      .post('/broadcasting/auth')
      .set({ Accept: 'application/json', 'X-XSRF-TOKEN': pos.xsrf })
      .type('form')
      .send({
        socket_id: '1.2',
        channel_name: displayChannel(frontDesk, await tokenOf(frontDesk)),
      });
    expect(res.status).toBe(403);
  });
});

describe('pos.display.update', () => {
  test('needs "manage pos", and a device that is a station', async () => {
    const referral = await signedIn(t.app, 'referral@example.com');
    expect((await referral.json(UPDATE, { screen: 'idle' })).status).toBe(403);
    const elsewhere = await signedIn(t.app, 'owner@example.com');
    const res = await elsewhere.json(UPDATE, { screen: 'idle' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This device is not a station, so it has no customer display.');
  });

  test('bad input is answered beside its field, and nothing is shown', async () => {
    await pos.json(UPDATE, { screen: 'idle' });
    expect((await pos.json(UPDATE, { screen: 'dance' })).body.errors).toEqual({
      screen: 'The screen must be idle, ticket, tip or thank_you.',
    });
    const bad = await pos.json(UPDATE, {
      screen: 'ticket',
      ticket: ticket({
        lines: [
          { name: '', quantity: 0, unit_price_cents: -1, discount_cents: 0, amount_cents: 0 },
        ],
        total_cents: 'lots',
      }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      'ticket.lines.0.name': 'The line name field is required.',
      'ticket.lines.0.quantity': 'The quantity must be a whole number from 1 to 999.',
      'ticket.lines.0.unit_price_cents': 'The price may not be negative.',
      'ticket.total_cents': 'The total must be an amount.',
    });
    const rosey = await makeCustomer(t.db, rose, { name: 'Rosa Other' });
    expect(
      (await pos.json(UPDATE, { screen: 'ticket', ticket: ticket({ customer_id: rosey }) })).body
        .errors,
    ).toEqual({ 'ticket.customer_id': 'The customer is invalid.' });
    expect(
      (await pos.json(UPDATE, { screen: 'thank_you', invoice_id: 2147483647 })).body.errors,
    ).toEqual({ invoice_id: 'No paid ticket of this store has this number.' });
    expect(await savedScreen(frontDesk)).toEqual({ screen: 'idle' });
  });

  test('the ticket goes to this station’s display only, with her first name and nothing else of her', async () => {
    const token = await tokenOf(frontDesk);
    const guest = await guestAt(token);
    const channel = displayChannel(frontDesk, token);
    const display = await subscribe(
      channel,
      async (id) => (await displayAuth(guest, token, id, channel)).body.auth,
    );
    const otherToken = await tokenOf(station2);
    const otherGuest = await guestAt(otherToken);
    const other = displayChannel(station2, otherToken);
    const otherDisplay = await subscribe(
      other,
      async (id) => (await displayAuth(otherGuest, otherToken, id, other)).body.auth,
    );
    const staff = await subscribe(storeChannel(lotus), async (id) => {
      const res = await pos.agent
        .post('/broadcasting/auth')
        .set({ Accept: 'application/json', 'X-XSRF-TOKEN': pos.xsrf })
        .type('form')
        .send({ socket_id: id, channel_name: storeChannel(lotus) });
      return res.body.auth;
    });

    const maria = await makeCustomer(t.db, lotus, { name: 'Maria Lopez', phone: '5550101234' });
    const res = await pos.json(UPDATE, {
      screen: 'ticket',
      ticket: ticket({ customer_id: maria }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ screen: 'ticket', station_id: frontDesk });

    const frame = await display.next((f) => f.event === 'DisplayUpdated' && f.channel === channel);
    const { customer_id: _, ...shown } = ticket();
    expect(frame.data).toEqual({
      screen: 'ticket',
      ticket: { ...shown, customer_first_name: 'Maria' },
    });
    expect(JSON.stringify(frame.data)).not.toMatch(/Lopez|5550101234|customer_id/);
    expect(await savedScreen(frontDesk)).toEqual(frame.data);
    expect(await noFrame(otherDisplay, 'DisplayUpdated')).toBeNull();
    expect(await noFrame(staff, 'DisplayUpdated')).toBeNull();

    // A display opened now starts from the same screen.
    expect((await guest.visit(`/display/${token}`)).body.props.screen).toEqual(frame.data);
  });

  test('thank you for a paid ticket: the review invitation only when a request will be sent', async () => {
    const kit = await ticketKit(t.db);
    const maria = await makeCustomer(t.db, lotus, { name: 'Maria Lopez', phone: '5550104321' });
    await saveReviewSettings(t.db, lotus, { mode: 'sms' });
    const reviewed = await kit.pay({ customerId: maria });
    expect((await pos.json(UPDATE, { screen: 'thank_you', invoice_id: reviewed })).status).toBe(
      200,
    );
    expect(await savedScreen(frontDesk)).toEqual({
      screen: 'thank_you',
      first_name: 'Maria',
      review: 'sms',
    });

    await saveReviewSettings(t.db, lotus, { mode: 'off' });
    const quiet = await kit.pay({ customerId: maria });
    await pos.json(UPDATE, { screen: 'thank_you', invoice_id: quiet });
    expect(await savedScreen(frontDesk)).toEqual({
      screen: 'thank_you',
      first_name: 'Maria',
      review: null,
    });

    const walkIn = await kit.pay();
    await pos.json(UPDATE, { screen: 'thank_you', invoice_id: walkIn });
    expect(await savedScreen(frontDesk)).toEqual({
      screen: 'thank_you',
      first_name: null,
      review: null,
    });

    // Another store's ticket is not this store's to thank for.
    const roseKit = await ticketKit(t.db, 'Rose Nails', ['2001']);
    expect(
      (await pos.json(UPDATE, { screen: 'thank_you', invoice_id: await roseKit.pay() })).status,
    ).toBe(422);
    expect(await savedScreen(frontDesk)).toEqual({
      screen: 'thank_you',
      first_name: null,
      review: null,
    });
  });
});

describe('display.tip', () => {
  const token = () => tokenOf(frontDesk);
  const askForTip = async (base = 4330) => {
    const res = await pos.json(UPDATE, {
      screen: 'tip',
      ticket: ticket({ total_cents: base, amount_due_cents: base }),
      tip_base_cents: base,
    });
    expect(res.status).toBe(200);
  };

  test('no tip screen up: the tap is refused and nothing is told', async () => {
    await pos.json(UPDATE, { screen: 'idle' });
    const guest = await guestAt(await token());
    const res = await guest.json(`/display/${await token()}/tip`, { type: 'none' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ tip: 'The salon is not asking for a tip right now.' });
  });

  test('the tip screen offers the store’s suggestions on the base, and her 20 % goes to the store channel for this station, once', async () => {
    await saveTipRules(t.db, lotus, {
      suggestedPercents: [18, 20, 25],
      base: 'subtotal',
      split: 'proportional',
    });
    const staff = await subscribe(storeChannel(lotus), async (id) => {
      const res = await pos.agent
        .post('/broadcasting/auth')
        .set({ Accept: 'application/json', 'X-XSRF-TOKEN': pos.xsrf })
        .type('form')
        .send({ socket_id: id, channel_name: storeChannel(lotus) });
      return res.body.auth;
    });
    await askForTip(4330);
    expect(await savedScreen(frontDesk)).toMatchObject({
      screen: 'tip',
      tip_base_cents: 4330,
      max_cents: 4330,
      choices: [
        { percent: 18, cents: 779 },
        { percent: 20, cents: 866 },
        { percent: 25, cents: 1083 },
      ],
    });
    const guest = await guestAt(await token());
    const res = await guest.json(`/display/${await token()}/tip`, { type: 'percent', percent: 20 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tip_cents: 866 });
    const told = await staff.next((f) => f.event === 'DisplayTipChosen');
    expect(told.data).toEqual({ station_id: frontDesk, cents: 866, percent: 20 });
    expect(await savedScreen(frontDesk)).toMatchObject({
      screen: 'ticket',
      ticket: { tip_cents: 866, amount_due_cents: 4330 + 866 },
    });

    const again = await guest.json(`/display/${await token()}/tip`, {
      type: 'percent',
      percent: 25,
    });
    expect(again.status).toBe(409);
    expect(await noFrame(staff, 'DisplayTipChosen')).toBeNull();
  });

  test('a typed tip is at most the base and $1,000; a percent must be one shown; the choice must be one of the three kinds', async () => {
    await saveTipRules(t.db, lotus, {
      suggestedPercents: [15, 20],
      base: 'subtotal',
      split: 'proportional',
    });
    await askForTip(4330);
    const guest = await guestAt(await token());
    const url = `/display/${await token()}/tip`;
    expect((await guest.json(url, { type: 'amount', cents: 4331 })).body.errors).toEqual({
      cents: 'The tip can be at most the amount of the ticket.',
    });
    expect((await guest.json(url, { type: 'amount', cents: 100_001 })).body.errors).toEqual({
      cents: 'The tip is too large.',
    });
    expect((await guest.json(url, { type: 'amount', cents: -5 })).body.errors).toEqual({
      cents: 'The tip may not be negative.',
    });
    expect((await guest.json(url, { type: 'percent', percent: 18 })).body.errors).toEqual({
      tip: 'Please choose one of the tips shown.',
    });
    expect((await guest.json(url, { type: 'percent', percent: 1e9 })).body.errors).toEqual({
      percent: 'Please choose one of the tips shown.',
    });
    expect((await guest.json(url, { type: 'gold' })).body.errors).toEqual({
      type: 'Please choose a tip, or No tip.',
    });
    expect(await savedScreen(frontDesk)).toMatchObject({ screen: 'tip' });
    const ok = await guest.json(url, { type: 'amount', cents: 4330 });
    expect(ok.body).toEqual({ tip_cents: 4330 });
  });

  test('no tip is a tip of $0.00', async () => {
    await askForTip(2000);
    const guest = await guestAt(await token());
    expect((await guest.json(`/display/${await token()}/tip`, { type: 'none' })).body).toEqual({
      tip_cents: 0,
    });
  });

  test('a display’s taps are rate-limited (429 with the wait)', async () => {
    const guest = await guestAt(await token());
    const url = `/display/${await token()}/tip`;
    for (let i = 0; i < TIP_LIMITS.perStation.max; i++) await guest.json(url, { type: 'none' });
    const res = await guest.json(url, { type: 'none' });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.body.errors.tip).toMatch(/^Too many taps/);
  });
});
