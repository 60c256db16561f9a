import { reportPeriod } from '../../../common/reportRanges';
import { MAX_REPORT_DAYS } from '../../domain/reports/range';
import { loadStats } from '../../domain/reports/stats';
import { storeAction } from '../action';
import { statsPage } from '../presenters/stats';
import { fieldErrors } from '../validate';
import { rangeReportSchema } from '../validators/reports';

/**
 * stats.index: charts over a spec range or custom store days (this month by default: one day is not a chart).
 * A bad custom range still draws this month, with the errors beside the dates, so the query is parsed here, not by the action.
 */
export const index = storeAction({}, async ({ db, store, req, res }) => {
  const parsed = rangeReportSchema.safeParse({ range: 'thisMonth', ...req.query });
  const ok = parsed.success ? parsed.data : null;
  const period = reportPeriod(ok ? ok.range : 'thisMonth', ok?.from, ok?.to, store.timezone);
  const raw = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : '');
  await res.inertia(
    'Admin/Stats/Index',
    statsPage({
      store,
      stats: await loadStats(db, store.id, period, store.timezone),
      period,
      maxDays: MAX_REPORT_DAYS,
      applied: ok,
      raw: { from: raw(req.query.from), to: raw(req.query.to) },
      errors: parsed.success ? null : fieldErrors(parsed.error),
    }),
    { title: 'Stats' },
  );
});
