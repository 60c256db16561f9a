import { describe, expect, test } from 'vitest';
import { checkInQueueItem, posCheckInItem } from '../../../server/http/presenters/checkIns';
import type { CheckInRow } from '../../../database/queries/checkIns';

const checkedInAt = new Date('2026-07-04T14:05:00Z');
const names = new Map([[3, 'Cindy']]);

const queueRow = {
  id: 11,
  status: 'waiting' as const,
  source: 'kiosk' as const,
  customerId: 9,
  customerName: 'Mai Tran',
  customerPhone: '2125550123',
  requestedTechnicianId: 3,
  assignedTechnicianId: null,
  serviceIds: [1, 99],
  note: null,
  checkedInAt,
  assignedAt: null,
  startedAt: null,
  finishedAt: null,
  cancelReason: null,
  invoiceId: null,
  byName: 'Kiosk',
};

describe('check-in presenters', () => {
  test('a queue row: her services by name, the technician she asked for, when she came in (an instant), and her wait', () => {
    const item = checkInQueueItem(
      names,
      new Map([[1, 'Gel Manicure']]),
      new Map([[11, { position: 2, minutes: 23 }]]),
    )(queueRow);
    expect(item).toEqual({
      id: 11,
      status: 'waiting',
      source: 'kiosk',
      customer: { id: 9, name: 'Mai Tran', phone_formatted: '(212) 555-0123' },
      services: [
        { id: 1, name: 'Gel Manicure' },
        // Gone from the menu: no name, the card says so in the reader's language.
        { id: 99, name: null },
      ],
      requested: { id: 3, name: 'Cindy' },
      assigned: null,
      checked_in_at: '2026-07-04T14:05:00.000Z',
      waited_until: null,
      position: 2,
      wait_minutes: 23,
      reason: null,
      invoice_id: null,
    });
  });

  test('a started or closed visit stops its wait; no estimate shows none; a technician who left has no name', () => {
    const startedAt = new Date('2026-07-04T14:30:00Z');
    const item = checkInQueueItem(
      names,
      new Map(),
      new Map(),
    )({ ...queueRow, status: 'in_service', assignedTechnicianId: 8, startedAt });
    expect(item).toMatchObject({
      status: 'in_service',
      assigned: { id: 8, name: null },
      waited_until: startedAt.toISOString(),
      position: null,
      wait_minutes: null,
    });
    // Codes and numbers only: the page says the status, the wait and a former employee.
    expect(JSON.stringify(item)).not.toMatch(/_label|In service|Former employee/);
    const finishedAt = new Date('2026-07-04T15:00:00Z');
    expect(
      checkInQueueItem(
        names,
        new Map(),
        new Map(),
      )({ ...queueRow, status: 'cancelled', finishedAt, cancelReason: 'Left' }),
    ).toMatchObject({ waited_until: finishedAt.toISOString(), reason: 'Left' });
  });

  test('the POS check-in keeps her services in the order she asked, leaving out one no longer on the menu', () => {
    const row = {
      ...queueRow,
      storeId: 1,
      businessDate: '2026-07-04',
      serviceIds: [2, 5, 1],
      appointmentId: null,
      byUserId: null,
      byEmployeeId: null,
      createdAt: checkedInAt,
      updatedAt: checkedInAt,
    } as CheckInRow;
    const services = [
      { id: 1, name: 'Gel Manicure', minutes: 45, priceCents: 3500 },
      { id: 2, name: 'Pedicure', minutes: 30, priceCents: 2500 },
    ];
    expect(
      posCheckInItem(
        row,
        { id: 9, name: 'Mai Tran', phone: '2125550123', email: null },
        services,
        names,
      ),
    ).toEqual({
      id: 11,
      status: 'waiting',
      customer: { id: 9, name: 'Mai Tran', phone_formatted: '(212) 555-0123', email: '' },
      services: [
        { id: 2, name: 'Pedicure', minutes: 30, price: 2500 },
        { id: 1, name: 'Gel Manicure', minutes: 45, price: 3500 },
      ],
      requested: { id: 3, name: 'Cindy' },
      assigned: null,
      checked_in_at: '2026-07-04T14:05:00.000Z',
    });
    expect(posCheckInItem(row, undefined, [], names)).toMatchObject({
      customer: null,
      services: [],
    });
    expect(
      posCheckInItem({ ...row, requestedTechnicianId: 8 }, undefined, [], names).requested,
    ).toEqual({ id: 8, name: null });
  });
});
