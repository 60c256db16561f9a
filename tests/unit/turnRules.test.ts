import { describe, expect, test } from 'vitest';
import {
  compareInLine,
  computeTurnQueue,
  DEFAULT_TURN_SETTINGS,
  formatTurns,
  nextUp,
  nextWalkInFor,
  type TurnEventInput,
  type LinePlace,
  type TurnInput,
  type TurnSettings,
  type TurnTicketLine,
} from '../../server/domain/turns/turnRules';

// A store day in UTC to keep the worked days readable: 9:00 is 09:00Z.
const DAY = {
  date: '2025-03-14',
  start: new Date('2025-03-14T00:00:00Z'),
  end: new Date('2025-03-15T00:00:00Z'),
};
const at = (hhmm: string, date = DAY.date) => new Date(`${date}T${hhmm}:00Z`);
const ANNA = 1,
  BELLA = 2,
  CINDY = 3;
const technicians = [
  { id: ANNA, name: 'Anna' },
  { id: BELLA, name: 'Bella' },
  { id: CINDY, name: 'Cindy' },
];
const clockedIn = (id: number, hhmm: string, out: string | null = null) => ({
  employeeId: id,
  clockIn: at(hhmm),
  clockOut: out ? at(out) : null,
});

let invoiceSeq = 100;
function line(
  technicianId: number,
  paid: string,
  over: Partial<TurnTicketLine> = {},
): TurnTicketLine {
  const invoiceId = over.invoiceId ?? invoiceSeq++;
  return {
    invoiceId,
    invoiceNumber: invoiceId,
    technicianId,
    service: 'Gel Manicure',
    turnWeightHalves: 2,
    netCents: 4500,
    requested: false,
    appointment: false,
    voided: false,
    paidAt: at(paid),
    ...over,
  };
}

let eventSeq = 1;
function event(
  technicianId: number,
  kind: TurnEventInput['kind'],
  when: string,
  over: Partial<TurnEventInput> = {},
): TurnEventInput {
  return {
    id: eventSeq++,
    technicianId,
    kind,
    deltaHalves: 0,
    status: null,
    reason: null,
    invoiceId: null,
    checkInId: null,
    byName: 'Manager Mia',
    createdAt: at(when),
    ...over,
  };
}

/** Anna 9:00, Bella 9:05, Cindy 9:10, everyone still in. */
function day(over: Partial<TurnInput> = {}, settings: Partial<TurnSettings> = {}): TurnInput {
  return {
    day: DAY,
    technicians,
    clockRecords: [clockedIn(ANNA, '09:00'), clockedIn(BELLA, '09:05'), clockedIn(CINDY, '09:10')],
    lines: [],
    events: [],
    settings: { ...DEFAULT_TURN_SETTINGS, ...settings },
    ...over,
  };
}

const order = (input: TurnInput) => computeTurnQueue(input).map((e) => e.name);
const entry = (input: TurnInput, id: number) =>
  computeTurnQueue(input).find((e) => e.technicianId === id)!;

describe('turns are shown as fractions', () => {
  test('halves read as whole and half turns', () => {
    expect([0, 1, 2, 3, 5, -1, -2].map(formatTurns)).toEqual([
      '0',
      '½',
      '1',
      '1½',
      '2½',
      '−½',
      '−1',
    ]);
  });
});

