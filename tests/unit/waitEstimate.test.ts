import { describe, expect, it } from 'vitest';
import { estimateWait } from '../../server/domain/checkins/waitEstimate';
import { waitParts } from '../../common/checkIns';

const now = new Date('2025-03-14T15:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('wait estimate', () => {
  it('the first customer with a free technician waits nothing and is first in line', () => {
    expect(
      estimateWait({
        now,
        technicianIds: [1, 2],
        inService: [],
        ahead: [],
        requestedTechnicianId: null,
      }),
    ).toEqual({ position: 1, minutes: 0 });
  });

  it('two technicians share the line ahead: three 30-minute visits ahead of her leave her 30 minutes', () => {
    // Lane 1 takes visit 1 (0→30), lane 2 visit 2 (0→30), lane 1 visit 3 (30→60): lane 2 frees at 30.
    const ahead = [
      { minutes: 30, technicianId: null },
      { minutes: 30, technicianId: null },
      { minutes: 30, technicianId: null },
    ];
    expect(
      estimateWait({
        now,
        technicianIds: [1, 2],
        inService: [],
        ahead,
        requestedTechnicianId: null,
      }),
    ).toEqual({ position: 4, minutes: 30 });
  });

  it('a visit with no services chosen counts as the default 30 minutes', () => {
    const ahead = [{ minutes: 0, technicianId: null }];
    expect(
      estimateWait({ now, technicianIds: [1], inService: [], ahead, requestedTechnicianId: null }),
    ).toEqual({ position: 2, minutes: 30 });
    expect(
      estimateWait({
        now,
        technicianIds: [1],
        inService: [],
        ahead,
        requestedTechnicianId: null,
        defaultMinutes: 45,
      }).minutes,
    ).toBe(45);
  });

  it('a service under way keeps its technician busy for what is left of it', () => {
    // Technician 1 started a 60-minute pedicure 20 minutes ago: free in 40. Technician 2 is free now.
    const inService = [{ technicianId: 1, startedAt: minutesAgo(20), minutes: 60 }];
    expect(
      estimateWait({
        now,
        technicianIds: [1, 2],
        inService,
        ahead: [],
        requestedTechnicianId: null,
      }).minutes,
    ).toBe(0);
    expect(
      estimateWait({
        now,
        technicianIds: [1, 2],
        inService,
        ahead: [{ minutes: 45, technicianId: null }],
        requestedTechnicianId: null,
      }).minutes,
    ).toBe(40);
  });

  it('a service running over its time frees its technician now, not in the past', () => {
    const inService = [{ technicianId: 1, startedAt: minutesAgo(90), minutes: 60 }];
    expect(
      estimateWait({ now, technicianIds: [1], inService, ahead: [], requestedTechnicianId: null })
        .minutes,
    ).toBe(0);
  });

  it('asking for a technician waits for her own queue, even when another is free', () => {
    // Cindy (1) is 20 minutes from done and has one customer assigned to her (45 min); Anna (2) is free.
    const inService = [{ technicianId: 1, startedAt: minutesAgo(10), minutes: 30 }];
    const ahead = [{ minutes: 45, technicianId: 1 }];
    expect(
      estimateWait({ now, technicianIds: [1, 2], inService, ahead, requestedTechnicianId: 1 }),
    ).toEqual({ position: 2, minutes: 65 });
    expect(
      estimateWait({ now, technicianIds: [1, 2], inService, ahead, requestedTechnicianId: null }),
    ).toEqual({ position: 2, minutes: 0 });
  });

  it('a requested technician who is not clocked in falls back to whoever is first free', () => {
    expect(
      estimateWait({
        now,
        technicianIds: [2],
        inService: [],
        ahead: [{ minutes: 30, technicianId: null }],
        requestedTechnicianId: 9,
      }).minutes,
    ).toBe(30);
  });

  it('with nobody clocked in the line still moves one visit at a time', () => {
    const ahead = [
      { minutes: 30, technicianId: null },
      { minutes: 15, technicianId: 4 },
    ];
    expect(
      estimateWait({ now, technicianIds: [], inService: [], ahead, requestedTechnicianId: null }),
    ).toEqual({ position: 3, minutes: 45 });
  });

  it('rounds the wait the way a customer reads it: up to five minutes, half hours past 90', () => {
    expect(waitParts(0)).toEqual({ kind: 'none', n: 0 });
    expect(waitParts(1)).toEqual({ kind: 'minutes', n: 5 });
    expect(waitParts(30)).toEqual({ kind: 'minutes', n: 30 });
    expect(waitParts(31)).toEqual({ kind: 'minutes', n: 35 });
    expect(waitParts(90)).toEqual({ kind: 'minutes', n: 90 });
    expect(waitParts(100)).toEqual({ kind: 'hours', n: 1.5 });
    expect(waitParts(118)).toEqual({ kind: 'hours', n: 2 });
  });
});
