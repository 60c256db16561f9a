import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../../database/client';
import {
  getDisplayScreen,
  getPaidTicketThanks,
  getStationDisplayToken,
  replaceDisplayScreenIf,
  saveDisplayScreen,
  setStationDisplayToken,
} from '../../../database/queries/customerDisplays';
import {
  DISPLAY_THANK_YOU_SECONDS,
  DISPLAY_UPDATED,
  displayChannelName,
  tipPickCents,
  tipPickProblem,
  type DisplayScreen,
  type TipPick,
} from '../../../common/customerDisplay';
import { broadcastAfterCommit, notifyStore } from '../../realtime/storeEvents';
import { firstName } from '../checkins/kiosk';
import { DomainError } from '../errors';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * A station's customer display. What it shows is kept on the
 * station's row (display_screen), so a display opened late, reloaded or
 * reconnected starts from the current screen, and a tip is checked against
 * the tip screen the customer actually saw; each change also goes live to
 * the display's own private channel, which only that display can join.
 */

/** The channel key of a display link: a digest of its secret (the channel's name does not give the link away). */
export const displayChannelKey = (token: string) =>
  createHash('sha256').update(`display|${token}`).digest('base64url').slice(0, 22);

/** Echo's name of the display channel of the station whose link has this secret. */
export const displayChannelFor = (stationId: number, token: string) =>
  displayChannelName(stationId, displayChannelKey(token));

/** The wire name of that channel. */
export const displayChannel = (stationId: number, token: string) =>
  `private-${displayChannelFor(stationId, token)}`;

/** Told to a display whose link was replaced: it reloads, and its old link answers 404. */
export const DISPLAY_REVOKED = 'DisplayRevoked';

/** An unguessable display link secret: 24 random bytes, URL-safe (32 characters). */
export const newDisplayToken = (): string => randomBytes(24).toString('base64url');

/** What a route accepts as a display token (the database's first ones are 64 hex characters): anything else is a 404 before any query. */
export const DISPLAY_TOKEN_PATTERN = '[A-Za-z0-9_-]{20,64}';

export const NOT_ASKING_FOR_TIP = say('validation.customers.theSalonIsNotAsking');

const IDLE: DisplayScreen = { screen: 'idle' };

/** The screen a display shows now: Welcome when nothing was sent yet, and again once a thank-you has been up for its 20 seconds. */
export function currentScreen(saved: unknown, updatedAt: Date | null, now: Date): DisplayScreen {
  const screen = saved as DisplayScreen | null;
  if (!screen || typeof screen !== 'object' || typeof screen.screen !== 'string') return IDLE;
  if (
    screen.screen === 'thank_you' &&
    (!updatedAt || now.getTime() - updatedAt.getTime() >= DISPLAY_THANK_YOU_SECONDS * 1000)
  )
    return IDLE;
  return screen;
}

/**
 * Shows a screen on a station's display: kept as its current screen and sent
 * live after the commit. For the card-payment flow too: `{ screen:
 * 'pay_on_terminal', amount_cents }` when a terminal sale starts. False when
 * the store has no such station.
 */
export async function showOnDisplay(
  db: Db,
  storeId: number,
  stationId: number,
  screen: DisplayScreen,
  now = clock.now(),
): Promise<boolean> {
  const token = await saveDisplayScreen(db, storeId, stationId, screen, now);
  if (token === null) return false;
  await broadcastAfterCommit(db, displayChannel(stationId, token), DISPLAY_UPDATED, screen);
  return true;
}

/**
 * The thank-you of a paid ticket: her first name, and the review invitation
 * only when the ticket's payment queued a review request that will be sent.
 * Null when the store has no such paid ticket.
 */
export async function thankYouScreen(
  db: Db,
  storeId: number,
  invoiceId: number,
): Promise<DisplayScreen | null> {
  const row = await getPaidTicketThanks(db, storeId, invoiceId);
  if (!row) return null;
  return {
    screen: 'thank_you',
    first_name: row.customerName ? firstName(row.customerName) || null : null,
    review: row.reviewChannel ?? null,
  };
}

/**
 * The customer's tip from the display's tip screen. Checked against the tip
 * screen as it was sent (its base and suggestions), taken once (the screen
 * goes back to the ticket with the tip in it, conditionally on its still
 * being that tip screen), and told to the store's screens: the POS of that
 * station sets it on the ticket. Answers the tip in cents.
 */
export async function chooseTip(
  db: Db,
  station: { id: number; storeId: number },
  pick: TipPick,
  now = clock.now(),
): Promise<number> {
  const row = await getDisplayScreen(db, station.storeId, station.id);
  const shown = row ? currentScreen(row.screen, row.updatedAt, now) : IDLE;
  if (shown.screen !== 'tip' || !row?.updatedAt)
    throw new DomainError(NOT_ASKING_FOR_TIP, 'tip', 409);
  const problem = tipPickProblem(
    pick,
    shown.tip_base_cents,
    shown.choices.map((c) => c.percent),
  );
  if (problem) throw new DomainError(problem, pick.type === 'amount' ? 'cents' : 'tip');
  const cents = tipPickCents(pick, shown.tip_base_cents);
  // Until the POS sends the ticket with the tip on it, the display shows this one.
  const next: DisplayScreen = {
    screen: 'ticket',
    ticket: {
      ...shown.ticket,
      tip_cents: cents,
      amount_due_cents: shown.ticket.amount_due_cents - shown.ticket.tip_cents + cents,
    },
  };
  const token = await replaceDisplayScreenIf(
    db,
    station.storeId,
    station.id,
    row.updatedAt,
    next,
    now,
  );
  if (token === null) throw new DomainError(NOT_ASKING_FOR_TIP, 'tip', 409);
  await broadcastAfterCommit(db, displayChannel(station.id, token), DISPLAY_UPDATED, next);
  await notifyStore(db, station.storeId, 'DisplayTipChosen', {
    station_id: station.id,
    cents,
    percent: pick.type === 'percent' ? pick.percent : null,
  });
  return cents;
}

/** A new display link for the station: the old screen is told (it reloads into a 404) and its channel is heard no more. */
export async function rotateDisplayLink(
  db: Db,
  storeId: number,
  stationId: number,
): Promise<boolean> {
  const old = await getStationDisplayToken(db, storeId, stationId);
  if (old === null || !(await setStationDisplayToken(db, storeId, stationId, newDisplayToken())))
    return false;
  await broadcastAfterCommit(db, displayChannel(stationId, old), DISPLAY_REVOKED, {});
  return true;
}