describe('fewest turns, then earliest clock-in (the default)', () => {
  test('with no tickets yet, the first to clock in is next up', () => {
    const queue = computeTurnQueue(day());
    expect(queue.map((e) => [e.name, e.position, e.turnsHalves, e.status])).toEqual([
      ['Anna', 1, 0, 'available'],
      ['Bella', 2, 0, 'available'],
      ['Cindy', 3, 0, 'available'],
    ]);
    expect(nextUp(queue)?.name).toBe('Anna');
  });

  test('a full turn sends Anna behind the others; a second one to Bella leaves Cindy next', () => {
    const input = day({
      lines: [line(ANNA, '10:00', { invoiceNumber: 12 }), line(BELLA, '10:30')],
    });
    expect(order(input)).toEqual(['Cindy', 'Anna', 'Bella']);
    const anna = entry(input, ANNA);
    expect(anna.turnsLabel).toBe('1');
    expect(anna.lastTurnAt).toEqual(at('10:00'));
    expect(anna.reasons).toMatchObject([
      {
        kind: 'ticket',
        label: 'Ticket 12 · Gel Manicure',
        effect: '+1',
        halves: 2,
        counted: true,
        invoiceNumber: 12,
      },
    ]);
  });

  test('service weights 0, ½, 1 and 1½ add what the line says', () => {
    const input = day({
      lines: [
        line(ANNA, '10:00', { turnWeightHalves: 3, service: 'Acrylic Full Set' }),
        line(BELLA, '10:00', { turnWeightHalves: 1, service: 'Polish Change' }),
        line(CINDY, '10:00', { turnWeightHalves: 0, service: 'Nail Repair' }),
        line(CINDY, '11:00', { turnWeightHalves: 2 }),
      ],
    });
    expect(computeTurnQueue(input).map((e) => [e.name, e.turnsLabel])).toEqual([
      ['Bella', '½'],
      ['Cindy', '1'],
      ['Anna', '1½'],
    ]);
    expect(entry(input, CINDY).reasons[0]).toMatchObject({
      halves: 0,
      counted: false,
      effect: '+0 (Weight 0: no turn)',
    });
  });

  test('ties on turns go to the earliest clock-in, whatever order the records arrive in', () => {
    const input = day({
      clockRecords: [
        clockedIn(CINDY, '08:30'),
        clockedIn(ANNA, '09:00'),
        clockedIn(BELLA, '08:45'),
      ],
      lines: [line(CINDY, '10:00')],
    });
    expect(order(input)).toEqual(['Bella', 'Anna', 'Cindy']);
  });
});

describe('by price with a threshold ($30 by default)', () => {
  const price = { basis: 'price' as const };
  test('at or over $30 is a full turn; under it a half turn that keeps her place', () => {
    const input = day(
      {
        lines: [
          line(ANNA, '10:00', { netCents: 2500, service: 'Polish Change' }),
          line(BELLA, '10:00', { netCents: 3000 }),
        ],
      },
      price,
    );
    const queue = computeTurnQueue(input);
    expect(queue.map((e) => [e.name, e.turnsLabel, e.rankHalves])).toEqual([
      ['Anna', '½', 0],
      ['Cindy', '0', 0],
      ['Bella', '1', 2],
    ]);
    expect(nextUp(queue)?.name).toBe('Anna');
    expect(queue[0].reasons[0].effect).toBe('+½ (Small service: keeps her place)');
  });

  test("one technician's lines on one ticket add up before the threshold is applied", () => {
    const input = day(
      {
        lines: [
          line(ANNA, '10:00', {
            invoiceId: 7,
            invoiceNumber: 7,
            netCents: 2000,
            service: 'Manicure',
          }),
          line(ANNA, '10:00', {
            invoiceId: 7,
            invoiceNumber: 7,
            netCents: 1500,
            service: 'Gel Polish',
          }),
        ],
      },
      price,
    );
    const anna = entry(input, ANNA);
    expect(anna.turnsHalves).toBe(2);
    expect(anna.reasons).toHaveLength(1);
    expect(anna.reasons[0].label).toBe('Ticket 7 · Manicure, Gel Polish');
  });

  test('the threshold is a setting', () => {
    const input = day(
      { lines: [line(ANNA, '10:00', { netCents: 4500 })] },
      { ...price, smallServiceThresholdCents: 5000 },
    );
    expect(entry(input, ANNA).turnsLabel).toBe('½');
    expect(order(input)[0]).toBe('Anna');
  });
});

