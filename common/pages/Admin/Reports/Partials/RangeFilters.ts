// Types of resources/js/Pages/Admin/Reports/Partials/RangeFilters.tsx that page props use.
export interface RangeFilterValues {
  range: string;
  from: string;
  to: string;
  group?: string;
}
