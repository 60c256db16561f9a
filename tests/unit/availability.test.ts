import { describe, expect, test } from 'vitest';
import { english } from '../support/saidEquality';
import {
  blockOccursOn,
  checkFit,
  freeSlots,
  openingOn,
  visitMinutes,
  type Block,
  type DayFacts,
  type DayHours,
  type Technician,
} from '../../server/domain/appointments/availability';
import { storeMinuteToUtc } from '../../common/storeTime';

const TZ = 'America/New_York';
const h = (hour: number, minute = 0) => hour * 60 + minute;
const hours = (open: number, close: number): DayHours => ({ openMinute: open, closeMinute: close });
/** Mon–Sat 9:30 AM–7:30 PM, Sun 11 AM–5 PM: the demo salon's week. */
const SALON_WEEK = [
  hours(h(11), h(17)),
  ...Array.from({ length: 6 }, () => hours(h(9, 30), h(19, 30))),
];
const everyDay = (open: number, close: number) =>
  Array.from({ length: 7 }, () => hours(open, close));
const tech = (
  id: number,
  name: string,
  week: (DayHours | null)[] = everyDay(h(9), h(21)),
): Technician => ({ id, name, week });
/** A New York wall-clock time on a date, as the instant. */
const at = (date: string, hour: number, minute = 0) =>
  storeMinuteToUtc(date, h(hour, minute), TZ).at;

// Tuesday 24 November 2026; "now" is the Monday before at noon, so notice never bites unless a test sets it.
const TUESDAY = '2026-11-24';
function facts(overrides: Partial<DayFacts> = {}): DayFacts {
  return {
    date: TUESDAY,
    timezone: TZ,
    now: at('2026-11-23', 12),
    settings: {
      slotStepMinutes: 60,
      minNoticeMinutes: 60,
      bookingWindowDays: 30,
      bufferMinutes: 0,
    },
    openingWeek: SALON_WEEK,
    exceptions: [],
    technicians: [tech(1, 'Anna'), tech(2, 'Bao')],
    blocks: [],
    appointments: [],
    ...overrides,
  };
}
const labels = (slots: { label: string }[]) => slots.map((s) => s.label);

