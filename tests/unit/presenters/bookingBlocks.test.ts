import { describe, expect, test } from 'vitest';
import {
  blockTechnicianOptions,
  bookingBlockForm,
  upcomingBlockItems,
} from '../../../server/http/presenters/bookingBlocks';
import { describeBlockWhen } from '../../../common/bookingBlocks';
import type { BookingBlock } from '../../../database/queries/bookingBlocks';

const TODAY = '2026-07-15'; // a Wednesday
const block = (over: Partial<BookingBlock>): BookingBlock => ({
  id: 1,
  title: 'Lunch',
  technicianId: null,
  employeeName: null,
  startsOn: '2026-07-01',
  startMinute: 720,
  endMinute: 780,
  repeat: 'weekly',
  repeatUntil: null,
  ...over,
});

describe('booking block presenters', () => {
  test('the list keeps blocks with a date ahead, next first (then by start, then id), and names the whole salon', () => {
    const rows = [
      block({ id: 1, title: 'Weekly lunch' }), // every Wednesday: next is today
      block({
        id: 2,
        title: 'Training',
        technicianId: 7,
        employeeName: 'Cindy',
        repeat: 'none',
        startsOn: '2026-07-20',
        startMinute: 600,
        endMinute: 720,
      }),
      block({ id: 3, title: 'Gone', repeat: 'none', startsOn: '2026-07-14' }),
      block({
        id: 4,
        title: 'Early today',
        repeat: 'none',
        startsOn: TODAY,
        startMinute: 540,
        endMinute: 600,
      }),
      block({ id: 5, title: 'Ended weekly', repeatUntil: '2026-07-08' }),
    ];
    const items = upcomingBlockItems(rows, TODAY);
    expect(items.map((i) => [i.id, i.next])).toEqual([
      [4, TODAY],
      [1, TODAY],
      [2, '2026-07-20'],
    ]);
    expect(items[1]).toEqual({
      id: 1,
      title: 'Weekly lunch',
      who: 'Whole salon',
      whole_salon: true,
      when: describeBlockWhen(rows[0], TODAY),
      repeat: 'weekly',
      next: TODAY,
    });
    expect(items[2]).toMatchObject({ who: 'Cindy', whole_salon: false, repeat: 'none' });
  });

  test('the edit form gets input times and a blank open-ended repeat', () => {
    expect(
      bookingBlockForm(
        block({ id: 9, technicianId: 3, startMinute: 9 * 60 + 5, endMinute: 13 * 60 + 30 }),
      ),
    ).toEqual({
      id: 9,
      title: 'Lunch',
      technician_id: 3,
      date: '2026-07-01',
      start: '09:05',
      end: '13:30',
      repeat: 'weekly',
      repeat_until: '',
    });
    expect(bookingBlockForm(block({ repeatUntil: '2026-12-31' })).repeat_until).toBe('2026-12-31');
  });

  test("a block's own technician who left stays a choice, marked inactive; others are not added", () => {
    const active = [{ id: 1, name: 'Anna' }];
    expect(blockTechnicianOptions(active)).toEqual(active);
    expect(
      blockTechnicianOptions(active, block({ technicianId: 1, employeeName: 'Anna' })),
    ).toEqual(active);
    expect(blockTechnicianOptions(active, block({ technicianId: 4, employeeName: 'Bao' }))).toEqual(
      [...active, { id: 4, name: 'Bao (inactive)' }],
    );
    expect(blockTechnicianOptions(active, block({}))).toEqual(active);
  });
});
