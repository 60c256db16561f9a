import type { Request, Response } from 'express';
import { renderSVG } from 'uqr';
import {
  findStationByDisplayToken,
  getCustomerName,
  getStationDisplayToken,
} from '../../../database/queries/customerDisplays';
import { getTipRules } from '../../../database/queries/tipRules';
import { getStation } from '../../../database/queries/stations';
import {
  DISPLAY_THANK_YOU_SECONDS,
  maxTipCents,
  tipChoices,
  type DisplayScreen,
  type DisplayTicket,
} from '../../../common/customerDisplay';
import { firstName } from '../../domain/checkins/kiosk';
import {
  chooseTip,
  currentScreen,
  displayChannel,
  displayChannelFor,
  rotateDisplayLink,
  showOnDisplay,
  thankYouScreen,
} from '../../domain/display/customerDisplay';
import { DomainError } from '../../domain/errors';
import { countAttempt, throttleKey, ThrottledError } from '../../domain/security/throttle';
import { authToken, channelStringToSign } from '../../realtime/signatures';
import { realtimeClientOptions } from '../../realtime/realtime';
import { storeAction, type StoreContext } from '../action';
import { forbidden, notFound, ValidationError } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { channelAuthSchema } from '../validators/broadcasting';
import {
  displayTipSchema,
  displayUpdateSchema,
  type DisplayTicketInput,
} from '../validators/customerDisplay';
import { applyStoreLocale } from '../locale';
import { displayUrl } from '../presenters/stations';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * The customer display (the customer page "payment"): a second
 * screen a station's link opens without signing in, and what the POS and the
 * customer send it. The link's secret is the display's only credential: it
 * opens the page, authorises its one private channel and takes the tip.
 */

type DisplayStation = NonNullable<Awaited<ReturnType<typeof findStationByDisplayToken>>>;

async function stationOf(req: Request): Promise<DisplayStation> {
  const station = await findStationByDisplayToken(req.ctx.db, String(req.params.display));
  if (!station) throw notFound();
  return station;
}

/** display.show: the screen the station's display shows now; live updates follow on its channel. */
export async function show(req: Request, res: Response) {
  const station = await stationOf(req);
  const token = String(req.params.display);
  await applyStoreLocale(req, station.storeId);
  const { key, host, port, scheme } = realtimeClientOptions(req.ctx.config.pusher);
  res.set('Cache-Control', 'no-store');
  await res.inertia(
    'Customer/Payment',
    {
      salon: { name: station.storeName },
      station_name: station.name,
      token,
      screen: currentScreen(station.screen, station.updatedAt, clock.now()),
      channel: displayChannelFor(station.id, token),
      socket: { key, host, port, scheme },
      thank_you_seconds: DISPLAY_THANK_YOU_SECONDS,
    },
    { title: station.storeName },
  );
}

/** display.auth: pusher-js's channel authorisation for this display: its own channel and nothing else (403). */
export async function auth(req: Request, res: Response) {
  const station = await stationOf(req);
  const input = validate(channelAuthSchema, req.body);
  if (input.channel_name !== displayChannel(station.id, String(req.params.display)))
    throw forbidden();
  const { key, secret } = req.ctx.config.pusher;
  res.json({
    auth: authToken(key, secret, channelStringToSign(input.socket_id, input.channel_name)),
  });
}

/** A display's taps are counted per station and per device address: a stuck or hostile screen cannot flood the POS. */
export const TIP_LIMITS = {
  perStation: { max: 20, decaySeconds: 60 },
  perSource: { max: 60, decaySeconds: 60 },
} as const;

/** display.tip (JSON): the customer's tip from the tip screen, for the POS of the station to set on the ticket. */
export async function tip(req: Request, res: Response) {
  const station = await stationOf(req);
  try {
    await countAttempt(
      req.ctx.throttle,
      [
        { key: throttleKey('display:tip', station.id), ...TIP_LIMITS.perStation },
        { key: throttleKey('display:source', req.ip ?? ''), ...TIP_LIMITS.perSource },
      ],
      'tip',
      (seconds) => say('validation.customers.tooManyTapsPleaseWait', { seconds }),
    );
  } catch (err) {
    if (err instanceof ThrottledError) res.set('Retry-After', String(err.retryAfter));
    throw err;
  }
  const input = validate(displayTipSchema, req.body);
  const cents = await chooseTip(req.ctx.db, station, input);
  res.json({ tip_cents: cents });
}

/** The ticket as the customer sees it: her first name from the store's own records, never a name the browser sent. */
async function displayTicket(
  { db, store }: StoreContext,
  input: DisplayTicketInput,
): Promise<DisplayTicket> {
  let name: string | null = null;
  if (input.customer_id !== null) {
    const full = await getCustomerName(db, store.id, input.customer_id);
    if (full === null)
      throw new ValidationError({
        'ticket.customer_id': say('validation.customers.theCustomerIsInvalid'),
      });
    name = firstName(full) || null;
  }
  const { customer_id: _, ...amounts } = input;
  return { ...amounts, customer_first_name: name };
}

/**
 * pos.display.update (JSON): the POS of a station sends its display the
 * ticket as it is built, the tip screen (its suggestions are the store's tip
 * rules on the base the POS priced), Welcome, or the thank-you of the ticket
 * just paid. Only a device that is a station has a display (409 otherwise).
 */
export const update = storeAction({ input: displayUpdateSchema }, async (a) => {
  const { db, store, input, req, res } = a;
  if (!req.station) throw new DomainError(say('validation.customers.thisDeviceIsNotA'), null, 409);
  let screen: DisplayScreen;
  if (input.screen === 'idle') screen = { screen: 'idle' };
  else if (input.screen === 'ticket')
    screen = { screen: 'ticket', ticket: await displayTicket(a, input.ticket) };
  else if (input.screen === 'tip') {
    const rules = await getTipRules(db, store.id);
    const base = input.tip_base_cents;
    screen = {
      screen: 'tip',
      ticket: await displayTicket(a, input.ticket),
      tip_base_cents: base,
      choices: tipChoices(base, rules.suggestedPercents),
      max_cents: maxTipCents(base),
    };
  } else {
    const thanks = await thankYouScreen(db, store.id, input.invoice_id);
    if (!thanks)
      throw new ValidationError({ invoice_id: say('validation.customers.noPaidTicketOfThis') });
    screen = thanks;
  }
  await showOnDisplay(db, store.id, req.station.id, screen);
  res.json({ screen: screen.screen, station_id: req.station.id });
});

/** The station a Settings → Stations route names, if it is the store's. */
const stationParam = { station: getStation };

/** stations.display.qr: the station's display link as an SVG QR code, to open it on the second screen by its camera. */
export const qr = storeAction(
  { load: stationParam },
  async ({ db, store, bound: { station }, req, res }) => {
    const token = await getStationDisplayToken(db, store.id, station.id);
    if (!token) throw notFound();
    res
      .status(200)
      .set({ 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' })
      .send(renderSVG(displayUrl(req.ctx.config.appUrl, token), { border: 2 }));
  },
);

/** stations.display.rotate: a new display link; the screen on the old one is cut off. */
export const rotate = storeAction(
  { load: stationParam },
  async ({ db, store, bound: { station }, req, res }) => {
    if (!(await rotateDisplayLink(db, store.id, station.id))) throw notFound();
    flash(req, 'success', say('flash.customers.hasANewCustomerDisplay', { station: station.name }));
    res.redirect(303, routeUrl('stations.index'));
  },
);
