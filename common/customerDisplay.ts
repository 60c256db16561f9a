import { tipAmount, type TicketTotals, type TipRule } from './ticketTotals';
import { say, type Said } from './said';

/**
 * The customer display: a second screen at a station, opened by
 * the station's secret link, showing the customer her side of the counter.
 * The POS and the server send it one of these screens; the display shows
 * what it last received. Payloads carry what the customer may see at the
 * counter and nothing more: her first name, the lines and the totals (no
 * phone, no email, nobody else's name).
 */

/**
 * Echo's name of a station's display channel (`Echo.private('display.4.<key>')`;
 * on the wire `private-display.4.<key>`). The key comes from the display
 * link's secret, so a new link moves the display to a new channel and an old
 * screen hears nothing more; only a holder of the link can join it.
 */
export const displayChannelName = (stationId: number, key: string) => `display.${stationId}.${key}`;

/** The event a display listens for on its channel: the whole screen to show. */
export const DISPLAY_UPDATED = 'DisplayUpdated';

/** The largest tip a customer may choose on a display: $1,000 (and never more than the tip base). */
export const DISPLAY_MAX_TIP_CENTS = 100_000;

/** How long the thank-you screen stays before the display says Welcome again. */
export const DISPLAY_THANK_YOU_SECONDS = 20;

/** A ticket's line as the customer sees it. */
export interface DisplayLine {
  name: string;
  quantity: number;
  unit_price_cents: number;
  /** The line's own discount and any promotion or reward on it. */
  discount_cents: number;
  /** What the line comes to after its discount. */
  amount_cents: number;
}

export interface DisplayTicket {
  customer_first_name: string | null;
  lines: DisplayLine[];
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  tip_cents: number;
  total_cents: number;
  amount_due_cents: number;
}

/** A suggested tip as a big button: the percent and what it makes on this ticket. */
export interface TipChoice {
  percent: number;
  cents: number;
}

export type DisplayScreen =
  | { screen: 'idle' }
  | { screen: 'ticket'; ticket: DisplayTicket }
  | {
      screen: 'tip';
      ticket: DisplayTicket;
      tip_base_cents: number;
      choices: TipChoice[];
      max_cents: number;
    }
  | { screen: 'pay_on_terminal'; amount_cents: number }
  /** review: the channel a review request will actually go by for this ticket, or null when none will. */
  | { screen: 'thank_you'; first_name: string | null; review: 'sms' | 'email' | null };

export type DisplayScreenName = DisplayScreen['screen'];

/** What the customer tapped on the tip screen. */
export type TipPick =
  { type: 'percent'; percent: number } | { type: 'amount'; cents: number } | { type: 'none' };

/**
 * What a percent tip is measured on, as the store's tip rule says: the
 * services and goods after discounts before tax, or with tax; never a gift
 * card sold (the same base computeTicket uses).
 */
export function tipBaseCents(
  totals: Pick<TicketTotals, 'spendCents' | 'netCents' | 'totalCents'>,
  rule: Pick<TipRule, 'base'>,
): number {
  const giftCards = totals.netCents - totals.spendCents;
  return Math.max(0, rule.base === 'subtotal' ? totals.spendCents : totals.totalCents - giftCards);
}

/** The most a customer may tip on this base: the base itself, and $1,000 at most. */
export const maxTipCents = (baseCents: number) =>
  Math.min(DISPLAY_MAX_TIP_CENTS, Math.max(0, Math.trunc(baseCents)));

/**
 * The store's suggested percents as buttons, in order, each with the tip it
 * makes on the base (half a cent rounds up, as on the ticket). Duplicates
 * and percents outside 1–100 are left out.
 */
export function tipChoices(baseCents: number, percents: readonly number[]): TipChoice[] {
  const seen = [...new Set(percents.filter((p) => Number.isInteger(p) && p >= 1 && p <= 100))].sort(
    (a, b) => a - b,
  );
  return seen.map((percent) => ({
    percent,
    cents: tipAmount({ type: 'percent', percent }, Math.max(0, baseCents)),
  }));
}

/** The cents a pick makes on the base. */
export function tipPickCents(pick: TipPick, baseCents: number): number {
  if (pick.type === 'none') return 0;
  if (pick.type === 'amount') return pick.cents;
  return tipAmount({ type: 'percent', percent: pick.percent }, Math.max(0, baseCents));
}

/** Why a pick cannot be taken on this base with these suggestions, or null when it can. */
export function tipPickProblem(
  pick: TipPick,
  baseCents: number,
  percents: readonly number[],
): Said | null {
  if (
    pick.type === 'percent' &&
    !tipChoices(baseCents, percents).some((c) => c.percent === pick.percent)
  )
    return say('rules.customers.pleaseChooseOneOfThe');
  const cents = tipPickCents(pick, baseCents);
  if (!Number.isSafeInteger(cents) || cents < 0) return say('rules.customers.theTipMustBeZero');
  if (cents > maxTipCents(baseCents))
    return cents > DISPLAY_MAX_TIP_CENTS
      ? say('rules.customers.theTipCanBe1')
      : say('rules.customers.theTipCanBeAt');
  return null;
}
