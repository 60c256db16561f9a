// The props of resources/js/Pages/Admin/Categories/Index.tsx, as the server sends them.
export interface CategoryRow {
  id: number;
  name: string;
  color: string;
  sort_order: number;
  service_count: number;
}

export type Props = { categories: CategoryRow[] };
