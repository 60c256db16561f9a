import type { ReactNode } from 'react';
import { formatCurrency, formatLongDate } from '@/lib/format';

/**
 * The stats page's charts, drawn as plain SVG and HTML: a line chart, bar
 * lists and a heat grid need ~3 KB here, where a chart library would add
 * 20–60 KB gzip to the page (see the README). Each chart has an aria-label
 * that says what it shows and a table with the same numbers under it.
 */

const W = 720;
const H = 240;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };

/** A round step for about four gridlines: 1, 2 or 5 × 10ⁿ dollars. */
function niceStep(maxCents: number): number {
  const raw = Math.max(maxCents, 100) / 4;
  const pow = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? raw;
}

const short = (ymd: string) => formatLongDate(ymd, 'short').slice(0, 5);
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

export interface RevenuePoint { date: string; cents: number; previous_date: string; previous_cents: number }

/** Net sales per day, this period against the one before it (dashed), day 1 against day 1. */
export function RevenueChart({ points }: { points: RevenuePoint[] }) {
  const max = Math.max(...points.map((p) => Math.max(p.cents, p.previous_cents)), 0);
  const step = niceStep(max);
  const top = Math.max(step * Math.ceil(max / step), step);
  const x = (i: number) => PAD.left + (points.length <= 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (cents: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - cents / top);
  const path = (pick: (p: RevenuePoint) => number) => points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(pick(p)).toFixed(1)}`).join('');
  const every = Math.max(1, Math.ceil(points.length / 8));
  const total = points.reduce((a, p) => a + p.cents, 0);
  const before = points.reduce((a, p) => a + p.previous_cents, 0);
  return (
    <svg data-test="chart-revenue" viewBox={`0 0 ${W} ${H}`} width="100%" role="img" className="h-auto overflow-visible"
      aria-label={`Net sales by day: ${formatCurrency(total)} this period against ${formatCurrency(before)} the period before.`}>
      {Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step).map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-gray-200" />
          <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" className="fill-gray-600 text-[12px]">{dollars(v)}</text>
        </g>
      ))}
      {points.map((p, i) => (i % every === 0 ? <text key={p.date} x={x(i)} y={H - 8} textAnchor="middle" className="fill-gray-600 text-[12px]">{short(p.date)}</text> : null))}
      <path d={path((p) => p.previous_cents)} fill="none" strokeWidth={2} strokeDasharray="6 4" className="stroke-gray-400" data-test="series-previous" />
      <path d={path((p) => p.cents)} fill="none" strokeWidth={3} className="stroke-primary-600" data-test="series-current" />
      {points.map((p, i) => <circle key={p.date} cx={x(i)} cy={y(p.cents)} r={points.length > 40 ? 0 : 3} className="fill-primary-600"><title>{`${short(p.date)}: ${formatCurrency(p.cents)}`}</title></circle>)}
    </svg>
  );
}

export interface Bar { key: string | number; label: string; value: number; display: string; note?: string }

/** Labelled horizontal bars, longest first as given: text first, so it reads without the bars. */
export function BarList({ bars, test, label }: { bars: Bar[]; test: string; label: string }) {
  const max = Math.max(...bars.map((b) => b.value), 1);
  if (!bars.length) return <p className="text-sm text-gray-600">Nothing sold in this period.</p>;
  return (
    <ol data-test={test} aria-label={label} className="space-y-2">
      {bars.map((b, i) => (
        <li key={b.key} data-test={`${test}-bar`} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate font-medium text-gray-900">{i + 1}. {b.label}</span>
            <span className="shrink-0 tabular-nums text-gray-800">{b.display}{b.note && <span className="text-gray-600"> · {b.note}</span>}</span>
          </div>
          <div className="mt-1 h-2.5 rounded-full bg-gray-100" aria-hidden="true">
            <div className="h-2.5 rounded-full bg-primary-600" style={{ width: `${Math.max(2, (b.value / max) * 100)}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12}${h < 12 ? 'a' : 'p'}`;

/** Tickets by weekday and hour of the store's clock: darker is busier. */
export function HourHeatmap({ hours, rows }: { hours: number[]; rows: { weekday: number; tickets: number[] }[] }) {
  const max = Math.max(...rows.flatMap((r) => r.tickets), 1);
  const cell = 36;
  const left = 44;
  const width = left + hours.length * cell;
  const busiest = rows.flatMap((r) => r.tickets.map((n, i) => ({ n, day: WEEKDAYS[r.weekday - 1], hour: hours[i] }))).sort((a, b) => b.n - a.n)[0];
  return (
    <svg data-test="chart-hours" viewBox={`0 0 ${width} ${24 + rows.length * cell}`} width="100%" role="img" className="h-auto max-w-3xl"
      aria-label={busiest && busiest.n > 0 ? `Busiest hours: ${busiest.day} at ${hourLabel(busiest.hour)}m with ${busiest.n} tickets.` : 'No tickets in this period.'}>
      {hours.map((h, i) => <text key={h} x={left + i * cell + cell / 2} y={14} textAnchor="middle" className="fill-gray-600 text-[11px]">{hourLabel(h)}</text>)}
      {rows.map((r, j) => (
        <g key={r.weekday}>
          <text x={left - 6} y={24 + j * cell + cell / 2 + 4} textAnchor="end" className="fill-gray-700 text-[12px]">{WEEKDAYS[r.weekday - 1]}</text>
          {r.tickets.map((n, i) => (
            <rect key={i} data-test="heat-cell" x={left + i * cell + 1} y={24 + j * cell + 1} width={cell - 2} height={cell - 2} rx={4}
              className={n ? 'fill-primary-600' : 'fill-gray-100'} fillOpacity={n ? 0.15 + 0.85 * (n / max) : 1}>
              <title>{`${WEEKDAYS[r.weekday - 1]} ${hourLabel(hours[i])}m: ${n} tickets`}</title>
            </rect>
          ))}
        </g>
      ))}
    </svg>
  );
}

/** A chart's card: title, the chart, and its numbers as a table behind a disclosure. */
export function ChartCard({ title, test, children, table }: { title: string; test: string; children: ReactNode; table?: ReactNode }) {
  return (
    <section data-test={test} aria-label={title} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <h2 className="mb-3 text-base font-semibold text-gray-900">{title}</h2>
      {children}
      {table && (
        <details className="mt-3 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-primary-700">Show as a table</summary>
          <div className="mt-2 max-h-72 overflow-auto">{table}</div>
        </details>
      )}
    </section>
  );
}
