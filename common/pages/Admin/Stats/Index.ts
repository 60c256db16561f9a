// The props of resources/js/Pages/Admin/Stats/Index.tsx, as the server sends them.
import type { RangeFilterValues } from '../Reports/Partials/RangeFilters';
import type { ReportRangeChoice } from '../../../reportRanges';
import type { RevenuePoint } from './Partials/RevenueChart';
import type { StoreRegion } from '../../../intlFormats';

export interface Tech {
  id: number;
  name: string;
  tickets: number;
  service_cents: number;
  average_cents: number;
}

export interface Props {
  /** The shared prop's store, as this page gets it (zone and region included, common/shared.ts). */
  store: { name: string; timezone: string; region: StoreRegion };
  filters: RangeFilterValues;
  period: { from: string; to: string; max_days: number };
  previous: { from: string; to: string };
  /** The report ranges, then custom dates, as codes; the filter bar says them. */
  ranges: ReportRangeChoice[];
  revenue: RevenuePoint[];
  totals: { cents: number; previous_cents: number; tickets: number };
  mix: { id: number | null; name: string; quantity: number; net_cents: number }[];
  by_sales: Tech[];
  by_average: Tech[];
  customers: { new: number; returning: number; walk_in_tickets: number };
  hours: { hours: number[]; rows: { weekday: number; tickets: number[] }[] };
}
