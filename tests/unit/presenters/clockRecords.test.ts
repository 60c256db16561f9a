import { say } from '../../../common/said';
import { describe, expect, test } from 'vitest';
import {
  clockRecordAuditItem,
  clockRecordForm,
  clockRecordListItem,
  clockRecordTotals,
} from '../../../server/http/presenters/clockRecords';

const NY = 'America/New_York';

describe('clock record presenters', () => {
  test('a closed record sends its instants and its money in cents, with hours both ways', () => {
    expect(
      clockRecordListItem({
        id: 3,
        employeeName: 'Anna',
        employeeNumber: '104',
        clockIn: new Date('2026-03-07T14:00:00Z'),
        clockOut: new Date('2026-03-07T22:20:00Z'),
        minutes: 500,
        tipCents: 4550,
        bonusCents: 0,
        cashOutCents: 2000,
        audits: 1,
      }),
    ).toEqual({
      id: 3,
      employee_name: 'Anna',
      employee_number: '104',
      clock_in: '2026-03-07T14:00:00.000Z',
      clock_out: '2026-03-07T22:20:00.000Z',
      is_open: false,
      hours: '8h 20m',
      hours_decimal: '8.33',
      tip_cents: 4550,
      bonus_cents: 0,
      cash_out_cents: 2000,
      audits: 1,
    });
  });

  test('an open record has no clock-out and no hours yet', () => {
    const row = clockRecordListItem({
      id: 4,
      employeeName: 'Bo',
      employeeNumber: '105',
      clockIn: new Date('2026-07-04T13:05:00Z'),
      clockOut: null,
      minutes: null,
      tipCents: 0,
      bonusCents: 0,
      cashOutCents: 0,
      audits: 0,
    });
    expect(row).toMatchObject({
      clock_in: '2026-07-04T13:05:00.000Z',
      clock_out: null,
      is_open: true,
      hours: null,
      hours_decimal: null,
    });
  });

  test('totals add the worked minutes up as hours', () => {
    expect(
      clockRecordTotals({
        records: 2,
        minutes: 605,
        tipCents: 12345,
        bonusCents: 500,
        cashOutCents: 0,
      }),
    ).toEqual({
      hours: '10h 5m',
      hours_decimal: '10.08',
      tip_cents: 12345,
      bonus_cents: 500,
      cash_out_cents: 0,
    });
  });

  test("the correction form takes datetime-local values in the store's zone, an open record an empty clock-out", () => {
    const record = {
      id: 9,
      employeeId: 2,
      employeeName: 'Anna',
      employeeNumber: '104',
      clockIn: new Date('2026-03-07T14:00:00Z'),
      clockOut: null,
      tipCents: 1000,
      bonusCents: 250,
      cashOutCents: 0,
    };
    expect(clockRecordForm(record, NY)).toEqual({
      id: 9,
      employee: { name: 'Anna', employee_id: '104' },
      clock_in: '2026-03-07T09:00',
      clock_out: '',
      tip_amount: 1000,
      bonus_tip: 250,
      cash_out: 0,
      shown: { clock_in: '2026-03-07T14:00:00.000Z', clock_out: null },
    });
  });

  const manual = { source: 'manual' as const, stationName: null, waitedBecause: null };

  test('an audit entry says who, when and what changed, before and after; an addition has no before', () => {
    const snapshot = {
      employee_id: 2,
      employee_name: 'Anna',
      clock_in: '2026-03-07T14:00:00.000Z',
      clock_out: '2026-03-07T22:00:00.000Z',
      tip_cents: 1000,
      bonus_cents: 0,
      cash_out_cents: 0,
    };
    const item = clockRecordAuditItem(NY)({
      id: 1,
      changedByName: 'Owner',
      reason: 'Tip was short',
      createdAt: new Date('2026-03-08T15:00:00Z'),
      before: snapshot,
      after: { ...snapshot, tip_cents: 1500 },
      ...manual,
    });
    expect(item).toEqual({
      id: 1,
      at: '2026-03-08T15:00:00.000Z',
      by: 'Owner',
      reason: 'Tip was short',
      source: 'manual',
      station: null,
      waited: null,
      changes: [{ field: 'Tip', before: '$10.00', after: '$15.00' }],
    });
    const added = clockRecordAuditItem(NY)({
      id: 2,
      changedByName: 'Owner',
      reason: 'Added',
      createdAt: new Date('2026-03-08T15:00:00Z'),
      before: null,
      after: snapshot,
      ...manual,
    });
    expect(added.changes[0]).toEqual({
      field: 'Clock In',
      before: '—',
      after: '03-07-2026 09:00 AM',
    });
    expect(added.changes).toHaveLength(5);
  });

  test('an offline clock event accepted by a manager says its station and why it waited, in the reader’s words', () => {
    const open = {
      employee_id: 2,
      employee_name: 'Anna',
      clock_in: '2026-03-07T14:00:00.000Z',
      clock_out: null,
      tip_cents: 0,
      bonus_cents: 0,
      cash_out_cents: 0,
    };
    const waited = say('validation.staff.notClockedInAtThe');
    const item = clockRecordAuditItem(NY)({
      id: 3,
      changedByName: 'Owner',
      reason: '',
      createdAt: new Date('2026-03-08T15:00:00Z'),
      before: null,
      after: open,
      source: 'offline_manager',
      stationName: 'Front Desk',
      waitedBecause: waited,
    });
    // The stored sentence goes on as said: the page's render speaks it (server/http/shared.ts spokenPage).
    expect(item).toMatchObject({
      source: 'offline_manager',
      station: 'Front Desk',
      waited,
    });
  });
});