describe('requested and appointment services', () => {
  const lines = () => [
    line(ANNA, '10:00', { requested: true, invoiceNumber: 21 }),
    line(BELLA, '10:00', { appointment: true, invoiceNumber: 22 }),
  ];
  test('are not counted by default, and the board says so', () => {
    const input = day({ lines: lines() });
    expect(computeTurnQueue(input).map((e) => e.turnsHalves)).toEqual([0, 0, 0]);
    expect(order(input)).toEqual(['Anna', 'Bella', 'Cindy']);
    expect(entry(input, ANNA).reasons[0]).toMatchObject({
      kind: 'not_counted',
      effect: 'Not counted: requested',
      invoiceNumber: 21,
    });
    expect(entry(input, BELLA).reasons[0]).toMatchObject({
      kind: 'not_counted',
      effect: 'Not counted: appointment',
    });
  });
  test('count when the store says so', () => {
    const input = day({ lines: lines() }, { countRequested: true, countAppointments: true });
    expect(order(input)).toEqual(['Cindy', 'Anna', 'Bella']);
    expect(entry(input, ANNA).turnsLabel).toBe('1');
  });
  test('counting requests does not count appointments', () => {
    const input = day({ lines: lines() }, { countRequested: true });
    expect([entry(input, ANNA).turnsHalves, entry(input, BELLA).turnsHalves]).toEqual([2, 0]);
  });
});

describe('breaks', () => {
  const breakAndBack = [
    event(ANNA, 'status', '10:00', { status: 'break' }),
    event(ANNA, 'status', '10:20', { status: 'available' }),
  ];
  test('on a break she is in line but not next up', () => {
    const queue = computeTurnQueue(day({ events: [breakAndBack[0]] }));
    expect(queue[0]).toMatchObject({ name: 'Anna', status: 'break', nextUp: false });
    expect(nextUp(queue)?.name).toBe('Bella');
  });
  test('coming back sends her to the back of the line (default)', () => {
    const input = day({ events: breakAndBack });
    expect(order(input)).toEqual(['Bella', 'Cindy', 'Anna']);
    expect(entry(input, ANNA).reasons.map((r) => r.effect)).toEqual(['Break', 'Back of the line']);
  });
  test('or keeps her place when the store says so', () => {
    const input = day({ events: breakAndBack }, { breakReturn: 'keep' });
    expect(order(input)).toEqual(['Anna', 'Bella', 'Cindy']);
    expect(entry(input, ANNA).reasons[1].effect).toBe('Kept her place');
  });
  test('in fewest-turns order the back of the line is behind everyone with as many turns', () => {
    const input = day({ lines: [line(BELLA, '09:30')], events: breakAndBack });
    expect(order(input)).toEqual(['Cindy', 'Anna', 'Bella']);
  });
});

describe('adjustments by hand', () => {
  test('±½ and ±1 change the count, with who, when and why', () => {
    const input = day({
      lines: [line(BELLA, '10:00')],
      events: [
        event(ANNA, 'adjust', '10:30', { deltaHalves: 2, reason: 'Late' }),
        event(ANNA, 'adjust', '10:40', {
          deltaHalves: -1,
          reason: 'Others: helped at the desk',
          byName: 'Owner Olga',
        }),
        event(BELLA, 'adjust', '11:00', { deltaHalves: -2, reason: 'Request' }),
        event(CINDY, 'adjust', '11:00', { deltaHalves: 1, reason: 'Appointment' }),
      ],
    });
    expect(computeTurnQueue(input).map((e) => [e.name, e.turnsLabel])).toEqual([
      ['Bella', '0'],
      ['Anna', '½'],
      ['Cindy', '½'],
    ]);
    expect(entry(input, ANNA).reasons).toMatchObject([
      {
        kind: 'adjust',
        effect: '+1',
        label: 'Adjusted by Manager Mia: Late',
        byName: 'Manager Mia',
        reason: 'Late',
        at: at('10:30'),
      },
      { kind: 'adjust', effect: '−½', label: 'Adjusted by Owner Olga: Others: helped at the desk' },
    ]);
  });
});

