import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { formatLongDate } from '@/lib/format';
import { route } from '@/lib/route';
import type { PlainRouteName } from '@common/routes';
import type { Option, RangeFilterValues } from '@common/pages/Admin/Reports/Partials/RangeFilters';
export type { Option, RangeFilterValues } from '@common/pages/Admin/Reports/Partials/RangeFilters';

interface Props {
  /** The page's route (reports.index, stats.index): the filters visit it with their query. */
  routeName: PlainRouteName;
  filters: RangeFilterValues;
  ranges: Option[];
  groupings?: Option[];
  period: { from: string; to: string; max_days: number };
}

/**
 * A spec range (§9) or custom store days, and how to group them. A preset
 * visits at once; custom dates wait for Show, so a half-typed date never
 * visits. The server checks the dates and answers with the message beside
 * its field (errors.from, errors.to).
 */
export default function RangeFilters({ routeName, filters, ranges, groupings, period }: Props) {
  const errors = usePage().props.errors as Record<string, string | undefined>;
  const [range, setRange] = useState(filters.range);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const visit = (q: Record<string, string | undefined>) => router.get(route(routeName), Object.fromEntries(Object.entries(q).filter(([, v]) => v)), { preserveScroll: true, preserveState: true });
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
      <Field name="range" label="Range">
        <Select name="range" data-test="filter-range" fit value={range} onChange={(e) => choose(e.target.value)}>
          {ranges.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
        </Select>
      </Field>
      {range === 'custom' && (
        <>
          <Field name="from" label="From" error={errors.from}>
            <TextInput type="date" name="from" data-test="filter-from" fit value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field name="to" label="To" error={errors.to} help={`At most ${period.max_days} days.`}>
            <TextInput type="date" name="to" data-test="filter-to" fit value={to} onChange={(e) => setTo(e.target.value)} />
          </Field>
          <Button type="submit" variant="secondary" data-test="filter-show">Show</Button>
        </>
      )}
      {groupings && (
        <Field name="group" label="Group">
          <Select name="group" data-test="filter-group" fit value={group} onChange={(e) => visit({ range: filters.range, from: filters.range === 'custom' ? filters.from : undefined, to: filters.range === 'custom' ? filters.to : undefined, group: e.target.value })}>
            {groupings.map((g) => <option key={g.value} value={g.value}>{g.label}</option>)}
          </Select>
        </Field>
      )}
      <p data-test="period" className="min-h-11 self-end py-3 text-sm text-gray-700 tabular-nums">
        {formatLongDate(period.from, 'short')}{period.from !== period.to && ` – ${formatLongDate(period.to, 'short')}`}
      </p>
    </form>
  );
}
