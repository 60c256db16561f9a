// The props of resources/js/Pages/Admin/Taxes/Index.tsx, as the server sends them.
export interface Tax {
  id: number;
  name: string;
  /** A percentage as typed: "8.875". */
  rate: string;
  is_active: boolean;
  service_count: number;
}

export type Props = { taxes: Tax[] };
