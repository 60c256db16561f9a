import { useEffect, useMemo, useState } from 'react';
import { postJson } from '@/lib/http';
import { route } from '@/lib/route';
import { ticketPayload, type Customer, type TicketLine } from '@/Components/pos/ticket';
import type { LinePromotion } from '@common/promotions';

/** A promotion the server applied to one line, with why as values (the note says it). */
export type { LinePromotion };

/**
 * Promotions are the server's to decide (its clock, the customer as it knows her): asked for as
 * the ticket changes (settled for 250 ms), shown as each line's discount. A line with a discount
 * of its own, and a gift card, take none.
 */
export function usePromotions(lines: TicketLine[], customer: Customer | null) {
  const [promotions, setPromotions] = useState<LinePromotion[]>([]);
  useEffect(() => {
    // An empty ticket has nothing to ask about; what was applied names lines no longer there, so it shows nowhere.
    if (lines.length === 0) return;
    let current = true;
    const timer = setTimeout(async () => {
      const res = await postJson<{ promotions: LinePromotion[] }>(
        route('pos.promotions.preview'),
        ticketPayload(customer, lines, null, null, []),
      );
      if (current) setPromotions(res.ok ? (res.data?.promotions ?? []) : []);
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [lines, customer]);
  const promoted = useMemo(
    () =>
      lines.map((l) => {
        const p =
          l.discount === 0 && l.kind !== 'giftcard'
            ? promotions.find((a) => a.line_key === l.key)
            : undefined;
        return p ? { ...l, discount: Math.min(p.amount, l.unit_price * l.quantity) } : l;
      }),
    [lines, promotions],
  );
  const cents = promotions.reduce(
    (s, p) => s + (lines.some((l) => l.key === p.line_key && l.discount === 0) ? p.amount : 0),
    0,
  );
  return { promotions, promoted, cents };
}
