import type { listOpenClockRecords } from '../../../database/queries/clockRecords';
import type { DayHeadline } from '../../../database/queries/dashboard';
import { formatStoreDateTime } from '../../../common/storeTime';

type OpenRecord = Awaited<ReturnType<typeof listOpenClockRecords>>[number];

/** Who is clocked in now (the time-clock panel): the time in the store's zone, and the instant for the live "for 2h 5m". */
export const clockedInItem = (tz: string) => (r: OpenRecord) => ({
  id: r.id,
  employee_id: r.employeeId,
  name: r.name,
  clock_in: formatStoreDateTime(r.clockIn, tz),
  clock_in_iso: r.clockIn.toISOString(),
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
