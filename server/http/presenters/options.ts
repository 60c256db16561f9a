import { REPORT_RANGES, REPORT_RANGE_LABELS } from '../../../common/reportRanges';

/** A select's choices: each value with its label. */
export const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The report ranges (Today, Yesterday, This week…) a list or report filters by. */
export const reportRangeOptions = () => options(REPORT_RANGES, REPORT_RANGE_LABELS);

/** People a filter or a form offers, by id and name only (never the whole row, docs/architecture.md "Conventions" 6). */
export const nameOptions = (rows: readonly { id: number; name: string }[]) =>
  rows.map((r) => ({ id: r.id, name: r.name }));

/** The report ranges, then "Custom dates" (a from–to pair of store days). */
export const rangeOptionsWithCustom = () => [
  ...reportRangeOptions(),
  { value: 'custom' as const, label: 'Custom dates' },
];
