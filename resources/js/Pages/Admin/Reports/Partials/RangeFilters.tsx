import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { formatCurrency, formatLongDate } from '@/lib/format';
import { translateMessage, useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { INTL_LOCALES } from '@common/i18n';
import type { PlainRouteName } from '@common/routes';
import type { ReportGrouping, ReportRangeChoice } from '@common/reportRanges';
import type { RangeFilterValues } from '@common/pages/Admin/Reports/Partials/RangeFilters';
export type { RangeFilterValues } from '@common/pages/Admin/Reports/Partials/RangeFilters';

/** The range presets and custom dates, by the code the server sends. */
const RANGE_LABELS: Record<ReportRangeChoice, string> = {
  today: 'reports.range.today',
  thisMonth: 'reports.range.thisMonth',
  '3months': 'reports.range.3months',
  '6months': 'reports.range.6months',
  thisYear: 'reports.range.thisYear',
  custom: 'reports.range.custom',
};
/** The groupings, by the code the server sends. */
const GROUPING_LABELS: Record<ReportGrouping, string> = {
  day: 'reports.group.day',
  week: 'reports.group.week',
  month: 'reports.group.month',
};

/** The figures table's title: "By day", "By week", "By month", or "By period" without a grouping. */
export const groupingKey = (group: string | undefined): string =>
  group && group in GROUPING_LABELS
    ? GROUPING_LABELS[group as ReportGrouping]
    : 'reports.group.period';

/**
 * The reports' and stats' numbers in the page's language: money ("−$4.50" for
 * an amount taken off), counts, a tax rate, and store days as the spec's
 * MM-DD-YYYY in English or the language's own short date.
 */
export function useReportFormat() {
  const { locale } = useT();
  const format = useFormat();
  const en = locale === 'en';
  const dayFormat = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const dayMonthFormat = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
  });
  const utc = (ymd: string) => {
    const [y, m, d] = ymd.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d));
  };
  const valid = (ymd: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(ymd) && !Number.isNaN(utc(ymd).getTime());
  const shortDate = (ymd: string) =>
    en || !valid(ymd) ? formatLongDate(ymd, 'short') : dayFormat.format(utc(ymd));
  return {
    money: format.money,
    /** An amount taken off (discounts, change, cash refunds): "−$4.50", "$0.00" for none. */
    minus: (cents: number) => (en ? formatCurrency(-cents) : format.money(-cents)),
    /** Thousands grouped ("1,234"). */
    number: format.number,
    /** A count as the reports always showed it in English ("1234"), grouped in the other languages. */
    count: (n: number) => (en ? String(n) : format.number(n)),
    longDate: format.longDate,
    shortDate,
    /** A store day's month and day, for a chart's axis. */
    dayMonth: (ymd: string) =>
      en || !valid(ymd) ? shortDate(ymd).slice(0, 5) : dayMonthFormat.format(utc(ymd)),
    /** A rate in thousandths of a percent (8875 is 8.875%). */
    rate: (rate: number) =>
      en ? `${(rate / 1000).toFixed(3).replace(/\.?0+$/, '')}%` : `${format.number(rate / 1000)}%`,
  };
}

/** A date's message from the server, in the page's language when the catalogue has it. */
const translateOrNull = (message: string | undefined) =>
  message ? translateMessage(message) : undefined;

interface Props {
  /** The page's route (reports.index, stats.index): the filters visit it with their query. */
  routeName: PlainRouteName;
  filters: RangeFilterValues;
  ranges: ReportRangeChoice[];
  groupings?: ReportGrouping[];
  period: { from: string; to: string; max_days: number };
}

/**
 * A report range (docs/requirements.md §9) or custom store days, and how to group them. A preset
 * visits at once; custom dates wait for Show, so a half-typed date never
 * visits. The server checks the dates and answers with the message beside
 * its field (errors.from, errors.to).
 */
export default function RangeFilters({ routeName, filters, ranges, groupings, period }: Props) {
  const { t } = useT();
  const f = useReportFormat();
  const errors = usePage().props.errors as Record<string, string | undefined>;
  const [range, setRange] = useState(filters.range);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const visit = (q: Record<string, string | undefined>) =>
    router.get(route(routeName), Object.fromEntries(Object.entries(q).filter(([, v]) => v)), {
      preserveScroll: true,
      preserveState: true,
    });
  const group = filters.group;
  const choose = (value: string) => {
    setRange(value);
    if (value !== 'custom') visit({ range: value, group: undefined });
  };
  return (
    <form
      noValidate
      data-test="range-filters"
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        visit({ range: 'custom', from, to, group });
      }}
    >
      <Field name="range" label={t('reports.range.label')}>
        <Select
          name="range"
          data-test="filter-range"
          fit
          value={range}
          onChange={(e) => choose(e.target.value)}
        >
          {ranges.map((r) => (
            <option key={r} value={r}>
              {t(RANGE_LABELS[r])}
            </option>
          ))}
        </Select>
      </Field>
      {range === 'custom' && (
        <>
          <Field name="from" label={t('ui.from')} error={translateOrNull(errors.from)}>
            <TextInput
              type="date"
              name="from"
              data-test="filter-from"
              fit
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </Field>
          <Field
            name="to"
            label={t('ui.to')}
            error={translateOrNull(errors.to)}
            help={t('reports.range.maxDays', { days: period.max_days })}
          >
            <TextInput
              type="date"
              name="to"
              data-test="filter-to"
              fit
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="secondary" data-test="filter-show">
            {t('reports.range.show')}
          </Button>
        </>
      )}
      {groupings && (
        <Field name="group" label={t('reports.range.group')}>
          <Select
            name="group"
            data-test="filter-group"
            fit
            value={group}
            onChange={(e) =>
              visit({
                range: filters.range,
                from: filters.range === 'custom' ? filters.from : undefined,
                to: filters.range === 'custom' ? filters.to : undefined,
                group: e.target.value,
              })
            }
          >
            {groupings.map((g) => (
              <option key={g} value={g}>
                {t(GROUPING_LABELS[g])}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <p data-test="period" className="min-h-11 self-end py-3 text-sm text-gray-700 tabular-nums">
        {f.shortDate(period.from)}
        {period.from !== period.to && ` – ${f.shortDate(period.to)}`}
      </p>
    </form>
  );
}