describe('skip', () => {
  test('passes her over for the next walk-in only', () => {
    const skipped = day({
      events: [event(ANNA, 'skip', '10:00', { reason: 'Finishing her lunch' })],
    });
    expect(order(skipped)).toEqual(['Bella', 'Cindy', 'Anna']);
    expect(entry(skipped, ANNA).reasons[0]).toMatchObject({
      kind: 'skip',
      label: 'Skipped by Manager Mia: Finishing her lunch',
    });

    // Bella takes the walk-in and finishes it: Anna is back to the front (fewest turns).
    const after = day({
      events: [event(ANNA, 'skip', '10:00'), event(BELLA, 'assign', '10:05', { checkInId: 9 })],
      lines: [line(BELLA, '10:45')],
    });
    expect(order(after)).toEqual(['Cindy', 'Anna', 'Bella']);
  });
});

describe('status through the day', () => {
  test('a walk-in given makes her busy; paying her ticket frees her and counts the turn', () => {
    const given = day({ events: [event(ANNA, 'assign', '10:00', { checkInId: 4 })] });
    const queue = computeTurnQueue(given);
    expect(queue[0]).toMatchObject({ name: 'Anna', status: 'busy', turnsHalves: 0, nextUp: false });
    expect(nextUp(queue)?.name).toBe('Bella');

    const paid = day({ events: [event(ANNA, 'assign', '10:00')], lines: [line(ANNA, '10:40')] });
    expect(entry(paid, ANNA)).toMatchObject({ status: 'available', turnsHalves: 2 });
  });
  test('a walk-in cancelled or a no-show before her service frees her again, and her list says why', () => {
    const cancelled = day({
      events: [
        event(ANNA, 'assign', '10:00', { checkInId: 4 }),
        event(ANNA, 'release', '10:05', {
          checkInId: 4,
          reason: 'Cancelled: Had to leave',
          byName: 'Linh Owner',
        }),
      ],
    });
    const queue = computeTurnQueue(cancelled);
    expect(queue[0]).toMatchObject({
      name: 'Anna',
      status: 'available',
      nextUp: true,
      turnsHalves: 0,
      lastTurnAt: null,
    });
    expect(queue[0].reasons.at(-1)).toMatchObject({
      kind: 'release',
      counted: false,
      label: 'Walk-in released by Linh Owner: Cancelled: Had to leave',
      effect: 'Available again',
    });
  });
  test('releasing one walk-in leaves her busy with another, and does not end a break', () => {
    const two = day({
      events: [
        event(ANNA, 'assign', '10:00', { checkInId: 4 }),
        event(ANNA, 'assign', '10:01', { checkInId: 5 }),
        event(ANNA, 'release', '10:05', { checkInId: 4, reason: 'No-show: Called twice' }),
      ],
    });
    expect(entry(two, ANNA).status).toBe('busy');
    const onBreak = day({
      events: [
        event(ANNA, 'assign', '10:00', { checkInId: 4 }),
        event(ANNA, 'status', '10:02', { status: 'break' }),
        event(ANNA, 'release', '10:05', { checkInId: 4, reason: 'Cancelled: Left' }),
      ],
    });
    expect(entry(onBreak, ANNA).status).toBe('break');
  });
  test('busy, small service and available set by hand', () => {
    const input = day({
      events: [
        event(BELLA, 'status', '10:00', { status: 'small_service' }),
        event(CINDY, 'status', '10:00', { status: 'busy' }),
      ],
    });
    expect(computeTurnQueue(input).map((e) => e.status)).toEqual([
      'available',
      'small_service',
      'busy',
    ]);
  });
  test('clocked out is out, at the end, without a place in line', () => {
    const input = day({
      clockRecords: [
        clockedIn(ANNA, '09:00', '12:00'),
        clockedIn(BELLA, '09:05'),
        clockedIn(CINDY, '09:10'),
      ],
    });
    const queue = computeTurnQueue(input);
    expect(queue.map((e) => [e.name, e.status, e.position])).toEqual([
      ['Bella', 'available', 1],
      ['Cindy', 'available', 2],
      ['Anna', 'out', null],
    ]);
  });
  test('nobody free: no next up', () => {
    const input = day({
      events: [ANNA, BELLA, CINDY].map((id) => event(id, 'status', '10:00', { status: 'busy' })),
    });
    expect(nextUp(computeTurnQueue(input))).toBeNull();
  });
});

