import type { listCardTipStates } from '../../../database/queries/closeBatches';
import type { reportDay } from '../../domain/reports/daily';
import { lockedMessage, type loadTipDay } from '../../domain/tips/tipManagements';
import type { StoreRegion } from '../../../common/intlFormats';

/**
 * tip-managements.index: one store day's tips per technician, the tickets they came from with
 * each one's split and whether its card tip is still in an open batch, and whether payroll has
 * locked the day.
 */
export function tipManagementsPage(p: {
  store: { name: string; timezone: string; region: StoreRegion };
  day: ReturnType<typeof reportDay>;
  tips: Awaited<ReturnType<typeof loadTipDay>>;
  cardTips: Awaited<ReturnType<typeof listCardTipStates>>;
}) {
  const { store, day, tips: r } = p;
  const cards = new Map(
    p.cardTips.map((c) => [
      c.invoiceId,
      c.batchId === null ? ('open' as const) : ('settled' as const),
    ]),
  );
  return {
    store: { name: store.name, timezone: store.timezone, region: store.region },
    day: { date: day.date, today: day.today, previous: day.previous, next: day.next },
    lock: {
      finalised_through: r.finalisedThrough,
      locked: r.locked,
      message: r.locked ? lockedMessage(r.finalisedThrough!) : null,
    },
    technicians: r.technicians.map((t) => ({
      id: t.technicianId,
      name: t.name,
      tip_cents: t.tipCents,
      tickets: t.tickets,
    })),
    tickets: r.tickets.map((t) => ({
      id: t.id,
      number: t.number,
      paid_at: t.paidAt,
      tip_cents: t.tipCents,
      card_tip: cards.get(t.id) ?? null,
      shares: t.shares.map((s) => ({
        technician_id: s.technicianId,
        name: s.name,
        cents: s.cents,
      })),
      technicians: t.technicians,
    })),
  };
}
