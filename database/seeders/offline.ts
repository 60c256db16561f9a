import type { Db } from '../client';
import { insertOfflineSubmission } from '../queries/offlineSubmissions';
import { clock } from '../../common/clock';
import { say } from '../../common/said';

/**
 * Two things a station recorded offline that wait for a manager,
 * for the offline tickets page to show: a ticket rung up at an old price and a
 * clock-out that does not fit the shift on record. Used by the page sweep.
 */
export async function seedOfflineToResolve(db: Db, storeId: number) {
  const at = new Date(clock.ms() - 3 * 3_600_000);
  await insertOfflineSubmission(db, storeId, {
    kind: 'ticket',
    key: 'demo-offline-ticket-1',
    recordedAt: at,
    status: 'to_resolve',
    reason: say('validation.tickets.costsNowItWasRung', {
      name: 'Deluxe Pedicure with Hot Stone Massage',
      now: '$65.00',
      before: '$60.00',
    }),
    payload: {
      idempotency_key: 'demo-offline-ticket-1',
      recorded_at: at.toISOString(),
      customer_id: null,
      lines: [
        {
          key: 'service-1',
          kind: 'service',
          service_id: 0,
          technician_id: 0,
          unit_price: 6000,
          quantity: 1,
          discount: 0,
        },
        {
          key: 'service-2',
          kind: 'retail',
          service_id: 0,
          technician_id: null,
          unit_price: 1200,
          quantity: 2,
          discount: 0,
        },
      ],
      labels: ['Deluxe Pedicure with Hot Stone Massage · Cindy Le', 'Cuticle Oil'],
      ticket_discount: null,
      tip: null,
      tip_shares: [],
      total: 8400,
      tenders: [{ type: 'cash', amount: 10000 }],
    },
  });
  await insertOfflineSubmission(db, storeId, {
    kind: 'clock_out',
    key: 'demo-offline-clock-1',
    recordedAt: at,
    status: 'to_resolve',
    reason: say('validation.staff.notClockedInAtThe'),
    reasonCode: 'no_clock_in',
    payload: {
      kind: 'clock_out',
      employee_id: 0,
      employee_name: 'David Pham',
      recorded_at: at.toISOString(),
      tip_amount: 2500,
      bonus_tip: 0,
      cash_out: 0,
      station_name: 'Front Desk',
      sent_by: 'Linh Owner',
    },
  });
}