describe('opening hours and working hours', () => {
  test('slots run at the step from opening until the last one that ends by closing', () => {
    const slots = freeSlots(facts(), { technicianId: 1, durationMinutes: 45 });
    expect(labels(slots)).toEqual([
      '9:30 AM',
      '10:30 AM',
      '11:30 AM',
      '12:30 PM',
      '1:30 PM',
      '2:30 PM',
      '3:30 PM',
      '4:30 PM',
      '5:30 PM',
      '6:30 PM',
    ]);
    expect(slots[0].startsAt.toISOString()).toBe('2026-11-24T14:30:00.000Z');
    expect(slots[0].endsAt.toISOString()).toBe('2026-11-24T15:15:00.000Z');
  });

  test('a technician who starts late and leaves early is bookable only where both overlap', () => {
    const cindy = tech(3, 'Cindy', everyDay(h(12), h(16)));
    const slots = freeSlots(facts({ technicians: [cindy] }), {
      technicianId: 3,
      durationMinutes: 60,
    });
    expect(labels(slots)).toEqual(['12:30 PM', '1:30 PM', '2:30 PM']);
  });

  test('a day off and a closed day have no slots, and say why to the front desk', () => {
    const off = tech(
      3,
      'Cindy',
      SALON_WEEK.map((d, i) => (i === 2 ? null : d)),
    );
    expect(
      freeSlots(facts({ technicians: [off] }), { technicianId: 3, durationMinutes: 30 }),
    ).toEqual([]);
    expect(
      english(
        checkFit(facts({ technicians: [off] }), {
          technicianId: 3,
          startsAt: at(TUESDAY, 10),
          durationMinutes: 30,
        })?.message,
      ),
    ).toBe('Cindy is not working that day.');
    const closed = facts({ exceptions: [{ date: TUESDAY, openMinute: null, closeMinute: null }] });
    expect(freeSlots(closed, { technicianId: 1, durationMinutes: 30 })).toEqual([]);
    expect(
      english(
        checkFit(closed, { technicianId: 1, startsAt: at(TUESDAY, 10), durationMinutes: 30 })
          ?.message,
      ),
    ).toBe('The salon is closed that day.');
  });

  test('a dated exception with special hours replaces the weekday', () => {
    const special = facts({
      exceptions: [{ date: TUESDAY, openMinute: h(12), closeMinute: h(15) }],
    });
    expect(openingOn(TUESDAY, SALON_WEEK, special.exceptions)).toEqual(hours(h(12), h(15)));
    expect(labels(freeSlots(special, { technicianId: 1, durationMinutes: 60 }))).toEqual([
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
    ]);
  });

  test('outside opening hours and outside working hours are told apart', () => {
    expect(
      english(
        checkFit(facts(), { technicianId: 1, startsAt: at(TUESDAY, 19), durationMinutes: 60 })
          ?.message,
      ),
    ).toBe('That time is outside opening hours (9:30 AM to 7:30 PM).');
    const cindy = tech(3, 'Cindy', everyDay(h(12), h(16)));
    expect(
      english(
        checkFit(facts({ technicians: [cindy] }), {
          technicianId: 3,
          startsAt: at(TUESDAY, 15, 30),
          durationMinutes: 60,
        })?.message,
      ),
    ).toBe("That time is outside Cindy's working hours.");
    expect(
      checkFit(facts({ technicians: [cindy] }), {
        technicianId: 3,
        startsAt: at(TUESDAY, 15),
        durationMinutes: 60,
      }),
    ).toBeNull();
  });
});

