import { usePage } from '@inertiajs/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { tipBaseCents } from '@common/customerDisplay';
import type { TicketTotals, TipRule } from '@common/ticketTotals';
import { postJson } from '@/lib/http';
import { route } from '@/lib/route';
import { connectEcho } from '@/realtime/echo';
import type { Customer, TicketLine } from './ticket';

/** The ticket changes with every tap and keystroke; the display follows once it settles. */
const DEBOUNCE_MS = 300;

export interface DisplayTip {
  cents: number;
  /** The suggested percent she tapped, or null for an amount she typed (or No tip). */
  percent: number | null;
}

interface Options {
  customer: Customer | null;
  /** The lines as priced (promotions and a reward in their discount). */
  lines: TicketLine[];
  totals: TicketTotals;
  tipRule: TipRule;
  /** The customer chose a tip on this station's display. */
  onTip: (tip: DisplayTip) => void;
}

/**
 * The pay screen's side of the station's customer display: sends
 * the ticket as it is built (settled for 300 ms), the tip screen when asked,
 * and the thank-you of the ticket paid; hears the tip she chooses (the store
 * channel's DisplayTipChosen for this station). Only a device that is a
 * station has a display; elsewhere it does nothing.
 */
export function useCustomerDisplay({ customer, lines, totals, tipRule, onTip }: Options) {
  const { station_name: stationName, realtime } = usePage().props;
  const enabled = stationName !== null;
  const stationId = useRef<number | null>(null);
  const paying = useRef(false);
  const [asking, setAsking] = useState(false);

  const send = useCallback(async (screen: object) => {
    const res = await postJson<{ station_id?: number }>(route('pos.display.update'), screen);
    if (res.ok && typeof res.data?.station_id === 'number') stationId.current = res.data.station_id;
    return res.ok;
  }, []);

  const ticket = useMemo(
    () => ({
      customer_id: customer?.id ?? null,
      lines: lines.map((l, i) => ({
        name: l.name.slice(0, 120) || 'Item',
        quantity: l.quantity,
        unit_price_cents: l.unit_price,
        discount_cents: totals.lines[i] ? totals.lines[i].lineDiscountCents : 0,
        amount_cents: totals.lines[i]
          ? totals.lines[i].grossCents - totals.lines[i].lineDiscountCents
          : l.unit_price * l.quantity,
      })),
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      tax_cents: totals.taxCents,
      tip_cents: totals.tipCents,
      total_cents: totals.totalCents,
      amount_due_cents: totals.amountDueCents,
    }),
    [customer, lines, totals],
  );
  const ticketKey = JSON.stringify(ticket);

  // The ticket as it is built; Welcome while it is empty and nobody is chosen.
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      const empty = ticket.lines.length === 0 && ticket.customer_id === null;
      setAsking(false);
      void send(empty ? { screen: 'idle' } : { screen: 'ticket', ticket });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The key stands for the ticket's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ticketKey, send]);

  // Leaving the pay screen without paying: the display says Welcome again.
  useEffect(() => {
    if (!enabled) return;
    return () => {
      if (!paying.current) void postJson(route('pos.display.update'), { screen: 'idle' });
    };
  }, [enabled]);

  // Her tip, from the store channel, when it is this station's.
  const latestOnTip = useRef(onTip);
  useEffect(() => {
    latestOnTip.current = onTip;
  });
  const channel = realtime?.channel ?? null;
  useEffect(() => {
    if (!enabled || !realtime || !channel) return;
    let stop = () => {};
    let cancelled = false;
    const heard = (payload: { station_id?: number; cents?: number; percent?: number | null }) => {
      if (
        payload.station_id === undefined ||
        payload.station_id !== stationId.current ||
        typeof payload.cents !== 'number'
      )
        return;
      setAsking(false);
      latestOnTip.current({ cents: payload.cents, percent: payload.percent ?? null });
    };
    connectEcho(realtime)
      .then((echo) => {
        if (cancelled) return;
        const subscription = echo.private(channel).listen('.DisplayTipChosen', heard);
        stop = () => void subscription.stopListening('.DisplayTipChosen', heard);
      })
      .catch(() => {
        // No socket: the tip is typed at the counter instead.
      });
    return () => {
      cancelled = true;
      stop();
    };
    // realtime is the same object for a page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, channel]);

  const askForTip = useCallback(async () => {
    const ok = await send({
      screen: 'tip',
      ticket: { ...ticket, tip_cents: 0, amount_due_cents: ticket.total_cents },
      tip_base_cents: tipBaseCents(totals, tipRule),
    });
    setAsking(ok);
    return ok;
  }, [send, ticket, totals, tipRule]);

  return {
    enabled,
    /** The tip screen is up on the display, waiting for her. */
    asking,
    askForTip,
    /** A checkout is on its way: leaving for the receipt must not say Welcome over the thank-you. */
    checkoutStarted: () => void (paying.current = true),
    checkoutFailed: () => void (paying.current = false),
    /** The ticket was paid: thank you on the display (and the review invitation when one will be sent). */
    thankYou: (invoiceId: number) =>
      enabled ? send({ screen: 'thank_you', invoice_id: invoiceId }) : Promise.resolve(false),
  };
}
