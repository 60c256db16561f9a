import type { listOpenClockRecords } from '../../../database/queries/clockRecords';
import type { DayHeadline } from '../../../database/queries/dashboard';

type OpenRecord = Awaited<ReturnType<typeof listOpenClockRecords>>[number];

/** Who is clocked in now (the time-clock panel): the clock-in instant, shown by the page in the store's zone (docs/features/languages-and-offline.md). */
export const clockedInItem = (r: OpenRecord) => ({
  id: r.id,
  employee_id: r.employeeId,
  name: r.name,
  clock_in: r.clockIn.toISOString(),
});

/** Today's headline numbers in cents; the props carry none at all for who may not see sales. */
export const headlineProps = (h: DayHeadline | null) =>
  h
    ? {
        headline: {
          sales_cents: h.netSalesCents,
          tickets: h.tickets,
          tip_cents: h.tipCents,
          waiting: h.waiting,
        },
      }
    : {};