describe('blocks and other appointments', () => {
  const lunch: Block = {
    title: 'Lunch',
    technicianId: null,
    startsOn: '2026-11-03',
    startMinute: h(12),
    endMinute: h(13),
    repeat: 'weekly',
    repeatUntil: null,
  };

  test('a weekly store-wide lunch block repeats on its weekday until its end date', () => {
    expect(blockOccursOn(lunch, TUESDAY)).toBe(true);
    expect(blockOccursOn(lunch, '2026-11-25')).toBe(false);
    expect(blockOccursOn(lunch, '2026-10-27')).toBe(false);
    expect(blockOccursOn({ ...lunch, repeatUntil: '2026-11-17' }, TUESDAY)).toBe(false);
    expect(blockOccursOn({ ...lunch, repeat: 'none', startsOn: TUESDAY }, TUESDAY)).toBe(true);
  });

  test('no slot overlaps a block, for everyone when it is the store’s, for one technician when it is theirs', () => {
    const storeWide = facts({ blocks: [lunch] });
    expect(labels(freeSlots(storeWide, { technicianId: 2, durationMinutes: 60 }))).not.toContain(
      '11:30 AM',
    );
    expect(labels(freeSlots(storeWide, { technicianId: 2, durationMinutes: 60 }))).not.toContain(
      '12:30 PM',
    );
    expect(
      english(
        checkFit(storeWide, { technicianId: 1, startsAt: at(TUESDAY, 12, 30), durationMinutes: 30 })
          ?.message,
      ),
    ).toBe('That time is blocked (Lunch).');
    const annasTraining = facts({
      blocks: [{ ...lunch, title: 'Training', technicianId: 1, repeat: 'none', startsOn: TUESDAY }],
    });
    expect(
      labels(freeSlots(annasTraining, { technicianId: 1, durationMinutes: 60 })),
    ).not.toContain('12:30 PM');
    expect(labels(freeSlots(annasTraining, { technicianId: 2, durationMinutes: 60 }))).toContain(
      '12:30 PM',
    );
  });

  test('an appointment holds its time plus the buffer: the next start waits for both', () => {
    const booked = [
      { id: 7, technicianId: 1, startsAt: at(TUESDAY, 10, 30), heldUntil: at(TUESDAY, 11, 45) },
    ];
    const withBuffer = facts({
      appointments: booked,
      settings: {
        slotStepMinutes: 15,
        minNoticeMinutes: 0,
        bookingWindowDays: 30,
        bufferMinutes: 15,
      },
    });
    const slots = labels(freeSlots(withBuffer, { technicianId: 1, durationMinutes: 30 }));
    // 10:00 would run into 10:30 with its own buffer; 11:45 is the first start after the held time.
    expect(slots).toContain('9:45 AM');
    expect(slots).not.toContain('10:00 AM');
    expect(slots).not.toContain('11:30 AM');
    expect(slots).toContain('11:45 AM');
    expect(
      english(
        checkFit(withBuffer, {
          technicianId: 1,
          startsAt: at(TUESDAY, 11, 30),
          durationMinutes: 30,
        })?.message,
      ),
    ).toBe('Anna already has an appointment then.');
    // Moving the appointment itself ignores its own old time.
    expect(
      checkFit(withBuffer, {
        technicianId: 1,
        startsAt: at(TUESDAY, 10, 45),
        durationMinutes: 30,
        ignoreAppointmentId: 7,
      }),
    ).toBeNull();
  });

  test('the buffer may run past closing, the service may not', () => {
    const late = facts({
      settings: {
        slotStepMinutes: 30,
        minNoticeMinutes: 0,
        bookingWindowDays: 30,
        bufferMinutes: 15,
      },
    });
    expect(labels(freeSlots(late, { technicianId: 1, durationMinutes: 60 })).at(-1)).toBe(
      '6:30 PM',
    );
  });

  test('several services in sequence need their whole length free', () => {
    const minutes = visitMinutes([{ durationMinutes: 45 }, { durationMinutes: 60 }]);
    expect(minutes).toBe(105);
    const booked = [{ technicianId: 1, startsAt: at(TUESDAY, 13), heldUntil: at(TUESDAY, 14) }];
    const slots = labels(
      freeSlots(facts({ appointments: booked }), { technicianId: 1, durationMinutes: minutes }),
    );
    expect(slots).toContain('10:30 AM'); // 10:30–12:15
    expect(slots).not.toContain('11:30 AM'); // would end 1:15 PM, inside the 1 PM booking
    expect(slots).toContain('2:30 PM');
    expect(slots.at(-1)).toBe('5:30 PM'); // 5:30–7:15, 6:30 would end after 7:30
  });
});

describe('notice and the booking window (customers only)', () => {
  test('no slot sooner than the minimum notice; the front desk may book now', () => {
    const morning = facts({
      now: at(TUESDAY, 10, 10),
      settings: {
        slotStepMinutes: 60,
        minNoticeMinutes: 120,
        bookingWindowDays: 30,
        bufferMinutes: 0,
      },
    });
    expect(labels(freeSlots(morning, { technicianId: 1, durationMinutes: 30 }))[0]).toBe(
      '12:30 PM',
    );
    expect(
      labels(freeSlots(morning, { technicianId: 1, durationMinutes: 30, staff: true }))[0],
    ).toBe('9:30 AM');
  });

  test('no customer slots on a past day or beyond the window', () => {
    const now = at('2026-11-23', 12);
    expect(
      freeSlots(facts({ now, date: '2026-11-22' }), { technicianId: 1, durationMinutes: 30 }),
    ).toEqual([]);
    expect(
      freeSlots(facts({ now, date: '2026-12-23' }), { technicianId: 1, durationMinutes: 30 }),
    ).not.toEqual([]);
    expect(
      freeSlots(facts({ now, date: '2026-12-24' }), { technicianId: 1, durationMinutes: 30 }),
    ).toEqual([]);
  });
});

