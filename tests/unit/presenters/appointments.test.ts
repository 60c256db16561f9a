import { describe, expect, test } from 'vitest';
import {
  appointmentDetailProps,
  appointmentListItem,
  historyChange,
  historyTechnicianIds,
} from '../../../server/http/presenters/appointments';
import type { AppointmentDetail } from '../../../database/queries/appointments';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);
type Event = AppointmentDetail['events'][number];
const event = (over: Partial<Event>): Event => ({
  id: 1,
  action: 'created',
  before: null,
  after: null,
  reason: null,
  byName: 'Linh Owner',
  createdAt: at('2026-07-04T13:00:00Z'),
  ...over,
});

const detail: AppointmentDetail = {
  id: 7,
  technicianId: 3,
  employeeName: 'Cindy',
  employeeColor: '#f00',
  customerId: 9,
  customerName: 'Mai Tran',
  customerPhone: '2125550123',
  customerEmail: null,
  startsAt: at('2026-07-04T14:30:00Z'),
  endsAt: at('2026-07-04T15:15:00Z'),
  status: 'confirmed',
  source: 'online',
  anyTechnician: true,
  notes: null,
  cancelReason: null,
  checkInId: null,
  invoiceId: null,
  byName: 'Online',
  createdAt: at('2026-07-01T12:00:00Z'),
  services: [{ serviceId: 1, name: 'Gel Manicure', durationMinutes: 45, priceCents: 3500 }],
  events: [
    event({
      id: 1,
      action: 'created',
      after: {
        technicianId: 3,
        startsAt: '2026-07-04T14:00:00.000Z',
        endsAt: '2026-07-04T14:45:00.000Z',
        status: 'booked',
      },
    }),
    event({
      id: 2,
      action: 'moved',
      before: {
        technicianId: 3,
        startsAt: '2026-07-04T14:00:00.000Z',
        endsAt: '2026-07-04T14:45:00.000Z',
      },
      after: {
        technicianId: 4,
        startsAt: '2026-07-04T14:30:00.000Z',
        endsAt: '2026-07-04T15:15:00.000Z',
      },
      reason: 'Asked',
    }),
    event({
      id: 3,
      action: 'status',
      before: { status: 'booked' },
      after: { status: 'confirmed' },
    }),
  ],
};

describe('appointment presenters', () => {
  test('a list row sends its instants, a formatted phone, and its status and source as codes', () => {
    const row = appointmentListItem({
      id: 7,
      startsAt: detail.startsAt,
      endsAt: detail.endsAt,
      status: 'no_show',
      source: 'front_desk',
      customerName: 'Mai Tran',
      customerPhone: null,
      employeeName: 'Cindy',
      services: 'Gel Manicure',
    });
    expect(row).toEqual({
      id: 7,
      start_time: '2026-07-04T14:30:00.000Z',
      end_time: '2026-07-04T15:15:00.000Z',
      customer: 'Mai Tran',
      phone: '',
      technician: 'Cindy',
      services: 'Gel Manicure',
      status: 'no_show',
      source: 'front_desk',
    });
    // The page says them in the reader's language: no English rides along.
    expect(JSON.stringify(row)).not.toMatch(/No-show|Front desk|status_label/);
  });

  test('the history names each technician once, before and after', () => {
    expect(historyTechnicianIds(detail).sort()).toEqual([3, 4]);
  });

  test('a change is its before and after as values; a technician no longer on staff has no name; a move shows no status', () => {
    const names = new Map([[3, 'Cindy']]);
    expect(historyChange(detail.events[0], names)).toEqual({
      before: null,
      after: {
        technician: { id: 3, name: 'Cindy' },
        start_time: '2026-07-04T14:00:00.000Z',
        end_time: '2026-07-04T14:45:00.000Z',
        status: 'booked',
      },
    });
    expect(historyChange(detail.events[1], names)).toEqual({
      before: {
        technician: { id: 3, name: 'Cindy' },
        start_time: '2026-07-04T14:00:00.000Z',
        end_time: '2026-07-04T14:45:00.000Z',
        status: null,
      },
      after: {
        technician: { id: 4, name: null },
        start_time: '2026-07-04T14:30:00.000Z',
        end_time: '2026-07-04T15:15:00.000Z',
        status: null,
      },
    });
    const cindy = {
      technician: { id: 3, name: 'Cindy' },
      start_time: null,
      end_time: null,
      status: null,
    };
    expect(
      historyChange(
        event({
          action: 'moved',
          before: { technicianId: 3, status: 'booked' },
          after: { technicianId: 3, status: 'confirmed' },
        }),
        names,
      ),
    ).toEqual({ before: cindy, after: cindy });
    const status = (value: string) => ({
      technician: null,
      start_time: null,
      end_time: null,
      status: value,
    });
    expect(historyChange(detail.events[2], names)).toEqual({
      before: status('booked'),
      after: status('confirmed'),
    });
    // A side that names nothing the history shows is none.
    expect(
      historyChange(event({ action: 'edited', after: { notes: 'x' } }), names).after,
    ).toBeNull();
  });

  test('the detail: its local date and times for the move form, what can be done next, and its history', () => {
    const props = appointmentDetailProps(
      detail,
      NY,
      new Map([
        [3, 'Cindy'],
        [4, 'David'],
      ]),
    );
    expect(props).toMatchObject({
      id: 7,
      start_time: '2026-07-04T14:30:00.000Z',
      end_time: '2026-07-04T15:15:00.000Z',
      date: '2026-07-04',
      start: '10:30',
      end: '11:15',
      status: 'confirmed',
      movable: true,
      source: 'online',
      any_technician: true,
      notes: '',
      cancel_reason: '',
      check_in_id: null,
      technician: { id: 3, name: 'Cindy', color: '#f00' },
      customer: { id: 9, name: 'Mai Tran', phone: '(212) 555-0123', email: '' },
      services: [{ name: 'Gel Manicure', minutes: 45, price_cents: 3500 }],
    });
    expect(props.actions).not.toContain('confirmed');
    expect(props).not.toHaveProperty('status_label');
    expect(props.history.map((h) => [h.action, h.by, h.reason])).toEqual([
      ['created', 'Linh Owner', ''],
      ['moved', 'Linh Owner', 'Asked'],
      ['status', 'Linh Owner', ''],
    ]);
    expect(props.history[1].change.after?.technician).toEqual({ id: 4, name: 'David' });
    expect(props.history[0].at).toBe('2026-07-04T13:00:00.000Z');
  });
});
