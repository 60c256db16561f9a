// The props of resources/js/Pages/Admin/Categories/Edit.tsx, as the server sends them.
export interface Props {
  category: { id: number; name: string; color: string; sort_order: number };
}
