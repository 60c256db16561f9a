// Types of resources/js/Pages/Admin/Stats/Partials/RevenueChart.tsx that page props use.
/**
 * Net sales per day, this period (solid, brand colour) against the period
 * before (dashed grey), day 1 against day 1, drawn by uPlot (~20 KB gzip with
 * its CSS). uPlot and its CSS are imported here, at run time, so they are a
 * chunk of their own that only this page loads (docs/features/payroll-and-reports.md "Stats").
 *
 * The x axis is the day's index, not a time: the server sends store days as
 * YYYY-MM-DD and they are shown as they are (MM-DD), never through the
 * browser's zone. The legend under the chart is the tooltip: it shows the
 * day under the cursor (a tap on a tablet moves it) with both values, and
 * the period totals when no day is chosen.
 */

export interface RevenuePoint {
  date: string;
  cents: number;
  previous_date: string;
  previous_cents: number;
}