describe('the next walk-in for a technician', () => {
  const waiting = [
    { id: 1, customerName: 'Asked for Bella', requestedTechnicianId: BELLA },
    { id: 2, customerName: 'Anyone', requestedTechnicianId: null },
    { id: 3, customerName: 'Asked for Anna', requestedTechnicianId: ANNA },
  ];
  test('is the oldest visit that asked for nobody or for her, never one who asked for someone else', () => {
    expect(nextWalkInFor(waiting, ANNA)?.id).toBe(2);
    expect(nextWalkInFor(waiting, BELLA)?.id).toBe(1);
    expect(nextWalkInFor([waiting[0]], CINDY)).toBeNull();
  });
});

describe('ticket numbers in her list', () => {
  test("carry the store's prefix, as on every other screen", () => {
    const input = day({ lines: [line(ANNA, '10:00', { invoiceNumber: 535 })], ticketPrefix: 'L-' });
    expect(entry(input, ANNA).reasons[0]).toMatchObject({
      label: 'Ticket L-535 · Gel Manicure',
      invoiceNumber: 535,
    });
  });
});

describe('void removes a turn', () => {
  test('a voided ticket counts nothing and is listed as voided', () => {
    const paid = day({ lines: [line(ANNA, '10:00', { invoiceNumber: 31 })] });
    expect(order(paid)[0]).toBe('Bella');
    const voided = day({ lines: [line(ANNA, '10:00', { invoiceNumber: 31, voided: true })] });
    expect(order(voided)).toEqual(['Anna', 'Bella', 'Cindy']);
    expect(entry(voided, ANNA)).toMatchObject({ turnsHalves: 0, lastTurnAt: null });
    expect(entry(voided, ANNA).reasons[0]).toMatchObject({
      counted: false,
      effect: 'Not counted: ticket voided',
    });
  });
});

describe("turns reset at the store's day boundary", () => {
  test("yesterday's tickets, adjustments and clock records count nothing today", () => {
    const input = day({
      clockRecords: [
        {
          employeeId: ANNA,
          clockIn: at('09:00', '2025-03-13'),
          clockOut: at('18:00', '2025-03-13'),
        },
        clockedIn(ANNA, '09:30'),
        clockedIn(BELLA, '09:05'),
      ],
      lines: [
        line(ANNA, '23:59', { paidAt: at('23:59', '2025-03-13') }),
        line(BELLA, '00:00', { paidAt: at('00:00', '2025-03-15') }),
      ],
      events: [
        event(ANNA, 'adjust', '12:00', { deltaHalves: 4, createdAt: at('12:00', '2025-03-13') }),
      ],
    });
    const queue = computeTurnQueue(input);
    expect(queue.map((e) => [e.name, e.turnsHalves, e.reasons.length])).toEqual([
      ['Bella', 0, 0],
      ['Anna', 0, 0],
    ]);
  });
  test('a record left open overnight puts her on the board from the start of the day', () => {
    const input = day({
      clockRecords: [
        { employeeId: CINDY, clockIn: at('20:00', '2025-03-13'), clockOut: null },
        clockedIn(ANNA, '09:00'),
      ],
    });
    expect(computeTurnQueue(input).map((e) => [e.name, e.clockedInAt])).toEqual([
      ['Cindy', DAY.start],
      ['Anna', at('09:00')],
    ]);
  });
  test('technicians not clocked in today are not on the board, even with tickets', () => {
    const input = day({ clockRecords: [clockedIn(ANNA, '09:00')], lines: [line(BELLA, '10:00')] });
    expect(order(input)).toEqual(['Anna']);
  });
});

