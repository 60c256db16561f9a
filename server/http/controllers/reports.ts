import { loadDailyReport, reportDay } from '../../domain/reports/daily';
import { dailyReportCsv } from '../../domain/reports/dailyCsv';
import {
  daysIn,
  defaultGrouping,
  loadRangeReport,
  MAX_REPORT_DAYS,
} from '../../domain/reports/range';
import { rangeReportCsv } from '../../domain/reports/rangeCsv';
import { reportPeriod } from '../../../common/reportRanges';
import { storeAction, type StoreContext } from '../action';
import { notFound, ValidationError } from '../errors';
import {
  dailyReportTables,
  periodPointsItem,
  rangeReportChoices,
  rangeReportTables,
} from '../presenters/reports';
import { promotionDiscountRows } from '../presenters/promotions';
import { sumPromotionDiscounts } from '../../../database/queries/promotions';
import { pointsForPeriod } from '../../domain/loyalty/liability';
import { fieldErrors } from '../validate';
import { dailyReportSchema, rangeExportSchema, rangeReportSchema } from '../validators/reports';

/** reports.daily: one store day for the close (docs/requirements.md §2), amounts in cents, shaped for the page and its print view. */
export const daily = storeAction(
  { input: dailyReportSchema },
  async ({ db, store, input: { date }, res }) => {
    const day = reportDay(store.timezone, date);
    const [r, promotions] = await Promise.all([
      loadDailyReport(db, store.id, day.date, day.bounds),
      sumPromotionDiscounts(db, store.id, day.bounds),
    ]);
    await res.inertia(
      'Admin/Reports/Daily',
      {
        store: { name: store.name, timezone: store.timezone, region: store.region },
        day: { date: day.date, today: day.today, previous: day.previous, next: day.next },
        ...dailyReportTables(r),
        promotions: promotionDiscountRows(promotions),
      },
      { title: 'Daily Report' },
    );
  },
);

/** reports.daily_export: the same day's tables as CSV. */
export const dailyExport = storeAction(
  { input: dailyReportSchema },
  async ({ db, store, input: { date }, res }) => {
    const day = reportDay(store.timezone, date);
    const csv = dailyReportCsv(
      await loadDailyReport(db, store.id, day.date, day.bounds),
      store.name,
    );
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="daily-report-${day.date}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(csv);
  },
);

/**
 * The period asked for: a bad custom period shows today's figures, with the
 * messages beside the fields and the typed dates kept (so it is parsed here,
 * not as the action's input, which would answer the errors alone).
 */
function rangeOf({ store, req }: StoreContext) {
  const parsed = rangeReportSchema.safeParse(req.query);
  const input = parsed.success
    ? parsed.data
    : { range: 'custom' as const, from: undefined, to: undefined, group: undefined };
  const period = reportPeriod(
    parsed.success ? input.range : 'today',
    input.from,
    input.to,
    store.timezone,
  );
  const grouping = input.group ?? defaultGrouping(period);
  const raw = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');
  return {
    period,
    grouping,
    errors: parsed.success ? null : fieldErrors(parsed.error),
    filters: parsed.success
      ? { range: input.range, from: period.from, to: period.to, group: grouping }
      : { range: 'custom', from: raw(req.query.from), to: raw(req.query.to), group: grouping },
    query: {
      range: period.range,
      ...(period.range === 'custom' ? { from: period.from, to: period.to } : {}),
      group: grouping,
    },
  };
}

/** reports.index: the daily report's figures over a range of store days, grouped, with sales by item, category, tax and technician. */
export const index = storeAction({}, async (a) => {
  const { db, store, res } = a;
  const { period, grouping, errors, filters, query } = rangeOf(a);
  const [r, promotions, points] = await Promise.all([
    loadRangeReport(db, store.id, period, store.timezone, grouping),
    sumPromotionDiscounts(db, store.id, period),
    pointsForPeriod(db, store.id, period),
  ]);
  await res.inertia(
    'Admin/Reports/Index',
    {
      ...(errors ? { errors } : {}),
      store: { name: store.name, timezone: store.timezone, region: store.region },
      filters,
      period: {
        range: period.range,
        from: period.from,
        to: period.to,
        days: daysIn(period.from, period.to),
        max_days: MAX_REPORT_DAYS,
      },
      ...rangeReportChoices(),
      ...rangeReportTables(r),
      promotions: promotionDiscountRows(promotions),
      points: points && periodPointsItem(points),
      export_query: query,
    },
    { title: 'Reports' },
  );
});

/** reports.export: one table of the same report as CSV (table=periods|services|categories|taxes|technicians). */
export const rangeExport = storeAction({}, async (a) => {
  // No such table is no such page.
  const table = rangeExportSchema.safeParse(a.req.query);
  if (!table.success) throw notFound();
  const { period, grouping, errors } = rangeOf(a);
  if (errors) throw new ValidationError(errors);
  const csv = rangeReportCsv(
    await loadRangeReport(a.db, a.store.id, period, a.store.timezone, grouping),
    table.data.table,
  );
  a.res
    .status(200)
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="report-${table.data.table}-${period.from}-to-${period.to}.csv"`,
      'Cache-Control': 'no-store',
    })
    .send(csv);
});
