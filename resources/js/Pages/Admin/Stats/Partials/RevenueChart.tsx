import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useT } from '@/lib/i18n';
import { STORE_REGION } from '@common/intlFormats';
import type { RevenuePoint } from '@common/pages/Admin/Stats/Partials/RevenueChart';
import { useReportFormat } from '../../Reports/Partials/RangeFilters';
export type { RevenuePoint } from '@common/pages/Admin/Stats/Partials/RevenueChart';

const HEIGHT = 240;

/** A round step for about four gridlines: 1, 2 or 5 × 10ⁿ dollars. */
function niceStep(maxCents: number): number {
  const raw = Math.max(maxCents, 100) / 4;
  const pow = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? raw;
}

function yScale(points: RevenuePoint[]) {
  const max = Math.max(...points.map((p) => Math.max(p.cents, p.previous_cents)), 0);
  const step = niceStep(max);
  return { step, top: Math.max(step * Math.ceil(max / step), step) };
}

const toData = (points: RevenuePoint[]): uPlot.AlignedData => [
  points.map((_, i) => i),
  points.map((p) => p.cents),
  points.map((p) => p.previous_cents),
];

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

export function RevenueChart({ points }: { points: RevenuePoint[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // The closures uPlot keeps (axes, legend) read the points through this, so new props need only setData.
  const latest = useRef(points);
  const { t } = useT();
  const f = useReportFormat();
  // The axis' whole dollars, "$1,200", written the store's way in every language (common/intlFormats.ts).
  const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString(STORE_REGION)}`;
  // The closures uPlot keeps read the page's words and formats through this, as they read the points.
  const words = useRef({ t, f, dollars });
  useEffect(() => {
    words.current = { t, f, dollars };
  });
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const el = box.current;
    const out = frame.current;
    if (!el || !out) return;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    let onPointer: ((e: PointerEvent) => void) | null = null;

    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css'), import('./revenueChart.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const brand = cssVar('--color-primary-600', '#0f766e');
        const grey = cssVar('--color-gray-500', '#6b7280');
        const ink = cssVar('--color-gray-600', '#4b5563');
        const rule = cssVar('--color-gray-200', '#e5e7eb');
        const font = `12px ${getComputedStyle(el).fontFamily}`;
        const pts = () => latest.current;
        const total = (pick: (p: RevenuePoint) => number) => pts().reduce((a, p) => a + pick(p), 0);
        const w = () => words.current;
        const axis = {
          stroke: ink,
          font,
          grid: { stroke: rule, width: 1 },
          ticks: { show: false },
        };

        const opts: uPlot.Options = {
          width: el.clientWidth,
          height: HEIGHT,
          scales: {
            x: { time: false, range: () => (pts().length > 1 ? [0, pts().length - 1] : [-1, 1]) },
            y: { range: () => [0, yScale(pts()).top] },
          },
          axes: [
            {
              ...axis,
              grid: { show: false },
              gap: 8,
              size: 34,
              // About one label per 72 px, on whole days only.
              splits: (u) => {
                const n = pts().length;
                const every = Math.max(
                  1,
                  Math.ceil(n / Math.max(1, Math.floor(u.bbox.width / UPlot.pxRatio / 72))),
                );
                return pts()
                  .map((_, i) => i)
                  .filter((i) => i % every === 0);
              },
              values: (_u, splits) =>
                splits.map((i) => (pts()[i] ? w().f.dayMonth(pts()[i].date) : '')),
            },
            {
              ...axis,
              splits: () => {
                const { step, top } = yScale(pts());
                return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
              },
              values: (_u, splits) => splits.map((cents) => w().dollars(cents)),
              size: (_u, values) =>
                values ? Math.max(...values.map((v) => v.length)) * 7.5 + 18 : 40,
            },
          ],
          series: [
            {
              label: w().t('stats.chart.day'),
              value: (_u, _raw, _s, idx) =>
                idx == null || !pts()[idx]
                  ? w().t('stats.chart.wholePeriod')
                  : w().f.shortDate(pts()[idx].date),
            },
            {
              label: w().t('stats.chart.thisPeriod'),
              stroke: brand,
              width: 3,
              points: { show: (u) => u.data[0].length <= 40, size: 6, fill: brand },
              value: (_u, raw, _s, idx) =>
                idx == null ? w().f.money(total((p) => p.cents)) : w().f.money(raw ?? 0),
            },
            {
              label: w().t('stats.chart.periodBefore'),
              stroke: grey,
              width: 2,
              dash: [6, 4],
              points: { show: false },
              value: (_u, raw, _s, idx) =>
                idx == null || !pts()[idx]
                  ? w().f.money(total((p) => p.previous_cents))
                  : `${w().f.money(raw ?? 0)} (${w().f.shortDate(pts()[idx].previous_date)})`,
            },
          ],
          cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 10 } },
          legend: {
            live: true,
            markers: {
              width: (_u, i) => (i === 2 ? 2 : 3),
              dash: (_u, i) => (i === 2 ? 'dashed' : 'solid'),
            },
          },
          hooks: {
            // What uPlot itself holds, for the browser test: it drew these series and points.
            draw: [
              (u) => {
                out.dataset.series = String(u.series.length - 1);
                out.dataset.points = String(u.data[0].length);
                out.dataset.drawn = String(Number(out.dataset.drawn ?? 0) + 1);
              },
            ],
          },
        };
        const u = new UPlot(opts, toData(latest.current), el);
        u.root.setAttribute('aria-hidden', 'true');
        plot.current = u;

        // A tap on a touch screen moves the cursor to that day (uPlot follows the mouse).
        onPointer = (e: PointerEvent) => {
          if (e.pointerType === 'mouse') return;
          const r = u.over.getBoundingClientRect();
          u.setCursor({ left: e.clientX - r.left, top: e.clientY - r.top });
        };
        u.over.addEventListener('pointerdown', onPointer);

        observer = new ResizeObserver(() => {
          const width = el.clientWidth;
          if (width > 0 && width !== u.width) u.setSize({ width, height: HEIGHT });
        });
        observer.observe(el);
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });

    return () => {
      cancelled = true;
      observer?.disconnect();
      if (plot.current) {
        if (onPointer) plot.current.over.removeEventListener('pointerdown', onPointer);
        plot.current.destroy();
        plot.current = null;
      }
      delete out.dataset.drawn;
      setReady(false);
    };
  }, []);

  // New points (another range): same chart, new data; scales and labels follow through `latest`.
  // The chosen day belonged to the old range: the cursor goes, and the legend shows the new totals.
  useEffect(() => {
    latest.current = points;
    const u = plot.current;
    if (!u) return;
    u.setData(toData(points));
    u.setCursor({ left: -10, top: -10 });
  }, [points]);

  const total = points.reduce((a, p) => a + p.cents, 0);
  const before = points.reduce((a, p) => a + p.previous_cents, 0);
  return (
    <div
      ref={frame}
      data-test="chart-revenue"
      role="img"
      aria-label={t('stats.chart.aria', { total: f.money(total), before: f.money(before) })}
      className="revenue-chart relative w-full"
    >
      <div ref={box} className="w-full" style={{ minHeight: HEIGHT }} />
      {!ready && !failed && (
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 rounded-lg bg-gray-100"
          style={{ height: HEIGHT }}
        />
      )}
      {failed && (
        <p className="absolute inset-x-0 top-0 text-sm text-gray-700">{t('stats.chart.failed')}</p>
      )}
    </div>
  );
}
