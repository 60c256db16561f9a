import { describe, expect, test } from 'vitest';
import type { OfflineSubmissionRow } from '../../../database/queries/offlineSubmissions';
import { offlineTicketItem } from '../../../server/http/presenters/offlineTickets';

const row = (over: Partial<OfflineSubmissionRow>): OfflineSubmissionRow => ({
  id: 7,
  kind: 'ticket',
  key: 'k-7',
  payload: {},
  recordedAt: new Date('2026-11-26T15:00:00Z'),
  status: 'to_resolve',
  reason: null,
  reasonCode: null,
  invoiceId: null,
  clockRecordId: null,
  createdAt: new Date('2026-11-26T16:00:00Z'),
  resolvedAt: null,
  resolution: null,
  resolutionNote: null,
  resolvedByName: null,
  ...over,
});

describe('offlineTicketItem (Offline tickets: codes and numbers, the page says them)', () => {
  test('a resolved ticket and a resolved clock event send their resolution as its code, and no label', () => {
    const ticket = offlineTicketItem(row({ status: 'resolved', resolution: 'accepted_today' }));
    expect(ticket).toMatchObject({ kind: 'ticket', resolution: 'accepted_today' });
    expect(ticket).not.toHaveProperty('kind_label');
    expect(ticket).not.toHaveProperty('resolution_label');
    // A clock event's discard is the same code: the page says it as "Rejected".
    const clock = offlineTicketItem(
      row({ kind: 'clock_in', status: 'resolved', resolution: 'discarded' }),
    );
    expect(clock).toMatchObject({ kind: 'clock_in', resolution: 'discarded' });
    expect(offlineTicketItem(row({})).resolution).toBeNull();
  });

  test('a clock-out sends the shift it closes in minutes and its amounts by the time clock’s field', () => {
    const item = offlineTicketItem(
      row({
        kind: 'clock_out',
        recordedAt: new Date('2026-11-26T19:30:00Z'),
        payload: {
          employee_id: 12,
          employee_name: 'Fay Forgot',
          shift_clock_in: '2026-11-26T00:00:00Z',
          tip_amount: 2500,
          bonus_tip: 0,
          cash_out: 1000,
        },
      }),
    );
    expect(item.clock).toMatchObject({ employee: 'Fay Forgot', shift_minutes: 19 * 60 + 30 });
    expect(item.clock).not.toHaveProperty('shift_length');
    expect(item.lines).toEqual([
      { kind: 'employee', id: 12, name: 'Fay Forgot' },
      { kind: 'amount', field: 'tip_amount', amount_cents: 2500 },
      { kind: 'amount', field: 'cash_out', amount_cents: 1000 },
    ]);
  });

  test('a name the payload lacks goes as null beside the id, for the page to say; no English "#12"', () => {
    const clock = offlineTicketItem(row({ kind: 'clock_in', payload: { employee_id: 12 } }));
    expect(clock.lines).toEqual([{ kind: 'employee', id: 12, name: null }]);
    expect(clock.clock).toMatchObject({ employee: null });
    const ticket = offlineTicketItem(
      row({
        payload: {
          labels: ['Classic Manicure · Cindy'],
          lines: [
            { service_id: 3, quantity: 1, unit_price: 3500 },
            { service_id: 4, quantity: 2, unit_price: 1000 },
          ],
        },
      }),
    );
    expect(ticket.lines).toEqual([
      {
        kind: 'item',
        service_id: 3,
        label: 'Classic Manicure · Cindy',
        quantity: 1,
        amount_cents: 3500,
      },
      { kind: 'item', service_id: 4, label: null, quantity: 2, amount_cents: 2000 },
    ]);
    expect(JSON.stringify([clock, ticket])).not.toMatch(/Employee #|Service #/);
  });
});
