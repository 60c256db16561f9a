import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { INTL_LOCALES, type Locale } from '@common/i18n';
import { STORE_REGION } from '@common/intlFormats';

/**
 * The stats page's bar lists and busiest-hours grid, drawn as plain HTML and
 * SVG (a few hundred bytes); the revenue line is uPlot's, in RevenueChart.tsx.
 * Each chart has an aria-label that says what it shows, and the revenue and
 * hours charts a table with the same numbers under them.
 */

export interface Bar {
  key: string | number;
  label: string;
  value: number;
  display: string;
  note?: string;
}

/** Labelled horizontal bars, longest first as given: text first, so it reads without the bars. */
export function BarList({ bars, test, label }: { bars: Bar[]; test: string; label: string }) {
  const { t } = useT();
  const max = Math.max(...bars.map((b) => b.value), 1);
  if (!bars.length) return <p className="text-sm text-gray-600">{t('stats.nothingSold')}</p>;
  return (
    <ol data-test={test} aria-label={label} className="space-y-2">
      {bars.map((b, i) => (
        <li key={b.key} data-test={`${test}-bar`} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate font-medium text-gray-900">
              {i + 1}. {b.label}
            </span>
            <span className="shrink-0 tabular-nums text-gray-800">
              {b.display}
              {b.note && <span className="text-gray-600"> · {b.note}</span>}
            </span>
          </div>
          <div className="mt-1 h-2.5 rounded-full bg-gray-100" aria-hidden="true">
            <div
              className="h-2.5 rounded-full bg-primary-600"
              style={{ width: `${Math.max(2, (b.value / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Monday to Sunday, short, in a language ("Mon" … "Sun" in English). */
export const weekdaysIn = (locale: Locale) =>
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );
/** The page's weekdays, Monday first. */
export const useWeekdays = () => weekdaysIn(useT().locale);

/**
 * An hour of the store's clock for the grid's narrow columns ("9a", "2p"), and in a sentence
 * ("9am"): the store's 12-hour clock in every language, as every other time on the page.
 */
const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12}${h < 12 ? 'a' : 'p'}`;
const hourText = (h: number) => `${hourLabel(h)}m`;

/** Tickets by weekday and hour of the store's clock: darker is busier. */
export function HourHeatmap({
  hours,
  rows,
}: {
  hours: number[];
  rows: { weekday: number; tickets: number[] }[];
}) {
  const { t, locale } = useT();
  const WEEKDAYS = weekdaysIn(locale);
  const count = (n: number) => n.toLocaleString(STORE_REGION);
  const max = Math.max(...rows.flatMap((r) => r.tickets), 1);
  const cell = 36;
  const left = 44;
  const width = left + hours.length * cell;
  const busiest = rows
    .flatMap((r) => r.tickets.map((n, i) => ({ n, day: WEEKDAYS[r.weekday - 1], hour: hours[i] })))
    .sort((a, b) => b.n - a.n)[0];
  return (
    <svg
      data-test="chart-hours"
      viewBox={`0 0 ${width} ${24 + rows.length * cell}`}
      width="100%"
      role="img"
      className="h-auto max-w-3xl"
      aria-label={
        busiest && busiest.n > 0
          ? t('stats.busiest', {
              day: busiest.day,
              hour: hourText(busiest.hour),
              count: busiest.n,
              tickets: count(busiest.n),
            })
          : t('stats.noTickets')
      }
    >
      {hours.map((h, i) => (
        <text
          key={h}
          x={left + i * cell + cell / 2}
          y={14}
          textAnchor="middle"
          className="fill-gray-600 text-[11px]"
        >
          {hourLabel(h)}
        </text>
      ))}
      {rows.map((r, j) => (
        <g key={r.weekday}>
          <text
            x={left - 6}
            y={24 + j * cell + cell / 2 + 4}
            textAnchor="end"
            className="fill-gray-700 text-[12px]"
          >
            {WEEKDAYS[r.weekday - 1]}
          </text>
          {r.tickets.map((n, i) => (
            <rect
              key={i}
              data-test="heat-cell"
              x={left + i * cell + 1}
              y={24 + j * cell + 1}
              width={cell - 2}
              height={cell - 2}
              rx={4}
              className={n ? 'fill-primary-600' : 'fill-gray-100'}
              fillOpacity={n ? 0.15 + 0.85 * (n / max) : 1}
            >
              <title>
                {t('stats.cell', {
                  day: WEEKDAYS[r.weekday - 1],
                  hour: hourText(hours[i]),
                  count: n,
                  tickets: count(n),
                })}
              </title>
            </rect>
          ))}
        </g>
      ))}
    </svg>
  );
}

/** A chart's card: title, the chart, and its numbers as a table behind a disclosure. */
export function ChartCard({
  title,
  test,
  children,
  table,
}: {
  title: string;
  test: string;
  children: ReactNode;
  table?: ReactNode;
}) {
  const { t } = useT();
  return (
    // min-w-0: a grid item may shrink below its table's width (the table scrolls inside its box; a 24-hour clock's headings are wider).
    <section
      data-test={test}
      aria-label={title}
      className="min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 className="mb-3 text-base font-semibold text-gray-900">{title}</h2>
      {children}
      {table && (
        <details className="mt-3 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary-700">
            {t('stats.showTable')}
          </summary>
          <div className="mt-2 max-h-72 overflow-auto">{table}</div>
        </details>
      )}
    </section>
  );
}