describe('rotation: whoever finishes goes to the back', () => {
  const rotation = { ordering: 'rotation' as const };
  test('order follows who finished last, not how many turns', () => {
    const input = day(
      {
        lines: [
          line(ANNA, '10:00'),
          line(ANNA, '10:30'),
          line(BELLA, '11:00'),
          line(CINDY, '10:45'),
        ],
      },
      rotation,
    );
    expect(order(input)).toEqual(['Anna', 'Cindy', 'Bella']);
    expect(entry(input, ANNA).turnsLabel).toBe('2');
  });
  test('a small service by price keeps her place in rotation too', () => {
    const input = day(
      { lines: [line(ANNA, '10:00', { netCents: 1500 })] },
      { ...rotation, basis: 'price' },
    );
    expect(order(input)).toEqual(['Anna', 'Bella', 'Cindy']);
  });
  test('a whole turn added by hand sends her back; a half does not', () => {
    const input = day(
      {
        events: [
          event(ANNA, 'adjust', '10:00', { deltaHalves: 2 }),
          event(BELLA, 'adjust', '10:00', { deltaHalves: 1 }),
        ],
      },
      rotation,
    );
    expect(order(input)).toEqual(['Bella', 'Cindy', 'Anna']);
  });
});

describe('manual mode: only people move turns', () => {
  test('tickets count nothing; adjustments do', () => {
    const input = day(
      {
        lines: [line(ANNA, '10:00'), line(BELLA, '10:00')],
        events: [event(CINDY, 'adjust', '10:00', { deltaHalves: 2, reason: 'Others: walk-in' })],
      },
      { mode: 'manual' },
    );
    expect(computeTurnQueue(input).map((e) => [e.name, e.turnsLabel])).toEqual([
      ['Anna', '0'],
      ['Bella', '0'],
      ['Cindy', '1'],
    ]);
    expect(entry(input, ANNA).reasons[0].effect).toBe('Not counted: manual mode');
  });
});

describe('the order of the line, tie by tie', () => {
  const place = (technicianId: number, over: Partial<LinePlace> = {}): LinePlace => ({
    technicianId,
    skipped: false,
    rankHalves: 0,
    queuedAt: at('09:00'),
    clockedInAt: at('09:00'),
    ...over,
  });
  const lineOrder = (places: LinePlace[], rotation = false) =>
    [...places].sort((a, b) => compareInLine(a, b, rotation)).map((p) => p.technicianId);

  test('a skip that holds puts her behind everyone, even with fewer turns', () => {
    expect(lineOrder([place(ANNA, { skipped: true }), place(BELLA, { rankHalves: 4 })])).toEqual([
      BELLA,
      ANNA,
    ]);
  });

  test('fewest turns first; rotation looks only at who joined the back of the line first', () => {
    const places = [
      place(ANNA, { rankHalves: 2, queuedAt: at('09:00') }),
      place(BELLA, { rankHalves: 0, queuedAt: at('10:00') }),
    ];
    expect(lineOrder(places)).toEqual([BELLA, ANNA]);
    expect(lineOrder(places, true)).toEqual([ANNA, BELLA]);
  });

  test('then the earlier place in line, the earlier clock-in, and last the lower id', () => {
    expect(
      lineOrder([
        place(CINDY, { queuedAt: at('09:30') }),
        place(BELLA, { clockedInAt: at('08:55') }),
        place(ANNA),
      ]),
    ).toEqual([BELLA, ANNA, CINDY]);
    expect(lineOrder([place(CINDY), place(ANNA), place(BELLA)])).toEqual([ANNA, BELLA, CINDY]);
  });
});
