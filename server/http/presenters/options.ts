import {
  REPORT_RANGES,
  type ReportRange,
  type ReportRangeChoice,
} from '../../../common/reportRanges';

/**
 * The report ranges (today, thisMonth, 3months…) a list or report filters by, as codes: each page
 * says them from the catalogue (docs/features/languages-and-offline.md "Values on the wire").
 */
export const reportRangeOptions = (): ReportRange[] => [...REPORT_RANGES];

/** People a filter or a form offers, by id and name only (never the whole row, docs/architecture.md "Conventions" 6). */
export const nameOptions = (rows: readonly { id: number; name: string }[]) =>
  rows.map((r) => ({ id: r.id, name: r.name }));

/** The report ranges, then custom dates (a from–to pair of store days), the page's "Custom dates". */
export const rangeOptionsWithCustom = (): ReportRangeChoice[] => [...REPORT_RANGES, 'custom'];