describe('"Anyone"', () => {
  test('lists every free technician, the least booked that day first', () => {
    const booked = [
      { technicianId: 1, startsAt: at(TUESDAY, 15, 30), heldUntil: at(TUESDAY, 16, 30) },
    ];
    const slots = freeSlots(facts({ appointments: booked }), {
      technicianId: 'anyone',
      durationMinutes: 60,
    });
    expect(slots.find((s) => s.label === '9:30 AM')?.technicianIds).toEqual([2, 1]);
    // At 3:30 only Bao is free: the slot is still offered, with him.
    expect(slots.find((s) => s.label === '3:30 PM')?.technicianIds).toEqual([2]);
  });

  test('a slot is gone only when nobody is free', () => {
    const booked = [1, 2].map((technicianId) => ({
      technicianId,
      startsAt: at(TUESDAY, 11, 30),
      heldUntil: at(TUESDAY, 12, 30),
    }));
    expect(
      labels(
        freeSlots(facts({ appointments: booked }), { technicianId: 'anyone', durationMinutes: 60 }),
      ),
    ).not.toContain('11:30 AM');
  });

  test('with equal bookings the lower id comes first, so the pick is stable', () => {
    expect(
      freeSlots(facts(), { technicianId: 'anyone', durationMinutes: 30 })[0].technicianIds,
    ).toEqual([1, 2]);
  });
});

describe('daylight-saving days in America/New_York', () => {
  const night = everyDay(0, h(24));
  const nightOwls = (date: string): DayFacts =>
    facts({
      date,
      now: at('2026-01-01', 0),
      openingWeek: night,
      technicians: [tech(1, 'Anna', night)],
      settings: {
        slotStepMinutes: 60,
        minNoticeMinutes: 0,
        bookingWindowDays: 400,
        bufferMinutes: 0,
      },
    });

  test('spring forward (8 March 2026): 2 AM never happens and gets no slot; an hour is an hour', () => {
    const slots = freeSlots(nightOwls('2026-03-08'), { technicianId: 1, durationMinutes: 60 });
    expect(labels(slots).slice(0, 3)).toEqual(['12:00 AM', '1:00 AM', '3:00 AM']);
    const three = slots.find((s) => s.label === '3:00 AM')!;
    expect(three.startsAt.toISOString()).toBe('2026-03-08T07:00:00.000Z'); // EDT, UTC−4
    expect(three.endsAt.getTime() - three.startsAt.getTime()).toBe(3_600_000);
    expect(slots).toHaveLength(23);
  });

  test('fall back (1 November 2026): 1 AM is offered once, and 10 AM is in standard time', () => {
    const slots = freeSlots(nightOwls('2026-11-01'), { technicianId: 1, durationMinutes: 60 });
    expect(labels(slots).filter((l) => l === '1:00 AM')).toHaveLength(1);
    expect(slots.find((s) => s.label === '10:00 AM')!.startsAt.toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    ); // EST, UTC−5
  });

  test('a salon day across the change keeps its local hours', () => {
    const sunday = facts({ date: '2026-03-08', now: at('2026-03-01', 12) });
    const slots = freeSlots(sunday, { technicianId: 1, durationMinutes: 60 });
    expect(slots[0].label).toBe('11:00 AM');
    expect(slots[0].startsAt.toISOString()).toBe('2026-03-08T15:00:00.000Z');
    expect(labels(slots).at(-1)).toBe('4:00 PM');
  });

  test('an appointment booked across the change still blocks its real time', () => {
    const booked = [
      {
        technicianId: 1,
        startsAt: new Date('2026-11-01T05:30:00Z'),
        heldUntil: new Date('2026-11-01T06:30:00Z'),
      },
    ]; // 1:30–1:30 AM (EDT → EST)
    const slots = labels(
      freeSlots(
        { ...nightOwls('2026-11-01'), appointments: booked },
        { technicianId: 1, durationMinutes: 60 },
      ),
    );
    expect(slots).not.toContain('1:00 AM');
    expect(slots).toContain('2:00 AM');
  });
});
