import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (YYYY-MM-DD) in years a salon can have tickets: 2026-02-31 or 0000-01-01 is not one. */
const isDay = (v: string) => DAY.test(v) && v >= '1970-01-01' && v <= '9999-12-31' && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * reports.daily's query string (and its CSV export's): the store day. A
 * missing, malformed or impossible date reads as today, never an error: a
 * report link that went stale still opens.
 */
export const dailyReportSchema = z.object({
  date: z.preprocess((v) => (typeof v === 'string' && v !== '' ? v : null), z.string().max(10).refine(isDay).nullable()).catch(null),
});
export type DailyReportQuery = z.infer<typeof dailyReportSchema>;
