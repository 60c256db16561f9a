// The props of resources/js/Pages/Admin/Reports/Index.tsx, as the server sends them.
import type { RangeFilterValues } from './Partials/RangeFilters';
import type { Figures, Item, Category, Tax, Technician } from './Partials/RangeTables';
import type { PromotionDiscountRow } from '../Promotions/Index';
import type { PointValueBasis } from '../../propShapes';
import type { ReportGrouping, ReportRangeChoice } from '../../../reportRanges';
import type { StoreRegion } from '../../../intlFormats';

export interface Props {
  /** The shared prop's store, as this page gets it (zone and region included, common/shared.ts). */
  store: { name: string; timezone: string; region: StoreRegion };
  filters: RangeFilterValues;
  period: { range: string; from: string; to: string; days: number; max_days: number };
  /** The report ranges, then custom dates, as codes; the filter bar says them. */
  ranges: ReportRangeChoice[];
  /** How the figures may be grouped, as codes; the filter bar says them. */
  groupings: ReportGrouping[];
  tenders: { key: string; label: string }[];
  rows: Figures[];
  total: Figures;
  items: Item[];
  categories: Category[];
  taxes: Tax[];
  technicians: Technician[];
  /** Discount by promotion on the period's paid tickets. */
  promotions: PromotionDiscountRow[];
  /** Rewards points given, spent, taken back and expired in the period, and the liability at its end; null when the store never used Rewards. */
  points: PeriodPoints | null;
  export_query: Record<string, string | number>;
}

export interface PeriodPoints {
  given: number;
  spent: number;
  reversed: number;
  expired: number;
  adjusted: number;
  outstanding: number;
  /** What the outstanding points are worth, in cents. */
  worth_cents: number;
  /** The value per point and the reward it comes from (null: no active reward, so $0.00). */
  basis: PointValueBasis | null;
}
